import HarnessTestSupport
import Motion
import Testing

@testable import Lab
@testable import PlaygroundCore

/// A session with a device: the demo is laid out at the device's screen in every window, drawn
/// whole in the demo area at a scale of at most 1, and a drag moves the content by the window
/// points it covered over that scale, so the same finger path in device points ends in the same
/// state whatever the window.
@Suite struct DeviceFrameAppTests {
    static let iphone = DeviceFrame.preset(named: "iphone-15")!

    @Test func theDemoIsLaidOutAtTheScreenInEveryWindow() throws {
        for window in [Size(width: 640, height: 480), Size(width: 1024, height: 720), Size(width: 2560, height: 1440)] {
            let h = try AppHarness("salon", viewport: window, device: Self.iphone)
            #expect(h.app.slots[h.app.currentIndex].viewport == Self.iphone.size, "\(window)")
            let screen = try #require(h.app.deviceScreen)
            let area = h.app.demoArea
            // Whole, inside the demo area with the body around it, never enlarged.
            #expect(
                screen.minX - DeviceBezelView.bezel >= area.minX && screen.maxX + DeviceBezelView.bezel <= area.maxX)
            #expect(
                screen.minY - DeviceBezelView.bezel >= area.minY && screen.maxY + DeviceBezelView.bezel <= area.maxY)
            #expect(h.app.deviceScale <= 1 && h.app.deviceScale > 0.3, "\(window): \(h.app.deviceScale)")
            #expect(abs(screen.height / screen.width - 852.0 / 393.0) < 1e-9)
        }
        // 2560 × 1440 has room: a point is a point.
        let big = try AppHarness("salon", viewport: Size(width: 2560, height: 1440), device: Self.iphone)
        #expect(big.app.deviceScale == 1)
    }

    /// The same drag in the device's points, in a 1024 × 720 window (drawn at about 0.76) and a
    /// 2560 × 1440 one (at 1): the content moves the same and the flick rests on the same card.
    @Test func theSameFingerPathInDevicePointsEndsTheSameInAnyWindow() throws {
        func session(_ window: Size) throws -> (mid: Double, end: StateValue, scale: Double) {
            var h = try AppHarness("salon", viewport: window, device: Self.iphone)
            let toWindow = h.app.stageToWindow
            var t: Int64 = 10_000
            var inputs = [press(toWindow.apply(Point(x: 300, y: 426)), at: t)]
            for step in 1...12 {
                t += 8_000
                inputs.append(move(toWindow.apply(Point(x: 300 - Double(step) * 15, y: 426)), at: t))
            }
            h.run(inputs, until: t + 1_000)
            let mid = h.state["offset_x"]?.doubleValue ?? .nan
            h.run([release(toWindow.apply(Point(x: 120, y: 426)), at: t + 8_000)], until: t + 4_000_000)
            return (mid, h.state, h.app.deviceScale)
        }
        let small = try session(Size(width: 1024, height: 720))
        let large = try session(Size(width: 2560, height: 1440))
        #expect(small.scale < 0.8 && large.scale == 1)
        #expect(abs(small.mid - large.mid) < 1e-6, "mid-drag \(small.mid) vs \(large.mid)")
        #expect(small.end["selected"] == large.end["selected"])
        let a = small.end["offset_x"]?.doubleValue ?? .nan
        let b = large.end["offset_x"]?.doubleValue ?? .nan
        #expect(abs(a - b) < 1e-6, "rest \(a) vs \(b)")
    }

    /// 100 window points of drag on a screen drawn at scale s move the content 100 / s points:
    /// measured between two moves so the drag's start (slop, first sample) cancels.
    @Test func aDragMovesTheContentByWindowPointsOverTheScale() throws {
        var h = try AppHarness("salon", viewport: Size(width: 1024, height: 720), device: Self.iphone)
        let s = h.app.deviceScale
        let screen = try #require(h.app.deviceScreen)
        let y = screen.midY
        var t: Int64 = 10_000
        var inputs = [press(Point(x: screen.maxX - 20, y: y), at: t)]
        for step in 1...5 {
            t += 8_000
            inputs.append(move(Point(x: screen.maxX - 20 - Double(step) * 10, y: y), at: t))
        }
        h.run(inputs, until: t + 1_000)
        let before = h.state["offset_x"]?.doubleValue ?? .nan
        var more: [TimedInput] = []
        for step in 1...10 {
            t += 8_000
            more.append(move(Point(x: screen.maxX - 70 - Double(step) * 10, y: y), at: t))
        }
        h.run(more, until: t + 1_000)
        let after = h.state["offset_x"]?.doubleValue ?? .nan
        #expect(abs((after - before) - 100 / s) < 1e-6, "moved \(after - before), expected \(100 / s)")
        // A press beside the screen, in the demo area, reaches no demo.
        var beside = try AppHarness("salon", viewport: Size(width: 1024, height: 720), device: Self.iphone)
        let outside = Point(x: screen.minX - DeviceBezelView.bezel - 4, y: y)
        let resting = beside.state["offset_x"]?.doubleValue
        beside.run([press(outside, at: 10_000), move(Point(x: outside.x - 200, y: y), at: 30_000)], until: 40_000)
        #expect(resting != nil && beside.state["offset_x"]?.doubleValue == resting)
        #expect(!beside.app.pointerCapturedByDemo)
    }

    @Test func theDrawingIsTheBodyTheScaledScreenAndACaptionThatFits() throws {
        for window in [Size(width: 640, height: 480), Size(width: 1024, height: 720), Size(width: 2560, height: 1440)] {
            let h = try AppHarness("salon", viewport: window, device: Self.iphone)
            let screen = try #require(h.app.deviceScreen)
            var list = DrawList()
            h.app.draw(into: &list)
            let body = Rect(
                x: screen.minX - DeviceBezelView.bezel, y: screen.minY - DeviceBezelView.bezel,
                width: screen.width + 2 * DeviceBezelView.bezel, height: screen.height + 2 * DeviceBezelView.bezel)
            #expect(
                list.commands.contains {
                    if case .fillRect(body, _, DeviceBezelView.body) = $0 { true } else { false }
                },
                "\(window): no body around the screen")
            #expect(list.commands.contains(.pushClip(screen)))
            let s = h.app.deviceScale
            if s < 1 {
                #expect(list.commands.contains { if case .pushTransform(let t) = $0 { t.scaleX == s } else { false } })
            }
            let caption = try #require(list.texts.first { $0.string.contains("393 × 852 pt @3") }, "\(window)")
            #expect(TextMetrics.estimatedWidth(caption.string, size: caption.size) <= caption.frame.width)
            #expect(caption.frame.minY >= body.maxY && caption.frame.maxY <= h.app.demoArea.maxY)
            #expect(caption.string.contains("iPhone 15"))
            #expect(caption.string.contains("shown at") == (s < 1), "\(window): \(caption.string)")
        }
        // Without a device nothing of it is drawn.
        let plain = try AppHarness("salon")
        var list = DrawList()
        plain.app.draw(into: &list)
        #expect(!list.texts.contains { $0.string.contains(" pt @") })
        #expect(plain.app.deviceScreen == nil && plain.app.stageToWindow == .identity)
    }

    /// Ghost lanes live on the device's screen: a differing A opens its lane there, and the live
    /// demo keeps the screen's width.
    @Test func ghostLanesAreLaidOutOnTheScreen() throws {
        var h = try AppHarness("salon", viewport: Size(width: 1024, height: 720), device: Self.iphone)
        h.press("g")
        let change = TimedInput(
            time: h.time + 1_000, .parameterChanged(name: "salon.deceleration_rate", value: .number(0.99)))
        h.run([change], until: h.time + h.dt)
        h.run(until: h.time + h.dt)
        let lanes = try #require(h.app.lanes, "no lanes for a differing A")
        let stage = Rect(origin: .zero, size: Self.iphone.size)
        for rect in lanes.drawnRects {
            #expect(rect.minX >= stage.minX - 1e-9 && rect.maxX <= stage.maxX + 1e-9, "\(rect)")
            #expect(rect.minY >= stage.minY - 1e-9 && rect.maxY <= stage.maxY + 1e-9, "\(rect)")
        }
        #expect(h.app.liveFrame.width == Self.iphone.size.width)
        #expect(h.app.slots[h.app.currentIndex].viewport == h.app.liveFrame.size)
    }
}
