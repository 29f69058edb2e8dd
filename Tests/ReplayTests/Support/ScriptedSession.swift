import Foundation
import Motion

@testable import Lab
@testable import PlaygroundCore
@testable import Replay

/// A deterministic scripted session: jittery 60 Hz frame times and a script that touches every
/// kind of input fact, so recordings exercise drags, wheels, keys, resizes and focus.
struct ScriptedSession {
    var settings = SessionSettings(demoID: "easing", viewport: Size(width: 1024, height: 720), seed: 7)
    var frameCount = 200
    /// The index of the first frame.
    var firstIndex = 0
    var jitterSeed: UInt64 = 42

    /// Every frame with its inputs, in order.
    func frames() -> [ReplayFrame] {
        var random = SeededRandom(seed: jitterSeed)
        var out: [ReplayFrame] = []
        var time: Int64 = 0
        for n in 0..<frameCount {
            let previous = time
            time += 16_667 + Int64(random.next() % 6_000) - 3_000
            let index = firstIndex + n
            out.append(
                ReplayFrame(
                    frame: Frame(index: index, time: time),
                    inputs: inputs(step: n, from: previous, to: time)))
        }
        return out
    }

    /// The script, by step number (0-based from the first frame).
    func inputs(step n: Int, from t0: Int64, to t1: Int64) -> [TimedInput] {
        let mid = t0 + (t1 - t0) / 2
        var out: [TimedInput] = []
        func at(_ t: Int64, _ input: Input) { out.append(TimedInput(time: t, input)) }
        switch n {
        case 1: at(mid, .focusChanged(true))
        case 3: at(mid, .pointerMoved(Point(x: 600.25, y: 400)))
        case 4: at(mid, .pointerPressed(Point(x: 600.25, y: 400), button: .left))
        case 5...14:
            at(t0 + 1, .pointerMoved(Point(x: 600.25, y: 400 - Double(n - 4) * 23.7)))
            at(mid, .pointerMoved(Point(x: 600.25 + 0.1 + 0.2, y: 400 - Double(n - 4) * 31.3)))
        case 15: at(mid, .pointerReleased(Point(x: 600.55, y: 90.1), button: .left))
        case 22...28: at(mid, .wheelScrolled(dx: 0, dy: -(0.1 + 0.2) * Double(n)))
        case 30: at(mid, .keyPressed(.down, modifiers: []))
        case 31: at(mid, .keyReleased(.down, modifiers: []))
        case 35: at(mid, .viewportResized(Size(width: 1100, height: 760.5)))
        case 40:
            at(mid, .keyPressed("end", modifiers: []))
            at(mid, .keyReleased("end", modifiers: []))
        case 50: at(mid, .keyPressed("s", modifiers: []))  // slow motion on
        case 62: at(mid, .wheelScrolled(dx: 1e-9, dy: 2.5))
        case 70: at(mid, .keyPressed("s", modifiers: []))  // slow motion off
        case 75:
            at(mid, .pointerMoved(Point(x: 100, y: 100)))
            at(mid + 1, .pointerExited)
        case 80: at(mid, .keyPressed("home", modifiers: [.shift, .ctrl]))
        case 90: at(mid, .pointerPressed(Point(x: 700, y: 300), button: .right))
        case 91: at(mid, .pointerReleased(Point(x: 700, y: 300), button: .right))
        case 95: at(mid, .focusChanged(false))
        case 100...110: at(mid, .wheelScrolled(dx: 0.5, dy: Double(n - 100) * 0.37))
        case 120: at(mid, .keyPressed("up", modifiers: []))
        case 150: at(mid, .pointerPressed(Point(x: 640, y: 200), button: .left))
        case 151...160: at(mid, .pointerMoved(Point(x: 640, y: 200 + Double(n - 150) * 41.5)))
        case 161: at(mid, .pointerReleased(Point(x: 640, y: 615), button: .left))
        default: break
        }
        return out
    }

    /// Records the session to `path` by stepping a fresh app, and returns the app.
    @discardableResult
    func record(to path: String, finish: Bool = true) throws -> PlaygroundApp {
        var app = try PlaygroundApp(settings: settings)
        let writer = try ReplayWriter(
            path: path, settings: settings, created: Date(timeIntervalSince1970: 1_700_000_000))
        for f in frames() {
            try writer.record(&app, frame: f.frame, inputs: f.inputs)
        }
        if finish { try writer.finish(app: app) } else { writer.close() }
        return app
    }
}

/// A fresh temporary folder per use.
func temporaryDirectory(_ name: String = #function) -> String {
    let safe = name.filter { $0.isLetter || $0.isNumber }
    let path = NSTemporaryDirectory() + "replay-tests-\(getpid())-\(safe)-\(UInt32.random(in: 0...UInt32.max))"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

func readBytes(_ path: String) -> [UInt8] {
    Array(FileManager.default.contents(atPath: path) ?? Data())
}

/// A small recording held in memory, for hostile-input and fuzz tests.
func sampleRecording(frames: Int = 70, firstIndex: Int = 0) throws -> [UInt8] {
    let dir = temporaryDirectory("sample\(frames)-\(firstIndex)")
    let path = dir + "/sample.jsonl"
    try ScriptedSession(frameCount: frames, firstIndex: firstIndex).record(to: path)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    return readBytes(path)
}
