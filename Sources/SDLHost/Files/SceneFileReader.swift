import Glibc
import Scenes

/// Reads a scene file's text, for `run --scene`, the scene folders and every save the window
/// sees: a regular file of at most `maxBytes`, in UTF-8, or why not (`SceneFileReadError`).
///
/// Nothing but a regular file is ever read: a FIFO put in the file's place would block the
/// window's thread on `open` or `read`, and a device could be endless. The type is checked
/// before opening and again on the opened descriptor (the path can change in between), and
/// the open never waits (`O_NONBLOCK`).
public enum SceneFileReader {
    /// Files larger than this are not scene files (the biggest example is under 1 KiB).
    public static let maxBytes = SceneDefinition.maxFileBytes

    public static func read(_ path: String) throws(SceneFileReadError) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { throw failure(errno) }
        try check(info)
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else { throw failure(errno) }
        defer { close(fd) }
        guard fstat(fd, &info) == 0 else { throw failure(errno) }
        try check(info)
        // Up to one byte more than allowed: a file that grew since `fstat` is still caught.
        var bytes = [UInt8](repeating: 0, count: maxBytes + 1)
        var count = 0
        while count < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + count, $0.count - count) }
            if n > 0 {
                count += n
            } else if n == 0 {
                break
            } else if errno != EINTR {
                throw failure(errno)
            }
        }
        guard count <= maxBytes else { throw .tooBig(bytes: Int64(count)) }
        guard let text = String(validating: bytes[..<count], as: UTF8.self) else {
            throw .notUTF8(position: firstNonUTF8(bytes[..<count]))
        }
        return text
    }

    /// `byte 0xFF at line 3, column 7`: the first byte that breaks UTF-8, so the user can find it.
    static func firstNonUTF8(_ bytes: ArraySlice<UInt8>) -> String {
        var parser = Unicode.UTF8.ForwardParser()
        var input = bytes.makeIterator()
        var offset = 0
        while case .valid(let scalar) = parser.parseScalar(from: &input) { offset += scalar.count }
        let before = bytes.prefix(offset)
        let line = before.filter { $0 == 0x0A }.count + 1
        let column = offset - (before.lastIndex(of: 0x0A).map { $0 - bytes.startIndex + 1 } ?? 0) + 1
        let byte = offset < bytes.count ? bytes[bytes.startIndex + offset] : 0
        let hex = String(byte, radix: 16, uppercase: true)
        return "byte 0x\(hex.count == 1 ? "0" : "")\(hex) at line \(line), column \(column)"
    }

    private static func check(_ info: stat) throws(SceneFileReadError) {
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            guard info.st_size <= maxBytes else { throw .tooBig(bytes: Int64(info.st_size)) }
        case S_IFDIR: throw .notRegular(kind: "a directory")
        case S_IFIFO: throw .notRegular(kind: "a FIFO")
        case S_IFSOCK: throw .notRegular(kind: "a socket")
        case S_IFCHR, S_IFBLK: throw .notRegular(kind: "a device")
        default: throw .notRegular(kind: "something else")
        }
    }

    private static func failure(_ code: Int32) -> SceneFileReadError {
        code == ENOENT || code == ENOTDIR ? .missing : .unreadable(errno: code)
    }
}
