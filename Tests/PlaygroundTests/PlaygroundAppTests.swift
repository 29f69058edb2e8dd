import Testing
import Motion
@testable import Playground

@Suite struct PlaygroundAppTests {
    func makeApp(_ demo: String = "easing") throws -> PlaygroundApp {
        try PlaygroundApp(settings: SessionSettings(demoID: demo, viewport: Script.window))
    }

    @Test func unknownDemoAndBadViewportAreRejectedWithAReadableReason() {
        #expect(throws: SessionError.unknownDemo("nope")) { try PlaygroundApp(settings: SessionSettings(demoID: "nope", viewport: Script.window)) }
        #expect(throws: SessionError.self) { try PlaygroundApp(settings: SessionSettings(demoID: "easing", viewport: Size(width: .nan, height: 10))) }
        #expect(SessionError.unknownDemo("nope").description.contains("easing"))
    }

    @Test func appKeysToggleOverlaysAndNeverReachTheDemo() throws {
        var app = try makeApp()
        app.step(Frame(index: 0, time: 0), inputs: [key("h", at: 0), key("i", at: 0), key(.f1, at: 0)])
        #expect(app.showsHUD && app.showsInspector && app.showsHelp)
        // Esc closes the topmost overlay first (help, then the inspector), then quits.
        app.step(Frame(index: 1, time: 16_667), inputs: [key(.escape, at: 10_000)])
        #expect(!app.showsHelp && app.showsInspector && !app.quitRequested)
        app.step(Frame(index: 2, time: 33_334), inputs: [key(.escape, at: 20_000)])
        #expect(!app.showsInspector && !app.quitRequested)
        app.step(Frame(index: 3, time: 50_000), inputs: [key(.escape, at: 40_000)])
        #expect(app.quitRequested)
        // Shift+/ is "?", which also opens help.
        var other = try makeApp()
        other.step(Frame(index: 0, time: 0), inputs: [key(.slash, at: 0, .shift)])
        #expect(other.showsHelp)
        var quitter = try makeApp()
        quitter.step(Frame(index: 0, time: 0), inputs: [key("q", at: 0)])
        #expect(quitter.quitRequested)
    }

    @Test func slowMotionShowsTheDemoAQuarterOfTheTime() throws {
        var app = try makeApp()
        app.step(Frame(index: 0, time: 0), inputs: [key(.end, at: 0)])   // animate to the bottom, 1 s ease-in-out cubic
        var fast = app
        app.step(Frame(index: 1, time: 1), inputs: [key("s", at: 1)])
        #expect(app.slowMotion)
        app.step(Frame(index: 2, time: 400_001), inputs: [])
        fast.step(Frame(index: 1, time: 100_001), inputs: [])   // 1 µs at full speed, then 400 ms at ¼
        // 400 ms of wall time in slow motion = 100 ms of demo time.
        #expect(app.demoState["offset_y"] == fast.demoState["offset_y"])
        #expect((app.demoState["offset_y"]?.doubleValue ?? 0) > 0)
    }

    @Test func panelClicksSwitchDemosAndDemoClicksAreTranslated() throws {
        var app = try makeApp()
        let ids = PlaygroundApp.demoIDs
        // A click in the panel on the first row selects the first demo; presses there never reach the demo.
        let row = app.layout.rows[0].center
        app.step(Frame(index: 0, time: 0), inputs: [press(row, at: 0), release(row, at: 1)])
        #expect(app.currentDemoID == ids[0])
        if ids.count > 1 {
            app.step(Frame(index: 1, time: 16_667), inputs: [key(.tab, at: 16_000)])
            #expect(app.currentDemoID == ids[1])
            app.step(Frame(index: 2, time: 33_334), inputs: [key(.tab, at: 33_000, .shift)])
            #expect(app.currentDemoID == ids[0])
            app.step(Frame(index: 3, time: 50_000), inputs: [key("2", at: 40_000)])
            #expect(app.currentDemoID == ids[1])
        }
    }

    @Test func digestChangesWithWhatIsDrawnAndRepeatsForTheSameInputs() throws {
        var a = try makeApp(), b = try makeApp()
        let d0 = a.digest().hex
        #expect(d0.count == 16)
        for app in [0, 1] {
            var x = app == 0 ? a : b
            x.step(Frame(index: 0, time: 0), inputs: [key(.end, at: 0)])
            x.step(Frame(index: 1, time: 250_000), inputs: [])
            if app == 0 { a = x } else { b = x }
        }
        #expect(a.digest().hex == b.digest().hex)
        #expect(a.digest().hex != d0)
    }

    @Test func wakeIsIdleAtRestAndEveryFrameWhileMoving() throws {
        var app = try makeApp()
        app.step(Frame(index: 0, time: 0), inputs: [])
        #expect(app.wake == .idle)
        app.step(Frame(index: 1, time: 16_667), inputs: [key(.end, at: 10_000)])
        #expect(app.wake == .nextFrame)
    }

    @Test func ringBufferKeepsTheNewestInOrder() {
        var ring = RingBuffer<Int>(capacity: 3)
        for i in 1...5 { ring.append(i) }
        #expect(ring.elements == [3, 4, 5])
    }

    @Test func stateJSONIsStableAndEscaped() {
        let v = StateValue.fields(["a": .double(1), "b": .string("q\"\n中"), "c": .double(.nan), "d": .array([.int(-2), .bool(true)])])
        #expect(v.json == #"{"a":1.0,"b":"q\"\n中","c":null,"d":[-2,true]}"#)
    }
}

@Suite struct DecimalTests {
    @Test func fixedPointTextRoundsAndPadsLikePrintf() {
        #expect(decimal(12.46) == "12.5")
        #expect(decimal(-0.04) == "0.0")   // rounds to zero: no "-0.0" on screen
        #expect(decimal(-3.25, digits: 2) == "-3.25")
        #expect(decimal(0.5, digits: 2) == "0.50")
        #expect(decimal(1.005, digits: 3) == "1.005")
        #expect(decimal(7, digits: 0) == "7")
        #expect(decimal(.nan) == "–")
    }
}

@Suite struct DemoSwitchTests {
    @Test func switchingDemosMidDragCancelsTheDragInsteadOfLeavingItPressed() throws {
        var app = try PlaygroundApp(settings: SessionSettings(demoID: "easing", viewport: Script.window))
        // Press on the list (window x 240 + 100) and drag upwards, then Tab away without releasing.
        let p = Point(x: 340, y: 500)
        app.step(Frame(index: 0, time: 0), inputs: [press(p, at: 0)])
        for i in 1...6 {
            let t = Int64(i) * 16_667
            app.step(Frame(index: i, time: t), inputs: [move(Point(x: 340, y: 500 - Double(i) * 30), at: t)])
        }
        #expect(app.demoState["phase"] == .string("tracking"))
        app.step(Frame(index: 7, time: 120_000), inputs: [key(.tab, at: 120_000)])
        #expect(app.currentDemoID != "easing")
        // Back on the easing demo (Shift-Tab) the list is no longer held by a finger.
        app.step(Frame(index: 8, time: 140_000), inputs: [key(.tab, at: 140_000, .shift)])
        #expect(app.currentDemoID == "easing")
        #expect(app.demoState["phase"] != .string("tracking"))
    }
}

@Suite struct MidFrameKeyTests {
    func app() throws -> PlaygroundApp { try PlaygroundApp(settings: SessionSettings(demoID: "easing", viewport: Script.window)) }

    @Test func aSwitchInTheSameFrameAsAPressDeliversThePressBeforeTheCancel() throws {
        var app = try app()
        let p = Point(x: 340, y: 500)
        app.step(Frame(index: 0, time: 0), inputs: [])
        app.step(Frame(index: 1, time: 16_667), inputs: [press(p, at: 1_000), move(Point(x: 340, y: 440), at: 5_000),
                                                          key(.tab, at: 9_000)])
        app.step(Frame(index: 2, time: 33_334), inputs: [key(.tab, at: 20_000, .shift)])
        app.step(Frame(index: 3, time: 50_000), inputs: [move(Point(x: 340, y: 300), at: 40_000), release(Point(x: 340, y: 300), at: 45_000)])
        for i in 4...200 { app.step(Frame(index: i, time: Int64(i) * 16_667), inputs: []) }
        #expect(app.demoState["phase"] == .string("idle"), "the hidden demo must not keep tracking")
    }

    @Test func slowMotionToggledMidFrameNeverSendsTimeBackwards() throws {
        var slow = try app()
        let x = 340.0
        slow.step(Frame(index: 0, time: 0), inputs: [press(Point(x: x, y: 500), at: 0)])
        var inputs = (1...4).map { move(Point(x: x, y: 500 - Double($0) * 20), at: Int64($0) * 2_000) }
        inputs.append(key("s", at: 9_000))
        inputs += (5...7).map { move(Point(x: x, y: 500 - Double($0) * 20), at: Int64($0) * 2_000) }
        inputs.append(release(Point(x: x, y: 360), at: 15_000))
        slow.step(Frame(index: 1, time: 16_667), inputs: inputs)
        #expect(slow.slowMotion)
        for i in 2...400 { slow.step(Frame(index: i, time: Int64(i) * 50_000), inputs: []) }
        // The finger moved the content 140 pt; a glide can only add to that, never undo it.
        let offset = try #require(slow.demoState["offset_y"]?.doubleValue)
        #expect(offset >= 140, "offset \(offset)")
    }
}
