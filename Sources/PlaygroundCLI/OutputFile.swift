import Foundation

/// Writes an output file without ever leaving half of one at its path: the content goes to a
/// temporary file in the same folder, which is renamed over the target once complete (rename
/// is atomic within a file system). Kept in one small place so a shared type can replace it.
enum OutputFile {
    /// Runs `write` with a temporary path beside `path`, then renames it into place.
    static func write(to path: String, _ write: (String) throws -> Void) throws {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())").path
        do {
            try write(temporary)
            guard rename(temporary, path) == 0 else {
                throw ExitFailure.badInput("cannot move the finished file into place at \(path): "
                    + "\(String(cString: strerror(errno)))")
            }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// Writes `text` as UTF-8, every byte checked.
    static func write(text: String, to path: String) throws {
        try write(to: path) { temporary in
            let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            guard fd >= 0 else {
                throw ExitFailure.badInput("cannot create \(path): \(String(cString: strerror(errno)))")
            }
            defer { close(fd) }
            let bytes = Array(text.utf8)
            var written = 0
            while written < bytes.count {
                let n = bytes[written...].withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
                guard n > 0 else {
                    let reason = String(cString: strerror(errno))
                    throw errno == ENOSPC ? ExitFailure.environment("cannot write \(path): \(reason) (the disk "
                        + "is full)")
                        : ExitFailure.badInput("cannot write \(path): \(reason)")
                }
                written += n
            }
            guard fsync(fd) == 0 || errno == EINVAL else {
                throw ExitFailure.badInput("cannot write \(path): \(String(cString: strerror(errno)))")
            }
        }
    }
}
