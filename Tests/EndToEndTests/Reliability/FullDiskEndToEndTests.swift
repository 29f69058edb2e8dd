import Foundation
import Testing

/// The disk fills up while the window records: the window keeps running, the file stays
/// replayable up to its last complete line, and the session ends with exit 3 and one line.
/// A 64 KiB tmpfs when the test may mount one (root), else a 4 KiB file-size limit (EFBIG).
@Suite(.serialized) struct FullDiskEndToEndTests {
    /// Free space left for the recording: the header (about 4 KiB with the shipped scenes'
    /// files in it) and about a hundred frame lines, so the checkpoint after frame 60 is among
    /// them and the cut file has something to verify.
    static let room = 12288

    @Test func theWindowSurvivesAFullDiskAndTheRecordingReplays() throws {
        let bin = try #require(WindowEndToEndTests.binary)
        let disk = try SmallDisk(kib: 64)
        defer { disk.remove() }
        let keep = disk.path + "/keep.png"
        try "an older picture".write(toFile: keep, atomically: false, encoding: .utf8)
        disk.fill(leaving: Self.room)

        let display = try VirtualDisplay()
        defer { display.stop() }
        let file = disk.path + "/session.jsonl"
        let script = disk.limit + "exec \"$0\" run --demo easing --record \"$1\""
        let app = try Command.start("/bin/bash", ["-c", script, bin, file], display: display.name)
        let window = try display.playgroundWindow()
        let id = try #require(window, "the window never appeared")
        func key(_ keys: String...) throws {
            _ = try Command.run("xdotool", ["key", "--window", id] + keys, display: display.name, timeout: 10)
        }
        // A 4 s animation to the bottom: a frame line every vsync, far more than the room.
        try key("bracketright", "bracketright", "End")
        func size() -> Int { (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0 }
        var last = -1
        var stableSince = Date()
        let deadline = Date().addingTimeInterval(15)
        while Date() < deadline {
            Thread.sleep(forTimeInterval: 0.1)
            let now = size()
            if now != last { (last, stableSince) = (now, Date()) }
            if now > 1000 && Date().timeIntervalSince(stableSince) > 1.0 { break }
        }
        #expect(last > 1000 && last <= Self.room, "the file grew to the room and stopped: \(last) bytes")
        #expect(app.process.isRunning, "the window survives the full disk")
        try key("Home")  // still answering: another 4 s animation, nothing more to record
        Thread.sleep(forTimeInterval: 0.5)
        #expect(app.process.isRunning)
        #expect(size() == last)
        try key("q")
        let result = try app.wait(timeout: 20)
        #expect(result.status == 3, "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
        #expect(result.stderr.contains("recording stopped after"), "\(result.stderr)")
        #expect(result.stderr.contains(disk.mounted ? "No space left on device" : "File too large"), "\(result.stderr)")

        let text = try #require(FileManager.default.contents(atPath: file))
        #expect(text.last == 0x0A, "cut back to its last complete line")
        let replay = try Command.run(bin, ["replay", file, "--headless", "--verify"], display: nil, timeout: 60)
        #expect(replay.status == 0, "the file so far replays: \(replay.stderr)")
        #expect(replay.stderr.contains("replay stops at frame"), "\(replay.stderr)")
        // And verifies: its checkpoints match (a file with none would be "nothing to verify").
        let counts = try #require(replay.stderr.firstMatch(of: /(\d+) of (\d+) checkpoints match/), "\(replay.stderr)")
        #expect(Int(counts.1) == Int(counts.2) && Int(counts.2)! >= 1, "\(replay.stderr)")

        guard disk.mounted else { return }
        // Any other output on the full disk: exit 3, the old file untouched, no temporary left.
        let png = try Command.run(bin, ["curves", "--png", keep], display: nil, timeout: 30)
        #expect(png.status == 3 && png.stderr.contains("No space left on device"), "\(png.stderr)")
        #expect(try String(contentsOfFile: keep, encoding: .utf8) == "an older picture")
        let left = try FileManager.default.contentsOfDirectory(atPath: disk.path).sorted()
        #expect(left == ["filler", "keep.png", "session.jsonl"])
    }
}

/// A small file system for the test: a tmpfs mounted on a fresh folder, or (when mounting is
/// not permitted) a plain folder plus a `ulimit -f` prefix for the shell that starts the program.
struct SmallDisk {
    let path: String
    let mounted: Bool
    let kib: Int

    init(kib: Int) throws {
        self.kib = kib
        path = FileManager.default.temporaryDirectory.appendingPathComponent("mp-disk-\(getpid())").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let mount = try? Command.run(
            "/bin/mount", ["-t", "tmpfs", "-o", "size=\(kib)k", "tmpfs", path],
            display: nil, timeout: 10)
        mounted = mount?.status == 0
    }

    /// Shell prefix for the recording process: a file-size limit stands in for a full disk.
    var limit: String { mounted ? "" : "ulimit -f \(FullDiskEndToEndTests.room / 1024); " }

    /// Takes all the space but `bytes` (whole pages, as tmpfs counts them).
    func fill(leaving bytes: Int) {
        guard mounted else { return }
        var info = statvfs()
        guard statvfs(path, &info) == 0 else { return }
        let free = Int(info.f_bavail) * Int(info.f_frsize)
        FileManager.default.createFile(atPath: path + "/filler", contents: Data(count: max(0, free - bytes)))
    }

    func remove() {
        if mounted { _ = try? Command.run("/bin/umount", [path], display: nil, timeout: 10) }
        try? FileManager.default.removeItem(atPath: path)
    }
}
