import Foundation
import Motion
import Testing

@testable import Lab
@testable import PlaygroundCore
@testable import Replay
@testable import Scenes

/// A live session's journal over many saves of a large scene: each distinct text is held once
/// and out of memory (so a day of saves costs a few numbers each), and a recording that Ctrl+R
/// starts after hundreds of saves still replays bit for bit from its header, because every
/// save since launch reaches it, read back from the spill file.
@Suite struct SessionJournalTests {
    /// About 125 KB (scene files may have 128 KiB): `text` padded with whitespace, the `n`th
    /// padding of its kind, so each `n` is another text that parses the same.
    static func padded(_ text: String, _ n: Int) -> String {
        let room = 125_000 - text.utf8.count - 1
        return text + String(repeating: " ", count: room - n) + String(repeating: "\n", count: n + 1)
    }

    /// Three saves that each change the state: wider spacing; four cards instead of twenty
    /// (the selection moves back); the original.
    static let variants = [
        SceneReplayTests.carousel.replacingOccurrences(of: #""spacing": 16"#, with: #""spacing": 40"#),
        SceneReplayTests.carousel.replacingOccurrences(of: #""repeat": 20"#, with: #""repeat": 4"#),
        SceneReplayTests.carousel,
    ]

    static func reload(_ text: String, at time: Int64) -> [TimedInput] {
        [TimedInput(time: time, .sceneReloaded(id: "cards", source: text))]
    }

    @Test func savesAreHeldOncePerDistinctTextAndNoneInMemory() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var journal = SessionJournal(texts: SceneTextStore(spillFolders: [dir]))
        let texts = Self.variants.map { Self.padded($0, 0) }
        for n in 0..<400 {
            journal.append(Frame(index: n, time: Int64(n) * 16_667), inputs: Self.reload(texts[n % 3], at: 0))
        }
        let store = journal.texts
        #expect(store.spillProblem == nil)
        #expect(store.distinctTexts == 3)
        #expect(store.bytesOnDisk == Int64(texts.map(\.utf8.count).reduce(0, +)))
        #expect(store.textsInMemory == 0 && store.bytesInMemory == 0)
        // 400 saves that are all different: each is on disk once, still nothing in memory.
        for n in 0..<400 {
            let text = Self.padded(Self.variants[n % 3], n + 1)
            journal.append(Frame(index: 400 + n, time: Int64(400 + n) * 16_667), inputs: Self.reload(text, at: 0))
        }
        #expect(store.distinctTexts == 403)
        #expect(store.bytesOnDisk == 403 * 125_000)
        #expect(store.textsInMemory == 0 && store.bytesInMemory == 0)
        #expect(journal.frameCount == 800)
        // What comes back is what went in, byte for byte.
        let again = store.add(texts[1])
        #expect(try store.text(again).utf8.elementsEqual(texts[1].utf8))
        #expect(store.distinctTexts == 403)
    }

    @Test func theSpillFileIsMadeOnTheFirstSaveAndLeavesNoName() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let folder = dir + "/cache/motion-playground"
        let store = SceneTextStore(spillFolders: [folder])
        // A session whose scenes are never saved touches nothing.
        #expect(!FileManager.default.fileExists(atPath: folder))
        _ = store.add(Self.padded(SceneReplayTests.carousel, 0))
        #expect(store.bytesOnDisk == 125_000 && store.textsInMemory == 0)
        // Unlinked as soon as it was made: nothing to clean up after a crash.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test func withoutASpillFileEachDistinctTextIsStillHeldOnce() throws {
        let store = SceneTextStore(spillFolders: [])
        let texts = Self.variants.map { Self.padded($0, 0) }
        let keys = (0..<400).map { store.add(texts[$0 % 3]) }
        #expect(Set(keys).count == 3)
        #expect(store.textsInMemory == 3 && store.bytesInMemory == 375_000)
        #expect(store.spillProblem?.contains("kept in memory") == true)
        #expect(try store.text(keys[2]) == texts[2])
    }

    @Test func aSpillFileThatRefusesATextKeepsItInMemory() throws {
        // /dev/full takes no byte: every write fails with ENOSPC, as on a full disk.
        let full = open("/dev/full", O_RDWR)
        try #require(full >= 0)
        let store = SceneTextStore(spillDescriptor: full)
        let key = store.add(Self.padded(SceneReplayTests.carousel, 0))
        #expect(store.textsInMemory == 1 && store.bytesOnDisk == 0)
        #expect(store.spillProblem?.contains("No space left on device") == true)
        #expect(try store.text(key) == Self.padded(SceneReplayTests.carousel, 0))
    }

    @Test func twoSpellingsOfOneLetterAreTwoTexts() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let store = SceneTextStore(spillFolders: [dir])
        // Equal as Swift strings (canonical equivalence), different bytes in the file.
        let composed = #"{"title": "Caf\#u{E9}"}"#
        let decomposed = #"{"title": "Cafe\#u{301}"}"#
        #expect(composed == decomposed)
        let a = store.add(composed)
        let b = store.add(decomposed)
        #expect(a != b && store.distinctTexts == 2)
        #expect(Array(try store.text(b).utf8) == Array(decomposed.utf8))
    }

    /// The live session as LiveSession runs it: the journal takes each frame before the app
    /// steps; Ctrl+R after 200 saves of 125 KB re-simulates the journal into a file and records on.
    @Test func aRecordingStartedAfterHundredsOfSavesReplaysBitForBit() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scene = try Scene(id: "cards", file: "/home/me/cards.json", source: SceneReplayTests.carousel)
        let settings = SessionSettings(
            demoID: "cards", viewport: Size(width: 1024, height: 720), seed: 5, scenes: [scene])
        var live = try PlaygroundApp(settings: settings)
        var journal = SessionJournal(texts: SceneTextStore(spillFolders: [dir + "/spill"]))
        var saves = 0
        // 100 saves cycling through the three variants, then 100 all different; End and Left
        // between them, so where the selection rests depends on every save before.
        func inputs(_ n: Int, _ t: Int64) -> [TimedInput] {
            switch n % 4 {
            case 0:
                saves += 1
                let variant = Self.variants[(n / 4) % 3]
                return Self.reload(Self.padded(variant, saves <= 100 ? 0 : saves), at: t - 1_000)
            case 1: return [TimedInput(time: t - 1_000, .keyPressed((n / 4) % 2 == 0 ? .end : .left, modifiers: []))]
            default: return []
            }
        }
        var n = 0
        while saves < 200 {
            let t = Int64(n + 1) * 16_667
            let frame = Frame(index: n, time: t)
            let facts = inputs(n, t)
            journal.append(frame, inputs: facts)
            live.step(frame, inputs: facts)
            n += 1
        }
        #expect(journal.texts.distinctTexts == 103 && journal.texts.textsInMemory == 0)

        // Ctrl+R: the session so far into a new file, then on live.
        let path = dir + "/ctrl-r.jsonl"
        let writer = try ReplayWriter(path: path, settings: settings, created: Date(timeIntervalSince1970: 0))
        var shadow = try PlaygroundApp(settings: settings)
        try journal.record(into: writer, stepping: &shadow)
        #expect(shadow.digest() == live.digest())
        for _ in 0..<120 {
            let t = Int64(n + 1) * 16_667
            let facts =
                n % 40 == 0
                ? Self.reload(Self.padded(Self.variants[1], 1_000 + n), at: t - 1_000)
                : n % 40 == 20 ? [TimedInput(time: t, .keyPressed(.right, modifiers: []))] : []
            journal.append(Frame(index: n, time: t), inputs: facts)
            try writer.record(&live, frame: Frame(index: n, time: t), inputs: facts)
            n += 1
        }
        try writer.finish(app: live)

        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.components(separatedBy: #""type":"scene_reloaded""#).count - 1 == 203)
        let replay = try ReplayReader().parse(text, source: "ctrl-r.jsonl")
        let result = try ReplayPlayer.run(replay, verify: true)
        #expect(result.mismatches.isEmpty && result.checkpointsChecked > 10)
        #expect(result.app.digest() == live.digest())
        #expect(result.app.demoState["reloads"] == .int(203))
    }

    /// Why the journal keeps every save and not only the texts in force: a save that no longer
    /// is still shaped the state. End selects card 20; a save with five cards moves the
    /// selection to card 4; the next save restores the file and the selection stays on card 4.
    /// Played from the restored text alone, the selection would still be on card 20.
    @Test func aSaveNoLongerInForceStillShapesTheState() throws {
        let scene = try Scene(id: "cards", file: "/home/me/cards.json", source: SceneReplayTests.carousel)
        let settings = SessionSettings(
            demoID: "cards", viewport: Size(width: 1024, height: 720), seed: 5, scenes: [scene])
        var withSaves = try PlaygroundApp(settings: settings)
        var withoutSaves = try PlaygroundApp(settings: settings)
        let script: [Int: Input] = [
            1: .keyPressed(.end, modifiers: []), 100: .sceneReloaded(id: "cards", source: Self.variants[1]),
            200: .sceneReloaded(id: "cards", source: SceneReplayTests.carousel),
        ]
        for n in 0..<300 {
            let t = Int64(n) * 16_667
            let inputs = script[n].map { [TimedInput(time: t, $0)] } ?? []
            withSaves.step(Frame(index: n, time: t), inputs: inputs)
            withoutSaves.step(
                Frame(index: n, time: t),
                inputs: inputs.filter { if case .sceneReloaded = $0.input { false } else { true } })
        }
        #expect(withSaves.scenes.first?.source == withoutSaves.scenes.first?.source)
        #expect(withSaves.demoState["selected"] == .int(4))
        #expect(withoutSaves.demoState["selected"] == .int(20))
    }
}
