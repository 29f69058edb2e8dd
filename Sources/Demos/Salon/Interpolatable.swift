/// A value an animation can blend: `progress` 0 is `self`, 1 is `other` (overshoot allowed).
protocol Interpolatable: Hashable, Sendable {
    func interpolated(to other: Self, _ progress: Double) -> Self
}
