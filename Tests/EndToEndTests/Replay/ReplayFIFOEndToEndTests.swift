import Foundation
import Testing

/// Issue 32, item 9: a FIFO given to `replay` or `verify` said the replay "is empty". Headless
/// playback reads a file once, front to back, so a FIFO or a pipe is read as a stream: a writer
/// that comes within a few seconds is waited for, and otherwise the line says what happened.
@Suite(.serialized) struct ReplayFIFOEndToEndTests {
    static let flicks = WindowEndToEndTests.root.appendingPathComponent("Tests/Fixtures/salon-flicks.jsonl").path

    /// Starts `playground args`, then after `delay` s opens the FIFO and `pause` s later writes
    /// `text` (nil: closes it without writing; no writer at all when `delay` is nil).
    static func play(
        _ args: [String], fifo: String, text: String?, delay: Double?, pause: Double = 0
    ) throws -> Command.Result {
        let bin = try #require(WindowEndToEndTests.binary)
        let player = try Command.start(bin, args, display: nil)
        if let delay {
            Thread.sleep(forTimeInterval: delay)
            let handle = try #require(FileHandle(forWritingAtPath: fifo))
            Thread.sleep(forTimeInterval: pause)
            if let text { handle.write(Data(text.utf8)) }
            try handle.close()
        }
        return try player.wait(timeout: 30)
    }

    @Test func aFIFOIsReadAsAStreamWhenItsWriterComesLate() throws {
        let dir = try StudioScratch("replay-fifo")
        let fifo = dir.path("replay.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        let text = try String(contentsOfFile: Self.flicks, encoding: .utf8)
        let replay = try Self.play(["replay", fifo, "--headless", "--verify"], fifo: fifo, text: text, delay: 1)
        #expect(replay.status == 0, "\(replay.stderr)")
        #expect(replay.stderr.contains("played 572 of 572 frames; 10 of 10 checkpoints match"), "\(replay.stderr)")
        let verify = try Self.play(["verify", fifo], fifo: fifo, text: text, delay: 1)
        #expect(verify.status == 0 && verify.stdout.hasPrefix("ok "), "\(verify.stdout)")
        // A writer that is there but slow to send is waited for however long it takes.
        let slow = try Self.play(["verify", fifo], fifo: fifo, text: text, delay: 0.5, pause: 6)
        #expect(slow.status == 0 && slow.stdout.hasPrefix("ok "), "\(slow.stdout) \(slow.stderr)")
    }

    @Test func aFIFOWithoutAWriterOrWithAnEmptyOneSaysSo() throws {
        let dir = try StudioScratch("replay-fifo-empty")
        let fifo = dir.path("replay.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        let start = Date()
        let alone = try Self.play(["replay", fifo, "--headless", "--verify"], fifo: fifo, text: nil, delay: nil)
        #expect(Date().timeIntervalSince(start) < 15, "waits a few seconds, never hangs")
        #expect(alone.status == 2)
        #expect(
            alone.stderr
                == "playground: \(fifo): is a FIFO, and nothing wrote to it within 5 s; start the program that "
                + "writes the replay into it (cat rec.jsonl > FIFO), or pass the .jsonl file itself\n")
        let silent = try Self.play(["verify", fifo], fifo: fifo, text: nil, delay: 0.5)
        #expect(silent.status == 2)
        #expect(
            silent.stdout.hasPrefix(
                "ERROR  \(fifo)  \(fifo): is a FIFO or pipe whose writer sent nothing; write a whole replay into it "
                    + "(cat rec.jsonl > FIFO), or pass the .jsonl file itself"), "\(silent.stdout)")
        #expect(!silent.stdout.contains("is empty") && !silent.stderr.contains("is empty"))
    }

    @Test func standardInputFromAPipeReplays() throws {
        let bin = try #require(WindowEndToEndTests.binary)
        let piped = try Command.run(
            "/bin/bash", ["-c", "cat \"$1\" | exec \"$0\" replay /dev/stdin --headless --verify", bin, Self.flicks],
            display: nil, timeout: 60)
        #expect(piped.status == 0, "\(piped.stderr)")
        let nothing = try Command.run(
            "/bin/bash", ["-c", "true | exec \"$0\" replay /dev/stdin --headless", bin], display: nil, timeout: 60)
        #expect(nothing.status == 2 && nothing.stderr.contains("is a FIFO or pipe whose writer sent nothing"))
    }
}
