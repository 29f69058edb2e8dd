/// A trace file read line by line in fixed chunks: memory stays at one chunk and one line
/// however long the file, and a line longer than `maxLineBytes` (no getevent line is near it)
/// is refused when it passes the limit, not after it has been held.
///
/// Fed chunks of any size (`read`, then `finish`), or a whole opened trace (`read(_:_:)`); each
/// line goes out as its bytes (UTF-8, checked), without its newline or a carriage return before it.
public struct TraceLines {
    /// getevent's longest line is under 100 bytes; a header's device name is the longest.
    public static let maxLineBytes = 4096

    public let path: String
    /// Lines handed out so far.
    public private(set) var lineCount = 0
    /// The start of a line that the last chunk cut.
    private var pending: [UInt8] = []

    public init(path: String) { self.path = path }

    /// Calls `body` with each line (without its newline) and its 1-based number; returns the
    /// bytes read. Text that is not UTF-8 is refused.
    public static func read(path: String, _ body: (Substring, Int) throws -> Void) throws -> Int {
        try read(try TraceInput(path: path), body)
    }

    /// The same, from a trace already opened.
    public static func read(_ input: TraceInput, _ body: (Substring, Int) throws -> Void) throws -> Int {
        try read(input) { bytes, number in try body(Substring(String(decoding: bytes, as: UTF8.self)), number) }
    }

    /// The same, each line as its bytes (valid until `body` returns).
    public static func read(_ input: TraceInput, _ body: (ArraySlice<UInt8>, Int) throws -> Void) throws -> Int {
        defer { input.close() }
        var lines = TraceLines(path: input.path)
        while let chunk = try input.next() { try lines.read(chunk, body) }
        try lines.finish(body)
        return input.bytesRead
    }

    /// Reads the trace's next bytes, calling `body` with each line they complete.
    public mutating func read(_ chunk: ArraySlice<UInt8>, _ body: (ArraySlice<UInt8>, Int) throws -> Void) throws {
        var start = chunk.startIndex
        while let newline = chunk[start...].firstIndex(of: UInt8(ascii: "\n")) {
            if pending.isEmpty {
                try check(newline - start)
                try emit(chunk[start..<newline], body)
            } else {
                pending += chunk[start..<newline]
                try check(pending.count)
                try emit(pending[...], body)
                pending.removeAll(keepingCapacity: true)
            }
            start = newline + 1
        }
        pending += chunk[start...]
        try check(pending.count)
    }

    /// The trace has ended: its last line, if it had no newline.
    public mutating func finish(_ body: (ArraySlice<UInt8>, Int) throws -> Void) throws {
        if !pending.isEmpty { try emit(pending[...], body) }
        pending = []
    }

    private mutating func emit(_ bytes: ArraySlice<UInt8>, _ body: (ArraySlice<UInt8>, Int) throws -> Void) throws {
        lineCount += 1
        var line = bytes
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        let valid = line.withUnsafeBufferPointer { UTF8Check.check($0, 0..<$0.count) == .valid }
        guard valid else {
            throw TraceError(
                file: path, line: lineCount, problem: "is not text (not UTF-8)",
                advice: "pass what `adb shell getevent -lt` printed")
        }
        try body(line, lineCount)
    }

    private func check(_ count: Int) throws {
        guard count > Self.maxLineBytes else { return }
        throw TraceError(
            file: path, line: lineCount + 1,
            problem: "line is longer than \(Self.maxLineBytes) bytes, which no getevent line is",
            advice: "pass what `adb shell getevent -lt` printed")
    }
}
