import Motion

/// The transform, opacity and clip in force at a point of a draw list, as its push and pop
/// commands leave them, in the list's root coordinates: what the damage comparison and the
/// layout scan (test support, LayoutTestSupport) both need for every primitive they see.
public struct DrawListState {
    public private(set) var transform = Transform.identity
    public private(set) var opacity = 1.0
    /// In root coordinates; nil: no clip.
    public private(set) var clip: Rect?
    private var transforms: [Transform] = []
    private var opacities: [Double] = []
    private var clips: [Rect?] = []

    public init() {}

    /// Applies `command` when it is a transform, opacity or clip push or pop (an unbalanced pop
    /// goes back to the root state) and returns true; returns false for anything else.
    public mutating func apply(_ command: DrawCommand) -> Bool {
        switch command {
        case .pushTransform(let t):
            transforms.append(transform)
            transform = t.then(transform)
        case .popTransform:
            transform = transforms.popLast() ?? .identity
        case .pushOpacity(let o):
            opacities.append(opacity)
            opacity *= o
        case .popOpacity:
            opacity = opacities.popLast() ?? 1
        case .pushClip(let r):
            clips.append(clip)
            let r = transform.apply(r)
            clip = clip.map { $0.intersection(r) } ?? r
        case .popClip:
            clip = clips.popLast() ?? nil
        case .fillRect, .strokeRect, .line, .text, .pushLayer, .popLayer:
            return false
        }
        return true
    }
}
