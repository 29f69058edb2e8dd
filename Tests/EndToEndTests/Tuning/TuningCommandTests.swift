import Foundation
import Testing

/// `playground compare` and `playground export` through the real binary: JSON that parses,
/// CSS that parses, files written whole, and the one-line refusals (exit 2).
@Suite(.serialized) struct TuningCommandTests {
    static let flicks = WindowEndToEndTests.root.appendingPathComponent("Tests/Fixtures/salon-flicks.jsonl").path

    func run(_ args: [String]) throws -> Command.Result {
        let bin = try #require(WindowEndToEndTests.binary, "build the executable first: swift build")
        return try Command.run(bin, args, display: nil, timeout: 120)
    }

    func object(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func compareReRunsEveryFlickOfARecordingUnderBothRates() throws {
        let result = try run(["compare", Self.flicks, "--set", "salon.deceleration_rate=0.99", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try object(result.stdout)
        let gestures = try #require(json["gestures"] as? [[String: Any]])
        // Four presses on the strip: a flick, a slow drag, a flick caught by a press, a flick back.
        #expect(gestures.count >= 3)
        let a = try #require(json["a"] as? [String: Any])
        let b = try #require(json["b"] as? [String: Any])
        #expect((gestures.last?["a"] as? [String: Any])?["rest_offset"] as? Double == a["rest_offset"] as? Double)
        // A is the recording itself: the last flick rests where the file's end line says (card 0).
        #expect(a["rest_offset"] as? Double == -232)
        #expect(a["at_rest"] as? Bool == true && b["at_rest"] as? Bool == true)
        for key in ["rest_offset", "settle_ms", "peak_overshoot", "peak_velocity", "peak_speed_ratio"] {
            #expect(a[key] is NSNumber && b[key] is NSNumber, "\(key)")
        }
        // The same release in both; the fast rate projects a shorter glide for every flick.
        for g in gestures {
            let ga = try #require(g["a"] as? [String: Any])
            let gb = try #require(g["b"] as? [String: Any])
            #expect(ga["release_velocity"] as? Double == gb["release_velocity"] as? Double)
            let va = try #require(ga["release_velocity"] as? Double)
            guard abs(va) > 100, let la = ga["projected_landing"] as? Double,
                let lb = gb["projected_landing"] as? Double,
                let x0 = ga["release_offset"] as? Double
            else { continue }
            #expect(abs(lb - x0) < abs(la - x0))
            // Hand-computed: a free glide rests at x0 + v/λ, λ = −1000·ln r.
            #expect(abs(la - (x0 + va / (-1000 * log(0.998)))) < 1e-6)
            #expect(abs(lb - (x0 + va / (-1000 * log(0.99)))) < 1e-6)
        }
        let set = try #require(json["set"] as? [String: Any])
        #expect(set["salon.deceleration_rate"] as? String == "0.99")
    }

    @Test func compareDrawsBothTracesAndRefusesBadInput() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("compare-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let png = dir.appendingPathComponent("plot.png").path
        let text = try run(["compare", Self.flicks, "--set", "salon.deceleration_rate=0.99", "--png", png])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("rest_offset") && text.stdout.contains("peak_speed_ratio"))
        let bytes = try #require(FileManager.default.contents(atPath: png))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // Nothing but the plot in the folder: the temporary file was renamed into place.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["plot.png"])
        for (args, message) in [
            (["compare", Self.flicks, "--set", "salon.decel=0.99"], "unknown parameter \"salon.decel\""),
            (["compare", Self.flicks, "--set", "salon.deceleration_rate=2"], "is out of range"),
            (["compare", Self.flicks], "compare needs at least one --set"),
            (["compare", "/nonexistent.jsonl", "--set", "salon.deceleration_rate=0.99"], "no such file"),
        ] {
            let bad = try run(args)
            #expect(bad.status == 2, "\(args)")
            #expect(bad.stderr.contains(message) && bad.stderr.split(separator: "\n").count == 1, "\(bad.stderr)")
        }
    }

    @Test func exportWritesEachFormatAndRefusesAnUnknownOne() throws {
        let swiftUI = try run([
            "export", "--demo", "salon", "--format", "swiftui", "--set",
            "salon.deceleration_rate=0.99",
        ])
        #expect(swiftUI.status == 0, "\(swiftUI.stderr)")
        #expect(
            swiftUI.stdout.contains("import SwiftUI") && swiftUI.stdout.contains("Animation.easeInOut(duration: 0.3)"))
        #expect(
            swiftUI.stdout.contains("// SwiftUI keeps the system deceleration (0.998, not 0.99): a 2000 pt/s flick"))
        let json = try run(["export", "--demo", "pull", "--format", "json", "--set", "pull.pages=7"])
        let constants = try #require(try object(json.stdout)["constants"] as? [[String: Any]])
        #expect(constants.first { $0["parameter"] as? String == "pull.pages" }?["value"] as? Int == 7)
        let unknown = try run(["export", "--demo", "salon", "--format", "kotlin"])
        #expect(unknown.status == 2 && unknown.stderr.contains("--format \"kotlin\" is not a format; use one of swift"))
        let noDemo = try run(["export", "--format", "css"])
        #expect(noDemo.status == 2 && noDemo.stderr.contains("export needs --demo ID"))
    }

    @Test func exportFromAReplayTakesItsParametersAndWritesAFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        // A copy of the fixture recorded at another rate: its header says 0.995.
        let text = try String(contentsOfFile: Self.flicks, encoding: .utf8)
            .replacingOccurrences(
                of: #""salon.deceleration_rate":"0.998""#, with: #""salon.deceleration_rate":"0.995""#)
        let replay = dir.appendingPathComponent("tuned.jsonl").path
        try text.write(toFile: replay, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("Motion.swift").path
        let result = try run(["export", "--from-replay", replay, "--format", "swift", "--output", out])
        #expect(result.status == 0 && result.stdout.isEmpty, "\(result.stderr)")
        let swift = try String(contentsOfFile: out, encoding: .utf8)
        #expect(swift.contains("enum SalonMotion") && swift.contains("UIScrollView.DecelerationRate(rawValue: 0.995)"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == [
                "Motion.swift",
                "tuned.jsonl",
            ])
    }

    /// The CSS parses: with tinycss2 when this machine has it (Debian's python3-tinycss2), else by
    /// a strict check of every declaration.
    @Test func exportedCSSParses() throws {
        for demo in ["salon", "easing", "pull", "pager", "roller"] {
            let result = try run(["export", "--demo", demo, "--format", "css"])
            #expect(result.status == 0)
            let css = result.stdout
            if FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"),
                let parsed = try? Command.run(
                    "/usr/bin/python3", ["-c", Self.tinycss2Check, css], display: nil,
                    timeout: 30),
                !parsed.stderr.contains("No module named")
            {
                #expect(parsed.status == 0, "\(demo): \(parsed.stdout)\(parsed.stderr)")
                #expect(parsed.stdout.contains("declarations"), "\(demo)")
            } else {
            }
            // The salon's strip is a scene's: its rules and values.
            try strictCheck(
                css, demo: demo, values: SceneExportCommandTests.sceneValues, selectors: #"^\.[a-z0-9-]+( > \*)?$"#)
        }
    }

    /// Parses every rule and every declaration; any parse error exits 1.
    static let tinycss2Check = """
        import sys, tinycss2
        rules = tinycss2.parse_stylesheet(sys.argv[1], skip_comments=True, skip_whitespace=True)
        count = 0
        for rule in rules:
            if rule.type == 'error':
                print(rule.message); sys.exit(1)
            for d in tinycss2.parse_declaration_list(rule.content, skip_comments=True, skip_whitespace=True):
                if d.type == 'error':
                    print(d.message); sys.exit(1)
                count += 1
        print(count, 'declarations')
        """

    /// Comments removed, every block is `selector { name: value; … }` and every value is one of
    /// the shapes the exporter writes (a scene's export adds its own `values` and `selectors`).
    func strictCheck(
        _ css: String, demo: String, values more: String? = nil, selectors: String = #"^\.[a-z-]+$"#
    ) throws {
        let stripped = css.replacingOccurrences(of: #"/\*[\s\S]*?\*/"#, with: "", options: .regularExpression)
        #expect(!stripped.contains("/*") && !stripped.contains("*/"), "\(demo): unclosed comment")
        let block = try NSRegularExpression(pattern: #"([^{}]+)\{([^{}]*)\}"#)
        let range = NSRange(stripped.startIndex..., in: stripped)
        var covered = 0
        let number = #"-?[0-9]+(\.[0-9]+)?(e-?[0-9]+)?"#
        let value =
            "(\(number)(s|px)?|cubic-bezier\\(\(number)(, \(number)){3}\\)|linear\\(\(number)(, \(number))*\\)"
            + #"|"[^"]*"|x mandatory|center|auto|transform var\(--[a-z-]+\) var\(--[a-z-]+\)( var\(--[a-z-]+\))?"#
            // CSS's own timing keywords, which the export writes for the presets and linear.
            + "|linear|ease|ease-in|ease-out|ease-in-out"
            + (more.map { "|" + $0 } ?? "") + ")"
        let declaration = try NSRegularExpression(pattern: "^\\s*(--)?[a-z-]+: \(value);\\s*$")
        for match in block.matches(in: stripped, range: range) {
            covered += match.range.length
            let selector = (stripped as NSString).substring(with: match.range(at: 1))
                .trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(
                selector == ":root" || selector.range(of: selectors, options: .regularExpression) != nil,
                "\(demo): selector \(selector)")
            let body = (stripped as NSString).substring(with: match.range(at: 2))
            for line in body.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).isEmpty {
                let l = String(line)
                #expect(declaration.firstMatch(in: l, range: NSRange(l.startIndex..., in: l)) != nil, "\(demo): \(l)")
            }
        }
        let outside = block.stringByReplacingMatches(in: stripped, range: range, withTemplate: "")
        #expect(outside.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(demo): text outside rules")
        #expect(covered > 0)
    }
}
