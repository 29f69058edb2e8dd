#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Playground

/// Reads and validates a replay file into a `Replay`, or throws one `ReplayError` naming the
/// first problem and its line.
///
/// Reading streams the file in chunks and never holds more than one line beyond the parsed
/// frames, so time is linear in the file's size and a huge line fails fast instead of
/// exhausting memory. A last line without its newline that stops mid-value is what a crash
/// leaves behind: it is dropped and the replay is marked cut short.
public struct ReplayReader: Sendable {
    /// Demo ids a header may name; nil accepts any (for tools that only inspect files).
    public var knownDemoIDs: [String]?

    public init(knownDemoIDs: [String]? = PlaygroundApp.demoIDs) {
        self.knownDemoIDs = knownDemoIDs
    }

    /// Reads the file at `path` (as given, also used in messages).
    public func read(path: String) throws(ReplayError) -> Replay {
        func fail(_ kind: ReplayError.Kind, _ problem: String, _ advice: String) -> ReplayError {
            ReplayError(kind, file: path, problem: problem, advice: advice)
        }
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR {
                throw fail(.fileMissing, "no such file", "check the path (record one with `playground run --record FILE`)")
            }
            throw fail(.unreadable, "cannot read it (\(Self.errorText(code)))", "check the path and its permissions")
        }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            throw fail(.notAFile, "is a directory, not a replay file", "pass the .jsonl file inside it")
        }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            throw fail(.unreadable, "cannot open it (\(Self.errorText(errno)))", "check the file's permissions")
        }
        defer { close(fd) }
        var assembler = Assembler(source: path, parser: ReplayParser(knownDemoIDs: knownDemoIDs))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Self.readBytes(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw fail(.unreadable, "cannot read it (\(Self.errorText(errno)))", "check the file and the disk")
            }
            if n == 0 { break }
            try assembler.feed(chunk[0..<n])
        }
        return try assembler.finish()
    }

    /// Parses a replay held in memory; `source` names it in messages.
    public func parse(_ bytes: some Collection<UInt8>, source: String) throws(ReplayError) -> Replay {
        var assembler = Assembler(source: source, parser: ReplayParser(knownDemoIDs: knownDemoIDs))
        try assembler.feed(Array(bytes)[...])
        return try assembler.finish()
    }

    /// Parses a replay held in a string.
    public func parse(_ text: String, source: String) throws(ReplayError) -> Replay {
        try parse(Array(text.utf8), source: source)
    }

    private static func readBytes(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(fd, buffer, count)
        #else
        Darwin.read(fd, buffer, count)
        #endif
    }

    static func errorText(_ code: Int32) -> String { String(cString: strerror(code)) }

    /// Splits bytes into lines and hands each to the parser.
    struct Assembler {
        let source: String
        var parser: ReplayParser
        var buffer: [UInt8] = []
        /// How far `buffer` has been searched for a newline.
        var scanned = 0
        var lineNumber = 0
        var sawContent = false
        /// The line number of a last line cut short by a crash.
        var cutLine: Int?

        init(source: String, parser: ReplayParser) {
            self.source = source
            self.parser = parser
        }

        mutating func feed(_ chunk: ArraySlice<UInt8>) throws(ReplayError) {
            buffer.append(contentsOf: chunk)
            var start = 0
            while let newline = buffer[scanned...].firstIndex(of: 0x0A) {
                lineNumber += 1
                try line(start..<newline, terminated: true)
                start = newline + 1
                scanned = start
            }
            scanned = buffer.count
            if start > 0 {
                buffer.removeSubrange(0..<start)
                scanned -= start
            }
            if buffer.count > ReplayFormat.maxLineBytes {
                throw tooLong(lineNumber + 1)
            }
        }

        mutating func finish() throws(ReplayError) -> Replay {
            if !buffer.isEmpty {
                lineNumber += 1
                try line(0..<buffer.count, terminated: false)
                buffer = []
            }
            guard let header = parser.header else {
                if let cutLine {
                    throw ReplayError(.damaged, file: source, line: cutLine,
                                      problem: "the header line is cut short, so the recording stopped before anything was saved",
                                      advice: "nothing to replay — record the session again")
                }
                if !sawContent {
                    throw ReplayError(.empty, file: source, problem: "the file is empty",
                                      advice: "record a session with `playground run --record FILE`")
                }
                // Unreachable: the first line with content either sets the header or throws.
                throw ReplayError(.damaged, file: source, problem: "no header line", advice: ReplayError.notReplayAdvice)
            }
            return Replay(source: source, header: header, frames: parser.frames, checkpoints: parser.checkpoints,
                          end: parser.end, truncatedAfterFrame: parser.end == nil ? parser.frames.last?.frame.index : nil)
        }

        func tooLong(_ line: Int) -> ReplayError {
            ReplayError(.damaged, file: source, line: line,
                        problem: "line is longer than \(ReplayFormat.maxLineBytes / (1 << 20)) MB",
                        advice: parser.header == nil ? ReplayError.notReplayAdvice : ReplayError.damagedAdvice)
        }

        private mutating func line(_ whole: Range<Int>, terminated: Bool) throws(ReplayError) {
            guard cutLine == nil else { return }
            var range = whole
            if range.count > ReplayFormat.maxLineBytes { throw tooLong(lineNumber) }
            if range.count > 0, buffer[range.upperBound - 1] == 0x0D { range = range.lowerBound..<(range.upperBound - 1) }
            if lineNumber == 1, range.count >= 3, buffer[range.lowerBound] == 0xEF, buffer[range.lowerBound + 1] == 0xBB,
               buffer[range.lowerBound + 2] == 0xBF {
                range = (range.lowerBound + 3)..<range.upperBound
            }
            let copy = buffer   // shares storage; keeps the access to self.buffer instantaneous
            let result = copy.withUnsafeBufferPointer { bytes in
                Result { () throws(ReplayError) -> Void in try line(bytes, range, terminated: terminated) }
            }
            try result.get()
        }

        private mutating func line(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
                                   terminated: Bool) throws(ReplayError) {
            var blank = true
            for i in range where buffer[i] != 0x20 && buffer[i] != 0x09 {
                blank = false
                break
            }
            if blank { return }
            sawContent = true
            if let end = parser.end {
                throw ReplayError(.damaged, file: source, line: lineNumber,
                                  problem: "more text after the end line (line \(end.line))", advice: ReplayError.damagedAdvice)
            }
            let advice = parser.header == nil ? ReplayError.notReplayAdvice : ReplayError.damagedAdvice
            switch UTF8Check.check(buffer, range) {
            case .valid: break
            case .unfinished where !terminated:
                cutLine = lineNumber
                return
            case .invalid(let at), .unfinished(let at):
                throw ReplayError(.damaged, file: source, line: lineNumber,
                                  problem: "not UTF-8 text (\(JSONParser.describe(buffer[range.lowerBound + at])) at column \(at + 1))",
                                  advice: advice)
            }
            let value: JSONValue
            do {
                value = try JSONParser.parse(buffer, range)
            } catch {
                if error.endedEarly && !terminated {
                    cutLine = lineNumber
                    return
                }
                throw ReplayError(.damaged, file: source, line: lineNumber,
                                  problem: "not valid JSON (\(error.message), column \(error.column))", advice: advice)
            }
            do {
                try parser.consume(value, line: lineNumber)
            } catch {
                throw ReplayError(error.kind, file: source, line: lineNumber, problem: error.problem, advice: error.advice)
            }
        }
    }
}
