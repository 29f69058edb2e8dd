import Foundation
import Testing

/// The window records input at the device's times: twenty mouse moves sent 5 ms apart through
/// the X server arrive several to a frame, yet the recording keeps them 5 ms apart (the server's
/// millisecond stamps, ±1 ms), not at the poll that took them.
@Suite(.serialized) struct DeviceTimesEndToEndTests {
    @Test func movesSentFiveMillisecondsApartAreRecordedFiveMillisecondsApart() throws {
        let bin = try #require(WindowEndToEndTests.binary, "build the executable first: swift build")
        let display = try VirtualDisplay()
        defer { display.stop() }
        let dir = try StudioScratch("device-times")
        let recording = dir.path("moves.jsonl")
        let app = try Command.start(bin, ["run", "--size", "1024x720", "--record", recording], display: display.name)
        let id = try #require(try display.playgroundWindow(), "the window never appeared")
        Thread.sleep(forTimeInterval: 0.5)
        // End starts the list's animation, so frames come at 60 Hz and each takes the moves that
        // arrived since the last; then one xdotool sends each move 5 ms after the one before.
        var chain = ["key", "--window", id, "End", "mousemove", "--window", id, "300", "600"]
        for i in 1...20 { chain += ["sleep", "0.005", "mousemove", "--window", id, String(300 + i * 10), "600"] }
        _ = try Command.run("xdotool", chain, display: display.name, timeout: 20)
        Thread.sleep(forTimeInterval: 0.3)
        _ = try Command.run("xdotool", ["key", "--window", id, "q"], display: display.name, timeout: 10)
        let live = try app.wait(timeout: 20)
        #expect(live.status == 0, "\(live.stderr)")

        // The moves along y = 600 (window points at scale 1), with their frames.
        var moves: [(frame: Int, time: Int64)] = []
        for line in try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n") {
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                object["type"] as? String == "frame", let frame = object["index"] as? Int,
                let inputs = object["inputs"] as? [[String: Any]]
            else { continue }
            for input in inputs where input["type"] as? String == "pointer_moved" && input["y"] as? Double == 600 {
                moves.append((frame, (input["time_us"] as? NSNumber)?.int64Value ?? -1))
            }
        }
        #expect(moves.count >= 18, "\(moves.count) moves recorded")
        let gaps = zip(moves, moves.dropFirst()).map { Double($1.time - $0.time) / 1000 }
        let sorted = gaps.sorted()
        let median = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
        let near = gaps.filter { (4...6.5).contains($0) }.count
        #expect((4...6).contains(median), "median gap \(median) ms: \(gaps)")
        #expect(Double(near) >= 0.75 * Double(gaps.count), "gaps (ms) \(gaps)")
        // At 60 Hz a frame takes about three of them: stamped at the poll, they would share its time.
        let framesWithSeveral = Dictionary(grouping: moves, by: \.frame).values.filter { $0.count > 1 }
        #expect(!framesWithSeveral.isEmpty, "every move came in a frame of its own: \(moves)")
        for group in framesWithSeveral {
            #expect(Set(group.map(\.time)).count == group.count, "moves of one frame share a time: \(group)")
        }
        // And the recording replays to the same end.
        let verify = try Command.run(bin, ["verify", recording], display: nil, timeout: 60)
        #expect(verify.status == 0, "\(verify.stdout) \(verify.stderr)")
    }
}
