import Motion

/// One gesture found in a recording: a left press on the demo, its release, and the first frame
/// after the release at which the demo's scroll view reports rest. Times are the recorded
/// session times (µs) the timeline maps to x; positions count frames stepped, as `ReplaySeeker`
/// does, so a jump shows the frame the press happened in.
public struct RecordedGesture: Hashable, Sendable {
    /// How the gesture ended, as far as the recording shows it.
    public enum Ending: String, Hashable, Sendable {
        /// Released and came to rest.
        case rest
        /// Released, then pressed again (or taken over by a key or the wheel: Home mid-glide)
        /// before it came to rest.
        case interrupted
        /// Released and still moving when the recording ends.
        case moving
        /// Never released before the end: the finger was still down.
        case held
    }

    /// 1 for the first gesture of the file.
    public var number: Int
    public var press: Int64
    /// Frames stepped once the press's frame has been played.
    public var pressPosition: Int
    /// Where the press landed, in window points.
    public var pressPoint: Point
    public var release: Int64?
    public var rest: Int64?
    /// Where the gesture's band ends: its rest, the next press, the key that took over, or the
    /// end of the recording.
    public var end: Int64
    public var ending: Ending

}
