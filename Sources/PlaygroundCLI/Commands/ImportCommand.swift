import ArgumentParser
import Demos
import Foundation
import Lab
import Motion
import PlaygroundCore
import Replay
import Scenes

/// `playground import TRACE (--demo ID | --scene FILE)`: a phone's touch trace (`adb shell
/// getevent -lt`, or `-t`; or a browser's pointer events as docs/touch-recorder.html saves
/// them, told apart by their content) becomes an ordinary recording on a demo or scene, each
/// finger's samples at the device's own times, then a table per gesture of what the trace was
/// and what each platform's velocity tracker read from it.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract:
            "Turn a phone's touch trace (getevent -lt or -t, or a browser's pointer events) into a recording on a "
            + "demo or scene.",
        discussion: """
            The trace is what `adb shell getevent -lt` (or -t, in numbers) printed while a finger moved: \
            multi-touch type A (SYN_MT_REPORT) or B (slots), or single touch (ABS_X, BTN_TOUCH), with or without \
            the `getevent -lp` header that gives the axes' ranges (without it, --raw-range). --screen and \
            --density say how the panel's pixels become points. Each finger stroke becomes a press, its moves \
            and its release at the device's own times, starting at the centre of the demo's scrolling viewport; \
            the trace's axis that drives the demo's is --axis, by default the one each stroke moves most along. \
            A finger moving 100 pt moves the content 100 pt. The demos' density is --density. The recording \
            replays, verifies, compares and exports like any other; the table gives each stroke's samples, rate, \
            duration, path and the gap from its last move to the lift, and each platform's release velocity \
            (`compare --platforms` on the file says more). Fingers down together are one gesture, each its own \
            pointer in the recording; the drag follows the finger that went down last, and the row describes \
            the last to lift, whose samples the platforms read at the release. A browser's pointer events (the JSON docs/touch-recorder.html saves, \
            known by its first key "pointer_events") are in CSS pixels, which are points: --screen, --raw-range \
            and --rotation are refused for them, and the demos' density is the page's device_pixel_ratio unless \
            --density is given. A pointercancel ends its stroke with no fling.
            """)

    @Argument(help: "The trace file (getevent -lt or -t output, or the touch recorder's .json).") var trace: String
    @Option(name: .long, help: "The demo to play it on (see `playground demos`).") var demo: String?
    @Option(name: .long, help: "A scene file to play it on (docs/scenes.md).") var scene: String?
    @Option(name: .long, help: "The recording to write (default: the trace's name with .jsonl, here).")
    var output: String?
    @Option(name: .long, help: "The panel in pixels, WxH in its natural orientation, e.g. 480x800.")
    var screen: String?
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Device pixels per point (Android's DisplayMetrics.density, 1 to 4), e.g. 1.5; for pointer events, "
                + "the page's device_pixel_ratio by default."))
    var density: Double?
    @Option(name: .long, help: "The touch axes' raw maximum, XMAX,YMAX (minimum 0), where the trace has no -lp header.")
    var rawRange: String?
    @Option(name: .long, help: "Degrees the display was turned: 0, 90, 180 or 270.") var rotation = 0
    @Option(name: .long, help: "The trace's axis that drives the demo's: x or y (default: each stroke's longest).")
    var axis: String?
    @Option(
        name: .long, help: DeviceArgument.help(instead: "Lay the demo out", "; default: the 1024 × 720 window"),
        transform: DeviceArgument.parse) var device: DeviceFrame?

    func run() throws {
        InputFiles.declare(trace, as: "the trace")
        InputFiles.declare(scene, as: "the scene file")
        guard (demo == nil) != (scene == nil) else {
            throw ExitFailure.badInput("import needs one of --demo ID and --scene FILE, e.g. --scene carousel.json")
        }
        let input: TraceInput
        do {
            input = try TraceInput(path: trace)
        } catch {
            throw ExitFailure.badInput(error.description)
        }
        defer { input.close() }
        let conversion = input.format == .getevent ? try rawConversion() : try pointsConversion()
        let axis = try Self.axis(self.axis)
        let output = self.output ?? URL(fileURLWithPath: trace).deletingPathExtension().lastPathComponent + ".jsonl"
        try OutputPath.validate(output, flag: "--output")
        let scenes = try scene.map { [try SceneLibrary.load($0, id: Scene.id(forFile: $0))] } ?? []
        let id = scenes.first?.id ?? demo!
        guard DemoCatalog.ids.contains(id) || !scenes.isEmpty else {
            throw ExitFailure.badInput(SessionError.unknownDemo(id).description)
        }
        let catalog = ParameterCatalog.builtIn.adding(scenes)

        var importer: TraceImporter?
        // What each platform's tracker read from each gesture, found as the session is stepped
        // (the recording is not read again): the table's last columns and the lines under it.
        let readings = PlatformReadingQueue { record in
            PlatformComparison.releases(record, platforms: ScrollPlatform.allCases).map(Readings.init)
        }
        var scan = RecordedGestures { g in readings.submit(g.record) }
        // The strokes of the fingers down together: played in as one gesture when the last lifts.
        var gesture: [TouchStroke] = []
        /// Takes a stroke in, and plays its gesture in once no finger is down; the recording starts
        /// with the first gesture: only then are a pointer-events trace's density and a getevent
        /// trace's ranges known.
        func add(_ stroke: TouchStroke, density: () throws -> Double, options: () throws -> TraceImporter.Options)
            throws
        {
            gesture.append(stroke)
            guard !stroke.othersDownAtLift else { return }
            if importer == nil {
                let density = try density()
                let parameters = try ParameterArguments.parse(
                    ["density=\(NumberText.format(density))"], catalog: catalog)
                let settings = SessionSettings(
                    demoID: id, viewport: Size(width: 1024, height: 720), parameters: parameters, scenes: scenes,
                    device: device)
                importer = try TraceImporter(
                    path: output, header: ReplayHeader(session: settings), options: try options())
                importer!.afterFrame = { scan.observe($0) }
            }
            try importer!.add(gesture)
            gesture = []
        }
        do {
            let noStroke: TraceError
            switch conversion {
            case .raw(let screen, let density, let given):
                let reader = try GeteventReader.read(input) { stroke, ranges in
                    try add(stroke, density: { density }) {
                        guard let range = given ?? ranges else {
                            throw TraceError(
                                file: trace, line: nil,
                                problem: "has no `getevent -lp` header giving the touch axes' ranges",
                                advice: "give --raw-range XMAX,YMAX (the panel's raw maximum on each axis, e.g. "
                                    + "1023,1023)")
                        }
                        return TraceImporter.Options(
                            screen: screen, density: density, range: range, rotation: rotation, axis: axis)
                    }
                }
                noStroke = TraceError(
                    file: trace, line: nil,
                    problem: "holds no finger stroke (\(reader.eventCount) events, no touch put down and moved)",
                    advice: "record one with `adb shell getevent -lt > trace.txt` while dragging")
            case .points(let density):
                let reader = try PointerEventsReader.read(input) { stroke, ratio in
                    try add(stroke, density: { try density ?? Self.demoDensity(ratio, trace) }) {
                        .points(axis: axis)
                    }
                }
                noStroke = TraceError(
                    file: trace, line: nil, problem: "holds no stroke (\(reader.eventCount) events, no pointerdown)",
                    advice: "drag in docs/touch-recorder.html's area, then Save")
            }
            guard var done = importer, !done.gestures.isEmpty else { throw noStroke }
            try done.finish()
            scan.finish(notice: nil)
            importer = done
        } catch let error as TraceError {
            importer?.abandon()
            if importer != nil { unlink(output) }
            throw ExitFailure.badInput(error.description)
        } catch let error as ReplayError {
            importer?.abandon()
            if importer != nil { unlink(output) }
            throw ExitFailure(error)
        }
        try OutputFile.standardOutput.write(Self.summary(importer!, output: output, readings: readings.finish()))
    }

    /// How a trace's samples become points.
    enum Conversion {
        /// getevent's raw units: over the ranges (`--raw-range`, or the trace's header), the
        /// panel's pixels and the density.
        case raw(screen: Size, density: Double, range: (x: TouchAxisRange, y: TouchAxisRange)?)
        /// A browser's CSS pixels are points; the demos' density is `--density` or the page's ratio.
        case points(density: Double?)
    }

    private func rawConversion() throws -> Conversion {
        guard let screenText = screen, let screenSize = Self.pixels(screenText) else {
            throw ExitFailure.badInput(
                "import needs --screen WxH, the panel in pixels (e.g. 480x800 for a Galaxy S), to turn raw touch "
                    + "units into pixels" + (screen.map { "; \(ParameterError.quoted($0)) is not one" } ?? ""))
        }
        guard let density, ScrollPhysicsParameters.densityRange.contains(density) else {
            throw ExitFailure.badInput(
                "import needs --density D, 1 to 4 device pixels per point (e.g. 1.5 for a 240 dpi phone), to turn "
                    + "pixels into points")
        }
        guard [0, 90, 180, 270].contains(rotation) else {
            throw ExitFailure.badInput("--rotation \(rotation) is not 0, 90, 180 or 270")
        }
        return .raw(screen: screenSize, density: density, range: try rawRange.map(Self.range))
    }

    /// A pointer-events trace is in points already: the options that convert raw units are
    /// refused, not ignored, so that no one believes they changed the import.
    private func pointsConversion() throws -> Conversion {
        let given = [("--screen", screen != nil), ("--raw-range", rawRange != nil), ("--rotation", rotation != 0)]
            .filter(\.1).map(\.0)
        if !given.isEmpty {
            throw ExitFailure.badInput(
                "\(given.joined(separator: " and ")) \(given.count == 1 ? "is" : "are") for getevent traces; "
                    + "\(TerminalText.escaped(trace)) is a browser's pointer events, whose CSS pixels are points "
                    + "already: leave \(given.count == 1 ? "it" : "them") out")
        }
        if let density, !ScrollPhysicsParameters.densityRange.contains(density) {
            throw ExitFailure.badInput("--density \(NumberText.format(density)) is not 1 to 4 device pixels per point")
        }
        return .points(density: density)
    }

    /// The page's device pixel ratio as the demos' density, which must be 1 to 4.
    static func demoDensity(_ ratio: Double?, _ trace: String) throws -> Double {
        guard let ratio, ScrollPhysicsParameters.densityRange.contains(ratio) else {
            throw TraceError(
                file: trace, line: nil,
                problem: "device_pixel_ratio \(ratio.map(NumberText.format) ?? "?") is not 1 to 4, the demos' density",
                advice: "give --density D (1 to 4) for the demos instead")
        }
        return ratio
    }

    static func pixels(_ text: String) -> Size? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (1...16384).contains(w),
            (1...16384).contains(h)
        else { return nil }
        return Size(width: Double(w), height: Double(h))
    }

    static func range(_ text: String) throws -> (x: TouchAxisRange, y: TouchAxisRange) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Int(parts[0]), let y = Int(parts[1]), x > 0, y > 0, x < 1 << 31, y < 1 << 31
        else {
            throw ExitFailure.badInput(
                "--raw-range \(ParameterError.quoted(text)) is not XMAX,YMAX (two whole numbers above 0, e.g. 1023,1023)"
            )
        }
        return (TouchAxisRange(min: 0, max: Double(x)), TouchAxisRange(min: 0, max: Double(y)))
    }

    static func axis(_ text: String?) throws -> Axis? {
        switch text {
        case nil: return nil
        case "x": return .horizontal
        case "y": return .vertical
        case let other?: throw ExitFailure.badInput("--axis \(ParameterError.quoted(other)) is not x or y")
        }
    }

    /// What each platform's tracker read from one gesture: its release velocity, and the readings
    /// a rule made 0.
    struct Readings {
        var velocity: [ScrollPlatform: Double] = [:]
        var zeros: [(ScrollPlatform, TrackerReading)] = []

        /// As `GestureMetrics` reads a release: the tracker's reading, else the motion's own.
        init(_ releases: [ScrollPlatform: GestureTrace.Release]) {
            for platform in ScrollPlatform.allCases {
                guard let release = releases[platform] else { continue }
                velocity[platform] = release.trackerVelocity ?? release.velocity
                if let reading = release.tracker, reading.zero != nil { zeros.append((platform, reading)) }
            }
        }
    }

    /// A line per gesture, with each platform's release velocity from `compare --platforms`' runs
    /// (`readings`, one per released gesture); then, for each platform that read 0 because one of
    /// its tracker's rules fired, which rule.
    static func summary(_ importer: TraceImporter, output: String, readings: [Readings]) -> String {
        var out = "wrote \(output): \(importer.gestures.count) gesture\(importer.gestures.count == 1 ? "" : "s")\n"
        // Padded and trimmed by hand: Foundation's `padding` and a reversed copy cost more
        // than the rest of the table for a trace of thousands of gestures.
        func cell(_ text: String, _ width: Int) -> String {
            let count = text.count
            return count >= width ? text : text + String(repeating: " ", count: width - count)
        }
        func trimmed(_ line: String) -> String {
            var line = line
            while line.last == " " { line.removeLast() }
            return line
        }
        let platforms = ScrollPlatform.allCases
        var header =
            cell("gesture", 8) + cell("fingers", 8) + cell("samples", 8) + cell("rate", 9) + cell("duration", 10)
            + cell("path", 10)
        header += cell("lift gap", 10) + platforms.map { cell($0.title + " v", 19) }.joined()
        out += trimmed(header) + "\n"
        var released = 0
        for (n, g) in importer.gestures.enumerated() {
            var line = cell("\(n + 1)", 8) + cell("\(g.fingers)", 8) + cell("\(g.samples)", 8)
            line += cell(g.rate.map { "\(Int($0.rounded())) Hz" } ?? "-", 9)
            line += cell(TrackerReading.milliseconds(g.duration), 10)
            line += cell(NumberText.short(g.path, significant: 4) + " pt", 10)
            line += cell(g.cancelled ? "cancelled" : g.liftGap.map(TrackerReading.milliseconds) ?? "no lift", 10)
            // Only a released stroke is a gesture for the trackers: a cancelled one has no reading.
            let row = g.cancelled || released >= readings.count ? [:] : readings[released].velocity
            if !g.cancelled { released += 1 }
            line += platforms.map { p in cell(row[p].map { "\(Int($0.rounded())) pt/s" } ?? "-", 19) }.joined()
            out += trimmed(line) + "\n"
        }
        // Numbered as the rows: a cancelled stroke has no reading and takes no number here.
        var number = 0
        for (n, g) in importer.gestures.enumerated() where !g.cancelled {
            defer { number += 1 }
            guard number < readings.count else { break }
            for (platform, reading) in readings[number].zeros {
                out += "gesture \(n + 1): \(platform.title) read 0: \(reading.zeroText!)\n"
            }
        }
        return out
    }
}
