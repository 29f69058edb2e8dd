import Testing

@testable import PlaygroundCore
@testable import Replay

/// Which recorded frame each exported video frame shows: exact at boundaries, idle gaps held.
@Suite struct VideoTimelineTests {
    @Test func idleStretchesHoldThePictureAndBoundariesAreExact() {
        // Frames at 0, 16667, 33333 µs, then nothing moves until 1 s.
        let timeline = VideoTimeline(times: [0, 16_667, 33_333, 1_000_000, 1_016_667], first: 0, last: 4, fps: 60)
        #expect(timeline.frameCount == 62)  // floor(1.016667 · 60) + 1
        let p = timeline.positions
        #expect(p.count == 62)
        #expect(p[0] == 0)
        #expect(p[1] == 0, "1/60 s = 16666.67 µs is before the frame at 16667 µs")
        #expect(p[2] == 2, "2/60 s = 33333.33 µs is just after the frame at 33333 µs")
        #expect(p[3...59].allSatisfy { $0 == 2 }, "the idle second holds frame 2")
        #expect(p[60] == 3 && p[61] == 3)
    }

    @Test func aRangeStartsAtItsFirstFrameAndNeverShowsFramesPastItsLast() {
        let times: [Int64] = (0..<100).map { Int64($0) * 20_000 }  // 50 Hz recording
        let timeline = VideoTimeline(times: times, first: 10, last: 40, fps: 30)
        #expect(timeline.frameCount == 19)  // floor(0.6 s · 30) + 1
        #expect(timeline.positions.first == 10)
        #expect(timeline.positions.last == 40)  // 18/30 s = 0.6 s after frame 10 is frame 40 exactly
        #expect(timeline.positions.allSatisfy { (10...40).contains($0) })
        #expect(VideoTimeline(times: times, first: 7, last: 7, fps: 60).positions == [7])
    }

    @Test func everyVideoFrameShowsTheLastRecordedFrameAtOrBeforeItsTime() {
        var random = SeededRandom(seed: 18)
        var times: [Int64] = [0]
        for _ in 0..<600 {
            // Jittery frames, repeated times and long idle gaps.
            let gap: Int64 = random.next() % 10 == 0 ? Int64(random.next() % 2_000_000) : Int64(random.next() % 40_000)
            times.append(times.last! + gap)
        }
        for fps in [1, 24, 25, 30, 50, 60, 120, 144, 240] {
            let first = Int(random.next() % 200)
            let last = first + Int(random.next() % 400)
            let timeline = VideoTimeline(times: times, first: first, last: last, fps: fps)
            #expect(timeline.frameCount == Int((times[last] - times[first]) * Int64(fps) / 1_000_000) + 1)
            for (k, position) in timeline.positions.enumerated() {
                // Exact rational comparison: t_p − t_F ≤ k/fps s, and the next frame is later (or past T).
                let due = Double(k) / Double(fps) * 1e6
                #expect(Double(times[position] - times[first]) <= due + 1e-6)
                if position < last { #expect(Double(times[position + 1] - times[first]) > due - 1e-6) }
            }
        }
    }
}
