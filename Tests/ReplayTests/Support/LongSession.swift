import Motion

@testable import Lab
@testable import PlaygroundCore
@testable import Replay

/// A long, busy, seeded session for seeking tests: every demo in turn (switched with its
/// number key), drags, flicks, wheel bursts, arrow keys, slow motion and the inspector, at
/// jittery 60 Hz frame times with an idle stretch now and then.
struct LongSession {
    var frameCount = 36_000
    var seed: UInt64 = 18
    var settings = SessionSettings(demoID: "easing", viewport: Size(width: 1024, height: 720), seed: 5)

    /// Frames per demo before the next number key.
    static let segment = 900

    func frames() -> [ReplayFrame] {
        var random = SeededRandom(seed: seed)
        var out: [ReplayFrame] = []
        out.reserveCapacity(frameCount)
        var time: Int64 = 0
        for n in 0..<frameCount {
            let previous = time
            // Mostly 60 Hz with jitter; one frame in 500 follows an idle gap of up to 3 s.
            time +=
                random.next() % 500 == 0
                ? 16_667 + Int64(random.next() % 3_000_000) : 16_667 + Int64(random.next() % 4_001) - 2_000
            out.append(
                ReplayFrame(frame: Frame(index: n, time: time), inputs: inputs(n, from: previous, to: time, &random)))
        }
        return out
    }

    func replay() -> Replay {
        Replay(source: "long.jsonl", header: ReplayHeader(session: settings), frames: frames())
    }

    private func inputs(_ n: Int, from t0: Int64, to t1: Int64, _ random: inout SeededRandom) -> [TimedInput] {
        let mid = t0 + (t1 - t0) / 2
        let local = n % Self.segment
        var out: [TimedInput] = []
        func at(_ input: Input) { out.append(TimedInput(time: mid, input)) }
        if local == 0 && n > 0 {
            let demo = (n / Self.segment) % 5 + 1
            at(.keyPressed(Key(rawValue: String(demo)), modifiers: []))
            at(.keyReleased(Key(rawValue: String(demo)), modifiers: []))
        }
        // A gesture every 120 frames: a 12-frame drag, released fast (a flick) or slow.
        let phase = local % 120
        let x = 500 + Double(random.next() % 400)
        let y = 200 + Double(random.next() % 300)
        switch phase {
        case 10: at(.pointerPressed(Point(x: 640, y: 400), button: .left))
        case 11...22:
            let dx = (n / 120) % 2 == 0 ? -37.5 : 29.25
            let dy = (n / 240) % 2 == 0 ? -41.0 : 33.5
            at(.pointerMoved(Point(x: 640 + dx * Double(phase - 10), y: 400 + dy * Double(phase - 10))))
        case 23: at(.pointerReleased(Point(x: 640 + (n / 120 % 2 == 0 ? -450 : 351), y: 400), button: .left))
        case 60...66: at(.wheelScrolled(dx: 0, dy: Double(phase - 63) * 0.75))
        case 80: at(.pointerMoved(Point(x: x, y: y)))
        case 90:
            at(
                .keyPressed(
                    ["left", "right", "down", "up", "pagedown", "end", "home"][Int(random.next() % 7)], modifiers: []))
        case 100 where local % 360 == 100: at(.keyPressed("i", modifiers: []))  // the inspector on and off
        case 105 where local % 720 == 105: at(.keyPressed("s", modifiers: []))  // slow motion on and off
        default: break
        }
        return out
    }
}
