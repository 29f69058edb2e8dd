import HarnessTestSupport
import Motion
import Testing

@testable import Lab
@testable import PlaygroundCore

/// The HUD while nothing moves: "idle", no frame-time bars, no fps; and the time the host slept
/// between wake-ups never counts as a frame time.
@Suite struct HUDIdleTests {
    /// The HUD's text and its bars (fills in the graph's colours) as drawn now.
    static func hud(_ app: PlaygroundApp) -> (texts: [String], bars: Int) {
        var list = DrawList()
        app.draw(into: &list)
        var inHUD = false
        var texts: [String] = []
        var bars = 0
        for command in list.commands {
            switch command {
            case .pushLayer(.overlay("HUD")): inHUD = true
            case .popLayer: inHUD = false
            case .text(let t) where inHUD: texts.append(t.string)
            case .fillRect(_, _, let c) where inHUD && (c == Theme.positive || c == Theme.warning): bars += 1
            default: break
            }
        }
        return (texts, bars)
    }

    @Test func waitsBetweenWakeUpsAreNoFrameTimesAndTheHUDSaysIdle() throws {
        var h = try AppHarness("easing", inputs: [key("h", at: 0)])
        // Nothing moves: frames come only when something happens, seconds apart.
        for t in stride(from: Int64(1_000_000), through: 5_000_000, by: 1_000_000) {
            h.frame(at: t, [TimedInput(time: t, .pointerMoved(Point(x: 5, y: 5)))])
            #expect(h.app.wake == .idle)
        }
        #expect(h.app.frameTimes.elements.isEmpty, "\(h.app.frameTimes.elements)")
        let idle = Self.hud(h.app)
        #expect(idle.bars == 0)
        #expect(idle.texts.contains("idle"))
        #expect(idle.texts.contains { $0.hasPrefix("idle, nothing moves") })
        #expect(!idle.texts.contains { $0.hasPrefix("fps") })

        // End animates the list for a second: 60 Hz frames, each counted at its real 16.7 ms;
        // the 1 s before the key (a sleep) is not among them.
        h.frame(at: 6_000_000, [key(.end, at: 6_000_000)])
        #expect(h.app.wake == .nextFrame)
        for i in 1...30 { h.frame(at: 6_000_000 + Int64(i) * 16_667) }
        #expect(h.app.frameTimes.elements == Array(repeating: 16_667, count: 30))
        let moving = Self.hud(h.app)
        #expect(moving.bars == 30)
        #expect(moving.texts.contains { $0.hasPrefix("fps 60  frame 16.7 ms") }, "\(moving.texts)")
        #expect(!moving.texts.contains("idle"))
    }
}
