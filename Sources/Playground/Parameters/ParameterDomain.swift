/// Which values a parameter takes. Numbers are bounded so that no setting can make a demo
/// diverge (a deceleration rate of 1 would glide forever, a zero duration divides by zero).
public enum ParameterDomain: Hashable, Sendable {
    /// Any finite number in the range, ends included.
    case real(ClosedRange<Double>)
    /// A whole number in the range, ends included (a count of pages).
    case integer(ClosedRange<Int>)
    /// One of these names, compared exactly (a timing function, an animator).
    case choices([String])

    /// The lower and upper bound as numbers; nil for choices.
    public var bounds: ClosedRange<Double>? {
        switch self {
        case .real(let range): range
        case .integer(let range): Double(range.lowerBound)...Double(range.upperBound)
        case .choices: nil
        }
    }

    public var choices: [String]? {
        switch self {
        case .real, .integer: nil
        case .choices(let names): names
        }
    }

    /// Whether `value` is one this domain accepts.
    public func contains(_ value: ParameterValue) -> Bool {
        switch (self, value) {
        case (.real(let range), .number(let x)): x.isFinite && range.contains(x)
        case (.integer(let range), .number(let x)):
            x.isFinite && x == x.rounded() && Double(range.lowerBound) <= x && x <= Double(range.upperBound)
        case (.choices(let names), .choice(let name)): names.contains(name)
        case (.real, .choice), (.integer, .choice), (.choices, .number): false
        }
    }
}
