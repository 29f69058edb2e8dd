import Foundation
import Lab
import PlaygroundCore

/// Records a session to a replay file as it happens.
///
/// Per frame the host calls `append(frame:inputs:)` *before* stepping the app with the same
/// frame and inputs (so a crash inside `step` still leaves the frame that caused it on disk),
/// then `checkpointIfDue(app:)` after stepping; `record(_:frame:inputs:)` does both around
/// the step. `finish(app:)` writes the end line.
///
/// Crash safety: every line goes to the kernel in one write(2) the moment it is complete, with
/// no buffering in this process, so after kill -9 the file holds every line written and, at
/// worst, part of the next one (which the reader drops with a notice). Lines reach the page
/// cache, not necessarily the disk: that survives a killed process but not a power cut, so
/// `finish` calls fsync(2) and only returns once the finished file is on the disk. (A writer
/// made with `batchesLines`, the import's, writes 64 KB of whole lines at a time instead.)
///
/// Never clobbers: the file is created with O_CREAT | O_EXCL | O_NOFOLLOW, so an existing
/// file or a symbolic link at the path is refused (`.exists`) and nothing is written.
///
/// Write errors: when the system refuses a line (a full disk, an I/O error, a file-size
/// limit) the file is cut back to the last complete line and closed, and the write throws
/// `.writeFailed`; the file then replays up to its last frame, with the cut-short notice.
///
/// Every line is checked by the same parser the reader uses before it is written, so the
/// recorder can never produce a file the reader refuses; something the format cannot hold
/// (a NaN coordinate, a time going backwards) throws `.cannotRecord` instead.
public final class ReplayWriter {
    public let path: String
    public let header: ReplayHeader
    /// Frame lines written so far.
    public private(set) var framesWritten = 0
    public private(set) var isFinished = false
    private var fd: Int32
    private var parser = ReplayParser(knownDemoIDs: nil)
    private var lineNumber = 0
    private var checkpointDue = false
    /// Bytes of complete lines in the file: where a failed write cuts it back to.
    private var bytesCommitted = 0
    /// Whether lines are gathered and written `batchBytes` at a time rather than each as it is
    /// complete (`init`'s `batchesLines`).
    private let batchesLines: Bool
    private var pending: [UInt8] = []
    static let batchBytes = 1 << 16

    /// Creates the file (never an existing one) and writes the header. A missing folder is
    /// refused, as every other output refuses one (a typo in a path should not grow a tree of
    /// folders); `createFolder` is for the program's own folder (Ctrl+R's, under
    /// `$XDG_DATA_HOME`), which it creates when it is not there yet.
    ///
    /// `batchesLines` trades the line-at-a-time crash safety for speed, for a recording made
    /// from a file that is still there to make it again (`playground import`): lines go to the
    /// kernel 64 KB at a time, so a killed process loses at most the last 64 KB (the file then
    /// reads as cut short, as any interrupted recording does). `finish` writes the rest first.
    public init(
        path: String, header: ReplayHeader, createFolder: Bool = false, batchesLines: Bool = false
    ) throws(ReplayError) {
        self.path = path
        self.header = header
        self.batchesLines = batchesLines
        if createFolder {
            let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
            do {
                try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
            } catch {
                throw ReplayError(
                    .cannotWrite, file: path, problem: "cannot create its folder \(parent)",
                    advice: "choose a location you can write to")
            }
        }
        fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw Self.creationError(path: path, code: errno) }
        do {
            try write(ReplayLineEncoder.header(header), what: "the header")
        } catch {
            // The file is ours (created exclusively) and holds nothing replayable: remove it, and
            // say so rather than the usual "the lines before it are kept".
            unlink(path)
            var removed = error
            removed.advice =
                (error.kind == .writeFailed ? "free some space or record elsewhere" : "please report this")
                + "; nothing was recorded, and the file was removed"
            throw removed
        }
    }

    /// A header for a session started with `settings` on this build, stamped with `created`.
    public convenience init(
        path: String, settings: SessionSettings, created: Date = Date(), createFolder: Bool = false
    ) throws(ReplayError) {
        let formatter = ISO8601DateFormatter()
        try self.init(
            path: path, header: ReplayHeader(session: settings, created: formatter.string(from: created)),
            createFolder: createFolder)
    }

    deinit { close() }

    /// Writes one frame line: the frame and exactly the inputs the app is about to step with.
    public func append(frame: Frame, inputs: [TimedInput]) throws(ReplayError) {
        try write(ReplayLineEncoder.frame(frame, inputs: inputs), what: "frame \(frame.index)")
        framesWritten += 1
        checkpointDue = frame.index > 0 && frame.index % ReplayFormat.checkpointInterval == 0
    }

    /// After stepping the frame just appended: writes its checkpoint when its index is a
    /// positive multiple of 60. `snapshot` is only called then.
    public func checkpointIfDue(_ snapshot: () -> (demo: String, digest: StateDigest, state: StateValue))
        throws(ReplayError)
    {
        guard checkpointDue, let frame = parser.lastFrame?.index else { return }
        checkpointDue = false
        let (demo, digest, state) = snapshot()
        let c = ReplayCheckpoint(frame: frame, demo: demo, digest: digest.hex, state: state)
        try write(ReplayLineEncoder.checkpoint(c, type: "checkpoint"), what: "the checkpoint of frame \(frame)")
    }

    public func checkpointIfDue(app: PlaygroundApp) throws(ReplayError) {
        try checkpointIfDue { (app.currentDemoID, app.digest(), app.demoState) }
    }

    /// Appends the frame, steps `app` with it, and writes the checkpoint when due.
    public func record(_ app: inout PlaygroundApp, frame: Frame, inputs: [TimedInput]) throws(ReplayError) {
        try append(frame: frame, inputs: inputs)
        app.step(frame, inputs: inputs)
        try checkpointIfDue(app: app)
    }

    /// Writes the end line with the final digest and state, flushes the file to the disk
    /// (fsync, then its folder's entry) and closes it. Only when this returns is it saved.
    public func finish(demo: String, digest: StateDigest, state: StateValue) throws(ReplayError) {
        guard !isFinished else { return }
        let c = ReplayCheckpoint(frame: parser.lastFrame?.index, demo: demo, digest: digest.hex, state: state)
        try write(ReplayLineEncoder.checkpoint(c, type: "end"), what: "the end line")
        try flushPending(what: "the end line")
        while fsync(fd) != 0 {
            let code = errno
            if code == EINTR { continue }
            close()
            throw ReplayError(
                .writeFailed, file: path,
                problem: "cannot flush the recording to the disk (\(ReplayReader.errorText(code)))",
                advice: "check the disk; the file may lack its last lines")
        }
        let closed = Foundation.close(fd)
        let closeError = errno
        fd = -1
        if closed != 0 && closeError != EINTR {
            throw ReplayError(
                .writeFailed, file: path,
                problem: "cannot close the recording (\(ReplayReader.errorText(closeError)))",
                advice: "check the disk; the file may lack its last lines")
        }
        Self.syncFolder(of: path)
        isFinished = true
    }

    public func finish(app: PlaygroundApp) throws(ReplayError) {
        try finish(demo: app.currentDemoID, digest: app.digest(), state: app.demoState)
    }

    /// Closes the file without an end line (the file then reads as cut short).
    public func close() {
        // Batched lines are written first (best effort: a refusal closes the file itself).
        if fd >= 0, !pending.isEmpty { try? flushPending(what: "the batched lines") }
        if fd >= 0 { _ = Foundation.close(fd) }
        fd = -1
    }

    private func write(_ line: String, what: String) throws(ReplayError) {
        guard fd >= 0 else {
            throw ReplayError(
                .cannotWrite, file: path, problem: "cannot write \(what): the recording is already closed",
                advice: "start a new recording")
        }
        var bytes = Array(line.utf8)
        do {
            // The reader's own two paths, in its order: a frame line in the encoder's shape goes
            // through its byte scanner, anything else (or a frame the scanner leaves) through
            // the full parser, which then says what is wrong.
            let scanned = bytes.withUnsafeBufferPointer { buffer in
                FrameLineScan.scan(buffer, 0..<buffer.count).flatMap { parser.consumeScanned($0) }
            }
            if scanned == nil {
                let value = try JSONParser.parse(bytes, 0..<bytes.count)
                try parser.consume(value, line: lineNumber + 1)
            }
        } catch let failure as JSONParser.Failure {
            throw cannotRecord(what, failure.message)
        } catch let problem as ReplayParser.Problem {
            throw cannotRecord(what, problem.problem)
        } catch {
            throw cannotRecord(what, "\(error)")
        }
        lineNumber += 1
        bytes.append(0x0A)
        guard batchesLines else {
            try send(bytes, what: what)
            return
        }
        pending.append(contentsOf: bytes)
        if pending.count >= Self.batchBytes { try flushPending(what: what) }
    }

    /// Hands the batched lines to the kernel (nothing when unbatched or empty).
    private func flushPending(what: String) throws(ReplayError) {
        guard !pending.isEmpty else { return }
        let data = pending
        pending.removeAll(keepingCapacity: true)
        try send(data, what: what)
    }

    /// Writes `data` (whole lines) in as many write(2) calls as it takes; on a refusal cuts the
    /// file back to the last complete line before it and closes it.
    private func send(_ data: [UInt8], what: String) throws(ReplayError) {
        var offset = 0
        while offset < data.count {
            let n = data.withUnsafeBytes { Foundation.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n > 0 {
                offset += n
                continue
            }
            let code = n < 0 ? errno : ENOSPC  // a regular file only writes nothing when it cannot grow
            if code == EINTR { continue }
            // Cut the part of a line that got through, so the file ends on a complete line (the
            // last one of a batch that got through whole stays).
            let kept = data[..<offset].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            _ = ftruncate(fd, off_t(bytesCommitted + kept))
            close()
            var error = ReplayError(
                .writeFailed, file: path, line: lineNumber,
                problem: "cannot write \(what) (\(ReplayReader.errorText(code)))",
                advice: "free some space or record elsewhere; "
                    + "the lines before it are kept and replay")
            error.cause = ReplayReader.errorText(code)
            throw error
        }
        bytesCommitted += data.count
    }

    /// The refusal `init` would give because of what is at `path` now (a file, a link, a
    /// directory) or because its folder is missing, or nil: lets a command refuse before it
    /// opens a window.
    public static func problem(withExisting path: String) -> ReplayError? {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
            guard stat(parent, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
                return creationError(path: path, code: ENOENT)
            }
            return nil
        }
        return creationError(path: path, code: EEXIST)
    }

    /// Why open(2) refused to create the recording, as the user should read it.
    static func creationError(path: String, code: Int32) -> ReplayError {
        var info = stat()
        let exists = lstat(path, &info) == 0
        if exists, (info.st_mode & S_IFMT) == S_IFLNK {
            return ReplayError(
                .exists, file: path,
                problem: "is a symbolic link, and a recording never writes through one",
                advice: "choose a new file name")
        }
        if exists, (info.st_mode & S_IFMT) == S_IFDIR {
            return ReplayError(
                .cannotWrite, file: path, problem: "is a directory",
                advice: "give a file name inside it")
        }
        if code == EEXIST || exists {
            return ReplayError(
                .exists, file: path, problem: "already exists, and a recording never overwrites a file",
                advice: "choose a new file name, or move the old file away first")
        }
        let text = ReplayReader.errorText(code)
        switch code {
        case ENOENT, ENOTDIR:
            let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
            return ReplayError(
                .cannotWrite, file: path, problem: "the folder \(parent) does not exist",
                advice: "create it, or choose another location")
        case ENOSPC, EDQUOT, EIO, EMFILE, ENFILE, ENOMEM:
            return ReplayError(
                .writeFailed, file: path, problem: "cannot be created (\(text))",
                advice: "free some space or record elsewhere")
        default:
            return ReplayError(
                .cannotWrite, file: path, problem: "cannot be created (\(text))",
                advice: "choose another file name or location")
        }
    }

    /// Makes the new file's name durable too (fsync of the folder); best effort, since some
    /// file systems refuse to sync a directory.
    static func syncFolder(of path: String) {
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let dir = open(parent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard dir >= 0 else { return }
        _ = fsync(dir)
        _ = Foundation.close(dir)
    }

    private func cannotRecord(_ what: String, _ why: String) -> ReplayError {
        ReplayError(
            .cannotRecord, file: path, line: lineNumber + 1, problem: "cannot record \(what): \(why)",
            advice: "this is a playground bug, please report it; the lines before it are kept")
    }
}
