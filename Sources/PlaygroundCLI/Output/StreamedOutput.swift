import PlaygroundCore

/// Text for an `OutputFile` gathered in one bounded buffer and written each time it fills, so a
/// command whose output grows with its input (`scene check --all` on ten million items) holds
/// one chunk at a time, never the whole text. Every write is the output's own checked write:
/// a reader that goes away (EPIPE) or a full disk ends the command at the chunk it happened on.
struct StreamedOutput {
    /// Big enough that a write costs little per byte, small enough to be nothing next to the app.
    static let chunkBytes = 64 * 1024

    private let output: OutputFile
    private var buffer = ""

    init(_ output: OutputFile) {
        self.output = output
        buffer.reserveCapacity(Self.chunkBytes + 1024)
    }

    mutating func append(_ text: String) throws(ExitFailure) {
        buffer += text
        try flushIfFull()
    }

    /// A value as `StateValue.json` writes it, straight into the buffer.
    mutating func append(_ value: StateValue) throws(ExitFailure) {
        value.write(into: &buffer)
        try flushIfFull()
    }

    /// Writes what is buffered; call once at the end.
    mutating func flush() throws(ExitFailure) {
        guard !buffer.isEmpty else { return }
        let result = buffer.withUTF8 { bytes in
            Result { () throws(ExitFailure) in try output.write(UnsafeRawBufferPointer(bytes)) }
        }
        try result.get()
        buffer.removeAll(keepingCapacity: true)
    }

    /// Ends the command as a write would if nobody reads the output any more (see
    /// `OutputFile.checkReader`): for long stretches of work that write nothing.
    func checkReader() throws(ExitFailure) { try output.checkReader() }

    private mutating func flushIfFull() throws(ExitFailure) {
        if buffer.utf8.count >= Self.chunkBytes { try flush() }
    }
}
