/// The pull feedback, like a refresh header / footer: idle, pulling (below the threshold, or at
/// an end where releasing changes nothing) and ready (releasing now changes the page).
public enum PullHint: Hashable, Sendable {
    public enum Edge: String, Hashable, Sendable {
        /// Pulling down past the grid's top: the previous page.
        case top
        /// Pulling up past the grid's bottom: the next page.
        case bottom
    }

    case idle
    case pulling(Edge)
    case ready(Edge)

    public var name: String {
        switch self {
        case .idle: "idle"
        case .pulling: "pulling"
        case .ready: "ready"
        }
    }

    public var edge: Edge? {
        switch self {
        case .idle: nil
        case .pulling(let e), .ready(let e): e
        }
    }

    /// What the header / footer says for page `index` (0-based) of `count`.
    static func text(edge: Edge, ready: Bool, index: Int, count: Int) -> String {
        switch edge {
        case .bottom:
            guard index + 1 < count else { return "This is the last page" }
            return ready ? "Release for page \(index + 2)" : "Pull up for page \(index + 2)"
        case .top:
            guard index > 0 else { return "This is the first page" }
            return ready ? "Release for page \(index)" : "Pull down for page \(index)"
        }
    }
}
