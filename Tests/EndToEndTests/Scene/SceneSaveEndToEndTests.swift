import Foundation
import Motion
import SDLHost
import Testing

@testable import Lab
@testable import PlaygroundCLI
@testable import PlaygroundCore
@testable import Scenes

/// Save to scene through the window's session (`LiveSession`, stepped as the frame loop steps
/// it, without a window): T, a change, Ctrl+S; the file on disk, its backup, the values in
/// force, the recording that replays bit for bit, and the export of the saved file. And every
/// refusal: a file changed on disk, an installed example, a write that fails.
@Suite(.serialized) struct SceneSaveEndToEndTests {
    static let carousel = WindowEndToEndTests.root.appendingPathComponent("Assets/scenes/carousel.json").path

    /// A window session on the scene at `path` with nothing drawn: frames 60 Hz apart, each with
    /// the inputs given, as `RunCommand`'s loop feeds `LiveSession`.
    struct Window {
        var session: LiveSession
        var time: Int64 = 0
        var index = 0
        static let size = Size(width: 1024, height: 720)

        init(scene path: String, record: String? = nil, saver: SceneFileSaver? = nil) throws {
            let scene = try SceneLibrary.load(path, id: Scene.id(forFile: path))
            let settings = SessionSettings(
                demoID: scene.id, viewport: Self.size,
                parameters: ParameterValues(catalog: ParameterCatalog.builtIn.adding([scene])), scenes: [scene])
            let paths = [scene.id: path]
            session = try LiveSession(
                settings: settings, recordPath: record, scenePaths: paths,
                saver: saver ?? SceneFileSaver(paths: paths, shippedFolder: nil))
            frame()
        }

        mutating func frame(_ inputs: [Input] = []) {
            session.step(
                HostFrame(
                    index: index, time: time, inputs: inputs.map { TimedInput(time: time, $0) }, quitRequested: false,
                    windowSize: Self.size, pixelScale: 1, stats: HostStats(rendererName: "test", vsync: false)))
            index += 1
            time += 16_667
        }

        /// A key, then a frame for what it emitted to apply.
        mutating func press(_ key: Key, _ modifiers: Modifiers = []) {
            frame([.keyPressed(key, modifiers: modifiers)])
            frame()
        }

        /// Frames for `seconds`, with the wall clock, so the file watcher's thread reports.
        mutating func idle(_ seconds: Double) {
            for _ in 0..<Int(seconds * 20) {
                Thread.sleep(forTimeInterval: 0.05)
                frame()
            }
        }

        var app: PlaygroundApp { session.app }
        var message: String? { app.tuning.panel.message }

        func value(_ name: String) -> ParameterValue? {
            app.tuning.values.catalog.spec(named: name).map { app.tuning.values.value(of: $0) }
        }
    }

    static func read(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    static func listing(_ dir: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted()
    }

    /// T, ↓ ↓ to `spacing`, → : 16 → 17 pt.
    static func tuneSpacing(_ w: inout Window) {
        w.press("t")
        w.press(.down)
        w.press(.down)
        w.press(.right)
    }

    @Test func tuneSaveReplayAndExport() throws {
        let scratch = try StudioScratch("save")
        let original = try #require(Self.read(Self.carousel))
        let path = scratch.path("my.json")
        try original.write(toFile: path, atomically: false, encoding: .utf8)
        var w = try Window(scene: path, record: scratch.path("session.jsonl"))
        Self.tuneSpacing(&w)
        #expect(w.value("my.spacing") == .number(17))
        w.press("s", .ctrl)
        let saved = original.replacing(#""spacing": 16"#, with: #""spacing": 17"#)
        #expect(Self.read(path) == saved)
        #expect(Self.read(path + "~") == original)
        #expect(w.message == "Saved 1 value to my.json; the old text is in my.json~")
        // The watcher sees the write; it is the save's own text, so no second reload.
        w.idle(1)
        #expect(w.app.demoState["reloads"] == .int(1) && w.app.demoState["reload_error"] == .null)
        #expect(w.value("my.spacing") == .number(17))
        let spacing = try #require(w.app.tuning.values.catalog.spec(named: "my.spacing"))
        #expect(spacing.defaultValue == .number(17), "the file holds it now")
        w.session.finish()
        #expect(Self.listing(scratch.root) == ["my.json", "my.json~", "session.jsonl"])

        let recording = try #require(Self.read(scratch.path("session.jsonl")))
        #expect(recording.components(separatedBy: #""type":"scene_reloaded""#).count == 2, "one reload fact")
        let bin = try #require(WindowEndToEndTests.binary)
        func run(_ args: [String]) throws -> Command.Result {
            try Command.run(bin, args, display: nil, timeout: 60, environment: ["SDL_VIDEODRIVER": "dummy"])
        }
        let replay = try run(["replay", scratch.path("session.jsonl"), "--headless", "--verify"])
        #expect(replay.status == 0, "\(replay.stderr)")

        // The saved file exports the session's motion: what the recording ends with, to the byte;
        // and the original file with the tuned value set, but for what is said about where the
        // value came from (a comment "tuned from 16"; JSON's default, tuned and source).
        let before = scratch.path("before/my.json")
        try FileManager.default.createDirectory(atPath: scratch.path("before"), withIntermediateDirectories: true)
        try original.write(toFile: before, atomically: false, encoding: .utf8)
        for format in ["swift", "swiftui", "flutter", "android", "css", "json"] {
            let fromSaved = try run(["export", "--scene", path, "--format", format])
            let fromReplay = try run(["export", "--from-replay", scratch.path("session.jsonl"), "--format", format])
            let fromSet = try run(["export", "--scene", before, "--format", format, "--set", "my.spacing=17"])
            #expect(fromSaved.status == 0 && fromSet.status == 0, "\(format): \(fromSaved.stderr)\(fromSet.stderr)")
            #expect(fromSaved.stdout == fromReplay.stdout, "\(format)")
            if format == "json" {
                #expect(Self.withoutProvenance(fromSaved.stdout) == Self.withoutProvenance(fromSet.stdout))
            } else {
                #expect(Self.code(fromSaved.stdout) == Self.code(fromSet.stdout), "\(format)")
            }
        }
    }

    /// `text` without its `//` and `/* … */` comments and blank lines (an export puts no comment
    /// marker inside a string).
    static func code(_ text: String) -> [Substring] {
        var out = ""
        var rest = Substring(text)
        while let start = rest.firstIndex(of: "/"), rest.index(after: start) < rest.endIndex {
            out += rest[..<start]
            switch rest[rest.index(after: start)] {
            case "/": rest = rest[start...].drop { $0 != "\n" }
            case "*": rest = rest[start...].range(of: "*/").map { rest[$0.upperBound...] } ?? ""
            default:
                out += "/"
                rest = rest[rest.index(after: start)...]
            }
        }
        out += rest
        return out.split(separator: "\n").map { $0.drop { $0 == " " } }.filter { !$0.isEmpty }
            .map { Substring($0.reversed().drop { $0 == " " }.reversed()) }
    }

    /// The export's JSON without `default`, `tuned` and `source` anywhere.
    static func withoutProvenance(_ text: String) -> NSDictionary? {
        func strip(_ value: Any) -> Any {
            if let object = value as? [String: Any] {
                return object.filter { !["default", "tuned", "source"].contains($0.key) }.mapValues(strip)
            }
            if let array = value as? [Any] { return array.map(strip) }
            return value
        }
        return (try? JSONSerialization.jsonObject(with: Data(text.utf8))).map(strip) as? NSDictionary
    }

    /// The real binary in a real window (Xvfb, xdotool): T, ↓ ↓ → →, Ctrl+S, Q. The file and
    /// its backup on disk, and the recording verifies.
    @Test func theWindowSavesWithCtrlS() throws {
        let bin = try #require(WindowEndToEndTests.binary)
        let space = try SceneWindowEndToEndTests.workspace("save-window")
        defer { try? FileManager.default.removeItem(at: space.dir) }
        let original = try SceneWindowEndToEndTests.copyCarousel(to: space.scene)
        let display = try VirtualDisplay()
        defer { display.stop() }
        let (app, id) = try SceneWindowEndToEndTests.start(bin, space, on: display)
        for key in ["t", "Down", "Down", "Right", "Right", "ctrl+s"] {
            _ = try Command.run("xdotool", ["key", "--window", id, key], display: display.name, timeout: 10)
            Thread.sleep(forTimeInterval: 0.2)
        }
        Thread.sleep(forTimeInterval: 1)
        _ = try Command.run("xdotool", ["key", "--window", id, "q"], display: display.name, timeout: 10)
        let live = try app.wait(timeout: 20)
        #expect(live.status == 0, "\(live.stderr)")
        #expect(live.stderr.contains("Saved 1 value to my.json; the old text is in my.json~"), "\(live.stderr)")
        #expect(Self.read(space.scene) == original.replacing(#""spacing": 16"#, with: #""spacing": 18"#))
        #expect(Self.read(space.scene + "~") == original)
        let replay = try Command.run(
            bin, ["replay", space.recording, "--headless", "--verify"], display: nil, timeout: 60)
        #expect(replay.status == 0, "\(replay.stderr)")
    }

    /// The file changed on disk since the session read it: not overwritten, no backup; once its
    /// reload is in, Save writes the tuned value into the new text.
    @Test func aFileChangedOnDiskIsNotOverwritten() throws {
        let scratch = try StudioScratch("save-conflict")
        let original = try #require(Self.read(Self.carousel))
        let path = scratch.path("my.json")
        try original.write(toFile: path, atomically: false, encoding: .utf8)
        var w = try Window(scene: path)
        w.press("t")
        w.press(.right)  // snap: center → end
        let edited = original.replacing("Card carousel", with: "Cards, edited elsewhere")
        try edited.write(toFile: path, atomically: true, encoding: .utf8)
        w.press("s", .ctrl)
        #expect(
            w.message
                == "Not saved: my.json changed on disk since the session read it; the window reloads a good save, "
                + "then Save again")
        #expect(Self.read(path) == edited)
        #expect(Self.listing(scratch.root) == ["my.json"])
        w.idle(1)
        #expect(w.app.currentInfo.title == "Cards, edited elsewhere")
        w.press("s", .ctrl)
        #expect(Self.read(path) == edited.replacing(#""snap": "center""#, with: #""snap": "end""#))
        #expect(Self.read(path + "~") == edited)
    }

    /// A shipped example in the installed, read-only folder: refused, with where to copy it.
    /// The same file in a source tree's `Assets/scenes` saves (that is how examples are tuned).
    @Test func anInstalledExampleIsRefusedWithWhereToCopyIt() throws {
        let scratch = try StudioScratch("save-shipped")
        let original = try #require(Self.read(Self.carousel))
        for (folder, installed) in [("usr/share/motion-playground/scenes", true), ("src/Assets/scenes", false)] {
            let dir = scratch.path(folder)
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            let path = dir + "/carousel.json"
            try original.write(toFile: path, atomically: false, encoding: .utf8)
            let saver = SceneFileSaver(
                paths: ["carousel": path], shippedFolder: dir, userFolder: "/home/me/.config/motion-playground/scenes")
            #expect(saver.shippedIsReadOnly == installed)
            var w = try Window(scene: path, saver: saver)
            Self.tuneSpacing(&w)
            w.press("s", .ctrl)
            if installed {
                #expect(
                    w.message
                        == "Not saved: carousel.json is a shipped example, read-only here. Copy it to "
                        + "/home/me/.config/motion-playground/scenes/ (the copy replaces it in the list) and save there"
                )
                #expect(Self.read(path) == original && Self.listing(dir) == ["carousel.json"])
            } else {
                #expect(w.message == "Saved 1 value to carousel.json; the old text is in carousel.json~")
                #expect(Self.read(path) == original.replacing(#""spacing": 16"#, with: #""spacing": 17"#))
            }
        }
    }

    /// A write that fails (here the backup's name is taken by a folder) leaves the file whole,
    /// and no temporary file behind.
    @Test func aFailedWriteLeavesTheFileAsItWas() throws {
        let scratch = try StudioScratch("save-fails")
        let original = try #require(Self.read(Self.carousel))
        let path = scratch.path("my.json")
        try original.write(toFile: path, atomically: false, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: path + "~", withIntermediateDirectories: false)
        var w = try Window(scene: path)
        Self.tuneSpacing(&w)
        w.press("s", .ctrl)
        #expect(w.message == "Not saved: backup \(path)~ is a directory; give a file name")
        #expect(Self.read(path) == original)
        #expect(Self.listing(scratch.root) == ["my.json", "my.json~"])
        #expect(w.app.demoState["reloads"] == .int(0))
    }

    /// A link stays a link, the file it names is saved, and the permissions stay the file's.
    @Test func aLinkedFileIsSavedThroughTheLinkWithItsMode() throws {
        let scratch = try StudioScratch("save-link")
        let original = try #require(Self.read(Self.carousel))
        try FileManager.default.createDirectory(atPath: scratch.path("real"), withIntermediateDirectories: true)
        let real = scratch.path("real/cards.json")
        try original.write(toFile: real, atomically: false, encoding: .utf8)
        chmod(real, 0o640)
        let link = scratch.path("my.json")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
        var w = try Window(scene: link)
        Self.tuneSpacing(&w)
        w.press("s", .ctrl)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == real)
        #expect(Self.read(real) == original.replacing(#""spacing": 16"#, with: #""spacing": 17"#))
        #expect(Self.read(real + "~") == original)
        var info = stat()
        #expect(stat(real, &info) == 0 && info.st_mode & 0o7777 == 0o640)
        #expect(stat(real + "~", &info) == 0 && info.st_mode & 0o7777 == 0o640)
    }
}
