/// What the HUD shows about the host.
public struct HostStats: Sendable, Hashable {
    public var rendererName: String
    public var vsync: Bool
    public var textCacheHits: Int
    public var textCacheMisses: Int
    public var textCacheEntries: Int
    public var textCacheEvictions: Int
    /// Measured time of the previous frame's step + draw + render, before present (µs).
    public var lastFrameMicros: Int64

    public init(
        rendererName: String, vsync: Bool, textCacheHits: Int = 0, textCacheMisses: Int = 0,
        textCacheEntries: Int = 0, textCacheEvictions: Int = 0, lastFrameMicros: Int64 = 0
    ) {
        self.rendererName = rendererName
        self.vsync = vsync
        self.textCacheHits = textCacheHits
        self.textCacheMisses = textCacheMisses
        self.textCacheEntries = textCacheEntries
        self.textCacheEvictions = textCacheEvictions
        self.lastFrameMicros = lastFrameMicros
    }
}
