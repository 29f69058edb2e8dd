import Foundation
import Testing

/// `scene check --all` streams: the table and the JSON of millions of items reach a reader
/// whole and correct while the process stays small (its peak resident set under a ceiling that
/// does not grow with the item count), and a reader that stops early ends it at once with exit
/// 3 and the broken-pipe line. Before streaming, a million items peaked at 2.2 GB for the table
/// and 445 MB for the JSON (debug build); streamed, both stay near 33 MB.
///
/// The peak is the child's own VmHWM, read from /proc while it writes: wait4's ru_maxrss would
/// also count this test process, whose memory the child shares until its exec.
@Suite(.serialized) struct SceneCheckStreamingTests {
    /// Far below the outputs (49 MB of table, 163 MB of JSON) and what buffering needed.
    static let ceilingKiB = 40 * 1024

    /// What a reader that keeps only the ends saw of a run.
    struct Run {
        var status: Int32
        var peakKiB: Int
        var bytes = 0
        var stderr = ""
        var head: [UInt8] = []
        var tail: [UInt8] = []
        /// Each `\n`-ended line's length in bytes → how many lines had it.
        var lineLengths: [Int: Int] = [:]
        var openBraces = 0
    }

    static let keptBytes = 4096

    static func twoMillionRows() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mp-stream-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent("two-million.json").path
        try
            #"{"scene": 1, "title": "Two million", "axis": "vertical", "items": [{"size": [480, 56], "label": "Row", "repeat": 2000000}], "spacing": 1, "snap": "none"}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Runs the binary with its stdout on a pipe this process reads (a consumer that counts and
    /// keeps the first and last bytes), or closes after `stopAfter` bytes; stderr goes to a file.
    static func stream(_ args: [String], stopAfter: Int? = nil) throws -> Run {
        let bin = try #require(WindowEndToEndTests.binary)
        let errPath = FileManager.default.temporaryDirectory.appendingPathComponent("mp-stream-err-\(getpid())").path
        defer { unlink(errPath) }
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw CommandError("pipe failed") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        posix_spawn_file_actions_addclose(&actions, fds[0])
        posix_spawn_file_actions_addclose(&actions, fds[1])
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = ([bin] + args).map { strdup($0) } + [nil]
        defer { for arg in argv { free(arg) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, bin, &actions, nil, argv, environ) == 0 else { throw CommandError("cannot start") }
        close(fds[1])
        var run = Run(status: -1, peakKiB: 0)
        var line = 0
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 1 << 16)
        defer { buffer.deallocate() }
        while true {
            let want = stopAfter.map { min(1 << 16, $0 - run.bytes) } ?? 1 << 16
            if want == 0 { break }
            let n = read(fds[0], buffer, want)
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            let chunk = UnsafeBufferPointer(start: buffer, count: n)
            if run.head.count < keptBytes { run.head += chunk.prefix(keptBytes - run.head.count) }
            run.tail = Array((run.tail + chunk).suffix(keptBytes))
            for byte in chunk {
                line += 1
                if byte == UInt8(ascii: "\n") {
                    run.lineLengths[line, default: 0] += 1
                    line = 0
                } else if byte == UInt8(ascii: "{") {
                    run.openBraces += 1
                }
            }
            run.bytes += n
            run.peakKiB = max(run.peakKiB, Self.highWaterKiB(pid))
        }
        close(fds[0])
        var status: Int32 = 0
        guard waitpid(pid, &status, 0) == pid else { throw CommandError("waitpid failed") }
        run.status = (status >> 8) & 0xFF
        run.stderr = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        return run
    }

    /// VmHWM of a running process (0 once it has exited).
    static func highWaterKiB(_ pid: pid_t) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    @Test func theJSONOfTwoMillionItemsIsWholeAndTheProcessStaysSmall() throws {
        let scene = try Self.twoMillionRows()
        let run = try Self.stream(["scene", "check", scene, "--all", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.peakKiB > 0 && run.peakKiB < Self.ceilingKiB, "peak \(run.peakKiB) KiB for \(run.bytes) bytes of JSON")
        #expect(run.bytes > 150_000_000)
        // One object, one line: the report's own brace and one per item.
        #expect(run.openBraces == 2_000_001 && run.lineLengths.values.reduce(0, +) == 1)
        // The head up to the first item, the first and the last item and the end parse as the
        // report would with only those two items.
        let head = String(decoding: run.head, as: UTF8.self)
        let tail = String(decoding: run.tail, as: UTF8.self)
        let itemsStart = try #require(head.range(of: #""items":["#)).upperBound
        let firstEnd = try #require(head[itemsStart...].firstIndex(of: "}"))
        let lastStart = try #require(tail.range(of: #"{"index":"#, options: .backwards)).lowerBound
        let lastEnd = try #require(tail[lastStart...].firstIndex(of: "]"))
        #expect(tail[lastEnd...] == #"],"truncated":false}"# + "\n")
        let sample = String(head[..<itemsStart]) + head[itemsStart...firstEnd] + "," + tail[lastStart...]
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(sample.utf8)) as? [String: Any], "\(sample.prefix(400))")
        #expect(object["file"] as? String == scene && object["title"] as? String == "Two million")
        #expect(object["item_count"] as? Int == 2_000_000 && object["truncated"] as? Bool == false)
        let items = try #require(object["items"] as? [[String: Any]])
        #expect(items.count == 2)
        #expect(items[0]["index"] as? Int == 0 && items[0]["start"] as? Double == 0 && items[0]["end"] as? Double == 56)
        // Item 1,999,999 starts after as many 56 pt rows and 1 pt gaps.
        #expect(items[1]["index"] as? Int == 1_999_999 && items[1]["start"] as? Double == 113_999_943)
        #expect(items[1]["end"] as? Double == 113_999_999 && items[1]["snap_offset"] is NSNull)
        #expect(items[1]["rest_offset"] is NSNull)
    }

    @Test func theTableOfAMillionItemsIsWholeAlignedAndTheProcessStaysSmall() throws {
        let scene = SceneCommandTests.shipped("million-rows.json")
        let run = try Self.stream(["scene", "check", scene, "--all"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.peakKiB > 0 && run.peakKiB < Self.ceilingKiB, "peak \(run.peakKiB) KiB for \(run.bytes) bytes of table")
        // Two summary lines, a blank one, the column names, then a row per item.
        #expect(run.lineLengths.values.reduce(0, +) == 1_000_004)
        let rows = String(decoding: run.tail, as: UTF8.self).split(separator: "\n")
        let last = try #require(rows.last)
        #expect(last.split(separator: " ") == ["1000000", "1", "56999943", "56999999", "–", "–"])
        // Every row as long as the last: the widths were found before the first row was written.
        #expect(run.lineLengths[last.utf8.count + 1] == 1_000_000, "\(run.lineLengths)")
        let head = String(decoding: run.head, as: UTF8.self).split(separator: "\n")
        #expect(head[2].split(separator: " ") == ["item", "group", "start", "end", "snap", "offset", "rest"])
        #expect(head[3].split(separator: " ") == ["1", "1", "0", "56", "–", "–"])
    }

    @Test func aReaderThatStopsEarlyEndsItAtOnce() throws {
        let scene = try Self.twoMillionRows()
        for format in [[], ["--json"]] {
            let started = Date()
            let run = try Self.stream(["scene", "check", scene, "--all"] + format, stopAfter: 100)
            let seconds = Date().timeIntervalSince(started)
            #expect(run.bytes == 100)
            #expect(run.status == 3, "\(format): \(run.stderr)")
            #expect(
                run.stderr
                    == "playground: standard output: cannot write (Broken pipe); the program reading it stopped early\n",
                "\(format)")
            // The whole output takes tens of seconds here; stopping takes a moment.
            #expect(seconds < 5, "\(format): \(seconds) s")
        }
    }
}
