import Foundation
import Motion
import Testing

@testable import Demos
@testable import Lab
@testable import PlaygroundCore
@testable import Replay

/// Parameters in replay headers: a recording states every parameter in force, a header's
/// settings go through exactly the check `run --set` uses, and they change what is replayed.
@Suite struct ReplayParameterTests {
    static let window = Size(width: 1024, height: 720)

    /// A salon session at 60 Hz: one leftward flick of the strip at about 2500 pt/s, then 3 s
    /// to come to rest. Recorded with `parameters` in force; returns the file's text.
    static func salonFlick(parameters: ParameterValues = ParameterValues()) throws
        -> (text: String, app: PlaygroundApp)
    {
        let settings = SessionSettings(demoID: "salon", viewport: window, seed: 3, parameters: parameters)
        var app = try PlaygroundApp(settings: settings)
        let salon = try #require(app.currentDemo as? SalonDemo)
        let y = app.demoArea.minY + salon.stripFrame.midY
        let x0 = app.demoArea.minX + 600
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/flick.jsonl"
        let writer = try ReplayWriter(path: path, settings: settings, created: Date(timeIntervalSince1970: 0))
        // 2500 pt/s to the left: 41.7 pt per 16.667 ms frame.
        func x(_ frames: Double) -> Double { x0 - 2500 * frames * 0.016667 }
        for n in 0..<200 {
            let t = Int64(n) * 16_667
            var inputs: [TimedInput] = []
            switch n {
            case 10: inputs = [TimedInput(time: t - 1_000, .pointerPressed(Point(x: x0, y: y), button: .left))]
            case 11...16: inputs = [TimedInput(time: t - 1_000, .pointerMoved(Point(x: x(Double(n - 10)), y: y)))]
            case 17: inputs = [TimedInput(time: t - 12_000, .pointerReleased(Point(x: x(6), y: y), button: .left))]
            default: break
            }
            try writer.record(&app, frame: Frame(index: n, time: t), inputs: inputs)
        }
        try writer.finish(app: app)
        return (try String(contentsOfFile: path, encoding: .utf8), app)
    }

    static func offset(_ app: PlaygroundApp) -> Double { app.demoState["offset_x"]?.doubleValue ?? .nan }

    @Test func aRecordingStatesEveryParameterInForce() throws {
        var parameters = ParameterValues()
        try parameters.set("salon.deceleration_rate", to: "0.99")
        try parameters.set("pages", to: "8")
        let (text, _) = try Self.salonFlick(parameters: parameters)
        let replay = try ReplayReader().parse(text, source: "flick.jsonl")
        let settings = replay.header.settings
        #expect(settings.count == ParameterCatalog.builtIn.all.count)
        #expect(settings.count <= ReplayFormat.maxSettings)
        #expect(settings["salon.deceleration_rate"] == "0.99")
        #expect(settings["pull.pages"] == "8" && settings["pages"] == nil)
        #expect(settings["easing.deceleration_rate"] == "0.998")
        #expect(settings["pull.threshold"] == "100")
        #expect(try replay.header.sessionSettings.parameters == parameters)
        // And it verifies: the replay starts from the same parameters.
        let result = try ReplayPlayer.run(replay, verify: true)
        #expect(result.passed && result.checkpointsChecked >= 3)
    }

    @Test func aHeaderSettingChangesTheFlickExactlyAsSetDoes() throws {
        let (recorded, normalApp) = try Self.salonFlick()
        // The same file with only the header's rate changed, replayed without verifying.
        let header = #""salon.deceleration_rate":"0.998""#
        #expect(recorded.contains(header))
        let edited = recorded.replacingOccurrences(of: header, with: #""salon.deceleration_rate":"0.99""#)
        let replayed = try ReplayPlayer.run(ReplayReader().parse(edited, source: "edited.jsonl"), verify: false).app
        let fresh = try PlaygroundApp(settings: SessionSettings(demoID: "salon", viewport: Self.window, seed: 3))
        let start = Self.offset(fresh)
        let normal = Self.offset(normalApp) - start
        let fast = Self.offset(replayed) - start
        #expect(normal > 1000, "the flick travels \(normal) pt at 0.998")
        #expect(fast < normal - 2 * 330, "at 0.99 it travels \(fast) pt, at least two cards less")
        #expect(replayed.demoState["centered_error"] == .double(0))
        // The session recorded with the parameter set (as `run --set`) ends in the same state.
        var parameters = ParameterValues()
        try parameters.set("salon.deceleration_rate", to: "0.99")
        let (_, setApp) = try Self.salonFlick(parameters: parameters)
        #expect(setApp.digest() == replayed.digest())
        #expect(setApp.demoState == replayed.demoState)
    }

    static let base =
        #"{"type":"header","format":"motion-playground-replay","version":1,"app_version":"0.1.0","#
        + #""demo":"easing","viewport":{"width":1024,"height":720},"pixel_scale":1,"seed":1,"settings":SETTINGS}"#
    static let frame = #"{"type":"frame","index":0,"time_us":16600,"inputs":[]}"#

    func read(settings: String, blankLines: Int = 0) -> Result<Replay, ReplayError> {
        let header = Self.base.replacingOccurrences(of: "SETTINGS", with: settings)
        let text = String(repeating: "\n", count: blankLines) + header + "\n" + Self.frame + "\n"
        return Result { () throws(ReplayError) in try ReplayReader().parse(text, source: "replay.jsonl") }
    }

    @Test func headerSettingsAreRefusedLikeSetWithTheLineNumber() {
        let cases: [(String, Int, [String])] = [
            (
                #"{"salon.decel":"0.99"}"#, 0,
                [#"unknown parameter "salon.decel""#, "did you mean salon.deceleration_rate?"]
            ),
            (
                #"{"salon.deceleration_rate":"1.5"}"#, 0,
                ["salon.deceleration_rate", "out of range", "0.9 to 0.9999 per ms"]
            ),
            (#"{"salon.deceleration_rate":1.5}"#, 2, ["salon.deceleration_rate", "out of range"]),
            (#"{"salon.deceleration_rate":"fast"}"#, 0, ["salon.deceleration_rate", "not a number", "0.9 to 0.9999"]),
            (#"{"pull.threshold":"NaN"}"#, 1, ["pull.threshold", "not a number", "10 to 400 pt"]),
            (#"{"pull.threshold":"inf"}"#, 0, ["pull.threshold", "not a number"]),
            (#"{"pages":"0"}"#, 0, ["pull.pages", "out of range", "1 to 50 pages"]),
            (#"{"pages":7.5}"#, 0, ["pull.pages", "not a whole number"]),
            (#"{"pages":"7","pull.pages":"8"}"#, 0, ["pages", "pull.pages", "both set"]),
            (#"{"easing.timing":"bouncy"}"#, 0, ["easing.timing", "one of linear"]),
            (#"{"quote\"d":"new\nline"}"#, 0, [#"unknown parameter "quote\"d""#]),
        ]
        for (settings, blank, parts) in cases {
            guard case .failure(let e) = read(settings: settings, blankLines: blank) else {
                Issue.record("\(settings) was accepted")
                continue
            }
            let line = 1 + blank
            let text = e.description
            #expect(e.kind == .badSetting, "\(text)")
            #expect(e.line == line && text.hasPrefix("replay.jsonl:\(line): header settings: "), "\(text)")
            #expect(text.contains("`playground params` lists every parameter with its range and unit"), "\(text)")
            #expect(!text.contains("\n"), "\(text)")
            for part in parts { #expect(text.contains(part), "\(text) lacks \(part)") }
        }
    }

    @Test func headerSettingsTakeStringsNumbersAndTheOldName() throws {
        let settings = #"{"salon.deceleration_rate":0.99,"pages":7,"easing.timing":"linear","pull.threshold":"1.2e2"}"#
        let replay = try read(settings: settings).get()
        let parameters = try replay.header.sessionSettings.parameters
        #expect(parameters.number(SalonParameters.physicsParameters.spec(.decelerationRate)!) == 0.99)
        #expect(parameters.integer(PullParameters.pages) == 7)
        #expect(parameters.choice(EasingParameters.timing) == "linear")
        #expect(parameters.number(PullParameters.threshold) == 120)
        // A 0.1.0 header (`base`) reads `density` as that version had it, 1, and nothing else.
        #expect(try read(settings: "{}").get().header.sessionSettings.parameters == Self.zeroOneDefaults())
        guard case .failure(let e) = read(settings: #"{"pages":true}"#) else {
            Issue.record("true accepted")
            return
        }
        #expect(e.description.contains(#"header setting "pages" must be a string or a number, found true"#))
    }

    /// The defaults a 0.1.0 header without settings starts from: today's, with every `density`
    /// at 0.1.0's 1 (`PhysicsChange.Pin`).
    static func zeroOneDefaults(_ catalog: ParameterCatalog = .builtIn) -> ParameterValues {
        var values = ParameterValues(catalog: catalog)
        for spec in catalog.all where spec.name.hasSuffix(".density") { values.set(spec, to: .number(1)) }
        return values
    }

    /// Files recorded before parameters existed (`"settings":{}`) start every demo at its defaults
    /// (0.1.0's: density 1); a platform's golden file (`salon-platform-android.jsonl`) at those
    /// defaults with its demo's `physics` set to that platform.
    @Test func everyGoldenFileStartsFromTheDefaults() throws {
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".jsonl") }
        #expect(files.count >= 10)
        for file in files {
            let replay = try ReplayReader().read(path: dir.appendingPathComponent(file).path)
            let settings = try replay.header.sessionSettings
            // Re-recorded with this build, a file states today's defaults.
            let catalog = settings.parameters.catalog
            var expected =
                replay.header.appVersion == "0.1.0" ? Self.zeroOneDefaults(catalog) : ParameterValues(catalog: catalog)
            if let range = file.range(of: "-platform-") {
                let platform = String(file[range.upperBound...].dropLast(".jsonl".count))
                try expected.set(replay.header.demoID + ".physics", to: platform)
            }
            // A recording on a device starts from its density (`run --device` sets it in every demo).
            if let device = replay.header.device {
                for spec in catalog.all where spec.role == .density { expected.set(spec, to: .number(device.density)) }
            }
            #expect(settings.parameters == expected, "\(file)")
        }
    }

    @Test func tooManySettingsAreRefusedBeforeAnyIsChecked() {
        let many = "{" + (0...ReplayFormat.maxSettings).map { #""x\#($0)":"1""# }.joined(separator: ",") + "}"
        guard case .failure(let e) = read(settings: many) else {
            Issue.record("accepted")
            return
        }
        let limit = ReplayFormat.maxSettings
        #expect(e.description.contains("has \(limit + 1) entries (at most \(limit))"))
    }
}
