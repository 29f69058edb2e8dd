extension ParameterSpec {
    /// `real`, `integer` or `choice`.
    public var kind: String {
        switch domain {
        case .real: "real"
        case .integer: "integer"
        case .choices, .timing: "choice"
        }
    }

    /// The object `playground params --json` prints for this parameter with `value` in force.
    /// Every object has the same keys; the ones that do not apply are null (`min` / `max` /
    /// `step` for choices, `choices` for numbers), so a tool can read them without guessing.
    public func listing(value: ParameterValue) -> StateValue {
        let bounds = domain.bounds
        // Typed apart: inside the literal, these optional chains took the type checker 1.4 s.
        let lowest: StateValue = bounds.map { number($0.lowerBound) } ?? .null
        let highest: StateValue = bounds.map { number($0.upperBound) } ?? .null
        let stepValue: StateValue = step.map { number($0) } ?? .null
        let choiceNames: StateValue =
            domain.choices.map { (names: [String]) -> StateValue in .array(names.map { .string($0) }) } ?? .null
        return .fields([
            "demo": .string(demoID),
            "name": .string(name),
            "kind": .string(kind),
            "value": json(value),
            "default": json(defaultValue),
            "min": lowest,
            "max": highest,
            "step": stepValue,
            "choices": choiceNames,
            "unit": .string(unit),
            "summary": .string(summary),
            "source": .string(source.description),
            "aliases": .array(aliases.map { .string($0) }),
        ])
    }

    private func json(_ value: ParameterValue) -> StateValue {
        switch value {
        case .number(let x): number(x)
        case .choice(let name): .string(name)
        }
    }

    /// Integer parameters print as JSON integers (`5`), reals as doubles (`0.998`, `100.0`).
    private func number(_ x: Double) -> StateValue {
        if case .integer = domain { return .int(Int(x)) }
        return .double(x)
    }
}
