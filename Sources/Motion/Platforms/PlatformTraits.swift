/// What a platform's free glide and its edge are, in the terms another platform's primitives are
/// chosen by: an export asks these, never which platform ran, so a new platform answers them once
/// in its home (`PlatformScrolling.traits`) and every printer follows.
public struct PlatformTraits: Hashable, Sendable {
    /// What a release left alone runs.
    public enum Glide: Hashable, Sendable {
        /// UIKit's decay at the tuned deceleration rate (`ScrollPhysics.decelerationRate`): what
        /// a `FrictionSimulation` or a matched `OverScroller` friction reproduces.
        case tunedDeceleration
        /// Android's `OverScroller` spline at `ViewConfiguration`'s friction.
        case overScroller
        /// Flutter's `BouncingScrollSimulation` friction (UIKit's normal rate, Flutter's own).
        case friction
        /// Flutter's `ClampingScrollSimulation`.
        case clampingFling
    }

    /// What the content does at an edge of its range.
    public enum Edge: Hashable, Sendable {
        /// It overscrolls and comes back on the tuned bounce spring (`ScrollPhysics.bounce`).
        case tunedBounce
        /// It overscrolls and comes back on the platform's own spring.
        case ownSpring
        /// It stops there (the edge glows or stretches instead).
        case stops
    }

    public var glide: Glide
    public var edge: Edge

    public init(glide: Glide, edge: Edge) {
        self.glide = glide
        self.edge = edge
    }

    /// Whether the content overscrolls and springs back at an edge (iOS-style), rather than stopping.
    public var bounces: Bool {
        switch edge {
        case .tunedBounce, .ownSpring: true
        case .stops: false
        }
    }
}
