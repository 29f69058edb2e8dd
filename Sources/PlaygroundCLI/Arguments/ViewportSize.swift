import ArgumentParser
import Motion

/// `--size WxH`, e.g. 1024x720: the app's points headless, the window's pixels for `run`.
struct ViewportSize: ExpressibleByArgument {
    static let widths = 320...16384
    static let heights = 240...16384

    var size: Size

    init?(argument: String) {
        guard let parsed = try? Self.parse(argument) else { return nil }
        self = parsed
    }

    private init(size: Size) { self.size = size }

    /// For `@Option(transform:)`: a refusal names the value and the allowed range (exit 2).
    static func parse(_ argument: String) throws -> ViewportSize {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else {
            throw ValidationError("expected WxH in points, e.g. 1024x720")
        }
        guard widths.contains(w), heights.contains(h) else {
            let range = "\(widths.lowerBound)x\(heights.lowerBound)...\(widths.upperBound)x\(heights.upperBound)"
            throw ValidationError("out of range (\(range))")
        }
        return ViewportSize(size: Size(width: Double(w), height: Double(h)))
    }

    /// `run --size`: the window's size on the screen, in pixels (the desktop's window coordinates).
    static func parseOnScreen(_ argument: String) throws -> ViewportSize {
        do {
            return try parse(argument)
        } catch let error as ValidationError {
            throw ValidationError(error.message.replacing("in points", with: "in pixels"))
        }
    }

    static var defaultValueDescription: String { "1024x720" }
}
