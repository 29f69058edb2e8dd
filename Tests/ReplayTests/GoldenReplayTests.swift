import Foundation
import Testing

@testable import Lab
@testable import Replay

/// Every recorded session in Tests/Fixtures replays bit for bit: each checkpoint's digest and the
/// end line match, twice in a row. The files are real sessions recorded by
/// scripts/record-fixtures.sh (the window under Xvfb, driven by xdotool).
@Suite struct GoldenReplayTests {
    static let fixtures: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? [])
            .filter { $0.hasSuffix(".jsonl") }.sorted()
    }

    @Test func everyDemoHasGoldenReplays() {
        let names = Self.files
        for demo in PlaygroundApp.demoIDs {
            #expect(names.contains { $0.hasPrefix(demo + "-") }, "no golden replay for demo \(demo) in Tests/Fixtures")
        }
    }

    @Test(arguments: GoldenReplayTests.files)
    func goldenReplayMatchesEveryCheckpoint(_ name: String) throws {
        let replay = try ReplayReader().read(path: Self.fixtures.appendingPathComponent(name).path)
        #expect(replay.notice == nil, "\(name) is cut short")
        #expect(replay.end != nil)
        #expect(replay.checkpoints.count >= 2, "\(name) is too short to check much")
        let first = try ReplayPlayer.run(replay, verify: true)
        #expect(first.passed, "\(name): \(first.firstMismatch?.description ?? "")")
        #expect(first.framesPlayed == replay.frames.count)
        #expect(first.checkpointsMatched == replay.checkpoints.count + 1)
        // Determinism: a second run lands on the same digest.
        let second = try ReplayPlayer.run(replay, verify: true)
        #expect(second.app.digest() == first.app.digest())
        #expect(name.hasPrefix(replay.header.demoID + "-"))
    }
}
