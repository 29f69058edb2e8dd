import Motion

/// Which values a parameter takes. Numbers are bounded so that no setting can make a demo
/// diverge (a deceleration rate of 1 would glide forever, a zero duration divides by zero).
public enum ParameterDomain: Hashable, Sendable {
    /// Any finite number in the range, ends included.
    case real(ClosedRange<Double>)
    /// A whole number in the range, ends included (a count of pages).
    case integer(ClosedRange<Int>)
    /// One of these names, compared exactly (a timing function, an animator).
    case choices([String])
    /// A timing function: one of these names, or any `cubic-bezier(x1,y1,x2,y2)` (x1, x2 in
    /// 0...1), which the easing demo's curve editor makes.
    case timing([String])

    /// The lower and upper bound as numbers; nil for choices.
    public var bounds: ClosedRange<Double>? {
        switch self {
        case .real(let range): range
        case .integer(let range): Double(range.lowerBound)...Double(range.upperBound)
        case .choices, .timing: nil
        }
    }

    public var choices: [String]? {
        switch self {
        case .real, .integer: nil
        case .choices(let names), .timing(let names): names
        }
    }

    /// The canonical name of a `cubic-bezier(…)` text (`Easing.name`), nil for anything else.
    static func bezierName(_ text: String) -> String? {
        guard let easing = Easing(name: text), case .cubicBezier = easing else { return nil }
        return easing.name
    }

    /// Whether `value` is one this domain accepts.
    public func contains(_ value: ParameterValue) -> Bool {
        switch (self, value) {
        case (.real(let range), .number(let x)): x.isFinite && range.contains(x)
        case (.integer(let range), .number(let x)):
            x.isFinite && x == x.rounded() && Double(range.lowerBound) <= x && x <= Double(range.upperBound)
        case (.choices(let names), .choice(let name)): names.contains(name)
        case (.timing(let names), .choice(let name)): names.contains(name) || Self.bezierName(name) == name
        case (.real, .choice), (.integer, .choice), (.choices, .number), (.timing, .number): false
        }
    }
}
