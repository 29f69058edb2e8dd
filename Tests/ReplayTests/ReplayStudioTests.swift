import Foundation
import Motion
import Testing

@testable import Lab
@testable import PlaygroundCore
@testable import Replay

/// The replay window's controls without a window: keys, clicks and drags on the strip, the
/// loop, and the playback clock, each checked against the seeker's position and digests.
@Suite struct ReplayStudioTests {
    /// Recorded through `ReplayWriter`, so it has a checkpoint every 60 frames and an end line.
    static let replay: Replay = {
        let dir = temporaryDirectory("studio")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let session = LongSession(frameCount: 3_000, seed: 9)
        do {
            var app = try PlaygroundApp(settings: session.settings)
            let writer = try ReplayWriter(path: dir + "/long.jsonl", settings: session.settings)
            for f in session.frames() { try writer.record(&app, frame: f.frame, inputs: f.inputs) }
            try writer.finish(app: app)
            return try ReplayReader().read(path: dir + "/long.jsonl")
        } catch {
            preconditionFailure("cannot record the studio's session: \(error)")
        }
    }()

    func studio(speed: Double = 1) throws -> ReplayStudio {
        var seeker = try ReplaySeeker(replay: Self.replay)
        seeker.buildIndex()
        return ReplayStudio(seeker: seeker, speed: speed)
    }

    func key(_ name: String, _ modifiers: Modifiers = [], at t: Int64 = 0) -> TimedInput {
        TimedInput(time: t, .keyPressed(Key(rawValue: name), modifiers: modifiers))
    }

    /// A point on the strip's track at recorded time `time`.
    func onTrack(_ s: ReplayStudio, time: Int64) -> Point {
        Point(x: s.strip.x(forTime: time), y: s.strip.track.midY)
    }

    @Test func theStripSitsBelowTheContentInAWindowMadeTallerForIt() throws {
        let s = try studio()
        #expect(s.contentSize == Size(width: 1024, height: 720))
        #expect(s.windowSize == Size(width: 1024, height: 720 + TimelineStrip.height))
        #expect(s.strip.frame.minY == 720 && s.strip.frame.maxY == s.windowSize.height)
        var list = DrawList()
        s.draw(into: &list)
        // The content is clipped to its own area, and the strip draws nothing above it.
        #expect(list.commands.first == .pushClip(Rect(x: 0, y: 0, width: 1024, height: 720)))
        let popped = try #require(list.commands.lastIndex(of: .popClip))
        for command in list.commands[(popped + 1)...] {
            switch command {
            case .fillRect(let r, _, _), .strokeRect(let r, _, _, _): #expect(r.minY >= 720 - 0.001, "\(command)")
            case .text(let run): #expect(run.frame.minY >= 720)
            case .line(let a, let b, _, _): #expect(min(a.y, b.y) >= 720)
            default: break
            }
        }
        let texts = list.texts.map(\.string)
        #expect(texts.contains { $0.contains("frame – / 2999") })
    }

    @Test func playbackFollowsTheRecordedClockTimesTheSpeedAndPausedTimeIsNotPlayed() throws {
        var s = try studio(speed: 2)
        s.update(time: 1_000_000, inputs: [])
        let firstTime = Self.replay.frames[0].frame.time
        // 0.5 s of host time at 2× plays one second of the recording.
        let stepped = s.update(time: 1_500_000, inputs: [])
        #expect(s.position == s.seeker.position(atTime: firstTime + 1_000_000))
        #expect(stepped == Array(0..<s.position))
        let before = s.position
        s.update(time: 1_600_000, inputs: [key("space")])
        #expect(s.paused && s.position == before)
        s.update(time: 9_000_000, inputs: [])  // a long pause
        s.update(time: 9_100_000, inputs: [key("space")])
        s.update(time: 9_200_000, inputs: [])  // 0.1 s at 2×
        #expect(s.position == s.seeker.position(atTime: firstTime + 1_200_000), "the pause was not played")
    }

    @Test func stepKeysAndCheckpointJumpsMoveFrameByFrameAndMarkerByMarker() throws {
        var s = try studio()
        s.update(time: 0, inputs: [key("period"), key("period"), key("period")])
        #expect(s.paused && s.position == 3)
        s.update(time: 10, inputs: [key("comma")])
        #expect(s.position == 2)
        // Shift-[ and Shift-] jump by checkpoint ([ and ] alone jump by gesture: GestureTimelineTests).
        s.update(time: 20, inputs: [key("rightbracket", [.shift])])
        #expect(s.position == 61)  // just after the checkpoint of frame 60
        s.update(time: 30, inputs: [key("rightbracket", [.shift]), key("rightbracket", [.shift])])
        #expect(s.position == 181)
        s.update(time: 40, inputs: [key("leftbracket", [.shift])])
        #expect(s.position == 121)
        s.update(time: 50, inputs: [key("end"), key("comma")])
        #expect(s.position == 2_999)
        s.update(time: 60, inputs: [key("home"), key("comma")])
        #expect(s.position == 1, "never before the first frame")
        var straight = try PlaygroundApp(settings: Self.replay.header.sessionSettings)
        for f in Self.replay.frames.prefix(1) { straight.step(f.frame, inputs: f.inputs) }
        #expect(s.app.digest() == straight.digest())
    }

    @Test func clickingAndDraggingOnTheTrackSeeksToTheTimeUnderThePointer() throws {
        var s = try studio()
        let times = Self.replay.frames.map(\.frame.time)
        let target = times[1_234]
        s.update(time: 0, inputs: [TimedInput(time: 0, .pointerPressed(onTrack(s, time: target), button: .left))])
        #expect(s.position == s.seeker.position(atTime: s.strip.time(forX: s.strip.x(forTime: target))))
        #expect(abs(s.position - 1_235) <= 2, "the pixel under the pointer rounds to a neighbouring frame at most")
        for p in [100, 2_000, 500] {
            s.update(time: Int64(p), inputs: [TimedInput(time: 0, .pointerMoved(onTrack(s, time: times[p])))])
            #expect(abs(s.position - (p + 1)) <= 2)
        }
        s.update(
            time: 1_000, inputs: [TimedInput(time: 0, .pointerReleased(onTrack(s, time: times[500]), button: .left))])
        let held = s.position
        // After the release the pointer no longer seeks.
        s.update(time: 1_010, inputs: [TimedInput(time: 0, .pointerMoved(onTrack(s, time: times[2_500])))])
        #expect(s.position >= held && s.position < held + 5)
        // A press on the content is not the timeline's.
        s.update(time: 1_020, inputs: [TimedInput(time: 0, .pointerPressed(Point(x: 600, y: 300), button: .left))])
        #expect(s.position < held + 5)
    }

    @Test func shiftDragMarksARangeThatLLoops() throws {
        var s = try studio()
        let times = Self.replay.frames.map(\.frame.time)
        let shift = TimedInput(time: 0, .keyPressed("unknown", modifiers: [.shift]))
        s.update(
            time: 0,
            inputs: [
                key("space"), shift,
                TimedInput(time: 0, .pointerPressed(onTrack(s, time: times[1_000]), button: .left)),
                TimedInput(time: 0, .pointerMoved(onTrack(s, time: times[1_100]))),
                TimedInput(time: 0, .pointerReleased(onTrack(s, time: times[1_100]), button: .left)),
                TimedInput(time: 0, .keyReleased("unknown", modifiers: [])),
            ])
        let range = try #require(s.range)
        #expect(abs(range.lowerBound - 1_001) <= 2 && abs(range.upperBound - 1_101) <= 2)
        s.update(time: 10, inputs: [key("l"), key("space")])
        #expect(s.looping && !s.paused)
        var seen = Set<Int>()
        var wraps = 0
        var host: Int64 = 10
        for _ in 0..<600 {
            host += 16_667
            let before = s.position
            s.update(time: host, inputs: [])
            if s.position < before { wraps += 1 }
            seen.insert(s.position)
            #expect(range.contains(s.position), "looping stays inside the range")
        }
        #expect(seen.count > 50, "it plays through the range")
        #expect(wraps >= 2, "again and again")
        // A plain shift-click clears the range.
        s.update(
            time: host + 1,
            inputs: [
                shift, TimedInput(time: 0, .pointerPressed(onTrack(s, time: times[10]), button: .left)),
                TimedInput(time: 0, .pointerReleased(onTrack(s, time: times[10]), button: .left)),
            ])
        #expect(s.range == nil)
    }

    @Test func speedStepsFromATenthToEightTimes() throws {
        var s = try studio()
        for _ in 0..<10 { s.update(time: 0, inputs: [key("minus")]) }
        #expect(s.speed == 0.1)
        for _ in 0..<10 { s.update(time: 0, inputs: [key("equals", [.shift])]) }
        #expect(s.speed == 8)
        s.update(time: 0, inputs: [key("q")])
        #expect(s.quitRequested)
    }
}
