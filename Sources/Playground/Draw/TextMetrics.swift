/// A deterministic estimate of text width for layout in the core. The core never asks the font
/// (that would make replays depend on the machine's fonts); the renderer measures for real and
/// truncates with an ellipsis, so estimates only decide spacing.
public enum TextMetrics {
    /// Width in points of `string` at `size`: CJK and other wide glyphs are one em, Latin about 0.56 em.
    public static func estimatedWidth(_ string: String, size: Double, weight: FontWeight = .regular) -> Double {
        var ems = 0.0
        for scalar in string.unicodeScalars {
            let v = scalar.value
            if v >= 0x2E80 {
                ems += 1.0
            } else if scalar == " " {
                ems += 0.3
            } else if "ilIj.,:;'|!".unicodeScalars.contains(scalar) {
                ems += 0.3
            } else if ("A"..."Z").contains(scalar) || "mwMW".unicodeScalars.contains(scalar) {
                ems += 0.68
            } else {
                ems += 0.55
            }
        }
        return ems * size * (weight == .bold ? 1.05 : 1.0)
    }
}
