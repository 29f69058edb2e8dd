import Foundation
import Testing

/// The red team's paths through the real binary: a recording whose header's `scenes[].file` holds
/// code or terminal sequences is refused with one escaped line (and `verify` says so too), a scene
/// file whose name holds them is refused by `scene check`, `params --scene` and `export`, and what
/// reaches standard output from a file or an argument is escaped as stderr is.
@Suite(.serialized) struct HostileTextEndToEndTests {
    let bin: String
    let dir: URL

    init() throws {
        bin = try #require(WindowEndToEndTests.binary, "build the executable first: swift build")
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("mp-hostile-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    func run(_ args: [String]) throws -> Command.Result {
        try Command.run(bin, args, display: nil, timeout: 120, environment: ["SDL_VIDEODRIVER": "dummy"])
    }

    /// Nothing on stdout or stderr that drives a terminal or reorders text.
    func expectNoRawControls(_ result: Command.Result, sourceLocation: SourceLocation = #_sourceLocation) {
        for (name, text) in [("stdout", result.stdout), ("stderr", result.stderr)] {
            let raw = text.unicodeScalars.first { Self.unsafe($0) && $0 != "\n" }
            #expect(
                raw == nil, "raw U+\(String(raw?.value ?? 0, radix: 16)) on \(name)", sourceLocation: sourceLocation)
        }
    }

    static func unsafe(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
        default: false
        }
    }

    func recording(file: String, title: String = "Cards") throws -> String {
        let source =
            #"{"scene": 1, "title": "\#(title)", "axis": "horizontal", "items": [{"size": [280, 180], "repeat": 5}], "snap": "center"}"#
        let header: [String: Any] = [
            "type": "header", "format": "motion-playground-replay", "version": 1, "app_version": "0.1.0",
            "demo": "cards", "viewport": ["width": 1024, "height": 720], "pixel_scale": 1, "seed": 1,
            "settings": [:] as [String: Any], "scenes": [["id": "cards", "file": file, "source": source]],
        ]
        let frames: [[String: Any]] = [
            ["type": "frame", "index": 0, "time_us": 0, "inputs": [] as [Any]]
        ]
        let lines = try ([header] + frames).map {
            String(decoding: try JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys]), as: UTF8.self)
        }
        let path = dir.appendingPathComponent("r\(UInt32.random(in: 0...UInt32.max)).jsonl").path
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aRecordingsSceneFileFieldIsCheckedAsStrictlyAsItsID() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        let hostile = [
            "a\n func max(_ a:CGFloat,_ b:CGFloat)->CGFloat{print(\"INJECTED_CODE_RAN\");return Swift.max(a,b)};",
            "\u{1B}]0;owned\u{07}\u{1B}[2J\u{1B}]52;c;ZXZpbA==\u{07}.json", "cards\u{202E}nosj.json",
            "x\u{2028}y.json", "",
        ]
        for file in hostile {
            let replay = try recording(file: file)
            for args in [
                ["export", "--from-replay", replay, "--format", "swift"], ["verify", replay],
                ["replay", replay, "--headless"],
            ] {
                let result = try run(args)
                #expect(result.status == 2, "\(args[0]): exit \(result.status) \(result.stderr)")
                // verify reports each file on stdout (an ERROR line) and sums up on stderr.
                let report = args[0] == "verify" ? result.stdout : result.stderr
                #expect(report.contains("header scene 1 has a \"file\" that"), "\(args[0]): \(report)")
                #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
                expectNoRawControls(result)
            }
        }
        // A file name that only looks like code is a file name: it stays in the export's comments.
        let odd = try recording(file: "folder/Cards </style> /* y.json", title: "Evil */ val pwned = 1 /* x")
        for format in ["swift", "swiftui", "flutter", "android", "css", "json"] {
            let result = try run(["export", "--from-replay", odd, "--format", format])
            #expect(result.status == 0, "\(format): \(result.stderr)")
            #expect(result.stdout.contains("Evil"), "\(format): \(result.stdout.prefix(300))")
            // Kotlin's KDoc and CSS's comments are block comments: `*/` inside would close them.
            if format == "android" || format == "css" {
                let blockLines = result.stdout.split(separator: "\n").filter { !$0.hasPrefix("//") }
                #expect(!blockLines.contains { $0.contains("*/ val") }, "\(format): a comment was closed")
                #expect(!blockLines.contains { $0.contains("/* y") }, "\(format): a comment was opened")
            }
            #expect(!result.stdout.contains("</style>"), "\(format): </style> passed through")
        }
    }

    @Test func aSceneFileWhoseNameHoldsControlsIsRefusedWithOneEscapedLine() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        let source = #"{"scene": 1, "title": "T", "axis": "vertical", "items": [{"size": [300, 40], "repeat": 3}]}"#
        for name in ["x\u{1B}[2Jy.json", "a\nb.json", "c\u{202E}d.json", "e\u{9B}31mf.json"] {
            let path = dir.appendingPathComponent(name).path
            try source.write(toFile: path, atomically: true, encoding: .utf8)
            for args in [
                ["scene", "check", path], ["params", "--scene", path], ["export", "--scene", path, "--format", "css"],
            ] {
                let result = try run(args)
                #expect(result.status == 2, "\(args): \(result.stderr)")
                #expect(result.stdout.isEmpty, "\(args): \(result.stdout)")
                #expect(result.stderr.contains("rename the file"), "\(result.stderr)")
                #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
                expectNoRawControls(result)
            }
        }
    }

    /// `verify` quotes a file name on stdout; `scene check` a title with `*/`: escaped, one line each.
    @Test func standardOutputIsEscapedAsStderrIs() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        let fixture = WindowEndToEndTests.root.appendingPathComponent("Tests/Fixtures/easing-wheel.jsonl")
        let copy = dir.appendingPathComponent("take\u{1B}]0;owned\u{07}\u{202E}.jsonl")
        try FileManager.default.copyItem(at: fixture, to: copy)
        let verified = try run(["verify", copy.path])
        #expect(verified.status == 0, "\(verified.stderr)")
        #expect(verified.stdout.contains("take\\u001b]0;owned\\u0007\\u202e.jsonl"), "\(verified.stdout)")
        expectNoRawControls(verified)
        let scene = dir.appendingPathComponent("cards.json").path
        try #"{"scene": 1, "title": "Cards */ x /* \u00e9", "axis": "horizontal", "items": [{"size": [280, 180]}]}"#
            .write(toFile: scene, atomically: true, encoding: .utf8)
        let checked = try run(["scene", "check", scene, "--all"])
        #expect(checked.status == 0, "\(checked.stderr)")
        #expect(checked.stdout.contains("\"Cards */ x /* é\""), "\(checked.stdout)")
        expectNoRawControls(checked)
    }
}
