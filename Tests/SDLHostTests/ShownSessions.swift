import Foundation
import Motion

@testable import Lab
@testable import PlaygroundCore
@testable import SDLHost
@testable import Scenes

/// The app as the layout tests open it, for drawing through the real renderer: every demo and
/// shipped scene, with the HUD, the motion inspector and the tuning panel open (H, I, T at 0 s)
/// and half a second of 60 Hz frames run.
enum ShownSessions {
    /// The sizes issue 35 names, in points.
    static let sizes = [Size(width: 640, height: 480), Size(width: 1024, height: 720), Size(width: 2560, height: 1440)]

    /// The HUD's host lines as a busy session shows them (long numbers, vsync on).
    static let host = HostInfo(
        rendererName: "software", vsync: true, textCacheHits: 123_456, textCacheMisses: 7_890,
        lastFrameMicros: 12_345)

    /// The example scenes the package ships (Assets/scenes), listed after the five demos.
    static let scenes: [Scene] = {
        // Tests/SDLHostTests/ → the package root; read as the window reads `--scene` files.
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/scenes").path
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
            $0.hasSuffix(".json")
        }
        return files.sorted().map { "\(folder)/\($0)" }.map { path in
            guard let source = try? SceneFileReader.read(path),
                let scene = try? Scene(id: Scene.id(forFile: path), file: path, source: source)
            else { preconditionFailure("\(path) is not a scene") }
            return scene
        }
    }()

    static let ids = PlaygroundApp.demoIDs + scenes.map(\.id)

    /// The key that sets each demo moving, pressed at 1 s, and how long its session runs: as
    /// scripts/screenshots.sh shoots them (a scene: the right arrow for 1.8 s).
    static func schedule(_ id: String) -> (key: Key?, seconds: Double) {
        switch id {
        case "easing": ("end", 1.6)
        case "salon": ("right", 1.2)
        case "pull": (nil, 1.0)
        case "pager": ("right", 1.6)
        case "roller": (nil, 6.2)
        default: ("right", 1.8)
        }
    }

    /// What the window draws for `id` at `size` with every panel open (help off), every
    /// `every` frames from frame 30 (where the layout tests look) to the session's end: as the
    /// script does, the session opens the HUD and the inspector at 0 s, presses the demo's key at
    /// 1 s and opens the tuning panel a frame later (open, the panel would take the arrow keys), so
    /// until then only the layout tests' H and I are open.
    /// `opening` replaces H and I (the HUD alone, which then has the column to itself),
    /// `tuning: false` leaves the tuning panel shut, and `listed` lists other scenes than the
    /// shipped ones (none: the five demos' chips leave the HUD the most room).
    static func drawLists(
        _ id: String, size: Size, every: Int = 1, opening: [Key] = ["h", "i"], tuning: Bool = true,
        listed: [Scene] = scenes, _ body: (Int, DrawList) throws -> Void
    ) throws {
        var app = try PlaygroundApp(settings: SessionSettings(demoID: id, viewport: size, scenes: listed))
        let (key, seconds) = schedule(id)
        var carried = opening.map { TimedInput(time: 0, .keyPressed($0, modifiers: [])) }
        let last = Int(seconds * 60)
        for index in 0...last {
            let time = Int64((Double(index) * 1_000_000 / 60).rounded())
            var inputs = carried.map { TimedInput(time: min($0.time, time), $0.input) }
            if index == 60, let key { inputs.append(TimedInput(time: time, .keyPressed(key, modifiers: []))) }
            if tuning, index == min(61, last) { inputs.append(TimedInput(time: time, .keyPressed("t", modifiers: []))) }
            app.step(Frame(index: index, time: time), inputs: inputs)
            // The tuning panel's changes arrive next frame as facts, as in a live session.
            carried = app.takeEmittedInputs()
            guard index == last || (index >= 30 && (index - 30) % every == 0) else { continue }
            var list = DrawList()
            app.draw(into: &list, host: host)
            try body(index, list)
        }
    }

    /// Every text run in `list`, in drawing order.
    static func texts(_ list: DrawList) -> [TextRun] {
        list.commands.compactMap { if case .text(let run) = $0 { run } else { nil } }
    }
}
