import Foundation
import Testing

/// The replay window under Xvfb, driven with xdotool: the timeline strip below the content,
/// a click on it seeks, `,` steps back, and `--dump-state` reports the frame it ended on.
@Suite(.serialized) struct ReplayWindowTests {
    @Test func clickingTheTimelineSeeksAndCommaStepsBack() throws {
        let bin = try #require(WindowEndToEndTests.binary)
        let display = try VirtualDisplay()
        defer { display.stop() }
        let dir = try StudioScratch("replay-window")
        let shot = dir.path("window.png")
        let salon = ExportVideoCommandTests.salon
        // The screenshot is taken of the first frame (the window is already the full size then).
        let app = try Command.start(
            bin,
            [
                "replay", salon, "--speed", "0.1", "--dump-state", "--screenshot", "0=" + shot,
                "--renderer", "software",
            ], display: display.name)
        let window = try display.playgroundWindow()
        let id = try #require(window, "the replay window never appeared")
        func xdo(_ args: String...) throws { _ = try Command.run("xdotool", args, display: display.name, timeout: 10) }
        Thread.sleep(forTimeInterval: 5)
        try xdo("key", "space")
        Thread.sleep(forTimeInterval: 0.3)
        // The track spans x 16…1008 of the 1024-point window, in the strip that starts at y 720.
        try xdo("mousemove", "--window", id, "512", "738")
        try xdo("click", "1")
        Thread.sleep(forTimeInterval: 0.3)
        try xdo("key", "comma", "comma", "comma")
        Thread.sleep(forTimeInterval: 0.3)
        // Esc never quits (it did once); Q does.
        try xdo("key", "Escape")
        Thread.sleep(forTimeInterval: 0.3)
        #expect(app.process.isRunning, "Esc quit the replay window")
        try xdo("key", "q")
        let result = try app.wait(timeout: 30)
        #expect(result.status == 0, "\(result.stderr)")

        // The frame under x = 512 is the last one at or before half the recorded time; three back from it.
        let times = try ExportVideoCommandTests.frameTimes(salon)
        let ordered = times.keys.sorted()
        let start = try #require(times[ordered.first!])
        let end = try #require(times[ordered.last!])
        let half = start + Int64((Double(end - start) * 0.5).rounded())
        let under = try #require(ordered.last { times[$0]! <= half })
        let state = try #require(result.stdout.split(separator: "\n").last.map(String.init))
        #expect(state.contains("\"frame\":\(under - 3),"), "expected frame \(under - 3): \(state)")

        let (w, h) = try CurvesPlotTests.pngSize(shot)
        #expect(w == 1024 && h == 720 + 170, "the window is the recording plus the strip")
    }
}
