/// The constants of replay format v2 (docs/replay-format.md).
public enum ReplayFormat {
    /// The header's `format` value.
    public static let name = "motion-playground-replay"
    /// The newest version this build reads and the one it writes. v2 adds a pointer input's
    /// `pointer` (id, kind, pressure, size): fingers, several at once. A v1 file reads as it
    /// always did, its pointer inputs the mouse's.
    public static let version = 2
    /// The first version whose pointer inputs may say which pointer they came from.
    public static let pointersSince = 2
    /// A checkpoint line follows every frame whose index is a positive multiple of this.
    public static let checkpointInterval = 60
    /// Longer lines are refused: nothing the recorder writes comes close, and a cap keeps a
    /// damaged or hostile file from exhausting memory.
    public static let maxLineBytes = 1 << 20

    // Limits that reject numbers no real session produces, so damage is caught early.

    /// |x|, |y| of pointer positions, points.
    public static let maxCoordinate = 1e7
    /// A pointer's id (Android's tracking ids and a browser's `pointerId` are 32-bit).
    public static let maxPointerID = Int(UInt32.max)
    /// A pointer's pressure, normalised (a pen pressed hard may read a little over 1 on Android).
    public static let pressures: ClosedRange<Double> = 0...16
    /// Times (frames and inputs), µs: about 115 days.
    public static let maxTimeMicros: Int64 = 10_000_000_000_000
    /// |dx|, |dy| of one wheel event, notches.
    public static let maxWheel = 1e4
    /// Viewport width and height, points.
    public static let maxViewport = 16384.0
    /// Pixels per point: fractional scales (1.25, 1.5) are real HiDPI settings; below a
    /// quarter a 320-point viewport would be under 80 pixels and text no longer rasterises.
    public static let pixelScales: ClosedRange<Double> = 0.25...16
    public static let maxPixelScale = pixelScales.upperBound
    /// Frame indices.
    public static let maxFrameIndex = 1_000_000_000
    /// Input facts in one frame.
    public static let maxInputsPerFrame = 10_000
    /// Entries in the header's `settings`: the five demos' and up to a few dozen scenes' (a
    /// scene declares 14 parameters and two per item group).
    public static let maxSettings = 65_536
    /// Scenes in a header.
    public static let maxScenes = 256
    /// Bytes of a `scene_read_failed` fact's `problem`: one line for the window, which the
    /// host's longest (a path-free reason with an errno text) is far below.
    public static let maxReadProblemBytes = 1_000
}
