import Foundation
import Replay

/// One-line messages on stderr, prefixed with the program's name.
///
/// Diagnostics are best effort: a closed stderr (reopened on /dev/null at start), a broken pipe
/// or a full disk never changes what the program does or its exit code, and a stderr nobody
/// reads never blocks it for long (a line waits at most `patience` for room). Every message
/// is escaped with `TerminalText`, since it may quote a file or an argument.
enum Log {
    /// Longest message printed, in bytes; longer ones are cut with an ellipsis (a line stays
    /// under PIPE_BUF, so it reaches a pipe in one piece).
    static let maxLineBytes = 2000
    /// How long a line may wait for a full stderr pipe to drain, ms.
    static let patience: Int32 = 1000

    static func info(_ message: String) { line(message) }
    static func error(_ message: String) { line(message) }
    /// A located error (`FILE:LINE:COLUMN: …`), without the program's name in front.
    static func located(_ message: String) { line(message, prefix: "") }

    private static func line(_ message: String, prefix: String = "playground: ") {
        var text = TerminalText.escaped(message)
        if text.utf8.count > maxLineBytes {
            text = String(decoding: text.utf8.prefix(maxLineBytes - 3), as: UTF8.self) + "…"
        }
        raw(prefix + text + "\n")
    }

    /// Writes `text` as is (the progress bar); errors are ignored.
    static func raw(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            var ready = pollfd(fd: STDERR_FILENO, events: Int16(POLLOUT), revents: 0)
            let polled = poll(&ready, 1, patience)
            if polled < 0 && errno == EINTR { continue }
            guard polled > 0, ready.revents & Int16(POLLOUT) != 0 else { return }
            let n = bytes.withUnsafeBytes {
                Foundation.write(STDERR_FILENO, $0.baseAddress! + offset, $0.count - offset)
            }
            if n < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            guard n > 0 else { return }
            offset += n
        }
    }
}

/// The CLI's clock (the core never reads one): CLOCK_MONOTONIC in µs.
enum MonotonicClock {
    static func micros() -> Int64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Int64(ts.tv_sec) * 1_000_000 + Int64(ts.tv_nsec) / 1000
    }
}
