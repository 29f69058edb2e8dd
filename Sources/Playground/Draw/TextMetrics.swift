/// A deterministic estimate of text width for layout in the core. The core never asks the font
/// (that would make replays depend on the machine's fonts); the renderer measures for real and
/// truncates with an ellipsis, so estimates only decide spacing.
public enum TextMetrics {
    /// Width in points of `string` at `size`: CJK and other wide glyphs are one em, Latin about 0.56 em.
    public static func estimatedWidth(_ string: String, size: Double, weight: FontWeight = .regular) -> Double {
        var ems = 0.0
        for scalar in string.unicodeScalars { ems += self.ems(scalar) }
        return width(ems: ems, size: size, weight: weight)
    }

    /// One scalar's share of `estimatedWidth`, in ems. A sum of these in string order, then
    /// `width(ems:size:weight:)`, is bit for bit what `estimatedWidth` returns, so a line can be
    /// measured as it grows (`TextWrap`) instead of from its start again.
    @inline(__always)
    static func ems(_ scalar: Unicode.Scalar) -> Double {
        switch scalar.value {
        case 0x2E80...: 1.0
        // space i l I j . , : ; ' | !
        case 0x20, 0x69, 0x6C, 0x49, 0x6A, 0x2E, 0x2C, 0x3A, 0x3B, 0x27, 0x7C, 0x21: 0.3
        // A-Z, m, w
        case 0x41...0x5A, 0x6D, 0x77: 0.68
        default: 0.55
        }
    }

    static func width(ems: Double, size: Double, weight: FontWeight) -> Double {
        ems * size * (weight == .bold ? 1.05 : 1.0)
    }
}
