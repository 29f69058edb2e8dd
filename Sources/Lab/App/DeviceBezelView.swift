import Motion
import PlaygroundCore

/// The device frame as drawn in the demo area: a desk-grey backdrop, the device's body around its
/// screen with the display's rounded corners, the screen's background, and one caption line
/// naming the device, its points and density, and the scale it is shown at.
struct DeviceBezelView {
    /// The body around the screen, in window points whatever the scale (a bezel that shrank with
    /// the screen would vanish on a small window).
    static let bezel = 10.0
    static let captionHeight = 20.0
    static let captionSize = 12.0
    /// Room between the demo area's edges and the body.
    static let margin = 12.0
    static let desk = Color(hex: 0xD1D1D6)  // iOS systemGray4
    static let body = Color(hex: 0x1C1C1E)

    var device: DeviceFrame
    var area: Rect
    var screen: Rect

    init(device: DeviceFrame, area: Rect) {
        self.device = device
        self.area = area
        screen = Self.screen(of: device, in: area)
    }

    /// The screen in window points: the device's size scaled to fit `area` with the body, the
    /// margin and the caption (never enlarged), centred above the caption, on whole points.
    static func screen(of device: DeviceFrame, in area: Rect) -> Rect {
        let roomW = area.width - 2 * (margin + bezel)
        let roomH = area.height - 2 * (margin + bezel) - captionHeight
        let scale = max(0.01, min(1, roomW / device.size.width, roomH / device.size.height))
        let size = Size(width: device.size.width * scale, height: device.size.height * scale)
        let x = area.minX + (area.width - size.width) / 2
        let y = area.minY + (area.height - captionHeight - size.height) / 2
        return Rect(x: x.rounded(), y: y.rounded(), width: size.width, height: size.height)
    }

    var scale: Double { screen.width / device.size.width }

    /// The body's rectangle around the screen.
    var bodyFrame: Rect {
        Rect(
            x: screen.minX - Self.bezel, y: screen.minY - Self.bezel, width: screen.width + 2 * Self.bezel,
            height: screen.height + 2 * Self.bezel)
    }

    /// What the caption says in `width`: the device, its screen, and the scale when it is not 1;
    /// where that is too long, the scale goes first, then the name of a preset (its numbers stay).
    func caption(width: Double) -> String {
        let screen = "\(device.pointsText) @\(NumberText.format(device.density))"
        let named = device.isPreset ? "\(device.title) · \(screen)" : screen
        let percent = Int((scale * 100).rounded(.down))
        let forms =
            percent >= 100
            ? [named, screen] : ["\(named) · shown at \(percent) %", named, "\(screen) · \(percent) %", screen]
        return forms.first { TextMetrics.estimatedWidth($0, size: Self.captionSize) <= width } ?? screen
    }

    /// Drawn below the demo: the backdrop, the body, the screen's background, the caption.
    func draw(into list: inout DrawList) {
        list.fill(area, Self.desk)
        let radius = device.cornerRadius * scale
        list.fill(bodyFrame, Self.body, radius: radius + Self.bezel)
        list.fill(screen, Theme.background, radius: radius)
        let line = Rect(
            x: area.minX + Self.margin, y: bodyFrame.maxY + 2, width: max(1, area.width - 2 * Self.margin),
            height: Self.captionHeight - 2)
        list.text(
            caption(width: line.width), in: line, size: Self.captionSize, color: Theme.secondaryText, alignment: .center
        )
    }
}
