import Foundation
import Testing

/// The issue's walk-through in the real window: a copied and edited carousel runs with
/// `run --scene`, a flick rests with a card centred, saves reload it live (a broken save keeps
/// the last good scene and says where), the session is recorded, the file is deleted, and the
/// recording still replays, verifies, diffs, compares and exports to video bit for bit.
@Suite(.serialized) struct SceneWindowEndToEndTests {
    static let carousel = WindowEndToEndTests.root.appendingPathComponent("Assets/scenes/carousel.json").path

    /// A folder of the test's own with the scene's and the recording's paths in it.
    static func workspace(_ name: String) throws -> (dir: URL, scene: String, recording: String) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mp-\(name)-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return (dir, dir.appendingPathComponent("my.json").path, dir.appendingPathComponent("session.jsonl").path)
    }

    /// `run --scene` with `--dump-state` (and `--record` to the workspace's recording) on
    /// `display`, and its window's id. Config, data and cache homes of its own, so no scene of
    /// the machine's user joins the panel and Ctrl+R records into the workspace.
    static func start(
        _ bin: String, _ space: (dir: URL, scene: String, recording: String), on display: VirtualDisplay,
        record: Bool = true
    ) throws -> (app: Command, window: String) {
        let app = try Command.start(
            bin,
            ["run", "--scene", space.scene, "--size", "1024x720", "--dump-state"]
                + (record ? ["--record", space.recording] : []),
            display: display.name,
            environment: [
                "XDG_CONFIG_HOME": space.dir.path, "XDG_DATA_HOME": space.dir.path,
                "XDG_CACHE_HOME": space.dir.path + "/cache",
            ])
        let window = try #require(try display.playgroundWindow(), "the window never appeared")
        Thread.sleep(forTimeInterval: 0.5)
        return (app, window)
    }

    @Test func editRecordDeleteAndReplay() throws {
        let bin = try #require(WindowEndToEndTests.binary)
        let space = try Self.workspace("scene")
        let (dir, scene, recording) = space
        defer { try? FileManager.default.removeItem(at: dir) }
        // The user's copy: narrower cards, wider spacing.
        let original = try String(contentsOfFile: Self.carousel, encoding: .utf8)
        let mine = original.replacingOccurrences(of: "[280, 180]", with: "[240, 160]")
            .replacingOccurrences(of: #""spacing": 16"#, with: #""spacing": 24"#)
        #expect(mine != original)
        try mine.write(toFile: scene, atomically: true, encoding: .utf8)

        let display = try VirtualDisplay()
        defer { display.stop() }
        let (app, id) = try Self.start(bin, space, on: display)
        func xdo(_ args: String...) throws { _ = try Command.run("xdotool", args, display: display.name, timeout: 10) }
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
        try xdo("key", "--window", id, "q")
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

    /// Saves that leave no scene text, each shown in the window's error bar (`reload_error`)
    /// while the last good scene runs on, and recorded, so the recording replays to the same
    /// bar: not UTF-8, too big, a directory in the file's place, a FIFO, the file deleted, and
    /// broken JSON; a good save in between clears the bar.
    @Test func reloadFailuresShowInTheWindow() throws {
        let bin = try #require(WindowEndToEndTests.binary)
        let space = try Self.workspace("scene-fail")
        let (dir, scene, recording) = space
        defer { try? FileManager.default.removeItem(at: dir) }
        let good = try Self.copyCarousel(to: scene)
        let display = try VirtualDisplay()
        defer { display.stop() }
        let (app, id) = try Self.start(bin, space, on: display)
        func settle() { Thread.sleep(forTimeInterval: 0.8) }
        func remove() throws { try FileManager.default.removeItem(atPath: scene) }
        // Each written beside the file and renamed over it, as editors save.
        func save(_ bytes: Data) throws {
            let temporary = scene + ".tmp"
            try bytes.write(to: URL(fileURLWithPath: temporary))
            #expect(rename(temporary, scene) == 0)
            settle()
        }
        try save(Data([0x7B, 0x22, 0xFF, 0x22, 0x7D]))
        try save(Data(count: 200_000))
        try save(Data(good.utf8))
        try remove()
        try FileManager.default.createDirectory(atPath: scene, withIntermediateDirectories: false)
        settle()
        try remove()
        #expect(mkfifo(scene, 0o600) == 0)
        settle()
        try remove()
        settle()
        try save(Data(#"{"scene": 1, "title": "#.utf8))
        try remove()
        try FileManager.default.createDirectory(atPath: scene, withIntermediateDirectories: false)
        settle()
        // The last good scene still runs: a key moves it on.
        _ = try Command.run("xdotool", ["key", "--window", id, "Right"], display: display.name, timeout: 10)
        Thread.sleep(forTimeInterval: 1.5)
        _ = try Command.run("xdotool", ["key", "--window", id, "q"], display: display.name, timeout: 10)
        let live = try app.wait(timeout: 20)
        #expect(live.status == 0, "\(live.stderr)")
        let liveState = try #require(live.stdout.split(separator: "\n").last.map(String.init))
        let state = try Self.state(liveState)
        #expect(
            state["reload_error"] as? String
                == "\(scene): a directory, not a regular file; save the scene as a .json file there", "\(liveState)")
        #expect(state["items"] as? Int == 21 && state["reloads"] as? Int == 1, "\(liveState)")
        #expect(state["selected"] as? Int == 1, "\(liveState)")

        // Each failure is in the recording, in order, with what the window showed.
        let text = try String(contentsOfFile: recording, encoding: .utf8)
        let problems = text.matches(of: /"type":"scene_read_failed","time_us":[0-9]+,"id":"my","problem":"([^"]*)"/)
            .map { String($0.output.1) }
        #expect(
            problems == [
                "not UTF-8 text (byte 0xFF at line 1, column 3); save it as UTF-8 JSON",
                "200000 bytes, more than a scene file may have (131072); is it a scene file?",
                "a directory, not a regular file; save the scene as a .json file there",
                "a FIFO, not a regular file; save the scene as a .json file there",
                "gone (deleted or renamed away)",
                "a directory, not a regular file; save the scene as a .json file there",
            ], "\(problems)")
        #expect(
            text.components(separatedBy: #""type":"scene_reloaded""#).count - 1 == 2, "the good and the broken save")
        #expect(live.stderr.contains("scene my not reloaded: not UTF-8 text"), "\(live.stderr)")
        let replay = try Command.run(
            bin, ["replay", recording, "--headless", "--verify", "--dump-state"], display: nil, timeout: 60)
        #expect(replay.status == 0, "\(replay.stderr)")
        #expect(replay.stdout.split(separator: "\n").last.map(String.init) == liveState)
    }

    /// Ctrl+R after many saves: the journal holds them out of memory (a spill file in the
    /// cache folder), and the recording it starts holds every one, so it verifies and replays
    /// to the live window's state.
    @Test func ctrlRAfterManySavesRecordsThemAll() throws {
        let bin = try #require(WindowEndToEndTests.binary)
        let space = try Self.workspace("scene-ctrl-r")
        let (dir, scene, _) = space
        defer { try? FileManager.default.removeItem(at: dir) }
        let good = try Self.copyCarousel(to: scene)
        let display = try VirtualDisplay()
        defer { display.stop() }
        let (app, id) = try Self.start(bin, space, on: display, record: false)
        func key(_ name: String) throws {
            _ = try Command.run("xdotool", ["key", "--window", id, name], display: display.name, timeout: 10)
        }
        try key("End")
        // 30 saves, each a text of its own; every third has four cards, which moves the selection.
        for n in 1...30 {
            let text = n % 3 == 0 ? good.replacingOccurrences(of: #""repeat": 20"#, with: #""repeat": 3"#) : good
            try (text + String(repeating: " ", count: n)).write(toFile: scene, atomically: true, encoding: .utf8)
            Thread.sleep(forTimeInterval: 0.15)
            if n % 10 == 0 { try key("End") }
        }
        Thread.sleep(forTimeInterval: 0.5)
        try key("ctrl+r")
        Thread.sleep(forTimeInterval: 1.5)
        try key("Left")
        Thread.sleep(forTimeInterval: 1)
        try key("ctrl+r")
        Thread.sleep(forTimeInterval: 1)
        try key("q")
        let live = try app.wait(timeout: 30)
        #expect(live.status == 0, "\(live.stderr)")
        let liveState = try #require(live.stdout.split(separator: "\n").last.map(String.init))
        let folder = dir.appendingPathComponent("motion-playground/recordings").path
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        let recording = folder + "/" + (try #require(names.first, "no recording in \(folder): \(live.stderr)"))
        let text = try String(contentsOfFile: recording, encoding: .utf8)
        #expect(text.components(separatedBy: #""type":"scene_reloaded""#).count - 1 == 30)
        // The spill file was unlinked when made: the cache folder holds no file.
        let cache = dir.appendingPathComponent("cache/motion-playground").path
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache).isEmpty)
        let replay = try Command.run(
            bin, ["replay", recording, "--headless", "--verify", "--dump-state"], display: nil, timeout: 60)
        #expect(replay.status == 0, "\(replay.stderr)")
        // The recording stopped before Q, at rest: the same digest and state, a few frames earlier.
        func digestAndState(_ line: String) -> Substring? {
            line.range(of: #""digest":"#).map { line[$0.lowerBound...] }
        }
        let replayed = try #require(replay.stdout.split(separator: "\n").last.map(String.init))
        #expect(digestAndState(replayed) != nil && digestAndState(replayed) == digestAndState(liveState))
    }

    /// The shipped carousel, copied to `path`; its text.
    static func copyCarousel(to path: String) throws -> String {
        let text = try String(contentsOfFile: carousel, encoding: .utf8)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return text
    }

    static func state(_ line: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        return try #require(object?["state"] as? [String: Any])
    }
}
