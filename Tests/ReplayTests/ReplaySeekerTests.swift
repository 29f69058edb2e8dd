import Foundation
import Motion
import Testing

@testable import Lab
@testable import PlaygroundCore
@testable import Replay

/// Seeking lands on exactly the state a straight replay reaches, anywhere in a long file, with
/// a bounded number of snapshots and a bounded re-simulation per seek.
@Suite struct ReplaySeekerTests {
    /// What a frame looks like: digest, state, frame, and the whole window's draw list.
    struct Picture: Equatable {
        var digest: String
        var demo: String
        var state: StateValue
        var frame: Frame
        var window: DrawList

        init(_ app: PlaygroundApp) {
            digest = app.digest().hex
            demo = app.currentDemoID
            state = app.demoState
            frame = app.lastFrame
            var list = DrawList()
            app.draw(into: &list)
            window = list
        }
    }

    /// Straight replay of `replay`, keeping the picture after each position in `positions`.
    static func straight(_ replay: Replay, at positions: Set<Int>) throws -> [Int: Picture] {
        var app = try PlaygroundApp(settings: replay.header.sessionSettings)
        var out: [Int: Picture] = [:]
        if positions.contains(0) { out[0] = Picture(app) }
        for (i, f) in replay.frames.enumerated() {
            app.step(f.frame, inputs: f.inputs)
            if positions.contains(i + 1) { out[i + 1] = Picture(app) }
        }
        return out
    }

    @Test func seeksAcrossATenMinuteReplayLandOnTheStraightReplaysState() throws {
        let replay = LongSession().replay()
        #expect(replay.frames.count == 36_000)
        var seeker = try ReplaySeeker(replay: replay)
        var reported = 0
        seeker.buildIndex { done, total in
            reported = done
            #expect(total == 36_000)
        }
        #expect(reported == 36_000 && seeker.isIndexed)

        // Forward, backward, far, near, snapshot-exact, one-before-a-snapshot, the ends.
        var random = SeededRandom(seed: 77)
        var targets = [
            0, 1, 2, 59, 60, 61, 239, 240, 241, 35_999, 36_000, 17_999, 18_000, 18_001, 12_345, 12_344, 12_346, 100,
        ]
        targets += (0..<40).map { _ in Int(random.next() % 36_001) }
        let expected = try Self.straight(replay, at: Set(targets))
        // The session is busy: the targets show every demo and many different pictures.
        #expect(Set(expected.values.map(\.demo)).count == 5)
        #expect(Set(expected.values.map(\.digest)).count > expected.count * 3 / 4)
        for target in targets {
            seeker.seek(to: target)
            #expect(seeker.position == target)
            #expect(seeker.lastSeekSteps < seeker.interval, "re-simulates at most interval - 1 frames")
            let picture = Picture(seeker.app)
            let straight = try #require(expected[target])
            #expect(picture.digest == straight.digest, "digest at position \(target)")
            #expect(picture == straight, "state, frame and window drawing at position \(target)")
        }
    }

    @Test func stepsForwardAndBackOneFrameAtATimeMatchEveryFrame() throws {
        let replay = LongSession(frameCount: 1_000, seed: 3).replay()
        var seeker = try ReplaySeeker(replay: replay, capacity: 16, interval: 30)
        seeker.buildIndex()
        #expect(seeker.interval == 120)
        let all = try Self.straight(replay, at: Set(0...1_000))
        seeker.seek(to: 1_000)
        // Backwards over every frame: each step restores a snapshot and re-simulates.
        for target in stride(from: 999, through: 0, by: -1) {
            seeker.seek(to: target)
            #expect(seeker.app.digest().hex == all[target]?.digest, "back to \(target)")
        }
        for target in 1...1_000 {
            let stepped = seeker.stepForward()
            #expect(stepped && seeker.lastSeekSteps <= 1, "one frame on, or the snapshot taken there")
            #expect(seeker.position == target && seeker.app.digest().hex == all[target]?.digest)
        }
        let pastTheEnd = seeker.stepForward()
        #expect(!pastTheEnd)
    }

    @Test func snapshotsStayWithinCapacityAndEvenlySpaced() throws {
        let replay = LongSession().replay()
        // Part way through (a prefix of the file indexes exactly as far as the whole file did).
        for length in [100, 15_360, 15_361, 30_000] {
            var prefix = replay
            prefix.frames = Array(replay.frames.prefix(length))
            var partial = try ReplaySeeker(replay: prefix, capacity: 256, interval: 60)
            partial.buildIndex()
            #expect(partial.snapshotCount <= 256, "after \(length) frames")
        }
        var seeker = try ReplaySeeker(replay: replay, capacity: 256, interval: 60)
        seeker.buildIndex()
        #expect(seeker.snapshotCount <= 256)
        // 36,000 frames: 600 snapshots at 60, 300 at 120 (both over 256), so 150 at 240.
        #expect(seeker.interval == 240)
        #expect(seeker.snapshotPositions == Array(stride(from: 0, through: 36_000, by: 240)))
        for capacity in [2, 3, 10, 100] {
            var small = try ReplaySeeker(replay: replay, capacity: capacity, interval: 1)
            small.buildIndex()
            #expect(small.snapshotCount <= capacity, "capacity \(capacity)")
            #expect(small.snapshotPositions.allSatisfy { $0 % small.interval == 0 })
            #expect(small.interval * (capacity - 1) >= 36_000 / 2, "the interval grew only as far as needed")
        }
    }

    @Test func theIndexComparesEveryCheckpointAndFindsMismatches() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/session.jsonl"
        try ScriptedSession(frameCount: 200).record(to: path)
        var text = try String(contentsOfFile: path, encoding: .utf8)
        var replay = try ReplayReader().read(path: path)
        var seeker = try ReplaySeeker(replay: replay)
        seeker.buildIndex()
        #expect(seeker.markers == [61, 121, 181, 200])  // after frames 60, 120, 180 and the end line
        #expect(seeker.mismatchMarkers.isEmpty && seeker.mismatches.isEmpty)
        #expect(seeker.marker(after: 61) == 121 && seeker.marker(before: 61) == nil && seeker.marker(after: 200) == nil)

        let digest = try #require(replay.checkpoint(at: 120)?.digest)
        text = text.replacingOccurrences(of: "\"digest\":\"\(digest)\"", with: "\"digest\":\"0123456789abcdef\"")
        replay = try ReplayReader().parse(text, source: "changed")
        seeker = try ReplaySeeker(replay: replay)
        seeker.buildIndex()
        #expect(seeker.mismatchMarkers == [121])
        #expect(seeker.mismatches.map(\.frame) == [120])
    }

    @Test func timesMapToTheLastFrameAtOrBeforeThem() throws {
        let frames = [
            ReplayFrame(frame: Frame(index: 0, time: 100), inputs: []),
            ReplayFrame(frame: Frame(index: 1, time: 200), inputs: []),
            ReplayFrame(frame: Frame(index: 2, time: 900), inputs: []),
        ]
        let seeker = try ReplaySeeker(
            replay: Replay(
                source: "t", header: ReplayHeader(session: LongSession().settings),
                frames: frames))
        #expect([0, 100, 150, 200, 899, 900, 5_000].map(seeker.position(atTime:)) == [1, 1, 1, 2, 2, 3, 3])
        #expect([0, 1, 2, 3].map(seeker.time(at:)) == [100, 100, 200, 900])
    }
}
