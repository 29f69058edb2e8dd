import Motion
import PlaygroundCore

/// The line under a demo's title that says what it shows. Every demo's content starts at
/// y 64 or lower, so a subtitle too long for one line of 12 pt takes a step smaller type and a
/// second line (38 to 65) rather than an ellipsis when the tuning panel narrows the demo.
enum DemoSubtitle {
    static let size = 12.0
    /// One line, the frame the subtitle always had.
    static func frame(viewportWidth: Double) -> Rect {
        Rect(x: 20, y: 38, width: max(1, viewportWidth - 40), height: 18)
    }

    /// Room for two lines of 11 pt (1.2 em each) above the content.
    static func wrappedFrame(viewportWidth: Double) -> Rect {
        Rect(x: 20, y: 38, width: max(1, viewportWidth - 40), height: 27)
    }

    static func draw(_ text: String, viewportWidth: Double, into list: inout DrawList) {
        list.fittedText(
            text, in: frame(viewportWidth: viewportWidth), wrapping: wrappedFrame(viewportWidth: viewportWidth),
            size: size, color: Theme.secondaryText)
    }
}
