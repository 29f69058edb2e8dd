import Motion
import Testing

@testable import PlaygroundCore
@testable import Replay

/// The pointer layer of an exported video: a ring while hovering, a 44-pt touch dot while
/// pressed (and for the one frame a quick tap falls in), nothing before the pointer is known
/// or after it leaves.
@Suite struct PointerOverlayTests {
    func at(_ input: Input) -> TimedInput { TimedInput(time: 0, input) }

    /// The rectangles the overlay fills or strokes.
    func shapes(_ overlay: PointerOverlay) -> [DrawCommand] {
        var list = DrawList()
        overlay.draw(into: &list)
        return list.commands
    }

    @Test func hoverShowsARingAndAPressTheDotCentredOnThePress() {
        var overlay = PointerOverlay()
        #expect(shapes(overlay).isEmpty, "no pointer fact yet")
        overlay.apply([at(.pointerMoved(Point(x: 300, y: 200)))])
        let ring = shapes(overlay)
        #expect(ring.count == 2)
        if case .strokeRect(let r, _, _, _) = ring.first { #expect(r == Rect(x: 293, y: 193, width: 14, height: 14)) }
        overlay.beginFrame()
        overlay.apply([at(.pointerPressed(Point(x: 310, y: 205), button: .left))])
        #expect(overlay.showsTouch)
        let dot = shapes(overlay)
        guard case .fillRect(let r, let radius, let color) = dot.first else {
            Issue.record("the dot is a filled circle: \(dot)")
            return
        }
        #expect(r == Rect(x: 288, y: 183, width: 44, height: 44) && radius == 22)
        #expect(color.a > 60 && color.a < 200, "translucent")
        overlay.beginFrame()
        overlay.apply([at(.pointerMoved(Point(x: 250, y: 205)))])
        #expect(overlay.showsTouch && overlay.location == Point(x: 250, y: 205), "the dot follows the drag")
        overlay.beginFrame()
        overlay.apply([at(.pointerReleased(Point(x: 240, y: 205), button: .left))])
        #expect(!overlay.showsTouch && shapes(overlay).count == 2, "a ring again after the release")
        overlay.apply([at(.pointerExited)])
        #expect(shapes(overlay).isEmpty)
    }

    @Test func aTapInsideOneFrameShowsItsDotOnceAndOtherButtonsDoNot() {
        var overlay = PointerOverlay()
        overlay.apply([
            at(.pointerPressed(Point(x: 50, y: 60), button: .left)),
            at(.pointerReleased(Point(x: 50, y: 60), button: .left)),
        ])
        #expect(overlay.showsTouch && !overlay.isPressed)
        overlay.beginFrame()
        #expect(!overlay.showsTouch)
        overlay.apply([at(.pointerPressed(Point(x: 50, y: 60), button: .right))])
        #expect(!overlay.showsTouch)
    }
}
