import Foundation

/// Reads a `ReplayStream` on a thread of its own and hands its lines over in batches, so
/// parsing (a fifth of verify's work) overlaps with stepping. Lines, errors and the end
/// arrive in file order, exactly as `stream.next()` would return and throw them.
///
/// At most `capacity` batches wait, each of at most `batchLines` lines and about `batchBytes`
/// of the file, so memory stays flat however long the file is and whatever its lines hold. (Lines
/// alone did not bound it: a line may carry a 120 KB scene save, and 4,096 of them were in flight.)
final class ReplayLineFeed: @unchecked Sendable {
    struct Batch {
        var lines: [ReplayLine] = []
        /// The stream's `bytesRead` after the batch's last line (for progress).
        var bytesRead = 0
        /// The error the stream threw after the batch's lines; the batch is then the last.
        var error: ReplayError?
        var isLast = false
    }

    static let batchLines = 512
    static let batchBytes = 256 * 1024
    static let capacity = 8

    private let condition = NSCondition()
    /// Guarded by `condition`.
    private var waiting: [Batch] = []
    /// The stream, touched only by the reading thread until it has sent the last batch.
    private let stream: ReplayStream

    init(_ stream: ReplayStream) {
        self.stream = stream
        let thread = Thread { [self] in read() }
        thread.name = "replay-reader"
        thread.start()
    }

    /// The next batch, waiting for the reader if it has none yet. Call again after the last
    /// batch and it waits forever: the caller stops at `isLast`.
    func next() -> Batch {
        condition.lock()
        defer { condition.unlock() }
        while waiting.isEmpty { condition.wait() }
        let batch = waiting.removeFirst()
        condition.broadcast()
        return batch
    }

    private func read() {
        var batch = Batch()
        batch.lines.reserveCapacity(Self.batchLines)
        var batchStart = stream.bytesRead
        while true {
            do {
                guard let line = try stream.next() else {
                    batch.isLast = true
                    break
                }
                batch.lines.append(line)
            } catch {
                batch.error = error
                batch.isLast = true
                break
            }
            if batch.lines.count == Self.batchLines || stream.bytesRead - batchStart >= Self.batchBytes {
                batch.bytesRead = stream.bytesRead
                batchStart = stream.bytesRead
                send(batch)
                batch = Batch()
                batch.lines.reserveCapacity(Self.batchLines)
            }
        }
        batch.bytesRead = stream.bytesRead
        send(batch)
    }

    private func send(_ batch: Batch) {
        condition.lock()
        defer { condition.unlock() }
        while waiting.count >= Self.capacity { condition.wait() }
        waiting.append(batch)
        condition.broadcast()
    }
}
