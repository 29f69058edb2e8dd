import Motion

/// An sRGB colour with straight alpha, 8 bits per channel.
public struct Color: Hashable, Sendable {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// From 0xRRGGBB.
    public init(hex: UInt32, alpha: UInt8 = 255) {
        self.init(UInt8((hex >> 16) & 0xFF), UInt8((hex >> 8) & 0xFF), UInt8(hex & 0xFF), alpha)
    }

    public func withAlpha(_ alpha: Double) -> Color {
        Color(r, g, b, UInt8(clamp(alpha, 0...1) * 255 + 0.5))
    }

    /// Channel-wise interpolation, for animated colour changes.
    public static func mix(_ a: Color, _ b: Color, _ t: Double) -> Color {
        func m(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8(clamp(lerp(Double(x), Double(y), t), 0...255).rounded()) }
        return Color(m(a.r, b.r), m(a.g, b.g), m(a.b, b.b), m(a.a, b.a))
    }

    public static let white = Color(255, 255, 255)
    public static let black = Color(0, 0, 0)
    public static let clear = Color(0, 0, 0, 0)
    /// UIColor.lightGray (white 2/3).
    public static let lightGray = Color(170, 170, 170)
}
