import Motion

/// Everything a session starts from; a replay header stores exactly this.
public struct SessionSettings: Hashable, Sendable {
    /// The demo shown first.
    public var demoID: String
    /// The window's size in points (the panel takes its share).
    public var viewport: Size
    /// Pixels per point (2 on HiDPI); drawing only, never behaviour.
    public var pixelScale: Double
    public var seed: UInt64
    /// Every demo's parameters in force (the user can switch demos mid-session).
    public var parameters: ParameterValues

    public init(
        demoID: String, viewport: Size, pixelScale: Double = 1, seed: UInt64 = 1,
        parameters: ParameterValues = ParameterValues()
    ) {
        self.demoID = demoID
        self.viewport = viewport
        self.pixelScale = pixelScale
        self.seed = seed
        self.parameters = parameters
    }
}

/// Why a session cannot start.
public enum SessionError: Error, Hashable, Sendable, CustomStringConvertible {
    case unknownDemo(String)
    case invalidViewport(Size)

    public var description: String {
        switch self {
        case .unknownDemo(let id):
            "unknown demo '\(id)'; known demos: \(DemoCatalog.ids.joined(separator: ", ")) (see `playground demos`)"
        case .invalidViewport(let size):
            "invalid viewport \(size.width)x\(size.height); width and height must be between 320x240 and 16384x16384 points"
        }
    }
}
