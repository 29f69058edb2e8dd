import Foundation
import Testing

/// `playground release`: where a release at an offset and speed comes to rest under each
/// platform, through the binary. Its answers are the window's: a golden recording's flicks,
/// lived again by `compare --platforms`, rest where `release` says, and every frame of the
/// motion it samples moves on without a jump to a rest that stays.
@Suite(.serialized) struct ReleaseCommandTests {
    func run(_ args: [String]) throws -> Command.Result {
        let bin = try #require(WindowEndToEndTests.binary, "build the executable first: swift build")
        return try Command.run(bin, ["release"] + args, display: nil, timeout: 60)
    }

    func json(_ args: [String]) throws -> [String: Any] {
        let result = try run(args + ["--json"])
        #expect(result.status == 0, "\(args): \(result.stderr)")
        return try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    func platform(_ object: [String: Any], _ name: String) throws -> [String: Any] {
        try #require((object["platforms"] as? [String: Any])?[name] as? [String: Any], "\(name) in \(object)")
    }

    /// The first two flicks of `salon-platform-uikit.jsonl` (recorded at density 3, the default),
    /// lived again under each platform by `compare --platforms`, from their release offsets
    /// and velocities: `release` puts them on the same card, within the frames' spacing of the
    /// same time.
    @Test func aRecordedFlickRestsWhereReleaseSays() throws {
        let bin = try #require(WindowEndToEndTests.binary)
        let fixture = WindowEndToEndTests.root.appendingPathComponent("Tests/Fixtures/salon-platform-uikit.jsonl")
        let compared = try Command.run(
            bin, ["compare", fixture.path, "--platforms", "uikit,flutter-ios,flutter-android", "--json"], display: nil,
            timeout: 120)
        #expect(compared.status == 0, "\(compared.stderr)")
        let report = try #require(JSONSerialization.jsonObject(with: Data(compared.stdout.utf8)) as? [String: Any])
        let gestures = try #require(report["gestures"] as? [[String: Any]])
        try #require(gestures.count >= 2)
        var checked = 0
        for gesture in gestures.prefix(2) {
            for (name, value) in try #require(gesture["platforms"] as? [String: Any]) {
                // Compare reads the velocity the motion started with: the release's for these
                // platforms (UIKit's and Flutter's snaps start at the release speed).
                let recorded = try #require(value as? [String: Any])
                let offset = try #require(recorded["release_offset"] as? Double)
                let velocity = try #require(recorded["release_velocity"] as? Double)
                let answer = try platform(
                    try json([
                        "--demo", "salon", "--offset=\(offset)", "--velocity=\(velocity)", "--platform", name,
                    ]), name)
                #expect(answer["rest_offset"] as? Double == recorded["rest_offset"] as? Double, "\(name) \(offset)")
                let settle = try #require(answer["settle_ms"] as? Double)
                let recordedSettle = try #require(recorded["settle_ms"] as? Double)
                #expect(abs(settle - recordedSettle) < 2000.0 / 60, "\(name): \(settle) against \(recordedSettle)")
                checked += 1
            }
        }
        #expect(checked == 6)
    }

    /// Every frame written by --csv: t at k/60 from the release, no jump (a frame moves no
    /// further than the faster of its two ends' speeds allows), the content never turning back
    /// from the flick's direction, and the last row at the reported rest, at rest.
    @Test func everyFrameMovesOnWithoutAJumpToTheRest() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("release-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let csv = dir.appendingPathComponent("frames.csv").path
        let object = try json(["--demo", "salon", "--offset=-232", "--velocity", "2600", "--csv", csv])
        let lines = try String(contentsOfFile: csv, encoding: .utf8).split(separator: "\n")
        #expect(lines.first == "platform,t,offset,velocity")
        var rows: [String: [(t: Double, x: Double, v: Double)]] = [:]
        for line in lines.dropFirst() {
            let cells = line.split(separator: ",")
            try #require(cells.count == 4)
            let numbers = cells.dropFirst().compactMap { Double($0) }
            try #require(numbers.count == 3)
            rows[String(cells[0]), default: []].append((numbers[0], numbers[1], numbers[2]))
        }
        #expect(Set(rows.keys) == ["uikit", "android", "flutter-ios", "flutter-android"])
        for (name, path) in rows {
            let answer = try platform(object, name)
            let rest = try #require(answer["rest_offset"] as? Double)
            let settle = try #require(answer["settle_ms"] as? Double)
            let item = try #require(answer["item"] as? Int)
            // The salon's cards rest centred, 330 pt apart from card 0's -232.
            #expect(rest == -232 + 330 * Double(item), "\(name)")
            #expect(path.first?.t == 0 && path.first?.x == -232, "\(name)")
            let last = try #require(path.last)
            #expect(last.x == rest && last.v == 0 && abs(last.t * 1000 - settle) < 1e-6, "\(name)")
            for (k, row) in path.enumerated() { #expect(abs(row.t - Double(k) / 60) < 1e-6, "\(name) frame \(k)") }
            for (a, b) in zip(path, path.dropFirst()) {
                let allowed = max(abs(a.v), abs(b.v)) * (b.t - a.t) * 1.05 + 1e-6
                #expect(abs(b.x - a.x) <= allowed, "\(name): a jump at \(b.t) s from \(a.x) to \(b.x)")
                #expect(b.x >= a.x - 1e-9, "\(name): turned back at \(b.t) s")
            }
        }
    }

    /// The eased list does not snap: no item, the glide alone, resting where each platform's
    /// formula puts it (UIKit: x0 + (v − 1)/λ; Flutter iOS at density 3 where the 60 Hz frame that
    /// finds it under 20/3 pt/s leaves it: x0 + v·(Dᵗ − 1)/ln D at that frame's t).
    @Test func aListGlidesToItsPlatformsRest() throws {
        let object = try json(["--demo", "easing", "--offset", "1000", "--velocity", "3000"])
        #expect(object["demo"] as? String == "easing" && object["density"] as? Double == 3)
        #expect(object["offset"] as? Double == 1000 && object["velocity"] as? Double == 3000)
        let uikit = try platform(object, "uikit")
        #expect(uikit["item"] is NSNull && uikit["how"] as? String == "deceleration")
        let lambda = -1000 * log(0.998)
        #expect(abs((uikit["rest_offset"] as? Double ?? 0) - (1000 + 2999 / lambda)) < 1e-6)
        let flutter = try platform(object, "flutter-ios")
        #expect(flutter["how"] as? String == "friction glide")
        #expect(abs((flutter["rest_offset"] as? Double ?? 0) - Self.flutterRest(3000, tolerance: 20.0 / 3)) < 1e-6)
        #expect(try platform(object, "android")["how"] as? String == "RecyclerView fling")
        #expect(try platform(object, "flutter-android")["how"] as? String == "clamping fling")
        // Density is Flutter's devicePixelRatio: at 1 the glide stops 20 pt/s short instead.
        let window = try platform(
            try json(["--demo", "easing", "--offset", "1000", "--velocity", "3000", "--density", "1"]), "flutter-ios")
        #expect(abs((window["rest_offset"] as? Double ?? 0) - Self.flutterRest(3000, tolerance: 20)) < 1e-6)
    }

    /// Flutter iOS's free glide from 1000 at `speed`: where the first 60 Hz frame (in whole µs, as
    /// the probe steps) at or after its speed falls under `tolerance` leaves it.
    static func flutterRest(_ speed: Double, tolerance: Double) -> Double {
        let lnD = log(0.135)
        let stop = log(speed / tolerance) / -lnD
        var frame = 0.0
        while (frame * 1e6 / 60).rounded() / 1e6 < stop { frame += 1 }
        let t = (frame * 1e6 / 60).rounded() / 1e6
        return 1000 + speed * (pow(0.135, t) - 1) / lnD
    }

    @Test func theReleaseIsClampedAsTheWindowClampsIt() throws {
        let fast = try platform(
            try json(["--demo", "salon", "--offset=-232", "--velocity", "12000", "--platform", "android"]), "android")
        let limit = try platform(
            try json(["--demo", "salon", "--offset=-232", "--velocity", "8000", "--platform", "android"]), "android")
        #expect(fast["release_velocity"] as? Double == 8000)
        #expect(fast["rest_offset"] as? Double == limit["rest_offset"] as? Double)
        let uikit = try platform(
            try json(["--demo", "salon", "--offset=-232", "--velocity", "12000", "--platform", "uikit"]), "uikit")
        #expect(uikit["release_velocity"] as? Double == 12000)
    }

    /// A scene without snap positions but with a fling limit: Android's helper finds no target
    /// and leaves the fling alone; UIKit holds it to two items.
    @Test func howSaysWhetherThePlatformChoseATarget() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("release-scene-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("free-strip.json")
        try #"""
        {"scene": 1, "title": "Free strip", "axis": "horizontal", "items": [{"size": [200, 120], "repeat": 40}],
         "spacing": 10, "snap": "none", "max_items_per_fling": 2}
        """#.write(to: file, atomically: true, encoding: .utf8)
        let object = try json(["--scene", file.path, "--offset", "0", "--velocity", "3000"])
        #expect(object["demo"] as? String == "free-strip")
        let android = try platform(object, "android")
        #expect(android["how"] as? String == "no target: RecyclerView fling", "\(android)")
        let uikit = try platform(object, "uikit")
        #expect((uikit["how"] as? String)?.hasPrefix("target: ") == true, "\(uikit)")
        // Two items' starts from item 0, at most: 2 × 210 pt.
        #expect(uikit["rest_offset"] as? Double == 420)
        let table = try run(["--scene", file.path, "--offset", "0", "--velocity", "3000", "--platform", "android"])
        #expect(table.status == 0 && table.stdout.contains("no target: RecyclerView fling"))
        #expect(
            table.stdout.hasPrefix("free-strip: a release at 0.0 pt, 3000.0 pt/s (1024x720, 3 px/pt, 60 frames/s):"))
    }

    @Test func badInputIsOneLineAndExitTwo() throws {
        for (args, words) in [
            (["--offset", "0", "--velocity", "0"], "one of --demo ID and --scene FILE"),
            (["--demo", "salon", "--scene", "x.json", "--offset", "0", "--velocity", "0"], "one of --demo"),
            (["--demo", "pull", "--offset", "0", "--velocity", "0"], "pull has no scroll surface"),
            (["--demo", "tetris", "--offset", "0", "--velocity", "0"], "unknown demo 'tetris'"),
            (["--demo", "salon", "--offset", "1e6", "--velocity", "0"], "outside salon's scroll range"),
            (["--demo", "salon", "--offset", "0", "--velocity", "1e6"], "--velocity"),
            (["--demo", "salon", "--offset", "0", "--velocity", "0", "--fps", "0"], "--fps"),
            (["--demo", "salon", "--offset", "0", "--velocity", "0", "--platform", "ios"], "'ios' is not a platform"),
            (["--demo", "salon", "--offset", "0", "--velocity", "0", "--density", "5"], "1 to 4 px/pt"),
            (["--demo", "salon", "--offset", "0", "--velocity", "0", "--set", "physics=android"], "conflicts"),
            (["--demo", "salon", "--offset", "0", "--velocity", "0", "--csv", "/nonexistent-dir/f.csv"], "--csv"),
            (["--scene", "/nonexistent-dir/s.json", "--offset", "0", "--velocity", "0"], "s.json"),
            (["--demo", "salon", "--velocity", "0"], "--offset"),
        ] {
            let result = try run(args)
            #expect(result.status == 2, "\(args): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(args): \(result.stderr)")
            #expect(result.stderr.contains(words), "\(args): \(result.stderr)")
            #expect(result.stdout.isEmpty, "\(args)")
        }
        let help = try run(["--help"])
        #expect(help.status == 0 && help.stdout.contains("--offset") && help.stdout.contains("settle_ms"))
    }
}
