import Lab

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads and validates a replay file into a `Replay`, or throws one `ReplayError` naming the
/// first problem and its line.
///
/// Reading streams the file in chunks and never holds more than one line beyond the parsed
/// frames, so time is linear in the file's size and a huge line fails fast instead of
/// exhausting memory. A last line without its newline that stops mid-value is what a crash
/// leaves behind: it is dropped and the replay is marked cut short.
///
/// A `Replay` holds every frame (window playback steps back and forth through them). Whatever
/// only walks the file once, such as headless playback and verification, uses `stream(path:)`
/// instead, whose memory does not grow with the file.
public struct ReplayReader: Sendable {
    /// Demo ids a header may name; nil accepts any (for tools that only inspect files).
    public var knownDemoIDs: [String]?

    public init(knownDemoIDs: [String]? = PlaygroundApp.demoIDs) {
        self.knownDemoIDs = knownDemoIDs
    }

    /// Reads the file at `path` (as given, also used in messages).
    public func read(path: String) throws(ReplayError) -> Replay {
        let input = try ReplayFileInput(path: path)
        var assembler = ReplayAssembler(source: path, parser: ReplayParser(knownDemoIDs: knownDemoIDs))
        assembler.endedEmpty = input.endedEmpty
        var collector = Collector()
        while let chunk = try input.next() {
            try assembler.feed(chunk)
            collector.take(&assembler.output)
        }
        return try collector.finish(&assembler)
    }

    /// Opens the file at `path` for one pass, line by line, in bounded memory (see `ReplayStream`).
    public func stream(path: String) throws(ReplayError) -> ReplayStream {
        try ReplayStream(path: path, knownDemoIDs: knownDemoIDs)
    }

    /// Parses a replay held in memory; `source` names it in messages.
    public func parse(_ bytes: some Collection<UInt8>, source: String) throws(ReplayError) -> Replay {
        var assembler = ReplayAssembler(source: source, parser: ReplayParser(knownDemoIDs: knownDemoIDs))
        var collector = Collector()
        try assembler.feed(Array(bytes)[...])
        collector.take(&assembler.output)
        return try collector.finish(&assembler)
    }

    /// Parses a replay held in a string.
    public func parse(_ text: String, source: String) throws(ReplayError) -> Replay {
        try parse(Array(text.utf8), source: source)
    }

    static func errorText(_ code: Int32) -> String { String(cString: strerror(code)) }

    /// Keeps every line the assembler parsed, for a `Replay`.
    private struct Collector {
        var frames: [ReplayFrame] = []
        var checkpoints: [ReplayCheckpoint] = []

        mutating func take(_ lines: inout [ReplayLine]) {
            for line in lines {
                switch line {
                case .header, .end: break  // the parser keeps both
                case .frame(let f): frames.append(f)
                case .checkpoint(let c): checkpoints.append(c)
                }
            }
            lines.removeAll(keepingCapacity: true)
        }

        mutating func finish(_ assembler: inout ReplayAssembler) throws(ReplayError) -> Replay {
            let header = try assembler.finish()
            take(&assembler.output)
            let end = assembler.parser.end
            return Replay(
                source: assembler.source, header: header, frames: frames, checkpoints: checkpoints, end: end,
                truncatedAfterFrame: end == nil ? assembler.parser.lastFrame?.index : nil)
        }
    }
}
