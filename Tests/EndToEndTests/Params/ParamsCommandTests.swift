import Foundation
import Testing

/// `playground params`, `run --set` and replay-header settings through the real binary: the
/// listing, the one-line refusals (exit 2), and a setting changing how far a flick travels.
@Suite(.serialized) struct ParamsCommandTests {
    static let fixtures = WindowEndToEndTests.root.appendingPathComponent("Tests/Fixtures")

    func run(_ args: [String]) throws -> Command.Result {
        let bin = try #require(WindowEndToEndTests.binary, "build the executable first: swift build")
        return try Command.run(bin, args, display: nil, timeout: 60)
    }

    func jsonArray(_ text: String) throws -> [[String: Any]] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    }

    @Test func paramsJSONListsEveryDemosParametersWithRangesAndUnits() throws {
        let result = try run(["params", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let items = try jsonArray(result.stdout)
        let demos = Set(items.compactMap { $0["demo"] as? String })
        #expect(demos == ["easing", "salon", "pull", "pager", "roller"])
        for demo in demos {
            let numeric = items.filter { $0["demo"] as? String == demo && $0["min"] is NSNumber }
            #expect(numeric.count >= 3, "\(demo)")
        }
        for item in items {
            let name = try #require(item["name"] as? String)
            for key in [
                "demo", "name", "value", "default", "min", "max", "unit", "summary", "source", "choices", "step",
            ] {
                #expect(item[key] != nil, "\(name) lacks \(key)")
            }
            #expect(name.hasPrefix((item["demo"] as? String ?? "?") + "."))
            #expect(!(item["summary"] as? String ?? "").isEmpty && !(item["source"] as? String ?? "").isEmpty)
            if let min = item["min"] as? Double, let max = item["max"] as? Double {
                let value = try #require(item["default"] as? Double, "\(name)")
                #expect(min <= value && value <= max, "\(name)")
                #expect(item["choices"] is NSNull, "\(name)")
            } else {
                #expect(item["min"] is NSNull && item["max"] is NSNull, "\(name)")
                let choices = try #require(item["choices"] as? [String], "\(name)")
                #expect(choices.contains(item["default"] as? String ?? "?"), "\(name)")
            }
        }
        let rate = try #require(items.first { $0["name"] as? String == "salon.deceleration_rate" })
        #expect(rate["value"] as? Double == 0.998 && rate["default"] as? Double == 0.998)
        #expect(rate["min"] as? Double == 0.9 && rate["max"] as? Double == 0.9999)
        #expect(rate["unit"] as? String == "per ms")
        #expect((rate["source"] as? String)?.hasPrefix("UIKit") == true)
        for name in [
            "salon.snap_response", "easing.duration", "easing.deceleration_rate", "pull.threshold",
            "pull.page_move_duration", "pager.slide_duration", "roller.stay_interval", "roller.roll_duration",
        ] {
            #expect(items.contains { $0["name"] as? String == name }, "\(name) is listed")
        }
    }

    /// `density` is a parameter of every scrolling demo and scene (1 to 4 px/pt, default 3, a
    /// phone), and a bare `--set density=2` sets it in each, as `physics` does.
    @Test func densityIsEveryScrollingDemosAndSetsThemAllAtOnce() throws {
        let carousel = WindowEndToEndTests.root.appendingPathComponent("Assets/scenes/carousel.json").path
        func densities(_ args: [String]) throws -> [[String: Any]] {
            let result = try run(["params", "--json"] + args)
            #expect(result.status == 0, "\(result.stderr)")
            return try jsonArray(result.stdout).filter { ($0["name"] as? String)?.hasSuffix(".density") == true }
        }
        let demos = try densities([])
        #expect(Set(demos.compactMap { $0["demo"] as? String }) == ["easing", "salon", "pull", "pager"])
        let scene = try densities(["--scene", carousel])
        #expect(scene.compactMap { $0["name"] as? String } == ["carousel.density"])
        for item in demos + scene {
            #expect(item["default"] as? Double == 3 && item["value"] as? Double == 3)
            #expect(item["min"] as? Double == 1 && item["max"] as? Double == 4 && item["unit"] as? String == "px/pt")
        }
        for args in [["--set", "density=2"], ["--scene", carousel, "--set", "density=2"]] {
            let values = try densities(args).map { $0["value"] as? Double }
            #expect(!values.isEmpty && values.allSatisfy { $0 == 2 }, "\(args)")
        }
        let bad = try run(["params", "--set", "density=5"])
        #expect(bad.status == 2 && bad.stderr.contains("1 to 4 px/pt") && bad.stderr.split(separator: "\n").count == 1)
    }

    @Test func paramsShowsTheValueInForceForOneDemo() throws {
        let result = try run([
            "params", "--demo", "salon", "--json", "--set", "salon.deceleration_rate=0.99", "--set", "pages=9",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let items = try jsonArray(result.stdout)
        #expect(items.allSatisfy { $0["demo"] as? String == "salon" } && items.count >= 3)
        let rate = try #require(items.first { $0["name"] as? String == "salon.deceleration_rate" })
        #expect(rate["value"] as? Double == 0.99 && rate["default"] as? Double == 0.998)
        let pull = try jsonArray(try run(["params", "--demo", "pull", "--json", "--set", "pages=9"]).stdout)
        #expect(pull.first { $0["name"] as? String == "pull.pages" }?["value"] as? Int == 9)

        let table = try run(["params", "--demo", "salon", "--set", "salon.deceleration_rate=0.99"])
        #expect(table.status == 0)
        let row =
            table.stdout.split(separator: "\n").first { $0.contains("salon.deceleration_rate") }.map(String.init) ?? ""
        #expect(
            row.contains("0.99*") && row.contains("0.998") && row.contains("0.9 … 0.9999") && row.contains("per ms"),
            "\(row)")
        #expect(!table.stdout.contains("pull.threshold"))
        #expect(table.stdout.contains("* set with --set"))
    }

    @Test func badNamesAndValuesExitTwoWithOneLine() throws {
        let cases: [([String], [String])] = [
            (["params", "--demo", "tetris"], ["unknown demo 'tetris'"]),
            (["run", "--set", "salon.decel=0.99"], [#"unknown parameter "salon.decel""#, "salon.deceleration_rate"]),
            (
                ["run", "--set", "salon.deceleration_rate=1.5"],
                ["salon.deceleration_rate", "out of range", "0.9 to 0.9999 per ms"]
            ),
            (
                ["run", "--set", "salon.deceleration_rate=abc"],
                ["salon.deceleration_rate", "not a number", "0.9 to 0.9999"]
            ),
            (["run", "--set", "salon.deceleration_rate=nan"], ["salon.deceleration_rate", "not a number"]),
            (["run", "--set", "pull.threshold=-inf"], ["pull.threshold", "not a number", "10 to 400 pt"]),
            (["run", "--set", "pages=2.5"], ["pull.pages", "not a whole number", "1 to 50 pages"]),
            (["run", "--set", "pager.animator=wipe"], ["pager.animator", "one of slide, parallax, fade, scale"]),
            (["run", "--set", "pages"], ["--set wants NAME=VALUE"]),
            (["params", "--set", "roller.stay_interval=0"], ["roller.stay_interval", "out of range", "0.1 to 30 s"]),
        ]
        for (args, parts) in cases {
            let result = try run(args)
            #expect(result.status == 2, "\(args): \(result.stderr)")
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.count == 1, "\(args) printed: \(result.stderr)")
            for part in parts { #expect(result.stderr.contains(part), "\(args): \(result.stderr) lacks \(part)") }
            if args[0] == "run" || args.contains("--set") {
                #expect(result.stderr.contains("`playground params`"), "\(args): \(result.stderr)")
            }
        }
    }

    /// The golden salon file up to frame 240, its checkpoints left out: one leftward flick that has
    /// all but come to rest, its header's `salon.deceleration_rate` entry replaced by `entry`.
    func firstSalonFlick(entry: String, in dir: URL) throws -> String {
        let lines = try String(contentsOf: Self.fixtures.appendingPathComponent("salon-flicks.jsonl"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        let header = try #require(lines.first.map(String.init))
        let recorded = #""salon.deceleration_rate":"0.998""#
        #expect(header.contains(recorded))
        let frames = lines.dropFirst().prefix { !$0.contains(#""index":241,"#) }.filter {
            $0.contains(#""type":"frame""#)
        }
        let text =
            ([header.replacingOccurrences(of: recorded, with: entry)] + frames.map(String.init)).joined(separator: "\n")
            + "\n"
        let path = dir.appendingPathComponent("flick-\(entry.hashValue).jsonl").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func offset(_ dump: String) throws -> Double {
        let object = try #require(JSONSerialization.jsonObject(with: Data(dump.utf8)) as? [String: Any])
        return try #require((object["state"] as? [String: Any])?["offset_x"] as? Double)
    }

    @Test func aHeaderSettingChangesHowFarTheFlickTravelsAndBadOnesExitTwo() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mp-params-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let normal = try run([
            "replay", try firstSalonFlick(entry: #""salon.deceleration_rate":"0.998""#, in: dir), "--headless",
            "--dump-state",
        ])
        let fast = try run([
            "replay", try firstSalonFlick(entry: #""salon.deceleration_rate":"0.99""#, in: dir),
            "--headless", "--dump-state",
        ])
        let fastNumber = try run([
            "replay", try firstSalonFlick(entry: #""salon.deceleration_rate":0.99"#, in: dir),
            "--headless", "--dump-state",
        ])
        #expect(normal.status == 0 && fast.status == 0 && fastNumber.status == 0, "\(fast.stderr)")
        let normalOffset = try offset(normal.stdout)
        let fastOffset = try offset(fast.stdout)
        let checkpoint = try String(
            contentsOf: Self.fixtures.appendingPathComponent("salon-flicks.jsonl"), encoding: .utf8
        )
        .split(separator: "\n").first { $0.contains(#""type":"checkpoint","frame":240,"#) }
        let recorded = try offset(String(try #require(checkpoint)))
        #expect(abs(normalOffset - recorded) < 1e-9, "the golden file's checkpoint at frame 240: \(recorded)")
        #expect(fastOffset < normalOffset - 2 * 330, "0.99 rests at \(fastOffset) pt, 0.998 at \(normalOffset) pt")
        #expect(try offset(fastNumber.stdout) == fastOffset, "a JSON number is read like the string")

        for (entry, parts) in [
            (#""salon.deceleration_rate":"0.998","salon.decel":"0.99""#, [#"unknown parameter "salon.decel""#]),
            (#""salon.deceleration_rate":"1.5""#, ["out of range (0.9 to 0.9999 per ms)"]),
            (#""salon.deceleration_rate":"x""#, ["not a number"]),
        ] {
            let path = try firstSalonFlick(entry: entry, in: dir)
            for verify in [false, true] {
                let result = try run(["replay", path, "--headless"] + (verify ? ["--verify"] : []))
                #expect(result.status == 2, "\(entry): \(result.stderr)")
                #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
                #expect(result.stderr.contains(path + ":1: header settings: "), "\(result.stderr)")
                #expect(result.stderr.contains("`playground params`"), "\(result.stderr)")
                for part in parts { #expect(result.stderr.contains(part), "\(result.stderr)") }
            }
        }
    }

    /// `run --set` in a real window: the same recorded gesture rests nearer at 0.99 than at 0.998,
    /// and the recording states the setting, so it replays and verifies.
    @Test func runSetChangesTheLiveFlickAndTheRecordingCarriesIt() throws {
        let bin = try #require(WindowEndToEndTests.binary)
        let display = try VirtualDisplay()
        defer { display.stop() }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mp-set-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let recording = dir.appendingPathComponent("fast.jsonl").path
        let app = try Command.start(
            bin,
            [
                "run", "--demo", "salon", "--size", "1024x720", "--record", recording,
                "--dump-state", "--set", "salon.deceleration_rate=0.99",
            ], display: display.name)
        let window = try display.playgroundWindow()
        let id = try #require(window, "the window never appeared")
        Thread.sleep(forTimeInterval: 0.5)
        // One xdotool process for the whole flick: separate processes would add tens of ms between
        // the last move and the release, and the velocity tracker would see the finger stop.
        var flick = ["mousemove", "--window", id, "800", "360", "mousedown", "1"]
        for i in 1...6 { flick += ["sleep", "0.012", "mousemove", "--window", id, String(800 - i * 50), "360"] }
        _ = try Command.run("xdotool", flick + ["mouseup", "1"], display: display.name, timeout: 10)
        Thread.sleep(forTimeInterval: 2.5)
        _ = try Command.run("xdotool", ["key", "q"], display: display.name, timeout: 10)
        let live = try app.wait(timeout: 30)
        #expect(live.status == 0, "\(live.stderr)")
        let liveState = try #require(live.stdout.split(separator: "\n").last.map(String.init))

        let text = try String(contentsOfFile: recording, encoding: .utf8)
        let header = try #require(text.split(separator: "\n").first.map(String.init))
        #expect(header.contains(#""salon.deceleration_rate":"0.99""#), "\(header)")
        #expect(header.contains(#""pull.threshold":"100""#), "every parameter in force is stated")
        let verified = try Command.run(
            bin, ["replay", recording, "--headless", "--verify", "--dump-state"], display: nil, timeout: 60)
        #expect(verified.status == 0, "\(verified.stderr)")
        #expect(verified.stdout.split(separator: "\n").last.map(String.init) == liveState)

        // The same gesture at UIKit's normal rate travels further.
        let normalPath = dir.appendingPathComponent("normal.jsonl").path
        try text.replacingOccurrences(
            of: #""salon.deceleration_rate":"0.99""#, with: #""salon.deceleration_rate":"0.998""#
        )
        .write(toFile: normalPath, atomically: true, encoding: .utf8)
        let normal = try Command.run(
            bin, ["replay", normalPath, "--headless", "--dump-state"], display: nil, timeout: 60)
        #expect(normal.status == 0, "\(normal.stderr)")
        // Where the strip starts: the recording's header and first frame alone.
        let firstFrame = dir.appendingPathComponent("first.jsonl").path
        try (text.split(separator: "\n").prefix(2).joined(separator: "\n") + "\n")
            .write(toFile: firstFrame, atomically: true, encoding: .utf8)
        let start = try offset(
            String(
                try Command.run(
                    bin, ["replay", firstFrame, "--headless", "--dump-state"], display: nil,
                    timeout: 60
                ).stdout.split(separator: "\n").last ?? ""))
        let fastTravel = try offset(liveState) - start
        let normalTravel = try offset(String(normal.stdout.split(separator: "\n").last ?? "")) - start
        #expect(fastTravel > 0, "the flick moved the strip: \(liveState)")
        #expect(normalTravel > fastTravel + 330, "0.998 travels \(normalTravel) pt, 0.99 \(fastTravel) pt")
    }
}
