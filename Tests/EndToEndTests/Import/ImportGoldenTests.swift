import Foundation
import Testing

/// The three real traces imported through the binary, against golden outputs kept beside them in
/// Tests/Fixtures/Fingers: each recording is byte for byte the golden (but for the header's
/// `app_version`, which every release changes, and the folder of the scene file, which is the
/// checkout's: the golden keeps its name alone) and verifies, and the table's first columns
/// (samples, rate, duration, path, lift gap) are the golden's. After a change that alters an
/// import on purpose, `IMPORT_GOLDENS=write swift test --skip-build --filter ImportGoldenTests`
/// writes them again; the diff shows what changed.
@Suite struct ImportGoldenTests {
    /// A trace, what it is played on, and the panel its raw units come from (Fingers/README.md).
    struct Golden: CustomStringConvertible {
        var trace: String
        var target: [String]
        var panel: [String]
        var name: String
        var description: String { name }
        /// The golden recording and the golden table.
        var recording: String { name + ".jsonl" }
        var table: String { name + ".table.txt" }
    }

    static let goldens = [
        // The Galaxy S: 480 × 800 px at 240 dpi; its raw range as the issue's done-when gives it.
        Golden(
            trace: "phone-single-drag.txt", target: ["--scene", SceneCommandTests.shipped("carousel.json")],
            panel: ["--screen", "480x800", "--density", "1.5", "--raw-range", "1023,1023"],
            name: "phone-single-drag.carousel"),
        // The TF201: 1280 × 800 px at density 1; no range is published for its panel, so 12 bits
        // (4095) on each axis, the full scale of its touch controller's reports.
        Golden(
            trace: "tablet-single-drag.txt", target: ["--demo", "pager"],
            panel: ["--screen", "1280x800", "--density", "1", "--raw-range", "4095,4095"],
            name: "tablet-single-drag.pager"),
        // The emulator's raw units are its pixels: a 720 × 1280 xhdpi screen, one unit a pixel.
        Golden(
            trace: "emulator-drag.txt", target: ["--demo", "salon"],
            panel: ["--screen", "720x1280", "--density", "2", "--raw-range", "719,1279"],
            name: "emulator-drag.salon"),
    ]

    static let writing = ProcessInfo.processInfo.environment["IMPORT_GOLDENS"] == "write"

    /// The table's columns before the platforms' (which `compare --platforms` owns and tests):
    /// the first line with the file's name alone, then every line cut where the platforms begin;
    /// not the lines under it that say which platform read 0 and why (ImportCommandTests').
    static func firstColumns(_ stdout: String, output: String) throws -> String {
        var lines = stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter {
            !($0.hasPrefix("gesture ") && $0.contains(" read 0: "))
        }
        try #require(lines.count >= 3 && lines[0].hasPrefix("wrote \(output): "), "\(stdout)")
        lines[0] = "wrote " + URL(fileURLWithPath: output).lastPathComponent + lines[0].dropFirst(6 + output.count)
        let header = try #require(lines[1].range(of: "lift gap"), "\(lines[1])")
        // Each column is padded to its width; "lift gap"'s is 10.
        let cut = lines[1].distance(from: lines[1].startIndex, to: header.lowerBound) + 10
        return lines.map { line in
            String(
                String(line.prefix(line.hasPrefix("wrote ") ? line.count : cut)).reversed().drop { $0 == " " }
                    .reversed())
        }.joined(separator: "\n")
    }

    /// The recording with its scene file's name alone (the golden's form).
    static func withoutFolders(_ text: String) -> String {
        text.replacingOccurrences(of: #""file":"[^"]*/([^"/]*)""#, with: #""file":"$1""#, options: .regularExpression)
    }

    /// The header's app version, which the comparison leaves out.
    static func withoutVersion(_ text: String) -> String {
        text.replacingOccurrences(
            of: #""app_version":"[^"]*""#, with: #""app_version":"""#, options: .regularExpression)
    }

    @Test(arguments: goldens) func eachTraceImportsToItsGoldenRecordingAndTable(_ golden: Golden) throws {
        let dir = try ImportCommandTests.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent(golden.recording).path
        let trace = ImportCommandTests.fingers.appendingPathComponent(golden.trace).path
        let imported = try ImportCommandTests.run(
            ["import", trace] + golden.target + ["--output", out] + golden.panel)
        #expect(imported.status == 0, "\(imported.stderr)")
        let recording = Self.withoutFolders(try String(contentsOfFile: out, encoding: .utf8))
        let table = try Self.firstColumns(imported.stdout, output: out) + "\n"
        let goldenRecording = ImportCommandTests.fingers.appendingPathComponent(golden.recording)
        let goldenTable = ImportCommandTests.fingers.appendingPathComponent(golden.table)
        if Self.writing {
            try recording.write(to: goldenRecording, atomically: true, encoding: .utf8)
            try table.write(to: goldenTable, atomically: true, encoding: .utf8)
        }
        let expected = Self.withoutVersion(try String(contentsOf: goldenRecording, encoding: .utf8))
        let lines = Self.withoutVersion(recording).split(separator: "\n", omittingEmptySubsequences: false)
        let goldenLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let differs = (0..<max(lines.count, goldenLines.count)).first { n in
            n >= lines.count || n >= goldenLines.count || lines[n] != goldenLines[n]
        }
        let shown = differs.map { $0 < lines.count ? String(lines[$0].prefix(300)) : "(no line)" } ?? ""
        let problem =
            "line \((differs ?? 0) + 1) of \(golden.recording) differs from what the import writes now: \(shown); "
            + "if the change is meant, IMPORT_GOLDENS=write"
        #expect(differs == nil, "\(problem)")
        #expect(table == (try String(contentsOf: goldenTable, encoding: .utf8)), "\(table)")
        // The golden itself replays to its checkpoints and end.
        let verify = try ImportCommandTests.run(["verify", goldenRecording.path])
        #expect(verify.status == 0, "\(verify.stdout) \(verify.stderr)")
    }

    /// Through the binary, a trace cut short, a 1 GB line (sparse: nothing on the disk) and a
    /// finger down for over 10 minutes are each refused in one line saying where, in either
    /// format, leaving no recording.
    @Test func brokenTracesAreRefusedInOneLineThroughTheBinary() throws {
        let dir = try ImportCommandTests.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("x.jsonl").path
        func write(_ name: String, _ text: String, size: off_t? = nil) throws -> String {
            let path = dir.appendingPathComponent(name).path
            try text.write(toFile: path, atomically: false, encoding: .utf8)
            if let size { try #require(truncate(path, size) == 0) }
            return path
        }
        let phone = try String(contentsOfFile: ImportCommandTests.phone, encoding: .utf8)
        // 40 whole lines, then one cut inside its time.
        let cut = try write(
            "cut.txt", phone.components(separatedBy: "\r\n").prefix(40).joined(separator: "\r\n") + "\r\n[    1412.0")
        let huge = try write("huge.txt", "[    1411.748191] EV_ABS ABS_MT_POSITION_X 000", size: 1 << 30)
        let held = try write(
            "held.txt",
            (0...11).map { m in
                "[\(100 + m * 60).000000] EV_ABS ABS_MT_POSITION_X 000000\(10 + m)\n"
                    + "[\(100 + m * 60).000000] EV_ABS ABS_MT_POSITION_Y 00000100\n"
                    + "[\(100 + m * 60).000000] EV_SYN SYN_MT_REPORT 00000000\n"
                    + "[\(100 + m * 60).000000] EV_SYN SYN_REPORT 00000000\n"
            }.joined())
        let json =
            "{\"pointer_events\": 1, \"device_pixel_ratio\": 2, \"events\": [{\"type\": \"pointerdown\", \"x\": \""
        let cutJSON = try write("cut.json", json + "abc")
        let element = json.utf8.count - #"{"type": "pointerdown", "x": ""#.utf8.count
        let hugeJSON = try write("huge.json", json, size: 1 << 30)
        let args = ["--demo", "salon", "--output", out]
        try ImportCommandTests.expectRefusals(
            [
                (["import", cut] + args + ImportCommandTests.phoneArgs, "cut.txt:41: a time without its closing ]"),
                (["import", huge] + args + ImportCommandTests.phoneArgs, "huge.txt:1: line is longer than 4096 bytes"),
                (
                    ["import", held] + args + ImportCommandTests.phoneArgs,
                    "held.txt:48: the finger down since 100.000000 s has been down over 10 minutes"
                ),
                (
                    ["import", cutJSON] + args,
                    "cut.json: byte \(json.utf8.count + 3): the file ends inside \"events\"[0]"
                ),
                (["import", hugeJSON] + args, "huge.json: events[0] at byte \(element): it is longer than 4096 bytes"),
            ], leaving: out)
    }
}
