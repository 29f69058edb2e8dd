import Motion
import PlaygroundCore

/// Everything about a card that its state changes, in the seed's units (points; background
/// as 0...255 sRGB channels kept as Doubles so an interrupted colour animation resumes exactly).
/// The seed changes them together inside one UIView.animate block, so they blend together.
public struct CardAppearance: Hashable, Sendable, Interpolatable {
    public var containerWidth: Double
    public var containerHeight: Double
    public var red: Double
    public var green: Double
    public var blue: Double
    public var separatorWidth: Double
    public var separatorHeight: Double
    /// Between the name label and the address label.
    public var interLabelPadding: Double
    public var nameLeading: Double
    public var addressLeading: Double

    public var backgroundColor: Color {
        func channel(_ v: Double) -> UInt8 { UInt8(clamp(v, 0...255).rounded()) }
        return Color(channel(red), channel(green), channel(blue))
    }

    func interpolated(to o: CardAppearance, _ p: Double) -> CardAppearance {
        CardAppearance(
            containerWidth: lerp(containerWidth, o.containerWidth, p),
            containerHeight: lerp(containerHeight, o.containerHeight, p),
            red: lerp(red, o.red, p), green: lerp(green, o.green, p), blue: lerp(blue, o.blue, p),
            separatorWidth: lerp(separatorWidth, o.separatorWidth, p),
            separatorHeight: lerp(separatorHeight, o.separatorHeight, p),
            interLabelPadding: lerp(interLabelPadding, o.interLabelPadding, p),
            nameLeading: lerp(nameLeading, o.nameLeading, p),
            addressLeading: lerp(addressLeading, o.addressLeading, p))
    }
}
