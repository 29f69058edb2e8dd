import ArgumentParser
import PlaygroundCore

/// `--device NAME|WxH@D`, for `@Option(transform:)`: a refusal is one line naming the value and
/// what the option takes (exit 2). The device's density comes before every `--set`, so
/// `--set density=2` still wins over it.
enum DeviceArgument {
    static let help = ArgumentHelp(
        "The screen the demos live in: "
            + DeviceFrame.presets.map {
                "\($0.name) (\(NumberText.format($0.size.width))x"
                    + "\(NumberText.format($0.size.height)) pt @\(NumberText.format($0.density)))"
            }.joined(separator: ", ")
            + ", or WxH@D in points and density (e.g. 844x390@3 for a phone on its side). Every demo is laid out "
            + "at its size whatever the window, and its density is every demo's density (a --set density= wins).",
        valueName: "device")

    /// For a command without a window, where `--device` stands in for `--size`: "`what` on this
    /// screen instead of a window: …`more`."
    static func help(instead what: String, _ more: String = "") -> ArgumentHelp {
        ArgumentHelp(
            "\(what) on this screen instead of a window: "
                + DeviceFrame.presets.map(\.name).joined(separator: ", ") + " or WxH@D (see `run --help`)\(more).",
            valueName: "device")
    }

    static func parse(_ text: String) throws -> DeviceFrame {
        do {
            return try DeviceFrame.parse(text)
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// `--set` pairs with the device's density first (a bare `density` sets it in every demo and
    /// scene that declares one).
    static func settings(_ settings: [String], device: DeviceFrame?) -> [String] {
        guard let device else { return settings }
        return ["density=\(NumberText.format(device.density))"] + settings
    }
}
