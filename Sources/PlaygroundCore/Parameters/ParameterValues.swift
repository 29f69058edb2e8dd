/// The parameters in force for a session: every declared parameter at its default unless a
/// validated value replaced it. Only values that passed `ParameterCatalog.validate` get in,
/// so a demo reading from here never sees text, a typo or an out-of-range number.
public struct ParameterValues: Hashable, Sendable {
    /// Which parameters exist: the five demos' and the session's scenes'.
    public private(set) var catalog: ParameterCatalog
    /// Canonical name → value, only where it differs from the default (so two sessions with the
    /// same parameters in force compare equal however they were spelled).
    private var overrides: [String: ParameterValue] = [:]

    /// Every parameter of `catalog` at its default.
    public init(catalog: ParameterCatalog) {
        self.catalog = catalog
    }

    /// A header's `settings`: current and old names, every value validated. Names are taken in
    /// sorted order, so the error for a file with several bad settings is always the same one.
    public init(settings: [String: String], catalog: ParameterCatalog) throws(ParameterError) {
        self.catalog = catalog
        var spelledAs: [String: String] = [:]
        for name in settings.keys.sorted() {
            let (spec, value) = try catalog.validate(name: name, text: settings[name]!)
            if let other = spelledAs[spec.name], self.value(of: spec) != value {
                throw .conflictingNames(spec, alias: other == spec.name ? name : other)
            }
            spelledAs[spec.name] = name
            set(spec, to: value)
        }
    }

    /// `--set NAME=VALUE`: validated; a later `--set` of the same parameter wins.
    public mutating func set(_ name: String, to text: String) throws(ParameterError) {
        let (spec, value) = try catalog.validate(name: name, text: text)
        set(spec, to: value)
    }

    /// Sets an already validated value (`value` must be in the spec's domain).
    public mutating func set(_ spec: ParameterSpec, to value: ParameterValue) {
        precondition(spec.domain.contains(value), "\(spec.name) = \(value) was not validated")
        overrides[spec.name] = value == defaultValue(of: spec) ? nil : value
    }

    public func value(of spec: ParameterSpec) -> ParameterValue { overrides[spec.name] ?? defaultValue(of: spec) }

    /// The default as this catalog declares it. A scene's physics are declared by its file
    /// (`"parameters": {"deceleration_rate": 0.99}`), so its catalog's default differs from the
    /// UIKit default of the shared declaration code may hold (`ScrollPhysicsParameters`).
    private func defaultValue(of spec: ParameterSpec) -> ParameterValue {
        catalog.isBuiltInOnly
            ? spec.defaultValue : catalog.spec(named: spec.name)?.defaultValue ?? spec.defaultValue
    }

    /// A real or integer parameter's value.
    public func number(_ spec: ParameterSpec) -> Double {
        guard case .number(let x) = value(of: spec) else { preconditionFailure("\(spec.name) is not a number") }
        return x
    }

    /// An integer parameter's value.
    public func integer(_ spec: ParameterSpec) -> Int { Int(number(spec)) }

    /// A choice parameter's value.
    public func choice(_ spec: ParameterSpec) -> String {
        guard case .choice(let name) = value(of: spec) else { preconditionFailure("\(spec.name) is not a choice") }
        return name
    }

    /// Whether anything differs from the defaults.
    public var isDefault: Bool { overrides.isEmpty }

    /// Every parameter of every demo and scene with its value, in display order.
    public var inForce: [(spec: ParameterSpec, value: ParameterValue)] {
        catalog.all.map { ($0, value(of: $0)) }
    }

    /// The same values under `catalog` (a superset of this one's): what it does not declare is
    /// dropped.
    public func moved(to catalog: ParameterCatalog) -> ParameterValues {
        var moved = ParameterValues(catalog: catalog)
        for (name, value) in overrides {
            if let spec = catalog.spec(named: name), spec.domain.contains(value) { moved.overrides[name] = value }
        }
        return moved
    }

    /// Scene `id` was reloaded as `scene`: its parameters are now the new file's. A value tuned
    /// live survives where the file did not change that parameter's declaration (its default
    /// and range); where the file changed it, the file's new value wins, because that is the
    /// edit the engineer just made.
    public mutating func reload(scene id: String, as sceneSpecs: [ParameterSpec]) {
        let old = Dictionary(uniqueKeysWithValues: catalog.parameters(ofDemo: id).map { ($0.name, $0) })
        catalog = catalog.replacing(scene: id, with: sceneSpecs)
        var kept: [String: ParameterValue] = [:]
        for (name, value) in overrides {
            guard name.hasPrefix(id + ".") else {
                kept[name] = value
                continue
            }
            guard let before = old[name], let now = catalog.spec(named: name), before.defaultValue == now.defaultValue,
                before.domain == now.domain, now.domain.contains(value)
            else { continue }
            kept[name] = value
        }
        overrides = kept
    }

    /// Scene `id` was reloaded as `scene`, for values that stand for a moment rather than for the
    /// file (A, what was pinned): every one of its parameters keeps the value it had, wherever the
    /// new declaration's range holds it. Following the file instead, A at a default the save
    /// just changed would become the saved B: the comparison gone, and A's ghost numbers (run
    /// under the old value) shown under a value they are not of.
    public mutating func reloadKeepingValues(scene id: String, as sceneSpecs: [ParameterSpec]) {
        let old = catalog.parameters(ofDemo: id).map { ($0, value(of: $0)) }
        reload(scene: id, as: sceneSpecs)
        for (spec, value) in old {
            guard let now = catalog.spec(named: spec.name), now.domain.contains(value) else { continue }
            set(now, to: value)
        }
    }

    /// The parameters in force as canonical name → text, for a replay header: every one of the
    /// five demos', so a file replays the same after a default changes in the code; a scene's
    /// only where it differs from its default. The header carries the scene's file, whose
    /// values are most of those defaults; listing all of them would add a dozen lines per
    /// scene to every recording, scenes the session may never show.
    public var settings: [String: String] {
        var out: [String: String] = [:]
        for (spec, value) in inForce
        where catalog.isBuiltIn(spec) || overrides[spec.name] != nil {
            out[spec.name] = value.description
        }
        return out
    }
}
