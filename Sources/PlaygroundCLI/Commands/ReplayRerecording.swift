import Foundation
import Lab
import Replay

/// `playground replay FILE --headless --record NEW`: the recording's inputs played under this
/// build and recorded anew, with this build's checkpoints. A recording is a regression test; when
/// behaviour changes on purpose (a fixed fling that no longer turns back), its old checkpoints
/// fail, and this is how the new behaviour is accepted: the same frames, times and inputs, the
/// parameters the old file played under written out in full (those pinned by its version
/// included, so only the changes in code move it), and `diff FILE NEW` shows what moved.
struct ReplayRerecording {
    let source: String
    let destination: String

    /// Streams `source` into `destination` (created exclusively, as every recording is); returns
    /// the frames written.
    func run() throws(ExitFailure) -> Int {
        let stream: ReplayStream
        do {
            stream = try ReplayReader().stream(path: source)
        } catch {
            throw ExitFailure(error)
        }
        let settings: SessionSettings
        do {
            settings = try stream.header.sessionSettings
        } catch {
            throw ExitFailure.badInput("\(source):1: header settings: \(error.problem)")
        }
        let header = ReplayHeader(session: settings, created: stream.header.created)
        let writer: ReplayWriter
        var app: PlaygroundApp
        do {
            writer = try ReplayWriter(path: destination, header: header)
            // From the new header, as a replay of the new file will start: this build's drawing.
            app = try ReplayCursor.startSession(header: header, source: destination)
        } catch {
            throw ExitFailure(error)
        }
        let progress = ProgressBar(total: (stream.byteCount ?? 0) / 1024, label: "KiB read", minimumTotal: 64)
        do {
            while let line = try stream.next() {
                guard case .frame(let f) = line else { continue }
                try writer.record(&app, frame: f.frame, inputs: f.inputs)
                if let size = stream.byteCount, size > 0 {
                    progress.update(Int(Double(stream.bytesRead) / Double(size) * Double(progress.total)))
                }
            }
            try writer.finish(app: app)
        } catch {
            progress.finish()
            writer.close()
            unlink(destination)
            throw ExitFailure(error)
        }
        progress.finish()
        if let notice = stream.notice { Log.info(notice) }
        return writer.framesWritten
    }
}
