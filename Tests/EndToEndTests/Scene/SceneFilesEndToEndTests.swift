import Foundation
import Testing

/// Issue 32, item 9: the user's scene folder and unreadable scene files, through the binary.
/// Two files whose names fold to one id are both listed; a file that cannot be read says why.
@Suite struct SceneFilesEndToEndTests {
    static func run(_ args: [String], config: String? = nil, prefix: [String] = []) throws -> Command.Result {
        let bin = try #require(WindowEndToEndTests.binary)
        let (path, all) = prefix.isEmpty ? (bin, args) : (prefix[0], Array(prefix.dropFirst()) + [bin] + args)
        return try Command.run(
            path, all, display: nil, timeout: 60,
            environment: ["SDL_VIDEODRIVER": "dummy", "XDG_CONFIG_HOME": config])
    }

    static func scene(items: Int) -> String {
        #"{"scene": 1, "title": "Rows", "axis": "vertical", "items": [{"size": [300, 60], "repeat": \#(items)}]}"#
    }

    /// How many items a scene shows at rest, read from `--dump-state`.
    static func visibleCount(_ result: Command.Result) throws -> Int {
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
        let state = try #require(object["state"] as? [String: Any])
        return try #require(state["visible"] as? [Any]).count
    }

    @Test func filesWhoseNamesFoldToOneIDAreBothListedTheLaterWithASuffix() throws {
        let dir = try StudioScratch("scene-ids")
        let folder = dir.path("motion-playground/scenes")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // In name order "A b.json" comes first (uppercase sorts first): it keeps the id a-b.
        try Self.scene(items: 1).write(toFile: folder + "/A b.json", atomically: true, encoding: .utf8)
        try Self.scene(items: 2).write(toFile: folder + "/a-b.json", atomically: true, encoding: .utf8)
        try Self.scene(items: 3).write(toFile: folder + "/a_b.json", atomically: true, encoding: .utf8)
        for (id, items) in [("a-b", 1), ("a-b-2", 2), ("a_b", 3), ("carousel", 4)] {
            let result = try Self.run(["run", "--demo", id, "--frames", "1", "--dump-state"], config: dir.root)
            #expect(result.status == 0, "\(id): \(result.stderr)")
            if id != "carousel" { #expect(try Self.visibleCount(result) == items, "\(id)") }
            let line =
                "playground: scene files 'A b.json' and 'a-b.json' both make the id a-b; 'a-b.json' is listed "
                + "as a-b-2 (rename it to choose)"
            #expect(result.stderr.split(separator: "\n").contains { $0 == line }, "\(result.stderr)")
        }
    }

    @Test func aBrokenFileInTheFolderIsSkippedWithItsReasonInOneLine() throws {
        let dir = try StudioScratch("scene-skip")
        let folder = dir.path("motion-playground/scenes")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data([0x7B, 0x0A, 0x20, 0xFF, 0x7D]).write(to: URL(fileURLWithPath: folder + "/latin1.json"))
        try FileManager.default.createDirectory(atPath: folder + "/folder.json", withIntermediateDirectories: true)
        let result = try Self.run(["run", "--frames", "1"], config: dir.root)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "playground: skipped: scene file '\(folder)/folder.json' is a directory, not a regular file; "
                    + "give a .json file"), "\(lines)")
        #expect(
            lines.contains(
                "playground: skipped: scene file '\(folder)/latin1.json' is not UTF-8 text (byte 0xFF at line 2, "
                    + "column 2); save it as UTF-8 JSON"), "\(lines)")
        #expect(!result.stderr.contains("scene scene"))
    }

    /// Each way a `--scene` file cannot be read: exit 2 and one line naming the file and why.
    @Test func anUnreadableSceneFileSaysWhy() throws {
        let dir = try StudioScratch("scene-unreadable")
        let locked = dir.path("locked.json")
        try Self.scene(items: 1).write(toFile: locked, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: locked)
        let fifo = dir.path("fifo.json")
        #expect(mkfifo(fifo, 0o600) == 0)
        let latin = dir.path("latin1.json")
        try Data([0x7B, 0xE9, 0x7D]).write(to: URL(fileURLWithPath: latin))
        let big = dir.path("big.json")
        try String(repeating: " ", count: 131_073).write(toFile: big, atomically: true, encoding: .utf8)
        // Root reads any file, so the check of a locked file runs as nobody.
        let asNobody = getuid() == 0 ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
        for (args, prefix, message) in [
            (
                ["scene", "check", locked], asNobody,
                "cannot read scene file '\(locked)': Permission denied; check its permissions"
            ),
            (
                ["scene", "check", dir.root], [],
                "scene file '\(dir.root)' is a directory, not a regular file; give a .json file"
            ),
            (
                ["run", "--scene", fifo, "--frames", "1"], [],
                "scene file '\(fifo)' is a FIFO, not a regular file; give a .json file"
            ),
            (
                ["params", "--scene", latin], [],
                "scene file '\(latin)' is not UTF-8 text (byte 0xE9 at line 1, column 2); save it as UTF-8 JSON"
            ),
            (["scene", "check", big], [], "scene file '\(big)' is 131073 bytes (at most 131072); is it a scene file?"),
            (
                ["scene", "check", dir.path("none.json")], [],
                "cannot read scene file '\(dir.path("none.json"))': No such file or directory"
            ),
        ] {
            let result = try Self.run(args, prefix: prefix)
            #expect(result.status == 2, "\(args): \(result.stderr)")
            #expect(result.stderr == "playground: \(message)\n", "\(args)")
        }
    }
}
