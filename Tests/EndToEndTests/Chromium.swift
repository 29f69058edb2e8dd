import Foundation

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
}
