import Foundation

/// A file output written beside its target under a temporary name and renamed into place only
/// when complete (DESIGN.md: outputs are never clobbered, a failed run leaves the old file).
/// The studio commands (verify --junit, export-video, curves --png/--csv) each write through
/// one private function that uses this, so a shared output type can replace it in one place.
struct StagedFile {
    let target: String
    /// Same folder as the target, so the final rename is atomic (same file system).
    let temporary: String

    init(target: String) {
        self.target = target
        let url = URL(fileURLWithPath: target)
        let name = url.lastPathComponent
        let ext = url.pathExtension
        // The extension stays last: tools that pick a format from the name (SDL_image, ffmpeg) still can.
        temporary =
            url.deletingLastPathComponent().appendingPathComponent(
                ".\(name).\(getpid()).partial" + (ext.isEmpty ? "" : ".\(ext)")
            ).path
    }

    /// Moves the finished temporary file over the target.
    func commit() throws {
        guard rename(temporary, target) == 0 else {
            let reason = String(cString: strerror(errno))
            discard()
            throw ExitFailure(code: 3, message: "cannot move the finished file into place at \(target) (\(reason))")
        }
    }

    /// Removes the temporary file (after a failure); the target is untouched.
    func discard() { unlink(temporary) }

    /// Writes `data` completely (checked write and fsync), then renames it into place.
    static func write(_ data: Data, to path: String) throws {
        let staged = StagedFile(target: path)
        let fd = open(staged.temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw ExitFailure.badInput(
                "cannot create \(staged.temporary) (\(String(cString: strerror(errno)))); "
                    + "choose a folder you can write to")
        }
        var failure: Int32 = 0
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += n
            }
        }
        if failure == 0, fsync(fd) != 0 { failure = errno }
        if close(fd) != 0, failure == 0 { failure = errno }
        guard failure == 0 else {
            staged.discard()
            throw ExitFailure(
                code: 3,
                message: "cannot write \(path) (\(String(cString: strerror(failure)))); "
                    + "free some space or choose another folder")
        }
        try staged.commit()
    }
}
