import HarnessTestSupport
import Motion
import Testing

@testable import Lab
@testable import PlaygroundCore

@Suite struct PlaygroundAppTests {
    func makeApp(_ demo: String = "easing") throws -> PlaygroundApp {
        try PlaygroundApp(settings: SessionSettings(demoID: demo, viewport: Script.window))
    }

    @Test func unknownDemoAndBadViewportAreRejectedWithAReadableReason() {
        #expect(throws: SessionError.unknownDemo("nope")) {
            try PlaygroundApp(settings: SessionSettings(demoID: "nope", viewport: Script.window))
        }
        #expect(throws: SessionError.self) {
            try PlaygroundApp(settings: SessionSettings(demoID: "easing", viewport: Size(width: .nan, height: 10)))
        }
        #expect(SessionError.unknownDemo("nope").description.contains("easing"))
    }

    @Test func appKeysToggleOverlaysAndNeverReachTheDemo() throws {
        var h = try AppHarness("easing", inputs: [key("h", at: 0), key("i", at: 0), key(.f1, at: 0)])
        #expect(h.app.showsHUD && h.app.showsInspector && h.app.showsHelp)
        // Esc closes the topmost overlay (help, then the inspector, then the HUD) and never quits.
        h.frame(at: 16_667, [key(.escape, at: 10_000)])
        #expect(!h.app.showsHelp && h.app.showsInspector && h.app.showsHUD && !h.app.quitRequested)
        h.frame(at: 33_334, [key(.escape, at: 20_000)])
        #expect(!h.app.showsInspector && h.app.showsHUD && !h.app.quitRequested)
        h.frame(at: 50_000, [key(.escape, at: 40_000)])
        #expect(!h.app.showsHUD && !h.app.quitRequested)
        // Nothing open: Esc does nothing at all, and reaches no demo.
        let before = h.app.digest()
        h.frame(at: 66_667, [key(.escape, at: 60_000)])
        #expect(!h.app.quitRequested && h.app.digest() == before)
        // Shift+/ is "?", which also opens help.
        let other = try AppHarness("easing", inputs: [key(.slash, at: 0, .shift)])
        #expect(other.app.showsHelp)
        let quitter = try AppHarness("easing", inputs: [key("q", at: 0)])
        #expect(quitter.app.quitRequested)
        let ctrlQuitter = try AppHarness("easing", inputs: [key("q", at: 0, .ctrl)])
        #expect(ctrlQuitter.app.quitRequested)
        // Alt+Q is no quit chord: a desktop shortcut held by mistake must not close the window.
        let altQ = try AppHarness("easing", inputs: [key("q", at: 0, .alt)])
        #expect(!altQ.app.quitRequested)
    }

    @Test func slowMotionShowsTheDemoAQuarterOfTheTime() throws {
        var h = try AppHarness("easing", inputs: [key(.end, at: 0)])  // animate to the bottom, 1 s ease-in-out cubic
        var fast = h
        h.frame(at: 1, [key("s", at: 1)])
        #expect(h.app.slowMotion)
        h.frame(at: 400_001)
        fast.frame(at: 100_001)  // 1 µs at full speed, then 400 ms at ¼
        // 400 ms of wall time in slow motion = 100 ms of demo time.
        #expect(h.state["offset_y"] == fast.state["offset_y"])
        #expect((h.state["offset_y"]?.doubleValue ?? 0) > 0)
    }

    @Test func panelClicksSwitchDemosAndDemoClicksAreTranslated() throws {
        let ids = PlaygroundApp.demoIDs
        // A click in the panel on the first row selects the first demo; presses there never reach the demo.
        let row = try makeApp().layout.rows[0].center
        var h = try AppHarness("easing", inputs: [press(row, at: 0), release(row, at: 1)])
        #expect(h.app.currentDemoID == ids[0])
        if ids.count > 1 {
            h.frame(at: 16_667, [key(.tab, at: 16_000)])
            #expect(h.app.currentDemoID == ids[1])
            h.frame(at: 33_334, [key(.tab, at: 33_000, .shift)])
            #expect(h.app.currentDemoID == ids[0])
            h.frame(at: 50_000, [key("2", at: 40_000)])
            #expect(h.app.currentDemoID == ids[1])
        }
    }

    @Test func digestChangesWithWhatIsDrawnAndRepeatsForTheSameInputs() throws {
        let d0 = try makeApp().digest().hex  // before any frame
        #expect(d0.count == 16)
        var a = try AppHarness("easing", inputs: [key(.end, at: 0)])
        var b = try AppHarness("easing", inputs: [key(.end, at: 0)])
        a.frame(at: 250_000)
        b.frame(at: 250_000)
        #expect(a.app.digest().hex == b.app.digest().hex)
        #expect(a.app.digest().hex != d0)
    }

    @Test func wakeIsIdleAtRestAndEveryFrameWhileMoving() throws {
        var h = try AppHarness("easing")
        #expect(h.app.wake == .idle)
        h.frame(at: 16_667, [key(.end, at: 10_000)])
        #expect(h.app.wake == .nextFrame)
    }

    @Test func ringBufferKeepsTheNewestInOrder() {
        var ring = RingBuffer<Int>(capacity: 3)
        for i in 1...5 { ring.append(i) }
        #expect(ring.elements == [3, 4, 5])
    }

    @Test func stateJSONIsStableAndEscaped() {
        let v = StateValue.fields([
            "a": .double(1), "b": .string("q\"\n中"), "c": .double(.nan), "d": .array([.int(-2), .bool(true)]),
        ])
        #expect(v.json == #"{"a":1.0,"b":"q\"\n中","c":null,"d":[-2,true]}"#)
    }
}

@Suite struct DecimalTests {
    @Test func fixedPointTextRoundsAndPadsLikePrintf() {
        #expect(decimal(12.46) == "12.5")
        #expect(decimal(-0.04) == "0.0")  // rounds to zero: no "-0.0" on screen
        #expect(decimal(-3.25, digits: 2) == "-3.25")
        #expect(decimal(0.5, digits: 2) == "0.50")
        #expect(decimal(1.005, digits: 3) == "1.005")
        #expect(decimal(7, digits: 0) == "7")
        #expect(decimal(.nan) == "–")
    }
}

@Suite struct DemoSwitchTests {
    @Test func switchingDemosMidDragCancelsTheDragInsteadOfLeavingItPressed() throws {
        // Press on the list (window x 240 + 100) and drag upwards, then Tab away without releasing.
        let p = Point(x: 340, y: 500)
        var h = try AppHarness("easing", inputs: [press(p, at: 0)])
        for i in 1...6 {
            let t = Int64(i) * 16_667
            h.frame(at: t, [move(Point(x: 340, y: 500 - Double(i) * 30), at: t)])
        }
        #expect(h.state["phase"] == .string("tracking"))
        h.frame(at: 120_000, [key(.tab, at: 120_000)])
        #expect(h.app.currentDemoID != "easing")
        // Back on the easing demo (Shift-Tab) the list is no longer held by a finger.
        h.frame(at: 140_000, [key(.tab, at: 140_000, .shift)])
        #expect(h.app.currentDemoID == "easing")
        #expect(h.state["phase"] != .string("tracking"))
    }
}

@Suite struct MidFrameKeyTests {
    @Test func aSwitchInTheSameFrameAsAPressDeliversThePressBeforeTheCancel() throws {
        var h = try AppHarness("easing")
        let p = Point(x: 340, y: 500)
        h.frame(at: 16_667, [press(p, at: 1_000), move(Point(x: 340, y: 440), at: 5_000), key(.tab, at: 9_000)])
        h.frame(at: 33_334, [key(.tab, at: 20_000, .shift)])
        h.frame(at: 50_000, [move(Point(x: 340, y: 300), at: 40_000), release(Point(x: 340, y: 300), at: 45_000)])
        h.run(until: 200 * 16_667)
        #expect(h.state["phase"] == .string("idle"), "the hidden demo must not keep tracking")
    }

    @Test func slowMotionToggledMidFrameNeverSendsTimeBackwards() throws {
        let x = 340.0
        var slow = try AppHarness("easing", inputs: [press(Point(x: x, y: 500), at: 0)])
        var inputs = (1...4).map { move(Point(x: x, y: 500 - Double($0) * 20), at: Int64($0) * 2_000) }
        inputs.append(key("s", at: 9_000))
        inputs += (5...7).map { move(Point(x: x, y: 500 - Double($0) * 20), at: Int64($0) * 2_000) }
        inputs.append(release(Point(x: x, y: 360), at: 15_000))
        slow.frame(at: 16_667, inputs)
        #expect(slow.app.slowMotion)
        slow.dt = 50_000
        slow.run(until: 400 * 50_000)
        // The finger moved the content 140 pt; a glide can only add to that, never undo it.
        let offset = try #require(slow.state["offset_y"]?.doubleValue)
        #expect(offset >= 140, "offset \(offset)")
    }
}
