import PlaygroundCore

/// The people's view of `playground params`: one block per demo, one aligned row per
/// parameter (name, value in force, default, range, unit, where the default is from) and its
/// summary underneath; choices are listed under their summary.
struct ParameterTable {
    /// Each demo's (or scene's) id and title, with its parameters in order.
    let demos: [(info: DemoInfo, specs: [ParameterSpec])]
    let values: ParameterValues

    static let header = ["name", "value", "default", "range", "unit", "from"]

    var text: String {
        let specs = demos.flatMap(\.specs)
        let rows = specs.map(row)
        var widths = Self.header.map(\.count)
        for row in rows {
            for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) }
        }
        func line(_ cells: [String]) -> String {
            var out = "  "
            for (i, cell) in cells.enumerated() {
                out += i == cells.count - 1 ? cell : cell.padding(to: widths[i] + 2)
            }
            return out + "\n"
        }
        var out = ""
        var changed = false
        for (info, demoSpecs) in demos {
            if !out.isEmpty { out += "\n" }
            out += "\(info.id): \(info.title)\n"
            out += line(Self.header)
            for spec in demoSpecs {
                out += line(row(spec))
                out += "      " + spec.summary + " — " + spec.source.detail + "\n"
                if let choices = spec.domain.choices { out += Self.wrapped("choices: ", choices) }
                changed = changed || values.value(of: spec) != spec.defaultValue
            }
        }
        if changed { out += "\n* set with --set\n" }
        return out
    }

    private func row(_ spec: ParameterSpec) -> [String] {
        let value = values.value(of: spec)
        let mark = value == spec.defaultValue ? "" : "*"
        let range: String
        switch spec.domain {
        case .real(let r): range = Self.show(r.lowerBound) + " … " + Self.show(r.upperBound)
        case .integer(let r): range = "\(r.lowerBound) … \(r.upperBound)"
        case .choices(let names): range = "\(names.count) choices"
        case .timing(let names): range = "\(names.count) curves or a Bézier"
        }
        return [spec.name, Self.show(value) + mark, Self.show(spec.defaultValue), range, spec.unit, spec.source.name]
    }

    /// `prefix` and the names, comma-separated, wrapped before column 100.
    static func wrapped(_ prefix: String, _ names: [String]) -> String {
        let indent = "      "
        var out = ""
        var line = indent + prefix
        for (i, name) in names.enumerated() {
            let item = name + (i < names.count - 1 ? "," : "")
            if line.count + 1 + item.count > 100, line.count > indent.count + prefix.count {
                out += line + "\n"
                line = indent + String(repeating: " ", count: prefix.count) + item
            } else {
                line += (line.hasSuffix(prefix) ? "" : " ") + item
            }
        }
        return out + line + "\n"
    }

    /// Exact when short; long fractions (2π/10) to six significant digits.
    static func show(_ x: Double) -> String {
        let exact = NumberText.format(x)
        return exact.count <= 8 ? exact : NumberText.short(x, significant: 6)
    }

    static func show(_ value: ParameterValue) -> String {
        switch value {
        case .number(let x): show(x)
        case .choice(let name): name
        }
    }
}
