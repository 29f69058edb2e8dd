import Foundation
import Testing

/// The scene commands as a user runs them: `scene check` prints the geometry (table, JSON, the
/// first and last items of a long scene), `params --scene` lists the geometry as parameters,
/// and a bad file anywhere is one line `FILE:LINE:COLUMN: …` with exit 2, never a crash.
@Suite struct SceneCommandTests {
    static let scenes = WindowEndToEndTests.root.appendingPathComponent("Assets/scenes")
    static func shipped(_ name: String) -> String { scenes.appendingPathComponent(name).path }

    static func run(_ args: [String]) throws -> Command.Result {
        let bin = try #require(WindowEndToEndTests.binary)
        return try Command.run(bin, args, display: nil, timeout: 60, environment: ["SDL_VIDEODRIVER": "dummy"])
    }

    static func temporary(_ text: String, name: String = "scene.json") throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mp-scenecmd-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func checkPrintsEachItemsStartEndAndRest() throws {
        let result = try Self.run(["scene", "check", Self.shipped("carousel.json")])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.first?.hasSuffix(#""Card carousel", horizontal, 21 items, snap center, at most 1 per fling"#) == true)
        #expect(lines.contains("viewport 784 pt, content 6288 pt, offsets -228 to 5712 pt"))
        // Card 2 (counted from 1, as the window counts): 24 + 296 = 320 … 600, centred at 460 − 392 = 68;
        // the featured card 21 is group 2. The carousel reaches its ends, so every card rests at its snap offset.
        #expect(lines.contains { $0.split(separator: " ") == ["2", "1", "320", "600", "68", "68"] })
        #expect(lines.contains { $0.split(separator: " ") == ["21", "2", "5944", "6264", "5712", "5712"] })
    }

    @Test func checkJSONHasTheGeometryAndAWindowSize() throws {
        let result = try Self.run(["scene", "check", Self.shipped("chip-row.json"), "--json", "--size", "800x600"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["snap"] as? String == "start" && object["item_count"] as? Int == 14)
        // 800 − 240 (the panel): a 560 pt viewport.
        #expect(object["viewport_length"] as? Double == 560)
        let items = try #require(object["items"] as? [[String: Any]])
        // Chip 1 starts after the 16 pt inset, the 72 pt "All" chip and 8 pt: 96; it rests 16 pt in.
        #expect(items[1]["start"] as? Double == 96 && items[1]["end"] as? Double == 192)
        #expect(items[1]["snap_offset"] as? Double == 80 && items[1]["rest_offset"] as? Double == 80)
        // The chip row does not reach its end: the last chips rest where the content ends, 1480 −
        // 560 = 920, though their starts would rest further.
        #expect(object["max_offset"] as? Double == 920)
        let last = try #require(items.last)
        #expect(last["rest_offset"] as? Double == 920 && (last["snap_offset"] as? Double ?? 0) > 920)
        #expect(object["truncated"] as? Bool == false)
    }

    @Test func aMillionItemsAreCheckedWholeAndPrintedByTheirEnds() throws {
        let result = try Self.run(["scene", "check", Self.shipped("million-rows.json"), "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let items = try #require(object["items"] as? [[String: Any]])
        #expect(object["item_count"] as? Int == 1_000_000 && object["truncated"] as? Bool == true)
        #expect(items.count == 1_000)
        #expect(items.first?["index"] as? Int == 0 && items.last?["index"] as? Int == 999_999)
        #expect(items.last?["start"] as? Double == 56_999_943)
        let table = try Self.run(["scene", "check", Self.shipped("million-rows.json")])
        #expect(table.stdout.contains("… 999000 items not shown (--all prints every one)"))
    }

    @Test func badFilesAreOneLineWithTheirPlace() throws {
        let text = try String(contentsOfFile: Self.shipped("carousel.json"), encoding: .utf8)
        let broken = try Self.temporary(text.replacingOccurrences(of: #""snap": "center""#, with: #""snap": "centre""#))
        for args in [
            ["scene", "check", broken], ["run", "--scene", broken, "--frames", "1"], ["params", "--scene", broken],
            ["bench", "--scene", broken, "--frames", "1", "--render", "none"],
        ] {
            let result = try Self.run(args)
            #expect(result.status == 2, "\(args): \(result.stderr)")
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.count == 1, "\(args): \(result.stderr)")
            #expect(
                result.stderr.contains(
                    #"scene.json:11:11: "snap" is "centre"; write one of none, start, center, end, page"#),
                "\(args): \(result.stderr)")
        }
        for (content, part) in [
            ("", "bad.json:1:1: the file is empty"),
            (String(repeating: "[", count: 100_000), "bad.json:1:1: a scene file must be one JSON object"),
            (
                "\u{1b}[31m{",
                "bad.json:1:1: expected a value (a number, \"text\", true, false, null, [ … ] or { … }), found U+001B"
            ),
        ] {
            let path = try Self.temporary(content, name: "bad.json")
            let result = try Self.run(["scene", "check", path])
            #expect(
                result.status == 2 && result.stderr.hasPrefix(path) && result.stderr.contains(part), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
            #expect(!result.stderr.contains("\u{1b}"), "escape sequences are escaped")
        }
        let huge = try Self.run([
            "scene", "check", try Self.temporary(String(repeating: " ", count: 200_000), name: "huge.json"),
        ])
        #expect(
            huge.status == 2 && huge.stderr.contains("huge.json' is 200000 bytes (at most 131072); is it a scene file?")
        )
        let missing = try Self.run(["scene", "check", "/nonexistent/scene.json"])
        #expect(missing.status == 2 && missing.stderr.contains("cannot read scene file '/nonexistent/scene.json'"))
        let folder = try Self.run(["run", "--scene", "/tmp", "--frames", "1"])
        #expect(folder.status == 2 && folder.stderr.contains("is a directory, not a regular file"))
    }

    @Test func paramsListsTheGeometryAsParameters() throws {
        let result = try Self.run([
            "params", "--scene", Self.shipped("feed-rows.json"), "--json", "--set", "feed-rows.spacing=12",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let names = rows.compactMap { $0["name"] as? String }
        #expect(
            names.prefix(5) == [
                "feed-rows.snap", "feed-rows.max_items_per_fling", "feed-rows.spacing", "feed-rows.inset_leading",
                "feed-rows.inset_trailing",
            ])
        #expect(names.contains("feed-rows.group6_height") && names.contains("feed-rows.snap_response"))
        let spacing = try #require(rows.first { $0["name"] as? String == "feed-rows.spacing" })
        #expect(spacing["value"] as? Double == 12 && spacing["default"] as? Double == 8)
        let snap = try #require(rows.first { $0["name"] as? String == "feed-rows.snap_response" })
        #expect(snap["default"] as? Double == 0.3, "the file's physics value is the default")
        let unknown = try Self.run(["params", "--scene", Self.shipped("feed-rows.json"), "--set", "feed-rows.spcing=1"])
        #expect(unknown.status == 2 && unknown.stderr.contains("feed-rows.spacing"), "\(unknown.stderr)")
    }
}
