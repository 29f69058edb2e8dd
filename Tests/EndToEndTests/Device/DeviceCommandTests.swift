import Foundation
import Testing

/// `--device` through the binary: `run` lays the demo out on the screen and says so in
/// `--dump-state`, a recording carries it to `export`, `release` and `scene check` lay out on
/// it, and a device that is not one is one line with exit 2.
@Suite struct DeviceCommandTests {
    static func run(_ args: [String]) throws -> Command.Result {
        let bin = try #require(WindowEndToEndTests.binary)
        return try Command.run(
            bin, args, display: nil, timeout: 120,
            environment: ["SDL_VIDEODRIVER": "dummy", "SDL_RENDER_DRIVER": "software"])
    }

    @Test func runOnADeviceDumpsItsScreen() throws {
        let result = try Self.run([
            "run", "--demo", "salon", "--device", "pixel-8", "--renderer", "software", "--frames", "2", "--dump-state",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let device = try #require(object["device"] as? [String: Any])
        #expect(device["name"] as? String == "pixel-8")
        #expect(device["width"] as? Double == 411 && device["height"] as? Double == 914)
        #expect(device["density"] as? Double == 2.625)
    }

    @Test func aDeviceThatIsNotOneIsOneLine() throws {
        for (args, expected) in [
            (["run", "--device", "iphone"], "is not a device: use iphone-15, pixel-8, tablet, or WxH@D"),
            (["export", "--demo", "salon", "--format", "swift", "--device", "390x844@7"], "density 7 is out of range"),
            (
                ["release", "--demo", "salon", "--offset", "0", "--velocity", "100", "--device", "10x10@2"],
                "out of range"
            ),
            (
                [
                    "release", "--demo", "salon", "--offset", "0", "--velocity", "100", "--device", "pixel-8", "--size",
                    "800x600",
                ],
                "not both"
            ),
        ] {
            let result = try Self.run(args)
            #expect(result.status == 2, "\(args): \(result.stderr)")
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.count == 1 && result.stderr.contains(expected), "\(args): \(result.stderr)")
        }
    }

    /// The golden Pixel 8 recording, exported: the banner names the phone (taken from the
    /// header), and the density in force is the phone's.
    @Test func anExportFromADeviceRecordingNamesTheDevice() throws {
        let fixture = WindowEndToEndTests.root.appendingPathComponent("Tests/Fixtures/salon-device-pixel-8.jsonl")
        let result = try Self.run(["export", "--from-replay", fixture.path, "--format", "android"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("// Device: Pixel 8, 411 × 914 pt at 2.625 px/pt (--device pixel-8)"))
        let json = try Self.run(["export", "--from-replay", fixture.path, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["density"] as? Double == 2.625)
        #expect((object["device"] as? [String: Any])?["name"] as? String == "pixel-8")
    }

    /// The salon on the phone has the phone's pitch: a 2000 pt/s release from card 1 rests on
    /// other cards than in the 1024 × 720 window, at the phone's density.
    @Test func releaseAndSceneCheckLayOutOnTheScreen() throws {
        let phone = try Self.run([
            "release", "--demo", "salon", "--offset", "0", "--velocity", "2000", "--device", "pixel-8", "--json",
        ])
        #expect(phone.status == 0, "\(phone.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(phone.stdout.utf8)) as? [String: Any])
        #expect(object["device"] as? String == "pixel-8" && object["density"] as? Double == 2.625)
        let window = try Self.run(["release", "--demo", "salon", "--offset", "0", "--velocity", "2000", "--json"])
        let plain = try #require(try JSONSerialization.jsonObject(with: Data(window.stdout.utf8)) as? [String: Any])
        #expect(plain["device"] == nil)
        let onPhone = (object["platforms"] as? [String: Any])?["uikit"] as? [String: Any]
        let inWindow = (plain["platforms"] as? [String: Any])?["uikit"] as? [String: Any]
        #expect(onPhone?["rest_offset"] as? Double != inWindow?["rest_offset"] as? Double)
        let check = try Self.run([
            "scene", "check", SceneCommandTests.shipped("feed-rows.json"), "--device", "iphone-15",
        ])
        #expect(check.status == 0, "\(check.stderr)")
        // 852 pt tall, less the 64 pt header and footer.
        #expect(check.stdout.contains("viewport 724 pt"), "\(check.stdout.prefix(300))")
    }
}
