import Foundation
import Testing

/// `playground bench --scene FILE` through the real binary: a scene is benched and reported
/// under its title with every frame counted, and wrong uses are refused in one line (exit 2).
/// Nothing here is timed: the speed and memory targets live in the bench and docs/benchmarks.md.
@Suite(.serialized) struct BenchSceneCommandTests {
    static let million = WindowEndToEndTests.root.appendingPathComponent("Assets/scenes/million-rows.json").path

    func run(_ args: [String]) throws -> Command.Result {
        let bin = try #require(WindowEndToEndTests.binary, "build the executable first: swift build")
        return try Command.run(bin, args, display: nil, timeout: 120)
    }

    @Test func benchingTheMillionRowSceneReportsItUnderItsTitleWithEveryFrame() throws {
        let result = try run(["bench", "--scene", Self.million, "--frames", "60", "--render", "none", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)")
        #expect(object["frames"] as? Int == 60)
        let demos = try #require(object["demos"] as? [[String: Any]])
        #expect(demos.count == 1)
        #expect(demos.first?["demo"] as? String == "A million rows")
        #expect(demos.first?["frames"] as? Int == 60)
        let scenes = try #require((object["scenes"] as? [String: Any])?["scenes"] as? [[String: Any]])
        #expect(scenes.count == 1)
        #expect(scenes.first?["items"] as? Int == 1_000_000)
        #expect((scenes.first?["peak_rss_kib"] as? Int ?? 0) > 0)
    }

    @Test func twoScenesAreComparedWithTheFirstOverAlternatingRounds() throws {
        let feed = WindowEndToEndTests.root.appendingPathComponent("Assets/scenes/feed-rows.json").path
        let result = try run([
            "bench", "--scene", feed, "--scene", Self.million, "--frames", "30", "--render", "none", "--rounds", "2",
            "--json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)")
        let compared = try #require(object["scenes"] as? [String: Any])
        #expect(compared["rounds"] as? Int == 2)
        let scenes = try #require(compared["scenes"] as? [[String: Any]])
        #expect(scenes.map { $0["demo"] as? String } == ["Feed with rows of different heights", "A million rows"])
        // Every round's figures are kept, and the first is compared with itself (1×, 0 KiB).
        for scene in scenes {
            #expect((scene["step_build_median_rounds_us"] as? [Double])?.count == 2)
            #expect((scene["peak_rss_kib_rounds"] as? [Int])?.count == 2)
        }
        #expect(scenes[0]["step_build_ratio_to_first"] as? Double == 1)
        #expect(scenes[0]["peak_rss_difference_kib_to_first"] as? Int == 0)
        let ratio = try #require(scenes[1]["step_build_ratio_to_first"] as? Double)
        let best = try #require(scenes[1]["step_build_best_us"] as? Double)
        let firstBest = try #require(scenes[0]["step_build_best_us"] as? Double)
        #expect(abs(ratio - best / firstBest) < 0.01)
    }

    @Test func aSceneAndADemoTogetherAreRefusedInOneLine() throws {
        let result = try run(["bench", "--scene", Self.million, "--demo", "salon", "--render", "none"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1 && result.stderr.contains("--scene and --demo"), "\(result.stderr)")
    }

    @Test func aBrokenSceneFileIsRefusedWithTheLineThatSaysWhere() throws {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("bench-broken-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).json").path
        try Data(#"{"scene": 1, "title": "Broken"}"#.utf8).write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = try run(["bench", "--scene", file, "--frames", "10", "--render", "none"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1 && result.stderr.contains("\(file):1:"), "\(result.stderr)")
    }
}
