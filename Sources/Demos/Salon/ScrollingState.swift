/// The seed's `SelectionCollectionViewScrollingState` with its viewfinder values.
///
/// The seed's `==` ignores the payload, so in the seed a didScroll during a click's scroll
/// silently turns `.scrolling(false)` into `.scrolling(true)` without touching the viewfinder.
/// Here equality includes the payload and the demo decides when the payload changes: a click
/// keeps `.scrolling(animateSelectionFrame: false)` until rest, and a drag or wheel that takes
/// over switches to `true` (and the viewfinder follows).
public enum ScrollingState: Hashable, Sendable, CustomStringConvertible {
    case idle
    case scrolling(animateSelectionFrame: Bool)

    /// The viewfinder's alpha: hidden while the user scrolls, shown at rest and during a click.
    public var alpha: Double {
        switch self {
        case .idle: 1
        case .scrolling(let animateSelectionFrame): animateSelectionFrame ? 0 : 1
        }
    }

    /// The seed's `transform`, a uniform scale of the viewfinder about its centre.
    public var scale: Double {
        switch self {
        case .idle: 1
        case .scrolling(let animateSelectionFrame): animateSelectionFrame ? 1.5 : 1.15
        }
    }

    /// "idle" / "scrolling", as `--dump-state` spells it.
    public var name: String {
        switch self {
        case .idle: "idle"
        case .scrolling: "scrolling"
        }
    }

    /// The state as a Swift value, for test failure messages; people read `SalonDemo.statusText`.
    public var description: String {
        switch self {
        case .idle: "idle"
        case .scrolling(let animateSelectionFrame): "scrolling(animateSelectionFrame: \(animateSelectionFrame))"
        }
    }
}
