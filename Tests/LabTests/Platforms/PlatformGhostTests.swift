import Motion
import Testing

@testable import Demos
@testable import Lab
@testable import PlaygroundCore

/// Platform ghosts: the last gesture lived again under each ticked platform is exactly a fresh
/// session under that platform, each is drawn with its label, and the panel's chips tick them.
@Suite struct PlatformGhostTests {

    /// A salon session with `ticked` platforms ticked, then a flick.
    private func session(ticking ticked: [ScrollPlatform]) throws -> AppHarness {
        var d = try AppHarness(demo: "salon")
        for platform in ticked { d.app.tuning.togglePlatformGhost(platform) }
        d.run(until: d.time + 6 * d.dt)
        d.flick(at: d.liveContentCentre, velocity: -2500)
        return d
    }

    /// The same flick in a fresh session whose salon always had `platform`'s physics, with the
    /// same platforms ticked (so its live strip has the same lane, at the same size).
    private func fresh(_ platform: ScrollPlatform, ticking ticked: [ScrollPlatform]) throws -> GestureTrace {
        var values = ParameterValues()
        try values.set("salon.physics", to: platform.rawValue)
        var d = try AppHarness(demo: "salon", parameters: values)
        for platform in ticked { d.app.tuning.togglePlatformGhost(platform) }
        d.run(until: d.time + 6 * d.dt)
        d.flick(at: d.liveContentCentre, velocity: -2500)
        return try #require(d.app.tuning.lastGesture?.live)
    }

    @Test func eachPlatformGhostIsExactlyAFreshRunUnderThatPlatform() throws {
        let ticked: [ScrollPlatform] = [.android, .flutterIOS, .flutterAndroid]
        let s = try session(ticking: ticked)
        let gesture = try #require(s.app.tuning.lastGesture)
        #expect(gesture.platforms.map(\.platform) == ticked)
        for entry in gesture.platforms {
            let fresh = try fresh(entry.platform, ticking: ticked)
            #expect(entry.trace.samples.count > 10)
            #expect(entry.trace.release == fresh.release, "\(entry.platform)")
            #expect(entry.trace.restTime == fresh.restTime, "\(entry.platform)")
            #expect(zip(entry.trace.samples, fresh.samples).allSatisfy { $0 == $1 }, "\(entry.platform)")
            #expect(entry.trace.metrics == fresh.metrics, "\(entry.platform)")
            #expect(entry.trace.metrics?.settleMicros != nil, "\(entry.platform) came to rest")
        }
        // The live gesture is UIKit's (the salon's default), and it is not Android's.
        let live = try #require(gesture.live.metrics)
        let android = try #require(gesture.platforms.first?.trace.metrics)
        #expect(live.settleMicros != android.settleMicros)
    }

    @Test func theGhostsAreDrawnLabelledAndTheTableListsEachPlatform() throws {
        var s = try session(ticking: [.uikit, .android])
        let gesture = try #require(s.app.tuning.lastGesture)
        // Each in its lane, labelled above it.
        let lanes = s.drawn().texts.map(\.string)
        #expect(s.app.lanes?.ghosts.count == 2)
        for entry in gesture.platforms {
            let m = try #require(entry.trace.metrics)
            let label = entry.platform.title + " · rest " + decimal(m.restOffset, digits: 1) + " pt"
            #expect(lanes.contains { $0.hasPrefix(label) }, "\(label) in \(lanes)")
        }
        s.press("t")
        let texts = s.drawn().texts.map(\.string)
        for entry in gesture.platforms {
            let m = try #require(entry.trace.metrics)
            // The table's row: the platform's name and its rest offset.
            #expect(texts.contains(decimal(m.restOffset, digits: 1)))
        }
        // The chips: every platform by its full name, the ticked ones filled and ticked.
        #expect(["✓ UIKit", "✓ Android", "Flutter iOS", "Flutter Android"].allSatisfy(texts.contains), "\(texts)")
    }

    @Test func tickingAfterAFlickShowsThatFlickUnderTheNewPlatform() throws {
        var s = try session(ticking: [])
        #expect(s.app.tuning.lastGesture?.platforms.isEmpty == true)
        s.app.tuning.togglePlatformGhost(.android)
        let after = try #require(s.app.tuning.lastGesture?.platforms.first)
        let fresh = try fresh(.android, ticking: [])
        #expect(after.platform == .android)
        #expect(after.trace.metrics == fresh.metrics)
        #expect(s.app.tuning.platformRuns.count == 1)
        s.app.tuning.togglePlatformGhost(.android)
        #expect(s.app.tuning.platformRuns.isEmpty && s.app.tuning.platformGhosts.isEmpty)
    }

    @Test func thePanelsChipsTickAPlatform() throws {
        var d = try AppHarness(demo: "salon")
        d.press("t")
        let frame = d.app.tuningPanelFrame
        let layout = TuningPanelLayout(frame: frame, rowCount: 0, showsComparison: true)
        let chip = layout.platformChip(ScrollPlatform.allCases.firstIndex(of: .flutterIOS)!)
        d.run(
            [
                TimedInput(time: d.time + 1_000, .pointerPressed(chip.center, button: .left)),
                TimedInput(time: d.time + 2_000, .pointerReleased(chip.center, button: .left)),
            ], until: d.time + d.dt)
        #expect(d.app.tuning.platformGhosts == [.flutterIOS])
    }

    /// The roller has no scroll physics: its chips are dimmed, and a click ticks nothing and
    /// says why instead of opening a lane that could never differ.
    @Test func theRollersChipsTickNothingAndSayWhy() throws {
        var d = try AppHarness(demo: "roller")
        d.press("t")
        let layout = TuningPanelLayout(frame: d.app.tuningPanelFrame, rowCount: 0, showsComparison: true)
        let chip = layout.platformChip(ScrollPlatform.allCases.firstIndex(of: .android)!)
        d.run(
            [
                TimedInput(time: d.time + 1_000, .pointerPressed(chip.center, button: .left)),
                TimedInput(time: d.time + 2_000, .pointerReleased(chip.center, button: .left)),
            ], until: d.time + d.dt)
        #expect(d.app.tuning.platformGhosts.isEmpty)
        #expect(d.app.tuning.panel.message?.hasPrefix("Nothing scrolls here to compare under Android") == true)
        #expect(d.app.lanes == nil)
    }
}

/// Four platform ghosts beside a flicked salon strip, with the panel, HUD and inspector open,
/// at the three reference sizes: nothing overlaps and everything stays in the window.
@Suite struct PlatformGhostLayoutTests {
    @Test(arguments: LayoutProbe.sizes)
    func fourGhostsFitBesideTheStripAtEverySize(size: Size) throws {
        var h = try LayoutProbe.harness("salon", size: size, keys: ["h", "i", "t"], seconds: 0.2)
        for platform in ScrollPlatform.allCases { h.app.tuning.togglePlatformGhost(platform) }
        h.run(until: h.time + h.dt)
        h.flick(at: h.liveContentCentre, velocity: -2500)
        #expect(h.app.tuning.lastGesture?.platforms.count == 4)
        let problems = LayoutProbe.problems(h.app)
        #expect(problems.isEmpty, "\(size): \(problems.prefix(4))")
    }
}
