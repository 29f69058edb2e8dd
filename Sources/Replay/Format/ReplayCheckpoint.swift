import PlaygroundCore

/// What the session looked like right after a frame: a checkpoint line or the end line.
public struct ReplayCheckpoint: Hashable, Sendable {
    /// The index of the frame this follows; nil only for the end line of a session that
    /// never stepped a frame.
    public var frame: Int?
    /// The demo shown at that point (the one `state` belongs to).
    public var demo: String
    /// `StateDigest.hex`, 16 lowercase hex digits.
    public var digest: String
    /// The current demo's state object, so a mismatch can name the fields that differ.
    public var state: StateValue
    /// The line it was read from (0 when it was not read from a file).
    public var line: Int

    public init(frame: Int?, demo: String, digest: String, state: StateValue, line: Int = 0) {
        self.frame = frame
        self.demo = demo
        self.digest = digest
        self.state = state
        self.line = line
    }
}
