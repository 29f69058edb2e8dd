/// One validated line of a replay file, in file order: what `ReplayParser` hands out and what
/// `ReplayStream` yields, so a reader can keep the lines (`ReplayReader`) or use each one and
/// forget it (the headless player, whose memory then does not grow with the file).
public enum ReplayLine: Hashable, Sendable {
    case header(ReplayHeader)
    case frame(ReplayFrame)
    /// Always for the frame line just before it.
    case checkpoint(ReplayCheckpoint)
    /// The last line: for the last frame (or `frame: nil` when there is none).
    case end(ReplayCheckpoint)
}
