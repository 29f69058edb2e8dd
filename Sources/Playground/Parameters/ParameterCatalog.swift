/// Every parameter of every demo, in display order (the demos' panel order, then each demo's
/// own order), and the lookup that `--set`, replay headers and `playground params` share.
public enum ParameterCatalog {
    public static let all: [ParameterSpec] = DemoCatalog.all.flatMap { $0.parameters }

    private static let byName: [String: ParameterSpec] = {
        var table: [String: ParameterSpec] = [:]
        for spec in all {
            for name in [spec.name] + spec.aliases {
                precondition(table[name] == nil, "two parameters are called \(name)")
                table[name] = spec
            }
        }
        return table
    }()

    /// The parameter called `name`, or that `name` is an old name of.
    public static func spec(named name: String) -> ParameterSpec? { byName[name] }

    /// A demo's parameters in display order (empty for an unknown id).
    public static func parameters(ofDemo id: String) -> [ParameterSpec] { all.filter { $0.demoID == id } }

    /// The single check every `NAME=VALUE` goes through.
    public static func validate(name: String, text: String) throws(ParameterError) -> (
        spec: ParameterSpec,
        value: ParameterValue
    ) {
        guard let spec = spec(named: name) else { throw .unknownName(name, suggestion: suggestion(for: name)) }
        return (spec, try spec.value(parsing: text))
    }

    /// The name a typo most likely meant: the same parameter in another spelling of its demo
    /// (`threshold` → `pull.threshold`), a name cut short (`salon.decel`), else the closest name
    /// within three edits.
    static func suggestion(for name: String) -> String? {
        let last = name.split(separator: ".").last.map(String.init) ?? name
        if let same = all.first(where: { $0.name.hasSuffix("." + last) }) { return same.name }
        if name.count >= 4, let longer = all.first(where: { $0.name.hasPrefix(name) }) { return longer.name }
        var best: (name: String, distance: Int)?
        for spec in all {
            let d = editDistance(name, spec.name)
            if d <= 3, d < (best?.distance ?? Int.max) { best = (spec.name, d) }
        }
        return best?.name
    }

    /// Levenshtein distance over characters (names are short, so the quadratic table is fine).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.prefix(64))
        let b = Array(b.prefix(64))
        guard !a.isEmpty else { return b.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let kept = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = kept
            }
        }
        return row[b.count]
    }
}
