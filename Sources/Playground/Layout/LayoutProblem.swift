/// One thing wrong with a layout, in words a person can act on.
public struct LayoutProblem: Hashable, Sendable, CustomStringConvertible {
    public enum Rule: String, Hashable, Sendable {
        case textOverlap, outsideWindow, cutOff, controlOverlap, overlayCovers
    }

    public var rule: Rule
    public var message: String

    public init(_ rule: Rule, _ message: String) {
        self.rule = rule
        self.message = message
    }

    public var description: String { "\(rule.rawValue): \(message)" }
}
