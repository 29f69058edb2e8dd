import RealModule

/// UIKit's deceleration rate in the other platforms' terms (physics.md §1.1, §2.1, §3.1, §3.4;
/// derivations in docs/export-formulas.md). All three exponential models are the same curve,
/// v(t) = v0·e^(−λt), written with different constants:
///
/// - UIKit: rate r per millisecond, λ = −1000·ln r;
/// - Flutter `FrictionSimulation`: drag D, the fraction of velocity kept per second, D = r^1000;
/// - Android `FlingAnimation` / Compose `exponentialDecay`: friction f with acceleration
///   −4.2·f·v, so λ = 4.2·f.
///
/// Android's `OverScroller` is not exponential, so it can only match at one speed: see
/// `OverScrollerFling`.
extension DecelerationRate {
    /// AndroidX DynamicAnimation's `DragForce` constant (`DEFAULT_FRICTION = -4.2f`).
    public static let androidFrictionScale = 4.2

    /// Flutter's `FrictionSimulation` drag: r^1000, computed as e^(−λ) so it is exact for λ.
    public var flutterDrag: Double { Double.exp(-decayConstant) }

    /// `FlingAnimation.setFriction` / `exponentialDecay(frictionMultiplier:)`: λ / 4.2.
    public var androidFlingFriction: Double { decayConstant / Self.androidFrictionScale }

    /// The rate whose glide Flutter's `FrictionSimulation(drag, …)` reproduces.
    public init(flutterDrag drag: Double) {
        self.init(rawValue: Double.exp(Double.log(drag) / 1000))
    }

    /// The rate whose glide Android's `FlingAnimation.setFriction(friction)` reproduces.
    public init(androidFlingFriction friction: Double) {
        self.init(rawValue: Double.exp(-friction * Self.androidFrictionScale / 1000))
    }

    /// Seconds for the speed to halve: ln 2 / λ (0.346 s at `.normal`).
    public var halfLife: Double { Double.log(2) / decayConstant }
}
