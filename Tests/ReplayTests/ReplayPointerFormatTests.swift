import Foundation
import Motion
import Testing

@testable import Lab
@testable import PlaygroundCore
@testable import Replay

/// Format v2: a pointer input says which pointer it came from (id, kind, pressure, size); a v1
/// file reads as before, its pointers the mouse's, and one that claims a pointer is refused.
@Suite struct ReplayPointerFormatTests {
    let hostile = ReplayHostileInputTests()
    static let v2Header = ReplayHostileInputTests.header.replacingOccurrences(
        of: #""version":1"#, with: #""version":2"#)
    static let finger =
        #"{"type":"pointer_moved","time_us":30000,"x":600,"y":300,"pointer":{"id":7,"kind":"touch","pressure":0.25,"size":9.5}}"#

    func frames(_ header: String, _ input: String) throws -> [ReplayFrame] {
        let text =
            [header, ReplayHostileInputTests.frame0, hostile.frame1(input: input)].joined(separator: "\n") + "\n"
        return try ReplayReader().parse(text, source: "replay.jsonl").frames
    }

    @Test func aFingerReadsWithItsIdKindPressureAndSize() throws {
        let frames = try frames(Self.v2Header, Self.finger)
        let input = try #require(frames.last?.inputs.first)
        #expect(
            input.input
                == .pointerMoved(
                    Point(x: 600, y: 300), pointer: Pointer(id: 7, kind: .touch, pressure: 0.25, size: 9.5)))
        // The line the encoder writes for it is the line read, so the fast path reads it too.
        #expect(ReplayLineEncoder.input(input) == Self.finger)
        let scanned = Self.finger.utf8.withContiguousStorageIfAvailable { bytes -> TimedInput? in
            var scan = FrameLineScan(bytes: bytes, at: 0, end: bytes.count)
            return scan.input()
        }
        #expect(scanned == input)
    }

    @Test func theMouseWritesNoPointerSoV1LinesStayAsTheyWere() throws {
        let input = TimedInput(time: 5, .pointerPressed(Point(x: 1, y: 2), button: .left))
        #expect(
            ReplayLineEncoder.input(input) == #"{"type":"pointer_pressed","time_us":5,"x":1,"y":2,"button":"left"}"#)
        let frames = try frames(ReplayHostileInputTests.header, ReplayLineEncoder.input(input))
        #expect(frames.last?.inputs.first?.input.pointer == .mouse)
        #expect(
            ReplayHeader(session: SessionSettings(demoID: "easing", viewport: Size(width: 1024, height: 720))).version
                == 2)
    }

    @Test func aV1FileThatClaimsAPointerAndABadPointerAreOneLine() {
        hostile.expectError(
            [ReplayHostileInputTests.header, ReplayHostileInputTests.frame0, hostile.frame1(input: Self.finger)],
            line: 3, #"frame 1, input 1 (pointer_moved) has a "pointer", which format v1 does not have"#)
        let cases: [(String, String)] = [
            (#""kind":"touch""#, #""kind":"glove""#), (#""pressure":0.25"#, #""pressure":-1"#),
            (#""id":7"#, #""id":-7"#), (#""size":9.5"#, #""size":"big""#),
        ]
        let messages = [
            #"pointer has unknown kind "glove" (known: mouse, touch, pen, trackpad)"#,
            #"pointer "pressure" = -1 is out of range (0...16)"#, #"pointer "id" = -7 is out of range"#,
            #"pointer "size" must be a number, found a string"#,
        ]
        for ((from, to), message) in zip(cases, messages) {
            hostile.expectError(
                [
                    Self.v2Header, ReplayHostileInputTests.frame0,
                    hostile.frame1(input: Self.finger.replacingOccurrences(of: from, with: to)),
                ], line: 3, message)
        }
    }
}
