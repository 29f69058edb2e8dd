import Foundation
import Motion
import Testing

@testable import Lab
@testable import PlaygroundCore
@testable import Replay

/// A recording made with `--device` says so in its header and replays on that screen in any
/// window; a header whose device is not one `--device` takes is one line, as a setting is.
@Suite struct DeviceReplayTests {
    static let pixel = DeviceFrame.preset(named: "pixel-8")!

    static func header(device: String) -> String {
        #"{"type":"header","format":"motion-playground-replay","version":1,"app_version":"0.3.2","demo":"salon","viewport":{"width":1024,"height":720},"pixel_scale":1,"device":"#
            + device + #","seed":1,"settings":{}}"#
    }

    @Test func theDeviceSurvivesWriteThenRead() throws {
        let settings = SessionSettings(
            demoID: "salon", viewport: Size(width: 1024, height: 720),
            device: DeviceFrame.custom(
                Size(width: 844.5, height: 390), density: 2.75))
        let line = ReplayLineEncoder.header(ReplayHeader(session: settings))
        #expect(line.contains(#""device":{"name":"844.5x390@2.75","width":844.5,"height":390,"density":2.75}"#))
        let replay = try ReplayReader().parse(line + "\n", source: "r.jsonl")
        #expect(replay.header.device == settings.device)
        #expect(try replay.header.sessionSettings.device == settings.device)
        // Without one the header has no key at all, as before devices.
        let plain = ReplayLineEncoder.header(
            ReplayHeader(session: SessionSettings(demoID: "salon", viewport: Size(width: 1024, height: 720))))
        #expect(!plain.contains("device"))
        #expect(try ReplayReader().parse(plain + "\n", source: "r.jsonl").header.device == nil)
    }

    @Test func aBadDeviceIsOneLine() {
        let cases: [(String, String)] = [
            (#""pixel-8""#, #"header "device" must be an object"#),
            (#"{"name":"pixel-8","width":412,"height":914,"density":2.625}"#, "the file was edited"),
            (#"{"name":"400x800@9","width":400,"height":800,"density":9}"#, "density 9 is out of range"),
            (#"{"name":"100x800@3","width":100,"height":800,"density":3}"#, "out of range: each side"),
            (
                #"{"name":"phone","width":400,"height":800,"density":3}"#,
                "does not name its size and density (400x800@3)"
            ),
            (#"{"width":400,"height":800,"density":3}"#, #"has no "name""#),
        ]
        for (device, expected) in cases {
            do {
                _ = try ReplayReader().parse(Self.header(device: device) + "\n", source: "r.jsonl")
                Issue.record("\(device) was taken")
            } catch {
                #expect(error.description.contains(expected), "\(device): \(error.description)")
                #expect(error.description.hasPrefix("r.jsonl:1: ") && !error.description.contains("\n"))
            }
        }
    }

    /// The golden recording made on a Pixel 8 in a 1024 × 720 window replays on its screen: every
    /// demo it shows had the screen's size, and its density was the device's.
    @Test func theGoldenPixelRecordingReplaysOnItsScreen() throws {
        let path = GoldenReplayTests.fixtures.appendingPathComponent("salon-device-pixel-8.jsonl").path
        let replay = try ReplayReader().read(path: path)
        #expect(replay.header.device == Self.pixel)
        #expect(replay.header.settings["salon.density"] == "2.625")
        var sizes: Set<Size> = []
        let result = try ReplayPlayer.run(
            replay, verify: true,
            afterFrame: { _, app in sizes.insert(app.liveFrame.size) })
        #expect(result.passed, "\(result.firstMismatch?.description ?? "")")
        // The whole screen, or a lane on it while A's lane is open; never the window's area.
        #expect(sizes.contains(Self.pixel.size))
        for size in sizes {
            #expect(size.width <= Self.pixel.size.width && size.height <= Self.pixel.size.height, "\(size)")
        }
    }
}
