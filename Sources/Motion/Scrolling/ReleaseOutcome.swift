/// What a pointer release turned out to be.
public enum ReleaseOutcome: String, Hashable, Sendable {
    /// Press and release without a drag while nothing was moving: the caller may treat it
    /// as a tap on whatever is under the pointer.
    case tap
    /// The press stopped a moving scroll and the pointer did not drag: not a tap.
    case caught
    /// The pointer dragged the content.
    case dragged
}
