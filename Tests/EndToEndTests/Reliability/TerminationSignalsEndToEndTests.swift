import Foundation
import Testing

/// Issue 40, point 11: SIGHUP (a closed terminal or ssh session) and SIGQUIT (Ctrl+\) end the
/// program as SIGTERM does. Before, SIGHUP during `export-video` left the hidden partial
/// `.OUT-XXXXXXXX.mp4` for good and during `run --record` a recording without its end line, and
/// SIGQUIT printed a "Program crashed" backtrace and let the program carry on.
@Suite(.serialized) struct TerminationSignalsEndToEndTests {
    static let flicks = WindowEndToEndTests.root.appendingPathComponent("Tests/Fixtures/salon-flicks.jsonl").path

    let bin: String

    init() throws {
        bin = try #require(WindowEndToEndTests.binary, "build the executable first: swift build")
    }

    /// `export-video` stopped by each signal a second after it started encoding: exit 130, one
    /// line, and neither the video nor its hidden partial left in the folder.
    @Test func aSignalDuringAnExportLeavesNoPartialVideo() throws {
        for sig in [SIGHUP, SIGQUIT, SIGTERM] {
            let dir = try StudioScratch("signal-export-\(sig)")
            let out = dir.path("v.mp4")
            // At 4× scale and 240 fps, about 2400 frames of 4096 × 2880: minutes of encoding.
            let export = try Command.start(
                bin, ["export-video", Self.flicks, out, "--scale", "4", "--fps", "240"], display: nil)
            let deadline = Date().addingTimeInterval(20)
            while Date() < deadline, (try? FileManager.default.contentsOfDirectory(atPath: dir.root))?.isEmpty ?? true {
                Thread.sleep(forTimeInterval: 0.05)
            }
            Thread.sleep(forTimeInterval: 0.5)
            let partial = try FileManager.default.contentsOfDirectory(atPath: dir.root)
            #expect(partial.count == 1 && partial[0].hasPrefix(".v-"), "the partial is there: \(partial)")
            kill(export.process.processIdentifier, sig)
            let result = try export.wait(timeout: 20)
            #expect(result.status == 130, "signal \(sig): exit \(result.status): \(result.stderr)")
            #expect(result.stderr.hasSuffix("playground: interrupted; \(out) was not written\n"), "\(result.stderr)")
            #expect(!result.stderr.contains("crashed"), "\(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: dir.root) == [], "signal \(sig)")
        }
    }

    /// `nohup` sets SIGHUP to be ignored so a closed terminal does not end what it started: that
    /// stays so (the export goes on to its end).
    @Test func anIgnoredSIGHUPStaysIgnored() throws {
        let dir = try StudioScratch("signal-nohup")
        let out = dir.path("v.mp4")
        let script = "trap '' HUP; exec \"$0\" export-video \"$1\" \"$2\" --to 120"
        let export = try Command.start("/bin/bash", ["-c", script, bin, Self.flicks, out], display: nil)
        Thread.sleep(forTimeInterval: 0.5)
        kill(export.process.processIdentifier, SIGHUP)
        let result = try export.wait(timeout: 60)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: out))
    }

    /// The live window recording under Xvfb: SIGHUP and SIGQUIT finish the recording with its end
    /// line, exit 0, and the file verifies; no backtrace.
    @Test func aSignalEndsAWindowSessionWithItsRecordingWhole() throws {
        let display = try VirtualDisplay()
        defer { display.stop() }
        for sig in [SIGHUP, SIGQUIT] {
            let dir = try StudioScratch("signal-window-\(sig)")
            let file = dir.path("session.jsonl")
            let app = try Command.start(bin, ["run", "--demo", "roller", "--record", file], display: display.name)
            let deadline = Date().addingTimeInterval(20)
            while Date() < deadline,
                (try? String(contentsOfFile: file, encoding: .utf8))?.contains("\"type\":\"frame\"") != true
            {
                Thread.sleep(forTimeInterval: 0.1)
            }
            Thread.sleep(forTimeInterval: 1)
            kill(app.process.processIdentifier, sig)
            let result = try app.wait(timeout: 15)
            #expect(result.status == 0, "signal \(sig): \(result.stderr)")
            #expect(!result.stderr.contains("crashed") && !result.stderr.contains("Backtrace"), "\(result.stderr)")
            let text = try String(contentsOfFile: file, encoding: .utf8)
            #expect(text.split(separator: "\n").last?.contains("\"type\":\"end\"") == true, "signal \(sig)")
            let replay = try Command.run(bin, ["replay", file, "--headless", "--verify"], display: nil, timeout: 60)
            #expect(replay.status == 0, "\(replay.stderr)")
        }
    }
}
