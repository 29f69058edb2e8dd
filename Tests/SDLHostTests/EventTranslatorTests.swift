import CSDL2
import Motion
import Testing

@testable import PlaygroundCore
@testable import SDLHost

@Suite(.serialized) struct EventTranslatorTests {
    @Test func flippedWheelIsUndoneExactlyOnce() {
        var event = SDL_Event()
        event.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.preciseX = 0.25
        event.wheel.preciseY = -1.5
        event.wheel.direction = SDL_MOUSEWHEEL_FLIPPED.rawValue
        var translator = EventTranslator()
        #expect(translator.translate(event, at: 1_000) == [TimedInput(time: 1_000, .wheelScrolled(dx: -0.25, dy: 1.5))])
        event.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
        #expect(translator.translate(event) == [.wheelScrolled(dx: 0.25, dy: -1.5)])
    }

    @Test func shiftTurnsAVerticalWheelHorizontal() {
        var wheel = SDL_MouseWheelEvent()
        wheel.preciseY = -2  // towards the user: content moves on, so rightwards
        #expect(EventTranslator.wheel(wheel, shift: true) == .wheelScrolled(dx: 2, dy: 0))
        #expect(EventTranslator.wheel(wheel, shift: false) == .wheelScrolled(dx: 0, dy: -2))
        wheel.preciseX = 0.5  // a trackpad already moving sideways keeps its own axes
        #expect(EventTranslator.wheel(wheel, shift: true) == .wheelScrolled(dx: 0.5, dy: -2))
    }

    @Test func keyDownCarriesItsNameAndModifiers() {
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.keysym.sym = SDL_Keycode(SDLK_TAB.rawValue)
        event.key.keysym.mod = UInt16(KMOD_LSHIFT.rawValue)
        var translator = EventTranslator()
        #expect(translator.translate(event) == [.keyPressed("tab", modifiers: .shift)])
        event.key.keysym.sym = SDL_Keycode(Character("r").asciiValue!)
        event.key.keysym.mod = UInt16(KMOD_RCTRL.rawValue | KMOD_LALT.rawValue)
        #expect(translator.translate(event) == [.keyPressed("r", modifiers: [.ctrl, .alt])])
        // Auto-repeat is not a press.
        event.key.repeat = 1
        #expect(translator.translate(event) == [])
        event.type = SDL_KEYUP.rawValue
        event.key.repeat = 0
        event.key.keysym.mod = 0
        #expect(translator.translate(event) == [.keyReleased("r", modifiers: [])])
    }

    @Test func keyNamesFollowTheReplayVocabulary() {
        let cases: [(UInt32, String)] = [
            (SDLK_SPACE.rawValue, "space"), (SDLK_RETURN.rawValue, "return"), (SDLK_ESCAPE.rawValue, "escape"),
            (SDLK_BACKSPACE.rawValue, "backspace"), (SDLK_LEFT.rawValue, "left"), (SDLK_DOWN.rawValue, "down"),
            (SDLK_PAGEUP.rawValue, "pageup"), (SDLK_PAGEDOWN.rawValue, "pagedown"), (SDLK_HOME.rawValue, "home"),
            (SDLK_END.rawValue, "end"), (SDLK_F1.rawValue, "f1"), (SDLK_F12.rawValue, "f12"),
            (SDLK_SLASH.rawValue, "slash"), (SDLK_PERIOD.rawValue, "period"), (SDLK_COMMA.rawValue, "comma"),
            (SDLK_MINUS.rawValue, "minus"), (SDLK_EQUALS.rawValue, "equals"), (SDLK_KP_PLUS.rawValue, "kp_plus"),
            (SDLK_KP_MINUS.rawValue, "kp_minus"), (SDLK_a.rawValue, "a"), (SDLK_z.rawValue, "z"),
            (SDLK_0.rawValue, "0"), (SDLK_9.rawValue, "9"),
            // Keys with no name in the replay vocabulary are stored by code, each distinct.
            (SDLK_F13.rawValue, "0x40000068"), (SDLK_HASH.rawValue, "0x23"),
            // Modifier and lock keys pressed on their own are named, so nothing shows their code.
            (SDLK_LCTRL.rawValue, "lctrl"), (SDLK_RCTRL.rawValue, "rctrl"), (SDLK_LSHIFT.rawValue, "lshift"),
            (SDLK_RSHIFT.rawValue, "rshift"), (SDLK_LALT.rawValue, "lalt"), (SDLK_RALT.rawValue, "ralt"),
            (SDLK_LGUI.rawValue, "lgui"), (SDLK_RGUI.rawValue, "rgui"), (SDLK_APPLICATION.rawValue, "menu"),
            (SDLK_CAPSLOCK.rawValue, "capslock"), (SDLK_NUMLOCKCLEAR.rawValue, "numlock"),
            (SDLK_SCROLLLOCK.rawValue, "scrolllock"), (SDLK_MODE.rawValue, "altgr"),
        ]
        for (code, name) in cases {
            let key = EventTranslator.key(SDL_Keycode(bitPattern: code))
            #expect(key.rawValue == name)
            #expect(Key.isKnownName(key.rawValue))
        }
    }

    @Test func mouseButtonsAndMotionAreInPoints() {
        var event = SDL_Event()
        event.type = SDL_MOUSEBUTTONDOWN.rawValue
        event.button.button = UInt8(SDL_BUTTON_LEFT)
        event.button.x = 120
        event.button.y = 45
        var translator = EventTranslator()
        #expect(translator.translate(event) == [.pointerPressed(Point(x: 120, y: 45), button: .left)])
        event.type = SDL_MOUSEBUTTONUP.rawValue
        event.button.button = UInt8(SDL_BUTTON_RIGHT)
        #expect(translator.translate(event) == [.pointerReleased(Point(x: 120, y: 45), button: .right)])
        event.button.button = UInt8(SDL_BUTTON_X1)
        #expect(translator.translate(event) == [])
        var motion = SDL_Event()
        motion.type = SDL_MOUSEMOTION.rawValue
        motion.motion.x = 7
        motion.motion.y = 9
        #expect(translator.translate(motion) == [.pointerMoved(Point(x: 7, y: 9))])
    }

    @Test func windowEventsBecomeViewportFocusAndExitFacts() {
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
        event.window.data1 = 800
        event.window.data2 = 600
        var translator = EventTranslator()
        #expect(translator.translate(event) == [.viewportResized(Size(width: 800, height: 600))])
        event.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)
        #expect(translator.translate(event) == [.focusChanged(false)])
        event.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_GAINED.rawValue)
        #expect(translator.translate(event) == [.focusChanged(true)])
        event.window.event = UInt8(SDL_WINDOWEVENT_LEAVE.rawValue)
        #expect(translator.translate(event) == [.pointerExited])
        #expect(!translator.quitRequested)
    }

    @Test func quitSetsTheFlagAndProducesNoFact() {
        var event = SDL_Event()
        event.type = SDL_QUIT.rawValue
        var translator = EventTranslator()
        #expect(translator.translate(event) == [])
        #expect(translator.quitRequested)
    }

    /// A touch screen's fingers are `touch` pointers with SDL's finger id and pressure, placed by
    /// their fraction of the window; the mouse SDL makes of the first finger is dropped, and so
    /// are the touches it makes of the mouse.
    @Test func fingersAreTouchesAndTheirSynthesisedMouseIsDropped() {
        var translator = EventTranslator()
        translator.windowCoordinates = Size(width: 800, height: 600)
        translator.uiScale = UIScale(2)
        var event = SDL_Event()
        event.type = SDL_FINGERDOWN.rawValue
        event.tfinger.touchId = 3
        event.tfinger.fingerId = 11
        event.tfinger.x = 0.5
        event.tfinger.y = 0.25
        event.tfinger.pressure = 0.75
        let finger = Pointer(id: 11, kind: .touch, pressure: 0.75)
        #expect(translator.translate(event) == [.pointerPressed(Point(x: 200, y: 75), button: .left, pointer: finger)])
        event.type = SDL_FINGERMOTION.rawValue
        event.tfinger.x = 0.25
        #expect(translator.translate(event) == [.pointerMoved(Point(x: 100, y: 75), pointer: finger)])
        event.type = SDL_FINGERUP.rawValue
        #expect(translator.translate(event) == [.pointerReleased(Point(x: 100, y: 75), button: .left, pointer: finger)])
        event.tfinger.touchId = -1  // SDL_MOUSE_TOUCHID
        #expect(translator.translate(event) == [])
        var mouse = SDL_Event()
        mouse.type = SDL_MOUSEBUTTONDOWN.rawValue
        mouse.button.button = UInt8(SDL_BUTTON_LEFT)
        mouse.button.which = UInt32.max  // SDL_TOUCH_MOUSEID
        #expect(translator.translate(mouse) == [])
        mouse.type = SDL_MOUSEMOTION.rawValue
        mouse.motion.which = UInt32.max
        #expect(translator.translate(mouse) == [])
    }
}
