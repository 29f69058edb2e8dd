import Playground
import Replay

/// A recording's gestures in order, for `compare` and `diff`: each press on something that
/// scrolls, its release and the motion to rest. A recording that stopped mid-glide keeps its
/// last gesture: the physics is deterministic, so the tail is simulated on to rest (frames
/// without input at the recording's last frame interval, for at most 20 s: `GestureRecord.rerun`).
struct RecordedGestures {
    var records: [GestureRecord]
    /// The last record was released but had not come to rest when the recording ended.
    var lastIsUnfinished = false
    /// The recording ended with the pointer still down: that press is left out (no release to
    /// simulate from).
    var endsHeld = false

    /// Plays the file, keeping every gesture that came to rest, then the one in progress at the
    /// end if it was released.
    init(_ replay: Replay) throws(ExitFailure) {
        var records: [GestureRecord] = []
        var inProgress: GestureRecord?
        do {
            _ = try ReplayPlayer.run(
                replay, verify: false,
                afterFrame: { _, app in
                    if let g = app.tuning.lastGesture, g.record.serial != records.last?.serial {
                        records.append(g.record)
                    }
                    inProgress = app.tuning.gestureInProgress
                })
        } catch {
            throw ExitFailure.badInput(error.description)
        }
        self.records = records
        guard let open = inProgress, open.serial != records.last?.serial else { return }
        if open.rerun(under: open.parameters).trace.release != nil {
            self.records.append(open)
            lastIsUnfinished = true
        } else {
            endsHeld = true
        }
    }

    /// Whether `index` is the gesture whose rest was simulated.
    func isSimulated(_ index: Int) -> Bool { lastIsUnfinished && index == records.count - 1 }

    /// The line that says so, or nil.
    func tailNote(_ index: Int) -> String? {
        guard isSimulated(index), let record = records.last, let end = record.steps.last?.frame.time else {
            return nil
        }
        let interval = decimal(Double(record.continuationInterval) / 1000, digits: 1)
        return "the recording ended at \(decimal(Double(end) / 1e6, digits: 2)) s with this gesture still moving: "
            + "its tail was simulated to rest (frames every \(interval) ms, no input)"
    }

    /// `--gesture N` (1-based; nil: the last) as an index into `records`.
    static func index(_ n: Int?, count: Int, file: String) throws(ExitFailure) -> Int {
        guard let n else { return count - 1 }
        guard (1...max(count, 1)).contains(n), count > 0 else {
            let has = count == 1 ? "has 1 gesture (use --gesture 1)" : "has \(count) gestures (use 1 to \(count))"
            throw ExitFailure.badInput("--gesture \(n): \(file) \(count == 0 ? "has no gesture" : has)")
        }
        return n - 1
    }
}
