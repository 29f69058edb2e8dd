/// The parameters a session knows, in display order (the demos' panel order, then each demo's
/// own order, then each scene's), and the lookup that `--set`, replay headers, `parameter_changed`
/// facts and `playground params` share.
///
/// The five demos' parameters are fixed (`builtIn`, which the demos declare); a session with
/// scenes has a catalog that adds each scene's, made from its file (`adding(_:)`). A catalog never changes: a reloaded
/// scene makes a new one. It is a class so that every `ParameterValues` can carry it for the
/// price of a reference.
public final class ParameterCatalog: Hashable, Sendable {
    public let all: [ParameterSpec]
    private let byName: [String: ParameterSpec]
    /// The names of the built-in demos' parameters (the first ones of `all`): a replay header
    /// writes every one of them, and a scene's only where it is tuned.
    private let builtInNames: Set<String>

    /// A catalog of `specs` whose first `builtInCount` are the built-in demos' (all of them when
    /// nil) and the rest scenes'.
    public init(specs: [ParameterSpec], builtInCount: Int? = nil) {
        var table: [String: ParameterSpec] = [:]
        for spec in specs {
            for name in [spec.name] + spec.aliases {
                precondition(table[name] == nil, "two parameters are called \(name)")
                table[name] = spec
            }
        }
        all = specs
        byName = table
        builtInNames = Set(specs.prefix(builtInCount ?? specs.count).map(\.name))
    }

    /// Whether the catalog holds only the built-in demos' parameters (no scene's).
    public var isBuiltInOnly: Bool { builtInNames.count == all.count }

    /// Whether `spec` is one of the built-in demos' parameters rather than a scene's.
    public func isBuiltIn(_ spec: ParameterSpec) -> Bool { builtInNames.contains(spec.name) }

    /// This catalog plus scenes' parameters `sceneSpecs`, in the order given.
    public func adding(sceneSpecs: [ParameterSpec]) -> ParameterCatalog {
        sceneSpecs.isEmpty ? self : ParameterCatalog(specs: all + sceneSpecs, builtInCount: builtInNames.count)
    }

    /// This catalog with the parameters of scene `id` replaced by `specs` (a reload).
    public func replacing(scene id: String, with sceneSpecs: [ParameterSpec]) -> ParameterCatalog {
        let ours = all.filter { $0.demoID == id }
        guard !ours.isEmpty else { return adding(sceneSpecs: sceneSpecs) }
        var specs: [ParameterSpec] = []
        var inserted = false
        for spec in all {
            if spec.demoID == id {
                if !inserted { specs += sceneSpecs }
                inserted = true
            } else {
                specs.append(spec)
            }
        }
        return ParameterCatalog(specs: specs, builtInCount: builtInNames.count)
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
    package static func editDistance(_ a: String, _ b: String) -> Int {
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
