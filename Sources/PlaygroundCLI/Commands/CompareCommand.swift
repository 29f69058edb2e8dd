import ArgumentParser
import Foundation
import Motion
import Playground
import Replay

/// `playground compare FILE --set NAME=VALUE …`: every gesture recorded in FILE lived again
/// under the file's parameters (A) and with the changes (B); the last gesture's numbers side by
/// side, every gesture's in `--json`, both traces in `--png`.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Re-run a recording's gestures under its parameters (A) and changed ones (B); compare the motion.",
        discussion: """
            A gesture is a press on something that scrolls, its release, and the motion until it rests. Each is \
            lived again from the demo as it was when the press came, with the same inputs at the same times: \
            under the parameters in force then (A, the recording itself) and with every --set applied on top (B). \
            Reported for the last gesture: rest_offset (pt), settle_ms (release to rest, at frame resolution), \
            peak_overshoot (pt past the rest point), peak_velocity (pt/s after the release) and peak_speed_ratio \
            (that over the release speed; above 1 means something sped the motion up). Exit 0 whenever it ran: \
            a difference is the answer, not a failure. \
            --platforms uikit,android,flutter-ios,flutter-android (or all) lives every gesture again under each \
            listed platform's scroll physics instead: the recording's parameters with the gesture's demo's \
            physics (e.g. salon.physics) set to the platform; any --set is applied to every platform's run too \
            (a --set of a physics parameter is refused, --platforms sets it). It prints, per gesture, a row per \
            platform: release_offset, release_v (pt/s), rest_offset, settle_ms, distance (rest minus release \
            offset, pt) and peak_speed (peak_velocity); --json prints {"file", "set", "platforms": {"uikit": {…}, \
            …} (the last gesture), "gestures": [{"demo", "start_us", "platforms": {…}}, …]} with A's and B's \
            fields (which include distance); --png draws the last gesture's position and velocity per platform. \
            Gestures in a demo without physics (the roller) are left out.
            """
    )

    @Argument(help: "A replay file with at least one gesture.") var file: String
    @Option(name: .customLong("set"), help: "B's change NAME=VALUE, e.g. salon.deceleration_rate=0.99 (repeatable).")
    var settings: [String] = []
    @Flag(name: .long, help: "Print JSON: {\"a\": {…}, \"b\": {…}, \"gestures\": [{\"demo\", \"a\", \"b\", …}]}.")
    var json = false
    @Option(name: .long, help: "Draw A's and B's position and velocity for the last gesture into this PNG.")
    var png: String?
    @Option(
        name: .long,
        help:
            "Instead of A/B, re-run every gesture on each platform: uikit,android,flutter-ios,flutter-android or all."
    )
    var platforms: String?

    func run() throws {
        let platformList = try platforms.map(PlatformComparison.platforms)
        guard !settings.isEmpty || platformList != nil else {
            throw ExitFailure.badInput(
                "compare needs at least one --set NAME=VALUE for B (e.g. --set "
                    + "salon.deceleration_rate=0.99) or --platforms uikit,android; \(ParameterError.advice)")
        }
        _ = try ParameterArguments.changes(settings.filter { !Self.namesScene($0) })
        if let png { try OutputPath.validate(png, flag: "--png") }
        let replay: Replay
        do {
            replay = try ReplayReader().read(path: file)
        } catch {
            throw ExitFailure.badInput(error.description)
        }
        // A scene's parameters are known from the file's header, which carries the scene.
        let changes = try ParameterArguments.changes(settings, catalog: replay.header.catalog)
        if let notice = replay.notice { Log.info(notice) }
        if let platformList {
            try PlatformComparison.report(
                try Self.gestures(in: replay), file: file, platforms: platformList, changes: changes, json: json,
                png: png)
            return
        }
        let comparisons = try Self.gestures(in: replay).map { GestureComparison($0, changing: changes) }
        guard let last = comparisons.last, let a = last.a.metrics, let b = last.b.metrics else {
            throw ExitFailure.badInput(
                "\(file): no gesture to compare (a press on something that scrolls, its release "
                    + "and the motion to rest); record one with `playground run --record FILE`")
        }
        let changed = changes.map { "\($0.spec.name)=\($0.value)" }
        if json {
            try Self.writeJSON(
                file: file, changes: changes,
                [
                    StateField("a", a.json), StateField("b", b.json),
                    StateField("gestures", .array(comparisons.map(\.json))),
                ])
        } else {
            try OutputFile.standardOutput.write(
                Self.table(a: a, b: b, last: last, count: comparisons.count, changed: changed))
        }
        if let png {
            let grid = Self.plot(
                last,
                title: "\(URL(fileURLWithPath: file).lastPathComponent): last gesture, "
                    + "A (recorded) vs B (\(changed.joined(separator: ", ")))")
            try PNGExport.write(grid: grid, to: png, flag: "--png")
        }
    }

    /// `--json`'s object, `{"file", "set", …fields}`, on stdout.
    static func writeJSON(
        file: String, changes: [(spec: ParameterSpec, value: ParameterValue)], _ fields: [StateField]
    ) throws {
        let set = StateValue.object(changes.map { StateField($0.spec.name, .string($0.value.description)) })
        try OutputFile.standardOutput.write(
            StateValue.object([StateField("file", .string(file)), StateField("set", set)] + fields).json + "\n")
    }

    /// Whether `NAME=VALUE` names no built-in demo's parameter, so only the replay's header can
    /// say whether it exists (checked after the file is read).
    static func namesScene(_ pair: String) -> Bool {
        let name = String(pair.prefix { $0 != "=" })
        return ParameterCatalog.builtIn.spec(named: name) == nil
            && DemoCatalog.index(of: String(name.prefix { $0 != "." })) == nil
    }

    /// Plays the file and keeps every gesture that came to rest, in order.
    static func gestures(in replay: Replay) throws -> [GestureRecord] {
        var records: [GestureRecord] = []
        do {
            _ = try ReplayPlayer.run(
                replay, verify: false,
                afterFrame: { _, app in
                    if let g = app.tuning.lastGesture, g.record.serial != records.last?.serial {
                        records.append(g.record)
                    }
                })
        } catch {
            throw ExitFailure.badInput(error.description)
        }
        return records
    }

    static func table(
        a: GestureMetrics, b: GestureMetrics, last: GestureComparison, count: Int,
        changed: [String]
    ) -> String {
        func row(_ name: String, _ x: String, _ y: String) -> String {
            name.padding(toLength: 22, withPad: " ", startingAt: 0)
                + x.padding(
                    toLength: 16, withPad: " ",
                    startingAt: 0)
                + y + "\n"
        }
        func pt(_ x: Double?) -> String { x.map { decimal($0, digits: 1) + " pt" } ?? "–" }
        func speed(_ x: Double) -> String { decimal(x, digits: 1) + " pt/s" }
        func ms(_ m: GestureMetrics) -> String {
            m.settleMilliseconds.map {
                decimal($0, digits: 1)
                    + " ms"
            } ?? "not at rest"
        }
        func ratio(_ m: GestureMetrics) -> String { m.peakSpeedRatio.map { decimal($0, digits: 3) } ?? "–" }
        var out = "\(count) gesture\(count == 1 ? "" : "s"); A = as recorded, B = \(changed.joined(separator: " "))\n"
        out += "last gesture (\(last.demoID), from \(decimal(Double(last.startTime) / 1e6, digits: 3)) s):\n"
        out += row("", "A", "B")
        out += row("release offset", pt(a.releaseOffset), pt(b.releaseOffset))
        out += row("release velocity", speed(a.releaseVelocity), speed(b.releaseVelocity))
        out += row("projected landing", pt(a.projectedLanding), pt(b.projectedLanding))
        out += row("target", pt(a.target), pt(b.target))
        out += row("rest_offset", pt(a.restOffset), pt(b.restOffset))
        out += row("settle_ms", ms(a), ms(b))
        out += row("peak_overshoot", pt(a.peakOvershoot), pt(b.peakOvershoot))
        out += row("peak_velocity", speed(a.peakVelocity), speed(b.peakVelocity))
        out += row("peak_speed_ratio", ratio(a), ratio(b))
        return out
    }

    /// Position and velocity against time since the gesture's start, A and B in each cell.
    static func plot(_ c: GestureComparison, title: String) -> ChartGrid {
        func series(_ trace: GestureTrace, _ name: String, _ color: Color, _ value: (GestureTrace.Sample) -> Double)
            -> ChartSeries
        {
            ChartSeries(
                name: name,
                points: trace.samples.map {
                    Point(
                        x: Double($0.time - c.startTime) / 1e6,
                        y: value($0))
                },
                color: color)
        }
        // As in the window: what was lived is blue, the re-run with changes is the ghost purple.
        let a = Color(hex: 0x007AFF)
        let b = Color(hex: 0xAF52DE)
        return ChartGrid(
            cells: [
                [
                    series(c.a, "A position (pt)", a, \.offset),
                    series(
                        c.b, "B position (pt)", b,
                        \.offset),
                ],
                [
                    series(c.a, "A velocity (pt/s)", a, \.velocity),
                    series(c.b, "B velocity (pt/s)", b, \.velocity),
                ],
            ],
            columns: 2, cellSize: Size(width: 460, height: 320), title: title, xLabel: "s")
    }
}
