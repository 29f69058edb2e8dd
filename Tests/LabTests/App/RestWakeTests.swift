import HarnessTestSupport
import Motion
import Testing

@testable import Demos
@testable import Lab
@testable import PlaygroundCore

/// A demo at rest asks for no frame at all (`.idle`), so the window loop blocks on events and a
/// resting window costs nothing; while it waits for a timer it names the deadline (`.at`) rather
/// than polling. Each demo is first set moving (a flick, the wheel, a key), then left alone.
@Suite struct RestWakeTests {
    static let frame: Int64 = 16_667

    /// Steps `app` with no input at 60 Hz, jumping straight to any timer it names, until it asks
    /// for nothing (or `limit` µs pass). Returns the frames it took.
    @discardableResult
    static func settle(_ app: inout PlaygroundApp, time: inout Int64, index: inout Int, limit: Int64 = 30_000_000)
        -> Int
    {
        let end = time + limit
        var frames = 0
        while app.wake != .idle, time < end {
            switch app.wake {
            case .nextFrame: time += frame
            case .at(let due):
                #expect(due > time, "a timer must lie in the future, not ask for a poll")
                time = max(time + 1, due)
            case .idle: break
            }
            index += 1
            frames += 1
            app.step(Frame(index: index, time: time), inputs: [])
        }
        return frames
    }

    /// A flick in the middle of the demo area, a wheel burst and an animated key: every demo moves.
    static func stir(_ app: inout PlaygroundApp, time: inout Int64, index: inout Int) {
        let area = app.demoArea
        let c = Point(x: area.midX, y: area.midY)
        var inputs = [TimedInput(time: time + 1_000, .pointerPressed(c, button: .left))]
        for k in 1...6 {
            inputs.append(
                TimedInput(
                    time: time + Int64(k) * 8_000,
                    .pointerMoved(Point(x: c.x - Double(k) * 30, y: c.y - Double(k) * 30))))
        }
        inputs.append(
            TimedInput(time: time + 50_000, .pointerReleased(Point(x: c.x - 180, y: c.y - 180), button: .left)))
        inputs.append(TimedInput(time: time + 60_000, .wheelScrolled(dx: 0, dy: -3)))
        inputs.append(TimedInput(time: time + 70_000, .keyPressed(.right, modifiers: [])))
        time += 80_000
        index += 1
        app.step(Frame(index: index, time: time), inputs: inputs)
    }

    @Test(arguments: DemoCatalog.ids)
    func everyDemoAtRestAsksForNoFrame(_ demo: String) throws {
        var app = try PlaygroundApp(settings: SessionSettings(demoID: demo, viewport: Script.window))
        var time: Int64 = 0
        var index = 0
        app.step(Frame(index: 0, time: 0), inputs: [])
        Self.stir(&app, time: &time, index: &index)
        #expect(app.wake != .idle, "\(demo) should be moving after a flick, the wheel and →")
        if demo == "roller" {
            // A ticker never rests by itself: P pauses every roller (the demo's own "rest").
            time += 1_000
            index += 1
            app.step(Frame(index: index, time: time), inputs: [TimedInput(time: time, .keyPressed("p", modifiers: []))])
        }
        Self.settle(&app, time: &time, index: &index)
        #expect(app.wake == .idle, "\(demo) still asks for \(app.wake) after 30 s without input")
        // At rest, more time changes nothing: the same picture, still no frame wanted.
        var before = DrawList()
        app.draw(into: &before)
        index += 1
        app.step(Frame(index: index, time: time + 5_000_000), inputs: [])
        var after = DrawList()
        app.draw(into: &after)
        #expect(app.wake == .idle)
        #expect(DrawListDamage.between(before, after) == .none, "\(demo) repaints something while at rest")
    }

    @Test func theAppWithNoOverlayRestsAndTheHUDDoesNot() throws {
        var app = try PlaygroundApp(settings: SessionSettings(demoID: "salon", viewport: Script.window))
        var time: Int64 = 0
        var index = 0
        app.step(Frame(index: 0, time: 0), inputs: [])
        #expect(app.wake == .idle)
        #expect(!app.showsHUD && !app.showsHelp && !app.showsInspector)
        // Help open and closed again: back at rest.
        time += 1_000
        index += 1
        app.step(Frame(index: index, time: time), inputs: [TimedInput(time: time, .keyPressed(.f1, modifiers: []))])
        time += 1_000
        index += 1
        app.step(Frame(index: index, time: time), inputs: [TimedInput(time: time, .keyPressed(.escape, modifiers: []))])
        Self.settle(&app, time: &time, index: &index)
        #expect(!app.showsHelp && app.wake == .idle)
    }

    @Test func theRollerWaitsForItsNextRollInsteadOfPolling() throws {
        var app = try PlaygroundApp(settings: SessionSettings(demoID: "roller", viewport: Script.window))
        var time: Int64 = 0
        var index = 0
        app.step(Frame(index: 0, time: 0), inputs: [])
        var waits: [Int64] = []
        // Three roll cycles: between rolls the only request is the next roll's deadline, and at
        // that deadline a roll starts (the wait was for something, not a poll).
        while time < 8_000_000 {
            var waited = false
            switch app.wake {
            case .nextFrame: time += Self.frame
            case .at(let due):
                #expect(due > time)
                waits.append(due - time)
                time = due
                waited = true
            case .idle:
                Issue.record("a rolling ticker should not be idle")
                return
            }
            index += 1
            app.step(Frame(index: index, time: time), inputs: [])
            if waited { #expect(app.wake == .nextFrame, "at \(time) µs the deadline started nothing") }
        }
        // 2.66 s to the first roll; after each roll (the fade style takes longest) one wait to the next.
        #expect(waits.count == 3, "waits: \(waits)")
        #expect(waits.allSatisfy { $0 >= 1_000_000 }, "no short polls between frames: \(waits)")
    }
}
