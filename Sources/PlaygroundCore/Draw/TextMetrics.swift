/// A deterministic measure of text width for layout in the core: the sum of each scalar's advance
/// in the font the app ships with (WenQuanYi Micro Hei, the .deb's dependency), from a table
/// generated out of the font file (`TextMetrics+Advances.swift`, scripts/font-advances.py). The
/// core never asks the font at run time (that would make replays depend on the machine's fonts);
/// the renderer measures for real and cuts with an ellipsis what this says fits but does not.
public enum TextMetrics {
    /// Width in points of `string` at `size`, as SDL2_ttf draws it at one pixel per point: each
    /// scalar's advance in the shipped font at the whole pixel size the renderer rasterises at,
    /// rounded to a whole pixel as the hinted font rounds it (CJK one em), plus the last glyph's
    /// overhang and the synthetic bold's extra ink.
    public static func estimatedWidth(_ string: String, size: Double, weight: FontWeight = .regular) -> Double {
        let pixels = pixelSize(size)
        var advances = 0.0
        for scalar in string.unicodeScalars { advances += advance(scalar, pixelSize: pixels) }
        return width(advances: advances, pixelSize: pixels, weight: weight)
    }

    /// The pixel size the renderer opens the font at for `size` points (at one pixel per point).
    static func pixelSize(_ size: Double) -> Double { max(1, size.rounded()) }

    /// One scalar's share of `estimatedWidth`, in whole pixels at `pixelSize`. A sum of these in
    /// string order, then `width(advances:pixelSize:weight:)`, is bit for bit what `estimatedWidth`
    /// returns, so a line can be measured as it grows (`TextWrap`) instead of from its start again.
    @inline(__always)
    static func advance(_ scalar: Unicode.Scalar, pixelSize: Double) -> Double {
        (ems(scalar) * pixelSize).rounded()
    }

    /// A scalar's advance in ems, from the shipped font's own table (`TextMetrics+Advances.swift`).
    @inline(__always)
    static func ems(_ scalar: Unicode.Scalar) -> Double {
        let value = scalar.value
        // CJK and everything after it: the face's ideographs, kana and full-width forms are one em.
        if value >= 0x2E80 { return 1.0 }
        let table = value < 0x2000 ? basicAdvances : symbolsAdvances
        let index = Int(value - (value < 0x2000 ? basicStart : symbolsStart))
        if index >= 0, index < table.count, table[index] > 0 { return Double(table[index]) / unitsPerEm }
        // A scalar the face lacks (a control, a rare script): a typical Latin letter's width.
        return 0.55
    }

    /// A generated table's line (`TextMetrics+Advances.swift`): three hex digits a scalar.
    static func advances(hex: String) -> [UInt16] {
        let digits = Array(hex.utf8).map { UInt16($0 <= 0x39 ? $0 - 0x30 : $0 - 0x37) }
        return stride(from: 0, to: digits.count - 2, by: 3).map {
            digits[$0] << 8 | digits[$0 + 1] << 4 | digits[$0 + 2]
        }
    }

    /// Summed advances to the width SDL2_ttf reports: the last glyph's ink reaches about 0.06 em
    /// past its advance, and the synthetic bold (SDL2_ttf emboldens the regular face) widens a
    /// label by about 0.03 em in all, not in proportion (measured in
    /// Tests/SDLHostTests/TextMetricsAccuracyTests).
    static func width(advances: Double, pixelSize: Double, weight: FontWeight) -> Double {
        guard advances > 0 else { return 0 }
        return advances + pixelSize * (weight == .bold ? 0.09 : 0.06)
    }
}
