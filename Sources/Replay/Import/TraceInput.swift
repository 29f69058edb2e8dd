/// A touch trace opened once and read in chunks, its format told by its content, not its name:
/// a browser's pointer events are a JSON object (`{` first), anything else is getevent's text.
/// The bytes read to tell are handed out again first, so a pipe or a FIFO is read only once.
public final class TraceInput {
    public enum Format: Sendable {
        /// `adb shell getevent -lt` (or `-t`) lines.
        case getevent
        /// `{"pointer_events": 1, …}`, as docs/touch-recorder.html saves it.
        case pointerEvents
    }

    /// How far into the file its first non-blank byte is looked for; a trace that is blank for
    /// longer is read as getevent's, whose blank lines are skipped.
    static let sniffBytes = 4096

    public let path: String
    public let format: Format
    private let input: ReplayFileInput
    /// What was read to tell the format, not yet handed out.
    private var peeked: [UInt8]?

    public init(path: String) throws(TraceError) {
        self.path = path
        do {
            input = try ReplayFileInput(path: path)
        } catch {
            throw TraceError(
                file: path, line: nil, problem: error.problem,
                advice: "pass the trace file (what getevent printed, or the .json the touch recorder saved)")
        }
        var read: [UInt8] = []
        var first: UInt8?
        while first == nil, read.count < Self.sniffBytes {
            let chunk: ArraySlice<UInt8>?
            do {
                chunk = try input.next()
            } catch {
                input.close()
                throw TraceError(file: path, line: nil, problem: error.problem, advice: error.advice)
            }
            guard let chunk else { break }
            read += chunk
            first = chunk.first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
        }
        format = first == UInt8(ascii: "{") ? .pointerEvents : .getevent
        peeked = read
    }

    deinit { input.close() }

    /// Bytes read so far.
    public var bytesRead: Int { input.bytesRead }

    /// The next bytes of the file, or nil at its end; valid until the next call.
    func next() throws(TraceError) -> ArraySlice<UInt8>? {
        if let bytes = peeked {
            peeked = nil
            if !bytes.isEmpty { return bytes[...] }
        }
        do {
            return try input.next()
        } catch {
            throw TraceError(file: path, line: nil, problem: error.problem, advice: error.advice)
        }
    }

    public func close() { input.close() }
}
