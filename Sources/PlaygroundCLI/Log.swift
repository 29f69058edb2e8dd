import Foundation

/// One-line messages on stderr, prefixed with the program's name.
enum Log {
    static func info(_ message: String) { write("playground: \(message)\n") }
    static func error(_ message: String) { write("playground: \(message)\n") }

    private static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
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
