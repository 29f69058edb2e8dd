#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A replay file opened for reading, handed out in fixed-size chunks: the only place the
/// reader touches the file system. Nothing is mapped and nothing beyond one chunk is held.
///
/// A FIFO or a device (`/dev/stdin` from a pipe) is opened without blocking, so a FIFO nobody
/// writes to reads as empty instead of hanging the program.
final class ReplayFileInput {
    /// Bytes per read(2).
    static let chunkSize = 1 << 16

    let path: String
    /// The file's size when opened, or nil for a pipe or a device.
    let size: Int?
    private(set) var bytesRead = 0
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
        // Non-blocking only for the open: a FIFO with a writer is then read normally.
        let flags = fcntl(fd, F_GETFL)
        if flags >= 0 { _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) }
        size = type == S_IFREG ? Int(info.st_size) : nil
    }

    deinit { close() }

    /// The next bytes of the file, or nil at its end. The slice is only valid until the next call.
    func next() throws(ReplayError) -> ArraySlice<UInt8>? {
        guard fd >= 0 else { return nil }
        while true {
            let n = chunk.withUnsafeMutableBytes { Self.readBytes(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                let code = errno
                if code == EINTR { continue }
                // EAGAIN: a FIFO whose writer has not written yet reads as the end.
                if code == EAGAIN { return nil }
                throw ReplayError(
                    .unreadable, file: path, problem: "cannot read it (\(ReplayReader.errorText(code)))",
                    advice: "check the file and the disk")
            }
            if n == 0 { return nil }
            bytesRead += n
            return chunk[0..<n]
        }
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
