import Motion
import Testing

@testable import Lab
@testable import PlaygroundCore
@testable import Replay

/// The replay window's timeline in gestures: presses, releases and rests found in one pass over
/// the file, placed at the x of their recorded time, and the offset / velocity tracks, checked
/// against a straight replay of the same file.
@Suite struct GestureTimelineTests {
    static let replay = GestureSession.replay
    static let seeker: ReplaySeeker = {
        do {
            var seeker = try ReplaySeeker(replay: replay)
            seeker.buildIndex(trackColumns: 992)
            return seeker
        } catch {
            preconditionFailure("cannot index the gesture session: \(error)")
        }
    }()
    static let strip = TimelineStrip(contentHeight: 720, windowWidth: 1024, start: 10_000, end: 10_010_000)

    /// The app after every frame of a straight replay.
    static let straight: [PlaygroundApp] = {
        do {
            var app = try PlaygroundApp(settings: replay.header.sessionSettings)
            return replay.frames.map { f in
                app.step(f.frame, inputs: f.inputs)
                return app
            }
        } catch {
            preconditionFailure("cannot replay the gesture session: \(error)")
        }
    }()

    static func idle(_ app: PlaygroundApp) -> Bool { app.currentDemo.inspector?.phase == "idle" }

    @Test func pressReleaseAndRestAreFoundAtTheirRecordedTimes() throws {
        let gestures = Self.seeker.timeline.gestures
        #expect(gestures.map(\.number) == [1, 2, 3, 4])
        #expect(gestures.map(\.press) == [1_006_000, 5_006_000, 5_306_000, 9_006_000])
        #expect(gestures.map(\.pressPosition) == [101, 501, 531, 901], "the press's own frame is the one shown")
        #expect(gestures.map(\.release) == [1_116_000, 5_116_000, 5_416_000, nil])
        #expect(gestures.map(\.ending) == [.rest, .interrupted, .rest, .held])
        #expect(gestures[1].rest == nil && gestures[1].end == 5_306_000, "gesture 2 ends where 3 is pressed")
        #expect(gestures[3].end == 10_010_000, "a held press runs to the end of the file")

        // Rest is the first frame after the release whose inspector says idle, as a straight replay sees it.
        for g in [gestures[0], gestures[2]] {
            let rest = try #require(g.rest)
            let restFrame = try #require(Self.replay.frames.firstIndex { $0.frame.time == rest })
            #expect(Self.idle(Self.straight[restFrame]))
            #expect(!Self.idle(Self.straight[restFrame - 1]), "the frame before the rest still moves")
            #expect(rest - (g.release ?? 0) > 200_000, "a flick glides before it rests")
        }
        #expect(!Self.idle(Self.straight[529]), "gesture 2 still glides when gesture 3 presses")
    }

    @Test func ticksSitAtTheXOfTheirTimeOnTheTrack() throws {
        let strip = Self.strip
        #expect(strip.track.minX == 16 && strip.track.width == 992)
        let ticks = strip.ticks(for: Self.seeker.timeline.gestures)
        #expect(ticks.map(\.kind) == [.press, .release, .rest, .press, .release, .press, .release, .rest, .press])
        #expect(ticks.map(\.gesture) == [1, 1, 1, 2, 2, 3, 3, 3, 4])
        // 16 + 992 · (t − 10 000) / 10 000 000.
        let expected: [(Int, Double)] = [(0, 114.8032), (1, 125.7152), (3, 511.6032), (4, 522.5152), (8, 908.4032)]
        for (i, x) in expected { #expect(abs(ticks[i].x - x) < 1e-9, "tick \(i): \(ticks[i].x)") }
        let gestures = Self.seeker.timeline.gestures
        #expect(abs(strip.band(for: gestures[1]).maxX - (16 + 992 * 0.5296)) < 1e-9, "band 2 ends at press 3")
        #expect(strip.band(for: gestures[3]).maxX == strip.track.maxX)
        // A click on the lane picks the band under it, or the nearest press between bands.
        #expect(strip.gesture(atX: 520, in: gestures)?.number == 2)
        #expect(strip.gesture(atX: 700, in: gestures)?.number == 3)
        #expect(strip.gesture(atX: 20, in: gestures)?.number == 1)
    }

    @Test func tracksHoldTheLowHighAndLastOffsetAndVelocityOfEachColumn() throws {
        let timeline = Self.seeker.timeline
        #expect(timeline.offset.columns.count == 992 && timeline.velocity.columns.count == 992)
        #expect(timeline.offset.column(forTime: GestureSession.time(ofFrame: 300)) == 297)  // 0.3 · 992 = 297.6
        #expect(timeline.offset.column(forTime: GestureSession.time(ofFrame: 1_000)) == 991)
        for k in [0, 105, 112, 300, 515, 700, 1_000] {
            let c = timeline.offset.column(forTime: GestureSession.time(ofFrame: k))
            let inColumn = Self.replay.frames.indices.filter {
                timeline.offset.column(forTime: Self.replay.frames[$0].frame.time) == c
            }
            let snapshots = inColumn.compactMap { Self.straight[$0].currentDemo.inspector }
            let offset = try #require(timeline.offset.columns[c])
            let velocity = try #require(timeline.velocity.columns[c])
            #expect(offset.low == snapshots.map(\.offset).min() && offset.high == snapshots.map(\.offset).max())
            #expect(offset.last == snapshots.last?.offset && velocity.last == snapshots.last?.velocity)
            #expect(velocity.low == snapshots.map(\.velocity).min() && velocity.high == snapshots.map(\.velocity).max())
        }
        let moving = try #require(timeline.velocity.columns[timeline.velocity.column(forTime: 1_200_000)])
        #expect(abs(moving.high - moving.low) + abs(moving.last) > 100, "the flick's glide shows on the velocity track")
    }

    /// In the easing fixture Home is pressed at 4.607 s while the second flick still glides: the
    /// band ends at the key, as at a press, never after the Home animation's rest.
    @Test func aGestureTakenOverByAKeyEndsAtTheKey() throws {
        let url = GoldenReplayTests.fixtures.appendingPathComponent("easing-drag-flick-bounce.jsonl")
        var seeker = try ReplaySeeker(replay: try ReplayReader().read(path: url.path))
        seeker.buildIndex(trackColumns: 400)
        let gestures = seeker.timeline.gestures
        #expect(gestures.count == 4)
        let second = gestures[1]
        #expect(second.ending == .interrupted && second.rest == nil)
        #expect(second.end == 4_606_803, "the Home key's recorded time")
        let release = try #require(second.release)
        #expect(release < second.end)
        // The others are untouched: the first rests before the second press.
        let firstRest = try #require(gestures[0].rest)
        #expect(gestures[0].ending == .rest && firstRest <= gestures[1].press)
    }

    @Test func aLongRecordingKeepsOnlyOneColumnPerPixel() throws {
        let replay = LongSession(frameCount: 6_000, seed: 3).replay()
        var seeker = try ReplaySeeker(replay: replay)
        seeker.buildIndex(trackColumns: 300)
        #expect(seeker.timeline.offset.columns.count == 300 && seeker.timeline.velocity.columns.count == 300)
        // Eight presses in each 900-frame stretch of one demo, five in the last 600 frames: 6 · 8 + 5.
        let gestures = seeker.timeline.gestures
        #expect(gestures.count == 53)
        #expect(gestures.allSatisfy { $0.release != nil }, "every drag of the session is released")
    }

    @Test func bracketKeysAndTheLaneJumpToPressesAndShiftBracketsToCheckpoints() throws {
        var s = ReplayStudio(seeker: Self.seeker)
        func key(_ name: String, _ modifiers: Modifiers = []) -> TimedInput {
            TimedInput(time: 0, .keyPressed(Key(rawValue: name), modifiers: modifiers))
        }
        s.update(time: 0, inputs: [key("rightbracket")])
        #expect(s.position == 101)
        s.update(time: 1, inputs: [key("rightbracket"), key("rightbracket")])
        #expect(s.position == 531)
        s.update(time: 2, inputs: [key("leftbracket")])
        #expect(s.position == 501)
        s.update(time: 3, inputs: [key("end"), key("rightbracket")])
        #expect(s.position == 1_001, "past the last gesture: the end")
        s.update(time: 4, inputs: [key("leftbracket")])
        #expect(s.position == 901)
        let lane = s.strip.gestureLane
        s.update(time: 5, inputs: [TimedInput(time: 0, .pointerPressed(Point(x: 118, y: lane.midY), button: .left))])
        #expect(s.position == 101, "a click on band 1 goes to its press")
        s.update(time: 6, inputs: [TimedInput(time: 0, .pointerReleased(Point(x: 118, y: lane.midY), button: .left))])
        // A click on a motion track scrubs like the track does.
        let track = s.strip.offsetTrack
        s.update(time: 7, inputs: [TimedInput(time: 0, .pointerPressed(Point(x: 512, y: track.midY), button: .left))])
        #expect(s.position == s.seeker.position(atTime: s.strip.time(forX: 512)))
        var straight = try PlaygroundApp(settings: Self.replay.header.sessionSettings)
        for f in Self.replay.frames.prefix(s.position) { straight.step(f.frame, inputs: f.inputs) }
        #expect(s.app.digest() == straight.digest())
    }

    @Test func theStripDrawsTheLaneTheTracksAndNamesTheCurrentGesture() throws {
        var s = ReplayStudio(seeker: Self.seeker)
        s.update(time: 0, inputs: [TimedInput(time: 0, .keyPressed("rightbracket", modifiers: []))])
        var list = DrawList()
        s.draw(into: &list)
        let texts = list.texts.map(\.string)
        #expect(texts.contains("offset") && texts.contains("velocity"))
        #expect(texts.contains { $0.contains("gesture 1 of 4") }, "\(texts)")
        #expect(texts.contains("4 held"))
        #expect(texts.contains { $0.contains("[ ] gestures") && $0.contains("shift [ ] checkpoints") })
        let strip = s.strip
        #expect(strip.velocityTrack.maxY < strip.frame.minY + TimelineStrip.statusRow)
        #expect(strip.hitArea.maxY == strip.velocityTrack.maxY)
    }
}
