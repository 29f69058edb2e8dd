import Motion

/// The phone or tablet screen a session's demos live in (`run --device`): its size in points and
/// its density. Every demo is laid out at `size` whatever the window, drawn whole and scaled to
/// fit the demo area, so what a flick does never depends on the window it was made in; the
/// density is where Android's pixel constants and Flutter's devicePixelRatio start.
public struct DeviceFrame: Hashable, Sendable, CustomStringConvertible {
    /// What `--device` and a recording's header call it: a preset's name, or `WxH@D`.
    public var name: String
    /// How the window and the exports name it: "iPhone 15", or "393 × 852 pt @3" for a size.
    public var title: String
    /// The screen in points (UIKit points, Android dp, Flutter logical pixels).
    public var size: Size
    /// Device pixels per point (UIScreen.scale, DisplayMetrics.density, devicePixelRatio).
    public var density: Double
    /// The display's corner radius in points, drawn by the bezel (0 for a size given by hand).
    public var cornerRadius: Double

    public init(name: String, title: String, size: Size, density: Double, cornerRadius: Double = 0) {
        self.name = name
        self.title = title
        self.size = size
        self.density = density
        self.cornerRadius = cornerRadius
    }

    public var description: String { name }

    /// "393 × 852 pt": the screen's size as every caption, banner and note writes it.
    public var pointsText: String { "\(NumberText.format(size.width)) × \(NumberText.format(size.height)) pt" }

    /// A named device, not a size given by hand (whose title is only its numbers).
    public var isPreset: Bool { Self.preset(named: name) == self }

    /// The sides a screen may have, in points: from a small phone's width to a large tablet's.
    public static let sideRange = 240.0...4096.0
    /// The densities a screen may have: the `density` parameter's (`ScrollPhysicsParameters`).
    public static var densityRange: ClosedRange<Double> { ScrollPhysicsParameters.densityRange }

    /// The named screens, portrait. Android's size is its `Configuration.screenWidthDp` ×
    /// `screenHeightDp` for the whole panel (pixels over density, rounded down as Android does).
    public static let presets: [DeviceFrame] = [
        // 1179 × 2556 px at @3.
        DeviceFrame(
            name: "iphone-15", title: "iPhone 15", size: Size(width: 393, height: 852), density: 3,
            cornerRadius: 55),
        // 1080 × 2400 px at 420 dpi (DisplayMetrics.density 2.625).
        DeviceFrame(
            name: "pixel-8", title: "Pixel 8", size: Size(width: 411, height: 914), density: 2.625,
            cornerRadius: 40),
        // iPad (10th generation): 1640 × 2360 px at @2.
        DeviceFrame(
            name: "tablet", title: "iPad (10th generation)", size: Size(width: 820, height: 1180), density: 2,
            cornerRadius: 18),
    ]

    /// The preset called `name`, or nil.
    public static func preset(named name: String) -> DeviceFrame? { presets.first { $0.name == name } }

    /// A screen of `size` points at `density`, named as `--device` would take it.
    public static func custom(_ size: Size, density: Double) -> DeviceFrame {
        let (w, h, d) = (NumberText.format(size.width), NumberText.format(size.height), NumberText.format(density))
        var device = DeviceFrame(name: "\(w)x\(h)@\(d)", title: "", size: size, density: density)
        device.title = "\(device.pointsText) @\(d)"
        return device
    }

    /// What `--device` takes: a preset's name or `WxH@D` (points, then density).
    public static func parse(_ text: String) throws(DeviceFrameError) -> DeviceFrame {
        let lowered = text.lowercased()
        if let preset = preset(named: lowered) { return preset }
        let parts = lowered.split(separator: "@", omittingEmptySubsequences: false)
        let sides = parts.first.map { $0.split(separator: "x", omittingEmptySubsequences: false) } ?? []
        guard parts.count == 2, sides.count == 2, let width = NumberText.parse(String(sides[0])),
            let height = NumberText.parse(String(sides[1])), let density = NumberText.parse(String(parts[1]))
        else { throw .notADevice(text) }
        return try validated(Size(width: width, height: height), density: density)
    }

    /// A recording's device: its name as written, checked as `--device` checks it (a preset's
    /// name with other numbers is refused: the file was edited).
    public static func recorded(name: String, size: Size, density: Double) throws(DeviceFrameError) -> DeviceFrame {
        if let preset = preset(named: name) {
            guard preset.size == size, preset.density == density else { throw .presetMismatch(name) }
            return preset
        }
        let device = try validated(size, density: density)
        guard device.name == name else { throw .nameMismatch(name, expected: device.name) }
        return device
    }

    private static func validated(_ size: Size, density: Double) throws(DeviceFrameError) -> DeviceFrame {
        guard sideRange.contains(size.width), sideRange.contains(size.height) else { throw .sideOutOfRange(size) }
        guard densityRange.contains(density) else { throw .densityOutOfRange(density) }
        return custom(size, density: density)
    }
}

/// Why a device cannot be used, in one line that says what to write instead.
public enum DeviceFrameError: Error, Hashable, Sendable, CustomStringConvertible {
    case notADevice(String)
    case sideOutOfRange(Size)
    case densityOutOfRange(Double)
    case presetMismatch(String)
    case nameMismatch(String, expected: String)

    public var description: String {
        let names = DeviceFrame.presets.map(\.name).joined(separator: ", ")
        let sides = DeviceFrame.sideRange
        let densities = DeviceFrame.densityRange
        switch self {
        case .notADevice(let text):
            return "\(ParameterError.quoted(text)) is not a device: use \(names), or WxH@D (points and density, "
                + "e.g. 390x844@3)"
        case .sideOutOfRange(let size):
            return "a \(NumberText.short(size.width)) × \(NumberText.short(size.height)) pt screen is out of range: "
                + "each side from \(Int(sides.lowerBound)) to \(Int(sides.upperBound)) points"
        case .densityOutOfRange(let density):
            return
                "density \(NumberText.short(density)) is out of range: from \(NumberText.short(densities.lowerBound)) "
                + "to \(NumberText.short(densities.upperBound)) device pixels per point"
        case .presetMismatch(let name):
            return "device \"\(name)\" has another size or density than this build's \(name): the file was edited"
        case .nameMismatch(let name, let expected):
            return "device \(ParameterError.quoted(name)) does not name its size and density (\(expected))"
        }
    }
}
