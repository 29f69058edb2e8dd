import Foundation

/// A progress bar on stderr for long jobs (headless replays, verify, export-video, bench). It
/// draws only when stderr is a terminal, so logs, pipes and CI output never see carriage
/// returns; it redraws at most once per percent and clears its line when finished, so the
/// one-line messages that follow start on a clean line.
final class ProgressBar {
    let total: Int
    let label: String
    private let enabled: Bool
    private var lastPercent = -1
    private var drawn = false

    /// Jobs shorter than `minimumTotal` units finish before a bar would be readable.
    init(
        total: Int, label: String = "frames", minimumTotal: Int = 600,
        isTerminal: Bool = isatty(STDERR_FILENO) != 0
    ) {
        self.total = total
        self.label = label
        enabled = isTerminal && total >= minimumTotal
    }

    var isEnabled: Bool { enabled }

    func update(_ done: Int) {
        guard enabled, total > 0 else { return }
        let percent = min(100, max(0, done * 100 / total))
        guard percent != lastPercent else { return }
        lastPercent = percent
        drawn = true
        FileHandle.standardError.write(Data(Self.line(done: done, total: total, label: label).utf8))
    }

    /// Erases the bar (the caller prints its own summary line).
    func finish() {
        guard drawn else { return }
        drawn = false
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
    }

    /// `\r██████······ 40% (400/1000 frames)`.
    static func line(done: Int, total: Int, label: String, width: Int = 30) -> String {
        let percent = total > 0 ? min(100, max(0, done * 100 / total)) : 100
        let filled = percent * width / 100
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
        return "\r\(bar) \(percent)% (\(done)/\(total) \(label))"
    }
}
