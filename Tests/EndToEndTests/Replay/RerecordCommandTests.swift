import Foundation
import Testing

/// `replay FILE --headless --record NEW`: a recording whose checkpoints a deliberate change of
/// behaviour broke is accepted anew. The user's recording of the carousel flinging back (0.3.1)
/// fails `verify` under this build at the fling; re-recorded, it verifies, keeps every frame and
/// input, and `diff` says the frames are the same inputs with a different state from that gesture.
@Suite(.serialized) struct RerecordCommandTests {
    static let repro = WindowEndToEndTests.root.appendingPathComponent("../shared/repro/carousel-flings-back.jsonl")
        .standardizedFileURL.path
    static let golden = VerifyCommandTests.fixtures + "/easing-tour-carousel-flings-forward.jsonl"

    @Test func aRecordingBrokenByAChangeOnPurposeIsReRecordedAndVerifies() throws {
        let bin = try #require(WindowEndToEndTests.binary)
        let dir = try StudioScratch("rerecord")
        // The shipped fixture was made this way; without the shared file, re-record the fixture itself.
        let source = FileManager.default.fileExists(atPath: Self.repro) ? Self.repro : Self.golden
        let out = dir.path("new.jsonl")
        let made = try Command.run(bin, ["replay", source, "--headless", "--record", out], display: nil, timeout: 120)
        #expect(made.status == 0, "\(made.stderr)")
        #expect(made.stderr.contains("re-recorded 1713 frames into \(out)"), "\(made.stderr)")
        let verified = try Command.run(bin, ["verify", out], display: nil, timeout: 120)
        #expect(verified.status == 0, "\(verified.stdout)")
        // The same frames and inputs, bit for bit the shipped golden's states.
        let same = try Command.run(bin, ["diff", Self.golden, out], display: nil, timeout: 120)
        #expect(same.stdout.contains("frames differing: inputs or frame times on 0, state on 0"), "\(same.stdout)")
        if source == Self.repro {
            let old = try Command.run(bin, ["verify", source], display: nil, timeout: 120)
            #expect(old.status == 1, "the 0.3.1 recording no longer matches: \(old.stdout)")
            let moved = try Command.run(bin, ["diff", source, out], display: nil, timeout: 120)
            #expect(moved.stdout.contains("frames differing: inputs or frame times on 0, state on"), "\(moved.stdout)")
        }
        // Never over an existing file; never with --verify or a screenshot.
        let again = try Command.run(bin, ["replay", source, "--headless", "--record", out], display: nil, timeout: 60)
        #expect(again.status == 2 && again.stderr.contains("already exists"), "\(again.stderr)")
        let mixed = try Command.run(
            bin, ["replay", source, "--headless", "--verify", "--record", dir.path("x.jsonl")], display: nil,
            timeout: 60)
        #expect(mixed.status == 2 && mixed.stderr.contains("--headless alone"), "\(mixed.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.path("x.jsonl")))
    }
}
