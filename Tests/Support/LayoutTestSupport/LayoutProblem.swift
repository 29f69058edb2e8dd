import PlaygroundCore

/// One thing wrong with a layout, in words a person can act on.
public struct LayoutProblem: Hashable, Sendable, CustomStringConvertible {
    public enum Rule: String, Hashable, Sendable {
        case textOverlap, outsideWindow, cutOff, controlOverlap, overlayCovers, onPlot
    }

    public var rule: Rule
    public var message: String
    /// The outermost layer of what is at fault (the demo, the tuning panel, help), where the
    /// rule knows it: a report can then say whose text it is.
    public var owner: DrawLayer?

    public init(_ rule: Rule, _ message: String, owner: DrawLayer? = nil) {
        self.rule = rule
        self.message = message
        self.owner = owner
    }

    public var description: String { "\(rule.rawValue): \(message)" }
}
