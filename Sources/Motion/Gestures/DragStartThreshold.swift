/// The content's motion start threshold after a drag begins: Flutter's `ScrollDragController`
/// (`widgets/scroll_activity.dart`, `_adjustForScrollStartThreshold`), which
/// `BouncingScrollPhysics` switches on with `dragStartDistanceMotionThreshold` (3.5 px,
/// "eyeballed" from iOS against the small motion of a finger settling or lifting; flutter#16721).
///
/// Once the recognizer has accepted the drag, the content stays put until the pointer has moved
/// `distance` along the axis; the move that breaks it moves the content by at most `distance`/3
/// (no visible jump), or fully when that move alone is longer than `bigBreakDistance` (a
/// deliberate fling). After a stop of more than `stoppedDuration` (a move that does not move on
/// the axis arriving that long after the last one that did), the threshold applies again. The
/// state is one drag's, on one axis.
public struct DragStartThreshold: Hashable, Sendable {
    /// pt.
    public let distance: Double
    /// `ScrollDragController.motionStoppedDurationThreshold`, µs.
    public let stoppedDuration: Int64
    /// `ScrollDragController._bigThresholdBreakDistance`, pt.
    public let bigBreakDistance: Double

    /// Flutter's `_offsetSinceLastStop`: the pointer travel since the content stopped; nil once
    /// the content moves.
    private var sinceStop: Double? = 0
    /// `_lastNonStationaryTimestamp`, µs.
    private var lastMoving: Int64

    /// A drag that began at `time` (µs; Flutter's `DragStartDetails.sourceTimeStamp`).
    public init(distance: Double, stoppedDuration: Int64, bigBreakDistance: Double, startingAt time: Int64) {
        self.distance = distance
        self.stoppedDuration = stoppedDuration
        self.bigBreakDistance = bigBreakDistance
        lastMoving = time
    }

    /// Whether the content is held (the threshold not yet broken since the last stop).
    public var isHolding: Bool { sinceStop != nil }

    /// The part of a pointer move of `delta` on the axis, at `time` (µs), that the content follows.
    public mutating func adjust(_ delta: Double, at time: Int64) -> Double {
        guard delta != 0 else {
            if sinceStop == nil, time - lastMoving > stoppedDuration { sinceStop = 0 }
            return 0
        }
        lastMoving = time
        guard let held = sinceStop else { return delta }
        let travel = held + delta
        guard abs(travel) > distance else {
            sinceStop = travel
            return 0
        }
        sinceStop = nil
        if abs(delta) > bigBreakDistance { return delta }
        let eased = min(distance / 3, abs(delta))
        return delta < 0 ? -eased : eased
    }
}
