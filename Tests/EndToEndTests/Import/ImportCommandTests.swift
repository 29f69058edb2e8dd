import Foundation
import Testing

/// `playground import` through the binary on the real traces: the Galaxy S drag on the card
/// carousel writes a recording that verifies, moves the content by the finger's points, and
/// under `compare --platforms` Android reads 0 (its lift came 40.5 ms after the last move, past
/// its 40 ms rule) while UIKit and Flutter fling.
@Suite struct ImportCommandTests {
    static let fingers = WindowEndToEndTests.root.appendingPathComponent("Tests/Fixtures/Fingers")
    static let phone = fingers.appendingPathComponent("phone-single-drag.txt").path

    static func run(_ args: [String]) throws -> Command.Result {
        let bin = try #require(WindowEndToEndTests.binary)
        return try Command.run(bin, args, display: nil, timeout: 120)
    }

    static func scratch() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mp-import-\(getpid())-\(UUID())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Each run must exit 2 with one line on stderr that contains its text, and leave no `out`.
    static func expectRefusals(_ cases: [([String], String)], leaving out: String) throws {
        for (args, expected) in cases {
            let result = try run(args)
            #expect(result.status == 2, "\(args): \(result.stderr)")
            #expect(
                result.stderr.contains(expected) && result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out), "\(args) left \(out)")
        }
    }

    static let phoneArgs = ["--screen", "480x800", "--density", "1.5", "--raw-range", "1023,1023"]

    @Test func thePhonesDragBecomesARecordingThatVerifiesAndAndroidReadsZero() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("phone.jsonl").path
        let carousel = SceneCommandTests.shipped("carousel.json")
        let imported = try Self.run(["import", Self.phone, "--scene", carousel, "--output", out] + Self.phoneArgs)
        #expect(imported.status == 0, "\(imported.stderr)")
        let rows = imported.stdout.split(separator: "\n").map {
            $0.split(separator: " ", omittingEmptySubsequences: true)
        }
        #expect(imported.stdout.hasPrefix("wrote \(out): 1 gesture\n"), "\(imported.stdout)")
        // One finger, samples 24, 62 Hz, 373.8 ms from down to last move, a 122.5 pt path, lifted
        // 40.5 ms later.
        let row = try #require(rows.first { $0.first == "1" }.map { $0.map(String.init) })
        #expect(
            Array(row.prefix(12)) == ["1", "1", "24", "62", "Hz", "373.8", "ms", "122.5", "pt", "40.5", "ms", "-750"],
            "\(row)")
        // Under the table, who read 0 and why: Android's 40 ms rule, which no other platform's fired.
        let zeros = imported.stdout.split(separator: "\n").filter { $0.hasPrefix("gesture 1: ") }
        #expect(
            zeros == [
                "gesture 1: Android read 0: its 40 ms \"assumed stopped\" rule fired (ASSUME_POINTER_STOPPED_TIME): the "
                    + "lift came 40.5 ms after the last move"
            ], "\(imported.stdout)")
        let verify = try Self.run(["verify", out])
        #expect(verify.status == 0, "\(verify.stdout) \(verify.stderr)")

        // compare --platforms says it too, under its table, one line per platform's tracker.
        let table = try Self.run(["compare", out, "--platforms", "all"])
        let trackerLines = table.stdout.components(separatedBy: "tracker:\n").last?.split(separator: "\n") ?? []
        #expect(trackerLines.count == 4, "\(table.stdout)")
        #expect(
            trackerLines.contains {
                $0.hasPrefix(
                    "  Android         VelocityTracker (LSQ2): read 0: its 40 ms \"assumed stopped\" rule fired")
                    && $0.hasSuffix("none of its last 20 samples used")
            }, "\(table.stdout)")
        #expect(
            trackerLines.contains {
                $0.hasPrefix(
                    "  Flutter Android VelocityTracker (least squares, degree 2): 7 of its last 20 samples over")
            }, "\(table.stdout)")

        let compared = try Self.run(["compare", out, "--platforms", "all", "--json"])
        #expect(compared.status == 0, "\(compared.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(compared.stdout.utf8)) as? [String: Any])
        let platforms = try #require(report["platforms"] as? [String: [String: Any]])
        #expect(platforms["android"]?["release_velocity"] as? Double == 0)
        let android = try #require(platforms["android"]?["tracker"] as? [String: Any])
        #expect(android["zero_rule"] as? String == "ASSUME_POINTER_STOPPED_TIME")
        #expect(android["name"] as? String == "VelocityTracker (LSQ2)" && android["used_samples"] as? Int == 0)
        #expect(abs((android["gap_ms"] as? Double ?? 0) - 40.487) < 1e-9, "\(android)")
        #expect((android["why_zero"] as? String)?.contains("40.5 ms after the last move") == true)
        let uikit = try #require(platforms["uikit"]?["tracker"] as? [String: Any])
        #expect(uikit["zero_rule"] is NSNull && uikit["used_samples"] as? Int == 4, "\(uikit)")
        for name in ["uikit", "flutter-ios"] {
            let v = try #require(platforms[name]?["release_velocity"] as? Double)
            #expect(abs(v) > 500, "\(name) read \(v)")
        }

        // A finger moving 100 pt moves the content 100 pt: raw 627 → 1019 over 1024 steps of a
        // 480 px panel at density 1.5 is 122.5 pt, pressed at the viewport's centre.
        let lines = try String(contentsOfFile: out, encoding: .utf8).split(separator: "\n")
        let header = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect((header["settings"] as? [String: Any])?["carousel.density"] as? String == "1.5")
        var xs: [Double] = []
        for line in lines.dropFirst() {
            guard let frame = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let inputs = frame["inputs"] as? [[String: Any]]
            else { continue }
            for input in inputs where (input["type"] as? String)?.hasPrefix("pointer_") == true {
                xs.append(try #require(input["x"] as? Double))
            }
        }
        #expect(xs.count == 25)  // the press, 23 moves, the release
        #expect(abs((xs.last! - xs.first!) - 122.5) < 1e-9, "\(xs)")
    }

    @Test func whatIsMissingOrWrongIsOneLine() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("x.jsonl").path
        let cases: [([String], String)] = [
            (["import", Self.phone, "--demo", "salon", "--output", out, "--density", "1.5"], "needs --screen WxH"),
            (["import", Self.phone, "--demo", "salon", "--output", out, "--screen", "480x800"], "needs --density D"),
            (
                ["import", Self.phone, "--demo", "salon", "--output", out, "--screen", "480x800", "--density", "1.5"],
                "has no `getevent -lp` header giving the touch axes' ranges — give --raw-range XMAX,YMAX"
            ),
            (
                ["import", Self.phone, "--demo", "salon", "--output", out, "--rotation", "45"] + Self.phoneArgs,
                "is not 0, 90"
            ),
            (["import", Self.phone, "--output", out] + Self.phoneArgs, "needs one of --demo ID and --scene FILE"),
            (["import", Self.phone, "--demo", "nope", "--output", out] + Self.phoneArgs, "unknown demo 'nope'"),
            (["import", Self.phone, "--demo", "salon", "--output", Self.phone] + Self.phoneArgs, "would replace it"),
        ]
        try Self.expectRefusals(cases, leaving: out)
        // A recording that exists is never replaced.
        try "keep".write(toFile: out, atomically: true, encoding: .utf8)
        let again = try Self.run(["import", Self.phone, "--demo", "salon", "--output", out] + Self.phoneArgs)
        #expect(again.status == 2 && again.stderr.contains("exists"), "\(again.stderr)")
        #expect(try String(contentsOfFile: out, encoding: .utf8) == "keep")
        // A broken trace names its line, and leaves no recording behind.
        let broken = dir.appendingPathComponent("broken.txt").path
        let text = try String(contentsOfFile: Self.phone, encoding: .utf8)
        var lines = text.components(separatedBy: "\r\n")
        lines[20] = "[    1411.700000] EV_ABS       ABS_MT_POSITION_X    00000280"
        try lines.joined(separator: "\r\n").write(toFile: broken, atomically: true, encoding: .utf8)
        let out2 = dir.appendingPathComponent("y.jsonl").path
        let bad = try Self.run(["import", broken, "--demo", "salon", "--output", out2] + Self.phoneArgs)
        #expect(bad.status == 2 && bad.stderr.contains("broken.txt:21: time goes back"), "\(bad.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out2))
    }

    /// Two fingers on a type B panel: A goes down and drags left, B goes down 300 px to its right
    /// and leads, A lifts, B flicks on and lifts last. One gesture, two pointers in the recording,
    /// the row about B; the drag never jumps where the lead changes.
    @Test func twoFingersAreOneGestureLedByTheLatestAndReleasedByTheLast() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        var lines = ["add device 1: /dev/input/event2", "  name:     \"synthetic\""]
        func stamp(_ ms: Int) -> String { String(format: "[%8d.%06d]", 500 + ms / 1000, (ms % 1000) * 1000) }
        func event(_ ms: Int, _ code: String, _ value: Int) {
            lines.append(
                "\(stamp(ms)) EV_ABS       \(code)    " + String(format: "%08x", UInt32(truncatingIfNeeded: value)))
        }
        func report(_ ms: Int) { lines.append("\(stamp(ms)) EV_SYN       SYN_REPORT           00000000") }
        // A: slot 0, id 40, from raw x 600 leftwards 8 units per 10 ms.
        event(0, "ABS_MT_SLOT", 0)
        event(0, "ABS_MT_TRACKING_ID", 40)
        event(0, "ABS_MT_POSITION_X", 600)
        event(0, "ABS_MT_POSITION_Y", 500)
        report(0)
        for k in 1...10 {
            event(k * 10, "ABS_MT_SLOT", 0)
            event(k * 10, "ABS_MT_POSITION_X", 600 - 8 * k)
            if k == 5 {
                // B: slot 1, id 41, 300 units to the right.
                event(k * 10, "ABS_MT_SLOT", 1)
                event(k * 10, "ABS_MT_TRACKING_ID", 41)
                event(k * 10, "ABS_MT_POSITION_X", 860)
                event(k * 10, "ABS_MT_POSITION_Y", 500)
            } else if k > 5 {
                event(k * 10, "ABS_MT_SLOT", 1)
                event(k * 10, "ABS_MT_POSITION_X", 860 - 8 * (k - 5))
            }
            report(k * 10)
        }
        event(110, "ABS_MT_SLOT", 0)
        event(110, "ABS_MT_TRACKING_ID", -1)
        report(110)
        for k in 12...20 {
            event(k * 10, "ABS_MT_SLOT", 1)
            event(k * 10, "ABS_MT_POSITION_X", 860 - 8 * (k - 5) - 8 * (k - 11))
            report(k * 10)
        }
        event(205, "ABS_MT_TRACKING_ID", -1)
        report(205)
        let trace = dir.appendingPathComponent("two.txt").path
        try lines.joined(separator: "\n").write(toFile: trace, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("two.jsonl").path
        let imported = try Self.run(["import", trace, "--demo", "salon", "--output", out] + Self.phoneArgs)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.hasPrefix("wrote \(out): 1 gesture\n"), "\(imported.stdout)")
        // The row is B's: 15 samples (its down and 14 moves), 150 ms, lifted 5 ms after its last.
        let row = try #require(imported.stdout.split(separator: "\n").last).split(separator: " ").map(String.init)
        #expect(Array(row.prefix(5)) == ["1", "2", "15", "93", "Hz"], "\(row)")
        #expect(row.contains("5.0"), "\(row)")

        // Both fingers are in the recording, as touches with their tracking ids, v2.
        let text = try String(contentsOfFile: out, encoding: .utf8)
        #expect(text.hasPrefix(#"{"type":"header","format":"motion-playground-replay","version":2"#))
        var ids: [Int: Int] = [:]
        for line in text.split(separator: "\n").dropFirst() {
            guard let frame = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let inputs = frame["inputs"] as? [[String: Any]]
            else { continue }
            for input in inputs where (input["type"] as? String)?.hasPrefix("pointer_") == true {
                let pointer = try #require(input["pointer"] as? [String: Any], "\(input)")
                #expect(pointer["kind"] as? String == "touch")
                ids[pointer["id"] as? Int ?? -1, default: 0] += 1
            }
        }
        // A: its press, 10 moves and its lift; B: its press, 14 moves and its lift.
        #expect(ids.count == 2 && ids.values.sorted() == [12, 16], "\(ids)")
        let verify = try Self.run(["verify", out])
        #expect(verify.status == 0, "\(verify.stdout) \(verify.stderr)")
        // Under compare --platforms every platform reads B's flick leftwards (positive: content on).
        let compared = try Self.run(["compare", out, "--platforms", "all", "--json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(compared.stdout.utf8)) as? [String: Any])
        let platforms = try #require(report["platforms"] as? [String: [String: Any]])
        for name in ["uikit", "android", "flutter-ios", "flutter-android"] {
            let v = try #require(platforms[name]?["release_velocity"] as? Double, "\(name): \(platforms)")
            #expect(v > 100, "\(name) read \(v)")
        }
    }
}
