import Foundation
import Testing

/// `--ui-scale` through the real binary: a headless screenshot at 2× is the recording's points
/// at twice the pixels, and a bad value is one line and exit 2.
@Suite(.serialized) struct UIScaleCommandTests {
    static let fixture = WindowEndToEndTests.root.appendingPathComponent("Tests/Fixtures/salon-flicks.jsonl").path

    func run(_ args: [String]) throws -> Command.Result {
        let bin = try #require(WindowEndToEndTests.binary, "build the executable first: swift build")
        return try Command.run(bin, args, display: nil, timeout: 120)
    }

    @Test func aHeadlessScreenshotAtUIScaleTwoHasTwiceThePixels() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ui-scale-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let one = folder.appendingPathComponent("one.png").path
        let two = folder.appendingPathComponent("two.png").path
        for (path, scale) in [(one, "1"), (two, "2")] {
            let result = try run([
                "replay", Self.fixture, "--headless", "--ui-scale", scale, "--screenshot", "30=\(path)",
            ])
            #expect(result.status == 0, "\(result.stderr)")
        }
        // The recording is 1024 × 720 points.
        #expect(try CurvesPlotTests.pngSize(one) == (1024, 720))
        #expect(try CurvesPlotTests.pngSize(two) == (2048, 1440))
    }

    @Test func aBadUIScaleIsOneLineAndExitTwo() throws {
        for args in [
            ["run", "--ui-scale", "5"], ["run", "--ui-scale", "big"],
            ["replay", Self.fixture, "--headless", "--ui-scale", "0.1"],
        ] {
            let result = try run(args)
            #expect(result.status == 2, "\(args): \(result.stderr)")
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.count == 1, "\(args): \(result.stderr)")
            #expect(result.stderr.contains("is not a UI scale: a number from 0.75 to 3"), "\(result.stderr)")
        }
    }
}

/// The UI scale in a real window (Xvfb, xdotool): Ctrl + and Ctrl − reach the host, never the
/// demo, and the app's new size in points is recorded, so the recording verifies headless.
@Suite(.serialized) struct UIScaleWindowEndToEndTests {
    @Test func ctrlPlusAndMinusResizeThePointsAndTheRecordingVerifies() throws {
        let bin = try #require(WindowEndToEndTests.binary, "build the executable first: swift build")
        let display = try VirtualDisplay()
        defer { display.stop() }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("mp-zoom-\(getpid()).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let app = try Command.start(
            bin, ["run", "--demo", "salon", "--size", "800x600", "--record", file, "--verbose"],
            display: display.name, environment: ["GDK_SCALE": "1", "GDK_DPI_SCALE": "1.25"])
        let id = try #require(try display.playgroundWindow(), "the window never appeared")
        func key(_ name: String) throws {
            _ = try Command.run("xdotool", ["key", "--window", id, name], display: display.name, timeout: 10)
            Thread.sleep(forTimeInterval: 0.4)
        }
        Thread.sleep(forTimeInterval: 0.5)
        // The window opens the 800 × 600 asked for; at the desktop's 1.25 the app has 640 × 480 points.
        try key("ctrl+equal")  // 1.25 → 1.5: 800 × 600 window pixels are 533.3 × 400 points
        try key("ctrl+minus")
        try key("ctrl+minus")  // 1: the window's own 800 × 600
        try key("ctrl+0")  // back to the desktop's 1.25
        try key("q")
        let result = try app.wait(timeout: 20)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("UI scale 1.25 from GDK_SCALE=1 × GDK_DPI_SCALE=1.25"), "\(result.stderr)")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let sizes = text.split(separator: "\n").flatMap { line in
            line.components(separatedBy: "\"type\":\"viewport_resized\"").dropFirst().map { String($0.prefix(60)) }
        }
        #expect(text.contains("\"viewport\":{\"width\":640,\"height\":480}"), "\(text.prefix(400))")
        #expect(sizes.count == 4, "\(sizes)")
        #expect(sizes.first?.contains("\"height\":400") == true, "\(sizes)")
        #expect(sizes.dropFirst(2).first?.contains("\"width\":800,\"height\":600") == true, "\(sizes)")
        #expect(sizes.last?.contains("\"width\":640,\"height\":480") == true, "\(sizes)")
        // The keys were the host's: no key fact of them reached the demo.
        #expect(!text.contains("\"key\":\"equals\"") && !text.contains("\"key\":\"minus\""))
        let replay = try Command.run(bin, ["replay", file, "--headless", "--verify"], display: nil, timeout: 60)
        #expect(replay.status == 0, "\(replay.stderr)")
    }

    /// Issue 41, point 4: `--size` is the window on the screen. `--size 1200x700 --ui-scale 2` opens a
    /// 1200 × 700 window (it opened 2400 × 1400, mostly off a 1280 × 800 screen) whose app has
    /// 600 × 350 points; Ctrl 0 then goes to the desktop's scale (1.25 here), not back to 2.
    @Test func theWindowOpensTheSizeAskedForAndCtrlZeroIsTheDesktops() throws {
        let bin = try #require(WindowEndToEndTests.binary, "build the executable first: swift build")
        let display = try VirtualDisplay()
        defer { display.stop() }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("mp-size-\(getpid()).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let app = try Command.start(
            bin, ["run", "--demo", "salon", "--size", "1200x700", "--ui-scale", "2", "--record", file],
            display: display.name, environment: ["GDK_SCALE": "1", "GDK_DPI_SCALE": "1.25"])
        let id = try #require(try display.playgroundWindow(), "the window never appeared")
        Thread.sleep(forTimeInterval: 0.5)
        let geometry = try Command.run("xdotool", ["getwindowgeometry", id], display: display.name, timeout: 10)
        #expect(geometry.stdout.contains("Geometry: 1200x700"), "\(geometry.stdout)")
        _ = try Command.run("xdotool", ["key", "--window", id, "ctrl+0"], display: display.name, timeout: 10)
        Thread.sleep(forTimeInterval: 0.4)
        _ = try Command.run("xdotool", ["key", "--window", id, "q"], display: display.name, timeout: 10)
        let result = try app.wait(timeout: 20)
        #expect(result.status == 0, "\(result.stderr)")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("\"viewport\":{\"width\":600,\"height\":350}"), "\(text.prefix(400))")
        let resized = text.split(separator: "\n").filter { $0.contains("\"type\":\"viewport_resized\"") }
        #expect(resized.count == 1 && resized[0].contains("\"width\":960,\"height\":560"), "\(resized)")
    }

    /// A UI scale that leaves the app too few points of the window asked for is one line, before any window.
    @Test func aScaleTooLargeForTheSizeIsRefused() throws {
        let bin = try #require(WindowEndToEndTests.binary, "build the executable first: swift build")
        let result = try Command.run(bin, ["run", "--size", "640x480", "--ui-scale", "3"], display: nil, timeout: 30)
        #expect(result.status == 2)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("leaves the app 213.3 × 160 points, under the 320 × 240"), "\(result.stderr)")
    }
}
