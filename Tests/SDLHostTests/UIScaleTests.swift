import CSDL2
import Foundation
import Motion
import Testing

@testable import PlaygroundCore
@testable import SDLHost

/// The UI scale's maths: points from the window's size, pointers divided alike, the steps of
/// Ctrl + / Ctrl −, `--ui-scale` values, and the default a desktop's settings give.
@Suite struct UIScaleMathTests {
    @Test func pointsAndPointersAreTheWindowsCoordinatesOverTheScale() {
        let two = UIScale(2)
        #expect(two.points(fromWindow: Size(width: 2560, height: 1440)) == Size(width: 1280, height: 720))
        #expect(two.point(fromWindow: Point(x: 301, y: 150)) == Point(x: 150.5, y: 75))
        #expect(two.windowSize(forPoints: Size(width: 1280, height: 720)) == Size(width: 2560, height: 1440))
        let small = UIScale(0.75)
        #expect(small.points(fromWindow: Size(width: 960, height: 720)) == Size(width: 1280, height: 960))
    }

    @Test func ctrlPlusAndMinusWalkTheStepsAndStopAtTheEnds() {
        let window = Size(width: 2560, height: 1440)
        var scale = UIScale.one
        var seen: [Double] = [1]
        while let next = scale.stepped(up: true, window: window) {
            scale = next
            seen.append(next.value)
        }
        #expect(seen == [1, 1.25, 1.5, 1.75, 2, 2.5, 3])
        #expect(UIScale.one.stepped(up: false, window: window) == UIScale(0.75))
        #expect(UIScale(0.75).stepped(up: false, window: window) == nil)
        // Between steps (a desktop's 1.3 is rounded, but a step from anywhere lands on one).
        #expect(UIScale(1.3).stepped(up: true, window: window) == UIScale(1.5))
        #expect(UIScale(1.3).stepped(up: false, window: window) == UIScale(1.25))
    }

    @Test func aStepThatWouldLeaveTheAppUnder320x240PointsIsRefused() {
        let window = Size(width: 640, height: 480)
        #expect(UIScale(1.75).stepped(up: true, window: window) == UIScale(2))  // exactly 320 × 240
        #expect(UIScale(2).stepped(up: true, window: window) == nil)  // 256 × 192
        // Smaller is always allowed: it gives the app more points.
        #expect(UIScale(2).stepped(up: false, window: window) == UIScale(1.75))
    }

    @Test func uiScaleArgumentsAreNumbersInTheStepsRange() throws {
        #expect(try UIScale.parse("2").get() == UIScale(2))
        #expect(try UIScale.parse("1.3").get() == UIScale(1.3))
        #expect(try UIScale.parse("0.75").get() == UIScale(0.75))
        for bad in ["0.5", "3.5", "abc", "", "nan", "inf", "-1"] {
            guard case .failure(let error) = UIScale.parse(bad) else {
                Issue.record("\(bad) was accepted")
                continue
            }
            #expect(error.description.contains("from 0.75 to 3"), "\(error)")
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func theNearestStepRoundsTiesUp() {
        #expect(UIScale.nearestStep(1.3) == UIScale(1.25))
        #expect(UIScale.nearestStep(1.125) == UIScale(1.25))
        #expect(UIScale.nearestStep(2.2) == UIScale(2))
        #expect(UIScale.nearestStep(9) == UIScale(3))
        #expect(UIScale.nearestStep(0.1) == UIScale(0.75))
    }

    @Test func theDesktopDefaultComesFromGDKThenQtThenTheDisplaysDPI() {
        let dpi144 = UIScale.DisplayDPI(diagonal: 144, horizontal: 144, vertical: 144)
        func scale(_ env: [String: String], _ dpi: UIScale.DisplayDPI? = nil, pixelScale: Double = 1)
            -> UIScale.DesktopDefault
        {
            UIScale.desktopDefault(environment: env, displayDPI: dpi, pixelScale: pixelScale)
        }
        #expect(scale(["GDK_SCALE": "2"], dpi144).scale == UIScale(2))
        #expect(scale(["GDK_SCALE": "2"]).source == "2 from GDK_SCALE=2")
        let product = scale(["GDK_SCALE": "1", "GDK_DPI_SCALE": "1.5", "QT_SCALE_FACTOR": "2"])
        #expect(product.scale == UIScale(1.5))
        #expect(product.source == "1.5 from GDK_SCALE=1 × GDK_DPI_SCALE=1.5")
        #expect(scale(["QT_SCALE_FACTOR": "1.3"]).scale == UIScale(1.25))
        #expect(scale(["QT_SCALE_FACTOR": "junk"], dpi144).scale == UIScale(1.5), "junk is ignored")
        #expect(scale([:], dpi144).source.hasPrefix("1.5 from the display's 144 dpi"))
        // A DPI guessed from a monitor's millimetres (three different numbers) is not a setting.
        #expect(scale([:], UIScale.DisplayDPI(diagonal: 157, horizontal: 150, vertical: 163)).scale == .one)
        #expect(scale([:]).source == "1: the desktop sets no scale")
        // A HiDPI display already doubles every point: GDK_SCALE=2 is not applied twice.
        #expect(scale(["GDK_SCALE": "2"], pixelScale: 2).scale == .one)
    }
}

/// What the translator does with the UI scale: coordinates and sizes divided by it, and
/// Ctrl + / Ctrl − / Ctrl 0 kept from the app.
@Suite(.serialized) struct UIScaleEventTests {
    private func key(_ sym: UInt32, ctrl: Bool, up: Bool = false) -> SDL_Event {
        var event = SDL_Event()
        event.type = up ? SDL_KEYUP.rawValue : SDL_KEYDOWN.rawValue
        event.key.keysym.sym = SDL_Keycode(bitPattern: sym)
        event.key.keysym.mod = ctrl ? UInt16(KMOD_LCTRL.rawValue) : 0
        return event
    }

    @Test func pointersAndResizesArriveInAppPoints() {
        var translator = EventTranslator()
        translator.uiScale = UIScale(2)
        var motion = SDL_Event()
        motion.type = SDL_MOUSEMOTION.rawValue
        motion.motion.x = 401
        motion.motion.y = 300
        #expect(translator.translate(motion) == [.pointerMoved(Point(x: 200.5, y: 150))])
        var press = SDL_Event()
        press.type = SDL_MOUSEBUTTONDOWN.rawValue
        press.button.button = UInt8(SDL_BUTTON_LEFT)
        press.button.x = 100
        press.button.y = 50
        #expect(translator.translate(press) == [.pointerPressed(Point(x: 50, y: 25), button: .left)])
        var resize = SDL_Event()
        resize.type = SDL_WINDOWEVENT.rawValue
        resize.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
        resize.window.data1 = 2560
        resize.window.data2 = 1440
        #expect(translator.translate(resize) == [.viewportResized(Size(width: 1280, height: 720))])
    }

    @Test func ctrlPlusMinusAndZeroAreCommandsNotFacts() {
        var translator = EventTranslator()
        let cases: [(UInt32, EventTranslator.ZoomCommand)] = [
            (SDLK_EQUALS.rawValue, .larger), (SDLK_PLUS.rawValue, .larger), (SDLK_KP_PLUS.rawValue, .larger),
            (SDLK_MINUS.rawValue, .smaller), (SDLK_KP_MINUS.rawValue, .smaller), (SDLK_0.rawValue, .reset),
            (SDLK_KP_0.rawValue, .reset),
        ]
        for (sym, command) in cases {
            #expect(translator.translate(key(sym, ctrl: true)) == [])
            #expect(translator.translate(key(sym, ctrl: true, up: true)) == [])
            #expect(translator.zoomCommands == [command])
            translator.zoomCommands = []
        }
        // Ctrl let go before the key: its release is still the host's.
        _ = translator.translate(key(SDLK_EQUALS.rawValue, ctrl: true))
        #expect(translator.translate(key(SDLK_EQUALS.rawValue, ctrl: false, up: true)) == [])
        translator.zoomCommands = []
        // Without Ctrl they are keys like any other, for the demo.
        #expect(translator.translate(key(SDLK_MINUS.rawValue, ctrl: false)) == [.keyPressed("minus", modifiers: [])])
        #expect(translator.translate(key(SDLK_0.rawValue, ctrl: false)) == [.keyPressed("0", modifiers: [])])
        #expect(
            translator.translate(key(SDLK_MINUS.rawValue, ctrl: false, up: true)) == [
                .keyReleased("minus", modifiers: [])
            ])
        #expect(translator.zoomCommands.isEmpty)
    }
}

/// A window at a UI scale: fewer points, the same pixels, text rasterised at the larger size.
@Suite(.serialized) struct UIScaleWindowTests {
    /// Rows of `image` holding dark pixels: the height of what was drawn in black on white.
    private func inkRows(_ image: Image) -> Int {
        (0..<image.height).filter { y in
            (0..<image.width).contains { x in
                let c = image.pixel(x: x, y: y)
                return Int(c.r) + Int(c.g) + Int(c.b) < 300
            }
        }.count
    }

    private func textHeight(uiScale: UIScale) throws -> (rows: Int, pixelScale: Double, window: Window) {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let context = try SDLContext(video: true)
        let window = try Window(
            context: context, title: "ui scale", size: Size(width: 400, height: 300), uiScale: uiScale, hidden: true)
        let renderer = try Renderer(window: window, preference: .software)
        let textCache = try TextCache(renderer: renderer, fonts: FontLocator().locate())
        let painter = FramePainter(renderer: renderer, textCache: textCache)
        var list = DrawList()
        list.text("Hg", in: Rect(x: 20, y: 20, width: 200, height: 60), size: 24, color: .black)
        var image: Image?
        painter.paint(list, size: window.size, pixelScale: renderer.pixelScale) { image = try? $0.readPixels() }
        return (inkRows(try #require(image)), renderer.pixelScale, window)
    }

    @Test func twiceTheUIScaleDrawsTextTwiceAsTallInPixels() throws {
        let one = try textHeight(uiScale: .one)
        let two = try textHeight(uiScale: UIScale(2))
        #expect(one.pixelScale == 1 && two.pixelScale == 2)
        // The app sees the points it asked for; the window has twice the pixels each way.
        #expect(two.window.size == Size(width: 400, height: 300))
        #expect(two.window.windowCoordinateSize == Size(width: 800, height: 600))
        #expect(one.rows > 15)
        // Rasterised at 48 px, not stretched: twice as tall, to a pixel of hinting either way.
        #expect(abs(two.rows - 2 * one.rows) <= 2, "\(one.rows) px at 1×, \(two.rows) px at 2×")
    }

    @Test func theLoopsZoomStepsRefusesTooSmallAndResetsToTheDefault() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let context = try SDLContext(video: true)
        let window = try Window(
            context: context, title: "zoom", size: Size(width: 640, height: 480), uiScale: UIScale(1.5), hidden: true)
        let renderer = try Renderer(window: window, preference: .software)
        let loop = FrameLoop(
            window: window, renderer: renderer,
            textCache: try TextCache(renderer: renderer, fonts: FontLocator().locate()))
        #expect(window.windowCoordinateSize == Size(width: 960, height: 720))
        loop.applyZoom([.larger])
        #expect(window.uiScale == UIScale(1.75))
        #expect(renderer.pixelScale == 1.75)
        // 960 / 3 = 320 and 720 / 3 = 240 still fit; nothing beyond the last step.
        loop.applyZoom([.larger, .larger, .larger, .larger])
        #expect(window.uiScale == UIScale(3))
        #expect(window.size == Size(width: 320, height: 240))
        loop.applyZoom([.smaller, .smaller])
        #expect(window.uiScale == UIScale(2))
        loop.applyZoom([.reset])
        #expect(window.uiScale == UIScale(1.5) && window.size == Size(width: 640, height: 480))
    }
}
