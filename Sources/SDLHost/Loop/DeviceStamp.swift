import CSDL2

/// The X server's time for one SDL event, read from the SDL_SYSWMEVENT SDL posts for the X event
/// it came from. A core event (a key, a crossing) is posted just before the SDL event made of it;
/// an XInput 2 event (the pointer's motion and buttons, a touch screen's fingers) just after, its
/// time copied by an event watch while its data lived (`CSDL2_WatchXInputTimes`). A stamp goes to
/// the nearest SDL event of its kind on its side, within the events of that X event, so an event
/// SDL makes without one (a synthesised leave, a warp) keeps its poll time.
struct DeviceStamp {
    enum Kind: Hashable {
        /// X.h's KeyPress (2) … LeaveNotify (8).
        case core(Int32)
        /// XI2.h's XI_KeyPress (2) … XI_TouchEnd (20).
        case xinput(Int32)
    }

    let kind: Kind
    /// On the loop's raw clock (µs).
    let time: Int64

    /// Nil for a SYSWM event of another kind or video driver.
    init?(_ event: SDL_Event, received: Int64, clock: inout DeviceClock) {
        var event = event
        var code: Int32 = 0
        let millis = CSDL2_X11InputEventTime(&event, &code)
        guard millis != 0 else { return nil }
        kind = code >= 100 ? .xinput(code - 100) : .core(code)
        time = clock.raw(deviceMillis: UInt32(truncatingIfNeeded: millis), received: received)
    }

    /// Whether it stamps the SDL event before it (XInput 2) rather than the one after (core).
    var stampsEarlier: Bool {
        switch kind {
        case .core: false
        case .xinput: true
        }
    }

    /// Whether `event` is what an X event of this kind becomes. XInput 2 numbers its key, button,
    /// motion and crossing events as the core protocol does (2 … 8); only it has touches.
    func stamps(_ event: SDL_Event) -> Bool {
        let types: Set<Int32>
        switch SDL_EventType(event.type) {
        case SDL_MOUSEMOTION: types = [6]  // MotionNotify, XI_Motion
        // Wheel notches are buttons 4 to 7.
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEWHEEL: types = [4]  // ButtonPress, XI_ButtonPress
        case SDL_MOUSEBUTTONUP: types = [5]
        case SDL_KEYDOWN: types = [2]
        case SDL_KEYUP: types = [3]
        case SDL_WINDOWEVENT: types = [7, 8]  // EnterNotify, LeaveNotify
        case SDL_FINGERDOWN: types = [18]  // XI_TouchBegin
        case SDL_FINGERMOTION: types = [19]
        case SDL_FINGERUP: types = [20]
        default: types = []
        }
        switch kind {
        case .core(let type), .xinput(let type): return types.contains(type)
        }
    }

    /// The raw time of each of one poll's events: its stamp's where one applies, else nil. A
    /// stamp (at its index, in `stamps`) applies to the nearest event of its kind on its side
    /// that has none yet, not past another stamp.
    static func times(_ events: [SDL_Event], stamps: [Int: DeviceStamp]) -> [Int64?] {
        var times = [Int64?](repeating: nil, count: events.count)
        for (index, stamp) in stamps.sorted(by: { $0.key < $1.key }) {
            let side =
                stamp.stampsEarlier
                ? Array(stride(from: index - 1, through: 0, by: -1)) : Array(index + 1..<events.count)
            for k in side {
                if stamps[k] != nil { break }
                if times[k] == nil, stamp.stamps(events[k]) {
                    times[k] = stamp.time
                    break
                }
            }
        }
        return times
    }
}
