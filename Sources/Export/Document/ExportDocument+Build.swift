import Demos
import Motion
import PlaygroundCore
import Scenes

extension ExportDocument {
    /// A demo's document under `values`.
    init(demoID: String, values: ParameterValues, device: DeviceFrame? = nil) {
        let info = DemoCatalog.all[DemoCatalog.index(of: demoID) ?? 0].info
        self.init(
            subject: .demo(demoID), name: ExportName(demoID), title: ForeignText(info.title),
            origin: ForeignText("seed " + info.seed.prefix { $0 != "_" }),
            specs: ParameterCatalog.parameters(ofDemo: demoID), values: values)
        self.device = device
        surface = info.surface
        if let text = info.stripScene {
            // The demo's fixed layout, written as a scene: its numbers are the seed's, at their defaults.
            let scene = Self.stripScene(id: demoID, text: text, seed: info.seed)
            // The scene's own catalog: its parameters share the demo's names (`salon.deceleration_rate`).
            strip = Self.sceneStrip(
                scene, values: ParameterValues(catalog: ParameterCatalog(specs: scene.specs)), device: device)
        }
        caveats = ExportCaveats(self)
    }

    /// A scene's document under `values` (which must hold the scene's parameters).
    init(scene: Scene, values: ParameterValues, device: DeviceFrame? = nil) {
        // The strip's own parameters (lengths, the rule, the fling limit) go to `strip`.
        let stripRoles: Set<ParameterRole> = [.length, .viewportPercent, .snapRule, .count]
        self.init(
            subject: .scene(scene), name: ExportName(sceneID: scene.id), title: ForeignText(scene.definition.title),
            origin: ForeignText("scene file " + Scene.baseName(scene.file)),
            specs: scene.specs.filter { !stripRoles.contains($0.role) }, values: values)
        self.device = device
        surface = .scene
        strip = Self.sceneStrip(scene, values: values, device: device)
        caveats = ExportCaveats(self)
    }

    private static func stripScene(id: String, text: String, seed: String) -> Scene {
        do {
            return try Scene(id: id, file: seed, source: text)
        } catch {
            preconditionFailure("demo \(id)'s strip does not read as a scene: \(error)")
        }
    }

    /// The declarations `specs` make under `values`, sorted by role.
    private init(
        subject: Subject, name: ExportName, title: ForeignText, origin: ForeignText, specs: [ParameterSpec],
        values: ParameterValues
    ) {
        self.subject = subject
        self.name = name
        self.title = title
        self.origin = origin
        self.values = values
        platform = .uikit
        springs = []
        animations = []
        constants = []
        surface = .list
        let timing = specs.first { $0.role == .timingCurve }
        for spec in specs {
            let constant = ExportConstant(spec, values: values)
            switch spec.role {
            case .scrollPlatform:
                platform = ScrollPlatform(rawValue: values.choice(spec)) ?? .uikit
                platformConstant = constant
            case .density:
                density = constant
            case .decelerationRate where decelerationRate == nil:
                decelerationRate = constant
            case .springResponse(let role):
                guard let ratio = specs.first(where: { $0.role == .springDampingRatio(role) }) else {
                    constants.append(constant)
                    continue
                }
                let ratioConstant = ExportConstant(ratio, values: values)
                springs.append(
                    ExportSpring(
                        role: role, response: constant, dampingRatio: ratioConstant,
                        spring: Spring(dampingRatio: ratioConstant.number, response: constant.number)))
            case .springDampingRatio, .timingCurve:
                continue
            case .duration(let curve):
                switch curve {
                case .timingParameter:
                    let timingConstant = timing.map { ExportConstant($0, values: values) }
                    animations.append(
                        ExportAnimation(
                            duration: constant, curve: timing.flatMap { Easing(name: values.choice($0)) },
                            curveConstant: timingConstant))
                case .easeInOut:
                    animations.append(ExportAnimation(duration: constant, curve: .easeInOut, curveConstant: nil))
                }
            case .interval:
                animations.append(ExportAnimation(duration: constant, curve: nil, curveConstant: nil))
            default:
                constants.append(constant)
            }
        }
    }

    /// A scene's strip with the values in force.
    private static func sceneStrip(_ scene: Scene, values: ParameterValues, device: DeviceFrame?) -> ExportStrip {
        let id = scene.id
        let specs = scene.specs
        func constant(_ name: String) -> ExportConstant {
            guard let spec = specs.first(where: { $0.name == "\(id).\(name)" }) else {
                preconditionFailure("scene \(id) has no parameter \(name)")
            }
            return ExportConstant(spec, values: values)
        }
        let parameters = SceneParameters(scene: scene, values: values)
        // Percentages become points in the device's screen or the playground's default window;
        // printers say so.
        let room = ExportStrip.room(device: device)
        let geometry = parameters.geometry(of: scene.definition, viewportLength: 1, room: room)
        let sizes = parameters.resolvedSizes(room: room)
        let horizontal = scene.definition.axis == .horizontal
        let groups = geometry.runs.map { run in
            let g = run.group
            let item = scene.definition.items[g]
            /// The size in points for the printers, its percentage, and the parameter as declared.
            func size(
                _ name: String, _ points: Double, _ unit: SceneDefinition.LengthUnit
            ) -> (points: ExportConstant, percent: Double?, declared: ExportConstant) {
                let declared = constant(name)
                guard unit == .percent else { return (declared, nil, declared) }
                var resolved = declared
                resolved.value = .number(points)
                resolved.unit = .points
                return (resolved, declared.number, declared)
            }
            let width = size(SceneParameters.widthName(g), sizes[g].width, item.widthUnit)
            let height = size(SceneParameters.heightName(g), sizes[g].height, item.heightUnit)
            let (length, cross) = horizontal ? (width, height) : (height, width)
            return ExportStrip.Group(
                index: g, count: run.count, firstIndex: run.firstIndex, start: run.start, length: length.points,
                cross: cross.points, lengthPercent: length.percent, crossPercent: cross.percent,
                declarations: [length.declared, cross.declared], label: item.label.map(ForeignText.init))
        }
        return ExportStrip(
            axis: scene.definition.axis, groups: groups, itemCount: geometry.itemCount,
            contentLength: geometry.contentLength, spacing: constant("spacing"),
            leadingInset: constant("inset_leading"), trailingInset: constant("inset_trailing"),
            rule: parameters.snap, ruleConstant: constant("snap"), maxItemsPerFling: parameters.maxItemsPerFling,
            maxItemsConstant: constant("max_items_per_fling"), reachesEnds: scene.definition.reachesEnds,
            pagingVelocityThreshold: parameters.physics.pagingVelocityThreshold, geometry: geometry, device: device)
    }
}
