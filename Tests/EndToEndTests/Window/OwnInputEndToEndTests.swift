import Foundation
import Testing

/// Issue 40, points 1, 2 and 4: no output replaces its own command's input (by name, by another
/// spelling, through a symbolic or a hard link), a file the user may not write is refused as the
/// shell refuses it, a replaced file keeps its mode and owner, and a FIFO named as a font never
/// blocks the program.
@Suite(.serialized) struct OwnInputEndToEndTests {
    static let flicks = WindowEndToEndTests.root.appendingPathComponent("Tests/Fixtures/salon-flicks.jsonl").path
    static let carousel = WindowEndToEndTests.root.appendingPathComponent("Assets/scenes/carousel.json").path

    let bin: String
    let dir: StudioScratch

    init() throws {
        bin = try #require(WindowEndToEndTests.binary, "build the executable first: swift build")
        dir = try StudioScratch("own-input")
    }

    func run(_ args: [String], timeout: Double = 60) throws -> Command.Result {
        try Command.run(
            bin, args, display: nil, timeout: timeout, environment: ["SDL_VIDEODRIVER": "dummy"])
    }

    func expectRefused(
        _ result: Command.Result, _ parts: String..., sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(result.status == 2, "exit \(result.status): \(result.stderr)", sourceLocation: sourceLocation)
        #expect(
            result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)",
            sourceLocation: sourceLocation)
        for part in parts {
            #expect(result.stderr.contains(part), "\(result.stderr) lacks \(part)", sourceLocation: sourceLocation)
        }
    }

    func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    /// Each of the red team's six commands, then the same through a second spelling, a symbolic
    /// and a hard link: refused before any work, and the input byte for byte as it was.
    @Test func anOutputNamingItsOwnInputIsRefusedAndTheInputIsUntouched() throws {
        let recording = dir.path("r.jsonl")
        let scene = dir.path("s.json")
        try FileManager.default.copyItem(atPath: Self.flicks, toPath: recording)
        try FileManager.default.copyItem(atPath: Self.carousel, toPath: scene)
        let recordingBytes = try bytes(recording)
        let sceneBytes = try bytes(scene)
        let cases: [([String], String)] = [
            (["verify", recording, "--junit", recording], "--junit"),
            (["export", "--from-replay", recording, "--format", "json", "--output", recording], "--output"),
            (["compare", recording, "--set", "salon.deceleration_rate=0.99", "--png", recording], "--png"),
            (["export", "--scene", scene, "--format", "swift", "--output", scene], "--output"),
            (["release", "--scene", scene, "--offset", "0", "--velocity", "1000", "--csv", scene], "--csv"),
            (["bench", "--scene", scene, "--frames", "5", "--json-file", scene], "--json-file"),
        ]
        for (args, flag) in cases {
            expectRefused(try run(args), flag, "this command reads", "would replace it")
        }
        #expect(try bytes(recording) == recordingBytes)
        #expect(try bytes(scene) == sceneBytes)
        // A second spelling, a symbolic link and a hard link are the same file.
        let symbolic = dir.path("link.jsonl")
        let hard = dir.path("hard.jsonl")
        try FileManager.default.createSymbolicLink(atPath: symbolic, withDestinationPath: recording)
        #expect(link(recording, hard) == 0)
        for other in [dir.path(".") + "/r.jsonl", symbolic, hard] {
            expectRefused(try run(["verify", recording, "--junit", other]), "is \(recording), a recording")
        }
        #expect(try bytes(recording) == recordingBytes)
        // The video's OUT and a screenshot are outputs like the others.
        let video = dir.path("r.mp4")
        try FileManager.default.copyItem(atPath: recording, toPath: video)
        expectRefused(try run(["export-video", video, video]), "the video", "the recording this command reads")
        let shot = dir.path("shot.png")
        try FileManager.default.copyItem(atPath: recording, toPath: shot)
        expectRefused(
            try run(["replay", shot, "--headless", "--screenshot", "5=\(shot)"]), "--screenshot",
            "the recording this command reads")
        #expect(try bytes(shot) == recordingBytes)
        // Appending the output to the input through the shell is refused too.
        let appended = try Command.run(
            "/bin/bash", ["-c", "\"$0\" verify \"$1\" >> \"$1\"", bin, recording], display: nil, timeout: 60)
        #expect(appended.status == 2, "\(appended.stderr)")
        #expect(appended.stderr.contains("standard output"), "\(appended.stderr)")
        #expect(try bytes(recording) == recordingBytes)
        // The cases that were never a clash still work: a new file beside the input.
        let fine = try run(["verify", recording, "--junit", dir.path("report.xml")])
        #expect(fine.status == 0, "\(fine.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.path("report.xml")))
    }

    /// As an ordinary user (the tests run as root, so the command runs as nobody): a 0444 file
    /// is refused, not renamed over; a root-owned 0666 file would change hands, so it is refused
    /// too. As root, a file of mode 0640 owned by nobody is replaced and stays 0640 and nobody's.
    @Test func aReadOnlyOrSomeoneElsesFileIsRefusedAndAReplacedFileKeepsItsModeAndOwner() throws {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else { return }
        let folder = dir.path("shared")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        #expect(chmod(folder, 0o777) == 0)
        // The binary must be reachable by nobody: a copy in the shared folder.
        let copy = folder + "/playground"
        try FileManager.default.copyItem(atPath: bin, toPath: copy)
        #expect(chmod(copy, 0o755) == 0)
        var parent = folder
        while parent != "/" {
            parent = (parent as NSString).deletingLastPathComponent
            var info = stat()
            if stat(parent, &info) == 0, info.st_mode & 0o001 == 0 { return }  // not traversable by others
        }
        func asNobody(_ args: [String]) throws -> Command.Result {
            try Command.run(
                "/usr/bin/setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", copy] + args, display: nil,
                timeout: 60)
        }
        let readOnly = folder + "/ro.csv"
        try "keep me\n".write(toFile: readOnly, atomically: false, encoding: .utf8)
        #expect(chmod(readOnly, 0o444) == 0)
        let release = ["release", "--demo", "salon", "--offset", "0", "--velocity", "1000", "--csv"]
        expectRefused(try asNobody(release + [readOnly]), "--csv", "read-only (mode 444)", "chmod u+w")
        #expect(try String(contentsOfFile: readOnly, encoding: .utf8) == "keep me\n")
        let roots = folder + "/roots.csv"
        try "root's\n".write(toFile: roots, atomically: false, encoding: .utf8)
        #expect(chmod(roots, 0o666) == 0)
        expectRefused(try asNobody(release + [roots]), "belongs to another user")
        #expect(try String(contentsOfFile: roots, encoding: .utf8) == "root's\n")
        var info = stat()
        #expect(stat(roots, &info) == 0 && info.st_uid == 0)
        // Root replaces nobody's 0640 file: the new one is 0640 and nobody's, as `>` leaves it.
        let theirs = folder + "/theirs.csv"
        try "old\n".write(toFile: theirs, atomically: false, encoding: .utf8)
        #expect(chown(theirs, 65534, 65534) == 0 && chmod(theirs, 0o640) == 0)
        let replaced = try run(release + [theirs])
        #expect(replaced.status == 0, "\(replaced.stderr)")
        #expect(stat(theirs, &info) == 0)
        #expect(info.st_mode & 0o7777 == 0o640 && info.st_uid == 65534 && info.st_gid == 65534)
        #expect(try String(contentsOfFile: theirs, encoding: .utf8).hasPrefix("platform,t,offset,velocity"))
        // And its own 0600 file stays 0600.
        let mine = folder + "/mine.csv"
        try "old\n".write(toFile: mine, atomically: false, encoding: .utf8)
        #expect(chmod(mine, 0o600) == 0)
        #expect(try run(release + [mine]).status == 0)
        #expect(stat(mine, &info) == 0 && info.st_mode & 0o7777 == 0o600)
    }

    /// `--font` naming a FIFO (or a device, or a folder) is one line and exit 2 at once, in every
    /// command that takes one; before, open(2) waited for a writer for ever.
    @Test func aFontThatIsNotARegularFileIsRefusedWithoutBlocking() throws {
        let fifo = dir.path("font.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        let shot = "5=" + dir.path("s.png")
        let cases: [[String]] = [
            ["replay", Self.flicks, "--headless", "--screenshot", shot, "--font", fifo],
            ["export-video", Self.flicks, dir.path("v.png"), "--from", "3", "--font", fifo],
            ["bench", "--demo", "salon", "--frames", "5", "--render", "software", "--font", fifo],
            ["run", "--frames", "3", "--renderer", "software", "--font", fifo],
            ["replay", Self.flicks, "--headless", "--screenshot", shot, "--font", "/dev/zero"],
            ["replay", Self.flicks, "--headless", "--screenshot", shot, "--font", dir.path(".")],
        ]
        for args in cases {
            let start = Date()
            let result = try run(args, timeout: 20)
            #expect(Date().timeIntervalSince(start) < 15, "\(args) took too long")
            expectRefused(result, "not a font file", "--font")
        }
        #expect(!FileManager.default.fileExists(atPath: dir.path("s.png")))
    }
}
