import Motion

/// One roll, from the timer's fire to the completion, as closed forms of the time since it
/// started. It snapshots the style and timings it began with, so changing them mid-roll (or
/// pausing, which only stops the timer) lets the running animation finish as UIKit would.
public struct Roll: Hashable, Sendable {
    /// When the timer fired (µs).
    public var start: Int64
    public var style: RollingStyle
    /// animationDuration (µs).
    public var duration: Int64
    public var fadeTranslationY: Double
    public var spaceOfItem: Double
    /// The row rolling out and the row rolling in.
    public var fromIndex: Int
    public var toIndex: Int

    /// Seed, fadeTimeHandler: the position animations wait 0.1 s (`delay:0.1`, duration − 0.1).
    public static let fadeMoveDelay: Int64 = 100_000
    /// Seed, fadeTimeHandler: `dispatch_after(animationDuration − 0.07)` starts the next cell
    /// while the current one is still fading, so the two overlap.
    public static let fadeNextLead: Int64 = 70_000
    /// Seed, scaleYTimeHandler: `CGAffineTransformMakeScale(1, 0.01)`.
    public static let scaleYEnd = 0.01

    /// When the next cell's fade-in begins (µs after `start`): the seed's showNext.
    public var fadeNextStart: Int64 { duration - Self.fadeNextLead }

    /// When the completion block runs, in session µs. Fade ends with showNext's position
    /// animation: (duration − 0.07) + 0.1 + (duration − 0.1).
    public var end: Int64 {
        switch style {
        case .default, .scaleY: start + duration
        case .fade: start + fadeNextStart + duration
        }
    }

    /// Seconds since `offset` µs after the start, divided by `length` µs, clamped to 0...1.
    private func progress(at time: Int64, after offset: Int64, over length: Int64) -> Double {
        guard length > 0 else { return time - start >= offset ? 1 : 0 }
        return clamp(Double(time - start - offset) / Double(length), 0...1)
    }

    /// The outgoing cell at `time` in a view `height` points tall.
    public func outgoingPose(at time: Int64, height h: Double) -> CellPose {
        switch style {
        case .default:
            let p = Easing.easeInOut(progress(at: time, after: 0, over: duration))
            return CellPose(y: lerp(0, -h - spaceOfItem, p), height: h)
        case .fade:
            // Alpha: ease-out over the whole duration; position: linear after the 0.1 s delay.
            let fade = Easing.easeOut(progress(at: time, after: 0, over: duration))
            let move = Easing.linear(progress(at: time, after: Self.fadeMoveDelay, over: duration - Self.fadeMoveDelay))
            return CellPose(y: lerp(0, -fadeTranslationY, move), height: h, alpha: 1 - fade)
        case .scaleY:
            // Frame → (0, 0, w, 0) and transform → scale(1, 0.01) in one UIView (ease-in-out) block.
            let p = Easing.easeInOut(progress(at: time, after: 0, over: duration))
            return CellPose(y: 0, height: lerp(h, 0, p), scaleY: lerp(1, Self.scaleYEnd, p))
        }
    }

    /// The incoming cell at `time` in a view `height` points tall.
    public func incomingPose(at time: Int64, height h: Double) -> CellPose {
        switch style {
        case .default, .scaleY:
            let p = Easing.easeInOut(progress(at: time, after: 0, over: duration))
            return CellPose(y: lerp(h + spaceOfItem, 0, p), height: h)
        case .fade:
            // showNext: alpha with UIView's default curve over the duration, position linear
            // from fadeTranslationY after 0.1 s, both from (duration − 0.07).
            let fade = Easing.easeInOut(progress(at: time, after: fadeNextStart, over: duration))
            let move = Easing.linear(
                progress(
                    at: time, after: fadeNextStart + Self.fadeMoveDelay,
                    over: duration - Self.fadeMoveDelay))
            return CellPose(y: lerp(fadeTranslationY, 0, move), height: h, alpha: fade)
        }
    }
}
