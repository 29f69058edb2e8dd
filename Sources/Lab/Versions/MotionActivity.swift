import Motion
import PlaygroundCore

/// What a session's inputs set moving, as the kinds of motion a `PhysicsChange` names (those
/// inputs start: a drag, a release, the wheel, a settle by a key, a lost pointer or a resize): fed
/// each input of a replay in order, it answers "what was happening" where a checkpoint first
/// differs.
///
/// A press is a drag only once the pointer has moved past `clickSlop` from where it went down;
/// one released before that is a click (a tap on an item, a press that stops a motion), which
/// moves content only as a settle does.
///
/// A gesture's kinds last until the next one starts (a flick's glide, snap and edge go on for
/// frames without input), and everything since the last checkpoint that matched counts, since a
/// difference shows at the first checkpoint after the motion that made it.
public struct MotionActivity: Hashable, Sendable {
    /// The kinds of the gesture in force: the last press, wheel or key and what it led to.
    public private(set) var gesture: Set<PhysicsChange.Kind> = []
    /// Every kind since the last matching checkpoint.
    public private(set) var sinceCheckpoint: Set<PhysicsChange.Kind> = []
    /// Where the pointer went down, while it is down.
    private var press: Point?
    private var dragged = false

    /// pt: the smallest touch slop any version used (3 pt before 0.2.0; UIKit's 10 pt, Android's
    /// 8 dp and Flutter's 18 px since). A press that stays within it is no drag in any version,
    /// so no change to drags or releases can have shown in it.
    public static let clickSlop = 3.0

    public init() {}

    /// What was happening: the gesture in force and whatever else ran since the last match.
    public var kinds: Set<PhysicsChange.Kind> { gesture.union(sinceCheckpoint) }

    public mutating func observe(_ input: Input) {
        switch input {
        case .pointerPressed(let p, _, _):
            // A press stops what moved (and may carry its speed into the next fling); it is a
            // drag once it moves past the slop.
            press = p
            dragged = false
            start([])
        case .pointerMoved(let p, _):
            moved(to: p)
        case .pointerReleased(let p, _, _):
            guard press != nil else { return }
            moved(to: p)
            press = nil
            add(dragged ? [.release] : [.settle])
        case .pointerExited, .focusChanged:
            if press != nil { add([.settle]) }
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

    /// The pointer at `p`: a press that leaves the slop becomes a drag for good.
    private mutating func moved(to p: Point) {
        guard let origin = press else { return }
        let (dx, dy) = (p.x - origin.x, p.y - origin.y)
        if !dragged, dx * dx + dy * dy > Self.clickSlop * Self.clickSlop { dragged = true }
        if dragged { add([.drag]) }
    }

    private mutating func start(_ kinds: Set<PhysicsChange.Kind>) {
        gesture = kinds
        sinceCheckpoint.formUnion(kinds)
    }

    private mutating func add(_ kinds: Set<PhysicsChange.Kind>) {
        gesture.formUnion(kinds)
        sinceCheckpoint.formUnion(kinds)
    }
}
