/// The parameters a session knows, in display order (the demos' panel order, then each demo's
/// own order, then each scene's), and the lookup that `--set`, replay headers, `parameter_changed`
/// facts and `playground params` share.
///
/// The five demos' parameters are fixed (`builtIn`); a session with scenes has a catalog that
/// adds each scene's, made from its file (`adding(_:)`). A catalog never changes: a reloaded
/// scene makes a new one. It is a class so that every `ParameterValues` can carry it for the
/// price of a reference.
public final class ParameterCatalog: Hashable, Sendable {
    /// The five demos' parameters.
    public static let builtIn = ParameterCatalog(specs: DemoCatalog.all.flatMap { $0.parameters })

    public let all: [ParameterSpec]
    private let byName: [String: ParameterSpec]

    public init(specs: [ParameterSpec]) {
        var table: [String: ParameterSpec] = [:]
        for spec in specs {
            for name in [spec.name] + spec.aliases {
                precondition(table[name] == nil, "two parameters are called \(name)")
                table[name] = spec
            }
        }
        all = specs
        byName = table
    }

    /// The built-in parameters plus each scene's, in the order given.
    public func adding(_ scenes: [Scene]) -> ParameterCatalog {
        scenes.isEmpty ? self : ParameterCatalog(specs: all + scenes.flatMap(\.specs))
    }

    /// This catalog with the parameters of scene `id` replaced by `scene`'s (a reload).
    public func replacing(scene id: String, with scene: Scene) -> ParameterCatalog {
        let ours = all.filter { $0.demoID == id }
        guard !ours.isEmpty else { return ParameterCatalog(specs: all + scene.specs) }
        var specs: [ParameterSpec] = []
        var inserted = false
        for spec in all {
            if spec.demoID == id {
                if !inserted { specs += scene.specs }
                inserted = true
            } else {
                specs.append(spec)
            }
        }
        return ParameterCatalog(specs: specs)
    }

    public static func == (a: ParameterCatalog, b: ParameterCatalog) -> Bool { a === b || a.all == b.all }
    public func hash(into hasher: inout Hasher) { hasher.combine(all.count) }

    /// The parameter called `name`, or that `name` is an old name of.
    public func spec(named name: String) -> ParameterSpec? { byName[name] }

    /// A demo's (or scene's) parameters in display order (empty for an unknown id).
    public func parameters(ofDemo id: String) -> [ParameterSpec] { all.filter { $0.demoID == id } }

    /// The single check every `NAME=VALUE` goes through.
    public func validate(name: String, text: String) throws(ParameterError) -> (
        spec: ParameterSpec, value: ParameterValue
    ) {
        guard let spec = spec(named: name) else { throw .unknownName(name, suggestion: suggestion(for: name)) }
        return (spec, try spec.value(parsing: text))
    }

    // The built-in catalog's lookups, for code that only ever sees the five demos.
    public static var all: [ParameterSpec] { builtIn.all }
    public static func spec(named name: String) -> ParameterSpec? { builtIn.spec(named: name) }
    public static func parameters(ofDemo id: String) -> [ParameterSpec] { builtIn.parameters(ofDemo: id) }
    public static func validate(name: String, text: String) throws(ParameterError) -> (
        spec: ParameterSpec, value: ParameterValue
    ) { try builtIn.validate(name: name, text: text) }
    static func suggestion(for name: String) -> String? { builtIn.suggestion(for: name) }

    /// The name a typo most likely meant: the same parameter in another spelling of its demo
    /// (`threshold` → `pull.threshold`), a name cut short (`salon.decel`), else the closest name
    /// within three edits.
    func suggestion(for name: String) -> String? {
        let last = name.split(separator: ".").last.map(String.init) ?? name
        let demo = name.split(separator: ".").first.map(String.init) ?? ""
        if let same = all.first(where: { $0.demoID == demo && $0.name.hasSuffix("." + last) }) { return same.name }
        if let same = all.first(where: { $0.name.hasSuffix("." + last) }) { return same.name }
        if name.count >= 4, let longer = all.first(where: { $0.name.hasPrefix(name) }) { return longer.name }
        var best: (name: String, distance: Int)?
        for spec in all {
            let d = Self.editDistance(name, spec.name)
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
