import Demos
import Foundation
import Motion
import PlaygroundCore
import Replay

/// `playground compare FILE --platforms LIST`: one recorded gesture lived again under each
/// listed platform's scroll physics: the parameters in force when it was recorded, any `--set`
/// changes on top, and the gesture's demo's `physics` parameter set to the platform.
struct PlatformComparison {
    struct Run {
        var platform: ScrollPlatform
        var trace: GestureTrace
        /// The item it rests on (strips), nil where the surface has none.
        var item: Int?
        var metrics: GestureMetrics? { trace.metrics }
    }

    var demoID: String
    /// Demo time (µs) of the state the gesture starts from: the traces' time origin.
    var startTime: Int64
    /// When the press came, on the recording's clock (µs): what the table and `start_us` say,
    /// in order across demos and slow motion as the demo's own clock is not.
    var pressTime: Int64
    var runs: [Run]

    static let listAdvice = "use uikit, android, flutter-ios, flutter-android (comma-separated) or all"

    /// `uikit,android` → the platforms, in the order written, each once; `all` → the four.
    static func platforms(_ list: String) throws(ExitFailure) -> [ScrollPlatform] {
        if list.trimmingCharacters(in: .whitespaces) == "all" { return ScrollPlatform.allCases }
        var chosen: [ScrollPlatform] = []
        for name in list.split(separator: ",", omittingEmptySubsequences: false) {
            let name = name.trimmingCharacters(in: .whitespaces)
            guard let platform = ScrollPlatform(rawValue: name) else {
                throw ExitFailure.badInput("--platforms: '\(name)' is not a platform; \(listAdvice)")
            }
            if !chosen.contains(platform) { chosen.append(platform) }
        }
        return chosen
    }

    /// Nil when the gesture's demo has no `physics` parameter to choose (the roller).
    init?(
        _ record: GestureRecord, platforms: [ScrollPlatform],
        changing changes: [(spec: ParameterSpec, value: ParameterValue)]
    ) {
        var base = record.parameters
        for change in changes { base.set(change.spec, to: change.value) }
        let name = record.demoID + "." + ScrollPhysicsParameters.Field.platform.rawValue
        guard let spec = base.catalog.spec(named: name) else { return nil }
        demoID = record.demoID
        startTime = record.startTime
        pressTime = record.pressTime
        runs = platforms.map { platform in
            var values = base
            values.set(spec, to: .choice(platform.rawValue))
            let run = record.rerun(under: values)
            return Run(platform: platform, trace: run.trace, item: run.restingItem)
        }
    }

    /// Each platform's release alone (`GestureRecord.release(under:)`): what its tracker read,
    /// not the motion after it. Nil where `init` is nil; a platform without a release is left out.
    static func releases(_ record: GestureRecord, platforms: [ScrollPlatform]) -> [ScrollPlatform: GestureTrace
        .Release]?
    {
        let name = record.demoID + "." + ScrollPhysicsParameters.Field.platform.rawValue
        guard let spec = record.parameters.catalog.spec(named: name) else { return nil }
        var out: [ScrollPlatform: GestureTrace.Release] = [:]
        for platform in platforms {
            var values = record.parameters
            values.set(spec, to: .choice(platform.rawValue))
            out[platform] = record.release(under: values)
        }
        return out
    }

    /// `{"uikit": {…}, "android": {…}}`: each platform's metrics, as `compare`'s A and B.
    var platformsJSON: StateValue {
        .object(runs.map { StateField($0.platform.rawValue, GestureComparison.json($0.metrics, item: $0.item)) })
    }

    /// One entry of `gestures`: `{"demo", "start_us", "simulated_tail", "platforms": {…}}`.
    func json(simulatedTail: Bool) -> StateValue {
        .fields([
            "demo": .string(demoID), "start_us": .int(Int(pressTime)), "simulated_tail": .bool(simulatedTail),
            "platforms": platformsJSON,
        ])
    }

    /// A row per platform: the release (Android's and Flutter's clamping physics stop a drag at
    /// the edge, so it can differ), the finger's speed as the platform's own velocity tracker read
    /// it and what its fling rules made of it, the rest offset, settle time, distance and peak
    /// speed. `note` (a simulated tail) goes under the heading, so it reads as this gesture's.
    func table(note: String?) -> String {
        func row(_ cells: [String]) -> String {
            let padded = cells.enumerated().map { $1.padding(toLength: $0 == 0 ? 17 : 14, withPad: " ", startingAt: 0) }
            return String(padded.joined(separator: " ").reversed().drop { $0 == " " }.reversed()) + "\n"
        }
        func milliseconds(_ value: Double?) -> String {
            value.map { decimal($0, digits: 0) + " ms" } ?? "not at rest"
        }
        var out = "\(demoID), pressed at \(decimal(Double(pressTime) / 1e6, digits: 3)) s:\n"
        if let note { out += "note: \(note)\n" }
        // A strip says which card each platform rests on, counted from 1 as the window counts them.
        let items = runs.contains { $0.item != nil }
        // Built in steps: one `+` chain of literals took the type checker 15 s.
        var heading: [String] = ["platform"]
        if items { heading.append("item") }
        heading += [
            "release_offset", "release_v", "fling_v", "rest_offset", "settle_ms", "settled_ms", "distance",
            "peak_speed",
        ]
        out += row(heading)
        for run in runs {
            guard let m = run.metrics else {
                out += row([run.platform.title, "no release"])
                continue
            }
            var cells: [String] = [run.platform.title]
            if items { cells.append(run.item.map { String($0 + 1) } ?? "none") }
            cells += [
                decimal(m.releaseOffset) + " pt", decimal(m.releaseVelocity, digits: 0) + " pt/s",
                decimal(m.flingVelocity, digits: 0) + " pt/s", decimal(m.restOffset) + " pt",
                milliseconds(m.settleMilliseconds), milliseconds(m.settledMilliseconds),
                decimal(m.distance) + " pt", decimal(m.peakVelocity, digits: 0) + " pt/s",
            ]
            out += row(cells)
        }
        // Why each tracker read what it did: release_v is the number, this the reason for it.
        let readings = runs.compactMap { run in run.metrics?.tracker.map { (run.platform, $0) } }
        if !readings.isEmpty {
            out += "tracker:\n"
            for (platform, reading) in readings {
                out += "  " + platform.title.padding(toLength: 16, withPad: " ", startingAt: 0) + reading.summary + "\n"
            }
        }
        return out
    }

    /// The whole report: every gesture that has a `physics` to choose (or the one `--gesture`
    /// picks) under each platform, from one streaming pass over the recording.
    static func report(
        _ stream: ReplayStream, file: String, platforms: [ScrollPlatform],
        changes: [(spec: ParameterSpec, value: ParameterValue)], json: Bool, png: String?, gesture: Int?
    ) throws {
        if let physics = changes.first(where: {
            $0.spec.name.hasSuffix("." + ScrollPhysicsParameters.Field.platform.rawValue)
        }) {
            throw ExitFailure.badInput(
                "--set \(physics.spec.name) conflicts with --platforms, which sets each gesture's physics; drop one")
        }
        // Numbered among the gestures that have a physics to choose, as printed.
        var count = 0
        var entries: [StateValue] = []
        var tables: [String] = []
        var chosen: (number: Int, comparison: PlatformComparison, simulated: Bool)?
        let recorded = try RecordedGestures(stream) { g in
            guard let c = PlatformComparison(g.record, platforms: platforms, changing: changes) else { return }
            count += 1
            let wanted = gesture == nil || gesture == count
            if json {
                entries.append(c.json(simulatedTail: g.isSimulated))
            } else if wanted {
                tables.append("\ngesture \(count): " + c.table(note: g.tailNote))
            }
            if wanted { chosen = (count, c, g.isSimulated) }
        }
        if let notice = recorded.notice { Log.info(notice) }
        guard count > 0 else {
            throw ExitFailure.badInput(
                "\(file): no gesture on something with scroll physics to compare (a press and its release)"
                    + (recorded.endsHeld ? ": the last press was still held when it ended" : "")
                    + "; record one with `playground run --record FILE`")
        }
        let number = try RecordedGestures.number(gesture, count: count, file: file)
        guard let (_, c, simulated) = chosen else { return }
        if json {
            try CompareCommand.writeJSON(
                file: file, changes: changes,
                [
                    StateField("gesture", .int(number)), StateField("platforms", c.platformsJSON),
                    StateField("simulated_tail", .bool(simulated)), StateField("gestures", .array(entries)),
                ])
        } else {
            var out = "\(count) gesture\(count == 1 ? "" : "s") under \(platforms.map(\.title).joined(separator: ", "))"
            let changed = changes.map { "\($0.spec.name)=\($0.value)" }.joined(separator: " ")
            out += changed.isEmpty ? " (as recorded)\n" : " with \(changed)\n"
            try OutputFile.standardOutput.write(out + tables.joined())
        }
        if let png {
            let name = URL(fileURLWithPath: file).lastPathComponent
            let figure = GestureFigure.figure(
                title: "\(name), gesture \(number) of \(count) per platform" + (simulated ? " (tail simulated)" : ""),
                startTime: c.startTime, runs: c.runs.map { ($0.platform.title, $0.trace) })
            try PNGExport.write(figure: figure, scale: 1, to: png, flag: "--png")
        }
    }
}
