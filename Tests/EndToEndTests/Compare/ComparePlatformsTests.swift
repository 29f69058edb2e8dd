import Foundation
import Testing

/// `playground compare FILE --platforms LIST`: the recorded salon flicks lived again under each
/// platform's scroll physics, in JSON, as tables and as a plot, and the one-line refusals.
@Suite(.serialized) struct ComparePlatformsTests {
    static let flicks = TuningCommandTests.flicks
    static let fields = [
        "release_offset", "release_velocity", "fling_velocity", "rest_offset", "settle_ms", "peak_overshoot",
        "peak_velocity", "peak_speed_ratio", "distance", "at_rest", "tracker",
    ]

    func run(_ args: [String]) throws -> Command.Result {
        let bin = try #require(WindowEndToEndTests.binary, "build the executable first: swift build")
        return try Command.run(bin, ["compare", Self.flicks] + args, display: nil, timeout: 180)
    }

    func object(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func everyGestureUnderUIKitAndAndroid() throws {
        let result = try run(["--platforms", "uikit,android", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try object(result.stdout)
        let platforms = try #require(json["platforms"] as? [String: [String: Any]])
        #expect(Set(platforms.keys) == ["uikit", "android"])
        for (name, metrics) in platforms {
            for key in Self.fields { #expect(metrics[key] != nil, "\(name).\(key)") }
        }
        let gestures = try #require(json["gestures"] as? [[String: Any]])
        #expect(gestures.count >= 3)
        var settlesDiffer = false
        for g in gestures {
            #expect(g["demo"] as? String == "salon")
            let each = try #require(g["platforms"] as? [String: [String: Any]])
            let uikit = try #require(each["uikit"])
            let android = try #require(each["android"])
            if uikit["settle_ms"] as? Double != android["settle_ms"] as? Double { settlesDiffer = true }
            let rest = try #require(uikit["rest_offset"] as? Double)
            let release = try #require(uikit["release_offset"] as? Double)
            #expect(abs(try #require(uikit["distance"] as? Double) - (rest - release)) < 1e-9)
        }
        // The salon snaps to cards, so both land on the same card; how they get there differs.
        #expect(settlesDiffer, "android settled as uikit did for every gesture: the platform changed nothing")
        #expect(Self.same(platforms["uikit"], (gestures.last?["platforms"] as? [String: Any])?["uikit"]))

        // UIKit is the recording's own physics: its numbers are plain compare's A, gesture by gesture.
        let plain = try run(["--set", "salon.deceleration_rate=0.99", "--json"])
        #expect(plain.status == 0, "\(plain.stderr)")
        let plainJSON = try object(plain.stdout)
        let plainGestures = try #require(plainJSON["gestures"] as? [[String: Any]])
        #expect(plainGestures.count == gestures.count)
        for (p, g) in zip(plainGestures, gestures) {
            let a = try #require(p["a"] as? [String: Any])
            let uikit = try #require((g["platforms"] as? [String: Any])?["uikit"] as? [String: Any])
            #expect(Self.same(a, uikit), "\(a) vs \(uikit)")
            #expect(p["start_us"] as? Int == g["start_us"] as? Int)
        }
        let a = try #require(plainJSON["a"] as? [String: Any])
        #expect(Self.same(a, platforms["uikit"]))
    }

    /// The recording's last flick (a press, then 150 pt steps 11 to 34 ms apart, released 17 ms after
    /// the last): each platform's release velocity is its own tracker's reading of those samples,
    /// 8,615.5 pt/s on Android's degree-2 fit, 8,506.7 on Flutter's (the same fit of the times in
    /// whole milliseconds, as its Android embedding stamps them), 6,244.8 on the iOS weighting (UIKit,
    /// Flutter iOS), as scripts/velocity-estimators-reference.py's `android`, `flutter` and `ios` read
    /// (8530653, 500), (8541925, 650), (8575637, 800), (8592420, 950), (8609200, 1100) at 8625977
    /// (`--fixtures Tests/Fixtures/salon-flicks.jsonl`: 8615 and 6245);
    /// negative: the finger moved right.
    @Test func eachPlatformsReleaseVelocityIsItsOwnTrackersReading() throws {
        let result = try run(["--platforms", "all", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let gestures = try #require(try object(result.stdout)["gestures"] as? [[String: Any]])
        let last = try #require(gestures.last?["platforms"] as? [String: [String: Any]])
        let expected = [
            "android": -8615.47763973479, "flutter-android": -8506.735478443228, "uikit": -6244.798593101943,
            "flutter-ios": -6244.798593101943,
        ]
        for (name, reading) in expected {
            let v = try #require(last[name]?["release_velocity"] as? Double, "\(name)")
            #expect(abs(v - reading) < 1e-6, "\(name): \(v)")
            #expect(last[name]?["fling_velocity"] is Double, "\(name)")
        }
        // Gesture 4 is a press and release that never moves (a tap on a card): no tracker reads a
        // finger that did not move, so every platform's release velocity is 0, even Android's,
        // whose snap onto the tapped card starts at the snap scroller's own speed.
        let tap = try #require(gestures.count > 3 ? gestures[3]["platforms"] as? [String: [String: Any]] : nil)
        for name in expected.keys {
            #expect(tap[name]?["release_velocity"] as? Double == 0, "\(name): \(tap[name] ?? [:])")
            #expect(tap[name]?["peak_speed_ratio"] is NSNull, "\(name)")
        }
        // The snap onto the tapped card starts at the snap scroller's own speed for its distance
        // (LinearSmoothScroller's timing), not at the release's 0.
        let androidStart = try #require(tap["android"]?["fling_velocity"] as? Double)
        #expect(abs(androidStart) > 100, "the snap scroller's own start: \(androidStart)")
    }

    /// A free glide (the easing demo's list) rests where each platform's own fling takes it.
    @Test func aFreeFlickRestsElsewhereOnAndroid() throws {
        let bin = try #require(WindowEndToEndTests.binary, "build the executable first: swift build")
        let file = WindowEndToEndTests.root.appendingPathComponent("Tests/Fixtures/easing-drag-flick-bounce.jsonl").path
        let result = try Command.run(
            bin, ["compare", file, "--platforms", "uikit,android", "--json"], display: nil, timeout: 180)
        #expect(result.status == 0, "\(result.stderr)")
        let gestures = try #require(try object(result.stdout)["gestures"] as? [[String: Any]])
        let rests = gestures.compactMap { g -> (Double, Double)? in
            let each = g["platforms"] as? [String: [String: Any]]
            guard let u = each?["uikit"]?["rest_offset"] as? Double, let a = each?["android"]?["rest_offset"] as? Double
            else { return nil }
            return (u, a)
        }
        #expect(rests.count == gestures.count)
        #expect(rests.contains { abs($0.0 - $0.1) > 100 }, "\(rests)")
    }

    /// The same JSON objects (compared as sorted JSON text: Linux Foundation's NSDictionary
    /// equality tells a parsed `true` from a parsed `true` cast through another dictionary type).
    static func same(_ a: Any?, _ b: Any?) -> Bool {
        func text(_ x: Any?) -> String? {
            guard let x, let data = try? JSONSerialization.data(withJSONObject: x, options: .sortedKeys) else {
                return nil
            }
            return String(data: data, encoding: .utf8)
        }
        return text(a) != nil && text(a) == text(b)
    }

    @Test func tablesPerGestureAndAPlotOfTheLast() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("compare-platforms-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let png = dir.appendingPathComponent("platforms.png").path
        let result = try run(["--platforms", "all", "--set", "salon.deceleration_rate=0.99", "--png", png])
        #expect(result.status == 0, "\(result.stderr)")
        let text = result.stdout
        for word in ["rest_offset", "settle_ms", "distance", "peak_speed", "UIKit", "Android", "Flutter iOS"] {
            #expect(text.contains(word), "\(word)")
        }
        #expect(text.contains("with salon.deceleration_rate=0.99"))
        #expect(text.components(separatedBy: "Flutter Android").count - 1 >= 3, "a row per gesture")
        let (w, h) = try CurvesPlotTests.pngSize(png)
        #expect(w >= 800 && h >= 700)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["platforms.png"])
    }

    /// A recording made with Ctrl+R mid-session (scripts/fixtures/salon.sh's tour): a salon flick
    /// before Ctrl+R, a press below the strip, the easing demo idle for a while, a curve button, a
    /// flick on its list, and a salon flick back. The press below the strip and the button are not
    /// on a scroll view: they are no gesture (they were listed, all zeros or the last flick's
    /// tracker reading). The times are the recording's: each gesture's `start_us` is its press's
    /// `time_us` in the file, and they increase (on each demo's own clock, which stands still
    /// while another demo is shown, the list's flick came after the salon's last).
    @Test func aCtrlRTourListsItsFlicksInTheRecordingsOrder() throws {
        let file = WindowEndToEndTests.root.appendingPathComponent("Tests/Fixtures/salon-ctrl-r-tour.jsonl").path
        let bin = try #require(WindowEndToEndTests.binary, "build the executable first: swift build")
        func run(_ args: [String]) throws -> Command.Result {
            try Command.run(bin, args, display: nil, timeout: 180)
        }
        let presses = try String(contentsOfFile: file, encoding: .utf8).matches(
            of: /"type":"pointer_pressed","time_us":([0-9]+),"x":([0-9.]+),"y":([0-9.]+)/
        ).map { (time: Int($0.1)!, x: Double($0.2)!, y: Double($0.3)!) }
        #expect(presses.count == 5, "\(presses)")
        // The three flicks: on the salon's strip (y 360) and the easing list (x 430).
        let flicks = presses.filter { $0.y == 360 || $0.x == 430 }.map(\.time)
        #expect(flicks.count == 3)

        let json = try run(["compare", file, "--platforms", "all", "--json"])
        #expect(json.status == 0, "\(json.stderr)")
        let gestures = try #require(try object(json.stdout)["gestures"] as? [[String: Any]])
        #expect(gestures.map { $0["demo"] as? String } == ["salon", "easing", "salon"])
        let starts = gestures.compactMap { $0["start_us"] as? Int }
        #expect(starts == flicks, "each gesture starts at its press's time in the file")
        #expect(zip(starts, starts.dropFirst()).allSatisfy { $0 < $1 }, "\(starts)")
        for (n, g) in gestures.enumerated() {
            let each = try #require(g["platforms"] as? [String: [String: Any]])
            #expect(each.count == 4)
            for (name, m) in each {
                let release = try #require(m["release_velocity"] as? Double, "gesture \(n + 1) \(name)")
                let distance = try #require(m["distance"] as? Double, "gesture \(n + 1) \(name)")
                #expect(abs(release) > 500 && abs(distance) > 50, "gesture \(n + 1) \(name): \(m)")
            }
        }

        // The tables say the same, in the same order.
        let text = try run(["compare", file, "--platforms", "all"])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.hasPrefix("3 gestures under"), "\(text.stdout)")
        let heads = text.stdout.matches(of: /gesture ([0-9]+): (salon|easing), pressed at ([0-9.]+) s:/)
        #expect(heads.map { Int($0.1)! } == [1, 2, 3])
        #expect(
            heads.map { Int((Double($0.3)! * 1000).rounded()) } == flicks.map { Int((Double($0) / 1000).rounded()) })
        // A note about a simulated tail sits under its own gesture's heading.
        let first = try #require(text.stdout.range(of: "gesture 1: salon"))
        let note = try #require(text.stdout.range(of: "note: this gesture was still moving"))
        let second = try #require(text.stdout.range(of: "gesture 2: easing"))
        #expect(first.upperBound < note.lowerBound && note.upperBound < second.lowerBound, "\(text.stdout)")

        // Plain compare and diff count the same gestures at the same times.
        let plain = try run(["compare", file, "--set", "salon.deceleration_rate=0.99", "--json"])
        #expect(plain.status == 0, "\(plain.stderr)")
        let plainGestures = try #require(try object(plain.stdout)["gestures"] as? [[String: Any]])
        #expect(plainGestures.compactMap { $0["start_us"] as? Int } == flicks)
        let diff = try run(["diff", file, file])
        #expect(diff.status == 0, "\(diff.stderr)")
        #expect(diff.stdout.contains("gestures: A has 3 gestures, B has 3 gestures"), "\(diff.stdout)")
        #expect(diff.stdout.contains("gesture 2 (easing, pressed at 2.62 s in A, 2.62 s in B)"), "\(diff.stdout)")
    }

    @Test func badPlatformListsExitTwoWithOneLine() throws {
        for (args, message) in [
            (
                ["--platforms", "uikit,ios"],
                "'ios' is not a platform; use uikit, android, flutter-ios, flutter-android"
            ),
            (["--platforms", ""], "is not a platform"),
            (["--platforms", "uikit", "--set", "salon.physics=android"], "conflicts with --platforms"),
            (["--platforms", "uikit", "--set", "salon.decel=0.99"], "unknown parameter"),
        ] {
            let bad = try run(args)
            #expect(bad.status == 2, "\(args): \(bad.stderr)")
            #expect(bad.stderr.contains(message) && bad.stderr.split(separator: "\n").count == 1, "\(bad.stderr)")
            #expect(bad.stdout.isEmpty)
        }
    }
}
