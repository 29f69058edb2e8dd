import Demos
import Lab
import PlaygroundCore
import Replay

/// A recording's gestures in order, for `compare` and `diff`: each press on something that
/// scrolls, its release and the motion to rest. A press the scroll view did not take (a button
/// beside it, a Bézier handle, ‹ Back: `GestureRecord.pressedScrollView`) is
/// none, though the session starts a record for it: its numbers would be a still scroll view's,
/// zeros or the last drag's tracker reading. Times are the recording's own (the frames'
/// `time_us`), so gestures read in order across demos and slow motion, where each demo's clock
/// does not. A gesture that had not come to rest when the recording ended (stopped mid-glide),
/// when the next press caught it, or when a key or the wheel started another motion (Home
/// mid-glide: `TuningSession.CompletedGesture.cutAt`), is kept: the physics is deterministic,
/// so its tail is simulated on to rest (frames without input at the recording's frame rate, for
/// at most 20 s: `GestureRecord.rerun`). Keeping the caught ones keeps the numbering of two takes
/// of the same moves in step (`diff` pairs gesture N with gesture N).
///
/// The file is played once, streaming (`ReplayStream`), and each gesture is handed on as soon as
/// it is known, then dropped: memory follows one gesture and what the caller keeps of each, never
/// the file. (Holding every gesture took 252 MB for 10,000 drags and 1.46 GB for 100,000.)
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

    /// One gesture as the scan hands it on.
    struct Gesture {
        /// 1-based, in the recording's order.
        var number: Int
        var record: GestureRecord
        var ending: Ending
        /// When its recorded part ended, on the recording's clock (µs): the next press, the
        /// frame of the key that took over, the last frame.
        var endTime: Int64

        /// Whether its rest was simulated.
        var isSimulated: Bool { ending != .rest }

        /// The line that says so, or nil.
        var tailNote: String? {
            guard isSimulated else { return nil }
            let at = decimal(Double(endTime) / 1e6, digits: 2)
            let interval = decimal(Double(record.continuationInterval) / 1000, digits: 1)
            let how =
                switch ending {
                case .recordingEnded: "the recording ended at \(at) s with this gesture still moving"
                case .takenOver:
                    "this gesture was still moving when a key or the wheel started another motion at \(at) s"
                default: "this gesture was still moving when the next press (or another demo) came at \(at) s"
                }
            return how + ": its tail was simulated to rest (frames every \(interval) ms, no input)"
        }
    }

    /// Gestures handed on.
    private(set) var count = 0
    /// The recording ended with the pointer still down: that press is left out (no release to
    /// simulate from).
    private(set) var endsHeld = false
    /// What to say about a file cut short, known once it is read.
    private(set) var notice: String?

    private let each: (Gesture) -> Void
    /// Gestures found but not handed on yet: one is found as it rests, or when the next press
    /// catches it, so a found one can precede an earlier one by a frame. Those before the
    /// gesture in progress are final, and go out in serial order.
    private var pending: [(record: GestureRecord, ending: Ending, end: Int64)] = []
    /// The highest serial handed on (or left out).
    private var handedThrough = Int.min
    /// The gesture in progress after the last frame.
    private var open: GestureRecord?
    /// The last frame's time (µs, the recording's clock).
    private var lastFrameTime: Int64 = 0

    /// A scan that hands each gesture to `each` as `observe` finds it; `finish` after the last frame.
    init(each: @escaping (Gesture) -> Void) {
        self.each = each
    }

    /// Plays `stream` to its end, handing each gesture to `each` in order.
    init(_ stream: ReplayStream, each: @escaping (Gesture) -> Void) throws(ExitFailure) {
        var scan = RecordedGestures(each: each)
        do {
            _ = try ReplayPlayer.run(stream, verify: false, afterFrame: { _, app in scan.observe(app) })
        } catch {
            throw ExitFailure.badInput(error.description)
        }
        scan.finish(notice: stream.notice)
        self = scan
    }

    /// Looks at the session after a frame.
    mutating func observe(_ app: PlaygroundApp) {
        let current = app.tuning.gestureInProgress
        let now = app.lastFrame.time
        lastFrameTime = now
        if let g = app.tuning.lastGesture, !known(g.record.serial) {
            pending.append((g.record, g.cutAt == nil ? .rest : .takenOver, now))
        }
        if let cut = open, cut.serial != current?.serial, !known(cut.serial) {
            // Caught by the press that began the next record (still in progress, or at rest
            // already after a tap within one frame); a demo switch ends it with the frame.
            let next = [current, app.tuning.lastGesture?.record].compactMap { $0 }.filter { $0.serial > cut.serial }
            pending.append((cut, .interrupted, next.map(\.pressTime).min() ?? now))
        }
        open = current
        if !pending.isEmpty { handOn(below: current?.serial ?? Int.max) }
    }

    /// After the last frame: a gesture still in progress is the recording's last.
    mutating func finish(notice: String?) {
        if let last = open, !known(last.serial) { pending.append((last, .recordingEnded, lastFrameTime)) }
        open = nil
        handOn(below: Int.max)
        self.notice = notice
    }

    private func known(_ serial: Int) -> Bool {
        serial <= handedThrough || pending.contains { $0.record.serial == serial }
    }

    private mutating func handOn(below bound: Int) {
        pending.sort { $0.record.serial < $1.record.serial }
        while let first = pending.first, first.record.serial < bound {
            pending.removeFirst()
            handedThrough = max(handedThrough, first.record.serial)
            // A press that never let go is no gesture: there is no release to go on from.
            if first.ending != .rest, first.record.rerun(under: first.record.parameters).trace.release == nil {
                if first.ending == .recordingEnded { endsHeld = true }
                continue
            }
            guard first.record.pressedScrollView else { continue }
            count += 1
            each(Gesture(number: count, record: first.record, ending: first.ending, endTime: first.end))
        }
    }

    /// `--gesture N` (1-based; nil: the last) checked against the `count` gestures found.
    static func number(_ n: Int?, count: Int, file: String) throws(ExitFailure) -> Int {
        guard let n else { return count }
        guard count > 0, (1...count).contains(n) else {
            let has =
                count == 0
                ? "has no gesture"
                : count == 1 ? "has 1 gesture (use --gesture 1)" : "has \(count) gestures (use 1 to \(count))"
            throw ExitFailure.badInput("--gesture \(n): \(file) \(has)")
        }
        return n
    }

    /// Opens a recording for one streaming pass, as `compare` and `diff` read it.
    static func open(_ path: String) throws(ExitFailure) -> ReplayStream {
        do {
            return try ReplayReader().stream(path: path)
        } catch {
            throw ExitFailure.badInput(error.description)
        }
    }
}
