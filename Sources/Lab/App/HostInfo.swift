/// What the host reports for the HUD. Not part of any digest: it describes this machine.
public struct HostInfo: Hashable, Sendable {
    public var rendererName: String
    public var vsync: Bool
    public var textCacheHits: Int
    public var textCacheMisses: Int
    /// CPU time of the previous frame (step + draw + render), µs.
    public var lastFrameMicros: Int64
    /// A line the host wants shown (recording, replay progress), or nil.
    public var banner: String?
    /// While recording: what the footer shows in red, e.g. "● REC 0:12".
    public var recording: String?

    public init(
        rendererName: String = "none", vsync: Bool = false, textCacheHits: Int = 0,
        textCacheMisses: Int = 0, lastFrameMicros: Int64 = 0, banner: String? = nil, recording: String? = nil
    ) {
        self.rendererName = rendererName
        self.vsync = vsync
        self.textCacheHits = textCacheHits
        self.textCacheMisses = textCacheMisses
        self.lastFrameMicros = lastFrameMicros
        self.banner = banner
        self.recording = recording
    }
}
