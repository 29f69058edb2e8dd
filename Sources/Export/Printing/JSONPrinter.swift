import Motion
import PlaygroundCore
import Scenes

/// `--format json`: the document for a program to read. Every number as the playground holds it
/// (shortest round-trip text), every constant with its parameter, role, unit, default and source,
/// the springs, the animations with their curves, and the snapping strip. Strings go through the
/// project's JSON writer (`StateValue`), which escapes what a terminal or a text view would obey.
struct JSONPrinter: ExportPrinter {
    static let version = 2

    var document: ExportDocument

    init(document: ExportDocument) { self.document = document }

    var text: String {
        var fields = [
            StateField("format", .string("motion-playground-export")),
            StateField("version", .int(Self.version)),
            StateField("app_version", .string(AppVersion.build)),
            StateField("subject", subject),
            StateField("platform", .string(document.physics.choice)),
            StateField("density", document.density.map { Self.number($0.number) } ?? .null),
        ]
        // Only with `--device`: exports without one read as they always did.
        if let device = document.device {
            fields.append(
                StateField(
                    "device",
                    .object([
                        StateField("name", .string(device.name)), StateField("title", .string(device.title)),
                        StateField("width", Self.number(device.size.width)),
                        StateField("height", Self.number(device.size.height)),
                        StateField("density", Self.number(device.density)),
                    ])))
        }
        fields += [
            StateField("constants", .array(document.allConstants.map(Self.constant))),
            StateField("springs", .array(document.springs.map(Self.spring))),
            StateField("animations", .array(document.animations.map(Self.animation))),
            StateField("strip", document.strip.map(Self.strip) ?? .null),
        ]
        return StateValue.object(fields).json + "\n"
    }

    private var subject: StateValue {
        var fields: [StateField]
        switch document.subject {
        case .demo: fields = [StateField("kind", .string("demo")), StateField("id", .string(document.id))]
        case .scene(let scene):
            fields = [
                StateField("kind", .string("scene")), StateField("id", .string(document.id)),
                StateField("file", .string(Scene.baseName(scene.file))),
            ]
        }
        return .object(
            fields + [StateField("title", document.title.json), StateField("origin", document.origin.json)])
    }

    /// A number exactly as `NumberText.format` writes it: whole numbers without a fraction.
    static func number(_ x: Double) -> StateValue {
        guard x.isFinite, x == x.rounded(), abs(x) < 1e15 else { return .double(x) }
        return .int(Int(x))
    }

    static func value(_ value: ParameterValue) -> StateValue {
        switch value {
        case .number(let x): number(x)
        case .choice(let c): .string(c)
        }
    }

    static func constant(_ c: ExportConstant) -> StateValue {
        .fields([
            "name": .string(c.name.snake),
            "parameter": .string(c.parameter),
            "role": .string(role(c.role)),
            "value": value(c.value),
            "unit": c.unit == .none ? .null : .string(c.unit.rawValue),
            "default": value(c.note.defaultValue),
            "tuned": .bool(c.note.isTuned),
            "summary": .string(c.note.summary),
            "source": .string(c.note.source.description),
        ])
    }

    /// The role's name: `deceleration_rate`, `spring_response`, `duration`, …
    static func role(_ role: ParameterRole) -> String {
        switch role {
        case .decelerationRate: "deceleration_rate"
        case .springResponse: "spring_response"
        case .springDampingRatio: "spring_damping_ratio"
        case .duration: "duration"
        case .interval: "interval"
        case .timingCurve: "timing_curve"
        case .length: "length"
        case .viewportPercent: "viewport_percent"
        case .speed: "speed"
        case .ratio: "ratio"
        case .count: "count"
        case .style: "style"
        case .scrollPlatform: "scroll_platform"
        case .density: "density"
        case .snapRule: "snap_rule"
        }
    }

    /// A spring as its parameters and the mass-1 stiffness and damping they make.
    static func spring(_ s: ExportSpring) -> StateValue {
        .fields([
            "role": .string(s.role.rawValue),
            "response": number(s.response.number),
            "damping_ratio": number(s.dampingRatio.number),
            "mass": number(s.spring.mass),
            "stiffness": number(s.spring.stiffness),
            "damping": number(s.spring.damping),
            "parameters": .array([.string(s.response.parameter), .string(s.dampingRatio.parameter)]),
        ])
    }

    /// An animation's duration and curve (null for a wait between animations).
    static func animation(_ a: ExportAnimation) -> StateValue {
        let curve = a.curve.map { easing -> StateValue in
            let curve = ExportCurve(easing)
            return .fields([
                "name": .string(curve.name),
                "bezier": .array(curve.bezier.map(number)),
                "exact": .bool(curve.equivalent.isExact),
                "max_error": number(curve.equivalent.maxError),
            ])
        }
        return .fields([
            "parameter": .string(a.duration.parameter),
            "duration": number(a.duration.number),
            "curve": curve ?? .null,
        ])
    }

    static func strip(_ s: ExportStrip) -> StateValue {
        let groups = s.groups.map { g -> StateValue in
            var fields = [
                StateField("count", .int(g.count)), StateField("first_index", .int(g.firstIndex)),
                StateField("start", number(g.start)), StateField("length", number(g.length.number)),
                StateField("cross", number(g.cross.number)),
            ]
            // A size the scene gave in percent of the viewport: `length` and `cross` are its
            // points at the playground's default window.
            if let p = g.lengthPercent { fields.append(StateField("length_percent", number(p))) }
            if let p = g.crossPercent { fields.append(StateField("cross_percent", number(p))) }
            return .object(fields + [StateField("label", g.label?.json ?? .null)])
        }
        return .fields([
            "axis": .string(s.axis.rawValue),
            "groups": .array(groups),
            "item_count": .int(s.itemCount),
            "content_length": number(s.contentLength),
            "spacing": number(s.spacing.number),
            "insets": .array([number(s.leadingInset.number), number(s.trailingInset.number)]),
            "snap": .string(s.rule.rawValue),
            "max_items_per_fling": s.maxItemsPerFling.map { .int($0) } ?? .null,
            "reach_ends": .bool(s.reachesEnds),
            "paging_velocity_threshold": number(s.pagingVelocityThreshold),
        ])
    }
}
