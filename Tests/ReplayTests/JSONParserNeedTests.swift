import Foundation
import Testing

@testable import Replay

/// Why the replay format keeps its own JSON parser (docs/replay-format.md): what it must tell
/// apart that Foundation's `JSONSerialization` does not. The speed figure lives in
/// `playground bench --json-parser`.
@Suite struct JSONParserNeedTests {
    static func own(_ text: String) -> JSONParser.Failure? {
        let bytes = Array(text.utf8)
        do throws(JSONParser.Failure) {
            _ = try JSONParser.parse(bytes, 0..<bytes.count)
            return nil
        } catch {
            return error
        }
    }

    @Test func aDuplicateKeyIsAnErrorWithItsColumnWhereFoundationKeepsTheLastValue() throws {
        let line = #"{"type":"frame","index":1,"index":2}"#
        let foundation = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        #expect(foundation?["index"] as? Int == 2, "Foundation silently takes the last of two keys")
        let failure = try #require(Self.own(line))
        #expect(failure.message.contains("index"), "\(failure.message)")
        #expect(failure.column == 27, "the second \"index\" starts at byte 27")
        #expect(!failure.endedEarly)
    }

    /// A big object is checked for duplicates through a set, not pair by pair: 65,536 keys in a
    /// fraction of a second, and a duplicate anywhere among them (early, after the switch to the
    /// set, last) still found.
    @Test func aBigObjectFindsItsDuplicatesWithoutComparingEveryPair() throws {
        let keys = (0..<65_536).map { "\"k\($0)\":1" }
        #expect(Self.own("{" + keys.joined(separator: ",") + "}") == nil)
        for (position, repeated) in [(3, 0), (16, 2), (17, 16), (65_536, 40_000)] {
            var line = keys
            line.insert("\"k\(repeated)\":2", at: position)
            let failure = try #require(Self.own("{" + line.joined(separator: ",") + "}"), "k\(repeated) at \(position)")
            #expect(failure.message == "duplicate key \"k\(repeated)\"", "\(failure.message)")
        }
    }

    @Test func aLineCutShortIsToldApartFromADamagedOne() throws {
        // A crash leaves a prefix of a valid line; damage leaves a wrong byte. The reader replays
        // up to a cut line with a notice, but refuses a damaged one: only the parser knows which.
        let cut = #"{"type":"frame","index":7,"time_us":11"#
        let damaged = #"{"type":"frame","index":7,"time_us":1x}"#
        let cutFailure = try #require(Self.own(cut))
        let damagedFailure = try #require(Self.own(damaged))
        #expect(cutFailure.endedEarly && !damagedFailure.endedEarly)
        #expect(damagedFailure.column == 38)
        for text in [cut, damaged] {
            #expect(throws: (any Error).self) { try JSONSerialization.jsonObject(with: Data(text.utf8)) }
        }
    }

    @Test func theLineScanCountsEveryLineAndNamesTheFirstBadOne() {
        let good = JSONLineScan.parseLines(Array("{\"a\":1}\n\n[1,2]\n\"s\"\n".utf8))
        #expect(good.parsed == 3 && good.failedLine == nil)
        let bad = JSONLineScan.parseLines(Array("{\"a\":1}\n{\"a\":1,\"a\":2}\n[]\n".utf8))
        #expect(bad.parsed == 1 && bad.failedLine == 2)
    }
}
