import ArgumentParser
import Demos
import Foundation
import Motion
import PlaygroundCore
import Replay

/// `playground compare FILE --set NAME=VALUE …`: every gesture recorded in FILE lived again
/// under the file's parameters (A) and with the changes (B); one gesture's numbers side by side
/// (`--gesture N`, the last by default), every gesture's in `--json`, both traces in `--png`.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Re-run a recording's gestures under its parameters (A) and changed ones (B); compare the motion.",
        discussion: """
            A gesture is a press on something that scrolls (taken by its scroll view: a button beside it is \
            none), its release, and the motion until it rests, timed on the recording's clock. Each is \
            lived again from the demo as it was when the press came, with the same inputs at the same times: \
            under the parameters in force then (A, the recording itself) and with every --set applied on top (B). \
            A gesture still moving when the recording ended (stopped mid-glide) or when the next press caught it \
            is kept: its tail is simulated to rest (frames without input at the recording's frame rate, at most \
            20 s), and the output says so ("simulated_tail": true in --json). \
            Reported for one gesture (--gesture N, 1-based; the last by default), A, B and B − A: item (the card \
            it rests on, strips only, counted from 1 as the window counts; --json's item is the 0-based index), rest_offset (pt), settle_ms (release to the first frame slower than 1 pt/s), \
            settled_ms (release to the first frame after which it stays within 0.5 pt of its rest: when it looks \
            still), peak_overshoot (the largest excursion past the rest point after the release: beyond it in the \
            direction of travel, or on the other side once it has been beyond, pt), peak_velocity (pt/s after \
            the release) and peak_speed_ratio (that over the release speed; above 1 means something sped the \
            motion up). Exit 0 whenever it ran: a difference is the answer, not a failure. \
            --platforms uikit,android,flutter-ios,flutter-android (or all) lives every gesture again under each \
            listed platform's scroll physics instead: the recording's parameters with the gesture's demo's \
            physics (e.g. salon.physics) set to the platform; any --set is applied to every platform's run too \
            (a --set of a physics parameter is refused, --platforms sets it). It prints, per gesture (or the one \
            --gesture picks), a row per platform: release_offset, release_v (pt/s), rest_offset, settle_ms, \
            settled_ms, distance (rest minus release offset, pt) and peak_speed (peak_velocity); --json prints \
            {"file", "set", "platforms": {"uikit": {…}, …} (the chosen gesture), "gestures": [{"demo", \
            "start_us" (the press's time_us in the file), "platforms": {…}}, …]} with A's and B's fields \
            (which include distance); --png draws the chosen gesture's position and velocity per platform. \
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
    @Option(name: .long, help: "Which gesture to report and plot, 1-based (default: the last).")
    var gesture: Int?

    func run() throws {
        let platformList = try platforms.map(PlatformComparison.platforms)
        guard !settings.isEmpty || platformList != nil else {
            throw ExitFailure.badInput(
                "compare needs at least one --set NAME=VALUE for B (e.g. --set "
                    + "salon.deceleration_rate=0.99) or --platforms uikit,android; \(ParameterError.advice)")
        }
        _ = try ParameterArguments.changes(settings.filter { !Self.namesScene($0) })
        InputFiles.declare(file, as: "the recording")
        if let png { try OutputPath.validate(png, flag: "--png") }
        let stream = try RecordedGestures.open(file)
        // A scene's parameters are known from the file's header, which carries the scene.
        let changes = try ParameterArguments.changes(settings, catalog: stream.header.catalog)
        if let platformList {
            try PlatformComparison.report(
                stream, file: file, platforms: platformList, changes: changes, json: json, png: png, gesture: gesture)
            return
        }
        // One pass: each gesture's numbers for --json, the chosen one whole (its traces for --png);
        // with neither, only the gesture that may be the chosen one is kept until the end.
        var entries: [StateValue] = []
        var chosen: (gesture: RecordedGestures.Gesture, comparison: GestureComparison?)?
        let recorded = try RecordedGestures(stream) { g in
            let wanted = gesture == nil || gesture == g.number
            if json {
                let c = GestureComparison(g.record, changing: changes)
                entries.append(c.json(simulatedTail: g.isSimulated))
                if wanted { chosen = (g, c) }
            } else if wanted {
                chosen = (g, nil)
            }
        }
        if let notice = recorded.notice { Log.info(notice) }
        guard recorded.count > 0 else {
            throw ExitFailure.badInput(
                "\(file): no gesture to compare (a press on something that scrolls and its release)"
                    + (recorded.endsHeld ? ": the only press was still held when it ended" : "")
                    + "; record one with `playground run --record FILE`")
        }
        let number = try RecordedGestures.number(gesture, count: recorded.count, file: file)
        guard let (g, kept) = chosen else { throw ExitFailure.badInput("\(file): gesture \(number) was not found") }
        let c = kept ?? GestureComparison(g.record, changing: changes)
        guard let a = c.a.metrics, let b = c.b.metrics else {
            throw ExitFailure.badInput("\(file): gesture \(number) has no release to compare")
        }
        let changed = changes.map { "\($0.spec.name)=\($0.value)" }
        if json {
            try Self.writeJSON(
                file: file, changes: changes,
                [
                    StateField("gesture", .int(number)),
                    StateField("a", GestureComparison.json(a, item: c.itemA)),
                    StateField("b", GestureComparison.json(b, item: c.itemB)),
                    StateField("simulated_tail", .bool(g.isSimulated)),
                    StateField("gestures", .array(entries)),
                ])
        } else {
            let count = recorded.count
            var out = "\(count) gesture\(count == 1 ? "" : "s"); A = as recorded, "
            out += "B = \(changed.joined(separator: " "))\n"
            if let note = g.tailNote { out += "note: \(note)\n" }
            out += "gesture \(number) of \(count) (\(c.demoID), "
            out += "pressed at \(decimal(Double(c.pressTime) / 1e6, digits: 3)) s):\n"
            out += GestureTable(a: .init(metrics: a, item: c.itemA), b: .init(metrics: b, item: c.itemB)).text
            try OutputFile.standardOutput.write(out)
        }
        if let png {
            let name = URL(fileURLWithPath: file).lastPathComponent
            let figure = GestureFigure.figure(
                title: "\(name), gesture \(number) of \(recorded.count)"
                    + (g.isSimulated ? " (tail simulated)" : "") + ": B = " + changed.joined(separator: ", "),
                startTime: c.startTime, runs: [("A (as recorded)", c.a), ("B (changed)", c.b)])
            try PNGExport.write(figure: figure, scale: 1, to: png, flag: "--png")
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
}
