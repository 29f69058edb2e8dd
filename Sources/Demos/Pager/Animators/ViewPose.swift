import Motion
import PlaygroundCore

/// Where an animator puts a child's view at some progress: a transform relative to where the
/// view rests (the container's bounds), its opacity, and how much a black scrim darkens it.
public struct ViewPose: Hashable, Sendable {
    public var transform: Transform
    public var opacity: Double
    /// 0 = untouched, 1 = black.
    public var dimming: Double

    public init(transform: Transform = .identity, opacity: Double = 1, dimming: Double = 0) {
        self.transform = transform
        self.opacity = opacity
        self.dimming = dimming
    }

    public static let identity = ViewPose()

    public static func translated(_ dx: Double) -> ViewPose { ViewPose(transform: .translate(dx, 0)) }
}

/// Both views' poses, and which one draws on top.
public struct TransitionPoses: Hashable, Sendable {
    public var from: ViewPose
    public var to: ViewPose
    public var toOnTop: Bool

    public init(from: ViewPose, to: ViewPose, toOnTop: Bool = true) {
        self.from = from
        self.to = to
        self.toOnTop = toOnTop
    }
}
