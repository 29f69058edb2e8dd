/// A validated parameter value: a number (real or whole) or the name of a choice.
public enum ParameterValue: Hashable, Sendable, CustomStringConvertible {
    case number(Double)
    case choice(String)

    /// The canonical text, as `--set` takes it and replay headers store it: numbers in
    /// Swift's shortest round-trip form without a trailing ".0", so reading it back gives the
    /// same bits.
    public var description: String {
        switch self {
        case .number(let x): NumberText.format(x)
        case .choice(let name): name
        }
    }
}
