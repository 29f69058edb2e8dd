import Foundation
import Motion
import Replay
import SDLHost
import Testing

@testable import Lab
@testable import PlaygroundCLI
@testable import PlaygroundCore

/// Issue 40, point 5: a window stretched past the recording format's 16384 points a side (across
/// monitors, or at a small UI scale) kept the recording going only until the next frame, which
/// the writer refused ("width = 16385 is out of range"), and the session exited 2. The session
/// now takes the largest size a recording holds, and the recording goes on and replays.
@Suite struct OversizedWindowTests {
    @Test func aWindowPastTheFormatsRangeIsRecordedAtItsLimitAndTheRecordingGoesOn() throws {
        let dir = try StudioScratch("oversized-window")
        let path = dir.path("big.jsonl")
        let settings = SessionSettings(demoID: "salon", viewport: Size(width: 1024, height: 720))
        var session = try LiveSession(settings: settings, recordPath: path)
        var time: Int64 = 0
        func frame(_ inputs: [Input], window: Size) {
            session.step(
                HostFrame(
                    index: Int(time / 16_667), time: time, inputs: inputs.map { TimedInput(time: time, $0) },
                    quitRequested: false, windowSize: window, pixelScale: 1,
                    stats: HostStats(rendererName: "test", vsync: false)))
            time += 16_667
        }
        frame([], window: Size(width: 1024, height: 720))
        let huge = Size(width: 16385, height: 30_000)
        frame([.viewportResized(huge)], window: huge)
        #expect(session.app.windowSize == Size(width: 16384, height: 16384))
        // A drag and a flick in the huge window, then back to a normal size.
        frame([.pointerPressed(Point(x: 8000, y: 8000), button: .left)], window: huge)
        for k in 1...10 { frame([.pointerMoved(Point(x: 8000 - Double(k) * 40, y: 8000))], window: huge) }
        frame([.pointerReleased(Point(x: 7560, y: 8000), button: .left)], window: huge)
        for _ in 0..<30 { frame([], window: huge) }
        frame([.viewportResized(Size(width: 800, height: 600))], window: Size(width: 800, height: 600))
        for _ in 0..<200 { frame([], window: Size(width: 800, height: 600)) }
        session.finish()
        #expect(session.recordingFailure == nil, "\(session.recordingFailure?.message ?? "")")
        let replay = try ReplayReader().read(path: path)
        #expect(replay.end != nil, "the recording has its end line")
        let sizes = replay.frames.flatMap(\.inputs).compactMap { timed -> Size? in
            if case .viewportResized(let size) = timed.input { size } else { nil }
        }
        #expect(sizes.contains(Size(width: 16384, height: 16384)))
        #expect(sizes.allSatisfy { $0.width <= 16384 && $0.height <= 16384 })
        let result = try ReplayPlayer.run(path: path, verify: true)
        #expect(result.firstMismatch == nil && result.checkpointsChecked > 0)
    }
}
