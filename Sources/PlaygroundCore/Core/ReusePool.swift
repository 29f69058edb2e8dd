/// Cells by reuse identifier, as UITableView's dequeue: a cell that leaves the screen waits in
/// the pool and is handed out again, so the number ever created stays near the number visible.
public struct ReusePool<Cell: Sendable>: Sendable {
    private var waiting: [String: [Cell]] = [:]
    /// How many cells `make` has created over the pool's life.
    public private(set) var created = 0

    public init() {}

    /// A waiting cell for `identifier`, or a new one from `make`.
    public mutating func dequeue(_ identifier: String, make: () -> Cell) -> Cell {
        if var cells = waiting[identifier], let cell = cells.popLast() {
            waiting[identifier] = cells
            return cell
        }
        created += 1
        return make()
    }

    /// Returns a cell that left the screen.
    public mutating func enqueue(_ cell: Cell, identifier: String) {
        waiting[identifier, default: []].append(cell)
    }

    /// How many cells wait, over all identifiers.
    public var waitingCount: Int { waiting.values.reduce(0) { $0 + $1.count } }

    public mutating func removeAll() { waiting.removeAll() }
}
