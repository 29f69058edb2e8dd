import Glibc
import Motion
import Testing

@testable import Lab
@testable import PlaygroundCore
@testable import SDLHost
@testable import Scenes

/// The window's reload path with a fake disk: every way a changed scene file can fail to be a
/// scene file becomes a `scene_read_failed` fact, which the app shows in the error bar (where a
/// broken save shows) while the last good scene runs on; a good save clears it; the same
/// failure seen again is no second fact; a file missing for less than the grace (an editor
/// that renames the old file away before writing the new one) is no news.
@Suite struct SceneReloadsTests {
    static let path = "/home/me/cards.json"
    static let carousel = """
        {"scene": 1, "title": "Card carousel", "axis": "horizontal",
         "items": [{"size": [280, 180], "repeat": 20}], "spacing": 16, "insets": [24, 24], "snap": "center"}
        """

    /// The files as the fake disk has them, and which changed since the last look.
    final class FakeDisk {
        var files: [String: Result<String, SceneFileReadError>] = [:]
        var changed: [String] = []

        func read(_ path: String) throws(SceneFileReadError) -> String {
            try (files[path] ?? .failure(.missing)).get()
        }

        func take() -> [String] {
            defer { changed = [] }
            return changed
        }

        func save(_ path: String, _ content: Result<String, SceneFileReadError>) {
            files[path] = content
            changed.append(path)
        }
    }

    /// A live session on the `cards` scene, stepped as LiveSession steps it.
    struct Session {
        let disk = FakeDisk()
        let reloads: SceneReloads
        var app: PlaygroundApp
        var time: Int64 = 0
        var index = 0

        init() throws {
            let scene = try Scene(id: "cards", file: SceneReloadsTests.path, source: SceneReloadsTests.carousel)
            disk.files[SceneReloadsTests.path] = .success(SceneReloadsTests.carousel)
            let disk = self.disk
            reloads = SceneReloads(
                paths: ["cards": SceneReloadsTests.path], scenes: [scene],
                read: { path throws(SceneFileReadError) in try disk.read(path) }, changes: { disk.take() })
            app = try PlaygroundApp(
                settings: SessionSettings(
                    demoID: "cards", viewport: Size(width: 1024, height: 720), seed: 1, scenes: [scene]))
        }

        /// One frame `micros` after the last: the facts the reloads gave, which the app stepped with.
        @discardableResult mutating func frame(after micros: Int64 = 16_667) -> [Input] {
            time += micros
            let facts = reloads.takeChanged(now: time)
            app.step(Frame(index: index, time: time), inputs: facts.map { TimedInput(time: time, $0) })
            index += 1
            return facts
        }

        /// The file changes to `content`; the facts of the next frame.
        mutating func save(_ content: Result<String, SceneFileReadError>) -> [Input] {
            disk.save(SceneReloadsTests.path, content)
            return frame()
        }

        var reloadError: StateValue? { app.demoState["reload_error"] }

        var drawnTexts: [String] {
            var list = DrawList()
            app.draw(into: &list, host: HostInfo())
            return list.texts.map(\.string)
        }
    }

    @Test(arguments: [
        (
            SceneFileReadError.notUTF8(position: "byte 0xFF at line 1, column 3"),
            "not UTF-8 text (byte 0xFF at line 1, column 3); save it as UTF-8 JSON"
        ),
        (.tooBig(bytes: 200_000), "200000 bytes, more than a scene file may have (131072); is it a scene file?"),
        (.notRegular(kind: "a directory"), "a directory, not a regular file; save the scene as a .json file there"),
        (.notRegular(kind: "a FIFO"), "a FIFO, not a regular file; save the scene as a .json file there"),
        (.unreadable(errno: EACCES), "cannot be read (Permission denied)"),
    ])
    func aChangeThatLeavesNoTextShowsInTheErrorBar(_ error: SceneFileReadError, _ reason: String) throws {
        var s = try Session()
        s.frame()
        #expect(s.save(.failure(error)) == [.sceneReadFailed(id: "cards", problem: reason)])
        let shown = "\(Self.path): \(reason)"
        #expect(s.reloadError == .string(shown))
        #expect(s.drawnTexts.contains(shown))
        #expect(s.drawnTexts.contains { $0.hasPrefix("Not reloaded") })
        // The last good scene runs on.
        #expect(s.app.scenes.first?.source == Self.carousel && s.app.demoState["items"] == .int(20))
        // Seen again (another event, the same state): no second fact.
        #expect(s.save(.failure(error)).isEmpty)
        // The good file back, even with the text already running, clears the bar.
        #expect(s.save(.success(Self.carousel)) == [.sceneReloaded(id: "cards", source: Self.carousel)])
        #expect(s.reloadError == .null)
    }

    @Test func aFileStillMissingAfterTheGraceShowsInTheErrorBar() throws {
        var s = try Session()
        #expect(s.save(.failure(.missing)).isEmpty)
        #expect(s.reloads.nextCheck == s.time + SceneReloads.missingGrace)
        // No event, not yet due: nothing.
        #expect(s.frame(after: 100_000).isEmpty)
        let problem = SceneFileReadError.missing.reason
        #expect(s.frame(after: SceneReloads.missingGrace) == [.sceneReadFailed(id: "cards", problem: problem)])
        #expect(s.reloads.nextCheck == nil)
        #expect(s.reloadError == .string("\(Self.path): \(problem)"))
        #expect(problem.hasPrefix("gone"))
        // Saved again: reloaded.
        #expect(s.save(.success(Self.carousel)) == [.sceneReloaded(id: "cards", source: Self.carousel)])
        #expect(s.reloadError == .null)
    }

    @Test func aFileMissingOnlyWhileAnEditorSavesIsNoNews() throws {
        var s = try Session()
        #expect(s.save(.failure(.missing)).isEmpty)
        let edited = Self.carousel.replacingOccurrences(of: #""spacing": 16"#, with: #""spacing": 30"#)
        #expect(s.save(.success(edited)) == [.sceneReloaded(id: "cards", source: edited)])
        #expect(s.reloads.nextCheck == nil)
        #expect(s.frame(after: SceneReloads.missingGrace).isEmpty)
        #expect(s.reloadError == .null && s.app.demoState["reloads"] == .int(1))
    }

    /// Save to scene hands the core its text itself; the watcher's news of that write is then
    /// no fact, and a later edit in an editor still is one.
    @Test func aSaveFromThePanelIsNotReloadedTwice() throws {
        var s = try Session()
        let saved = Self.carousel.replacingOccurrences(of: #""spacing": 16"#, with: #""spacing": 17"#)
        s.reloads.saved("cards", text: saved)
        #expect(s.save(.success(saved)).isEmpty)
        let edited = saved.replacingOccurrences(of: #""spacing": 17"#, with: #""spacing": 30"#)
        #expect(s.save(.success(edited)) == [.sceneReloaded(id: "cards", source: edited)])
    }

    @Test func brokenJSONIsReloadedTextAndShowsItsLineAndColumn() throws {
        var s = try Session()
        #expect(
            s.save(.success(#"{"scene": 1, "title": "#)) == [
                .sceneReloaded(id: "cards", source: #"{"scene": 1, "title": "#)
            ])
        let shown = try #require(s.reloadError.flatMap { if case .string(let t) = $0 { t } else { nil } })
        #expect(shown.hasPrefix("\(Self.path):1:"))
        #expect(s.app.scenes.first?.source == Self.carousel)
        // A save of the text already running is no fact; another text is.
        #expect(s.save(.success(Self.carousel)) == [.sceneReloaded(id: "cards", source: Self.carousel)])
        #expect(s.save(.success(Self.carousel)).isEmpty)
    }
}
