import Foundation
import Testing

/// The rows of issue 16, each against the real binary: nothing clobbered, write errors are
/// errors (exit 3, one line), hostile headers and arguments are refused with one line (exit 2),
/// text from files is escaped, and a closed stderr neither hangs nor fails a run.
@Suite(.serialized) struct ReliabilityEndToEndTests {
    static let fixture = WindowEndToEndTests.root.appendingPathComponent("Tests/Fixtures/easing-wheel.jsonl").path
    static let header =
        #"{"type":"header","format":"motion-playground-replay","version":1,"app_version":"0.1.0","#
        + #""demo":"easing","viewport":{"width":1024,"height":720},"pixel_scale":1,"seed":1,"settings":{}}"#
    static let frame0 = #"{"type":"frame","index":0,"time_us":16600,"inputs":[]}"#

    let bin: String
    let dir: String

    init() throws {
        bin = try #require(WindowEndToEndTests.binary, "build the executable first: swift build")
        let name = "mp-rel-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        dir = FileManager.default.temporaryDirectory.appendingPathComponent(name).path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }

    /// Runs the binary through bash so the test can redirect or close its descriptors.
    func shell(
        _ redirections: String, _ args: [String], environment: [String: String?] = [:],
        timeout: Double = 60
    ) throws -> Command.Result {
        try Command.run(
            "/bin/bash", ["-c", "\"$0\" \"$@\" \(redirections)", bin] + args, display: nil,
            timeout: timeout, environment: ["SDL_VIDEODRIVER": "dummy"].merging(environment) { $1 })
    }

    func expectOneLine(
        _ result: Command.Result, status: Int32, _ parts: String...,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(result.status == status, "exit \(result.status): \(result.stderr)", sourceLocation: sourceLocation)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "one line expected: \(result.stderr)", sourceLocation: sourceLocation)
        for part in parts {
            #expect(result.stderr.contains(part), "\(result.stderr) lacks \(part)", sourceLocation: sourceLocation)
        }
    }

    func write(_ name: String, _ lines: [String]) throws -> String {
        let path = dir + "/" + name
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    // MARK: - Never clobber

    @Test func recordRefusesAnExistingFileAndASymlinkAndTouchesNeither() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let readme = dir + "/README.md"
        let text = "# my notes\nkeep me\n"
        try text.write(toFile: readme, atomically: false, encoding: .utf8)
        // No display: the refusal comes before the window opens (exit 2, not 3).
        let existing = try Command.run(
            bin, ["run", "--record", readme], display: nil, timeout: 20,
            environment: ["SDL_VIDEODRIVER": nil])
        expectOneLine(existing, status: 2, "README.md", "already exists", "never overwrites")
        #expect(try String(contentsOfFile: readme, encoding: .utf8) == text)

        let link = dir + "/link.jsonl"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: readme)
        let linked = try Command.run(bin, ["run", "--record", link], display: nil, timeout: 20)
        expectOneLine(linked, status: 2, "link.jsonl", "symbolic link")
        #expect(try String(contentsOfFile: readme, encoding: .utf8) == text)
        // A dangling link is refused too: O_NOFOLLOW never creates the file it points at.
        let dangling = dir + "/dangling.jsonl"
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: dir + "/elsewhere.jsonl")
        expectOneLine(
            try Command.run(bin, ["run", "--record", dangling], display: nil, timeout: 20), status: 2,
            "symbolic link")
        #expect(!FileManager.default.fileExists(atPath: dir + "/elsewhere.jsonl"))
    }

    @Test func aPNGReplacesItsTargetWhole() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let png = dir + "/plot.png"
        try "old".write(toFile: png, atomically: false, encoding: .utf8)
        let result = try Command.run(
            bin, ["curves", "--easing", "linear", "--samples", "3", "--png", png],
            display: nil, timeout: 30)
        #expect(result.status == 0, "\(result.stderr)")
        let bytes = try #require(FileManager.default.contents(atPath: png))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG signature")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["plot.png"], "no temporary file left")
    }

    // MARK: - Write errors are errors

    @Test func aFullDeviceOrABrokenPipeExitsThreeWithOneLine() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        expectOneLine(
            try shell(">/dev/full", ["curves", "--easing", "linear"]), status: 3, "standard output",
            "No space left on device")
        expectOneLine(try shell(">/dev/full", ["demos"]), status: 3, "No space left on device")
        expectOneLine(
            try shell(">/dev/null", ["curves", "--png", "/dev/full"]), status: 3, "--png /dev/full",
            "No space left on device")
        expectOneLine(
            try shell(">/dev/full", ["replay", Self.fixture, "--headless", "--dump-state"]), status: 3,
            "No space left on device")
        expectOneLine(
            try shell(">/dev/full", ["run", "--frames", "2", "--dump-state"]), status: 3,
            "No space left on device")
        // A device is written in place, never replaced by a rename.
        var info = stat()
        #expect(stat("/dev/full", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)

        // The reader goes away after one byte: EPIPE, not a silent death by SIGPIPE.
        let script = "\"$0\" curves --easing all --samples 100000 | head -c 1 >/dev/null; exit ${PIPESTATUS[0]}"
        let pipe = try Command.run("/bin/bash", ["-c", script, bin], display: nil, timeout: 60)
        expectOneLine(pipe, status: 3, "Broken pipe")
    }

    @Test func aClosedStderrIsNotAnErrorAndAClosedStdoutLosesNothingSilently() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let quiet = try shell("2>&-", ["replay", Self.fixture, "--headless", "--verify", "--dump-state"])
        #expect(quiet.status == 0, "a run whose work succeeded exits 0 with stderr closed")
        #expect(quiet.stdout.contains("\"demo\":\"easing\""))
        #expect(quiet.stderr.isEmpty)
        let noStdout = try shell(">&-", ["curves", "--easing", "linear"])
        expectOneLine(noStdout, status: 3, "standard output is closed")
    }

    @Test func closedStderrDuringARecordingNeitherHangsNorIgnoresSigterm() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let display = try VirtualDisplay()
        defer { display.stop() }
        let file = dir + "/closed-stderr.jsonl"
        let script = "exec \"$0\" run --demo roller --record \"$1\" 2>&-"
        let app = try Command.start("/bin/bash", ["-c", script, bin, file], display: display.name)
        let deadline = Date().addingTimeInterval(20)
        func started() -> Bool {
            (try? String(contentsOfFile: file, encoding: .utf8))?.contains("\"type\":\"frame\"") == true
        }
        while Date() < deadline, !started() {
            Thread.sleep(forTimeInterval: 0.1)
        }
        Thread.sleep(forTimeInterval: 1)
        kill(app.process.processIdentifier, SIGTERM)
        let result = try app.wait(timeout: 15)  // before the fix: hung in XGetWindowAttributes forever
        #expect(result.status == 0)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.split(separator: "\n").last?.contains("\"type\":\"end\"") == true, "SIGTERM finished the file")
        #expect(!text.contains("playground:"), "no diagnostic leaked into the recording")
        let replay = try Command.run(bin, ["replay", file, "--headless", "--verify"], display: nil, timeout: 60)
        #expect(replay.status == 0, "\(replay.stderr)")
    }

    // MARK: - Range checks

    @Test func hostileHeaderNumbersAreRefusedWithFieldValueRangeAndLine() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        func header(_ old: String, _ new: String) -> String { Self.header.replacingOccurrences(of: old, with: new) }
        let tiny = try write("tiny.jsonl", [header("\"pixel_scale\":1", "\"pixel_scale\":1e-300"), Self.frame0])
        let shot = dir + "/shot.png"
        expectOneLine(
            try shell("", ["replay", tiny, "--headless", "--screenshot", "0=\(shot)"]), status: 2,
            "tiny.jsonl:1:", "pixel_scale", "1e-300", "0.25...16")
        #expect(!FileManager.default.fileExists(atPath: shot))
        let huge = try write(
            "huge.jsonl",
            [
                header("\"pixel_scale\":1", "\"pixel_scale\":16")
                    .replacingOccurrences(of: "\"width\":1024", with: "\"width\":16384"), Self.frame0,
            ])
        expectOneLine(
            try shell("", ["replay", huge, "--headless", "--screenshot", "0=\(shot)"]), status: 2,
            "huge.jsonl:1:", "pixel_scale 16", "8192")
        let small = try write("small.jsonl", [header("\"width\":1024", "\"width\":10"), Self.frame0])
        expectOneLine(
            try shell("", ["replay", small, "--headless", "--screenshot", "0=\(shot)"]), status: 2,
            "small.jsonl:1:", "viewport", "320x240")

        // A fractional scale is fine: the picture is 1.5 times the viewport.
        let fractional = try write(
            "fractional.jsonl",
            [header("\"pixel_scale\":1", "\"pixel_scale\":1.5"), Self.frame0])
        let ok = try shell("", ["replay", fractional, "--headless", "--screenshot", "0=\(shot)"])
        #expect(ok.status == 0, "\(ok.stderr)")
        let png = try #require(FileManager.default.contents(atPath: shot))
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 1536 && height == 1080)
    }

    @Test func hostileArgumentsAreRefusedWithTheValueAndTheRange() throws {
        expectOneLine(
            try shell("", ["bench", "--frames", "1000000000000", "--render", "none"]), status: 2,
            "1000000000000", "1...1000000")
        expectOneLine(try shell("", ["bench", "--frames", "1e12"]), status: 2, "1e12", "1...1000000")
        expectOneLine(try shell("", ["bench", "--frames", "1000001"]), status: 2, "1...1000000")
        expectOneLine(try shell("", ["run", "--frames", "0"]), status: 2, "1...1000000")
        expectOneLine(try shell("", ["run", "--size", "100000x200"]), status: 2, "100000x200", "320x240...16384x16384")
        expectOneLine(try shell("", ["run", "--seed=-1"]), status: 2, "-1", "0...18446744073709551615")
        expectOneLine(try shell("", ["replay", Self.fixture, "--speed", "1e-300"]), status: 2, "--speed", "0.1...8")
        expectOneLine(try shell("", ["curves", "--spring", "1,1e-300"]), status: 2, "0.01...100")
        expectOneLine(try shell("", ["curves", "--decay", "1e300"]), status: 2, "-1e7...1e7")
        expectOneLine(try shell("", ["curves", "--samples", "100001"]), status: 2, "100001", "2...100000")
        expectOneLine(try shell("", ["bench", "--rounds", "51", "--render", "none"]), status: 2, "51", "1...50")
    }

    // MARK: - Terminal safety

    @Test func controlBytesFromFilesAndArgumentsAreEscaped() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let esc = "\u{1B}[2J\u{1B}]0;pwned\u{07}"
        func header(_ old: String, _ new: String) -> String { Self.header.replacingOccurrences(of: old, with: new) }
        let demo = try write(
            "demo.jsonl",
            [header("\"demo\":\"easing\"", "\"demo\":\"\\u001b[2J\\u001b]0;pwned\\u0007\"")])
        let format = try write("format.jsonl", [header("motion-playground-replay", "\\u001b[31mred\\n2nd line")])
        let version = try write("version.jsonl", [header("\"0.1.0\"", "\"\\u001b[5m9\""), Self.frame0])
        for (path, status) in [(demo, Int32(2)), (format, 2), (version, 0)] {
            let result = try shell("", ["replay", path, "--headless"])
            #expect(result.status == status, "\(result.stderr)")
            let raw = result.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }
            #expect(!raw, "raw control bytes: \(result.stderr)")
            #expect(result.stderr.contains("\\u001b"), "\(result.stderr)")
        }
        let argument = try shell("", ["run", "--demo", esc])
        expectOneLine(argument, status: 2, "\\u001b[2J")
        #expect(!argument.stderr.contains("\u{1B}"))
        let path = try shell("", ["replay", dir + "/\u{1B}[31mmissing\nfile.jsonl", "--headless"])
        expectOneLine(path, status: 2, "\\u001b[31mmissing\\u000afile.jsonl")
    }
}
