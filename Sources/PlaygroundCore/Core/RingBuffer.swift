/// A fixed-capacity FIFO that overwrites its oldest element: frame-time graphs and plots keep
/// the last N values without growing.
public struct RingBuffer<Element: Hashable & Sendable>: Hashable, Sendable {
    public let capacity: Int
    private var storage: [Element] = []
    private var head = 0

    public init(capacity: Int) {
        precondition(capacity > 0, "a ring buffer needs room for one element")
        self.capacity = capacity
    }

    public mutating func append(_ element: Element) {
        if storage.count < capacity {
            storage.append(element)
        } else {
            storage[head] = element
            head = (head + 1) % capacity
        }
    }

    public mutating func removeAll() {
        storage.removeAll(keepingCapacity: true)
        head = 0
    }

    public var count: Int { storage.count }

    /// Oldest first.
    public var elements: [Element] { Array(storage[head...] + storage[..<head]) }
}
