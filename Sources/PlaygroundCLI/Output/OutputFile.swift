import Foundation
import PlaygroundCore

/// Every file the command line produces, other than a recording (`ReplayWriter` creates those
/// exclusively), goes through this type, so a crash never leaves half a file under the name
/// the user gave, and no write error goes unnoticed.
///
///     try OutputFile.validate(path, flag: "--png")          // before any work: exit 2 if hopeless
///     try OutputFile.write(bytes, to: path, flag: "--png")  // one call: open, write, commit
///
///     let out = try OutputFile(path: path, flag: "--junit") // or step by step
///     try out.write("<testsuite …>")                        // checked; nothing visible yet
///     try out.commit()                                      // now it is in place
///
///     try OutputFile.standardOutput.write(csv)              // stdout, with the same checks
///
/// - A target that does not exist, or is a regular file, is written to a new hidden file in
///   the same folder (`.NAME-XXXXXXXX.EXT`, created with O_EXCL) that `commit()` fsyncs and
///   renames over the target: readers see the old file or the whole new one, never a part.
///   A symbolic link is never written through: the new file replaces the link, and the file
///   it named is left as it was (except /dev/stdout and /dev/fd/N, written in place).
///   `discard()`, or releasing the value uncommitted, removes the hidden file.
/// - A target that exists and is not a regular file (a device such as /dev/full or
///   /dev/stdout, a FIFO, a terminal) is never replaced: it is opened and written directly.
///   A FIFO with no reader is an error rather than a hang.
/// - A program that writes the file itself (ffmpeg) is given `writePath` and writes there;
///   `commit()` then moves it into place as above. (Give it the format explicitly: the hidden
///   name keeps the target's extension, but a device path has none.)
/// - Every write is checked. ENOSPC, EDQUOT, EIO, EPIPE, EFBIG and the like throw
///   `ExitFailure.environment` (exit 3) with one line naming the flag, the path and the errno
///   text; a directory, a missing or unwritable folder or a dangling link is
///   `ExitFailure.badInput` (exit 2), found by `validate` before any work starts.
final class OutputFile {
    /// The target as the user gave it, for messages.
    let path: String
    /// How the user named it in messages, e.g. "--png"; "standard output" for stdout.
    let flag: String
    /// Where the bytes go now: the hidden sibling, or the target itself when written directly.
    let writePath: String
    /// True for a device, FIFO or stdout: written in place, never renamed.
    let isDirect: Bool
    /// The path `commit()` renames the hidden sibling onto.
    private let finalPath: String
    private var fd: Int32
    private let ownsDescriptor: Bool
    private var state = State.open
    /// The hidden file's slot in `TerminationSignals`, which removes it if a signal ends the program.
    private var signalSlot: Int?

    private enum State { case open, committed, discarded }

    /// Opens the output. Nothing appears under the target's name before `commit()`.
    /// - Parameter editsInput: the output is meant to replace one of the command's inputs (Save
    ///   to scene rewrites the scene file it read, keeping the old text beside it); any other
    ///   output that names an input is refused (`InputFiles`).
    init(path: String, flag: String, editsInput: Bool = false) throws(ExitFailure) {
        self.path = path
        self.flag = flag
        ownsDescriptor = true
        switch try Self.target(path, flag: flag, editsInput: editsInput) {
        case .direct:
            // Non-blocking only for the open, so a FIFO without a reader fails instead of hanging.
            let opened = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
            guard opened >= 0 else {
                let code = errno
                if code == ENXIO {
                    throw .environment("\(flag) \(path): no program is reading this FIFO; start the reader first")
                }
                throw Self.openFailure(flag: flag, path: path, code: code)
            }
            let flags = fcntl(opened, F_GETFL)
            if flags >= 0 { _ = fcntl(opened, F_SETFL, flags & ~O_NONBLOCK) }
            (fd, writePath, finalPath, isDirect) = (opened, path, path, true)
        case .replace(let target):
            let (opened, hidden) = try Self.createSibling(of: target, flag: flag, path: path)
            do {
                try Self.keepAttributes(of: target, on: opened, flag: flag, path: path)
            } catch {
                close(opened)
                unlink(hidden)
                throw error
            }
            (fd, writePath, finalPath, isDirect) = (opened, hidden, target, false)
            signalSlot = TerminationSignals.track(hidden)
        }
    }

    private init(standardOutput: ()) {
        (path, flag, writePath, finalPath) = ("/dev/stdout", "standard output", "/dev/stdout", "/dev/stdout")
        (fd, ownsDescriptor, isDirect) = (STDOUT_FILENO, false, true)
    }

    /// Descriptor 1 with checked writes. Never closed; `commit()` is not needed.
    static var standardOutput: OutputFile { OutputFile(standardOutput: ()) }

    deinit { discard() }

    // MARK: - Writing

    /// Text to standard output is escaped as a whole, line feeds apart: stdout is a terminal as
    /// often as a file, and it quotes titles, labels, file names and recording fields, so nothing
    /// printed there may drive the terminal or reorder what is read, as on stderr
    /// (docs/reliability.md §4). The program's own text has no such characters to escape.
    func write(_ text: String) throws(ExitFailure) {
        try write(Array((ownsDescriptor ? text : UnsafeScalars.escaped(text, keepingLineFeeds: true)).utf8))
    }

    func write(_ bytes: [UInt8]) throws(ExitFailure) {
        let result = bytes.withUnsafeBytes { buffer in Result { () throws(ExitFailure) in try write(buffer) } }
        try result.get()
    }

    /// Writes every byte or throws: partial writes continue, EINTR and EAGAIN retry.
    func write(_ buffer: UnsafeRawBufferPointer) throws(ExitFailure) {
        guard state == .open else { preconditionFailure("\(flag) \(path): written after commit or discard") }
        if !ownsDescriptor && ProcessSetup.standardOutputWasClosed {
            throw .environment(
                "standard output is closed, so the output would be lost; "
                    + "redirect it to a file or a pipe")
        }
        if !ownsDescriptor { try InputFiles.refuseInput(at: "/dev/stdout", flag: "standard output") }
        var offset = 0
        while offset < buffer.count {
            let n = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            if n > 0 {
                offset += n
                continue
            }
            let code = n < 0 ? errno : ENOSPC  // only a full device accepts nothing without an error
            if code == EINTR { continue }
            if code == EAGAIN {  // a non-blocking stdout a parent left us: wait for room
                var ready = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                _ = poll(&ready, 1, -1)
                continue
            }
            throw fail(code, "cannot write")
        }
    }

    /// Throws what a write would when the pipe or FIFO being written has lost its reader, without
    /// writing: a command that computes a long while before its next write (a table's column
    /// widths) stops as soon as `| head` is done with it rather than at that write.
    func checkReader() throws(ExitFailure) {
        guard state == .open else { return }
        var ready = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
        // POLLERR on a pipe's write end means no reader is left (pipe(7)); a file never has it.
        if poll(&ready, 1, 0) > 0, ready.revents & Int16(POLLERR) != 0 { throw fail(EPIPE, "cannot write") }
    }

    // MARK: - Finishing

    /// Makes the output visible under its name: fsync and rename for a file (then the folder
    /// is synced too), close for a device or FIFO. Throws (and cleans up) when that fails.
    func commit() throws(ExitFailure) {
        guard state == .open else { return }
        guard ownsDescriptor else {
            state = .committed
            return
        }
        if !isDirect {
            while fsync(fd) != 0 {
                let code = errno
                if code == EINTR { continue }
                if code == EINVAL || code == EROFS { break }  // cannot be synced: fine
                throw fail(code, "cannot flush")
            }
        }
        let closed = close(fd)
        let closeError = errno
        fd = -1
        if closed != 0 && closeError != EINTR { throw fail(closeError, "cannot finish") }
        if !isDirect {
            guard rename(writePath, finalPath) == 0 else {
                throw fail(errno, "cannot move the finished file into place")
            }
            Self.syncFolder(of: finalPath)
        }
        TerminationSignals.untrack(signalSlot)
        state = .committed
    }

    /// Abandons the output: the hidden file is removed, the target stays as it was.
    func discard() {
        guard state == .open else { return }
        state = .discarded
        if ownsDescriptor, fd >= 0 { close(fd) }
        fd = -1
        if !isDirect { unlink(writePath) }
        TerminationSignals.untrack(signalSlot)
    }

    /// Opens, writes `bytes` and commits.
    static func write(_ bytes: [UInt8], to path: String, flag: String) throws(ExitFailure) {
        let out = try OutputFile(path: path, flag: flag)
        try out.write(bytes)
        try out.commit()
    }

    /// Discards (for a file) and describes `code` as one line: exit 3, the system refused.
    private func fail(_ code: Int32, _ what: String) -> ExitFailure {
        discard()
        let text = String(cString: strerror(code))
        let place = ownsDescriptor ? "\(flag) \(path)" : "standard output"
        let advice: String =
            switch code {
            case ENOSPC, EDQUOT: "free some space or write elsewhere"
            case EPIPE: "the program reading it stopped early"
            case EFBIG: "the file would be larger than this system allows"
            case EIO: "check the disk or the device"
            default: "check where the output goes"
            }
        return .environment("\(place): \(what) (\(text)); \(advice)")
    }
}
