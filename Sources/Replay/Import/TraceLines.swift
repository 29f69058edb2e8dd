/// A trace file read line by line in fixed chunks: memory stays at one chunk and one line
/// however long the file, and a line longer than `maxLineBytes` (no getevent line is near it)
/// is refused when it passes the limit, not after it has been held.
public enum TraceLines {
    /// getevent's longest line is under 100 bytes; a header's device name is the longest.
    public static let maxLineBytes = 4096

    /// Calls `body` with each line (without its newline) and its 1-based number; returns the
    /// bytes read. Text that is not UTF-8 is refused.
    public static func read(path: String, _ body: (Substring, Int) throws -> Void) throws -> Int {
        try read(try TraceInput(path: path), body)
    }

    /// The same, from a trace already opened.
    public static func read(_ input: TraceInput, _ body: (Substring, Int) throws -> Void) throws -> Int {
        let path = input.path
        defer { input.close() }
        var pending: [UInt8] = []
        var number = 0
        func emit(_ bytes: ArraySlice<UInt8>) throws {
            number += 1
            var line = bytes
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            guard let text = String(validating: line, as: UTF8.self) else {
                throw TraceError(
                    file: path, line: number, problem: "is not text (not UTF-8)",
                    advice: "pass what `adb shell getevent -lt` printed")
            }
            try body(Substring(text), number)
        }
        while let chunk = try input.next() {
            var start = chunk.startIndex
            while let newline = chunk[start...].firstIndex(of: UInt8(ascii: "\n")) {
                if pending.isEmpty {
                    try check(newline - start, path: path, line: number + 1)
                    try emit(chunk[start..<newline])
                } else {
                    pending += chunk[start..<newline]
                    try check(pending.count, path: path, line: number + 1)
                    try emit(pending[...])
                    pending.removeAll(keepingCapacity: true)
                }
                start = newline + 1
            }
            pending += chunk[start...]
            try check(pending.count, path: path, line: number + 1)
        }
        if !pending.isEmpty { try emit(pending[...]) }
        return input.bytesRead
    }

    private static func check(_ count: Int, path: String, line: Int) throws {
        guard count > maxLineBytes else { return }
        throw TraceError(
            file: path, line: line, problem: "line is longer than \(maxLineBytes) bytes, which no getevent line is",
            advice: "pass what `adb shell getevent -lt` printed")
    }
}
