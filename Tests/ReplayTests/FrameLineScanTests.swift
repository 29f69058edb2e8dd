import Foundation
import Testing

@testable import Lab
@testable import PlaygroundCore
@testable import Replay

/// The frame-line fast path (`FrameLineScan`) must read exactly what the full parser reads: the
/// same frames from every recorded fixture, and for damaged lines the same frame or the same
/// error, word for word. It must also cover what the recorder writes, or verify quietly loses
/// its speed.
@Suite struct FrameLineScanTests {
    static func fixtureLines() throws -> [(file: String, lines: [String])] {
        try GoldenReplayTests.files.map { name in
            let text = try String(contentsOf: GoldenReplayTests.fixtures.appendingPathComponent(name), encoding: .utf8)
            return (name, text.split(separator: "\n").map(String.init))
        }
    }

    /// Every line through the assembler, with or without the fast path: the lines, or the error's text.
    enum Outcome: Equatable {
        case lines([ReplayLine])
        case error(String)
    }

    static func read(_ text: String, scanning: Bool) -> Outcome {
        var assembler = ReplayAssembler(source: "t.jsonl", parser: ReplayParser(knownDemoIDs: PlaygroundApp.demoIDs))
        assembler.scansFrames = scanning
        do throws(ReplayError) {
            try assembler.feed(Array(text.utf8)[...])
            _ = try assembler.finish()
            return .lines(assembler.output)
        } catch {
            return .error(error.description)
        }
    }

    static func scan(_ line: String) -> ReplayFrame? {
        let bytes = Array(line.utf8)
        return bytes.withUnsafeBufferPointer { FrameLineScan.scan($0, 0..<bytes.count) }
    }

    @Test func everyFixtureReadsTheSameWithAndWithoutTheFastPath() throws {
        var frames = 0
        for (file, lines) in try Self.fixtureLines() {
            let text = lines.joined(separator: "\n") + "\n"
            let fast = Self.read(text, scanning: true)
            #expect(fast == Self.read(text, scanning: false), "\(file)")
            if case .lines(let read) = fast { frames += read.count { if case .frame = $0 { true } else { false } } }
        }
        #expect(frames > 3_000)
    }

    @Test func theFastPathReadsEveryFrameLineTheRecorderWritesButParameterChanges() throws {
        var withInputs = 0
        var kinds = Set<String>()
        for (file, lines) in try Self.fixtureLines() {
            for line in lines where line.hasPrefix(#"{"type":"frame""#) && !line.contains("parameter_changed") {
                let frame = Self.scan(line)
                #expect(frame != nil, "\(file): \(line)")
                if let frame, !frame.inputs.isEmpty {
                    withInputs += 1
                    for timed in frame.inputs { kinds.insert(InputName(timed.input).rawValue) }
                }
            }
        }
        #expect(withInputs > 300)
        #expect(kinds.isSuperset(of: ["pointer_pressed", "pointer_moved", "pointer_released", "wheel", "key_pressed"]))
    }

    @Test func linesInAnyOtherShapeAreLeftToTheFullParser() {
        let good =
            #"{"type":"frame","index":3,"time_us":50000,"inputs":[{"type":"wheel","time_us":49000,"dx":0,"dy":-1.5}]}"#
        #expect(Self.scan(good)?.inputs == [TimedInput(time: 49000, .wheelScrolled(dx: 0, dy: -1.5))])
        let others = [
            #"{"type":"frame", "index":3,"time_us":50000,"inputs":[]}"#,  // a space
            #"{"type":"frame","time_us":50000,"index":3,"inputs":[]}"#,  // key order
            #"{"type":"frame","index":03,"time_us":50000,"inputs":[]}"#,  // leading zero
            #"{"type":"frame","index":3,"time_us":1234567890123456789,"inputs":[]}"#,  // 19 digits
            #"{"type":"frame","index":3,"time_us":50000,"inputs":[],"x":1}"#,  // extra key
            #"{"type":"frame","index":3,"time_us":5e4,"inputs":[]}"#,  // not an integer literal
            #"{"type":"frame","index":3,"time_us":50000,"inputs":[{"type":"wheel","time_us":1,"dx":01,"dy":0}]}"#,
            #"{"type":"frame","index":3,"time_us":50000,"inputs":[{"type":"wheel","time_us":1,"dx":1e999,"dy":0}]}"#,
            #"{"type":"frame","index":3,"time_us":50000,"inputs":[{"type":"key_pressed","time_us":1,"key":"\u0061","modifiers":[]}]}"#,
            #"{"type":"frame","index":3,"time_us":50000,"inputs":[{"type":"key_pressed","time_us":1,"key":"a","modifiers":["meta"]}]}"#,
            #"{"type":"frame","index":3,"time_us":50000,"inputs":[{"type":"pointer_pressed","time_us":1,"x":1,"y":2,"button":"fourth"}]}"#,
            #"{"type":"frame","index":3,"time_us":50000,"inputs":[{"type":"parameter_changed","time_us":1,"name":"pages","value":"3"}]}"#,
            #"{"type":"frame","index":3,"time_us":50000,"inputs":[]}x"#,
            #"{"type":"frame","index":3,"time_us":50000,"inputs":[]"#,
        ]
        for line in others { #expect(Self.scan(line) == nil, "\(line)") }
    }

    /// Damaged frame lines, placed after the header and the frame before them: both paths must
    /// agree on each, the frame read or the error's every word.
    @Test func damagedFrameLinesReadTheSameOnBothPaths() throws {
        let files = try Self.fixtureLines()
        let bytes = Array(#"0123456789.eE-+",:[]{} \ax"#.utf8)
        var random = SeededRandom(seed: 0xF5CA_2026)
        var accepted = 0
        var refused = 0
        for n in 0..<4_000 {
            let (_, lines) = files[n % files.count]
            let frameRows = lines.indices.filter { $0 > 1 && lines[$0].hasPrefix(#"{"type":"frame""#) }
            let row = frameRows[Int(random.next() % UInt64(frameRows.count))]
            let previous = lines[..<row].lastIndex { $0.hasPrefix(#"{"type":"frame""#) }!
            var line = Array(lines[row].utf8)
            for _ in 0...(random.next() % 2) {
                let at = Int(random.next() % UInt64(line.count))
                let byte = bytes[Int(random.next() % UInt64(bytes.count))]
                switch random.next() % 3 {
                case 0: line[at] = byte
                case 1: line.insert(byte, at: at)
                default: line.remove(at: at)
                }
            }
            let text =
                ([lines[0]] + lines[previous..<row] + [String(decoding: line, as: UTF8.self)])
                .joined(separator: "\n") + "\n"
            let fast = Self.read(text, scanning: true)
            #expect(fast == Self.read(text, scanning: false), "\(text.split(separator: "\n").last!)")
            if case .lines = fast { accepted += 1 } else { refused += 1 }
        }
        // Both outcomes in numbers (the share depends on which fixtures there are: 100 of 4,000 accepted with 23).
        #expect(accepted > 50 && refused > 1_000, "accepted \(accepted), refused \(refused)")
    }
}
