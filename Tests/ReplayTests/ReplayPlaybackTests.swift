import Foundation
import Motion
import Testing

@testable import PlaygroundCore
@testable import Replay

@Suite struct ReplayPlaybackTests {
    @Test func recordedSessionReplaysWithEveryCheckpointMatching() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/session.jsonl"
        let session = ScriptedSession(frameCount: 200)
        let recordedApp = try session.record(to: path)

        let replay = try ReplayReader().read(path: path)
        #expect(replay.frames == session.frames())
        #expect(replay.checkpoints.map(\.frame) == [60, 120, 180])
        var progressCalls = 0
        let result = try ReplayPlayer.run(replay, verify: true) { played, total in
            progressCalls += 1
            #expect(total == 200 && played <= total)
        }
        #expect(result.passed, "\(result.firstMismatch?.description ?? "")")
        #expect(result.framesPlayed == 200)
        #expect(result.checkpointsChecked == 4)  // three checkpoints and the end line
        #expect(result.checkpointsMatched == 4)
        #expect(result.notice == nil && result.versionNote == nil)
        #expect(progressCalls == 200)
        #expect(result.app.digest().hex == recordedApp.digest().hex)
        #expect(result.dumpState == DumpState(app: recordedApp))
        #expect(result.summary == "played 200 of 200 frames; 4 of 4 checkpoints match")
    }

    @Test func replayingTwiceGivesTheSameDigestAtEveryFrame() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/session.jsonl"
        try ScriptedSession(frameCount: 170).record(to: path)
        let replay = try ReplayReader().read(path: path)
        func digests() throws -> [String] {
            var cursor = ReplayCursor(replay)
            var app = try cursor.startSession()
            var out: [String] = []
            while let (frame, inputs) = cursor.next() {
                app.step(frame, inputs: inputs)
                out.append(app.digest().hex)
            }
            return out
        }
        let first = try digests()
        #expect(first.count == 170)
        #expect(Set(first).count > 10, "the script should change the picture")
        #expect(try digests() == first)
    }

    @Test func cursorServesFramesAndCheckpointsForWindowPlayback() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/session.jsonl"
        try ScriptedSession(frameCount: 130).record(to: path)
        var cursor = ReplayCursor(try ReplayReader().read(path: path))
        #expect(cursor.frameCount == 130)
        #expect(cursor.checkpointFrames == [60, 120])
        #expect(cursor.checkpoint(at: 60)?.frame == 60)
        #expect(cursor.checkpoint(at: 61) == nil)
        var app = try cursor.startSession()
        var compared = 0
        while let (frame, inputs) = cursor.next() {
            app.step(frame, inputs: inputs)
            for (_, mismatch) in cursor.check(app, after: frame) {
                compared += 1
                #expect(mismatch == nil)
            }
        }
        #expect(compared == 3)
        #expect(cursor.isFinished && cursor.next() == nil)
        cursor.rewind()
        #expect(cursor.position == 0 && cursor.upcoming?.frame.index == 0)
    }

    @Test func mismatchNamesTheDifferingStateFields() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/session.jsonl"
        try ScriptedSession(frameCount: 130).record(to: path)
        var lines = String(decoding: readBytes(path), as: UTF8.self).split(separator: "\n").map(String.init)
        let index = try #require(lines.firstIndex { $0.hasPrefix(#"{"type":"checkpoint","frame":60"#) })
        var checkpoint = try ReplayReader(knownDemoIDs: nil).parse(
            lines[0] + "\n" + lines[1...index].joined(separator: "\n") + "\n",
            source: "x"
        ).checkpoints[0]
        // Pretend the recording saw a different offset and a different digest.
        guard case .object(var fields) = checkpoint.state else {
            Issue.record("state is not an object")
            return
        }
        let key = try #require(fields.first { if case .double = $0.value { true } else { false } }?.key)
        let k = try #require(fields.firstIndex { $0.key == key })
        fields[k].value = .double(-12345.5)
        checkpoint.state = .object(fields)
        checkpoint.digest = "0123456789abcdef"
        lines[index] = ReplayLineEncoder.checkpoint(checkpoint, type: "checkpoint")
        let replay = try ReplayReader().parse(lines.joined(separator: "\n") + "\n", source: "edited.jsonl")

        let verified = try ReplayPlayer.run(replay, verify: true)
        let mismatch = try #require(verified.firstMismatch)
        #expect(verified.framesPlayed == 61 && verified.stoppedEarly)
        #expect(mismatch.frame == 60 && mismatch.line == index + 1)
        #expect(mismatch.description.hasPrefix("frame 60: digest "))
        #expect(
            mismatch.description.contains(
                "≠ recorded 0123456789abcdef; differing state fields: \(key) (recorded -12345.5, replayed "))
        #expect(mismatch.differences.count == 1)

        let full = try ReplayPlayer.run(replay, verify: false)
        #expect(full.framesPlayed == 130 && !full.stoppedEarly)
        #expect(full.mismatches.count == 1 && full.checkpointsChecked == 3 && full.checkpointsMatched == 2)
    }

    @Test func stateDifferencesUseDottedPaths() {
        let recorded = StateValue.fields([
            "index": .int(2), "transition": .fields(["from": .int(1), "progress": .double(0.5)]),
            "items": .array([.int(1), .int(2)]), "gone": .bool(true),
        ])
        let replayed = StateValue.fields([
            "index": .int(2), "transition": .fields(["from": .int(1), "progress": .double(0.75)]),
            "items": .array([.int(1), .int(3)]), "new": .null,
        ])
        #expect(
            StateDifference.between(recorded: recorded, replayed: replayed).map(\.description) == [
                "transition.progress (recorded 0.5, replayed 0.75)",
                "items.1 (recorded 2, replayed 3)",
                "gone (recorded true, replayed absent)",
                "new (recorded absent, replayed null)",
            ])
    }

    @Test func aHeaderTheSessionRefusesIsAReplayError() throws {
        let text =
            #"{"type":"header","format":"motion-playground-replay","version":1,"app_version":"0.1.0","demo":"easing","viewport":{"width":100,"height":100},"pixel_scale":1,"seed":1,"settings":{}}"#
            + "\n"
        let replay = try ReplayReader().parse(text, source: "small.jsonl")
        #expect(throws: ReplayError.self) { try ReplayPlayer.run(replay, verify: true) }
        do {
            _ = try ReplayPlayer.run(replay, verify: true)
        } catch {
            #expect(error.kind == .sessionRefused)
            #expect(error.description.hasPrefix("small.jsonl:1: cannot start the session: invalid viewport"))
        }
    }

    @Test func anotherAppVersionIsNotedButStillPlayed() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/session.jsonl"
        try ScriptedSession(frameCount: 65).record(to: path)
        let text = String(decoding: readBytes(path), as: UTF8.self)
            .replacingOccurrences(of: #""app_version":"\#(AppVersion.build)""#, with: #""app_version":"0.0.1""#)
        let result = try ReplayPlayer.run(try ReplayReader().parse(text, source: "old.jsonl"), verify: true)
        #expect(result.passed)
        #expect(result.versionNote?.contains("recorded with playground 0.0.1") == true)
    }
}
