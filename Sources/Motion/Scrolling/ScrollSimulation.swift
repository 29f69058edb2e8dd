/// Whatever a scroll view runs on one axis, as one closed-form simulation: what
/// `ScrollPhysics` hands it after a release, for a wheel notch or for a programmatic move. It
/// holds one `ScrollMotionKind` and answers every question with it, so the scroll view never asks
/// which platform's motion it runs.
public struct ScrollSimulation: SimulationChoice, Hashable {
    /// The motion this holds.
    public let motion: any ScrollMotionKind

    public init(_ motion: some ScrollMotionKind) { self.motion = motion }

    public var base: any Simulation { motion }
    public var isFreeGlide: Bool { motion.isFreeGlide }
    public var edge: Double? { motion.edge }
    public func isBouncing(at t: Double) -> Bool { motion.isBouncing(at: t) }
    public func stretch(at t: Double) -> EdgeStretch? { motion.stretch(at: t) }
    public var summary: String { motion.summary }

    /// The motion as a `kind`, nil when it is another kind: what a test or a tool that knows
    /// what it expects reads.
    public func motion<Kind: ScrollMotionKind>(as kind: Kind.Type) -> Kind? { motion as? Kind }

    public static func == (a: Self, b: Self) -> Bool { a.motion.hashableMotion == b.motion.hashableMotion }
    public func hash(into hasher: inout Hasher) { hasher.combine(motion.hashableMotion) }
}
