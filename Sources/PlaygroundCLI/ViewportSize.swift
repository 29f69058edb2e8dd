import ArgumentParser
import Motion

/// `--size WxH` in points, e.g. 1024x720.
struct ViewportSize: ExpressibleByArgument {
    var size: Size

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
              (320...16384).contains(w), (240...16384).contains(h) else { return nil }
        size = Size(width: Double(w), height: Double(h))
    }

    static var defaultValueDescription: String { "1024x720" }
}
