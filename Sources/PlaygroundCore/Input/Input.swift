import Motion

/// A fact the host observed, in the past tense, in logical points. What it means (a flick, a
/// snap, a page change) is decided in `step`.
public enum Input: Hashable, Sendable {
    /// A pointer went down (a button, a finger), moved, or came up. `pointer` says which: with
    /// several fingers down, each has its own presses, moves and releases.
    case pointerPressed(Point, button: PointerButton, pointer: Pointer = .mouse)
    case pointerMoved(Point, pointer: Pointer = .mouse)
    case pointerReleased(Point, button: PointerButton, pointer: Pointer = .mouse)
    /// The pointer left the window (or the demo's area).
    case pointerExited
    /// Wheel travel in notches, fractional for trackpads. Positive `dy` means the wheel turned
    /// away from the user (content scrolls towards its top), positive `dx` means rightwards
    /// (content scrolls towards its right end). The host has already undone SDL's "flipped".
    case wheelScrolled(dx: Double, dy: Double)
    case keyPressed(Key, modifiers: Modifiers)
    case keyReleased(Key, modifiers: Modifiers)
    /// The area the receiver draws into changed size (points).
    case viewportResized(Size)
    case focusChanged(Bool)
    /// A parameter was set while running (the tuning panel): `name` is the canonical name,
    /// `value` already passed `ParameterCatalog.validate`. The app applies it; demos never see
    /// it routed to them.
    case parameterChanged(name: String, value: ParameterValue)
    /// Scene `id`'s file was saved while running and now reads `source` (the host read it; the
    /// core never touches files). The app parses it: a good file replaces the scene, a broken
    /// one leaves the last good scene running and shows why. Demos never see it.
    case sceneReloaded(id: String, source: String)
    /// Scene `id`'s file changed but is no scene file any more, so it has no text to parse: not
    /// UTF-8, too big, not a regular file, unreadable, gone. `problem` says which, for the
    /// window (`not UTF-8 text; save it as UTF-8 JSON`); the last good scene keeps running and
    /// shows it as it shows a broken save. Demos never see it.
    case sceneReadFailed(id: String, problem: String)
}

extension Input {
    /// The pointer a pointer input came from; nil for every other input.
    public var pointer: Pointer? {
        switch self {
        case .pointerPressed(_, _, let pointer), .pointerMoved(_, let pointer), .pointerReleased(_, _, let pointer):
            pointer
        case .pointerExited, .wheelScrolled, .keyPressed, .keyReleased, .viewportResized, .focusChanged,
            .parameterChanged, .sceneReloaded, .sceneReadFailed:
            nil
        }
    }
}

/// An input with the session time (µs) at which it happened.
public struct TimedInput: Hashable, Sendable {
    public var time: Int64
    public var input: Input

    public init(time: Int64, _ input: Input) {
        self.time = time
        self.input = input
    }
}

/// A mouse button, stored by name in replay files.
public enum PointerButton: String, Hashable, Sendable, CaseIterable {
    case left, middle, right
}
