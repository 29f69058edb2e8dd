import PlaygroundCore

/// One value an export declares: its name, what it is (`role`), its value and unit, and where it
/// comes from. Nothing here is syntax.
struct ExportConstant: Hashable, Sendable {
    /// The parameter it comes from (`carousel.spacing`), for the tuning panel's and `--set`'s name.
    var parameter: String
    /// The parameter's short name as words (`spacing`, `slow release velocity`).
    var name: ExportName
    var role: ParameterRole
    var value: ParameterValue
    /// `s`, `pt`, `pt/s`, `per ms`, `px/pt`, `items`; empty for ratios and choices.
    var unit: ExportUnit
    var note: ExportNote

    /// The number in force (NaN for a choice).
    var number: Double {
        if case .number(let x) = value { return x }
        return .nan
    }

    /// The choice in force (nil for a number).
    var choice: String? {
        if case .choice(let c) = value { return c }
        return nil
    }

    /// `spec`'s declaration with its value in `values`.
    init(_ spec: ParameterSpec, values: ParameterValues) {
        parameter = spec.name
        name = ExportName(String(spec.name.drop { $0 != "." }.dropFirst()))
        role = spec.role
        value = values.value(of: spec)
        unit = ExportUnit(role: spec.role, value: spec.defaultValue)
        note = ExportNote(
            summary: spec.summary, source: spec.source, defaultValue: spec.defaultValue,
            isTuned: values.value(of: spec) != spec.defaultValue)
    }
}

/// The unit of a declared value, from its role (never from a unit string).
enum ExportUnit: String, Hashable, Sendable {
    case perMillisecond = "per ms"
    case seconds = "s"
    case points = "pt"
    case percent = "%"
    case pointsPerSecond = "pt/s"
    case pixelsPerPoint = "px/pt"
    case items
    case none = ""

    init(role: ParameterRole, value: ParameterValue) {
        switch role {
        case .decelerationRate: self = .perMillisecond
        case .springResponse, .duration, .interval: self = .seconds
        case .length: self = .points
        case .viewportPercent: self = .percent
        case .speed: self = .pointsPerSecond
        case .density: self = .pixelsPerPoint
        case .count: self = .items
        case .springDampingRatio, .ratio, .timingCurve, .style, .scrollPlatform, .snapRule: self = .none
        }
    }
}
