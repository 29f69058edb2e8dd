import Foundation
import Testing

/// `playground demos` as a user reads it: the five demos without seed file names, then every
/// scene with its file, a scene that shares a title named by its file too; and with no shipped
/// scenes, where it looked and where to put scenes instead.
@Suite struct DemosCommandTests {
    static func temporaryFolder(_ name: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mp-demos-\(name)-\(getpid())")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func listsTheDemosThenTheScenesWithTheirFiles() throws {
        let bin = try #require(WindowEndToEndTests.binary)
        let config = try Self.temporaryFolder("config")
        let mine = config.appendingPathComponent("motion-playground/scenes")
        try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: SceneCommandTests.shipped("carousel.json"),
            toPath: mine.appendingPathComponent("my-carousel.json").path)
        let result = try Command.run(
            bin, ["demos"], display: nil, timeout: 60, environment: ["XDG_CONFIG_HOME": config.path])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Demos (keys 1-5 in the window):")
        #expect(
            lines.dropFirst().prefix(5).map { $0.split(separator: " ").first.map(String.init) } == [
                "easing", "salon", "pull", "pager", "roller",
            ])
        // No seed hashes or seed files in what a person reads.
        #expect(!result.stdout.contains("seed") && !result.stdout.contains(".txt"), "\(result.stdout)")
        #expect(lines.contains("Scenes (6-12 in the window's list):"), "\(result.stdout)")
        // The shipped carousel and the copy share a title: both say which file they are.
        let shipped = try #require(lines.first { $0.hasPrefix("  carousel ") })
        #expect(shipped.contains("Card carousel (carousel.json): 21 items, horizontal, snap center"))
        #expect(shipped.hasSuffix("Assets/scenes/carousel.json)"))
        let copy = try #require(lines.first { $0.hasPrefix("  my-carousel ") })
        #expect(copy.contains("Card carousel (my-carousel.json): "))
        #expect(copy.hasSuffix(mine.appendingPathComponent("my-carousel.json").path + ")"))
        #expect(!result.stdout.contains("Note:"))
    }

    @Test func withNoShippedScenesItSaysWhereItLooked() throws {
        let bin = try #require(WindowEndToEndTests.binary)
        // A copy of the binary far from any source tree: no Assets/scenes above it, no share/.
        let lonely = try Self.temporaryFolder("lonely")
        let copy = lonely.appendingPathComponent("playground").path
        try FileManager.default.copyItem(atPath: bin, toPath: copy)
        let config = try Self.temporaryFolder("empty-config")
        let result = try Command.run(
            copy, ["demos"], display: nil, timeout: 60, environment: ["XDG_CONFIG_HOME": config.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\nScenes: none found.\n"), "\(result.stdout)")
        let note = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("Note: ") })
        #expect(note.hasPrefix("Note: no shipped scenes found: none of '"), "\(note)")
        #expect(note.contains("'\(lonely.path)/Assets/scenes', '/tmp/Assets/scenes', '/Assets/scenes' is a folder"))
        #expect(note.contains("Put scene files (.json, docs/scenes.md) in '\(config.path)/motion-playground/scenes'"))
        #expect(note.contains("`playground run --scene FILE`"))
        try? FileManager.default.removeItem(at: lonely)
    }
}
