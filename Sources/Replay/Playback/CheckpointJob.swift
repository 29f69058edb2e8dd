import Dispatch
import Foundation
import Lab

/// One checkpoint compared on another thread: the session's digest (a draw list built and
/// hashed, a quarter of verify's work) is computed from a copy of the session, while the
/// player goes on stepping the next frames. The copy is a value: the player's own session
/// changes without touching it, so the digest is the one the sequential player computes.
final class CheckpointJob: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    /// Written once on the worker before `done` is signalled, read after `wait()`.
    private var mismatch: ReplayMismatch?

    init(
        _ checkpoint: ReplayCheckpoint, isEnd: Bool, app: PlaygroundApp, recordedWith appVersion: String,
        activity: MotionActivity
    ) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            mismatch = ReplayCursor.compare(
                checkpoint, isEnd: isEnd, digest: app.digest().hex, app: app, recordedWith: appVersion,
                activity: activity)
            done.signal()
        }
    }

    /// Blocks until the comparison is done; nil when the checkpoint matches.
    func wait() -> ReplayMismatch? {
        done.wait()
        return mismatch
    }

    /// Whether another core is there to take the work: on one, a job only adds a thread switch.
    static var isWorthIt: Bool { ProcessInfo.processInfo.activeProcessorCount > 1 }
}
