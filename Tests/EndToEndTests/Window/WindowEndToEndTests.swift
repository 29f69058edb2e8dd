import Foundation
import SDLHost
import Testing

/// The real binary in a real window: Xvfb for the display, xdotool for the mouse and keyboard.
/// Drags, flicks, wheels and keys while recording; Q exits with status 0; the screenshot shows
/// the window; and the headless verification of the recording reaches the live run's state.
@Suite(.serialized) struct WindowEndToEndTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The `playground` these tests run: `PLAYGROUND_E2E_BINARY` when set (`make test` sets the
    /// static release build it has just made, the binary the .deb ships), else the one built next
    /// to this test runner (or in .build/debug).
    static var binary: String? {
        if let given = ProcessInfo.processInfo.environment["PLAYGROUND_E2E_BINARY"], !given.isEmpty {
            let path = given.hasPrefix("/") ? given : root.appendingPathComponent(given).path
            return FileManager.default.isExecutableFile(atPath: path) ? path : nil
        }
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
                "playground"
            ).path,
            root.appendingPathComponent(".build/debug/playground").path,
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test func dragFlickWheelAndKeysInTheRealWindowThenReplayHeadless() throws {
        let bin = try #require(Self.binary, "build the executable first: swift build")
        let display = try VirtualDisplay()
        defer { display.stop() }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mp-e2e-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let recording = dir.appendingPathComponent("session.jsonl").path
        let screenshot = dir.appendingPathComponent("window.png").path

        let app = try Command.start(
            bin, ["run", "--size", "1024x720", "--record", recording, "--dump-state", "--screenshot", screenshot],
            display: display.name)
        let window = try display.playgroundWindow()
        let id = try #require(window, "the window never appeared")
        func xdo(_ args: String...) throws { _ = try Command.run("xdotool", args, display: display.name, timeout: 10) }
        Thread.sleep(forTimeInterval: 0.5)
        // A slow drag, then a flick upwards on the list (window x 500 is inside the list).
        try xdo("mousemove", "--window", id, "500", "500")
        try xdo("mousedown", "1")
        for i in 1...8 {
            try xdo("mousemove", "--window", id, "500", String(500 - i * 20))
            Thread.sleep(forTimeInterval: 0.02)
        }
        try xdo("mouseup", "1")
        Thread.sleep(forTimeInterval: 1.5)
        // The wheel, then keys: H (HUD), End (animate to the bottom), Right (next curve).
        for _ in 0..<4 { try xdo("click", "5") }
        Thread.sleep(forTimeInterval: 0.5)
        try xdo("key", "h")
        try xdo("key", "End")
        try xdo("key", "Right")
        Thread.sleep(forTimeInterval: 1.5)
        try xdo("key", "q")
        let live = try app.wait(timeout: 20)
        #expect(live.status == 0, "Q should exit 0; stderr: \(live.stderr)")

        let liveState = try #require(live.stdout.split(separator: "\n").last.map(String.init))
        #expect(liveState.contains("\"demo\":\"easing\""))
        #expect(
            liveState.contains("\"timing\":\"easeInQuart\""),
            "Right picked the curve after easeInOutCubic: \(liveState)")
        let shot = try FileManager.default.attributesOfItem(atPath: screenshot)
        #expect((shot[.size] as? Int ?? 0) > 20_000, "the screenshot is a real picture of the window")

        // Headless verification of what was just recorded ends in exactly the live state.
        let replay = try Command.run(
            bin, ["replay", recording, "--headless", "--verify", "--dump-state"], display: nil, timeout: 60)
        #expect(replay.status == 0, "verify failed: \(replay.stderr)")
        #expect(replay.stdout.split(separator: "\n").last.map(String.init) == liveState)
        try? FileManager.default.removeItem(at: dir)
    }

    /// SIGTERM (like SIGINT and closing the window) finishes the file: end line, exit 0.
    @Test func sigtermFinishesTheRecording() throws {
        let bin = try #require(Self.binary)
        let display = try VirtualDisplay()
        defer { display.stop() }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("mp-term-\(getpid()).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let app = try Command.start(bin, ["run", "--demo", "roller", "--record", file], display: display.name)
        Thread.sleep(forTimeInterval: 3.5)  // one roll of each roller (2.66 s + 0.66 s)
        kill(app.process.processIdentifier, SIGTERM)
        let result = try app.wait(timeout: 20)
        #expect(result.status == 0, "SIGTERM should end the session cleanly: \(result.stderr)")
        let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
        #expect(lines.last?.contains("\"type\":\"end\"") == true)
        let replay = try Command.run(bin, ["replay", file, "--headless", "--verify"], display: nil, timeout: 60)
        #expect(replay.status == 0, "\(replay.stderr)")
        #expect(!replay.stderr.contains("cut short"))
    }

    /// While something moves, every 100 ms of wall time adds frame lines to the file, so kill -9
    /// loses at most the last 100 ms; the cut file replays up to its last line with a notice.
    @Test func killNineLosesAtMostTheLastHundredMilliseconds() throws {
        let bin = try #require(Self.binary)
        let display = try VirtualDisplay()
        defer { display.stop() }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("mp-kill-\(getpid()).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let app = try Command.start(bin, ["run", "--demo", "easing", "--record", file], display: display.name)
        let window = try display.playgroundWindow()
        let id = try #require(window)
        // A 4 s animation to the bottom: frames every vsync.
        _ = try Command.run(
            "xdotool", ["key", "--window", id, "bracketright", "bracketright", "End"], display: display.name,
            timeout: 10)
        Thread.sleep(forTimeInterval: 0.5)
        func frameLines() -> Int {
            ((try? String(contentsOfFile: file, encoding: .utf8)) ?? "").split(separator: "\n")
                .filter { $0.contains("\"type\":\"frame\"") }.count
        }
        var previous = frameLines()
        for _ in 0..<10 {
            Thread.sleep(forTimeInterval: 0.1)
            let now = frameLines()
            #expect(now > previous, "no frame reached the file within 100 ms")
            previous = now
        }
        kill(app.process.processIdentifier, SIGKILL)
        _ = try app.wait(timeout: 20)
        let replay = try Command.run(
            bin, ["replay", file, "--headless", "--verify", "--dump-state"], display: nil, timeout: 60)
        #expect(replay.status == 0, "\(replay.stderr)")
        #expect(replay.stderr.contains("replay stops at frame"), "the notice names the frame: \(replay.stderr)")
        #expect(replay.stdout.contains("\"animating\":true"), "it was killed mid-animation")
    }

    @Test func badArgumentsExitTwoWithOneLine() throws {
        let bin = try #require(Self.binary)
        for args in [
            ["run", "--size", "10x10"], ["curves", "--easing", "nope"], ["replay", "/nonexistent.jsonl", "--headless"],
            ["bogus"], ["curves", "--spring", "x"],
        ] {
            let result = try Command.run(bin, args, display: nil, timeout: 20)
            #expect(result.status == 2, "\(args): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(args) printed: \(result.stderr)")
        }
    }

    @Test func noDisplayExitsThreeWithAHint() throws {
        let bin = try #require(Self.binary)
        let result = try Command.run(
            bin, ["run"], display: nil, timeout: 20, environment: ["SDL_VIDEODRIVER": nil, "DISPLAY": nil])
        #expect(result.status == 3)
        #expect(result.stderr.contains("xvfb-run"))
    }

    @Test func curvesPrintsEveryFunction() throws {
        let bin = try #require(Self.binary)
        let result = try Command.run(bin, ["curves", "--easing", "all", "--samples", "101"], display: nil, timeout: 20)
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first == "easing,t,value")
        #expect(lines.count == 1 + 35 * 101)
        #expect(lines.contains("easeOutBounce,0.5,0.765625"))
        #expect(lines.contains("ease-in-out,1.0,1.0"))
    }
}

/// An Xvfb server on a free display number, stopped at the end of the test.
struct VirtualDisplay {
    let name: String
    private let process: ChildProcess

    init() throws {
        var number = 80 + Int(getpid() % 100)
        while FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") { number += 1 }
        name = ":\(number)"
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb") else {
            throw CommandError("Xvfb is missing: run scripts/install-deps.sh (apt-get install xvfb xauth xdotool)")
        }
        let devNull = open("/dev/null", O_WRONLY | O_CLOEXEC)
        defer { close(devNull) }
        process = try ChildProcess(
            executable: "/usr/bin/Xvfb", arguments: [name, "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
            environment: ProcessInfo.processInfo.environment, stdout: devNull, stderr: devNull, inheritInput: false)
        for _ in 0..<100 where !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") {
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// The id of the playground's window once it is mapped (xdotool waits up to 20 s), nil if it
    /// never appears.
    func playgroundWindow() throws -> String? {
        try Command.run("xdotool", ["search", "--sync", "--name", "Motion Playground"], display: name, timeout: 20)
            .stdout.split(separator: "\n").first.map(String.init)
    }

    /// SIGKILL: children of the test runner inherit its blocked SIGTERM, so Xvfb would ignore terminate().
    func stop() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}

struct CommandError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Runs a program with captured output and a deadline.
struct Command {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        /// Killed by a signal (then `status` is the signal's number).
        var signaled = false
    }

    let process: ChildProcess
    let out: Pipe
    let err: Pipe

    static func start(_ path: String, _ args: [String], display: String?, environment: [String: String?] = [:]) throws
        -> Command
    {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        env["SDL_VIDEODRIVER"] = nil
        for (k, v) in environment { env[k] = v }
        let out = Pipe()
        let err = Pipe()
        // Not Foundation's Process: its launch can crash the test runner on Linux (ChildProcess).
        let process = try ChildProcess(
            executable: path.hasPrefix("/") ? path : "/usr/bin/env",
            arguments: path.hasPrefix("/") ? args : [path] + args,
            environment: env, stdout: out.fileHandleForWriting.fileDescriptor,
            stderr: err.fileHandleForWriting.fileDescriptor)
        // The child holds the write ends now; the parent's must go, or reading never ends.
        try out.fileHandleForWriting.close()
        try err.fileHandleForWriting.close()
        return Command(process: process, out: out, err: err)
    }

    static func run(
        _ path: String, _ args: [String], display: String?, timeout: Double,
        environment: [String: String?] = [:]
    ) throws -> Result {
        try start(path, args, display: display, environment: environment).wait(timeout: timeout)
    }

    func wait(timeout: Double) throws -> Result {
        // Read both pipes while waiting so a chatty child never blocks on a full pipe.
        nonisolated(unsafe) var stdoutData = Data()
        nonisolated(unsafe) var stderrData = Data()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            stdoutData = out.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        group.enter()
        DispatchQueue.global().async {
            stderrData = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw CommandError("\(process.arguments) did not finish within \(timeout) s")
        }
        group.wait()
        let (status, signaled): (Int32, Bool) =
            switch process.waitUntilExit() {
            case .exit(let code): (code, false)
            case .signal(let number): (number, true)
            }
        return Result(
            status: status, stdout: String(decoding: stdoutData, as: UTF8.self),
            stderr: String(decoding: stderrData, as: UTF8.self), signaled: signaled)
    }
}
