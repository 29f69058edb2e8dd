import Foundation
import Testing

/// Issue 32, item 4: a number between 0 and 1e-15 crashed the binary (SIGILL, exit 132) wherever
/// it was printed. Each path the red team found, through the real binary: it exits 0 and prints
/// the number (a recording's panel draws it into a screenshot; `TinyNumberReplayTests` reads
/// the panel's text).
@Suite struct TinyNumbersEndToEndTests {
    static let tuning = WindowEndToEndTests.root.appendingPathComponent("Tests/Fixtures/salon-tuning.jsonl").path

    static func run(_ args: [String]) throws -> Command.Result {
        let bin = try #require(WindowEndToEndTests.binary, "build the executable first: swift build")
        return try Command.run(bin, args, display: nil, timeout: 60, environment: ["SDL_VIDEODRIVER": "dummy"])
    }

    @Test func sceneCheckPrintsAnInsetOfOneE300() throws {
        let dir = try StudioScratch("tiny-scene")
        let path = dir.path("tiny.json")
        try #"""
        {"scene": 1, "title": "Tiny inset", "axis": "horizontal", "items": [{"size": [200, 300], "repeat": 3}],
         "spacing": 12, "insets": [1e-300, 16]}
        """#.write(toFile: path, atomically: true, encoding: .utf8)
        let table = try Self.run(["scene", "check", path])
        #expect(table.status == 0, "\(table.stderr)")
        let first = table.stdout.split(separator: "\n").first { $0.hasPrefix("1 ") }
        #expect(first?.split(separator: " ") == ["1", "1", "1e-300", "200", "–", "–"], "\(table.stdout)")
        let json = try Self.run(["scene", "check", path, "--json"])
        #expect(json.status == 0 && json.stdout.contains(#""start":1e-300"#), "\(json.stderr)")
        let params = try Self.run(["params", "--scene", path])
        #expect(params.status == 0, "\(params.stderr)")
        let inset = params.stdout.split(separator: "\n").first { $0.contains(".inset_leading") }
        #expect(inset?.split(separator: " ").prefix(3).dropFirst() == ["1e-300", "1e-300"], "\(params.stdout)")
    }

    @Test func paramsPrintsASetValueOfOneE300() throws {
        let result = try Self.run(["params", "--set", "salon.slow_release_velocity=1.2345e-300"])
        #expect(result.status == 0, "\(result.stderr)")
        let row = result.stdout.split(separator: "\n").first { $0.contains("salon.slow_release_velocity") }
        #expect(row?.split(separator: " ").prefix(3) == ["salon.slow_release_velocity", "1.2345e-300*", "250"])
        let json = try Self.run(["params", "--set", "salon.slow_release_velocity=1.2345e-300", "--json"])
        #expect(json.status == 0 && json.stdout.contains("1.2345e-300"), "\(json.stderr)")
    }

    /// A salon session with the tuning panel opened by the `T` fact, `header` as the slow
    /// release velocity in force, and `changed` (if any) recorded as a `parameter_changed`
    /// fact; its end line is the session's own, so it verifies.
    static func recording(header: String, changed: String?, in dir: StudioScratch) throws -> String {
        let fixture = try String(contentsOfFile: tuning, encoding: .utf8)
        let line1 = try #require(fixture.split(separator: "\n").first).replacingOccurrences(
            of: #""salon.slow_release_velocity":"250""#, with: #""salon.slow_release_velocity":"\#(header)""#)
        #expect(line1.contains(header))
        let change = changed.map {
            #"{"type":"parameter_changed","time_us":30000,"name":"salon.slow_release_velocity","value":"\#($0)"}"#
        }
        let lines = [
            line1,
            #"{"type":"frame","index":0,"time_us":0,"inputs":[]}"#,
            #"{"type":"frame","index":1,"time_us":16667,"inputs":[{"type":"key_pressed","time_us":10000,"key":"t","modifiers":[]}]}"#,
            #"{"type":"frame","index":2,"time_us":33333,"inputs":[\#(change ?? "")]}"#,
            #"{"type":"frame","index":3,"time_us":50000,"inputs":[]}"#,
        ]
        let path = dir.path("tiny-\(header)-\(changed ?? "none").jsonl")
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        // The end line from the session itself: --dump-state prints its digest and state.
        let dump = try run(["replay", path, "--headless", "--dump-state"])
        #expect(dump.status == 0, "\(dump.stderr)")
        let digest = try #require(dump.stdout.range(of: #""digest":"#))
        let end = #"{"type":"end","frame":3,"demo":"salon","# + dump.stdout[digest.lowerBound...]
        try (lines.joined(separator: "\n") + "\n" + end).write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aRecordingHoldingOneE300ReplaysWithThePanelOpenAndVerifies() throws {
        let dir = try StudioScratch("tiny-recording")
        for (header, changed) in [("1e-300", nil), ("250", "1.2345e-300"), ("5e-324", "1e-300")] {
            let path = try Self.recording(header: header, changed: changed, in: dir)
            let verify = try Self.run(["verify", path])
            #expect(verify.status == 0, "\(header) \(changed ?? ""): \(verify.stdout) \(verify.stderr)")
            #expect(verify.stdout.hasPrefix("ok "), "\(verify.stdout)")
            // The screenshot draws the panel, whose value text is where the number trapped.
            let png = dir.path("panel.png")
            try? FileManager.default.removeItem(atPath: png)
            let shot = try Self.run(["replay", path, "--headless", "--verify", "--screenshot", "3=\(png)"])
            #expect(shot.status == 0, "\(header) \(changed ?? ""): \(shot.stderr)")
            let bytes = try #require(FileManager.default.contents(atPath: png))
            #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        }
    }
}
