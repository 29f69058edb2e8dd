import Testing

@testable import Motion

/// The same inputs must give the same offsets at the same times whatever the frame times.
@Suite struct ScrollViewFrameRateTests {
    enum Action {
        case press(Point)
        case move(Point)
        case release(Point)
        case wheel(Double, Double)
    }

    /// A flick down the content that overshoots the end, a second flick, then a wheel burst.
    static let script: [(Int64, Action)] = {
        var actions: [(Int64, Action)] = []
        var t: Int64 = 50_000
        var p = Point(x: 200, y: 700)
        actions.append((t, .press(p)))
        for _ in 0..<12 {
            t += 7_919
            p.y -= 31.7
            actions.append((t, .move(p)))
        }
        actions.append((t, .release(p)))
        // Second flick while the first is still gliding: caught and thrown further.
        t += 900_000
        p = Point(x: 200, y: 650)
        actions.append((t, .press(p)))
        for _ in 0..<10 {
            t += 8_333
            p.y -= 45.1
            actions.append((t, .move(p)))
        }
        actions.append((t, .release(p)))
        t += 5_000_000
        for i in 0..<6 {
            actions.append((t + Int64(i) * 30_000, .wheel(0, i < 3 ? 1 : 0.37)))
        }
        return actions
    }()

    static let end: Int64 = 9_000_000

    private func run(frames: [Int64]) -> [Int64: Double] {
        var view = ScrollView(viewport: Size(width: 400, height: 600), contentSize: Size(width: 400, height: 3000))
        var samples: [Int64: Double] = [:]
        let sampleTimes = Array(stride(from: Int64(0), through: Self.end, by: 100_000))
        let ticks = Array(Set(frames + sampleTimes)).sorted()
        var next = 0
        for tick in ticks {
            while next < Self.script.count, Self.script[next].0 <= tick {
                let (time, action) = Self.script[next]
                switch action {
                case .press(let p): view.pointerPressed(at: p, time: time)
                case .move(let p): view.pointerMoved(to: p, time: time)
                case .release(let p): view.pointerReleased(at: p, time: time)
                case .wheel(let dx, let dy): view.wheel(dx: dx, dy: dy, time: time)
                }
                next += 1
            }
            _ = view.step(to: tick)
            if tick % 100_000 == 0 { samples[tick] = view.offset.y }
        }
        return samples
    }

    private func regularFrames(hz: Double) -> [Int64] {
        let count = Int(Double(Self.end) / 1_000_000 * hz)
        return (0...count).map { Int64((Double($0) * 1_000_000 / hz).rounded()) }
    }

    @Test func offsetsAgreeAtThirtySixtyOneTwentyAndOneFortyFourHertzAndJitteryFrames() {
        let reference = run(frames: regularFrames(hz: 60))
        var random = TestRandom(seed: 42)
        var jittery: [Int64] = []
        var t: Int64 = 0
        while t < Self.end {
            t += Int64.random(in: 2_000...40_000, using: &random)
            jittery.append(t)
        }
        let runs = [regularFrames(hz: 30), regularFrames(hz: 120), regularFrames(hz: 144), jittery]
        // The script must actually move and bounce for this to mean anything.
        #expect(Set(reference.values).count > 20)
        #expect(reference.values.contains { $0 > 2400 })
        for frames in runs {
            let samples = run(frames: frames)
            #expect(samples.count == reference.count)
            for (time, y) in reference {
                #expect(abs((samples[time] ?? .nan) - y) <= Tolerances.sessionFrameRateAgreement, "t = \(time)")
            }
        }
    }
}
