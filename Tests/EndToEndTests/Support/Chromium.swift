import Foundation
import Testing

/// The browser the CSS exports are scrolled in: Debian's `chromium` (scripts/install-deps.sh
/// installs it), found on PATH.
enum Chromium {
    static var path: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in ["chromium", "chromium-browser"] {
            for dir in path.split(separator: ":") {
                let candidate = "\(dir)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }

    /// Runs one of the scripts that drive it (scripts/chromium-*.py) on `request` and returns what
    /// it printed. Cancels the test, saying why, when Chromium is installed but cannot start.
    static func runScript(_ name: String, request: URL, timeout: Double) throws -> String {
        let script = WindowEndToEndTests.root.appendingPathComponent("scripts/\(name)").path
        let run = try Command.run("python3", [script, request.path], display: nil, timeout: timeout)
        if run.status == 3 {
            let why = run.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
            try Test.cancel("chromium is installed but cannot start headless here: \(why)")
        }
        try #require(run.status == 0, "\(name): \(run.stderr)")
        return run.stdout
    }
}
