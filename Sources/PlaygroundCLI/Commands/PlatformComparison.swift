import Foundation
import Motion
import Playground

/// `playground compare FILE --platforms LIST`: one recorded gesture lived again under each
/// listed platform's scroll physics: the parameters in force when it was recorded, any `--set`
/// changes on top, and the gesture's demo's `physics` parameter set to the platform.
struct PlatformComparison {
    struct Run {
        var platform: ScrollPlatform
        var trace: GestureTrace
        var metrics: GestureMetrics? { trace.metrics }
    }

    var demoID: String
    /// Demo time (µs) of the state the gesture starts from.
    var startTime: Int64
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
        runs = platforms.map { platform in
            var values = base
            values.set(spec, to: .choice(platform.rawValue))
            return Run(platform: platform, trace: record.rerun(under: values).trace)
        }
    }

    /// `{"uikit": {…}, "android": {…}}`: each platform's metrics, as `compare`'s A and B.
    var platformsJSON: StateValue {
        .object(runs.map { StateField($0.platform.rawValue, $0.metrics?.json ?? .null) })
    }

    /// One entry of `gestures`: `{"demo", "start_us", "platforms": {…}}`.
    var json: StateValue {
        .fields(["demo": .string(demoID), "start_us": .int(Int(startTime)), "platforms": platformsJSON])
    }

    /// A row per platform: the release (Android's and Flutter's clamping physics stop a drag at
    /// the edge, so it can differ), the finger's speed as the platform's own velocity tracker read
    /// it and what its fling rules made of it, the rest offset, settle time, distance and peak
    /// speed.
    var table: String {
        func row(_ cells: [String]) -> String {
            let padded = cells.enumerated().map { $1.padding(toLength: $0 == 0 ? 17 : 14, withPad: " ", startingAt: 0) }
            return String(padded.joined(separator: " ").reversed().drop { $0 == " " }.reversed()) + "\n"
        }
        var out = "\(demoID), from \(decimal(Double(startTime) / 1e6, digits: 3)) s:\n"
        out += row([
            "platform", "release_offset", "release_v", "fling_v", "rest_offset", "settle_ms", "distance", "peak_speed",
        ])
        for run in runs {
            guard let m = run.metrics else {
                out += row([run.platform.title, "no release"])
                continue
            }
            out += row([
                run.platform.title, decimal(m.releaseOffset) + " pt", decimal(m.releaseVelocity) + " pt/s",
                decimal(m.flingVelocity) + " pt/s", decimal(m.restOffset) + " pt",
                m.settleMilliseconds.map { decimal($0) + " ms" } ?? "not at rest",
                decimal(m.distance) + " pt", decimal(m.peakVelocity) + " pt/s",
            ])
        }
        return out
    }

    /// Position and velocity against time since the gesture's start, a colour per platform.
    func figure(title: String) -> PlotFigure {
        func plot(_ name: String, _ yLabel: String, _ value: (GestureTrace.Sample) -> Double) -> LinePlot {
            let series = runs.enumerated().map { n, run in
                ChartSeries(
                    name: run.platform.title,
                    points: run.trace.samples.map { Point(x: Double($0.time - startTime) / 1e6, y: value($0)) },
                    color: LinePlot.palette[n % LinePlot.palette.count])
            }
            return LinePlot(title: name, xLabel: "time (s)", yLabel: yLabel, series: series, showsLegend: true)
        }
        return PlotFigure(
            title: title, plots: [plot("Position", "offset (pt)", \.offset), plot("Velocity", "v (pt/s)", \.velocity)],
            columns: 1, plotSize: Size(width: 760, height: 340))
    }

    /// The whole report: every gesture that has a `physics` to choose, under each platform.
    static func report(
        _ records: [GestureRecord], file: String, platforms: [ScrollPlatform],
        changes: [(spec: ParameterSpec, value: ParameterValue)], json: Bool, png: String?
    ) throws {
        if let physics = changes.first(where: {
            $0.spec.name.hasSuffix("." + ScrollPhysicsParameters.Field.platform.rawValue)
        }) {
            throw ExitFailure.badInput(
                "--set \(physics.spec.name) conflicts with --platforms, which sets each gesture's physics; drop one")
        }
        let comparisons = records.compactMap { PlatformComparison($0, platforms: platforms, changing: changes) }
        guard let last = comparisons.last else {
            throw ExitFailure.badInput(
                "\(file): no gesture on something with scroll physics to compare (a press, its release and "
                    + "the motion to rest); record one with `playground run --record FILE`")
        }
        if json {
            try CompareCommand.writeJSON(
                file: file, changes: changes,
                [StateField("platforms", last.platformsJSON), StateField("gestures", .array(comparisons.map(\.json)))])
        } else {
            let count = comparisons.count
            var out = "\(count) gesture\(count == 1 ? "" : "s") under \(platforms.map(\.title).joined(separator: ", "))"
            let changed = changes.map { "\($0.spec.name)=\($0.value)" }.joined(separator: " ")
            out += changed.isEmpty ? " (as recorded)\n" : " with \(changed)\n"
            for (n, c) in comparisons.enumerated() { out += "\ngesture \(n + 1): " + c.table }
            try OutputFile.standardOutput.write(out)
        }
        if let png {
            let name = URL(fileURLWithPath: file).lastPathComponent
            try PNGExport.write(
                figure: last.figure(title: "\(name): last gesture per platform"), scale: 1, to: png, flag: "--png")
        }
    }
}
