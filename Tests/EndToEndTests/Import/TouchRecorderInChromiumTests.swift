import Foundation
import Testing

/// docs/touch-recorder.html in headless Chromium, shown as a phone (412 × 800 CSS px at a device
/// pixel ratio of 2.625, touch emulated), with real touch input sent through the DevTools protocol
/// (scripts/chromium-touch.py): a flick lifted, its moves sent while the page is busy so that
/// Chromium coalesces them, then a drag the browser cancels. What the page would save must be
/// those touches, each its own event (their positions, their times to Chromium's 0.1 ms), and
/// `playground import` must make of it a recording that verifies, whose pointer inputs are the
/// saved events to the µs, and whose cancelled stroke has no fling.
///
/// Skipped, saying so, where Chromium is not installed (scripts/install-deps.sh installs Debian's
/// `chromium`) and cancelled, saying why, where it is installed but cannot start headless.
@Suite(
    .enabled(
        if: Chromium.path != nil,
        "chromium is not installed (scripts/install-deps.sh installs Debian's chromium): the touch recorder cannot be run in a browser"
    ))
struct TouchRecorderInChromiumTests {
    struct Output: Decodable {
        var trace: String
        /// The pointermove events the page was given, however many samples each carried.
        var dispatchedMoves: Int
    }

    struct Saved: Decodable {
        struct Event: Decodable {
            var type: String
            var pointerId: Int
            var pointerType: String
            var timeStamp: Double
            var clientX: Double
            var clientY: Double
        }
        var pointerEvents: Int
        var devicePixelRatio: Double
        var events: [Event]
    }

    /// Chromium gives a page's times to 0.1 ms (it coarsens them for privacy, with jitter), so two
    /// of them are this far apart at most beside the times sent (ms).
    static let coarsening = 0.2
    static let interval = 0.008
    /// The flick: 10 touch points 8 ms apart, 14 px each to the left; the drag: 5, 3 px to the right.
    static let flick = (0..<10).map { [300.0 - 14 * Double($0), 420] }
    static let drag = (0..<5).map { [100.0 + 3 * Double($0), 500] }

    @Test func aDragInThePageImportsAsTheTouchesSent() throws {
        let began = Date()
        let chromium = try #require(Chromium.path)
        let dir = try ImportCommandTests.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let page = WindowEndToEndTests.root.appendingPathComponent("docs/touch-recorder.html").path
        let strokes: [[String: Any]] = [
            ["points": Self.flick, "start": 0, "interval": Self.interval, "end": "touchEnd", "coalesce": true],
            ["points": Self.drag, "start": 0.5, "interval": Self.interval, "end": "touchCancel"],
        ]
        let request = dir.appendingPathComponent("request.json")
        try JSONSerialization.data(withJSONObject: [
            "chromium": chromium, "html": page, "device": ["width": 412, "height": 800, "scale": 2.625],
            "strokes": strokes,
        ]).write(to: request)
        let printed = try Chromium.runScript("chromium-touch.py", request: request, timeout: 60)
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let output = try decoder.decode(Output.self, from: Data(printed.utf8))

        // The page's file: the touches sent, each its own event, at the times they were stamped.
        let saved = try decoder.decode(Saved.self, from: Data(output.trace.utf8))
        #expect(saved.devicePixelRatio == 2.625)
        /// A stroke's touches as the page should save them: type, point, ms after the first stroke's start.
        func touches(_ points: [[Double]], from start: Double, end: String) -> [(String, [Double], Double)] {
            var out = points.enumerated().map { i, p in
                (i == 0 ? "pointerdown" : "pointermove", p, start + Double(i) * 8)
            }
            out.append((end, points.last!, start + Double(points.count) * 8))
            return out
        }
        let sent = touches(Self.flick, from: 0, end: "pointerup") + touches(Self.drag, from: 500, end: "pointercancel")
        try #require(saved.events.count == sent.count, "\(saved.events.map(\.type))")
        let moves = sent.filter { $0.0 == "pointermove" }.count
        #expect(
            output.dispatchedMoves < moves,
            "\(output.dispatchedMoves) pointermove events for \(moves) moves: none coalesced")
        // On the page's clock, the first touch came when it was sent: the others as far after as sent.
        let first = saved.events[0].timeStamp
        for (event, (type, point, time)) in zip(saved.events, sent) {
            #expect(event.type == type && event.pointerType == "touch")
            if type != "pointercancel" {
                #expect([event.clientX, event.clientY] == point, "\(event.type) at \(event.timeStamp)")
            }
            let late = event.timeStamp - first - time
            #expect(abs(late) <= Self.coarsening + 0.01, "\(event.type): \(late) ms from the time sent")
        }

        // Imported: the flick's samples and the drag's, at the saved times to the µs.
        let file = dir.appendingPathComponent("touches.json")
        try output.trace.write(to: file, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("touches.jsonl").path
        let imported = try ImportCommandTests.run(["import", file.path, "--demo", "salon", "--output", out])
        #expect(imported.status == 0, "\(imported.stderr)")
        let rows = imported.stdout.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        try #require(rows.count == 4, "\(imported.stdout)")
        #expect(
            Array(rows[2].prefix(3)) == ["1", "1", "10"] && Array(rows[3].prefix(3)) == ["2", "1", "5"], "\(rows)")
        #expect(rows[3].contains("cancelled"), "\(rows[3])")
        let verify = try ImportCommandTests.run(["verify", out])
        #expect(verify.status == 0, "\(verify.stdout) \(verify.stderr)")
        let inputs = try PointerEventsImportTests.pointerInputs(out)
        let kept = saved.events.filter { $0.type != "pointerup" && $0.type != "pointercancel" }
        let played = inputs.filter { $0.type == "pointer_pressed" || $0.type == "pointer_moved" }
        try #require(played.count == kept.count, "\(inputs.map(\.type))")
        let micros = { (ms: Double) in Int64((ms * 1000).rounded()) }
        for (input, event) in zip(played, kept) {
            #expect(input.time - played[0].time == micros(event.timeStamp) - micros(kept[0].timeStamp))
        }
        let flickX = played.prefix(Self.flick.count).map { $0.x - played[0].x }
        #expect(flickX == Self.flick.map { $0[0] - Self.flick[0][0] }, "\(flickX)")
        let seconds = String(format: "%.1f", Date().timeIntervalSince(began))
        print(
            "Touch recorder in Chromium: \(saved.events.count) events saved, \(moves) moves in \(output.dispatchedMoves) "
                + "pointermove events, in all \(seconds) s")
    }
}
