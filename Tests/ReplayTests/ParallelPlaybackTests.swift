import Foundation
import Testing

@testable import Replay

/// Headless playback without a per-frame callback reads ahead on one thread and compares
/// checkpoints on another, stepping on while a digest is computed. Its result must be the
/// sequential player's in every field: the same counts, the same mismatches in the same order,
/// the same stop in verify mode (frames read ahead after a mismatch are taken back) and the
/// same session at the end; and a damaged line must fail the same way.
@Suite struct ParallelPlaybackTests {
    static func fixture(_ name: String) throws -> [String] {
        let url = GoldenReplayTests.fixtures.appendingPathComponent(name)
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    /// The same bytes played both ways: nil afterFrame takes the two-thread path.
    static func bothWays(_ lines: [String], verify: Bool) -> (parallel: String, sequential: String) {
        let bytes = Array((lines.joined(separator: "\n") + "\n").utf8)
        func play(_ parallel: Bool) -> String {
            do throws(ReplayError) {
                let stream = try ReplayStream(bytes: bytes, source: "t.jsonl")
                let r = try ReplayPlayer.run(
                    stream, verify: verify, afterFrame: parallel ? nil : { _, _ in })
                return [
                    r.summary,
                    "frames \(r.frameCount) played \(r.framesPlayed) last \(String(describing: r.lastFrameIndex))",
                    "checked \(r.checkpointsChecked) matched \(r.checkpointsMatched) count \(r.mismatchCount)",
                    "stopped early \(r.stoppedEarly) notice \(r.notice ?? "-")",
                    "mismatches " + r.mismatches.map(\.description).joined(separator: " | "),
                    "session \(r.app.digest().hex) \(r.app.currentDemoID)",
                ].joined(separator: "\n")
            } catch {
                return "error: \(error.description)"
            }
        }
        return (play(true), play(false))
    }

    /// The digest of line `row` (a checkpoint or the end line) replaced by one that cannot match.
    static func tampered(_ lines: [String], rows: [Int]) -> [String] {
        var out = lines
        for row in rows {
            out[row] = out[row].replacingOccurrences(
                of: #""digest":"[0-9a-f]{16}""#, with: #""digest":"0123456789abcdef""#, options: .regularExpression)
        }
        return out
    }

    @Test(arguments: [
        "salon-flicks.jsonl", "pager-swipes.jsonl", "easing-wheel.jsonl", "roller-rolls-hover-click.jsonl",
    ])
    func tamperedCheckpointsGiveTheSequentialResultInBothModes(file: String) throws {
        let lines = try Self.fixture(file)
        let checks = lines.indices.filter { lines[$0].hasPrefix(#"{"type":"checkpoint""#) }
        let end = lines.indices.last { lines[$0].hasPrefix(#"{"type":"end""#) }!
        #expect(checks.count >= 3, "\(file) needs checkpoints to tamper with")
        let cases: [[Int]] = [
            [], [checks[0]], [checks[checks.count / 2]], [checks.last!], [end], [checks.last!, end],
            [checks[0], checks[1]], checks,
        ]
        for rows in cases {
            for verify in [true, false] {
                let (parallel, sequential) = Self.bothWays(Self.tampered(lines, rows: rows), verify: verify)
                #expect(parallel == sequential, "\(file) rows \(rows) verify \(verify)")
            }
        }
        // The untouched file passes, and a tampered one stops early in verify mode: the cases above are not vacuous.
        #expect(Self.bothWays(lines, verify: true).parallel.contains("stopped early false"))
        #expect(
            Self.bothWays(Self.tampered(lines, rows: [checks[0]]), verify: true).parallel.contains("stopped early true")
        )
    }

    @Test func aDamagedLineFailsTheSameWayAfterTheLinesBeforeIt() throws {
        let lines = try Self.fixture("salon-flicks.jsonl")
        for row in [1, lines.count / 3, lines.count - 2] {
            var damaged = lines
            damaged[row] = String(damaged[row].dropLast(3))
            for verify in [true, false] {
                let (parallel, sequential) = Self.bothWays(damaged, verify: verify)
                #expect(parallel == sequential, "row \(row)")
                #expect(parallel.hasPrefix("error: "), "row \(row)")
            }
        }
        let cut = Array(lines.dropLast(2))  // no end line: the notice must come through
        let (parallel, sequential) = Self.bothWays(cut, verify: true)
        #expect(parallel == sequential)
        #expect(!parallel.contains("notice -"))
    }

    /// More lines than the feed's batches and queue hold, so the reader waits for the player.
    @Test func aLongSessionReadAheadInBatchesPlaysTheSame() throws {
        let lines = try Self.fixture("pull-next-and-back.jsonl")
        #expect(lines.count < ReplayLineFeed.batchLines * ReplayLineFeed.capacity)
        var long = lines
        let frameRows = lines.indices.filter { lines[$0].hasPrefix(#"{"type":"frame""#) }
        #expect(frameRows.count > 100)
        // The recording, then quiet frames going on from its last one, far past the queue's size.
        let last = frameRows.last!
        let index = Int(lines[last].split(separator: ",")[1].split(separator: ":")[1])!
        let time = Int(lines[last].split(separator: ",")[2].split(separator: ":")[1])!
        long = Array(lines[...last])
        for n in 1...(ReplayLineFeed.batchLines * ReplayLineFeed.capacity * 2) {
            long.append(#"{"type":"frame","index":\#(index + n),"time_us":\#(time + n * 16_667),"inputs":[]}"#)
        }
        let (parallel, sequential) = Self.bothWays(long, verify: false)
        #expect(parallel == sequential)
        #expect(
            parallel.contains("frames \(frameRows.count + ReplayLineFeed.batchLines * ReplayLineFeed.capacity * 2)"))
    }
}
