import Motion

/// A scene's tunable numbers as one typed value: its geometry (every group's item size, the
/// spacing, the insets, the snap rule, the fling limit) and its scroll physics. The file's
/// values are the defaults, so Backspace in the tuning panel goes back to what the file says.
public struct SceneParameters: Hashable, Sendable {
    /// Each group's item size (width, height), in the file's order.
    public var sizes: [Size]
    public var spacing: Double
    public var insets: SceneDefinition.Insets
    public var snap: SceneDefinition.SnapRule
    public var maxItemsPerFling: Int?
    public var physics: ScrollPhysics

    /// The values in force for scene `scene` (its parameters must be in `values.catalog`).
    public init(scene: Scene, values: ParameterValues) {
        let id = scene.id
        func number(_ name: String) -> Double {
            guard let spec = values.catalog.spec(named: "\(id).\(name)") else {
                preconditionFailure("scene \(id) has no parameter \(name)")
            }
            return values.number(spec)
        }
        sizes = scene.definition.items.indices.map { g in
            Size(width: number(Self.widthName(g)), height: number(Self.heightName(g)))
        }
        spacing = number("spacing")
        insets = SceneDefinition.Insets(leading: number("inset_leading"), trailing: number("inset_trailing"))
        let snapSpec = values.catalog.spec(named: "\(id).snap")!
        snap = SceneDefinition.SnapRule(rawValue: values.choice(snapSpec)) ?? scene.definition.snap
        let fling = Int(number("max_items_per_fling"))
        maxItemsPerFling = fling == 0 ? nil : fling
        physics = Self.physicsParameters(id).physics(from: values)
    }

    /// The geometry along `axis` for a viewport `viewportLength` long.
    public func geometry(of definition: SceneDefinition, viewportLength: Double) -> SceneGeometry {
        let horizontal = definition.axis == .horizontal
        let groups = zip(definition.items, sizes).map { group, size in
            (
                count: group.count, length: horizontal ? size.width : size.height,
                cross: horizontal ? size.height : size.width
            )
        }
        return SceneGeometry(
            groups: groups, spacing: spacing, insets: insets, snap: snap, viewportLength: viewportLength,
            reachesEnds: definition.reachesEnds)
    }

    // MARK: - Declarations

    package static func widthName(_ group: Int) -> String { "group\(group + 1)_width" }
    package static func heightName(_ group: Int) -> String { "group\(group + 1)_height" }

    static func physicsParameters(_ id: String) -> ScrollPhysicsParameters {
        ScrollPhysicsParameters(demo: id, fields: ScrollPhysicsParameters.Field.allCases)
    }

    /// The parameters scene `id` declares, with the file's values as defaults.
    static func specs(id: String, definition d: SceneDefinition, file: String) -> [ParameterSpec] {
        let source = ParameterSource.scene(file)
        func real(_ name: String, _ value: Double, _ range: ClosedRange<Double>, _ summary: String) -> ParameterSpec {
            ParameterSpec(
                name: "\(id).\(name)", defaultValue: .number(value), domain: .real(range), unit: "pt", step: 1,
                summary: summary, source: source, role: .length)
        }
        var specs = [
            ParameterSpec(
                name: "\(id).snap", defaultValue: .choice(d.snap.rawValue),
                domain: .choices(SceneDefinition.SnapRule.allCases.map(\.rawValue)), unit: "", step: nil,
                summary: "where a flick comes to rest: an item's start, centre or end, whole pages, or anywhere",
                source: source, role: .snapRule),
            ParameterSpec(
                name: "\(id).max_items_per_fling", defaultValue: .number(Double(d.maxItemsPerFling ?? 0)),
                domain: .integer(0...SceneDefinition.flingRange.upperBound), unit: "items", step: 1,
                summary: "at most this many items (pages) from the one selected at the press; 0 = no limit",
                source: source, role: .count),
            real("spacing", d.spacing, SceneDefinition.spacingRange, "gap between neighbouring items"),
            real("inset_leading", d.insets.leading, SceneDefinition.insetRange, "space before the first item"),
            real("inset_trailing", d.insets.trailing, SceneDefinition.insetRange, "space after the last item"),
        ]
        for (g, group) in d.items.enumerated() {
            let what = "group \(g + 1)'s item\(group.count == 1 ? "" : "s") (\(group.count))"
            specs.append(real(widthName(g), group.size.width, SceneDefinition.sizeRange, "width of \(what)"))
            specs.append(real(heightName(g), group.size.height, SceneDefinition.sizeRange, "height of \(what)"))
        }
        for field in ScrollPhysicsParameters.Field.allCases {
            let platform = ScrollPhysicsParameters.spec(field, demo: id)
            if field == .platform, let chosen = d.platform {
                specs.append(
                    ParameterSpec(
                        name: platform.name, defaultValue: .choice(chosen.rawValue), domain: platform.domain,
                        unit: platform.unit, step: platform.step, summary: platform.summary, source: source,
                        role: platform.role))
                continue
            }
            guard let value = d.physics[field] else {
                specs.append(platform)
                continue
            }
            specs.append(
                ParameterSpec(
                    name: platform.name, defaultValue: .number(value), domain: platform.domain, unit: platform.unit,
                    step: platform.step, summary: platform.summary, source: source, role: platform.role))
        }
        return specs
    }
}

extension SceneParameters {
    /// The geometry a session shows for `scene` in a window of `window` points (the panel and
    /// header take their share): what `scene check` prints and the exporters write.
    public static func geometry(of scene: Scene, values: ParameterValues, window: Size) -> SceneGeometry {
        let parameters = SceneParameters(scene: scene, values: values)
        let sizing = parameters.geometry(of: scene.definition, viewportLength: 1)
        let frame = SceneFrame(
            area: AppLayout.demoArea(in: window).size, axis: scene.definition.axis, maxCross: sizing.maxCross)
        return parameters.geometry(of: scene.definition, viewportLength: frame.length)
    }
}
