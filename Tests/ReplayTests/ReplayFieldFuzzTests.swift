import Foundation
import Motion
import Testing

@testable import PlaygroundCore
@testable import Replay

/// Seeded mutations of fields and values, not bytes: a header or frame field gets a hostile
/// value (1e-300, 1e999, 2^64, a string holding ESC or a newline, a deep array, a wrong type),
/// is deleted, duplicated or renamed, or an unknown field is added. Every case must read and
/// play, or fail with one clean line; and the whole-file reader and the streaming player must
/// agree on every case, so headless verification (which streams) accepts exactly what the
/// window (which reads the whole file) accepts.
@Suite struct ReplayFieldFuzzTests {
    static let casesPerShard = 600
    static let shards: [UInt64] = [11, 12, 13]

    static let numbers = [
        "0", "-0", "-1", "1e-300", "5e-324", "0.1", "0.25", "0.2499999", "1.5", "16", "16.000001",
        "319.99", "320", "16384", "16385", "1e7", "-1e7", "1e15", "1e308", "-1e308", "1e999",
        "9007199254740993",
        "18446744073709551615", "18446744073709551616", "-9223372036854775808", "10000000000000",
        "10000000000001", "99999999999999999999999", "1E+2", "0.000001",
    ]
    static let strings = [
        #""""#, #""easing""#, #""roller""#, #""salon""#, #""\u001b[2J\u001b]0;x\u0007""#, #""a\nb""#,
        #""\u0000""#, #""é漢""#, #""\ud800""#, #""motion-playground-replay""#, #""1""#, #""NaN""#,
        #""left""#, #""shift""#, #""\u009b31m""#, "\"" + String(repeating: "x", count: 5000) + "\"",
    ]
    static let others = [
        "null", "true", "false", "[]", "{}", "[1,2]", #"{"a":1}"#, #"{"pages":"abc"}"#,
        #"{"width":1}"#, String(repeating: "[", count: 40) + String(repeating: "]", count: 40),
        #"{"width":1e-300,"height":1}"#,
    ]

    @Test(arguments: shards)
    func mutatedFieldsReadAndPlayOrFailCleanly(shard: UInt64) throws {
        let base = String(decoding: try sampleRecording(frames: 30, firstIndex: 45), as: UTF8.self)
        var random = SeededRandom(seed: 0xF1E1_D000 + shard)
        var parsed = 0
        var failed = 0
        for _ in 0..<Self.casesPerShard {
            var lines = base.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for _ in 0...(random.next() % 3 == 0 ? 1 : 0) { Self.mutate(&lines, &random) }
            let bytes = Array(lines.joined(separator: "\n").utf8)
            let whole: Result<Replay, ReplayError> = Result { () throws(ReplayError) in
                try ReplayReader().parse(bytes, source: "fuzz.jsonl")
            }
            let streamed: Result<ReplayResult, ReplayError> = Result { () throws(ReplayError) in
                try ReplayPlayer.run(ReplayStream(bytes: bytes, source: "fuzz.jsonl"), verify: true)
            }
            switch whole {
            case .success(let replay):
                parsed += 1
                let h = replay.header
                #expect(ReplayFormat.pixelScales.contains(h.pixelScale) && (h.pixelScale * h.viewport.width).isFinite)
                switch (Result { () throws(ReplayError) in try ReplayPlayer.run(replay, verify: true) }, streamed) {
                case (.success(let a), .success(let b)):
                    #expect(a.framesPlayed == b.framesPlayed && a.frameCount == b.frameCount)
                    #expect(a.checkpointsChecked == b.checkpointsChecked && a.mismatchCount == b.mismatchCount)
                    #expect(a.app.digest() == b.app.digest() && a.notice == b.notice)
                    #expect(a.stoppedEarly == b.stoppedEarly)
                case (.failure(let a), .failure(let b)):
                    #expect(a == b)
                    expectClean(a)
                default:
                    Issue.record("the whole-file and streaming players disagree on \(lines.prefix(1))")
                }
            case .failure(let error):
                failed += 1
                expectClean(error)
                guard case .failure(let streamError) = streamed else {
                    Issue.record("the stream accepted what the reader refused: \(error)")
                    continue
                }
                expectClean(streamError)
                // The stream starts the session from the header before it reads on, so a header
                // the session refuses may be reported before later damage.
                if streamError.kind != .sessionRefused { #expect(streamError == error) }
            }
        }
        #expect(parsed + failed == Self.casesPerShard)
        #expect(
            parsed > Self.casesPerShard / 20 && failed > Self.casesPerShard / 3,
            "parsed \(parsed), failed \(failed)")
    }

    func expectClean(_ error: ReplayError, sourceLocation: SourceLocation = #_sourceLocation) {
        let text = error.description
        #expect(text.hasPrefix("fuzz.jsonl"), "\(text)", sourceLocation: sourceLocation)
        #expect(text.contains("; "), "\(text)", sourceLocation: sourceLocation)
        #expect(
            !text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
            "control characters in \(text)", sourceLocation: sourceLocation)
    }

    /// One field-level mutation of one line (the header half the time).
    static func mutate(_ lines: inout [String], _ random: inout SeededRandom) {
        func pick(_ n: Int) -> Int { Int(random.next() % UInt64(max(1, n))) }
        let index = pick(2) == 0 ? 0 : pick(lines.count)
        var line = Array(lines[index].utf8)
        let fields = fieldRanges(line)
        guard !fields.isEmpty else { return }
        let (key, value) = fields[pick(fields.count)]
        let keyText = String(decoding: line[key], as: UTF8.self)
        switch pick(8) {
        case 0, 1, 2:  // a hostile value of any kind
            let pool = [numbers, strings, others][pick(3)]
            line.replaceSubrange(value, with: Array(pool[pick(pool.count)].utf8))
        case 3:  // a near miss of the same kind: a number nudged, a string with a control byte
            let old = String(decoding: line[value], as: UTF8.self)
            let nudged = old.hasPrefix("\"") ? "\"" + old.dropFirst().dropLast() + "\\u001b\"" : old + "1"
            line.replaceSubrange(value, with: Array(nudged.utf8))
        case 4:  // delete the field (and one comma)
            var end = value.upperBound
            if end < line.count, line[end] == UInt8(ascii: ",") { end += 1 }
            line.removeSubrange((key.lowerBound - 1)..<end)
        case 5:  // duplicate it
            line.insert(
                contentsOf: Array(line[(key.lowerBound - 1)..<value.upperBound]) + [UInt8(ascii: ",")],
                at: key.lowerBound - 1)
        case 6:  // rename it
            line.replaceSubrange(key, with: Array((keyText + ["_", "X", ""][pick(3)] + "\u{1b}").utf8))
        default:  // an unknown field with a hostile value
            let pool = numbers + strings + others
            let field = "\"extra\(pick(9))\":\(pool[pick(pool.count)]),"
            line.insert(contentsOf: Array(field.utf8), at: key.lowerBound - 1)
        }
        lines[index] = String(decoding: line, as: UTF8.self)
    }

    /// Every `"key": value` in a JSON line (nested ones too): the key's text range (inside its
    /// quotes) and the value's range.
    static func fieldRanges(_ b: [UInt8]) -> [(Range<Int>, Range<Int>)] {
        var out: [(Range<Int>, Range<Int>)] = []
        var i = 0
        while i < b.count {
            guard b[i] == UInt8(ascii: "\"") else {
                i += 1
                continue
            }
            let end = stringEnd(b, i)
            var j = end
            while j < b.count, b[j] == 0x20 { j += 1 }
            if j < b.count, b[j] == UInt8(ascii: ":") {
                j += 1
                while j < b.count, b[j] == 0x20 { j += 1 }
                out.append(((i + 1)..<(end - 1), j..<valueEnd(b, j)))
                i = j  // nested fields of an object or array value are found too
            } else {
                i = end
            }
        }
        return out
    }

    /// The index just past the string starting at `start` (its closing quote included).
    static func stringEnd(_ b: [UInt8], _ start: Int) -> Int {
        var i = start + 1
        while i < b.count {
            if b[i] == UInt8(ascii: "\\") {
                i += 2
                continue
            }
            if b[i] == UInt8(ascii: "\"") { return i + 1 }
            i += 1
        }
        return b.count
    }

    static func valueEnd(_ b: [UInt8], _ start: Int) -> Int {
        guard start < b.count else { return start }
        if b[start] == UInt8(ascii: "\"") { return stringEnd(b, start) }
        if b[start] == UInt8(ascii: "{") || b[start] == UInt8(ascii: "[") {
            var depth = 0
            var i = start
            while i < b.count {
                switch b[i] {
                case UInt8(ascii: "\""):
                    i = stringEnd(b, i)
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return i + 1 }
                default: break
                }
                i += 1
            }
            return b.count
        }
        var i = start
        while i < b.count, ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")].contains(b[i]) { i += 1 }
        return i
    }
}
