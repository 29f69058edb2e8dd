import Foundation
import Testing

@testable import Replay

/// A trace's format is told by what it holds, not by its name, and the bytes read to tell are
/// read again by the format's reader, so a FIFO, which can be read only once, imports too.
@Suite struct TraceInputTests {
    static func file(_ text: String, named name: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("mp-trace-\(getpid())-\(name)").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static let trace = PointerEventsReaderTests.trace([
        PointerEventsReaderTests.event("pointerdown", "10", x: 1),
        PointerEventsReaderTests.event("pointerup", "20", x: 5),
    ])

    @Test func theContentSaysTheFormat() throws {
        let cases: [(String, String, TraceInput.Format)] = [
            ("events.txt", "\n \t" + Self.trace, .pointerEvents),
            ("drag.json", "[    1411.748191] EV_ABS ABS_MT_POSITION_X 00000273\n", .getevent),
            ("empty.json", "", .getevent),
        ]
        for (name, text, format) in cases {
            let path = try Self.file(text, named: name)
            defer { unlink(path) }
            let input = try TraceInput(path: path)
            #expect(input.format == format, "\(name)")
            input.close()
        }
        // A getevent trace's lines are all read, the sniffed ones too.
        let path = try Self.file("\n\nfirst\nsecond", named: "lines.txt")
        defer { unlink(path) }
        var lines: [String] = []
        _ = try TraceLines.read(try TraceInput(path: path)) { line, number in lines.append("\(number) \(line)") }
        #expect(lines == ["1 ", "2 ", "3 first", "4 second"])
    }

    @Test func aFIFOIsReadOnce() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("mp-trace-fifo-\(getpid())").path
        unlink(path)
        try #require(mkfifo(path, 0o600) == 0)
        defer { unlink(path) }
        let writer = Thread {
            guard let handle = FileHandle(forWritingAtPath: path) else { return }
            handle.write(Data(Self.trace.utf8))
            handle.closeFile()
        }
        writer.start()
        let input = try TraceInput(path: path)
        #expect(input.format == .pointerEvents)
        var strokes: [TouchStroke] = []
        _ = try PointerEventsReader.read(input) { stroke, ratio in
            #expect(ratio == 2.625)
            strokes.append(stroke)
        }
        #expect(strokes.map(\.samples.count) == [2] && strokes.first?.liftTime == 20_000)
    }
}
