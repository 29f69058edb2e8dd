import Motion
import Testing

@testable import PlaygroundCore

/// Two fingers become one drag: the second to go down leads without a jump, the first lifting
/// changes nothing, the leader lifting hands over, and the release comes with the last to lift.
@Suite struct PointerFocusTests {
    static let a = Pointer(id: 1, kind: .touch)
    static let b = Pointer(id: 2, kind: .touch, pressure: 0.5)

    @Test func theLatestFingerLeadsWithoutAJumpAndTheLastToLiftReleases() {
        var focus = PointerFocus()
        let a = Self.a
        let b = Self.b
        #expect(focus.route(.pointerPressed(Point(x: 100, y: 0), button: .left, pointer: a)) != nil)
        #expect(
            focus.route(.pointerMoved(Point(x: 90, y: 0), pointer: a)) == .pointerMoved(Point(x: 90, y: 0), pointer: a))
        // B goes down 200 pt to the right: nothing happens; then it leads, from where A was.
        #expect(focus.route(.pointerPressed(Point(x: 300, y: 50), button: .left, pointer: b)) == nil)
        #expect(focus.route(.pointerMoved(Point(x: 80, y: 0), pointer: a)) == nil)
        #expect(
            focus.route(.pointerMoved(Point(x: 290, y: 50), pointer: b))
                == .pointerMoved(Point(x: 80, y: 0), pointer: b))
        // A lifts: B still leads, nothing is released.
        #expect(focus.route(.pointerReleased(Point(x: 80, y: 0), button: .left, pointer: a)) == nil)
        #expect(focus.isTracking)
        #expect(
            focus.route(.pointerMoved(Point(x: 250, y: 50), pointer: b))
                == .pointerMoved(Point(x: 40, y: 0), pointer: b))
        #expect(
            focus.route(.pointerReleased(Point(x: 250, y: 50), button: .left, pointer: b))
                == .pointerReleased(Point(x: 40, y: 0), button: .left, pointer: b))
        #expect(!focus.isTracking)
    }

    @Test func whenTheLeaderLiftsTheOtherTakesOverWhereItWas() {
        var focus = PointerFocus()
        _ = focus.route(.pointerPressed(Point(x: 0, y: 0), button: .left, pointer: Self.a))
        _ = focus.route(.pointerPressed(Point(x: 500, y: 0), button: .left, pointer: Self.b))
        #expect(
            focus.route(.pointerMoved(Point(x: 480, y: 0), pointer: Self.b))
                == .pointerMoved(Point(x: -20, y: 0), pointer: Self.b))
        #expect(focus.route(.pointerReleased(Point(x: 480, y: 0), button: .left, pointer: Self.b)) == nil)
        // A, still at 0, goes on from −20: its next 10 pt are the drag's next 10 pt.
        #expect(
            focus.route(.pointerMoved(Point(x: -10, y: 0), pointer: Self.a))
                == .pointerMoved(Point(x: -30, y: 0), pointer: Self.a))
        #expect(
            focus.route(.pointerReleased(Point(x: -10, y: 0), button: .left, pointer: Self.a))
                == .pointerReleased(Point(x: -30, y: 0), button: .left, pointer: Self.a))
    }

    @Test func theMouseAndStrayLiftsPassOrVanish() {
        var focus = PointerFocus()
        let press = Input.pointerPressed(Point(x: 1, y: 2), button: .right)
        #expect(focus.route(press) == press)
        #expect(focus.route(.pointerMoved(Point(x: 3, y: 4))) == .pointerMoved(Point(x: 3, y: 4)))
        // A finger's lift that never went down is nothing; a hovering pen passes.
        #expect(focus.route(.pointerReleased(Point(x: 0, y: 0), button: .left, pointer: Self.a)) == nil)
        let hover = Input.pointerMoved(Point(x: 9, y: 9), pointer: Pointer(id: 3, kind: .pen))
        #expect(focus.route(hover) == hover)
        // Focus lost: every finger is up, so the next press starts a new gesture.
        _ = focus.route(.pointerPressed(Point(x: 0, y: 0), button: .left, pointer: Self.a))
        _ = focus.route(.focusChanged(false))
        #expect(!focus.isTracking)
    }
}
