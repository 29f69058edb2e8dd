import Foundation
import Testing

/// `compare` and `diff` speaking in gestures, through the real binary: a flick cut off
/// mid-glide is simulated to rest, two takes of the same moves are compared gesture by gesture
/// before frame by frame, `--tolerance` and `--gesture N`, and `settled_ms` beside `settle_ms`.
@Suite(.serialized) struct GestureStudioTests {
    static let salon = VerifyCommandTests.fixtures + "/salon-flicks.jsonl"
    static let slower = ["--set", "salon.deceleration_rate=0.99"]

    func run(_ args: [String]) throws -> Command.Result {
        let bin = try #require(WindowEndToEndTests.binary, "build the executable first: swift build")
        return try Command.run(bin, args, display: nil, timeout: 180)
    }

    func object(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// The salon recording cut 10 frames after its first flick's release (3,567 pt/s): the strip
    /// is still gliding when the file ends, as when a recording is stopped mid-glide.
    static func cutMidGlide(in dir: StudioScratch) throws -> String {
        let lines = try String(contentsOfFile: salon, encoding: .utf8).split(separator: "\n")
        let release = try #require(lines.firstIndex { $0.contains("\"pointer_released\"") })
        let path = dir.path("mid-glide.jsonl")
        try (lines.prefix(release + 11).joined(separator: "\n") + "\n").write(
            toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The salon recording played again with every pointer move 3 pt to the right: a second take
    /// of the same five gestures, never equal to the last bit.
    static func secondTake(in dir: StudioScratch, shift: Double = 3, name: String = "take2.jsonl") throws -> String {
        let lines = try String(contentsOfFile: salon, encoding: .utf8).split(separator: "\n")
        let moved = lines.filter { !$0.hasPrefix("{\"type\":\"end\"") }.map { line -> String in
            guard line.contains("\"pointer_moved\"") else { return String(line) }
            return String(line).replacing(/"type":"pointer_moved","time_us":([0-9]+),"x":(-?[0-9.]+),/) { m in
                "\"type\":\"pointer_moved\",\"time_us\":\(m.1),\"x\":\(Double(m.2)! + shift),"
            }
        }
        let path = dir.path(name)
        try (moved.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aFlickCutOffMidGlideIsSimulatedToTheRestTheFullRecordingReaches() throws {
        let dir = try StudioScratch("mid-glide")
        let cut = try Self.cutMidGlide(in: dir)
        let result = try run(["compare", cut] + Self.slower + ["--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try object(result.stdout)
        let gestures = try #require(json["gestures"] as? [[String: Any]])
        #expect(gestures.count == 1)
        #expect(json["simulated_tail"] as? Bool == true && gestures[0]["simulated_tail"] as? Bool == true)
        let a = try #require(json["a"] as? [String: Any])
        #expect(a["at_rest"] as? Bool == true)
        // The full recording lives the same flick (caught later by a press, and simulated on from
        // there): the same card, the same rest.
        let full = try object(try run(["compare", Self.salon] + Self.slower + ["--json"]).stdout)
        let first = try #require((full["gestures"] as? [[String: Any]])?.first?["a"] as? [String: Any])
        #expect(a["rest_offset"] as? Double == first["rest_offset"] as? Double)
        #expect(a["item"] as? Int == first["item"] as? Int && a["item"] as? Int == 6)
        let settle = try #require(a["settle_ms"] as? Double)
        let settled = try #require(a["settled_ms"] as? Double)
        #expect(settled < settle && settle > 1000, "\(settled) ms, \(settle) ms")

        let text = try run(["compare", cut] + Self.slower)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("its tail was simulated to rest"), "\(text.stdout)")
        #expect(text.stdout.contains("settled_ms") && text.stdout.contains("B − A"), "\(text.stdout)")
        let platforms = try run(["compare", cut, "--platforms", "uikit,android"])
        #expect(platforms.status == 0, "\(platforms.stderr)")
        #expect(platforms.stdout.contains("settled_ms") && platforms.stdout.contains("simulated to rest"))
    }

    /// Home pressed while the easing fixture's second flick still glides: compare reports the flick
    /// (lived on to rest without the key), not the Home animation that took over (rest 0, an
    /// "overshoot" of 1,889 pt and a speed ratio of 1.9).
    @Test func aFlickTakenOverByAKeyIsTheFlickSimulatedToRest() throws {
        let easing = VerifyCommandTests.fixtures + "/easing-drag-flick-bounce.jsonl"
        let args = ["compare", easing, "--set", "easing.bounce_damping_ratio=0.4", "--gesture", "2"]
        let result = try run(args + ["--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try object(result.stdout)
        #expect(json["simulated_tail"] as? Bool == true)
        let a = try #require(json["a"] as? [String: Any])
        let rest = try #require(a["rest_offset"] as? Double)
        let target = try #require(a["target"] as? Double)
        #expect(rest > 1000 && abs(rest - target) < 1, "rests on its own target: \(rest) vs \(target)")
        #expect(try #require(a["peak_overshoot"] as? Double) < 1)
        #expect(try #require(a["peak_speed_ratio"] as? Double) < 1.01)
        let text = try run(args)
        #expect(text.stdout.contains("a key or the wheel started another motion"), "\(text.stdout)")
    }

    @Test func twoTakesAreComparedGestureByGestureThenFrameByFrameInReadableNumbers() throws {
        let dir = try StudioScratch("takes")
        let take2 = try Self.secondTake(in: dir)
        let text = try run(["diff", Self.salon, take2])
        #expect(text.status == 1, "\(text.stderr)")
        let out = text.stdout
        let gestures = try #require(out.range(of: "gestures: A has 5 gestures, B has 5 gestures"))
        let frames = try #require(out.range(of: "\nframes:\n"))
        #expect(gestures.upperBound < frames.lowerBound, "the gestures lead")
        // The last flick back to the first card: the same rest in both takes, another release.
        let last = try #require(out.range(of: "gesture 5 (salon"))
        let table = out[last.upperBound..<frames.lowerBound]
        #expect(table.contains(/rest_offset +-232\.0 pt +-232\.0 pt +same/), "\(table)")
        #expect(table.contains(/release velocity +-6245 pt\/s +-8482 pt\/s +-2238 pt\/s/), "\(table)")
        #expect(table.contains(/settle_ms +3995 ms +2702 ms +-1294 ms/), "\(table)")
        #expect(table.contains("settled_ms") && table.contains("peak_overshoot") && table.contains("item"))
        // No 16-digit numbers anywhere in the text.
        #expect(!out.contains(/[0-9]\.[0-9]{4,}/), "\(out)")

        let exact = try object(try run(["diff", Self.salon, take2, "--json"]).stdout)
        let loose = try object(try run(["diff", Self.salon, take2, "--json", "--tolerance", "5"]).stdout)
        let stateExact = try #require(exact["frames_state_differing"] as? Int)
        let stateLoose = try #require(loose["frames_state_differing"] as? Int)
        let within = try #require(loose["frames_within_tolerance"] as? Int)
        #expect(stateLoose < stateExact && within > 0 && stateLoose + within == stateExact)
        #expect(exact["frames_within_tolerance"] as? Int == 0)
        #expect(try #require(loose["frames_differing"] as? Int) < (try #require(exact["frames_differing"] as? Int)))
        let pairs = try #require(exact["gestures"] as? [[String: Any]])
        #expect(pairs.count == 5)
        let a = try #require(pairs[4]["a"] as? [String: Any])
        let b = try #require(pairs[4]["b"] as? [String: Any])
        #expect(a["rest_offset"] as? Double == -232 && b["rest_offset"] as? Double == -232)
        #expect(a["release_velocity"] as? Double != b["release_velocity"] as? Double)
        let largest = try #require(exact["largest"] as? [String: Any])
        #expect(largest["frame"] is Int)

        let one = try run(["diff", Self.salon, take2, "--gesture", "2"])
        #expect(one.stdout.contains("gesture 2 (salon") && !one.stdout.contains("gesture 5 (salon"))
    }

    /// A take whose pointer sits a third of a point over (as at UI scale 1.5): the frame detail
    /// reads its inputs to one decimal, never `600.3333333333334`.
    @Test func frameDetailReadsInputsToOneDecimal() throws {
        let dir = try StudioScratch("thirds")
        let thirds = try Self.secondTake(in: dir, shift: 1.0 / 3, name: "thirds.jsonl")
        #expect(
            try String(contentsOfFile: thirds, encoding: .utf8).contains(/\.3333333333/), "the file keeps every digit")
        let out = try run(["diff", Self.salon, thirds]).stdout
        let a = try #require(out.split(separator: "\n").first { $0.hasPrefix("  inputs A: ") })
        let b = try #require(out.split(separator: "\n").first { $0.hasPrefix("  inputs B: ") })
        #expect(b.contains(/moved \([0-9]+\.3, [0-9]+\)/), "\(b)")
        #expect(a != b && !a.contains(/\.[0-9]{2}/) && !b.contains(/\.[0-9]{2}/), "\(a)\n\(b)")
    }

    @Test func gestureNPicksOneAndOutOfRangeExitsTwoWithOneLine() throws {
        let second = try object(try run(["compare", Self.salon] + Self.slower + ["--json", "--gesture", "2"]).stdout)
        #expect(second["gesture"] as? Int == 2)
        let gestures = try #require(second["gestures"] as? [[String: Any]])
        #expect(ComparePlatformsTests.same(second["a"], gestures[1]["a"]))
        #expect(!ComparePlatformsTests.same(second["a"], gestures[4]["a"]))
        for (args, message) in [
            (
                ["compare", Self.salon] + Self.slower + ["--gesture", "9"],
                "--gesture 9: \(Self.salon) has 5 gestures (use 1 to 5)"
            ),
            (["compare", Self.salon] + Self.slower + ["--gesture", "0"], "has 5 gestures"),
            (["compare", Self.salon, "--platforms", "all", "--gesture", "6"], "has 5 gestures (use 1 to 5)"),
            (
                ["diff", Self.salon, Self.salon, "--gesture", "6"],
                "has 5 gestures, B (\(Self.salon)) has 5 gestures; use 1 to 5"
            ),
            (["diff", Self.salon, Self.salon, "--tolerance=-1"], "--tolerance must be 0 or more (got -1)"),
            // Spaced, -1 looks like an option: it must still reach the same one line.
            (["diff", Self.salon, Self.salon, "--tolerance", "-1"], "--tolerance must be 0 or more (got -1)"),
            (["diff", Self.salon, Self.salon, "--tolerance", "-0.5"], "--tolerance must be 0 or more (got -0.5)"),
        ] {
            let bad = try run(args)
            #expect(bad.status == 2, "\(args): \(bad.stderr)")
            #expect(bad.stderr.contains(message) && bad.stderr.split(separator: "\n").count == 1, "\(bad.stderr)")
            #expect(bad.stdout.isEmpty)
        }
    }

    @Test func releaseReportsSettledBesideSettle() throws {
        let result = try run(["release", "--demo", "salon", "--offset", "0", "--velocity", "3000", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let platforms = try #require(try object(result.stdout)["platforms"] as? [String: [String: Any]])
        #expect(!platforms.isEmpty)
        for (name, p) in platforms {
            let settle = try #require(p["settle_ms"] as? Double, "\(name)")
            let settled = try #require(p["settled_ms"] as? Double, "\(name)")
            #expect(settled < settle, "\(name): settled \(settled) ms, at rest \(settle) ms")
        }
        let table = try run(["release", "--demo", "salon", "--offset", "0", "--velocity", "3000"])
        #expect(table.stdout.contains("settle_ms") && table.stdout.contains("settled_ms"))
    }
}
