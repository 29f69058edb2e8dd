import Foundation
import Playground

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
/// cache, not necessarily the disk: that survives a killed process but not a power cut.
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

    /// Creates (or truncates) the file, creating missing parent directories, and writes the header.
    public init(path: String, header: ReplayHeader) throws(ReplayError) {
        self.path = path
        self.header = header
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw ReplayError(.cannotWrite, file: path, problem: "cannot create its folder \(parent)",
                              advice: "choose a location you can write to")
        }
        fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            let code = errno
            let what = code == EISDIR ? "is a directory" : "cannot be created (\(ReplayReader.errorText(code)))"
            throw ReplayError(.cannotWrite, file: path, problem: what, advice: "choose another file name or location")
        }
        try write(ReplayLineEncoder.header(header), what: "the header")
    }

    /// A header for a session started with `settings` on this build, stamped with `created`.
    public convenience init(path: String, settings: SessionSettings, created: Date = Date()) throws(ReplayError) {
        let formatter = ISO8601DateFormatter()
        try self.init(path: path, header: ReplayHeader(session: settings, created: formatter.string(from: created)))
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
    public func checkpointIfDue(_ snapshot: () -> (demo: String, digest: StateDigest, state: StateValue)) throws(ReplayError) {
        guard checkpointDue, let frame = parser.frames.last?.frame.index else { return }
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

    /// Writes the end line with the final digest and state, and closes the file.
    public func finish(demo: String, digest: StateDigest, state: StateValue) throws(ReplayError) {
        guard !isFinished else { return }
        let c = ReplayCheckpoint(frame: parser.frames.last?.frame.index, demo: demo, digest: digest.hex, state: state)
        try write(ReplayLineEncoder.checkpoint(c, type: "end"), what: "the end line")
        isFinished = true
        // A finished recording is on the disk, not only in the page cache, when the app exits.
        _ = fsync(fd)
        close()
    }

    public func finish(app: PlaygroundApp) throws(ReplayError) {
        try finish(demo: app.currentDemoID, digest: app.digest(), state: app.demoState)
    }

    /// Closes the file without an end line (the file then reads as cut short).
    public func close() {
        if fd >= 0 { _ = Foundation.close(fd) }
        fd = -1
    }

    private func write(_ line: String, what: String) throws(ReplayError) {
        guard fd >= 0 else {
            throw ReplayError(.cannotWrite, file: path, problem: "cannot write \(what): the recording is already closed",
                              advice: "start a new recording")
        }
        let bytes = Array(line.utf8)
        do {
            let value = try JSONParser.parse(bytes, 0..<bytes.count)
            try parser.consume(value, line: lineNumber + 1)
        } catch let failure as JSONParser.Failure {
            throw cannotRecord(what, failure.message)
        } catch let problem as ReplayParser.Problem {
            throw cannotRecord(what, problem.problem)
        } catch {
            throw cannotRecord(what, "\(error)")
        }
        lineNumber += 1
        var data = bytes
        data.append(0x0A)
        var offset = 0
        while offset < data.count {
            let n = data.withUnsafeBytes { Foundation.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 {
                let code = errno
                if code == EINTR { continue }
                throw ReplayError(.cannotWrite, file: path, line: lineNumber,
                                  problem: "cannot write \(what) (\(ReplayReader.errorText(code)))",
                                  advice: "free some space or record elsewhere; the lines before it are kept")
            }
            offset += n
        }
    }

    private func cannotRecord(_ what: String, _ why: String) -> ReplayError {
        ReplayError(.cannotRecord, file: path, line: lineNumber + 1, problem: "cannot record \(what): \(why)",
                    advice: "this is a playground bug, please report it; the lines before it are kept")
    }
}
