import Foundation
import Testing

/// `SDL_VIDEODRIVER=wayland playground run` where Wayland cannot serve: one line naming the
/// forced driver and the way out, exit 3, never a signal (README "Wayland").
@Suite struct WaylandDriverTests {
    /// A forced driver that finds no compositor (a runtime dir with no socket in it).
    @Test func forcedWaylandWithoutACompositorExitsThreeWithOneLine() throws {
        let bin = try #require(WindowEndToEndTests.binary)
        let runtime = FileManager.default.temporaryDirectory.appendingPathComponent("mp-wl-\(getpid())")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: runtime) }
        let result = try Command.run(
            bin, ["run", "--frames", "3"], display: nil, timeout: 20,
            environment: [
                "SDL_VIDEODRIVER": "wayland", "XDG_RUNTIME_DIR": runtime.path, "WAYLAND_DISPLAY": nil,
                "WAYLAND_SOCKET": nil,
            ])
        #expect(result.status == 3, "stderr: \(result.stderr)")
        #expect(!result.signaled, "killed by a signal: \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "printed: \(result.stderr)")
        #expect(result.stderr.contains("SDL_VIDEODRIVER=wayland"), "\(result.stderr)")
        #expect(result.stderr.contains("unset SDL_VIDEODRIVER"), "\(result.stderr)")
    }

    /// Without XDG_RUNTIME_DIR libwayland would print a line of its own before failing; the
    /// program says why first, so the user still reads exactly one line.
    @Test func forcedWaylandWithoutARuntimeDirExitsThreeWithOneLine() throws {
        let bin = try #require(WindowEndToEndTests.binary)
        let result = try Command.run(
            bin, ["run", "--frames", "3"], display: nil, timeout: 20,
            environment: ["SDL_VIDEODRIVER": "wayland", "XDG_RUNTIME_DIR": nil, "WAYLAND_DISPLAY": nil])
        #expect(result.status == 3, "stderr: \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "printed: \(result.stderr)")
        #expect(result.stderr.contains("XDG_RUNTIME_DIR is not set"), "\(result.stderr)")
    }

    /// Under weston's headless backend Debian 12's SDL 2.26 crashes inside SDL_Init (SDL issue
    /// 8898): the crash guard turns that into the one line and exit 3. Runs where weston is
    /// installed (it is not among the project's dependencies; `apt-get install weston`).
    @Test(
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: "/usr/bin/weston"),
            "weston is not installed: apt-get install weston to run SDL's Wayland driver against a compositor"))
    func forcedWaylandUnderWestonNeverDiesByASignal() throws {
        let bin = try #require(WindowEndToEndTests.binary)
        let runtime = FileManager.default.temporaryDirectory.appendingPathComponent("mp-weston-\(getpid())")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true)
        chmod(runtime.path, 0o700)
        defer { try? FileManager.default.removeItem(at: runtime) }
        let socket = "mp-test-\(getpid())"
        let weston = try Command.start(
            "/usr/bin/weston", ["--backend=headless-backend.so", "--socket=\(socket)", "--idle-time=0"],
            display: nil, environment: ["XDG_RUNTIME_DIR": runtime.path])
        defer {
            kill(weston.process.processIdentifier, SIGKILL)
            _ = try? weston.wait(timeout: 10)
        }
        let socketPath = runtime.appendingPathComponent(socket).path
        for _ in 0..<100 where !FileManager.default.fileExists(atPath: socketPath) {
            Thread.sleep(forTimeInterval: 0.05)
        }
        try #require(FileManager.default.fileExists(atPath: socketPath), "weston did not start")
        let result = try Command.run(
            bin, ["run", "--frames", "3"], display: nil, timeout: 30,
            environment: ["SDL_VIDEODRIVER": "wayland", "XDG_RUNTIME_DIR": runtime.path, "WAYLAND_DISPLAY": socket])
        #expect(!result.signaled, "killed by a signal: \(result.stderr)")
        // A fixed SDL opens the window and runs its three frames; 2.26 crashes and is caught.
        #expect(result.status == 0 || result.status == 3, "stderr: \(result.stderr)")
        if result.status == 3 {
            let ours = result.stderr.split(separator: "\n").filter { $0.hasPrefix("playground:") }
            #expect(ours.count == 1, "printed: \(result.stderr)")
            #expect(result.stderr.contains("unset SDL_VIDEODRIVER"), "\(result.stderr)")
        }
    }
}
