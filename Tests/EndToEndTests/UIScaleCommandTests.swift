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
        try key("ctrl+equal")  // 1.25 → 1.5: 1000 × 750 window pixels are 666.7 × 500 points
        try key("ctrl+minus")
        try key("ctrl+minus")  // 1: the window's own 1000 × 750
        try key("ctrl+0")  // back to the desktop's 1.25
        try key("q")
        let result = try app.wait(timeout: 20)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("UI scale 1.25 from GDK_SCALE=1 × GDK_DPI_SCALE=1.25"), "\(result.stderr)")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let sizes = text.split(separator: "\n").flatMap { line in
            line.components(separatedBy: "\"type\":\"viewport_resized\"").dropFirst().map { String($0.prefix(60)) }
        }
        #expect(sizes.count == 4, "\(sizes)")
        #expect(sizes.first?.contains("\"height\":500") == true, "\(sizes)")
        #expect(sizes.dropFirst(2).first?.contains("\"width\":1000,\"height\":750") == true, "\(sizes)")
        #expect(sizes.last?.contains("\"width\":800,\"height\":600") == true, "\(sizes)")
        // The keys were the host's: no key fact of them reached the demo.
        #expect(!text.contains("\"key\":\"equals\"") && !text.contains("\"key\":\"minus\""))
        let replay = try Command.run(bin, ["replay", file, "--headless", "--verify"], display: nil, timeout: 60)
        #expect(replay.status == 0, "\(replay.stderr)")
    }
}
