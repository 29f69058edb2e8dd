import RealModule

/// The numbers and drag-time rules of Flutter's `BouncingScrollPhysics` (iOS-style scrolling,
/// `packages/flutter/lib/src/widgets/scroll_physics.dart`, flutter/flutter master of 2025, the
/// version that also has `SmoothScrollSimulation`), with `ScrollDecelerationRate.normal`.
/// Lengths are logical pixels, which are points here (1 pt = 1 px).
///
/// The release itself is `FlutterBouncingSimulation`.
///
/// How Flutter carries momentum into a repeated fling (read from `scroll_position_with_single_context.dart`
/// and `ScrollDragController` in `scroll_activity.dart`):
/// 1. A pointer that goes down while the view scrolls makes `hold()` record the running
///    activity's velocity (the ballistic simulation's `dx`; 0 if it was idle or dragging).
/// 2. When that pointer's drag starts, `drag()` creates the `ScrollDragController` with
///    `carriedVelocity = carriedMomentum(heldVelocity)`; any other activity in between (a tap
///    that only cancels the hold, which goes ballistic with 0) resets the held velocity to 0.
/// 3. The controller keeps the momentum only if that is non-zero, and loses it for good on a
///    drag update that does not move (delta exactly 0) when no timestamp is given or more than
///    `momentumRetainStationaryDuration` (20 ms) has passed since the last update that moved.
/// 4. At drag end the fling velocity (0 unless the recognizer saw a fling: faster than
///    `minFlingVelocity`, farther than the touch slop, then clamped to ±8000) gets the carried
///    velocity added, only if both have the same sign and the fling is faster than
///    `momentumRetainVelocityThresholdFactor` (0.5) × |carried|: `CarriedMomentum`, which UIKit
///    shares.
///    The sum is not clamped again, so it can exceed 8000.
public enum FlutterBouncingPhysics {
    /// `BouncingScrollSimulation`'s friction drag per second: UIKit's 0.998 per ms to the 1000th
    /// (0.998¹⁰⁰⁰ ≈ 0.1351, rounded to 0.135 in the source).
    public static let frictionDrag = 0.135
    /// `BouncingScrollSimulation.maxSpringTransferVelocity`, pt/s.
    public static let maxSpringTransferVelocity = 5000.0
    /// `BouncingScrollPhysics.minFlingVelocity` = 2 × `kMinFlingVelocity`: the glide
    /// decelerates slowly, so a flick must be more deliberate than on Android.
    public static let minFlingVelocity = 2 * FlutterScrolling.minFlingVelocity
    /// `dragStartDistanceMotionThreshold`, pt: after a stop, a drag must move this far before the
    /// content follows (against the small motion of lifting a finger).
    public static let dragStartDistanceMotionThreshold = 3.5
    /// `ScrollDragController.motionStoppedDurationThreshold`, µs: a drag that stands still longer
    /// than this must break `dragStartDistanceMotionThreshold` again.
    public static let motionStoppedDuration: Int64 = 50_000
    /// `ScrollDragController._bigThresholdBreakDistance`, pt: a move that breaks the threshold by
    /// more than this is "a very deliberate fling" and moves the content in full.
    public static let bigThresholdBreakDistance = 24.0
    /// `ScrollDragController.momentumRetainStationaryDurationThreshold`, s.
    public static let momentumRetainStationaryDuration = 0.020
    /// `frictionFactor` at zero overscroll for `ScrollDecelerationRate.normal` (0.26 is `.fast`).
    public static let overscrollFrictionScale = 0.52

    /// `BouncingScrollPhysics.frictionFactor`: 0.52·(1 − f)², f the overscroll as a fraction of
    /// the viewport. Quadratic in f, so it falls to 0 at a full viewport of overscroll and rises
    /// again beyond (Flutter does not clamp f).
    public static func frictionFactor(_ overscrollFraction: Double) -> Double {
        let f = overscrollFraction.isNaN ? 0 : overscrollFraction
        return overscrollFrictionScale * (1 - f) * (1 - f)
    }

    /// `BouncingScrollPhysics.applyPhysicsToUserOffset` in Flutter's own convention: for a pointer
    /// move of `pointerDelta` along the axis (positive towards the end of the screen, so the
    /// offset decreases), the amount Flutter subtracts from the offset, when the content is
    /// `overscrollPastStart` before the leading edge or `overscrollPastEnd` beyond the trailing
    /// one (pt, ≥ 0; negatives read as 0), in a viewport of `viewport` pt along the axis.
    ///
    /// In range the delta applies unchanged (even one that crosses the edge). Out of range, with o
    /// the larger overscroll:
    /// - pulling further out: γ = frictionFactor(o / viewport);
    /// - easing back in (pointer moving up before the start, down past the end): γ =
    ///   frictionFactor((o − |delta|) / viewport), less resistance;
    /// - applied = |delta|·γ while |delta| < o/γ, else o + (|delta| − o/γ): `_applyFriction` caps
    ///   the resisted part at o and passes the rest through 1:1, in both directions.
    ///
    /// A viewport below 1 pt (or NaN) is read as 1 pt; non-finite inputs give finite results.
    public static func userOffset(
        pointerDelta: Double, overscrollPastStart: Double, overscrollPastEnd: Double, viewport: Double
    ) -> Double {
        let delta = Sanitize.position(pointerDelta)
        let pastStart = max(Sanitize.position(overscrollPastStart), 0)
        let pastEnd = max(Sanitize.position(overscrollPastEnd), 0)
        let viewport = viewport.isNaN ? 1 : clamp(viewport, 1...Sanitize.maxPosition)
        guard delta != 0, pastStart > 0 || pastEnd > 0 else { return delta }
        let overscroll = max(pastStart, pastEnd)
        let magnitude = abs(delta)
        let easing = (pastStart > 0 && delta < 0) || (pastEnd > 0 && delta > 0)
        let gamma = frictionFactor((easing ? overscroll - magnitude : overscroll) / viewport)
        let applied: Double
        // γ is 0 exactly at one viewport of overscroll: then nothing is resisted (o/γ = ∞).
        if gamma > 0, magnitude >= overscroll / gamma {
            applied = overscroll + (magnitude - overscroll / gamma)
        } else {
            applied = magnitude * gamma
        }
        return delta < 0 ? -applied : applied
    }
}
