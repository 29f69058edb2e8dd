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
