import Foundation
import Motion
import Testing

@testable import PlaygroundCore
@testable import Replay

/// Seeded mutations of a real recording: each case must parse (and then replay) or throw a
/// one-line ReplayError. A crash or a hang would take the test process down with it.
@Suite struct ReplayFuzzTests {
    static let casesPerShard = 2_600
    static let shards: [UInt64] = [1, 2, 3, 4]

    static let numberReplacements = [
        "NaN", "1e308", "-1", "\"x\"", "1e999", "-0", "99999999999999999999", "0.5",
        "null", "[]", "{}", "true", "-1e-400", "1E+2", "18446744073709551616", "1.0",
    ]

    @Test(arguments: shards)
    func mutatedRecordingsParseOrFailCleanly(shard: UInt64) throws {
        // Frames 45...74, so the file is small but still has a checkpoint (frame 60).
        let base = try sampleRecording(frames: 30, firstIndex: 45)
        #expect(try ReplayPlayer.run(ReplayReader().parse(base, source: "base"), verify: true).passed)
        var random = SeededRandom(seed: 0x5EED_0000 + shard)
        var parsed = 0
        var replayed = 0
        var failed = 0
        for _ in 0..<Self.casesPerShard {
            var bytes = base
            for _ in 0...(Int(random.next() % 3) == 0 ? 2 : 0) { Self.mutate(&bytes, &random) }
            do {
                let replay = try ReplayReader().parse(bytes, source: "fuzz.jsonl")
                parsed += 1
                if random.next() % 4 == 0 || replay.frames.count < 5 {
                    do {
                        let result = try ReplayPlayer.run(replay, verify: true)
                        #expect(result.framesPlayed <= replay.frames.count)
                        if let m = result.firstMismatch { #expect(!m.description.contains("\n")) }
                        replayed += 1
                    } catch {
                        #expect(error.kind == .sessionRefused)
                    }
                }
            } catch {
                failed += 1
                let text = error.description
                #expect(text.hasPrefix("fuzz.jsonl"), "\(text)")
                #expect(!text.contains("\n"), "\(text)")
                #expect(text.contains("; "), "\(text)")
            }
        }
        #expect(parsed + failed == Self.casesPerShard)
        #expect(parsed > 0 && failed > Self.casesPerShard / 3, "parsed \(parsed), failed \(failed)")
    }

    /// One seeded mutation. Searches start at a random offset and scan forward, so a case costs
    /// about one pass over the file even in a debug build.
    static func mutate(_ bytes: inout [UInt8], _ random: inout SeededRandom) {
        guard !bytes.isEmpty else {
            bytes = [UInt8(random.next() & 0xFF)]
            return
        }
        func pick(_ n: Int) -> Int { Int(random.next() % UInt64(max(1, n))) }
        /// The first index at or after a random offset (wrapping once) where `matches` holds.
        func find(_ matches: (Int) -> Bool) -> Int? {
            let start = pick(bytes.count)
            for k in 0..<bytes.count {
                let i = (start + k) % bytes.count
                if matches(i) { return i }
            }
            return nil
        }
        func lineRanges() -> [Range<Int>] {
            var out: [Range<Int>] = []
            var s = 0
            for i in 0..<bytes.count where bytes[i] == 0x0A {
                out.append(s..<i)
                s = i + 1
            }
            out.append(s..<bytes.count)
            return out
        }
        func rebuild(_ ranges: [Range<Int>]) {
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 256)
            for (n, r) in ranges.enumerated() {
                if n > 0 { out.append(0x0A) }
                out.append(contentsOf: bytes[r])
            }
            bytes = out
        }
        let colon = UInt8(ascii: ":")
        let quote = UInt8(ascii: "\"")
        switch pick(10) {
        case 0:  // flip a bit
            bytes[pick(bytes.count)] ^= UInt8(1) << UInt8(pick(8))
        case 1:  // insert random bytes
            let at = pick(bytes.count + 1)
            bytes.insert(contentsOf: (0..<(1 + pick(4))).map { _ in UInt8(random.next() & 0xFF) }, at: at)
        case 2:  // delete a range
            let at = pick(bytes.count)
            bytes.removeSubrange(at..<min(bytes.count, at + 1 + pick(12)))
        case 3:  // replace a number
            guard
                let s = find({ i in
                    i > 0 && bytes[i - 1] == colon
                        && (bytes[i] == UInt8(ascii: "-") || (0x30...0x39).contains(bytes[i]))
                })
            else { return }
            var e = s + 1
            while e < bytes.count,
                (0x30...0x39).contains(bytes[e]) || bytes[e] == UInt8(ascii: ".")
                    || bytes[e] == UInt8(ascii: "e") || bytes[e] == UInt8(ascii: "-") || bytes[e] == UInt8(ascii: "+")
            { e += 1 }
            bytes.replaceSubrange(s..<e, with: Array(numberReplacements[pick(numberReplacements.count)].utf8))
        case 4:  // delete a "key":value pair (up to the next comma or closing brace)
            guard
                let s = find({ i in
                    i > 0 && bytes[i] == quote
                        && (bytes[i - 1] == UInt8(ascii: "{") || bytes[i - 1] == UInt8(ascii: ","))
                })
            else { return }
            var e = s + 1
            while e < bytes.count, bytes[e] != UInt8(ascii: ","), bytes[e] != UInt8(ascii: "}"), bytes[e] != 0x0A {
                e += 1
            }
            if e < bytes.count, bytes[e] == UInt8(ascii: ",") { e += 1 }
            bytes.removeSubrange(s..<e)
        case 5:  // swap two lines
            var l = lineRanges()
            l.swapAt(pick(l.count), pick(l.count))
            rebuild(l)
        case 6:  // duplicate a line
            var l = lineRanges()
            let a = pick(l.count)
            l.insert(l[a], at: a)
            rebuild(l)
        case 7:  // delete a line
            var l = lineRanges()
            l.remove(at: pick(l.count))
            rebuild(l)
        case 8:  // truncate
            bytes.removeSubrange(pick(bytes.count)...)
        default:  // change a name to another one the format knows, or a near miss
            let names = [
                "pointer_pressed", "wheel", "key_pressed", "left", "shift", "frame", "checkpoint", "end",
                "header", "easing", "roller",
            ]
            let from = Array("\"\(names[pick(names.count)])\"".utf8)
            let to = Array("\"\(names[pick(names.count)])\(pick(3) == 0 ? "x" : "")\"".utf8)
            guard
                let s = find({ i in
                    i + from.count <= bytes.count && bytes[i] == quote
                        && bytes[i..<(i + from.count)].elementsEqual(from)
                })
            else { return }
            bytes.replaceSubrange(s..<(s + from.count), with: to)
        }
    }
}
