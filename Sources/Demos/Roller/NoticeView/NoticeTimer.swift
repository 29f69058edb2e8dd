/// The seed's repeating NSTimer (interval stayInterval + animationDuration) as data: when it
/// fires next, in session µs. Firing is an event the roller processes at its exact time, so a
/// roll starts at the same instant whatever the frame rate.
public enum NoticeTimer: Hashable, Sendable {
    /// No timer: fewer than two rows (the seed returns before scheduling one).
    case off
    /// Fires at `nextFire`, then every period after it.
    case scheduled(nextFire: Int64)
    /// `setFireDate:distantFuture`: the timer exists but will not fire until proceeded.
    case paused

    public var nextFire: Int64? {
        switch self {
        case .scheduled(let t): t
        case .off, .paused: nil
        }
    }
}
