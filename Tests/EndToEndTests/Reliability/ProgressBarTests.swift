import Foundation
import Testing

/// Long jobs draw a progress bar on stderr only when it is a terminal (`script` gives them one)
/// and stay silent into pipes, so logs and CI output never see carriage returns.
@Suite(.serialized) struct ProgressBarTests {
    /// Runs the binary under `script`, which gives it a pseudo-terminal; returns what it printed.
    static func inTerminal(_ bin: String, _ args: [String]) throws -> (status: Int32, output: String) {
        let quoted = ([bin] + args).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(
            separator: " ")
        let result = try Command.run("script", ["-qec", quoted, "/dev/null"], display: nil, timeout: 180)
        return (result.status, result.stdout)
    }

    @Test func exportAndBenchShowABarInATerminalAndNothingInAPipe() throws {
        let bin = try #require(WindowEndToEndTests.binary)
        let dir = try StudioScratch("progress")
        let export = [
            "export-video", ExportVideoCommandTests.salon, dir.path("clip.gif"), "--scale", "0.25", "--fps", "10",
        ]
        let bench = ["bench", "--demo", "salon", "--frames", "700", "--render", "none"]
        // salon-flicks: 572 frames at 60 fps over 12.44 s, so 125 video frames at 10 fps.
        for (args, done) in [(export, "100% (125/125 video frames)"), (bench, "100% (700/700 bench frames)")] {
            let tty = try Self.inTerminal(bin, args)
            #expect(tty.status == 0, "\(tty.output)")
            #expect(tty.output.contains("\r"), "\(args[0]) draws in place")
            #expect(tty.output.contains(done), "\(args[0]): \(tty.output.suffix(300))")
            #expect(tty.output.contains("\r\u{1B}[2K"), "the bar is erased when the job ends")

            let piped = try Command.run(bin, args, display: nil, timeout: 180)
            #expect(piped.status == 0)
            #expect(!piped.stderr.contains("\r") && !piped.stderr.contains("%"), "\(args[0]): \(piped.stderr)")
        }
    }
}
