#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A replay file opened for reading, handed out in fixed-size chunks: the only place the
/// reader touches the file system. Nothing is mapped and nothing beyond one chunk is held.
///
/// A FIFO or a pipe (`/dev/stdin` from `cat rec.jsonl |`) is read as a stream: headless
/// playback reads the file once, front to back, so it needs nothing more. A FIFO is opened
/// without blocking and its writer gets a few seconds to come, so one nobody writes to is
/// refused with a line saying so instead of hanging the program or reading as an empty file.
final class ReplayFileInput {
    /// Bytes per read(2).
    static let chunkSize = 1 << 16
    /// How long a FIFO may wait for its writer's first bytes: enough for a writer started just
    /// after the player (`playground replay --headless F & cat rec.jsonl > F`).
    static let fifoWriterWait: Int32 = 5_000

    let path: String
    /// The file's size when opened, or nil for a pipe or a device.
    let size: Int?
    /// For a path that is not a regular file, what reading nothing from it means (a FIFO's
    /// writer that sent nothing is not an empty file); nil for a regular file.
    let endedEmpty: (problem: String, advice: String)?
    private(set) var bytesRead = 0
    /// A FIFO no writer has written to yet (see `firstBytesFromFIFO`).
    private var waitsForWriter = false
    private var fd: Int32
    private var chunk = [UInt8](repeating: 0, count: ReplayFileInput.chunkSize)

    init(path: String) throws(ReplayError) {
        func fail(_ kind: ReplayError.Kind, _ problem: String, _ advice: String) -> ReplayError {
            ReplayError(kind, file: path, problem: problem, advice: advice)
        }
        self.path = path
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR {
                throw fail(
                    .fileMissing, "no such file",
                    "check the path (record one with `playground run --record FILE`)")
            }
            throw fail(
                .unreadable, "cannot read it (\(ReplayReader.errorText(code)))",
                "check the path and its permissions")
        }
        let type = info.st_mode & S_IFMT
        if type == S_IFDIR {
            throw fail(.notAFile, "is a directory, not a replay file", "pass the .jsonl file inside it")
        }
        fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else {
            throw fail(.unreadable, "cannot open it (\(ReplayReader.errorText(errno)))", "check the file's permissions")
        }
        size = type == S_IFREG ? Int(info.st_size) : nil
        switch type {
        case S_IFREG: endedEmpty = nil
        case S_IFIFO:
            endedEmpty = (
                "is a FIFO or pipe whose writer sent nothing",
                "write a whole replay into it (cat rec.jsonl > FIFO), or pass the .jsonl file itself"
            )
        default: endedEmpty = ("is a device that gave nothing to read", "pass a .jsonl replay file")
        }
        // A FIFO stays non-blocking until its writer shows up (`next` waits for it); anything
        // else is read normally from here on.
        waitsForWriter = type == S_IFIFO
        if !waitsForWriter { blocking() }
    }

    deinit { close() }

    /// The next bytes of the file, or nil at its end. The slice is only valid until the next call.
    func next() throws(ReplayError) -> ArraySlice<UInt8>? {
        guard fd >= 0 else { return nil }
        if waitsForWriter { return try firstBytesFromFIFO() }
        while true {
            let n = chunk.withUnsafeMutableBytes { Self.readBytes(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                let code = errno
                if code == EINTR { continue }
                throw readError(code)
            }
            if n == 0 { return nil }
            bytesRead += n
            return chunk[0..<n]
        }
    }

    /// A FIFO's first bytes. Opened without blocking, it reads 0 bytes while no program holds it
    /// open for writing (which a plain read takes for the end) and fails with EAGAIN once one does
    /// but has not written yet. So: no writer is waited for up to `fifoWriterWait`; a writer that
    /// is there, however slow, is waited for as a blocking read waits; a writer that came and
    /// left without a byte (the poll says it hung up) is the end.
    private func firstBytesFromFIFO() throws(ReplayError) -> ArraySlice<UInt8>? {
        var waited: Int32 = 0
        var hungUp = false
        while true {
            let n = chunk.withUnsafeMutableBytes { Self.readBytes(fd, $0.baseAddress, $0.count) }
            if n > 0 || (n < 0 && errno == EAGAIN) {
                waitsForWriter = false
                blocking()
                guard n > 0 else { return try next() }
                bytesRead += n
                return chunk[0..<n]
            }
            if n < 0 {
                let code = errno
                if code == EINTR { continue }
                throw readError(code)
            }
            guard !hungUp else {
                waitsForWriter = false
                return nil
            }
            guard waited < Self.fifoWriterWait else {
                throw ReplayError(
                    .unreadable, file: path,
                    problem: "is a FIFO, and nothing wrote to it within \(Self.fifoWriterWait / 1000) s",
                    advice: "start the program that writes the replay into it (cat rec.jsonl > FIFO), "
                        + "or pass the .jsonl file itself")
            }
            var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            if poll(&ready, 1, 100) > 0, ready.revents & Int16(POLLHUP) != 0 { hungUp = true }
            waited += 100
        }
    }

    private func blocking() {
        let flags = fcntl(fd, F_GETFL)
        if flags >= 0 { _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) }
    }

    private func readError(_ code: Int32) -> ReplayError {
        ReplayError(
            .unreadable, file: path, problem: "cannot read it (\(ReplayReader.errorText(code)))",
            advice: "check the file and the disk")
    }

    func close() {
        if fd >= 0 { _ = Self.closeFile(fd) }
        fd = -1
    }

    private static func readBytes(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(fd, buffer, count)
        #else
            Darwin.read(fd, buffer, count)
        #endif
    }

    private static func closeFile(_ fd: Int32) -> Int32 {
        #if canImport(Glibc)
            Glibc.close(fd)
        #else
            Darwin.close(fd)
        #endif
    }
}
