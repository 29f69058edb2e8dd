/// What a session's inputs set moving, as the kinds of motion a `PhysicsChange` names (those
/// inputs start: a drag, a release, the wheel, a settle by a key, a lost pointer or a resize): fed
/// each input of a replay in order, it answers "what was happening" where a checkpoint first
/// differs.
///
/// A gesture's kinds last until the next one starts (a flick's glide, snap and edge go on for
/// frames without input), and everything since the last checkpoint that matched counts, since a
/// difference shows at the first checkpoint after the motion that made it.
public struct MotionActivity: Hashable, Sendable {
    /// The kinds of the gesture in force: the last press, wheel or key and what it led to.
    public private(set) var gesture: Set<PhysicsChange.Kind> = []
    /// Every kind since the last matching checkpoint.
    public private(set) var sinceCheckpoint: Set<PhysicsChange.Kind> = []
    private var pressed = false

    public init() {}

    /// What was happening: the gesture in force and whatever else ran since the last match.
    public var kinds: Set<PhysicsChange.Kind> { gesture.union(sinceCheckpoint) }

    public mutating func observe(_ input: Input) {
        switch input {
        case .pointerPressed:
            // A press stops what moved (and may carry its speed into the next fling).
            pressed = true
            start([.drag])
        case .pointerMoved:
            if pressed { add([.drag]) }
        case .pointerReleased:
            guard pressed else { return }
            pressed = false
            add([.release])
        case .pointerExited, .focusChanged:
            if pressed { add([.settle]) }
        case .wheelScrolled:
            if !gesture.contains(.wheel) { start([]) }
            add([.wheel])
        case .keyPressed:
            start([.settle])
        case .viewportResized:
            add([.settle])
        case .keyReleased, .parameterChanged, .sceneReloaded, .sceneReadFailed:
            break
        }
    }

    /// A checkpoint matched: what ran before it is accounted for, except the gesture still in force.
    public mutating func checkpointMatched() { sinceCheckpoint = gesture }

    private mutating func start(_ kinds: Set<PhysicsChange.Kind>) {
        gesture = kinds
        sinceCheckpoint.formUnion(kinds)
    }

    private mutating func add(_ kinds: Set<PhysicsChange.Kind>) {
        gesture.formUnion(kinds)
        sinceCheckpoint.formUnion(kinds)
    }
}
