import ArgumentParser
import Foundation
import PlaygroundCore
import Replay

/// `playground diff A B [--json]`: what changed gesture by gesture (release, item, rest, time to
/// rest, overshoot), then the first frame where the two recordings' inputs or state part.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two recordings gesture by gesture, then frame by frame; report where they differ.",
        discussion: """
            First, per gesture (a press on something that scrolls, its release and the motion to rest; the \
            first of A with the first of B, and so on; --gesture N for one), A, B and B − A: release offset, \
            release velocity, item (the card it rests on, strips only), rest_offset, settle_ms, settled_ms, \
            peak_overshoot, peak_velocity and peak_speed_ratio, as `compare` reports them (a gesture still \
            moving when its recording ended is simulated to rest, and said so). \
            Then frames, paired in file order. A frame differs when its time or input facts differ, or when \
            the state after it differs (the demo's state fields, the app mode or what is drawn) by more than \
            --tolerance (default 0: exactly; numeric fields within it, in pt or the field's own unit, do not \
            count, nor does the picture they move). Numeric fields show B − A, rounded for reading (every digit \
            in --json). Exit codes: 0 the files agree, 1 they differ, 2 a file cannot be read or played.
            """
    )

    @Argument(help: "The first replay (A).") var a: String
    @Argument(help: "The second replay (B).") var b: String
    @Flag(name: .long, help: "Print one JSON object instead of text.") var json = false
    // Unconditional: `--tolerance -1` would otherwise read -1 as an option and say the value is
    // missing, where the one line below says what is wrong with it.
    @Option(
        name: .long, parsing: .unconditional,
        help: "Numeric state differences up to this (pt) do not count in the frame-level part.")
    var tolerance: Double = 0
    @Option(name: .long, help: "Summarise only this gesture, 1-based (default: every gesture).")
    var gesture: Int?

    /// At most this many fields are listed per frame in the text output (all of them in JSON).
    static let fieldsShown = 12

    func run() throws {
        InputFiles.declare(a, as: "recording A")
        InputFiles.declare(b, as: "recording B")
        guard tolerance.isFinite, tolerance >= 0 else {
            throw ExitFailure.badInput(
                "--tolerance must be 0 or more (got \(NumberText.format(tolerance))), e.g. --tolerance 0.5")
        }
        let streamA = try RecordedGestures.open(a)
        let streamB = try RecordedGestures.open(b)
        // One pass over each file, in step: the frames are compared and each session's gestures
        // found as they come (a FIFO can be read only once; neither file is held).
        var sidesA: [Int: GestureDiff.Side] = [:]
        var sidesB: [Int: GestureDiff.Side] = [:]
        let only = gesture
        var scanA = RecordedGestures { g in
            if only == nil || only == g.number { sidesA[g.number] = GestureDiff.side(g) }
        }
        var scanB = RecordedGestures { g in
            if only == nil || only == g.number { sidesB[g.number] = GestureDiff.side(g) }
        }
        // Streamed, so progress is the share of the shorter file's bytes read.
        let shorter = min(streamA.byteCount ?? 0, streamB.byteCount ?? 0)
        let progress = ProgressBar(total: shorter / 1024, label: "KiB of the shorter file", minimumTotal: 64)
        let diff: ReplayDiff
        do {
            diff = try ReplayDiff.compare(
                streamA, streamB, tolerance: tolerance,
                progress: { _, fraction in if let fraction { progress.update(Int(fraction * Double(progress.total))) }
                },
                afterFrame: { side, app in side == .a ? scanA.observe(app) : scanB.observe(app) })
        } catch {
            progress.finish()
            throw ExitFailure.badInput(error.description)
        }
        progress.finish()
        scanA.finish(notice: streamA.notice)
        scanB.finish(notice: streamB.notice)
        let gestures = try GestureDiff.pairs(
            (scanA.count, sidesA), (scanB.count, sidesB), only: gesture, names: (a, b))
        try OutputFile.standardOutput.write(
            json
                ? Self.json(diff, gestures: gestures)
                : Self.text(
                    diff, gestures: gestures, a: (streamA.header, diff.durationA),
                    b: (streamB.header, diff.durationB)))
        if !diff.agree { throw ExitFailure(code: 1, message: "the replays differ") }
    }

    // MARK: - Text

    static func text(
        _ diff: ReplayDiff, gestures: GestureDiff, a: (header: ReplayHeader, duration: Int64),
        b: (header: ReplayHeader, duration: Int64)
    ) -> String {
        var out = "A: \(describe(diff.sourceA, a, frames: diff.framesA))\n"
        out += "B: \(describe(diff.sourceB, b, frames: diff.framesB))\n"
        for note in diff.notes { out += "note: \(note)\n" }
        for h in diff.headerDifferences { out += "header \(h)\n" }
        out += gestures.text
        out += "\nframes:\n"
        if let first = diff.first {
            out += frameText(first, title: "first difference", tolerance: diff.tolerance)
            if let state = diff.firstState {
                out += frameText(state, title: "first state difference", tolerance: diff.tolerance)
            }
        }
        if diff.framesA != diff.framesB {
            out += "length: A has \(diff.framesA) frames, B has \(diff.framesB)\n"
        }
        if let largest = diff.largest, let delta = largest.field.delta {
            out += "largest state difference: \(largest.field.path) Δ \(FieldDifference.readable(delta)) "
            out += "at frame \(largest.frame.index) (t = \(seconds(largest.frame.time)) s)\n"
        }
        var summary = "\(diff.framesCompared) frames compared, \(diff.framesDiffering) differ"
        if let first = diff.first, let last = diff.lastDifferingFrame {
            summary += " (frames \(first.frameA.index)…\(last.index))"
        }
        var parts = ["inputs or frame times on \(diff.framesWithInputsDiffering)"]
        let beyond = diff.tolerance > 0 ? " beyond ±\(FieldDifference.readable(diff.tolerance))" : ""
        parts.append("state\(beyond) on \(diff.framesWithStateDiffering)")
        if diff.tolerance > 0 { parts.append("state within it on \(diff.framesWithinTolerance)") }
        out += "frames differing: " + parts.joined(separator: ", ") + "\n"
        out += "summary: \(summary): " + (diff.agree ? "A and B agree\n" : "A and B differ\n")
        return out
    }

    private static func describe(
        _ source: String, _ file: (header: ReplayHeader, duration: Int64), frames: Int
    ) -> String {
        let seconds = Double(file.duration) / 1e6
        return "\(source) (\(file.header.demoID), \(frames) frames, \(String(format: "%.2f", seconds)) s)"
    }

    private static func frameText(_ d: ReplayDiff.FrameDifference, title: String, tolerance: Double) -> String {
        let index =
            d.frameA.index == d.frameB.index
            ? "frame \(d.frameA.index)" : "frame \(d.frameA.index) (B: \(d.frameB.index))"
        var out = "\(title) at \(index), t = \(seconds(d.frameA.time)) s"
        out += d.frameA.time == d.frameB.time ? ":\n" : " in A, \(seconds(d.frameB.time)) s in B:\n"
        if d.inputsDiffer {
            if d.frameA.time != d.frameB.time {
                out +=
                    "  frame time: \(d.frameA.time) µs → \(d.frameB.time) µs "
                    + "(Δ \(d.frameB.time - d.frameA.time) µs)\n"
            }
            if d.inputsA != d.inputsB {
                let inputs = InputText.readableLists(d.inputsA, d.inputsB, timed: true)
                out += "  inputs A: \(inputs.a)\n"
                out += "  inputs B: \(inputs.b)\n"
            }
        } else {
            out += "  inputs: the same (\(InputText.list(d.inputsA, rounded: true)))\n"
        }
        if d.demoA != d.demoB {
            out += "  demo: A shows \(d.demoA), B shows \(d.demoB)\n"
        } else if !d.fields.isEmpty {
            let shown = d.fields.filter { !$0.isWithin(tolerance) }
            for field in shown.prefix(fieldsShown) { out += "  \(field.readable)\n" }
            if shown.count > fieldsShown { out += "  … and \(shown.count - fieldsShown) more fields\n" }
            let within = d.fields.count - shown.count
            if within > 0 {
                out += "  \(within) field\(within == 1 ? "" : "s") within ±\(FieldDifference.readable(tolerance))\n"
            }
        } else if d.digestA != d.digestB {
            out +=
                "  state fields: the same; what is drawn or the app mode differs "
                + "(digest \(d.digestA) → \(d.digestB))\n"
        } else {
            out += "  state: the same after this frame\n"
        }
        return out
    }

    private static func seconds(_ micros: Int64) -> String { String(format: "%.3f", Double(micros) / 1e6) }

    // MARK: - JSON

    /// One object: `agree`, the summary counts, header differences, notes, and `first` /
    /// `first_state` frames (null when absent). Field values are the JSON the state holds.
    static func json(_ diff: ReplayDiff, gestures: GestureDiff) -> String {
        var out = "{\"agree\":\(diff.agree),\"a\":\(string(diff.sourceA)),\"b\":\(string(diff.sourceB))"
        out += ",\"gestures\":" + gestures.json.json
        out += ",\"tolerance\":" + StateValue.double(diff.tolerance).json
        out += ",\"frames_a\":\(diff.framesA),\"frames_b\":\(diff.framesB)"
        out += ",\"frames_compared\":\(diff.framesCompared),\"frames_differing\":\(diff.framesDiffering)"
        out += ",\"frames_inputs_differing\":\(diff.framesWithInputsDiffering)"
        out += ",\"frames_state_differing\":\(diff.framesWithStateDiffering)"
        out += ",\"frames_within_tolerance\":\(diff.framesWithinTolerance)"
        out +=
            ",\"largest\":"
            + (diff.largest.map {
                "{\"frame\":\($0.frame.index),\"time_us\":\($0.frame.time),\"difference\":\(fieldJSON($0.field))}"
            } ?? "null")
        out += ",\"header\":[" + diff.headerDifferences.map(fieldJSON).joined(separator: ",") + "]"
        out += ",\"notes\":[" + diff.notes.map(string).joined(separator: ",") + "]"
        out += ",\"first\":" + (diff.first.map(frameJSON) ?? "null")
        out += ",\"first_state\":" + (diff.firstState.map(frameJSON) ?? "null")
        return out + "}\n"
    }

    private static func frameJSON(_ d: ReplayDiff.FrameDifference) -> String {
        func inputs(_ list: [TimedInput]) -> String {
            "[" + list.map { string(InputText.describe($0)) }.joined(separator: ",") + "]"
        }
        var out = "{\"frame\":\(d.frameA.index),\"frame_b\":\(d.frameB.index)"
        out += ",\"time_us_a\":\(d.frameA.time),\"time_us_b\":\(d.frameB.time)"
        out +=
            ",\"inputs_differ\":\(d.inputsDiffer),\"inputs_a\":\(inputs(d.inputsA)),\"inputs_b\":\(inputs(d.inputsB))"
        out += ",\"demo_a\":\(string(d.demoA)),\"demo_b\":\(string(d.demoB))"
        out +=
            ",\"state_differs\":\(d.stateDiffers),\"digest_a\":\(string(d.digestA)),\"digest_b\":\(string(d.digestB))"
        out += ",\"fields\":[" + d.fields.map(fieldJSON).joined(separator: ",") + "]"
        return out + "}"
    }

    /// `a` and `b` are already JSON text (or "absent", written as null with a flag).
    private static func fieldJSON(_ f: FieldDifference) -> String {
        let a = f.a == "absent" ? "null" : f.a
        let b = f.b == "absent" ? "null" : f.b
        var out = "{\"field\":\(string(f.path)),\"a\":\(a),\"b\":\(b)"
        if f.a == "absent" || f.b == "absent" { out += ",\"absent_in\":\(string(f.a == "absent" ? "a" : "b"))" }
        return out + ",\"delta\":" + (f.deltaText ?? "null") + "}"
    }

    private static func string(_ s: String) -> String { StateValue.string(s).json }
}
