import Foundation
import HarnessTestSupport
import Motion
import SceneTestSupport

@testable import Lab
@testable import LayoutTestSupport
@testable import PlaygroundCore
@testable import Scenes

/// Builds the whole window the way a host does and runs the layout checker over it.
enum LayoutProbe {
    /// The sizes the issue names, in points.
    static let sizes = [Size(width: 640, height: 480), Size(width: 1024, height: 720), Size(width: 2560, height: 1440)]

    /// H, I and T: the HUD, the motion inspector and the tuning panel.
    static let allPanels: [Key] = ["h", "i", "t"]

    /// The HUD's host lines as a busy session shows them (long numbers, vsync on).
    static let host = HostInfo(
        rendererName: "software", vsync: true, textCacheHits: 123_456, textCacheMisses: 7_890,
        lastFrameMicros: 12_345)

    /// The app on `demo` at `size` after `seconds` of frames at 60 Hz, with `keys` pressed first
    /// (H and I open the HUD and the inspector).
    static func app(
        _ demo: String, size: Size, keys: [Key] = ["h", "i"],
        seconds: Double = 0.5
    ) throws -> PlaygroundApp {
        try harness(demo, size: size, keys: keys, seconds: seconds).app
    }

    /// The same, in the harness, for tests that go on stepping it.
    static func harness(
        _ demo: String, size: Size, keys: [Key] = ["h", "i"],
        seconds: Double = 0.5, device: DeviceFrame? = nil
    ) throws -> AppHarness {
        var h = try AppHarness(
            demo, viewport: size, inputs: keys.map { key($0, at: 0) }, scenes: ShippedScenes.all, device: device)
        h.run(until: Int64(max(1, Int(seconds * 60))) * h.dt)
        return h
    }

    /// The five demos' ids and the shipped scenes'.
    static let allIDs = PlaygroundApp.demoIDs + ShippedScenes.all.map(\.id)

    static func drawList(_ app: PlaygroundApp) -> DrawList {
        var list = DrawList()
        app.draw(into: &list, host: host)
        return list
    }

    /// Every problem but text cut in the tuning panel or a lane's label, which
    /// `LayoutTests.nothingIsCutInTheTuningPanelOrTheLaneLabels` reports on its own, so a
    /// failure says whose text it is.
    static func problems(_ app: PlaygroundApp) -> [LayoutProblem] {
        allProblems(app).filter { !isPanelOrLaneText($0) }
    }

    static func allProblems(_ app: PlaygroundApp) -> [LayoutProblem] {
        LayoutCheck(window: app.windowSize).problems(in: drawList(app))
    }

    /// A truncated run in the tuning panel, or in a ghost lane's own label ("Live · rest …"). A
    /// demo's text drawn again in a lane is not among them.
    static func isPanelOrLaneText(_ problem: LayoutProblem) -> Bool {
        guard problem.rule == .cutOff, problem.message.hasSuffix("ellipsis") else { return false }
        return problem.owner == .overlay("tuning panel") || isLaneLabel(problem)
    }

    static func isLaneLabel(_ problem: LayoutProblem) -> Bool {
        let labels = ["Live", "B live", "A (pinned)"] + ScrollPlatform.allCases.map(\.title)
        return problem.owner == .annotation("ghost lanes")
            && labels.contains { problem.message.hasPrefix("text \"\($0) ·") }
    }
}
