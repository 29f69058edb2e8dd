import Lab
import Motion
import PlaygroundCore

/// What the replay window's timeline shows in gestures: every press → release → rest of the
/// recording, and the content's offset and velocity over the whole file. Built during the one
/// headless pass that indexes the file (`ReplaySeeker.buildIndex`): `willStep` sees each frame's
/// inputs against the session before the frame, `didStep` the session after it.
public struct GestureTimeline: Hashable, Sendable {
    public private(set) var gestures: [RecordedGesture] = []
    /// The shown demo's scroll offset (points) after each frame.
    public private(set) var offset: MotionTrack
    /// Its velocity (points per second) after each frame.
    public private(set) var velocity: MotionTrack

    /// The gesture still waiting for its release or its rest.
    private var open: Int?
    /// This frame's first key or wheel input (session µs): where a gesture it takes over ends.
    private var keyTime: Int64?
    /// The tuning session's last gesture as last seen, to notice one cut by a key.
    private var lastSerial: Int?
    /// Fingers down together are one gesture, as the app makes them (`PointerFocus`).
    private var focus = PointerFocus()

    /// - Parameter columnCount: the tracks' resolution: the track's width in pixels.
    public init(start: Int64, end: Int64, columnCount: Int) {
        offset = MotionTrack(start: start, end: end, columnCount: columnCount)
        velocity = MotionTrack(start: start, end: end, columnCount: columnCount)
    }

    /// An empty timeline for `replay`, filled by `willStep` / `didStep` / `finish`.
    public init(replay: Replay, columnCount: Int) {
        self.init(
            start: replay.frames.first?.frame.time ?? 0, end: replay.frames.last?.frame.time ?? 0,
            columnCount: columnCount)
    }

    /// Before the session steps the frame that makes `position` frames stepped. A press counts
    /// where the app hands it to the demo: inside the demo's area with no help page over it.
    public mutating func willStep(_ app: PlaygroundApp, inputs: [TimedInput], position: Int) {
        keyTime = inputs.first { TuningSession.mayStartMotion($0.input) }?.time
        for timed in inputs {
            guard let input = focus.route(timed.input) else { continue }
            switch input {
            case .pointerPressed(let p, .left, _) where app.demoHitArea.contains(p) && !app.showsHelp:
                if let i = open { close(i, at: timed.time, as: gestures[i].release == nil ? .held : .interrupted) }
                gestures.append(
                    RecordedGesture(
                        number: gestures.count + 1, press: timed.time, pressPosition: position, pressPoint: p,
                        end: timed.time, ending: .held))
                open = gestures.count - 1
            case .pointerReleased(_, .left, _):
                if let i = open, gestures[i].release == nil {
                    gestures[i].release = timed.time
                    gestures[i].ending = .moving
                }
            default:
                break
            }
        }
    }

    /// After the frame: the tracks' samples, and the rest of a released gesture, which is the
    /// first frame whose inspector snapshot says idle (a demo without one rests at once). A key
    /// or the wheel that starts another motion while it moves (Home mid-glide) ends it there, as
    /// the next press would: the tuning session says so (`CompletedGesture.cutAt`).
    public mutating func didStep(_ app: PlaygroundApp, frame: Frame) {
        let snapshot = app.currentDemo.inspector
        if let s = snapshot {
            offset.record(s.offset, at: frame.time)
            velocity.record(s.velocity, at: frame.time)
        }
        let last = app.tuning.lastGesture
        let newlyCut = last?.cutAt != nil && last?.record.serial != lastSerial
        lastSerial = last?.record.serial
        if newlyCut, let i = open, gestures[i].release != nil {
            close(i, at: keyTime ?? frame.time, as: .interrupted)
        }
        if let i = open {
            gestures[i].end = frame.time
            if gestures[i].release != nil, snapshot.map({ $0.phase == ScrollPhase.idle.name }) ?? true {
                gestures[i].rest = frame.time
                close(i, at: frame.time, as: .rest)
            }
        }
    }

    /// At the end of the file: an open gesture ends with it (held, or still moving).
    public mutating func finish() {
        if let i = open {
            gestures[i].end = max(gestures[i].end, offset.end)
            open = nil
        }
    }

    private mutating func close(_ i: Int, at time: Int64, as ending: RecordedGesture.Ending) {
        gestures[i].end = time
        gestures[i].ending = ending
        open = nil
    }

    /// The first gesture pressed after `position` frames stepped, and the last one before.
    public func gesture(after position: Int) -> RecordedGesture? { gestures.first { $0.pressPosition > position } }
    public func gesture(before position: Int) -> RecordedGesture? { gestures.last { $0.pressPosition < position } }
}
