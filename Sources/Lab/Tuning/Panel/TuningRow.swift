import Motion
import PlaygroundCore
import RealModule

/// One line of the tuning panel: a parameter, or one field of the spring editor shown under
/// the spring whose parameter is selected.
public enum TuningRow: Hashable, Sendable {
    case parameter(ParameterSpec)
    case spring(SpringPair, SpringPair.Field)

    /// The rows for a demo: its parameters in order; under the spring that `selected` belongs
    /// to, that spring's five editor fields.
    static func rows(demoID: String, catalog: ParameterCatalog, expanding selected: TuningRow?) -> [TuningRow] {
        let specs = catalog.parameters(ofDemo: demoID)
        let pairs = SpringPair.pairs(in: specs)
        let open: SpringPair? =
            switch selected {
            case .parameter(let spec): pairs.first { $0.contains(spec) }
            case .spring(let pair, _): pair
            case nil: nil
            }
        var rows: [TuningRow] = []
        for spec in specs {
            rows.append(.parameter(spec))
            if let open, spec == open.ratio {
                rows += SpringPair.Field.allCases.map { .spring(open, $0) }
            }
        }
        return rows
    }

    var title: String {
        switch self {
        case .parameter(let spec): String(spec.name.drop { $0 != "." }.dropFirst())
        case .spring(let pair, let field): "\(pair.name) spring · \(field.rawValue)"
        }
    }

    /// The line under the control: the default, the range and where the value comes from; for
    /// a spring field, how it follows from the parameters.
    var summary: String {
        switch self {
        case .parameter(let spec):
            let range = spec.domain.bounds.map {
                NumberText.short($0.lowerBound) + "–"
                    + NumberText.short($0.upperBound)
            }
            // 4 significant digits, as the value beside it (2π/10 is not 0.6283185307179586 here).
            let shown: String
            switch spec.defaultValue {
            case .number(let x): shown = NumberText.short(x, significant: 4)
            case .choice(let name): shown = TuningRowLayout.label(name)
            }
            return "default \(shown)" + (range.map { " · " + $0 } ?? "") + " · " + spec.source.description
        case .spring(_, let field):
            return SpringPair.formula(field)
        }
    }

    var unit: String {
        switch self {
        case .parameter(let spec): spec.unit
        case .spring(_, let field):
            switch field {
            case .duration: "s"
            case .bounce, .mass: ""
            case .stiffness: "N/m"
            case .damping: "N·s/m"
            }
        }
    }

    /// The increment of an arrow key; Shift takes a tenth (whole numbers stay whole).
    func step(fine: Bool) -> Double {
        let base: Double
        switch self {
        case .parameter(let spec): base = spec.step ?? 1
        case .spring(_, let field):
            switch field {
            case .duration: base = 0.01
            case .bounce: base = 0.05
            case .stiffness: base = 10
            case .damping: base = 1
            case .mass: base = 0.1
            }
        }
        if case .parameter(let spec) = self, case .integer = spec.domain { return base }
        return fine ? base / 10 : base
    }

    /// Where a value sits on the slider, 0...1. Deceleration rates are placed by the log of
    /// their decay constant: linear in r would crowd everything that feels different (0.99 to
    /// 0.999) into the last tenth of the track.
    func position(of x: Double, in range: ClosedRange<Double>) -> Double {
        guard range.upperBound > range.lowerBound else { return 0 }
        if isLogarithmic, range.lowerBound > 0 {
            return clamp(Double.log(x / range.lowerBound) / Double.log(range.upperBound / range.lowerBound), 0...1)
        }
        if isRate {
            let lo = Self.logLambda(range.lowerBound)
            let hi = Self.logLambda(range.upperBound)
            return clamp((lo - Self.logLambda(x)) / (lo - hi), 0...1)
        }
        if isWide(range) {
            let span = range.upperBound - range.lowerBound
            return clamp(Double.log(onePlus: x - range.lowerBound) / Double.log(onePlus: span), 0...1)
        }
        return clamp((x - range.lowerBound) / (range.upperBound - range.lowerBound), 0...1)
    }

    /// The inverse of `position(of:in:)`.
    func value(atPosition p: Double, in range: ClosedRange<Double>) -> Double {
        let p = clamp(p, 0...1)
        if isLogarithmic, range.lowerBound > 0 {
            return clamp(range.lowerBound * Double.exp(p * Double.log(range.upperBound / range.lowerBound)), range)
        }
        if isRate {
            let lo = Self.logLambda(range.lowerBound)
            let hi = Self.logLambda(range.upperBound)
            let lambda = Double.exp(lo - p * (lo - hi))
            return clamp(Double.exp(-lambda / 1000), range)
        }
        if isWide(range) {
            let span = range.upperBound - range.lowerBound
            return clamp(range.lowerBound + Double.expMinusOne(p * Double.log(onePlus: span)), range)
        }
        return range.lowerBound + p * (range.upperBound - range.lowerBound)
    }

    /// Stiffness, damping and mass span three orders of magnitude: equal steps along the track
    /// are equal ratios.
    private var isLogarithmic: Bool {
        if case .spring(_, let field) = self { return [.stiffness, .damping, .mass].contains(field) }
        return false
    }

    /// A scene's sizes, spacing and insets (1 to 10,000 pt) and its fling limit (0 to 1,000
    /// items): a linear track would put every size anyone uses in its first few pixels, so equal
    /// steps along it are equal ratios of (1 + the distance from the minimum).
    private func isWide(_ range: ClosedRange<Double>) -> Bool {
        guard case .parameter(let spec) = self, ["pt", "items"].contains(spec.unit) else { return false }
        return range.upperBound - range.lowerBound >= 1000
    }

    private var isRate: Bool {
        if case .parameter(let spec) = self { return spec.unit == "per ms" }
        return false
    }

    private static func logLambda(_ r: Double) -> Double { Double.log(-1000 * Double.log(r)) }

    /// `x` written with as many decimals as `step` has (so 0.998 − 0.001 is "0.997", not
    /// 0.9970000000000001), ready for the one validation.
    static func text(_ x: Double, step: Double) -> String {
        var digits = 0
        var scaled = step
        while digits < 9, abs(scaled - scaled.rounded()) > 1e-9 * max(1, abs(scaled)) {
            scaled *= 10
            digits += 1
        }
        return digits == 0 ? NumberText.format(x.rounded()) : decimal(x, digits: digits)
    }
}
