import Foundation
import Testing

@testable import PlaygroundCore
@testable import Replay

/// Both trace formats' readers fed what a person, a tool or a disk can hand them: every cut of a
/// real trace, times out of order, seeded byte flips, a million samples, a stroke that never
/// lifts and a 1 GB line. Each either reads or is refused in one line that names the file and
/// where in it (a getevent line; a pointer-events event or byte), never a crash or a hang, and
/// nothing holds more than a stroke's samples or a line's bytes.
@Suite struct TraceFuzzTests {
    /// A scratch file for `name`, written with `bytes`.
    static func file(_ bytes: [UInt8], _ name: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("mp-fuzz-\(getpid())-\(name)").path
        unlink(path)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The trace at `path` read as `playground import` reads it (its format told by its content):
    /// every stroke, or the refusal; and how many bytes were read.
    static func read(path: String) -> (Result<[TouchStroke], TraceError>, bytesRead: Int) {
        var strokes: [TouchStroke] = []
        let input: TraceInput
        do {
            input = try TraceInput(path: path)
        } catch {
            return (.failure(error), 0)
        }
        do {
            switch input.format {
            case .getevent: _ = try GeteventReader.read(input) { stroke, _ in strokes.append(stroke) }
            case .pointerEvents: _ = try PointerEventsReader.read(input) { stroke, _ in strokes.append(stroke) }
            }
        } catch let error as TraceError {
            return (.failure(error), input.bytesRead)
        } catch {
            Issue.record("not a TraceError: \(error)")
        }
        return (.success(strokes), input.bytesRead)
    }

    static func read(_ bytes: [UInt8], _ name: String) throws -> Result<[TouchStroke], TraceError> {
        let path = try file(bytes, name)
        defer { unlink(path) }
        return read(path: path).0
    }

    /// A refusal is one line: the file, where (`line`, when given; else something after the
    /// file's name), what is wrong and what to do.
    static func expectOneLine(_ error: TraceError, path: String, line: Int? = nil, _ context: String) {
        let text = error.description
        #expect(!text.contains("\n") && text.hasPrefix(path) && text.contains(" — "), "\(context): \(text)")
        #expect(!error.problem.isEmpty && !error.advice.isEmpty, "\(context): \(text)")
        if let line { #expect(error.line == line, "\(context): \(text)") }
    }

    static let phone = Array(try! GeteventReaderTests.text("phone-single-drag.txt").utf8)
    static let fixtures = ["phone-single-drag.txt", "emulator-drag.txt", "tablet-single-drag.txt"]

    /// The phone's finger as a browser's pointer events (each sample a `pointermove` in CSS px at
    /// its own time, the lift a `pointerup`): a pointer-events trace of real samples.
    static let phoneEvents: [UInt8] = {
        let stroke = try! GeteventReaderTests.only(try! GeteventReaderTests.text("phone-single-drag.txt"))
        var events: [String] = []
        func ms(_ micros: Int64) -> String { NumberText.format(Double(micros - 1_411_000_000) / 1000) }
        for (n, s) in stroke.samples.enumerated() {
            events.append(
                PointerEventsReaderTests.event(
                    n == 0 ? "pointerdown" : "pointermove", ms(s.time), x: s.x / 3, y: s.y / 3,
                    pressure: s.pressure.map { $0 / 255 }))
        }
        let last = stroke.samples.last!
        events.append(
            PointerEventsReaderTests.event("pointerup", ms(stroke.liftTime!), x: last.x / 3, y: last.y / 3, pressure: 0)
        )
        return Array(PointerEventsReaderTests.trace(events).utf8)
    }()

    static func lineCount(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.isEmpty ? 0 : bytes.filter { $0 == UInt8(ascii: "\n") }.count + (bytes.last == UInt8(ascii: "\n") ? 0 : 1)
    }

    /// Cut anywhere, a getevent trace reads (what came before the cut: a stroke still down at the
    /// end is one without a lift) or is refused at the line the cut made, in one line. Every cut
    /// of each line is read from a copy of the reader that has read the lines before it, so every
    /// byte of every trace is a cut; seeded cuts go through the file, as the import reads it.
    @Test func everyCutOfARealTraceReadsOrIsRefusedAtTheCutLine() throws {
        var random = SeededRandom(seed: 5)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("mp-fuzz-\(getpid())-cut.txt").path
        defer { unlink(path) }
        for name in Self.fixtures + ["phone type B", "phone -t"] {
            let text = try GeteventReaderTests.text(name.hasPrefix("phone ") ? "phone-single-drag.txt" : name)
            let variant =
                name == "phone type B"
                ? TraceVariants.typeB(text) : name == "phone -t" ? TraceVariants.numeric(text) : text
            let bytes = Array(variant.utf8)
            var reader = GeteventReader()
            var refused = 0
            for (n, line) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
                for cut in line.indices {
                    var partial = Array(line[..<(cut + 1)])
                    if partial.last == UInt8(ascii: "\r") { partial.removeLast() }
                    var copy = reader
                    switch partial.withUnsafeBufferPointer({ copy.read(bytes: $0) }) {
                    case .success(let ended):
                        let strokes = ended + copy.finish()
                        #expect(strokes.count <= 1, "\(name) cut in line \(n + 1): \(strokes.count) strokes")
                    case .failure(let problem):
                        refused += 1
                        #expect(!problem.text.contains("\n"), "\(name) line \(n + 1): \(problem.text)")
                    }
                }
                let whole = Array(line.last == UInt8(ascii: "\r") ? line.dropLast() : line)
                _ = try whole.withUnsafeBufferPointer { reader.read(bytes: $0) }.get()
            }
            // Most cuts leave a line that reads (a shorter hex value is still one); some do not.
            #expect(refused > 0, "\(name)")
            for _ in 0..<20 {
                let cut = Int.random(in: 0...bytes.count, using: &random)
                unlink(path)
                try Data(bytes[..<cut]).write(to: URL(fileURLWithPath: path))
                if case .failure(let error) = Self.read(path: path).0 {
                    Self.expectOneLine(error, path: path, line: Self.lineCount(bytes[..<cut]), "\(name) cut at \(cut)")
                }
            }
        }
    }

    /// The pointer-events trace cut anywhere is refused in one line saying where (only the whole
    /// file ends its object), each cut read from a copy of the reader that has read the bytes
    /// before it; seeded cuts go through the file.
    @Test func everyCutOfAPointerEventsTraceIsRefusedInOneLine() throws {
        var random = SeededRandom(seed: 6)
        let bytes = Self.phoneEvents
        var reader = PointerEventsReader(file: "cut.json")
        for cut in 1..<bytes.count {
            _ = try reader.read(bytes[(cut - 1)..<cut])
            var copy = reader
            do throws(TraceError) {
                // The whole object, but for its newline (its stroke came out at its pointerup).
                #expect(try copy.finish().isEmpty && cut == bytes.count - 1, "cut at \(cut): read")
            } catch {
                #expect(!error.description.contains("\n"), "cut at \(cut): \(error)")
            }
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("mp-fuzz-\(getpid())-cut.json").path
        defer { unlink(path) }
        for _ in 0..<40 {
            let cut = Int.random(in: 1..<(bytes.count - 1), using: &random)
            unlink(path)
            try Data(bytes[..<cut]).write(to: URL(fileURLWithPath: path))
            let error = try #require(Self.read(path: path).0.failure(), "cut at \(cut) was read")
            Self.expectOneLine(error, path: path, "cut at \(cut)")
        }
        #expect(try Self.read(bytes, "whole.json").get().map(\.samples.count) == [24])
    }

    /// Two neighbouring lines (or events) swapped so that time goes back: refused where it does,
    /// saying so.
    @Test func outOfOrderTimesAreRefusedWhereTimeGoesBack() throws {
        var lines = String(decoding: Self.phone, as: UTF8.self).components(separatedBy: "\r\n")
        func time(_ line: String) -> Int64? {
            line.hasPrefix("[")
                ? GeteventEvent.micros(String(line.dropFirst().prefix { $0 != "]" }.filter { $0 != " " })) : nil
        }
        var swaps = 0
        for k in 0..<(lines.count - 1) {
            guard let a = time(lines[k]), let b = time(lines[k + 1]), a < b else { continue }
            lines.swapAt(k, k + 1)
            defer { lines.swapAt(k, k + 1) }
            swaps += 1
            let path = try Self.file(Array(lines.joined(separator: "\r\n").utf8), "order.txt")
            defer { unlink(path) }
            switch Self.read(path: path).0 {
            case .success: Issue.record("line \(k + 2) goes back in time and was read")
            case .failure(let error):
                Self.expectOneLine(error, path: path, line: k + 2, "swap \(k)")
                #expect(error.problem.contains("time goes back"), "\(error)")
            }
        }
        #expect(swaps > 100)

        // The pointer events: each event given the one before's timeStamp and that one its own.
        let text = String(decoding: Self.phoneEvents, as: UTF8.self)
        let stamps = text.matches(of: #/"timeStamp": ([0-9.]+)/#).map { String($0.output.1) }
        for k in 0..<(stamps.count - 1) where Double(stamps[k])! < Double(stamps[k + 1])! {
            let swapped = text.replacingOccurrences(of: "\"timeStamp\": \(stamps[k]),", with: "\"timeStamp\": T,")
                .replacingOccurrences(of: "\"timeStamp\": \(stamps[k + 1]),", with: "\"timeStamp\": \(stamps[k]),")
                .replacingOccurrences(of: "\"timeStamp\": T,", with: "\"timeStamp\": \(stamps[k + 1]),")
            switch try Self.read(Array(swapped.utf8), "order.json") {
            case .success: Issue.record("event \(k + 1) goes back in time and was read")
            case .failure(let error):
                #expect(
                    error.problem.hasPrefix("events[\(k + 1)] at byte ")
                        && error.problem.contains("timeStamp goes back"),
                    "\(error)")
                #expect(!error.description.contains("\n"))
            }
        }
    }

    /// Seeded byte flips (the same on every run) in both formats: each file reads or is refused
    /// in one line, a getevent one at the flipped byte's line or before it.
    @Test func seededByteFlipsReadOrAreRefusedInOneLine() throws {
        var random = SeededRandom(seed: 42)
        for (name, original) in [("flip.txt", Self.phone), ("flip.json", Self.phoneEvents)] {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("mp-fuzz-\(getpid())-\(name)")
                .path
            defer { unlink(path) }
            var outcomes = (read: 0, refused: 0)
            for _ in 0..<1500 {
                var bytes = original
                var first = bytes.count
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    let at = Int.random(in: 0..<bytes.count, using: &random)
                    // Half the flips one bit, half any byte (a NUL, a newline, a UTF-8 lead byte).
                    bytes[at] =
                        Bool.random(using: &random)
                        ? bytes[at] ^ (1 << UInt8.random(in: 0...7, using: &random))
                        : UInt8.random(in: 0...255, using: &random)
                    first = min(first, at)
                }
                unlink(path)
                try Data(bytes).write(to: URL(fileURLWithPath: path))
                switch Self.read(path: path).0 {
                case .success: outcomes.read += 1
                case .failure(let error):
                    outcomes.refused += 1
                    Self.expectOneLine(error, path: path, "\(name) flipped from byte \(first)")
                    if name.hasSuffix(".txt"), let line = error.line {
                        // A newline flipped in adds a line before the flip's; the refusal is never before the first flip's line.
                        #expect(line >= Self.lineCount(bytes[..<first]), "\(name): line \(line), flip at byte \(first)")
                    }
                }
            }
            #expect(outcomes.read > 0 && outcomes.refused > 0, "\(name): \(outcomes)")
        }
    }

    /// `n` in `digits` hexadecimal digits (or decimal ones), zeros first.
    static func padded(_ n: Int, _ digits: Int, radix: Int = 16) -> String {
        let text = String(n, radix: radix)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// `getevent -t` type B lines of `strokes` fingers, each `samples` long and lifted (or not),
    /// a report every 4 ms.
    static func typeBLines(strokes: Int, samples: Int, lift: Bool = true, _ body: (String) throws -> Void) rethrows {
        for s in 0..<strokes {
            for k in 0...samples {
                let t = s * (samples + 50) * 4_000 + k * 4_000 + 10_000_000
                let stamp = "[\(t / 1_000_000).\(padded(t % 1_000_000, 6, radix: 10))]"
                if k == samples {
                    if lift {
                        try body("\(stamp) 0003 0039 ffffffff")
                        try body("\(stamp) 0000 0000 00000000")
                    }
                    continue
                }
                if k == 0 {
                    try body("\(stamp) 0003 002f 00000000")
                    try body("\(stamp) 0003 0039 \(padded(s, 8))")
                }
                try body("\(stamp) 0003 0035 \(padded(100 + k % 500, 8))")
                if k == 0 { try body("\(stamp) 0003 0036 00000200") }
                try body("\(stamp) 0000 0000 00000000")
            }
        }
    }

    /// A million samples stream: each stroke comes out at its lift's line and nothing keeps it,
    /// so the reader holds one stroke however long the trace. A finger that never lifts is refused
    /// at its 100,001st sample, in one line.
    @Test func aMillionSamplesStreamAndAStrokeThatNeverLiftsIsRefused() throws {
        var reader = GeteventReader()
        var strokes = 0
        var samples = 0
        var number = 0
        try Self.typeBLines(strokes: 1000, samples: 1000) { line in
            number += 1
            let ended = try reader.read(Substring(line)).get()
            if !ended.isEmpty {
                // The lift's SYN_REPORT ends the stroke; nothing else is down.
                #expect(ended.count == 1 && ended[0].samples.count == 1000 && !reader.hasFingersDown)
                strokes += 1
                samples += ended[0].samples.count
            }
        }
        #expect(strokes == 1000 && samples == 1_000_000 && reader.finish().isEmpty)

        var long: [UInt8] = []
        Self.typeBLines(strokes: 1, samples: TouchStroke.maxSamples + 10, lift: false) { long += $0.utf8 + [0x0A] }
        let path = try Self.file(long, "long.txt")
        defer { unlink(path) }
        let (result, _) = Self.read(path: path)
        let error = try #require(result.failure(), "a stroke of \(TouchStroke.maxSamples + 10) samples was read")
        // Its first frame is 5 lines, each after it 2: the 100,001st sample's report.
        Self.expectOneLine(error, path: path, line: 5 + 2 * TouchStroke.maxSamples, "the long stroke")
        #expect(error.problem.contains("has 100,000 samples already"), "\(error)")

        // A finger held for over 10 minutes, moving now and then: refused at the frame that passes them.
        let held = (0...11).map { m in
            let t = 100 + m * 60
            return "[\(t).000000] EV_ABS ABS_MT_POSITION_X \(Self.padded(100 + m, 8))\n"
                + "[\(t).000000] EV_ABS ABS_MT_POSITION_Y 00000100\n[\(t).000000] EV_SYN SYN_MT_REPORT 00000000\n"
                + "[\(t).000000] EV_SYN SYN_REPORT 00000000\n"
        }.joined()
        let heldError = try #require(try Self.read(Array(held.utf8), "held.txt").failure())
        #expect(heldError.line == 12 * 4 && heldError.problem.contains("down over 10 minutes"), "\(heldError)")
    }

    /// The same for a browser's pointer events: a million samples in a thousand strokes stream, and
    /// a pointer that never lifts is refused at its 100,001st sample.
    @Test func aMillionPointerEventsStream() throws {
        var reader = PointerEventsReader(file: "million.json")
        var strokes = 0
        var samples = 0
        func feed(_ text: String) throws {
            for stroke in try reader.read(Array(text.utf8)[...]) {
                #expect(stroke.samples.count == 1000)
                strokes += 1
                samples += stroke.samples.count
            }
        }
        func events(stroke s: Int, count: Int, lift: Bool) -> String {
            (0..<count).map { k in
                let type = k == 0 ? "pointerdown" : "pointermove"
                return ",{\"type\":\"\(type)\",\"pointerId\":1,\"pointerType\":\"touch\",\"timeStamp\":"
                    + "\(s * (count + 50) * 4 + k * 4),\"clientX\":\(k % 500),\"clientY\":5}"
            }.joined()
                + (lift
                    ? ",{\"type\":\"pointerup\",\"pointerId\":1,\"pointerType\":\"touch\",\"timeStamp\":\(s * (count + 50) * 4 + count * 4),\"clientX\":\((count - 1) % 500),\"clientY\":5}"
                    : "")
        }
        try feed(
            "{\"pointer_events\":1,\"device_pixel_ratio\":2,\"events\":[{\"type\":\"pointerup\",\"pointerId\":9,\"pointerType\":\"touch\",\"timeStamp\":0,\"clientX\":0,\"clientY\":0}"
        )
        for s in 0..<1000 { try feed(events(stroke: s, count: 1000, lift: true)) }
        try feed("]}")
        #expect(try reader.finish().isEmpty && strokes == 1000 && samples == 1_000_000)

        var endless = PointerEventsReader(file: "endless.json")
        _ = try endless.read(
            Array(
                "{\"pointer_events\":1,\"device_pixel_ratio\":2,\"events\":[{\"type\":\"pointerup\",\"pointerId\":9,\"pointerType\":\"touch\",\"timeStamp\":0,\"clientX\":0,\"clientY\":0}"
                    .utf8)[...])
        do throws(TraceError) {
            _ = try endless.read(Array(events(stroke: 0, count: TouchStroke.maxSamples + 10, lift: false).utf8)[...])
            Issue.record("a stroke of \(TouchStroke.maxSamples + 10) samples was read")
        } catch {
            #expect(error.problem.hasPrefix("events[\(TouchStroke.maxSamples + 1)] at byte "), "\(error)")
            #expect(error.problem.contains("pointer 1 has 100,000 samples already"), "\(error)")
        }
    }

    /// A 1 GB line (a sparse file: nothing is written to the disk) is refused at its start: no
    /// more than a chunk past the limit is read, and nothing holds the line.
    @Test func aGigabyteLineIsRefusedAsItPassesTheLimit() throws {
        for (name, start) in [
            ("huge.txt", "[    1411.748191] EV_ABS ABS_MT_POSITION_X 000"),
            (
                "huge.json",
                "{\"pointer_events\": 1, \"device_pixel_ratio\": 2, \"events\": [{\"type\": \"pointerdown\", \"x\": \""
            ),
        ] {
            let path = try Self.file(Array(start.utf8), name)
            defer { unlink(path) }
            try #require(truncate(path, 1 << 30) == 0)
            let (result, bytesRead) = Self.read(path: path)
            let error = try #require(result.failure(), "\(name) was read")
            Self.expectOneLine(error, path: path, line: name.hasSuffix(".txt") ? 1 : nil, name)
            #expect(error.problem.contains("longer than 4096 bytes"), "\(error)")
            #expect(bytesRead <= 2 * ReplayFileInput.chunkSize, "\(name): read \(bytesRead) bytes")
        }
    }

    /// Lines cut by chunks anywhere are the same lines, and the line limit holds across chunks.
    @Test func chunksCutAnywhereGiveTheSameLines() throws {
        var random = SeededRandom(seed: 7)
        var whole: [String] = []
        var lines = TraceLines(path: "t")
        try lines.read(Self.phone[...]) { line, _ in whole.append(String(decoding: line, as: UTF8.self)) }
        try lines.finish { line, _ in whole.append(String(decoding: line, as: UTF8.self)) }
        #expect(whole.count == 170 && !whole.contains { $0.contains("\r") })
        for _ in 0..<50 {
            var cut: [String] = []
            var lines = TraceLines(path: "t")
            var start = 0
            while start < Self.phone.count {
                let end = min(Self.phone.count, start + Int.random(in: 1...300, using: &random))
                try lines.read(Self.phone[start..<end]) { line, _ in cut.append(String(decoding: line, as: UTF8.self)) }
                start = end
            }
            try lines.finish { line, _ in cut.append(String(decoding: line, as: UTF8.self)) }
            #expect(cut == whole)
        }
        var long = TraceLines(path: "t")
        let pieces = Array(repeating: UInt8(ascii: "x"), count: 1000)
        #expect(throws: TraceError.self) {
            for _ in 0..<5 { try long.read(pieces[...]) { _, _ in } }
        }
    }
}

extension Result {
    /// The error, or nil.
    func failure() -> Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}
