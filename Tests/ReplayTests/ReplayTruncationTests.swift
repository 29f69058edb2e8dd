import Foundation
import Motion
import Testing

@testable import Lab
@testable import PlaygroundCore
@testable import Replay

/// kill -9 while recording leaves a prefix of the file: it must replay up to its last
/// complete line with a notice, or (when not even the header survived) fail with one line.
@Suite struct ReplayTruncationTests {
    @Test func everyCutReplaysUpToItsLastCompleteLineOrSaysWhy() throws {
        let bytes = try sampleRecording(frames: 125)
        let full = try ReplayReader().parse(bytes, source: "full.jsonl")
        let newlines = bytes.indices.filter { bytes[$0] == 0x0A }
        // Every offset near a line boundary, and a stride through everything else.
        var offsets = Set(stride(from: 0, through: bytes.count, by: 97))
        for n in newlines { for d in -3...3 where (0...bytes.count).contains(n + d) { offsets.insert(n + d) } }
        var played = 0
        for cut in offsets.sorted() {
            let prefix = Array(bytes[0..<cut])
            let completeLines = prefix.filter { $0 == 0x0A }.count
            do {
                let replay = try ReplayReader().parse(prefix, source: "cut.jsonl")
                let frames = replay.frames.count
                #expect(replay.frames == Array(full.frames.prefix(frames)), "cut at \(cut)")
                if cut == bytes.count || (cut == bytes.count - 1) {
                    #expect(replay.end != nil && replay.notice == nil, "cut at \(cut)")
                } else {
                    #expect(replay.isCutShort, "cut at \(cut)")
                    #expect(replay.truncatedAfterFrame == replay.frames.last?.frame.index)
                    #expect(replay.notice?.hasPrefix("replay stops ") == true)
                    // Whatever line was cut, only complete lines were used.
                    #expect(frames + replay.checkpoints.count + 1 <= completeLines + 1)
                }
                if cut % 7 == 0 || cut == newlines.last {
                    let result = try ReplayPlayer.run(replay, verify: true)
                    #expect(result.passed, "cut at \(cut): \(result.firstMismatch?.description ?? "")")
                    #expect(result.framesPlayed == frames)
                    played += 1
                }
            } catch {
                // Only a cut inside the header leaves nothing to replay.
                #expect(completeLines == 0, "cut at \(cut): \(error)")
                #expect(error.kind == .empty || error.line == 1, "cut at \(cut): \(error)")
                #expect(error.description.contains("nothing to replay") || error.kind == .empty, "\(error)")
            }
        }
        #expect(played > 10)
    }

    @Test func aKilledRecorderLeavesAReplayableFile() throws {
        // The recorder writes each line in one write(2) as it happens, so closing the file
        // without finish (what the kernel does for a killed process) loses nothing written.
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/killed.jsonl"
        let session = ScriptedSession(frameCount: 90)
        var app = try PlaygroundApp(settings: session.settings)
        let writer = try ReplayWriter(path: path, settings: session.settings)
        for f in session.frames() {
            try writer.record(&app, frame: f.frame, inputs: f.inputs)
            // Before anything is closed or flushed, the file already holds this frame.
            if f.frame.index == 70 {
                let replay = try ReplayReader().read(path: path)
                #expect(replay.frames.count == 71 && replay.checkpoints.count == 1)
            }
        }
        // Simulate the kill: no finish, and half of one more line.
        let fd = open(path, O_WRONLY | O_APPEND)
        _ = #"{"type":"frame","index":90,"time_us":"#.withCString { write(fd, $0, strlen($0)) }
        close(fd)
        let replay = try ReplayReader().read(path: path)
        #expect(replay.truncatedAfterFrame == 89)
        #expect(
            replay.notice
                == "replay stops at frame 89 (file cut short by a crash or a full disk); replaying up to there")
        let result = try ReplayPlayer.run(replay, verify: true)
        #expect(result.passed && result.framesPlayed == 90 && result.notice == replay.notice)
        #expect(result.app.digest().hex == app.digest().hex)
    }

    @Test func aBatchingRecorderWritesTheSameBytesAndLeavesWholeLines() throws {
        // `playground import`'s writer gathers 64 KB of lines per write(2): the finished file is
        // the line-at-a-time writer's byte for byte, and one closed without finishing (a
        // failed import, a kill) holds whole lines only, up to its last batch.
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let session = ScriptedSession(frameCount: 5000)
        func record(_ name: String, batches: Bool, finish: Bool, probe: (Int, String) throws -> Void = { _, _ in })
            throws -> [UInt8]
        {
            let path = dir + "/" + name
            var app = try PlaygroundApp(settings: session.settings)
            let writer = try ReplayWriter(
                path: path, header: ReplayHeader(session: session.settings, created: "2026-12-04T00:00:00Z"),
                batchesLines: batches)
            for f in session.frames() {
                try writer.record(&app, frame: f.frame, inputs: f.inputs)
                try probe(f.frame.index, path)
            }
            if finish { try writer.finish(app: app) } else { writer.close() }
            return Array(try #require(FileManager.default.contents(atPath: path)))
        }
        let single = try record("single.jsonl", batches: false, finish: true)
        #expect(single.count > 3 * ReplayWriter.batchBytes, "long enough to need several batches: \(single.count)")
        var sizesSeen = Set<Int>()
        let batched = try record("batched.jsonl", batches: true, finish: true) { _, path in
            let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? -1
            sizesSeen.insert(size)
            if size > 0 {
                let bytes = Array(try #require(FileManager.default.contents(atPath: path)))
                #expect(bytes.last == 0x0A, "a batch ends on a whole line")
            }
        }
        #expect(batched == single)
        // Lines went out in a few batches, not one write per line (5000 frames, a handful of sizes).
        #expect(sizesSeen.count > 2 && sizesSeen.count < 20, "\(sizesSeen.sorted())")

        let closed = try record("closed.jsonl", batches: true, finish: false)
        #expect(Array(single.prefix(closed.count)) == closed && closed.last == 0x0A)
        let replay = try ReplayReader().parse(closed, source: "closed.jsonl")
        #expect(replay.isCutShort && replay.frames.count == 5000, "every recorded frame is written on close")
        #expect(try ReplayPlayer.run(replay, verify: true).passed)
    }

    @Test func theRecorderRefusesWhatTheFormatCannotHold() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/bad.jsonl"
        let writer = try ReplayWriter(
            path: path,
            header: ReplayHeader(
                appVersion: "t", demoID: "easing",
                viewport: Size(width: 800, height: 600)))
        try writer.append(frame: Frame(index: 0, time: 1000), inputs: [])
        #expect(throws: ReplayError.self) {
            try writer.append(
                frame: Frame(index: 1, time: 2000),
                inputs: [TimedInput(time: 1500, .pointerMoved(Point(x: .nan, y: 0)))])
        }
        do {
            try writer.append(frame: Frame(index: 1, time: 500), inputs: [])
        } catch {
            #expect(error.kind == .cannotRecord)
            #expect(
                error.description
                    == "\(path):3: cannot record frame 1: frame time goes backwards (500 µs after 1000 µs); this is a playground bug, please report it; the lines before it are kept"
            )
        }
        try writer.append(frame: Frame(index: 1, time: 2000), inputs: [])
        writer.close()
        #expect(try ReplayReader().read(path: path).frames.count == 2)
        #expect(throws: ReplayError.self) { try ReplayWriter(path: dir, header: writer.header) }
    }
}
