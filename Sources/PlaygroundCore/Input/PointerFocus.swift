import Motion

/// Several fingers down at once, made into the one gesture a scroll view follows. The finger
/// that went down last leads (RecyclerView takes a new pointer at ACTION_POINTER_DOWN, Flutter's
/// drag recognizers follow the latest pointer), and when the leader lifts, the one pressed most
/// recently of those still down takes over; so the gesture ends with the last finger to lift,
/// and its samples are what each platform's tracker reads at the release.
///
/// Where the lead changes the gesture goes on from where it was, as RecyclerView re-anchors its
/// last touch on the new pointer: the new finger's moves are shifted by the distance between
/// the two, so the content never jumps. Every finger but the leader is held back. The mouse, and
/// a pen or finger that hovers with nothing down, pass through untouched.
public struct PointerFocus: Hashable, Sendable {
    private struct Contact: Hashable, Sendable {
        var pointer: Pointer
        /// Where it last was, unshifted.
        var at: Point
    }

    /// The contacts down, in the order they went down.
    private var down: [Contact] = []
    /// What the leader's position is shifted by.
    private var shift = Point.zero

    public init() {}

    /// Whether any finger (or pen) is down.
    public var isTracking: Bool { !down.isEmpty }

    /// The input the one gesture sees for `input`, or nil when it changes nothing there (another
    /// finger's press, move or lift).
    public mutating func route(_ input: Input) -> Input? {
        switch input {
        case .pointerPressed(let p, _, let pointer):
            guard pointer != .mouse else { return input }
            guard let leader = down.last else {
                down = [Contact(pointer: pointer, at: p)]
                shift = .zero
                return input
            }
            guard index(of: pointer) == nil else { return nil }
            shift = leader.at + shift - p
            down.append(Contact(pointer: pointer, at: p))
            return nil
        case .pointerMoved(let p, let pointer):
            guard pointer != .mouse, let i = index(of: pointer) else { return down.isEmpty ? input : nil }
            down[i].at = p
            down[i].pointer = pointer
            return i == down.count - 1 ? .pointerMoved(p + shift, pointer: pointer) : nil
        case .pointerReleased(let p, let button, let pointer):
            guard pointer != .mouse else { return input }
            guard let i = index(of: pointer) else { return nil }
            let wasLeader = i == down.count - 1
            let reported = down[i].at + shift
            down.remove(at: i)
            guard let leader = down.last else { return .pointerReleased(p + shift, button: button, pointer: pointer) }
            if wasLeader { shift = reported - leader.at }
            return nil
        case .focusChanged(false):
            // No lift will come while the window is unfocused (the app drops its capture too).
            down = []
            return input
        case .pointerExited, .wheelScrolled, .keyPressed, .keyReleased, .viewportResized, .focusChanged,
            .parameterChanged, .sceneReloaded, .sceneReadFailed:
            return input
        }
    }

    private func index(of pointer: Pointer) -> Int? { down.firstIndex { $0.pointer.isSameContact(as: pointer) } }
}
