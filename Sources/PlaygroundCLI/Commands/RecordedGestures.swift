import Playground
import Replay

/// A recording's gestures in order, for `compare` and `diff`: each press on something that
/// scrolls, its release and the motion to rest. A gesture that had not come to rest when the
/// recording ended (stopped mid-glide), when the next press caught it, or when a key or the wheel
/// started another motion (Home mid-glide: `TuningSession.CompletedGesture.cutAt`), is kept: the physics is
/// deterministic, so its tail is simulated on to rest (frames without input at the recording's
/// frame rate, for at most 20 s: `GestureRecord.rerun`). Keeping the caught ones keeps
/// the numbering of two takes of the same moves in step (`diff` pairs gesture N with gesture N).
struct RecordedGestures {
    /// How a gesture's recorded part ended.
    enum Ending: Equatable {
        case rest
        /// The recording ended while it moved.
        case recordingEnded
        /// The next press (or a change of demo) came while it moved.
        case interrupted
        /// A key or the wheel started another motion while it moved.
        case takenOver
    }

    var records: [GestureRecord] = []
    var endings: [Ending] = []
    /// The recording ended with the pointer still down: that press is left out (no release to
    /// simulate from).
    var endsHeld = false

    /// Plays the file, keeping every gesture as it comes to rest or is cut short.
    init(_ replay: Replay) throws(ExitFailure) {
        var found: [(record: GestureRecord, ending: Ending)] = []
        var seen: Set<Int> = []
        var open: GestureRecord?
        do {
            _ = try ReplayPlayer.run(
                replay, verify: false,
                afterFrame: { _, app in
                    let current = app.tuning.gestureInProgress
                    if let g = app.tuning.lastGesture, seen.insert(g.record.serial).inserted {
                        found.append((g.record, g.cutAt == nil ? .rest : .takenOver))
                    }
                    if let cut = open, cut.serial != current?.serial, seen.insert(cut.serial).inserted {
                        found.append((cut, .interrupted))
                    }
                    open = current
                })
        } catch {
            throw ExitFailure.badInput(error.description)
        }
        if let last = open, seen.insert(last.serial).inserted { found.append((last, .recordingEnded)) }
        for (record, ending) in found.sorted(by: { $0.record.serial < $1.record.serial }) {
            // A press that never let go is no gesture: there is no release to go on from.
            if ending != .rest, record.rerun(under: record.parameters).trace.release == nil {
                if ending == .recordingEnded { endsHeld = true }
                continue
            }
            records.append(record)
            endings.append(ending)
        }
    }

    /// Whether the rest of gesture `index` (0-based) was simulated.
    func isSimulated(_ index: Int) -> Bool { endings[index] != .rest }

    /// The line that says so, or nil.
    func tailNote(_ index: Int) -> String? {
        guard isSimulated(index), let end = records[index].steps.last?.frame.time else { return nil }
        let at = decimal(Double(end) / 1e6, digits: 2)
        let interval = decimal(Double(records[index].continuationInterval) / 1000, digits: 1)
        let how =
            switch endings[index] {
            case .recordingEnded: "the recording ended at \(at) s with this gesture still moving"
            case .takenOver: "this gesture was still moving when a key or the wheel started another motion at \(at) s"
            default: "this gesture was still moving when the next press (or another demo) came at \(at) s"
            }
        return how + ": its tail was simulated to rest (frames every \(interval) ms, no input)"
    }

    /// `--gesture N` (1-based; nil: the last) as an index into `records`.
    static func index(_ n: Int?, count: Int, file: String) throws(ExitFailure) -> Int {
        guard let n else { return count - 1 }
        guard count > 0, (1...count).contains(n) else {
            let has =
                count == 0
                ? "has no gesture"
                : count == 1 ? "has 1 gesture (use --gesture 1)" : "has \(count) gestures (use 1 to \(count))"
            throw ExitFailure.badInput("--gesture \(n): \(file) \(has)")
        }
        return n - 1
    }
}
