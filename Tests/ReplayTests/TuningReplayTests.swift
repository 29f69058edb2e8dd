import Foundation
import Motion
import Testing

@testable import Lab
@testable import PlaygroundCore
@testable import Replay

/// A tuning session (panel open, the rate stepped with the keys and dragged with the pointer,
/// a flick between changes, a ghost) recorded the way the live host records it replays bit
/// for bit, and its `parameter_changed` facts are read through the one validation.
@Suite struct TuningReplayTests {
    static let window = Size(width: 1024, height: 720)

    /// Records the session to a file the way LiveSession does: the panel's changes of one frame
    /// are written at the start of the next. Returns the file's text and the live app.
    static func record() throws -> (text: String, app: PlaygroundApp) {
        let settings = SessionSettings(demoID: "salon", viewport: window, seed: 5)
        var app = try PlaygroundApp(settings: settings)
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/tuning.jsonl"
        let writer = try ReplayWriter(path: path, settings: settings, created: Date(timeIntervalSince1970: 0))
        var carried: [TimedInput] = []
        func press(_ k: String, _ t: Int64, _ m: Modifiers = []) -> [TimedInput] {
            [TimedInput(time: t, .keyPressed(Key(rawValue: k), modifiers: m))]
        }
        let y = 360.0
        for n in 0..<420 {
            let t = Int64(n) * 16_667 + Int64(n % 7) * 300  // a little jitter
            let mid = t - 5_000
            var inputs: [TimedInput]
            switch n {
            case 3: inputs = press("t", mid)
            case 5, 6: inputs = press("down", mid)
            case 8: inputs = press("left", mid)  // 0.998 → 0.997, A pinned
            case 9: inputs = press("left", mid, .shift)  // → 0.9969
            case 20: inputs = [TimedInput(time: mid, .pointerPressed(Point(x: 560, y: y), button: .left))]
            case 21...26: inputs = [TimedInput(time: mid, .pointerMoved(Point(x: 560 - Double(n - 20) * 40, y: y)))]
            case 27: inputs = [TimedInput(time: mid, .pointerReleased(Point(x: 320, y: y), button: .left))]
            case 200: inputs = press("return", mid)
            case 201: inputs = press("0", mid)
            case 202: inputs = press("period", mid)
            case 203, 204: inputs = press("9", mid)
            case 205: inputs = press("return", mid)  // typed 0.99
            case 220: inputs = [TimedInput(time: mid, .pointerPressed(Point(x: 600, y: y), button: .left))]
            case 221...226: inputs = [TimedInput(time: mid, .pointerMoved(Point(x: 600 - Double(n - 220) * 35, y: y)))]
            case 227: inputs = [TimedInput(time: mid, .pointerReleased(Point(x: 390, y: y), button: .left))]
            default: inputs = []
            }
            let first = inputs.first?.time ?? t
            let all = carried.map { TimedInput(time: min($0.time, first), $0.input) } + inputs
            try writer.record(&app, frame: Frame(index: n, time: t), inputs: all)
            carried = app.takeEmittedInputs()
        }
        try writer.finish(app: app)
        return (try String(contentsOfFile: path, encoding: .utf8), app)
    }

    @Test func aTuningSessionReplaysBitForBit() throws {
        let (text, live) = try Self.record()
        let changes = text.components(separatedBy: "\"type\":\"parameter_changed\"").count - 1
        #expect(changes == 3)
        #expect(text.contains(#""name":"salon.deceleration_rate","value":"0.9969""#))
        #expect(text.contains(#""name":"salon.deceleration_rate","value":"0.99""#))
        let replay = try ReplayReader().parse(text, source: "tuning.jsonl")
        let result = try ReplayPlayer.run(replay, verify: true)
        #expect(result.mismatches.isEmpty && result.checkpointsChecked == 7)
        #expect(result.app.digest() == live.digest())
        #expect(result.app.tuning.values == live.tuning.values)
        let rate = try #require(ParameterCatalog.spec(named: "salon.deceleration_rate"))
        #expect(result.app.tuning.values.value(of: rate) == .number(0.99))
        // The replay also rebuilt the panel and the ghost: the same A, the same last gesture.
        #expect(result.app.tuning.pinned == live.tuning.pinned)
        #expect(result.app.tuning.lastGesture?.live == live.tuning.lastGesture?.live)
        #expect(result.app.tuning.lastGesture?.pinned == live.tuning.lastGesture?.pinned)
        #expect(result.app.tuning.lastGesture?.pinned != nil)
    }

    @Test func aReplayWithoutItsParameterChangesFailsVerification() throws {
        let (text, _) = try Self.record()
        // Drop the facts but keep the keys: the changes were made by the facts, not the keys.
        let stripped =
            text.split(separator: "\n").map { line -> String in
                guard line.contains("parameter_changed") else { return String(line) }
                return String(line).replacingOccurrences(
                    of: #"\{"type":"parameter_changed","time_us":[0-9]+,"name":"[a-z_.]+","value":"[0-9.]+"\},?"#,
                    with: "", options: .regularExpression
                ).replacingOccurrences(of: ",]", with: "]")
            }.joined(separator: "\n") + "\n"
        #expect(!stripped.contains("parameter_changed"))
        let result = try ReplayPlayer.run(try ReplayReader().parse(stripped, source: "stripped.jsonl"), verify: true)
        #expect(!result.mismatches.isEmpty)
    }

    @Test func aBadParameterChangeIsRefusedWithItsLine() throws {
        let (text, _) = try Self.record()
        var lines = text.split(separator: "\n").map(String.init)
        let n = try #require(lines.firstIndex { $0.contains("\"value\":\"0.99\"") })
        for (bad, problem) in [
            (
                "\"value\":\"1.5\"",
                "salon.deceleration_rate = \"1.5\" is out of range (0.9 to 0.9999 per ms)"
            ),
            ("\"value\":0.5", "salon.deceleration_rate = \"0.5\" is out of range"),
            ("\"value\":null", "\"value\" must be a string or a number, found null"),
        ] {
            var copy = lines
            copy[n] = copy[n].replacingOccurrences(of: "\"value\":\"0.99\"", with: bad)
            #expect {
                try ReplayReader().parse(copy.joined(separator: "\n") + "\n", source: "tuning.jsonl")
            } throws: { error in
                let e = error as! ReplayError
                return e.line == n + 1 && e.description.contains("(parameter_changed)")
                    && e.description.contains(problem)
            }
        }
        lines[n] = lines[n].replacingOccurrences(
            of: "\"name\":\"salon.deceleration_rate\"",
            with: "\"name\":\"salon.decel\"")
        #expect {
            try ReplayReader().parse(lines.joined(separator: "\n") + "\n", source: "tuning.jsonl")
        } throws: { error in
            let e = error as! ReplayError
            return e.kind == .badSetting && e.line == n + 1
                && e.description.contains("unknown parameter \"salon.decel\" (did you mean salon.deceleration_rate?)")
        }
    }

    @Test func aNumberValueReadsLikeItsText() throws {
        let (text, _) = try Self.record()
        let asNumber = text.replacingOccurrences(of: "\"value\":\"0.99\"", with: "\"value\":0.99")
        let a = try ReplayPlayer.run(try ReplayReader().parse(text, source: "a.jsonl"), verify: true)
        let b = try ReplayPlayer.run(try ReplayReader().parse(asNumber, source: "b.jsonl"), verify: true)
        #expect(a.mismatches.isEmpty && b.mismatches.isEmpty && a.app.digest() == b.app.digest())
    }
}
