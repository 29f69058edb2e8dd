import Foundation
import Testing

/// The issue's walk-through in the real window: a copied and edited carousel runs with
/// `run --scene`, a flick rests with a card centred, saves reload it live (a broken save keeps
/// the last good scene and says where), the session is recorded, the file is deleted, and the
/// recording still replays, verifies, diffs, compares and exports to video bit for bit.
@Suite(.serialized) struct SceneWindowEndToEndTests {
    static let carousel = WindowEndToEndTests.root.appendingPathComponent("Assets/scenes/carousel.json").path

    @Test func editRecordDeleteAndReplay() throws {
        let bin = try #require(WindowEndToEndTests.binary)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mp-scene-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("my.json").path
        let recording = dir.appendingPathComponent("session.jsonl").path
        // The user's copy: narrower cards, wider spacing.
        let original = try String(contentsOfFile: Self.carousel, encoding: .utf8)
        let mine = original.replacingOccurrences(of: "[280, 180]", with: "[240, 160]")
            .replacingOccurrences(of: #""spacing": 16"#, with: #""spacing": 24"#)
        #expect(mine != original)
        try mine.write(toFile: scene, atomically: true, encoding: .utf8)

        let display = try VirtualDisplay()
        defer { display.stop() }
        // A config home of its own, so no scene of the machine's user joins the panel.
        let environment = ["XDG_CONFIG_HOME": dir.path]
        let app = try Command.start(
            bin, ["run", "--scene", scene, "--size", "1024x720", "--record", recording, "--dump-state"],
            display: display.name, environment: environment)
        let window = try display.playgroundWindow()
        let id = try #require(window, "the window never appeared")
        func xdo(_ args: String...) throws { _ = try Command.run("xdotool", args, display: display.name, timeout: 10) }
        Thread.sleep(forTimeInterval: 0.5)
        // A flick to the left across the strip (window y 360 is on the cards).
        try xdo("mousemove", "--window", id, "760", "360")
        try xdo("mousedown", "1")
        for i in 1...6 {
            try xdo("mousemove", "--window", id, String(760 - i * 45), "360")
            Thread.sleep(forTimeInterval: 0.016)
        }
        try xdo("mouseup", "1")
        Thread.sleep(forTimeInterval: 2.5)
        // A good save (the editor writes a new file and renames it over the old one), a broken
        // one written in place, then a good one again.
        let wider = mine.replacingOccurrences(of: #""spacing": 24"#, with: #""spacing": 40"#)
        try wider.write(toFile: scene, atomically: true, encoding: .utf8)
        Thread.sleep(forTimeInterval: 0.8)
        try #"{"scene": 1, "title": "#.write(toFile: scene, atomically: false, encoding: .utf8)
        Thread.sleep(forTimeInterval: 0.8)
        try wider.write(toFile: scene, atomically: true, encoding: .utf8)
        Thread.sleep(forTimeInterval: 0.8)
        try xdo("key", "--window", id, "Right")
        Thread.sleep(forTimeInterval: 3)
        try xdo("key", "--window", id, "Escape")
        let live = try app.wait(timeout: 20)
        #expect(live.status == 0, "\(live.stderr)")
        let liveState = try #require(live.stdout.split(separator: "\n").last.map(String.init))
        #expect(liveState.contains(#""demo":"my""#), "\(liveState)")
        #expect(liveState.contains(#""reloads":2,"reload_error":null"#), "two good saves applied: \(liveState)")
        #expect(liveState.contains(#""phase":"idle""#), "\(liveState)")
        let text = try String(contentsOfFile: recording, encoding: .utf8)
        #expect(text.components(separatedBy: "\"type\":\"scene_reloaded\"").count - 1 == 3, "three saves recorded")
        #expect(text.contains(#""file":"\#(scene)""#))
        let state = try Self.state(liveState)
        // At rest with a card exactly centred: its centre on the viewport's centre.
        let selected = try #require(state["selected"] as? Int)
        let visible = try #require(state["visible"] as? [[String: Any]])
        let card = try #require(visible.first { $0["index"] as? Int == selected })
        let centre = ((card["start"] as? Double ?? 0) + (card["end"] as? Double ?? 0)) / 2
        let viewport = try #require(state["viewport_length"] as? Double)
        #expect(abs(centre - viewport / 2) < 0.01, "card \(selected) centred at \(centre) of \(viewport)")
        #expect(selected >= 2, "the flick and the key moved the strip on: \(selected)")

        // The file goes; the recording does not need it.
        try FileManager.default.removeItem(atPath: scene)
        let replay = try Command.run(
            bin, ["replay", recording, "--headless", "--verify", "--dump-state"], display: nil, timeout: 60)
        #expect(replay.status == 0, "\(replay.stderr)")
        #expect(replay.stdout.split(separator: "\n").last.map(String.init) == liveState)
        let verify = try Command.run(bin, ["verify", recording], display: nil, timeout: 60)
        #expect(verify.status == 0, "\(verify.stdout) \(verify.stderr)")
        let diff = try Command.run(bin, ["diff", recording, recording], display: nil, timeout: 60)
        #expect(diff.status == 0, "\(diff.stdout) \(diff.stderr)")
        let compare = try Command.run(
            bin, ["compare", recording, "--set", "my.deceleration_rate=0.998", "--json"], display: nil, timeout: 60)
        #expect(compare.status == 0, "\(compare.stderr)")
        #expect(compare.stdout.contains(#""demo":"my""#))
        let gif = dir.appendingPathComponent("clip.gif").path
        let video = try Command.run(
            bin, ["export-video", recording, gif, "--from", "0", "--to", "20", "--scale", "0.25", "--fps", "10"],
            display: nil, timeout: 120)
        #expect(video.status == 0, "\(video.stderr)")
        #expect(FileManager.default.fileExists(atPath: gif))
    }

    static func state(_ line: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        return try #require(object?["state"] as? [String: Any])
    }
}
