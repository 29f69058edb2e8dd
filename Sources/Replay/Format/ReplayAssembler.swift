/// Splits bytes into lines, hands each to the parser and queues what it returns in `output`;
/// `ReplayReader` keeps every line, `ReplayStream` hands them out one at a time. Holds at most
/// one chunk plus one unfinished line (capped at `ReplayFormat.maxLineBytes`).
struct ReplayAssembler {
    let source: String
    var parser: ReplayParser
    var buffer: [UInt8] = []
    /// How far `buffer` has been searched for a newline.
    var scanned = 0
    var lineNumber = 0
    var sawContent = false
    /// The line number of a last line cut short by a crash.
    var cutLine: Int?
    /// Lines parsed and not yet taken by the reader.
    var output: [ReplayLine] = []
    /// For a source that is not a regular file, what an end before any byte means (a writer
    /// that sent nothing), said instead of "the file is empty".
    var endedEmpty: (problem: String, advice: String)?
    /// Frame lines in the encoder's shape skip the full parser (`FrameLineScan`); tests turn
    /// this off to hold the two paths to the same result.
    var scansFrames = true

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

    /// After the last chunk: parses a last line without its newline (or marks it cut short)
    /// and checks that there was a header.
    mutating func finish() throws(ReplayError) -> ReplayHeader {
        if !buffer.isEmpty {
            lineNumber += 1
            try line(0..<buffer.count, terminated: false)
            buffer = []
        }
        guard let header = parser.header else {
            if let cutLine {
                throw ReplayError(
                    .damaged, file: source, line: cutLine,
                    problem: "the header line is cut short, "
                        + "so the recording stopped before anything was saved",
                    advice: "nothing to replay — record the session again")
            }
            if !sawContent, let endedEmpty {
                throw ReplayError(.empty, file: source, problem: endedEmpty.problem, advice: endedEmpty.advice)
            }
            if !sawContent {
                throw ReplayError(
                    .empty, file: source, problem: "the file is empty",
                    advice: "record a session with `playground run --record FILE`")
            }
            // Unreachable: the first line with content either sets the header or throws.
            throw ReplayError(.damaged, file: source, problem: "no header line", advice: ReplayError.notReplayAdvice)
        }
        return header
    }

    func tooLong(_ line: Int) -> ReplayError {
        ReplayError(
            .damaged, file: source, line: line,
            problem: "line is longer than \(ReplayFormat.maxLineBytes / (1 << 20)) MB",
            advice: parser.header == nil ? ReplayError.notReplayAdvice : ReplayError.damagedAdvice)
    }

    private mutating func line(_ whole: Range<Int>, terminated: Bool) throws(ReplayError) {
        guard cutLine == nil else { return }
        var range = whole
        if range.count > ReplayFormat.maxLineBytes { throw tooLong(lineNumber) }
        if range.count > 0, buffer[range.upperBound - 1] == 0x0D { range = range.lowerBound..<(range.upperBound - 1) }
        if lineNumber == 1, range.count >= 3, buffer[range.lowerBound] == 0xEF, buffer[range.lowerBound + 1] == 0xBB,
            buffer[range.lowerBound + 2] == 0xBF
        {
            range = (range.lowerBound + 3)..<range.upperBound
        }
        let copy = buffer  // shares storage; keeps the access to self.buffer instantaneous
        let result = copy.withUnsafeBufferPointer { bytes in
            Result { () throws(ReplayError) -> Void in try line(bytes, range, terminated: terminated) }
        }
        try result.get()
    }

    private mutating func line(
        _ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
        terminated: Bool
    ) throws(ReplayError) {
        var blank = true
        for i in range where buffer[i] != 0x20 && buffer[i] != 0x09 {
            blank = false
            break
        }
        if blank { return }
        sawContent = true
        if let endLine = parser.endLine {
            throw ReplayError(
                .damaged, file: source, line: lineNumber,
                problem: "more text after the end line (line \(endLine))",
                advice: ReplayError.damagedAdvice)
        }
        if scansFrames, let scanned = FrameLineScan.scan(buffer, range), let frame = parser.consumeScanned(scanned) {
            output.append(frame)
            return
        }
        let advice = !parser.hasHeader ? ReplayError.notReplayAdvice : ReplayError.damagedAdvice
        switch UTF8Check.check(buffer, range) {
        case .valid: break
        case .unfinished where !terminated:
            cutLine = lineNumber
            return
        case .invalid(let at), .unfinished(let at):
            throw ReplayError(
                .damaged, file: source, line: lineNumber,
                problem: "not UTF-8 text (\(JSONParser.describe(buffer[range.lowerBound + at])) "
                    + "at column \(at + 1))",
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
            throw ReplayError(
                .damaged, file: source, line: lineNumber,
                problem: "not valid JSON (\(error.message), column \(error.column))", advice: advice)
        }
        do {
            output.append(try parser.consume(value, line: lineNumber))
        } catch {
            throw ReplayError(error.kind, file: source, line: lineNumber, problem: error.problem, advice: error.advice)
        }
    }
}
