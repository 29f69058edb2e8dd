import Lab
import Motion

/// Random access into a replay: the state after any frame, fast, for the window's timeline
/// (scrub, step back, jump to a checkpoint).
///
/// Stepping is deterministic and the whole session is a value (`PlaygroundApp` and its demos
/// are structs), so a snapshot is just a copy of the app taken after some frame. `buildIndex`
/// plays the file once, keeping a snapshot every `interval` frames and comparing every
/// checkpoint on the way; `seek(to:)` then restores the nearest snapshot at or before the
/// target and re-simulates the frames in between, or simply steps on when the target is just
/// ahead. The result is bit-identical to a straight replay (tests compare digests).
///
/// Memory stays bounded: never more than `capacity` snapshots. When the file would need more,
/// the interval doubles and every other snapshot is dropped, so a long file trades a longer
/// re-simulation (at most `interval - 1` frames) for a fixed number of copies.
public struct ReplaySeeker: Sendable {
    public let replay: Replay
    /// The most snapshots ever held.
    public let capacity: Int
    /// Frames between snapshots; doubles as the file outgrows `capacity`.
    public private(set) var interval: Int
    /// Positions (frames stepped) of the snapshots, ascending; 0, the fresh session, is always one.
    public var snapshotPositions: [Int] { snapshots.map(\.position) }
    /// The session after `position` frames.
    public private(set) var app: PlaygroundApp
    /// Frames stepped: 0 before the first frame, `frameCount` after the last.
    public private(set) var position = 0
    /// Frames played by `buildIndex` so far.
    public private(set) var indexed = 0
    /// Each compared checkpoint (and the end line) by the position it follows: true when it matched.
    public private(set) var checkpointResults: [Int: Bool] = [:]
    /// Every mismatch, in frame order.
    public private(set) var mismatches: [ReplayMismatch] = []
    /// Frames stepped by the last `seek` (0 when it restored a snapshot exactly).
    public private(set) var lastSeekSteps = 0
    /// The recording's gestures and offset / velocity tracks, filled by `buildIndex`.
    public private(set) var timeline: GestureTimeline

    private var snapshots: [(position: Int, app: PlaygroundApp)]

    /// - Parameters:
    ///   - capacity: the most snapshots kept (at least 2).
    ///   - interval: frames between snapshots to start with (it doubles as needed).
    public init(replay: Replay, capacity: Int = 256, interval: Int = 60) throws(ReplayError) {
        precondition(capacity >= 2 && interval >= 1, "a seeker needs room for two snapshots and a positive interval")
        self.replay = replay
        self.capacity = capacity
        self.interval = interval
        app = try ReplayCursor(replay).startSession()
        snapshots = [(0, app)]
        timeline = GestureTimeline(replay: replay, columnCount: 1)
    }

    public var frameCount: Int { replay.frames.count }
    public var isIndexed: Bool { indexed == frameCount }
    public var snapshotCount: Int { snapshots.count }

    /// The frame shown at `position` (the last one stepped), nil before the first.
    public var currentFrame: ReplayFrame? { position > 0 ? replay.frames[position - 1] : nil }

    /// Plays the whole file once: snapshots, checkpoint results and the gesture timeline, whose
    /// tracks get `trackColumns` columns (the strip's track width in pixels). `progress` gets
    /// (played, total).
    public mutating func buildIndex(trackColumns: Int = 1024, progress: ((Int, Int) -> Void)? = nil) {
        var cursor = ReplayCursor(replay)
        var session = snapshots[0].app
        timeline = GestureTimeline(replay: replay, columnCount: max(1, trackColumns))
        while let (frame, inputs) = cursor.next() {
            timeline.willStep(session, inputs: inputs, position: cursor.position)
            session.step(frame, inputs: inputs)
            timeline.didStep(session, frame: frame)
            for (_, mismatch) in cursor.check(session, after: frame) {
                checkpointResults[cursor.position] = (checkpointResults[cursor.position] ?? true) && mismatch == nil
                if let mismatch { mismatches.append(mismatch) }
            }
            if cursor.position % interval == 0 { keep(session, at: cursor.position) }
            progress?(cursor.position, frameCount)
        }
        timeline.finish()
        indexed = frameCount
        if let end = replay.end, frameCount == 0 {
            // A session that never stepped: the end line describes the starting state.
            let mismatch = ReplayCursor.compare(
                end, isEnd: true, digest: session.digest().hex, app: session, recordedWith: replay.header.appVersion,
                activity: MotionActivity())
            checkpointResults[0] = mismatch == nil
            if let mismatch { mismatches.append(mismatch) }
        }
    }

    private mutating func keep(_ session: PlaygroundApp, at position: Int) {
        snapshots.append((position, session))
        if snapshots.count > capacity {
            interval *= 2
            snapshots.removeAll { $0.position % interval != 0 }
        }
    }

    /// Makes `app` the session after `target` frames (clamped to 0...frameCount).
    public mutating func seek(to target: Int) {
        let target = min(max(0, target), frameCount)
        lastSeekSteps = 0
        guard target != position else { return }
        let base = nearestSnapshot(atOrBefore: target)
        // Stepping on from where we are is cheaper when no snapshot lies between here and there.
        if !(position < target && position >= snapshots[base].position) {
            app = snapshots[base].app
            position = snapshots[base].position
        }
        while position < target {
            let f = replay.frames[position]
            app.step(f.frame, inputs: f.inputs)
            position += 1
            lastSeekSteps += 1
        }
    }

    /// One frame on (false at the end).
    @discardableResult
    public mutating func stepForward() -> Bool {
        guard position < frameCount else { return false }
        seek(to: position + 1)
        return true
    }

    private func nearestSnapshot(atOrBefore target: Int) -> Int {
        var low = 0
        var high = snapshots.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if snapshots[mid].position <= target { low = mid } else { high = mid - 1 }
        }
        return low
    }

    // MARK: - Time and markers

    /// The recorded time shown at `position` (the first frame's time before it).
    public func time(at position: Int) -> Int64 {
        guard frameCount > 0 else { return 0 }
        return replay.frames[min(max(position, 1), frameCount) - 1].frame.time
    }

    /// The last position whose frame time is at or before `time` (at least 1 when there are frames).
    public func position(atTime time: Int64) -> Int {
        guard frameCount > 0 else { return 0 }
        var low = 1
        var high = frameCount
        while low < high {
            let mid = (low + high + 1) / 2
            if replay.frames[mid - 1].frame.time <= time { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// Positions just after each checkpoint (green or red on the timeline), ascending.
    public var markers: [Int] { checkpointResults.keys.sorted() }
    /// Positions just after a checkpoint that did not match.
    public var mismatchMarkers: [Int] { checkpointResults.filter { !$0.value }.keys.sorted() }

    public func marker(before position: Int) -> Int? { markers.last { $0 < position } }
    public func marker(after position: Int) -> Int? { markers.first { $0 > position } }
}
