import Foundation
import Motion
import SDLHost
import Testing

@testable import Lab
@testable import PlaygroundCLI
@testable import PlaygroundCore

/// Issue 40, points 6 and 7: `compare`, `diff`, `verify` and `export --from-replay` read a
/// recording once, streaming, and keep what they print, not the file. Before, `compare` kept
/// every gesture (10,000 drags: 252 MB, even with `--gesture 1`) and all four kept every scene
/// save (4,000 saves of 120 KB: 503 MB; `diff F F` 971 MB), and the verifier's read-ahead held up
/// to 4,096 lines, however large (`ReplayLineFeed`). Real recordings, made by the
/// window's own session (`LiveSession`, without a window), of a few and of many more gestures
/// or saves; the peak resident set of each command (its ru_maxrss) may grow by at most
/// `allowedGrowthKiB` between them, where holding them grew it by 7 to 120 MiB (docs/reliability.md §5).
@Suite(.serialized) struct StreamingMemoryTests {
    static let allowedGrowthKiB = 3 * 1024
    static let carousel = WindowEndToEndTests.root.appendingPathComponent("Assets/scenes/carousel.json").path

    /// A session recorded to `path`: `drags` slow drags on the salon (press, five moves, a pause,
    /// release, and the snap that follows), or, on the carousel scene, `saves` saves of a 120 KB
    /// version of its file, one every few frames.
    static func record(to path: String, drags: Int = 0, saves: Int = 0) throws {
        let scene = try SceneLibrary.load(carousel, id: "carousel")
        let settings = SessionSettings(
            demoID: saves > 0 ? "carousel" : "salon", viewport: Size(width: 1024, height: 720),
            parameters: ParameterValues(catalog: ParameterCatalog.builtIn.adding([scene])), scenes: [scene])
        var session = try LiveSession(settings: settings, recordPath: path)
        var time: Int64 = 0
        var index = 0
        func frame(_ inputs: [Input] = []) {
            session.step(
                HostFrame(
                    index: index, time: time, inputs: inputs.map { TimedInput(time: time, $0) }, quitRequested: false,
                    windowSize: Size(width: 1024, height: 720), pixelScale: 1,
                    stats: HostStats(rendererName: "test", vsync: false)))
            index += 1
            time += 16_667
        }
        frame()
        for n in 0..<drags {
            let x = n % 2 == 0 ? 600.0 : 400.0
            let step = n % 2 == 0 ? -20.0 : 20.0
            frame([.pointerPressed(Point(x: x, y: 360), button: .left)])
            for k in 1...5 { frame([.pointerMoved(Point(x: x + Double(k) * step, y: 360))]) }
            for _ in 0..<6 { frame() }
            frame([.pointerReleased(Point(x: x + 5 * step, y: 360), button: .left)])
            for _ in 0..<20 { frame() }
        }
        if saves > 0 {
            let base = try String(contentsOfFile: carousel, encoding: .utf8)
            for n in 0..<saves {
                // Whitespace pads the file to 120 KB; the title makes each save a new text.
                let text = base.replacingOccurrences(of: "\"Card carousel\"", with: "\"Card carousel \(n)\"")
                let padded = text + String(repeating: " ", count: max(0, 120_000 - text.utf8.count)) + "\n"
                frame([.sceneReloaded(id: "carousel", source: padded)])
                frame([.pointerPressed(Point(x: 600, y: 360), button: .left)])
                frame([.pointerMoved(Point(x: 560, y: 360))])
                frame([.pointerReleased(Point(x: 560, y: 360), button: .left)])
                for _ in 0..<3 { frame() }
            }
        }
        for _ in 0..<120 { frame() }
        session.finish()
        #expect(session.recordingFailure == nil)
    }

    /// A small and a large recording (`record(to:drags:saves:)`), in a scratch folder kept as long as `dir`.
    static func recordings(
        _ name: String, drags: (Int, Int) = (0, 0), saves: (Int, Int) = (0, 0)
    ) throws -> (dir: StudioScratch, small: String, large: String) {
        let dir = try StudioScratch(name)
        let (small, large) = (dir.path("few.jsonl"), dir.path("many.jsonl"))
        try record(to: small, drags: drags.0, saves: saves.0)
        try record(to: large, drags: drags.1, saves: saves.1)
        return (dir, small, large)
    }

    /// Each command's peak resident set on the small and the large recording.
    func growth(_ commands: [(String, (String) -> [String])], small: String, large: String) throws -> [String: Int] {
        let bin = try #require(WindowEndToEndTests.binary)
        var out: [String: Int] = [:]
        for (name, args) in commands {
            let a = try ReplayMemoryTests.peakResident(bin, args(small))
            let b = try ReplayMemoryTests.peakResident(bin, args(large))
            #expect(a.status <= 1 && b.status <= 1, "\(name): exit \(a.status), \(b.status)")
            out[name] = b.kib - a.kib
        }
        return out
    }

    /// (`diff` finds gestures with the same scan; its streaming is held by the test of saves.)
    @Test func compareStaysFlatAsARecordingGrowsInGestures() throws {
        let (dir, small, large) = try Self.recordings("memory-gestures", drags: (100, 1_000))
        defer { withExtendedLifetime(dir) {} }
        let bin = try #require(WindowEndToEndTests.binary)
        let counted = try Command.run(
            bin, ["compare", large, "--set", "salon.deceleration_rate=0.99", "--gesture", "1"], display: nil,
            timeout: 600)
        #expect(counted.status == 0, "\(counted.stderr)")
        #expect(counted.stdout.hasPrefix("1000 gestures;"), "\(counted.stdout.prefix(200))")
        let grown = try growth(
            [
                (
                    "compare --gesture 1",
                    { ["compare", $0, "--set", "salon.deceleration_rate=0.99", "--gesture", "1"] }
                ),
                ("compare --platforms", { ["compare", $0, "--platforms", "uikit,android", "--gesture", "2"] }),
            ], small: small, large: large)
        for (name, kib) in grown {
            #expect(kib <= Self.allowedGrowthKiB, "\(name) grew \(kib) KiB from 100 to 1000 gestures")
        }
    }

    @Test func verifyExportCompareAndDiffStayFlatAsARecordingGrowsInSceneSaves() throws {
        let (dir, small, large) = try Self.recordings("memory-saves", saves: (7, 70))
        defer { withExtendedLifetime(dir) {} }
        let bin = try #require(WindowEndToEndTests.binary)
        let verified = try Command.run(bin, ["verify", large], display: nil, timeout: 600)
        #expect(verified.status == 0, "\(verified.stdout) \(verified.stderr)")
        let grown = try growth(
            [
                ("verify", { ["verify", $0] }),
                ("export --from-replay", { ["export", "--from-replay", $0, "--format", "json"] }),
                ("compare", { ["compare", $0, "--set", "carousel.spacing=20", "--gesture", "1"] }),
                ("diff", { ["diff", $0, $0] }),
            ], small: small, large: large)
        for (name, kib) in grown {
            // Holding 70 saves of 120 KB is 8.4 MB of text, twice that for diff.
            #expect(kib <= Self.allowedGrowthKiB, "\(name) grew \(kib) KiB from 7 to 70 saves of 120 KB")
        }
    }
}
