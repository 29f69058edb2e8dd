import Motion
import PlaygroundCore

/// A scene's tunable numbers as one typed value: its geometry (every group's item size, the
/// spacing, the insets, the snap rule, the fling limit) and its scroll physics. The file's
/// values are the defaults, so Backspace in the tuning panel goes back to what the file says.
public struct SceneParameters: Hashable, Sendable {
    /// Each group's item size (width, height) as the panel holds it, in the file's order: points,
    /// or percent of the viewport where the file wrote a percentage (`units`).
    public var sizes: [Size]
    /// What each group's width and height are in (`SceneDefinition.ItemGroup`'s units).
    public var widthUnits: [SceneDefinition.LengthUnit]
    public var heightUnits: [SceneDefinition.LengthUnit]
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
        widthUnits = scene.definition.items.map(\.widthUnit)
        heightUnits = scene.definition.items.map(\.heightUnit)
        spacing = number("spacing")
        insets = SceneDefinition.Insets(leading: number("inset_leading"), trailing: number("inset_trailing"))
        let snapSpec = values.catalog.spec(named: "\(id).snap")!
        snap = SceneDefinition.SnapRule(rawValue: values.choice(snapSpec)) ?? scene.definition.snap
        let fling = Int(number("max_items_per_fling"))
        maxItemsPerFling = fling == 0 ? nil : fling
        physics = Self.physicsParameters(id).physics(from: values)
    }

    // Percentages are kept as the panel's values, and so through Save to scene and exports, and
    // resolved to points only here, for the room a layout has: a resize lays the scene out anew.

    /// Each group's item size in points, where percentages are of `room` (`SceneFrame.room`: the
    /// viewport's width and the height it may have), held to `SceneDefinition.sizeRange`.
    public func resolvedSizes(room: Size) -> [Size] {
        func resolve(_ x: Double, _ unit: SceneDefinition.LengthUnit, _ of: Double) -> Double {
            unit == .percent ? clamp(x / 100 * of, SceneDefinition.sizeRange) : x
        }
        return sizes.indices.map { g in
            Size(
                width: resolve(sizes[g].width, widthUnits[g], room.width),
                height: resolve(sizes[g].height, heightUnits[g], room.height))
        }
    }

    /// The geometry along `axis` for a viewport `viewportLength` long where no window is known:
    /// percentages are of that length, across the axis too.
    public func geometry(of definition: SceneDefinition, viewportLength: Double) -> SceneGeometry {
        geometry(
            of: definition, viewportLength: viewportLength, room: Size(width: viewportLength, height: viewportLength))
    }

    /// The geometry along `axis` for a viewport `viewportLength` long, its items' percentages of `room`.
    public func geometry(of definition: SceneDefinition, viewportLength: Double, room: Size) -> SceneGeometry {
        let horizontal = definition.axis == .horizontal
        let groups = zip(definition.items, resolvedSizes(room: room)).map { group, size in
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
        func real(
            _ name: String, _ value: Double, _ range: ClosedRange<Double>, _ summary: String,
            percent: Bool = false
        ) -> ParameterSpec {
            ParameterSpec(
                name: "\(id).\(name)", defaultValue: .number(value),
                domain: .real(percent ? SceneDefinition.percentRange : range), unit: percent ? "%" : "pt", step: 1,
                summary: summary, source: source, role: percent ? .viewportPercent : .length)
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
            for (name, value, unit, dimension) in [
                (widthName(g), group.size.width, group.widthUnit, "width"),
                (heightName(g), group.size.height, group.heightUnit, "height"),
            ] {
                let percent = unit == .percent
                let summary = "\(dimension) of \(what)" + (percent ? ", in % of the viewport's \(dimension)" : "")
                specs.append(real(name, value, SceneDefinition.sizeRange, summary, percent: percent))
            }
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
        geometry(of: scene, values: values, area: DemoArea.rect(in: window).size)
    }

    /// The same in a demo area of `area` points: a device's screen (`--device`).
    public static func geometry(of scene: Scene, values: ParameterValues, area: Size) -> SceneGeometry {
        let parameters = SceneParameters(scene: scene, values: values)
        let frame = parameters.frame(of: scene.definition, area: area)
        return parameters.geometry(of: scene.definition, viewportLength: frame.length, room: frame.room)
    }

    /// What item percentages are of in a window of `window` points (`SceneFrame.room`).
    public static func room(window: Size) -> Size { room(area: DemoArea.rect(in: window).size) }

    /// What item percentages are of in a demo area of `area` points (a device's screen).
    public static func room(area: Size) -> Size { SceneFrame.room(in: area) }

    /// Where the scene's viewport sits in a demo area of `area` with these sizes: a horizontal
    /// strip is as tall as its tallest item (percentages resolved in the area's room).
    func frame(of definition: SceneDefinition, area: Size) -> SceneFrame {
        let room = SceneFrame.room(in: area)
        let sizing = geometry(of: definition, viewportLength: 1, room: room)
        return SceneFrame(area: area, axis: definition.axis, maxCross: sizing.maxCross)
    }
}
