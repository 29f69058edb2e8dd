import Motion
import PlaygroundCore

/// Where the finger was, drawn over an exported video frame from the recording's pointer facts:
/// a small ring while the pointer hovers, a translucent grey touch dot (the size of a fingertip,
/// as iOS shows touches in screen recordings) while the left button is down. It is a layer on
/// top of the picture, never part of the app's draw list, so it cannot change a digest.
public struct PointerOverlay: Hashable, Sendable {
    /// A fingertip: Apple's smallest comfortable touch target.
    public static let touchDiameter = 44.0
    public static let ringDiameter = 14.0
    static let touchFill = Color(142, 142, 147, 130)  // iOS systemGray, translucent
    static let touchEdge = Color(255, 255, 255, 170)
    static let ringDark = Color(0, 0, 0, 170)
    static let ringLight = Color(255, 255, 255, 200)

    /// The pointer in window points; nil before it has moved and after it left the window.
    public private(set) var location: Point?
    public private(set) var isPressed = false
    /// A press since the last `beginFrame`: a tap pressed and released between two video
    /// frames still shows its dot once.
    public private(set) var pressedSinceFrame = false

    public init() {}

    private var focus = PointerFocus()

    /// Starts the facts of the next video frame.
    public mutating func beginFrame() { pressedSinceFrame = false }

    /// One recorded frame's inputs, in order.
    public mutating func apply(_ inputs: [TimedInput]) {
        for timed in inputs {
            // Several fingers show as the one drag the app makes of them.
            guard let input = focus.route(timed.input) else { continue }
            switch input {
            case .pointerMoved(let p, _):
                location = p
            case .pointerPressed(let p, .left, _):
                location = p
                isPressed = true
                pressedSinceFrame = true
            case .pointerReleased(let p, .left, _):
                location = p
                isPressed = false
            case .pointerExited:
                location = nil
            case .focusChanged(false):
                isPressed = false
            default:
                break
            }
        }
    }

    /// The touch dot is shown.
    public var showsTouch: Bool { location != nil && (isPressed || pressedSinceFrame) }

    public func draw(into list: inout DrawList) {
        guard let p = location else { return }
        if showsTouch {
            let d = Self.touchDiameter
            let dot = Rect(x: p.x - d / 2, y: p.y - d / 2, width: d, height: d)
            list.fill(dot, Self.touchFill, radius: d / 2)
            list.stroke(dot, Self.touchEdge, width: 1.5, radius: d / 2)
        } else {
            let d = Self.ringDiameter
            let ring = Rect(x: p.x - d / 2, y: p.y - d / 2, width: d, height: d)
            list.stroke(ring, Self.ringDark, width: 2, radius: d / 2)
            list.stroke(ring.insetBy(2), Self.ringLight, width: 1, radius: d / 2 - 2)
        }
    }
}
