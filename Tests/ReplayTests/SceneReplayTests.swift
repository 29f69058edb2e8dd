import Foundation
import Motion
import Testing

@testable import Lab
@testable import PlaygroundCore
@testable import Replay
@testable import Scenes

/// A recording made on a scene carries the scene's text in its header and every save as a
/// `scene_reloaded` fact, so it replays bit for bit with no file at all; and the parser reads
/// scene facts and parameters through the same checks as `run --scene` and `--set`.
@Suite struct SceneReplayTests {
    static let carousel = """
        {"scene": 1, "title": "Card carousel", "axis": "horizontal",
         "items": [{"size": [280, 180], "repeat": 20}, {"size": [320, 180], "label": "Featured", "color": "#3478F6"}],
         "spacing": 16, "insets": [24, 24], "snap": "center", "parameters": {"deceleration_rate": 0.99}}
        """
    /// A save that adds a third group (so `cards.group3_width` exists only after it).
    static let edited = carousel.replacingOccurrences(
        of: ##"{"size": [320, 180], "label": "Featured", "color": "#3478F6"}"##,
        with: #"{"size": [320, 180], "label": "Featured"}, {"size": [200, 180], "repeat": 5}"#
    ).replacingOccurrences(of: #""spacing": 16"#, with: #""spacing": 30"#)
    static let broken = #"{"scene": 1, "title": "Card carousel", "axis": "#

    /// Records flicks, keys, a good save, a broken save, a tuned value and a demo switch on the
    /// `cards` scene; returns the file's text and the live app.
    static func record() throws -> (text: String, app: PlaygroundApp) {
        let scene = try Scene(id: "cards", file: "/home/me/cards.json", source: carousel)
        let settings = SessionSettings(
            demoID: "cards", viewport: Size(width: 1024, height: 720), seed: 3, scenes: [scene])
        var app = try PlaygroundApp(settings: settings)
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/scene.jsonl"
        let writer = try ReplayWriter(path: path, settings: settings, created: Date(timeIntervalSince1970: 0))
        let y = 360.0
        func flick(_ n: Int, start: Int, from x: Double, speed: Double) -> [Input] {
            switch n - start {
            case 0: [.pointerPressed(Point(x: x, y: y), button: .left)]
            case 1...6: [.pointerMoved(Point(x: x + speed * Double(n - start), y: y))]
            case 7: [.pointerReleased(Point(x: x + speed * 6, y: y), button: .left)]
            default: []
            }
        }
        for n in 0..<700 {
            let t = Int64(n) * 16_667 + Int64(n % 5) * 400
            var inputs: [Input] =
                flick(n, start: 10, from: 700, speed: -30) + flick(n, start: 400, from: 500, speed: 25)
            switch n {
            case 150: inputs.append(.sceneReloaded(id: "cards", source: edited))
            case 200: inputs.append(.keyPressed(.right, modifiers: []))
            case 260: inputs.append(.sceneReloaded(id: "cards", source: broken))
            case 300: inputs.append(.parameterChanged(name: "cards.group3_width", value: .number(150)))
            case 320: inputs.append(.keyPressed(.end, modifiers: []))
            case 500: inputs.append(.keyPressed(Key(rawValue: "2"), modifiers: []))
            case 520: inputs.append(.keyPressed(Key(rawValue: "6"), modifiers: []))
            case 600: inputs.append(.viewportResized(Size(width: 900, height: 640)))
            default: break
            }
            try writer.record(
                &app, frame: Frame(index: n, time: t), inputs: inputs.map { TimedInput(time: t - 2_000, $0) })
        }
        try writer.finish(app: app)
        return (try String(contentsOfFile: path, encoding: .utf8), app)
    }

    @Test func aSceneSessionReplaysBitForBitFromItsHeader() throws {
        let (text, live) = try Self.record()
        let header = try #require(text.split(separator: "\n").first)
        #expect(header.contains(#""scenes":[{"id":"cards","file":"/home/me/cards.json","source":"{\"scene\": 1"#))
        #expect(text.components(separatedBy: "\"type\":\"scene_reloaded\"").count - 1 == 2)
        let replay = try ReplayReader().parse(text, source: "scene.jsonl")
        #expect(replay.header.scenes.map(\.source) == [Self.carousel])
        let result = try ReplayPlayer.run(replay, verify: true)
        #expect(result.mismatches.isEmpty)
        #expect(result.checkpointsChecked == 12)  // frames 0, 60, … 660
        #expect(result.app.digest() == live.digest())
        #expect(result.app.demoState == live.demoState)
        // The session ended on the edited scene, tuned, with the broken save cleared by nothing.
        let scene = try #require(result.app.scenes.first)
        #expect(scene.source == Self.edited)
        #expect(result.app.demoState["reloads"] == .int(1))
        #expect(result.app.demoState["items"] == .int(26))
        #expect(result.app.demoState["reload_error"] != .null)
        let width = try #require(result.app.tuning.values.catalog.spec(named: "cards.group3_width"))
        #expect(result.app.tuning.values.value(of: width) == .number(150))
    }

    @Test func theHeadersSceneIsWhatPlaysNotAFile() throws {
        let (text, _) = try Self.record()
        // Another spacing in the header's copy of the file: the same inputs now rest elsewhere.
        let tampered = text.replacingOccurrences(of: #"\"spacing\": 16"#, with: #"\"spacing\": 17"#)
        #expect(tampered != text)
        let result = try ReplayPlayer.run(try ReplayReader().parse(tampered, source: "t.jsonl"), verify: true)
        #expect(!result.mismatches.isEmpty)
    }

    @Test func sceneFactsAndParametersAreCheckedLikeTheCommandLine() throws {
        let (text, _) = try Self.record()
        var lines = text.split(separator: "\n").map(String.init)
        func refused(
            _ copy: [String], line: Int, containing part: String, sourceLocation: SourceLocation = #_sourceLocation
        ) {
            #expect(sourceLocation: sourceLocation) {
                try ReplayReader().parse(copy.joined(separator: "\n") + "\n", source: "s.jsonl")
            } throws: { error in
                let e = error as! ReplayError
                return e.line == line && e.description.contains(part)
            }
        }
        // A reload of a scene the header does not have.
        let reload = try #require(lines.firstIndex { $0.contains("scene_reloaded") })
        var copy = lines
        copy[reload] = copy[reload].replacingOccurrences(of: #""id":"cards""#, with: #""id":"other""#)
        refused(copy, line: reload + 1, containing: "reloads \"other\", which is not a scene of the header")
        // A parameter that only the first save declares, named in the frame before that save.
        copy = lines
        let before = reload - 1
        let time = try #require(copy[before].firstMatch(of: /"time_us":([0-9]+)/)?.1)
        #expect(copy[before].hasSuffix(#""inputs":[]}"#))
        copy[before] = copy[before].replacingOccurrences(
            of: #""inputs":[]"#,
            with:
                #""inputs":[{"type":"parameter_changed","time_us":\#(time),"name":"cards.group3_width","value":"150"}]"#
        )
        refused(copy, line: before + 1, containing: #"unknown parameter "cards.group3_width""#)
        // A header whose scene does not parse names the scene and the spot.
        lines[0] = lines[0].replacingOccurrences(of: #"\"snap\": \"center\""#, with: #"\"snap\": \"middle\""#)
        refused(lines, line: 1, containing: #"header scene "cards": /home/me/cards.json:3:45: "snap" is "middle""#)
    }

    @Test func aRecordingWithoutScenesHasNoScenesKey() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try ScriptedSession().record(to: dir + "/plain.jsonl")
        let text = try String(contentsOfFile: dir + "/plain.jsonl", encoding: .utf8)
        #expect(!text.contains("\"scenes\""))
    }

    /// A save the window could not read (no text to record) is a `scene_read_failed` fact: it
    /// replays to the same error bar, and the reader checks its scene, its length and that its
    /// text is one line with nothing that drives a terminal.
    @Test func aSaveThatCouldNotBeReadReplaysAndIsChecked() throws {
        let scene = try Scene(id: "cards", file: "/home/me/cards.json", source: Self.carousel)
        let settings = SessionSettings(
            demoID: "cards", viewport: Size(width: 1024, height: 720), seed: 3, scenes: [scene])
        var live = try PlaygroundApp(settings: settings)
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let writer = try ReplayWriter(
            path: dir + "/unreadable.jsonl", settings: settings, created: Date(timeIntervalSince1970: 0))
        let problem = "not UTF-8 text; save it as UTF-8 JSON"
        for n in 0..<90 {
            let t = Int64(n + 1) * 16_667
            let inputs: [Input] =
                switch n {
                case 10: [.keyPressed(.right, modifiers: [])]
                case 40: [.sceneReadFailed(id: "cards", problem: problem)]
                default: []
                }
            try writer.record(&live, frame: Frame(index: n, time: t), inputs: inputs.map { TimedInput(time: t, $0) })
        }
        try writer.finish(app: live)
        let text = try String(contentsOfFile: dir + "/unreadable.jsonl", encoding: .utf8)
        #expect(text.contains(#"{"type":"scene_read_failed","time_us":683347,"id":"cards","problem":"\#(problem)"}"#))
        let result = try ReplayPlayer.run(try ReplayReader().parse(text, source: "u.jsonl"), verify: true)
        #expect(result.mismatches.isEmpty && result.app.digest() == live.digest())
        #expect(result.app.demoState["reload_error"] == .string("/home/me/cards.json: " + problem))
        #expect(result.app.demoState["selected"] == .int(1))

        var lines = text.split(separator: "\n").map(String.init)
        let index = try #require(lines.firstIndex { $0.contains("scene_read_failed") })
        func refused(_ line: String, containing part: String) {
            var copy = lines
            copy[index] = line
            #expect {
                try ReplayReader().parse(copy.joined(separator: "\n") + "\n", source: "u.jsonl")
            } throws: { error in
                let e = error as! ReplayError
                return e.line == index + 1 && e.description.contains(part)
            }
        }
        refused(
            lines[index].replacingOccurrences(of: #""id":"cards""#, with: #""id":"other""#),
            containing: "says \"other\" could not be read, which is not a scene of the header")
        refused(
            lines[index].replacingOccurrences(of: problem, with: String(repeating: "x", count: 1_001)),
            containing: "\"problem\" is 1001 bytes (at most 1000)")
        refused(
            lines[index].replacingOccurrences(of: problem, with: #"a\u001b]0;owned\u0007"#),
            containing: #""problem" contains a control character (\u001b)"#)
        refused(
            lines[index].replacingOccurrences(of: problem, with: #"a\u2028b"#),
            containing: #""problem" contains a line separator (\u2028)"#)
        lines[index] = lines[index].replacingOccurrences(of: problem, with: String(repeating: "x", count: 1_000))
        #expect(throws: Never.self) { try ReplayReader().parse(lines.joined(separator: "\n") + "\n", source: "u") }
    }
}
