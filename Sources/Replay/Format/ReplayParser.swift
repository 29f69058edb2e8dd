import Demos
import Motion
import PlaygroundCore
import Scenes

/// Validates a replay's lines one at a time, in order, and returns each as a `ReplayLine`. It
/// keeps only what the rules need (the header, the last frame, the end), never the lines
/// themselves, so its memory does not grow with the file. Every rule of
/// docs/replay-format.md is checked here, and the recorder runs each line it writes through
/// a parser too, so what it writes is exactly what the reader accepts.
struct ReplayParser {
    /// A problem with the line just consumed; the reader adds the file and line number.
    struct Problem: Error {
        var kind: ReplayError.Kind = .damaged
        var problem: String
        var advice: String = ReplayError.damagedAdvice
    }

    /// Demo ids the header may name; nil accepts any.
    let knownDemoIDs: [String]?
    private(set) var header: ReplayHeader? {
        didSet {
            hasHeader = header != nil
            readsPointers = (header?.version ?? 0) >= ReplayFormat.pointersSince
        }
    }
    /// Whether pointer inputs may say which pointer they came from (v2 on).
    private var readsPointers = false
    /// The last frame line consumed.
    private(set) var lastFrame: Frame?
    private(set) var end: ReplayCheckpoint? {
        didSet { endLine = end?.line }
    }
    /// Per-line questions answered without copying the header or the end line (each holds
    /// strings and a state tree, and a copy is a retain and a release of every one).
    private(set) var hasHeader = false
    /// The end line's line number, once there is one.
    private(set) var endLine: Int?
    private var checkpointedFrame: Int?
    /// The parameters `parameter_changed` facts may name: the header's, then as each good
    /// `scene_reloaded` fact redeclares its scene's.
    private(set) var catalog = ParameterCatalog.builtIn
    /// The header's scenes as reloaded so far (a reload names one of them).
    private var scenes: [String: Scene] = [:]

    init(knownDemoIDs: [String]?) {
        self.knownDemoIDs = knownDemoIDs
    }

    static let lineTypes = ["header", "frame", "checkpoint", "end"]

    mutating func consume(_ value: JSONValue, line: Int) throws(Problem) -> ReplayLine {
        guard case .object = value else {
            throw Problem(
                problem: "not a JSON object (found \(value.summary))",
                advice: header == nil ? ReplayError.notReplayAdvice : ReplayError.damagedAdvice)
        }
        let fields = Fields(value: value, context: header == nil ? "the first line" : "the line")
        let type = try fields.string("type")
        if let end {
            throw Problem(problem: "a \(type) line after the end line (line \(end.line))")
        }
        guard let header else {
            guard type == "header" else {
                throw Problem(
                    problem: "the first line is a \(type) line, not the header",
                    advice: ReplayError.notReplayAdvice)
            }
            let parsed = try Self.header(Fields(value: value, context: "header"), knownDemoIDs: knownDemoIDs)
            self.header = parsed
            catalog = parsed.catalog
            scenes = Dictionary(parsed.scenes.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
            return .header(parsed)
        }
        _ = header
        switch type {
        case "header":
            throw Problem(problem: "a second header line")
        case "frame":
            let parsed = try frame(fields)
            lastFrame = parsed.frame
            return .frame(parsed)
        case "checkpoint":
            let c = try checkpoint(Fields(value: value, context: "checkpoint"), line: line, isEnd: false)
            checkpointedFrame = c.frame
            return .checkpoint(c)
        case "end":
            let c = try checkpoint(Fields(value: value, context: "end line"), line: line, isEnd: true)
            end = c
            return .end(c)
        default:
            throw Problem(problem: "unknown line type \"\(type)\" (known: \(Self.lineTypes.joined(separator: ", ")))")
        }
    }

    // MARK: - Header

    static func header(_ f: Fields, knownDemoIDs: [String]?) throws(Problem) -> ReplayHeader {
        let format = try f.string("format")
        guard format == ReplayFormat.name else {
            throw Problem(
                problem: "format is \"\(format)\", not \"\(ReplayFormat.name)\"",
                advice: ReplayError.notReplayAdvice)
        }
        let version = try f.int("version", in: Int64.min...Int64.max)
        if version > Int64(ReplayFormat.version) {
            let app: String = if case .string(let s)? = f.value["app_version"] { " \(s)" } else { "" }
            throw Problem(
                kind: .newerVersion, problem: "written by playground\(app) format v\(version)",
                advice:
                    "this build (\(AppVersion.build)) reads up to v\(ReplayFormat.version) — update playground")
        }
        guard version >= 1 else {
            throw Problem(problem: "format version \(version) is invalid (versions start at 1)")
        }
        // Older versions would be upgraded here, one step at a time, to the current shape
        // (Playwright's "modernizers"); v1 is the first, so there is nothing to upgrade yet.
        let appVersion = try f.string("app_version")
        let demo = try f.string("demo")
        let scenes = try sceneList(f)
        if let knownDemoIDs, !knownDemoIDs.contains(demo), !scenes.contains(where: { $0.id == demo }) {
            throw Problem(
                kind: .unknownDemo,
                problem: "unknown demo \"\(demo)\" (this build has \(knownDemoIDs.joined(separator: ", ")))",
                advice: "this build cannot replay it — use the playground build that recorded it (\(appVersion))")
        }
        let viewport = try f.object("viewport", context: "viewport")
        let size = Size(
            width: try viewport.double("width", positiveUpTo: ReplayFormat.maxViewport),
            height: try viewport.double("height", positiveUpTo: ReplayFormat.maxViewport))
        let pixelScale = try f.double("pixel_scale", in: ReplayFormat.pixelScales)
        let device = try deviceFrame(f)
        let seed = try f.uint64("seed")
        let settingsValue = try f.require("settings")
        guard case .object(let pairs) = settingsValue else {
            throw f.mistyped("settings", settingsValue, expected: "an object of strings and numbers")
        }
        guard pairs.count <= ReplayFormat.maxSettings else {
            throw Problem(
                problem: "header \"settings\" has \(pairs.count) entries (at most \(ReplayFormat.maxSettings))")
        }
        var settings: [String: String] = [:]
        for (key, value) in pairs {
            switch value {
            case .string(let s), .number(let s): settings[key] = s
            case .null, .bool, .array, .object:
                throw Problem(problem: "header setting \"\(key)\" must be a string or a number, found \(value.summary)")
            }
        }
        // The same check as `run --set`, so a file can hold nothing the command line refuses.
        do {
            _ = try ParameterValues(settings: settings, catalog: ParameterCatalog.builtIn.adding(scenes))
        } catch {
            throw Problem(
                kind: .badSetting, problem: "header settings: \(error.problem)",
                advice: ReplayError.badSettingAdvice)
        }
        var created: String?
        if let value = f.value["created"] {
            guard case .string(let s) = value else { throw f.mistyped("created", value, expected: "a string") }
            created = s
        }
        var header = ReplayHeader(
            version: Int(version), appVersion: appVersion, demoID: demo, viewport: size,
            pixelScale: pixelScale, seed: seed, settings: settings, created: created)
        header.scenes = scenes
        header.device = device
        return header
    }

    /// The header's `device`, checked as `run --device` checks it; absent in files without one.
    static func deviceFrame(_ f: Fields) throws(Problem) -> DeviceFrame? {
        guard f.value["device"] != nil else { return nil }
        let d = try f.object("device", context: "device")
        let name = try d.string("name")
        let size = Size(
            width: try d.double("width", positiveUpTo: ReplayFormat.maxViewport),
            height: try d.double("height", positiveUpTo: ReplayFormat.maxViewport))
        let density = try d.double("density", positiveUpTo: ReplayFormat.maxPixelScale)
        do {
            return try DeviceFrame.recorded(name: name, size: size, density: density)
        } catch {
            throw Problem(problem: "header device: \(error.description)")
        }
    }

    /// The header's `scenes`: each file's text parsed as `run --scene` parses it, so a file
    /// can hold no scene the command line refuses.
    static func sceneList(_ f: Fields) throws(Problem) -> [Scene] {
        guard let value = f.value["scenes"] else { return [] }
        guard case .array(let items) = value else { throw f.mistyped("scenes", value, expected: "an array") }
        guard items.count <= ReplayFormat.maxScenes else {
            throw Problem(problem: "header \"scenes\" has \(items.count) entries (at most \(ReplayFormat.maxScenes))")
        }
        var scenes: [Scene] = []
        for (n, item) in items.enumerated() {
            guard case .object = item else {
                throw Problem(problem: "header scene \(n + 1) is \(item.summary), not an object")
            }
            let s = Fields(value: item, context: "header scene \(n + 1)")
            let id = try s.string("id")
            let file = try s.string("file")
            // Kept for messages and written into exports' comments: as strict as the id.
            if let problem = Scene.fileNameProblem(file) {
                throw Problem(problem: "header scene \(n + 1) has a \"file\" that \(problem)")
            }
            let source = try s.string("source")
            guard id == Scene.id(forFile: id + ".json", taken: []), !DemoCatalog.ids.contains(id),
                !scenes.contains(where: { $0.id == id })
            else {
                throw Problem(
                    problem: "header scene \(n + 1) has an invalid or repeated id \"\(TerminalText.escaped(id))\"")
            }
            do {
                scenes.append(try Scene(id: id, file: file, source: source))
            } catch {
                throw Problem(problem: "header scene \"\(id)\": \(error.located(in: file))")
            }
        }
        return scenes
    }

    // MARK: - Frames

    private mutating func frame(_ line: Fields) throws(Problem) -> ReplayFrame {
        var f = line
        f.context = "frame line"
        let index = Int(try f.int("index", in: 0...Int64(ReplayFormat.maxFrameIndex)))
        f.context = "frame \(index)"
        let time = try f.int("time_us", in: 0...ReplayFormat.maxTimeMicros)
        if let previous = lastFrame {
            guard index == previous.index + 1 else {
                throw Problem(
                    problem: "frame \(index) follows frame \(previous.index) (frame indices must be consecutive)")
            }
            guard time >= previous.time else {
                throw Problem(problem: "frame time goes backwards (\(time) µs after \(previous.time) µs)")
            }
        }
        let inputsValue = try f.require("inputs")
        guard case .array(let items) = inputsValue else {
            throw f.mistyped("inputs", inputsValue, expected: "an array")
        }
        guard items.count <= ReplayFormat.maxInputsPerFrame else {
            throw Problem(
                problem: "frame \(index) has \(items.count) inputs (at most \(ReplayFormat.maxInputsPerFrame))")
        }
        var inputs: [TimedInput] = []
        inputs.reserveCapacity(items.count)
        for (n, item) in items.enumerated() {
            let timed = try input(item, context: "frame \(index), input \(n + 1)")
            guard timed.time <= time else {
                throw Problem(
                    problem: "frame \(index), input \(n + 1) happens at \(timed.time) µs, after its frame (\(time) µs)")
            }
            if let last = inputs.last, timed.time < last.time {
                throw Problem(
                    problem: "frame \(index): input time goes backwards (\(timed.time) µs after \(last.time) µs)")
            }
            inputs.append(timed)
        }
        return ReplayFrame(frame: Frame(index: index, time: time), inputs: inputs)
    }

    /// A frame read by `FrameLineScan`, held to the rules `frame(_:)` checks across lines and
    /// inputs; nil when one fails, and the full parser then reads the line again and says what.
    mutating func consumeScanned(_ scanned: ReplayFrame) -> ReplayLine? {
        let frame = scanned.frame
        guard hasHeader, endLine == nil else { return nil }
        if let previous = lastFrame, frame.index != previous.index + 1 || frame.time < previous.time { return nil }
        var last = Int64.min
        for timed in scanned.inputs {
            guard timed.time <= frame.time, timed.time >= last else { return nil }
            // A v1 file with a pointer is damaged: the full parser says so.
            if !readsPointers, timed.input.pointer != nil, timed.input.pointer != .mouse { return nil }
            last = timed.time
        }
        lastFrame = frame
        return .frame(scanned)
    }

    /// One input fact. A `scene_reloaded` fact whose text parses redeclares its scene's
    /// parameters for the facts after it.
    mutating func input(_ value: JSONValue, context: String) throws(Problem) -> TimedInput {
        guard case .object = value else { throw Problem(problem: "\(context) is \(value.summary), not an object") }
        var f = Fields(value: value, context: context)
        let typeName = try f.string("type")
        guard let type = InputName(rawValue: typeName) else {
            throw Problem(
                problem: "\(context) has unknown input type \"\(typeName)\" (known: "
                    + InputName.allCases.map(\.rawValue).joined(separator: ", ") + ")")
        }
        f.context = "\(context) (\(typeName))"
        let time = try f.int("time_us", in: 0...ReplayFormat.maxTimeMicros)
        let input: Input
        switch type {
        case .pointerPressed:
            input = .pointerPressed(
                try f.point(), button: try f.button(), pointer: try f.pointer(allowed: readsPointers))
        case .pointerMoved: input = .pointerMoved(try f.point(), pointer: try f.pointer(allowed: readsPointers))
        case .pointerReleased:
            input = .pointerReleased(
                try f.point(), button: try f.button(), pointer: try f.pointer(allowed: readsPointers))
        case .pointerExited: input = .pointerExited
        case .wheel:
            input = .wheelScrolled(
                dx: try f.double("dx", magnitude: ReplayFormat.maxWheel),
                dy: try f.double("dy", magnitude: ReplayFormat.maxWheel))
        case .keyPressed: input = .keyPressed(try f.key(), modifiers: try f.modifiers())
        case .keyReleased: input = .keyReleased(try f.key(), modifiers: try f.modifiers())
        case .viewportResized:
            input = .viewportResized(
                Size(
                    width: try f.double("width", in: 0...ReplayFormat.maxViewport),
                    height: try f.double("height", in: 0...ReplayFormat.maxViewport)))
        case .focusChanged: input = .focusChanged(try f.bool("focused"))
        case .parameterChanged: input = try f.parameterChange(catalog: catalog)
        case .sceneReloaded:
            let id = try f.string("id")
            let source = try f.string("source")
            guard let scene = scenes[id] else {
                throw Problem(
                    problem: "\(context) reloads \"\(TerminalText.escaped(id))\", which is not a scene of the header")
            }
            input = .sceneReloaded(id: id, source: source)
            // A broken text is a fact too (the window showed why); only a good one redeclares.
            if let reloaded = try? Scene(id: id, file: scene.file, source: source) {
                scenes[id] = reloaded
                catalog = catalog.replacing(scene: id, with: reloaded)
            }
        case .sceneReadFailed:
            let id = try f.string("id")
            let problem = try f.string("problem")
            guard scenes[id] != nil else {
                throw Problem(
                    problem: "\(context) says \"\(TerminalText.escaped(id))\" could not be read, "
                        + "which is not a scene of the header")
            }
            guard problem.utf8.count <= ReplayFormat.maxReadProblemBytes else {
                throw Problem(
                    problem: "\(context) \"problem\" is \(problem.utf8.count) bytes "
                        + "(at most \(ReplayFormat.maxReadProblemBytes))")
            }
            // One line the window shows and the studio prints: as strict as a title.
            if let unsafe = UnsafeScalars.first(in: problem) {
                throw Problem(
                    problem: "\(context) \"problem\" contains \(UnsafeScalars.kind(of: unsafe)) "
                        + "(\(UnsafeScalars.escape(unsafe)))")
            }
            // Shows in the window and changes no parameter: the last good scene stays.
            input = .sceneReadFailed(id: id, problem: problem)
        }
        return TimedInput(time: time, input)
    }

    // MARK: - Checkpoints and the end

    private func checkpoint(_ f: Fields, line: Int, isEnd: Bool) throws(Problem) -> ReplayCheckpoint {
        let last = lastFrame?.index
        let frameValue = try f.require("frame")
        var frame: Int?
        if case .null = frameValue, isEnd {
            frame = nil
        } else {
            frame = Int(try f.int("frame", in: 0...Int64(ReplayFormat.maxFrameIndex)))
        }
        let what = isEnd ? "end line" : "checkpoint"
        if let last {
            guard frame == last else {
                throw Problem(
                    problem: "\(what) is for frame \(frame.map(String.init) ?? "null") but follows frame \(last)")
            }
        } else {
            guard isEnd, frame == nil else {
                throw Problem(
                    problem: "\(what) for frame \(frame.map(String.init) ?? "null") comes before any frame line")
            }
        }
        if !isEnd, let frame, checkpointedFrame == frame {
            throw Problem(problem: "a second checkpoint for frame \(frame)")
        }
        let demo = try f.string("demo")
        let digest = try f.string("digest")
        guard digest.utf8.count == 16,
            digest.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
        else {
            throw Problem(
                problem: "\(what) \"digest\" must be 16 lowercase hex digits, found \(JSONValue.string(digest).summary)"
            )
        }
        let stateValue = try f.require("state")
        guard case .object = stateValue else { throw f.mistyped("state", stateValue, expected: "an object") }
        return ReplayCheckpoint(frame: frame, demo: demo, digest: digest, state: stateValue.stateValue, line: line)
    }
}
