/// One tunable number (or choice) of a demo, declared as data: what the command line
/// (`--set`), replay headers, `playground params` and later the tuning panel all read.
///
/// Names are `demo.parameter` (`salon.deceleration_rate`): every parameter belongs to one demo,
/// even physics that several demos share, so tuning one demo never changes another.
public struct ParameterSpec: Hashable, Sendable {
    public let name: String
    public let defaultValue: ParameterValue
    public let domain: ParameterDomain
    /// `s`, `pt`, `pt/s`, `per ms`; empty for plain ratios and choices.
    public let unit: String
    /// A sensible increment for a slider or a key press; nil for choices.
    public let step: Double?
    /// One line: what changes when it changes.
    public let summary: String
    public let source: ParameterSource
    /// Older names that are still read (`pages` for `pull.pages`), never written.
    public let aliases: [String]
    /// What it is to the motion: exports read this, never `unit` or the name.
    public let role: ParameterRole

    /// Declarations are code, so a default outside its own domain is a bug caught at once.
    public init(
        name: String, defaultValue: ParameterValue, domain: ParameterDomain, unit: String, step: Double?,
        summary: String, source: ParameterSource, role: ParameterRole, aliases: [String] = []
    ) {
        precondition(name.split(separator: ".").count == 2, "parameter names are demo.parameter: \(name)")
        precondition(domain.contains(defaultValue), "\(name): default \(defaultValue) outside its domain")
        self.name = name
        self.defaultValue = defaultValue
        self.domain = domain
        self.unit = unit
        self.step = step
        self.summary = summary
        self.source = source
        self.aliases = aliases
        self.role = role
    }

    /// A real number in `range`.
    public static func real(
        _ name: String, default value: Double, in range: ClosedRange<Double>, step: Double,
        unit: String, _ summary: String, source: ParameterSource, role: ParameterRole
    ) -> ParameterSpec {
        ParameterSpec(
            name: name, defaultValue: .number(value), domain: .real(range), unit: unit, step: step,
            summary: summary, source: source, role: role)
    }

    /// A whole number in `range`.
    public static func integer(
        _ name: String, default value: Int, in range: ClosedRange<Int>, unit: String,
        _ summary: String, source: ParameterSource, aliases: [String] = []
    ) -> ParameterSpec {
        ParameterSpec(
            name: name, defaultValue: .number(Double(value)), domain: .integer(range), unit: unit, step: 1,
            summary: summary, source: source, role: .count, aliases: aliases)
    }

    /// One of `choices`.
    public static func choice(
        _ name: String, default value: String, choices: [String], _ summary: String,
        source: ParameterSource
    ) -> ParameterSpec {
        ParameterSpec(
            name: name, defaultValue: .choice(value), domain: .choices(choices), unit: "", step: nil,
            summary: summary, source: source, role: .style)
    }

    /// A timing function: one of `choices`, or any `cubic-bezier(x1,y1,x2,y2)`.
    public static func timing(
        _ name: String, default value: String, choices: [String], _ summary: String,
        source: ParameterSource
    ) -> ParameterSpec {
        ParameterSpec(
            name: name, defaultValue: .choice(value), domain: .timing(choices), unit: "", step: nil,
            summary: summary, source: source, role: .timingCurve)
    }

    /// The demo it belongs to: the part of the name before the dot.
    public var demoID: String { String(name.prefix { $0 != "." }) }

    /// What it accepts, for messages and the table: `0.9 to 0.9999 per ms`, `1 to 50 pages`,
    /// `one of slide, parallax, fade, scale`.
    public var allowedText: String {
        switch domain {
        case .real(let range):
            return NumberText.format(range.lowerBound) + " to " + NumberText.format(range.upperBound) + unitSuffix
        case .integer(let range):
            return "\(range.lowerBound) to \(range.upperBound)" + unitSuffix + ", whole"
        case .choices(let names):
            return "one of " + names.joined(separator: ", ")
        case .timing(let names):
            return "one of " + names.joined(separator: ", ") + ", or cubic-bezier(x1,y1,x2,y2) with x1, x2 in 0…1"
        }
    }

    private var unitSuffix: String { unit.isEmpty ? "" : " " + unit }

    /// The one validation: the text as typed after `NAME=` (or a header's value) to a value
    /// this parameter accepts, or why not.
    public func value(parsing text: String) throws(ParameterError) -> ParameterValue {
        switch domain {
        case .choices(let names):
            guard names.contains(text) else { throw .notAChoice(self, text: text) }
            return .choice(text)
        case .timing(let names):
            if names.contains(text) { return .choice(text) }
            // Spelled any way Easing reads it; kept in its one canonical spelling.
            guard let name = ParameterDomain.bezierName(text) else { throw .notAChoice(self, text: text) }
            return .choice(name)
        case .real, .integer:
            guard let x = NumberText.parse(text) else { throw .notANumber(self, text: text) }
            if case .integer = domain, x != x.rounded() { throw .notWhole(self, text: text) }
            // -0 is 0: the sign of zero never means anything to a parameter.
            let value = ParameterValue.number(x == 0 ? 0 : x)
            guard domain.contains(value) else { throw .outOfRange(self, text: text) }
            return value
        }
    }
}
