import Lab

/// A replay file read once, front to back, one validated line at a time: what headless
/// playback and verification use, so their memory stays flat however long the recording is.
///
/// It holds one 64 KiB chunk of the file, at most one unfinished line (capped at
/// `ReplayFormat.maxLineBytes`, 1 MiB) and the lines parsed from the current chunk; nothing is
/// mapped and no line is kept after `next()` hands it out. The header is read when the stream
/// opens, so a file that is not a replay fails before any work starts. A damaged line later in
/// the file throws from `next()` when the stream reaches it.
public final class ReplayStream {
    public let source: String
    public let header: ReplayHeader
    private let input: ReplayFileInput?
    private var assembler: ReplayAssembler
    private var position = 0
    private var finished = false
    /// Frame lines handed out so far.
    public private(set) var framesRead = 0

    init(path: String, knownDemoIDs: [String]?) throws(ReplayError) {
        let input = try ReplayFileInput(path: path)
        self.input = input
        source = path
        var assembler = ReplayAssembler(source: path, parser: ReplayParser(knownDemoIDs: knownDemoIDs))
        assembler.endedEmpty = input.endedEmpty
        var header: ReplayHeader?
        while header == nil {
            guard let chunk = try input.next() else {
                header = try assembler.finish()
                finished = true
                break
            }
            try assembler.feed(chunk)
            header = assembler.parser.header
        }
        // The header is always the first line parsed; the lines after it wait in the queue.
        if case .header? = assembler.output.first { position = 1 }
        self.assembler = assembler
        self.header = header!
    }

    /// A stream over bytes already in memory (tests, tools).
    public init(
        bytes: some Collection<UInt8>, source: String,
        knownDemoIDs: [String]? = PlaygroundApp.demoIDs
    ) throws(ReplayError) {
        input = nil
        self.source = source
        var assembler = ReplayAssembler(source: source, parser: ReplayParser(knownDemoIDs: knownDemoIDs))
        try assembler.feed(Array(bytes)[...])
        header = try assembler.finish()
        finished = true
        if case .header? = assembler.output.first { position = 1 }
        self.assembler = assembler
    }

    /// The next frame, checkpoint or end line, or nil after the last line.
    public func next() throws(ReplayError) -> ReplayLine? {
        while position >= assembler.output.count {
            guard !finished else { return nil }
            assembler.output.removeAll(keepingCapacity: true)
            position = 0
            if let chunk = try input?.next() {
                try assembler.feed(chunk)
            } else {
                _ = try assembler.finish()
                finished = true
            }
        }
        let line = assembler.output[position]
        position += 1
        if case .frame = line { framesRead += 1 }
        return line
    }

    /// True once `next()` has returned nil.
    public var isAtEnd: Bool { finished && position >= assembler.output.count }

    /// The end line, once the stream has reached it.
    public var end: ReplayCheckpoint? { assembler.parser.end }

    /// At the end of the stream: the index of the last frame of a file cut short (no end line).
    public var truncatedAfterFrame: Int? { end == nil ? assembler.parser.lastFrame?.index : nil }

    /// At the end of the stream: what to tell the user about a file cut short, as `Replay.notice`.
    public var notice: String? {
        guard isAtEnd, end == nil else { return nil }
        return Replay(source: source, header: header, truncatedAfterFrame: truncatedAfterFrame).notice
    }

    /// Bytes of the file read so far and its size (nil for a pipe): progress without counting frames first.
    public var bytesRead: Int { input?.bytesRead ?? 0 }
    public var byteCount: Int? { input?.size }
}
