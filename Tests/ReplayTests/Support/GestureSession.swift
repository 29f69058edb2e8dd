import Motion

@testable import Lab
@testable import PlaygroundCore
@testable import Replay

/// A salon session with gestures at known times: 1 001 frames 10 ms apart (recorded time
/// 10 000 … 10 010 000 µs, a 10 s span), flicks pressed 4 ms before frames 100, 500 and 530
/// (the third lands while the second still glides) and a press at frame 900 never released.
enum GestureSession {
    static let settings = SessionSettings(demoID: "salon", viewport: Size(width: 1024, height: 720), seed: 1)
    static func time(ofFrame i: Int) -> Int64 { Int64(i + 1) * 10_000 }
    static let pressFrames = [100, 500, 530, 900]
    /// A flick: press, ten moves of 30 pt to the left, released on the twelfth frame.
    static let releaseDelay = 11

    static var replay: Replay {
        var frames: [ReplayFrame] = []
        for i in 0...1_000 {
            let t = time(ofFrame: i)
            var inputs: [TimedInput] = []
            for press in pressFrames {
                let step = i - press
                if step == 0 {
                    inputs.append(TimedInput(time: t - 4_000, .pointerPressed(Point(x: 800, y: 360), button: .left)))
                }
                if (1...10).contains(step), press != 900 {
                    inputs.append(TimedInput(time: t - 4_000, .pointerMoved(Point(x: 800 - 30 * Double(step), y: 360))))
                }
                if step == releaseDelay, press != 900 {
                    inputs.append(TimedInput(time: t - 4_000, .pointerReleased(Point(x: 470, y: 360), button: .left)))
                }
            }
            frames.append(ReplayFrame(frame: Frame(index: i, time: t), inputs: inputs))
        }
        return Replay(source: "gestures.jsonl", header: ReplayHeader(session: settings), frames: frames)
    }
}
