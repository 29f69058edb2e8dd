import Foundation
import PlaygroundCore

/// The UI scale a window opens with when `--ui-scale` is not given: the desktop's own setting,
/// where the environment or SDL gives one, rounded to a step.
extension UIScale {
    /// What SDL_GetDisplayDPI reports (dots per inch).
    public struct DisplayDPI: Equatable, Sendable {
        public var diagonal: Double
        public var horizontal: Double
        public var vertical: Double

        public init(diagonal: Double, horizontal: Double, vertical: Double) {
            self.diagonal = diagonal
            self.horizontal = horizontal
            self.vertical = vertical
        }

        /// The scale it implies against the 96 dpi desktops call 1×, when the report looks like
        /// a setting (Xft.dpi gives one number for all three) rather than a guess from a
        /// monitor's millimetres (X servers often report nonsense sizes), and is in the steps' range.
        var plausibleScale: Double? {
            let values = [diagonal, horizontal, vertical]
            guard values.allSatisfy({ $0.isFinite && $0 > 0 }), values.max()! - values.min()! < 0.5 else { return nil }
            let scale = horizontal / 96
            guard scale >= UIScale.steps.first!, scale <= UIScale.steps.last! else { return nil }
            return scale
        }
    }

    /// The scale and where it came from, for `--verbose`.
    public struct DesktopDefault: Equatable, Sendable {
        public var scale: UIScale
        public var source: String
    }

    /// The desktop's scale: GDK_SCALE × GDK_DPI_SCALE (GNOME, GTK), else QT_SCALE_FACTOR (KDE,
    /// Qt), else the display's DPI when plausible; 1 otherwise. A HiDPI display whose pixel
    /// scale (`pixelScale`) already applies the setting is not scaled twice: the factor is
    /// divided by it.
    public static func desktopDefault(
        environment: [String: String], displayDPI: DisplayDPI?, pixelScale: Double = 1
    ) -> DesktopDefault {
        func number(_ name: String) -> Double? {
            guard let text = environment[name], let x = Double(text), x.isFinite, x > 0 else { return nil }
            return x
        }
        var factor: Double?
        var source = ""
        if let gdk = number("GDK_SCALE") {
            let dpiScale = number("GDK_DPI_SCALE")
            factor = gdk * (dpiScale ?? 1)
            source =
                "GDK_SCALE=\(environment["GDK_SCALE"]!)"
                + (dpiScale == nil ? "" : " × GDK_DPI_SCALE=\(environment["GDK_DPI_SCALE"]!)")
        } else if let dpiScale = number("GDK_DPI_SCALE") {
            factor = dpiScale
            source = "GDK_DPI_SCALE=\(environment["GDK_DPI_SCALE"]!)"
        } else if let qt = number("QT_SCALE_FACTOR") {
            factor = qt
            source = "QT_SCALE_FACTOR=\(environment["QT_SCALE_FACTOR"]!)"
        } else if let dpi = displayDPI, let scale = dpi.plausibleScale {
            factor = scale
            source = "the display's \(NumberText.short(dpi.horizontal, significant: 3)) dpi (Xft.dpi, via SDL)"
        }
        guard let factor else { return DesktopDefault(scale: .one, source: "1: the desktop sets no scale") }
        let scale = nearestStep(factor / max(1, pixelScale))
        if pixelScale > 1 { source += " on a display at pixel scale \(NumberText.short(pixelScale))" }
        return DesktopDefault(scale: scale, source: "\(scale) from \(source)")
    }
}
