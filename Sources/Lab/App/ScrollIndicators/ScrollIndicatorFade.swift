import Motion
import PlaygroundCore

/// When a scroll indicator shows: fully while the content moves or a finger holds it after
/// moving it, then fading out over `duration` from the frame it is seen at rest, as UIKit's
/// does. Fed one inspector snapshot a frame with the demo's time, so the fade is a function of
/// the frames a session ran (a replay fades exactly as the take did) and never of a clock.
public struct ScrollIndicatorFade: Sendable {
    /// How long the fade-out lasts, µs.
    public static let duration: Int64 = 300_000

    /// The offset and viewport at the last snapshot, to see the content move between frames.
    private var last: (offset: Double, viewport: Rect)?
    /// The content moved and has not come to rest since (a held drag still counts as moving).
    public private(set) var engaged = false
    /// When it was last seen at rest after moving; nil while engaged or before anything moved.
    public private(set) var restedAt: Int64?

    public init() {}

    /// Takes the frame's snapshot (nil: nothing scrolls, the indicator goes at once).
    public mutating func observe(_ snapshot: InspectorSnapshot?, at time: Int64) {
        guard let snapshot else {
            self = ScrollIndicatorFade()
            return
        }
        defer { last = (snapshot.offset, snapshot.viewportFrame) }
        // A relayout (a resize, a lane opening) moves the offset without anyone scrolling.
        let moved = last.map { $0.offset != snapshot.offset && $0.viewport == snapshot.viewportFrame } ?? false
        let running = ["decelerating", "bouncing", "animating"].contains(snapshot.phase)
        // A finger (or a wheel gesture) that moved the content keeps the indicator up while it
        // holds it, even still.
        let tracking = snapshot.phase == "tracking" && (moved || engaged)
        if running || tracking {
            engaged = true
            restedAt = nil
        } else if moved || engaged {
            // At rest from this frame on (a last step onto the rest, or a jump, still shows).
            engaged = false
            restedAt = time
        }
    }

    /// 1 while engaged, falling linearly to 0 over `duration` after rest, 0 before any motion.
    public func opacity(at time: Int64) -> Double {
        if engaged { return 1 }
        guard let restedAt else { return 0 }
        return min(1, max(0, 1 - Double(time - restedAt) / Double(Self.duration)))
    }

    /// Still fading at `time`: the host must keep running frames though nothing else moves.
    public func isFading(at time: Int64) -> Bool {
        guard !engaged, let restedAt else { return false }
        return time - restedAt < Self.duration
    }
}
