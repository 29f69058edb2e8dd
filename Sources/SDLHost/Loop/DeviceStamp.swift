import CSDL2

/// The X server's time for the next SDL event, read from the SDL_SYSWMEVENT SDL posts just
/// before the event it makes of an X event. It applies only to the SDL event of that X event's
/// kind (a pointer motion to a MotionNotify, a press to a ButtonPress), so an event SDL makes
/// without one (a synthesised leave, a warp) keeps its poll time.
struct DeviceStamp {
    /// X's event types (X.h).
    enum XType: Int32 {
        case keyPress = 2
        case keyRelease = 3
        case buttonPress = 4
        case buttonRelease = 5
        case motionNotify = 6
        case enterNotify = 7
        case leaveNotify = 8
    }

    let type: XType
    /// On the loop's raw clock (µs).
    let time: Int64

    /// Nil for a SYSWM event of another kind or video driver.
    init?(_ event: SDL_Event, received: Int64, clock: inout DeviceClock) {
        var event = event
        var xType: Int32 = 0
        let millis = CSDL2_X11InputEventTime(&event, &xType)
        guard millis != 0, let type = XType(rawValue: xType) else { return nil }
        self.type = type
        time = clock.raw(deviceMillis: UInt32(truncatingIfNeeded: millis), received: received)
    }

    /// The raw time of `event` when it is what the X event became.
    func raw(for event: SDL_Event) -> Int64? {
        let expected: [XType]
        switch SDL_EventType(event.type) {
        case SDL_MOUSEMOTION: expected = [.motionNotify]
        // Wheel notches are X buttons 4 to 7.
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEWHEEL: expected = [.buttonPress]
        case SDL_MOUSEBUTTONUP: expected = [.buttonRelease]
        case SDL_KEYDOWN: expected = [.keyPress]
        case SDL_KEYUP: expected = [.keyRelease]
        case SDL_WINDOWEVENT: expected = [.enterNotify, .leaveNotify]
        default: expected = []
        }
        return expected.contains(type) ? time : nil
    }
}
