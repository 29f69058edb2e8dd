import Foundation
import Testing

/// Headless verification streams the file: its peak memory does not grow with the replay's
/// length. Two generated replays of an idle session, 20,000 and 120,000 frames, verified by
/// the real binary; the peak resident set (the child's ru_maxrss) may differ by at most
/// `allowedGrowthKiB`. Reading the whole file first grew by about 4.9 MiB here (23 MiB for a
/// million frames in release). scripts/measure-replay-memory.sh runs the full million.
@Suite(.serialized) struct ReplayMemoryTests {
    static let allowedGrowthKiB = 1536
    static let header =
        #"{"type":"header","format":"motion-playground-replay","version":1,"app_version":"0.1.0","#
        + #""demo":"easing","viewport":{"width":1024,"height":720},"pixel_scale":1,"seed":1,"settings":{}}"#

    static func frame(_ i: Int) -> String {
        #"{"type":"frame","index":\#(i),"time_us":\#(16_667 * (i + 1)),"inputs":[]}"#
    }

    static func checkpoint(_ type: String, frame: Int, _ idle: (digest: String, state: String)) -> String {
        #"{"type":"\#(type)","frame":\#(frame),"demo":"easing","digest":"\#(idle.digest)","#
            + #""state":\#(idle.state)}"# + "\n"
    }

    /// `frames` idle frames with a checkpoint every 60 and the end line, all carrying the idle
    /// session's digest and state (`idle`): verification passes only if every frame is stepped
    /// and every checkpoint compared, since an idle easing demo draws the same at every frame.
    static func write(frames: Int, idle: (digest: String, state: String), to path: String) throws {
        FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        defer { try? handle.close() }
        var chunk = header + "\n"
        for i in 0..<frames {
            chunk += frame(i) + "\n"
            if i > 0 && i % 60 == 0 {
                chunk += checkpoint("checkpoint", frame: i, idle)
            }
            if chunk.utf8.count > 1 << 20 {
                try handle.write(contentsOf: Data(chunk.utf8))
                chunk = ""
            }
        }
        chunk += checkpoint("end", frame: frames - 1, idle)
        try handle.write(contentsOf: Data(chunk.utf8))
    }

    /// Runs the binary and returns its exit status and peak resident set (KiB) from wait4(2).
    static func peakResident(_ bin: String, _ args: [String]) throws -> (status: Int32, kib: Int) {
        var pid: pid_t = 0
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([bin] + args).map { strdup($0) } + [nil]
        defer { for arg in argv { free(arg) } }
        guard posix_spawn(&pid, bin, &actions, nil, argv, environ) == 0 else {
            throw CommandError("cannot start \(bin)")
        }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid else { throw CommandError("wait4 failed") }
        return ((status >> 8) & 0xFF, usage.ru_maxrss)
    }

    @Test func peakMemoryOfHeadlessVerificationIsFlatInReplayLength() throws {
        let bin = try #require(WindowEndToEndTests.binary)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mp-mem-\(getpid())").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }

        // The idle session's digest and state, as the player computes them.
        let tiny = dir + "/tiny.jsonl"
        try ([Self.header] + (0..<61).map(Self.frame)).joined(separator: "\n").appending("\n")
            .write(toFile: tiny, atomically: false, encoding: .utf8)
        let dump = try Command.run(
            bin, ["replay", tiny, "--headless", "--dump-state"], display: nil,
            timeout: 60
        ).stdout
        let digest = try #require(dump.firstMatch(of: #/"digest":"([0-9a-f]{16})"/#)?.output.1)
        let stateStart = try #require(dump.range(of: "\"state\":")).upperBound
        let state = String(dump[stateStart...].trimmingCharacters(in: .whitespacesAndNewlines).dropLast())

        var peaks: [Int: Int] = [:]
        for frames in [20_000, 120_000] {
            let file = dir + "/idle-\(frames).jsonl"
            try Self.write(frames: frames, idle: (String(digest), state), to: file)
            let run = try Self.peakResident(bin, ["replay", file, "--headless", "--verify"])
            #expect(run.status == 0, "\(frames) frames did not verify")
            peaks[frames] = run.kib
        }
        let growth = try #require(peaks[120_000]) - #require(peaks[20_000])
        #expect(growth <= Self.allowedGrowthKiB, "peak memory grew by \(growth) KiB for 100,000 more frames: \(peaks)")
    }
}
