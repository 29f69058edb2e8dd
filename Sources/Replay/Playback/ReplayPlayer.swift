import Lab
import PlaygroundCore

/// Plays a replay headless: a fresh session from the header, every frame stepped with its
/// recorded inputs, every checkpoint and the end line compared by digest.
public enum ReplayPlayer {
    /// Plays a replay already read into memory.
    /// - Parameters:
    ///   - verify: stop at the first mismatch (the CLI then exits 1); otherwise play to the end
    ///     and collect every mismatch.
    ///   - progress: called after each frame with (frames played, frame count).
    ///   - afterFrame: called after each frame with the stepped app (screenshots, benchmarks).
    /// - Throws: `ReplayError(.sessionRefused)` when the header cannot start a session.
    public static func run(
        _ replay: Replay, verify: Bool, progress: ((Int, Int) -> Void)? = nil,
        afterFrame: ((Frame, PlaygroundApp) -> Void)? = nil
    ) throws(ReplayError) -> ReplayResult {
        var playback = try ReplayPlayback(
            header: replay.header, source: replay.source, verify: verify,
            comparesAside: afterFrame == nil && CheckpointJob.isWorthIt)
        var checkpoints = replay.checkpoints.makeIterator()
        var nextCheckpoint = checkpoints.next()
        for f in replay.frames {
            if let frame = playback.take(.frame(f)) {
                afterFrame?(frame, playback.app)
                progress?(playback.result.framesPlayed, replay.frames.count)
            }
            while let c = nextCheckpoint, let index = c.frame, index <= f.frame.index {
                if index == f.frame.index { _ = playback.take(.checkpoint(c)) }
                nextCheckpoint = checkpoints.next()
            }
        }
        if let end = replay.end { _ = playback.take(.end(end)) }
        return playback.finished(notice: replay.notice)
    }

    /// Plays a file in one pass without holding it (see `ReplayStream`): memory stays flat
    /// however many frames it has. `stream` belongs to the player until it returns. A damaged line is found when playback reaches it and
    /// throws, as `ReplayReader.read` would have before playing.
    /// - Parameters:
    ///   - progress: called after each frame with (frames played, fraction of the file read,
    ///     nil when its size is unknown).
    public static func run(
        _ stream: ReplayStream, verify: Bool, progress: ((Int, Double?) -> Void)? = nil,
        afterFrame: ((Frame, PlaygroundApp) -> Void)? = nil
    ) throws(ReplayError) -> ReplayResult {
        // Without a per-frame look at the session, the work spreads over two threads: the
        // file is read ahead (`ReplayLineFeed`) and checkpoints are compared aside
        // (`CheckpointJob`). The result is the sequential one, line for line.
        if afterFrame == nil && CheckpointJob.isWorthIt {
            var playback = try ReplayPlayback(
                header: stream.header, source: stream.source, verify: verify, comparesAside: true)
            let size = stream.byteCount
            let feed = ReplayLineFeed(stream)
            while true {
                let batch = feed.next()
                for line in batch.lines {
                    if playback.take(line) != nil, let progress {
                        progress(
                            playback.result.framesPlayed, size.map { Double(batch.bytesRead) / Double(max(1, $0)) })
                    }
                }
                if let error = batch.error { throw error }
                if batch.isLast { break }
            }
            return playback.finished(notice: stream.notice)
        }
        var playback = try ReplayPlayback(header: stream.header, source: stream.source, verify: verify)
        while let line = try stream.next() {
            if let frame = playback.take(line) {
                afterFrame?(frame, playback.app)
                if let progress {
                    let size = stream.byteCount
                    progress(playback.result.framesPlayed, size.map { Double(stream.bytesRead) / Double(max(1, $0)) })
                }
            }
        }
        return playback.finished(notice: stream.notice)
    }

    /// Reads the file at `path` and plays it, streaming.
    public static func run(path: String, verify: Bool) throws(ReplayError) -> ReplayResult {
        try run(ReplayReader().stream(path: path), verify: verify)
    }
}
