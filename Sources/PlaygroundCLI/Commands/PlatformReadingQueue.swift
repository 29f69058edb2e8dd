import Demos
import Dispatch
import Foundation
import Motion

/// What each platform's tracker read from each imported gesture, worked out on another core
/// while the import steps the session on: re-living a gesture's press-to-release under four
/// platforms was a quarter of the import's time, and depends on nothing the session does next
/// (a `GestureRecord` is a value). Results keep the gestures' order (one serial queue), and at
/// most `backlog` gestures wait, so memory stays bounded by them, not by the trace.
final class PlatformReadingQueue: @unchecked Sendable {
    static let backlog = 32

    private let queue = DispatchQueue(label: "playground.import.readings", qos: .userInitiated)
    private let slots = DispatchSemaphore(value: PlatformReadingQueue.backlog)
    private let lock = NSLock()
    /// Appended on the worker under `lock`; read after `finish`'s drain.
    private var results: [ImportCommand.Readings] = []
    private let compute: @Sendable (GestureRecord) -> ImportCommand.Readings?
    /// Asked once: the system's answer costs a file read (2 % of an import asked per gesture).
    private let hasAnotherCore = ProcessInfo.processInfo.activeProcessorCount > 1

    /// `compute` makes a gesture's readings, or nil for a gesture with none (no platform
    /// parameter to vary).
    init(_ compute: @escaping @Sendable (GestureRecord) -> ImportCommand.Readings?) {
        self.compute = compute
    }

    /// Queues `record`, waiting while `backlog` gestures are queued already. On one core the
    /// work is done at once, in the caller: a thread switch would only add to it.
    func submit(_ record: GestureRecord) {
        guard hasAnotherCore else {
            if let readings = compute(record) { results.append(readings) }
            return
        }
        slots.wait()
        queue.async { [self] in
            let readings = compute(record)
            lock.withLock { if let readings { results.append(readings) } }
            slots.signal()
        }
    }

    /// Every queued gesture's readings, in the order they were submitted.
    func finish() -> [ImportCommand.Readings] {
        queue.sync {}
        return lock.withLock { results }
    }
}
