/// The demo's container delegate: it writes the delegate calls into the same log as the
/// children's lifecycle calls, so one list shows the whole story in order.
public struct PagerEventLog: ContainerDelegate, Sendable {
    /// Entries kept for tests and the on-screen log; the oldest are dropped beyond this many so
    /// a long session does not grow without bound (a tour of all 100 channels writes ~1100).
    public static let capacity = 20_000

    public private(set) var entries: [PagerLogEntry] = []
    /// Entries ever written, including dropped ones.
    public private(set) var total = 0

    public init() {}

    public mutating func append(_ entry: PagerLogEntry) {
        if entries.count == Self.capacity { entries.removeFirst(Self.capacity / 4) }
        entries.append(entry)
        total += 1
    }

    public mutating func didStartTransition(from fromIndex: Int, to toIndex: Int) {
        append(.didStartTransition(from: fromIndex, to: toIndex))
    }

    public mutating func didEndTransition(from fromIndex: Int, to toIndex: Int, completed: Bool) {
        append(.didEndTransition(from: fromIndex, to: toIndex, completed: completed))
    }

    public mutating func removeAll() { entries.removeAll() }

    /// The newest `count` entries, oldest first.
    public func last(_ count: Int) -> ArraySlice<PagerLogEntry> { entries.suffix(count) }
}
