import PlaygroundCore

extension ExportDocument {
    /// The comment naming the export, first in every format but JSON: `Motion Playground 0.2.0
    /// export: carousel (Card carousel, scene file carousel.json)`, in `language`'s comment syntax
    /// (the title and origin are the user's text: the comment writer escapes them).
    /// With a device, a second line names it: what the sizes and the measured flicks are for.
    func banner(in language: SourceLanguage) -> String {
        let first = language.lineComment(
            "Motion Playground \(AppVersion.build) export: \(id) (\(title.prose), \(origin.prose))",
            width: .max)
        guard let device else { return first }
        return first + language.lineComment("Device: \(Self.deviceLine(device))", width: .max)
    }

    /// "iPhone 15, 393 × 852 pt at 3 px/pt (iphone-15)": a custom size says its numbers once.
    static func deviceLine(_ device: DeviceFrame) -> String {
        let screen = "\(device.pointsText) at \(NumberText.format(device.density)) px/pt"
        let named = device.isPreset ? "\(device.title), \(screen)" : screen
        return "\(named) (--device \(device.name))"
    }
}
