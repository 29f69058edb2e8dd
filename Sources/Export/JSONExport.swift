import Motion
import Playground

/// `--format json`: every parameter of the demo with its value, default, range, unit, summary
/// and source, and the platform numbers derived from them.
struct JSONExport {
    var model: ExportModel
    var values: ParameterValues

    var text: String {
        let specs = ParameterCatalog.parameters(ofDemo: model.demoID)
        var derived = Self.derived(model)
        if let pitch = model.snapInterval { derived.append(StateField("snap_interval_pt", .double(pitch))) }
        let head = [
            StateField("format", .string("motion-playground-export")),
            StateField("app_version", .string(PlaygroundApp.appVersion)),
            StateField("demo", .string(model.demoID)),
            StateField("title", model.title.json),
        ]
        let tail = [
            StateField("parameters", .array(specs.map { $0.listing(value: values.value(of: $0)) })),
            StateField("derived", .object(derived)),
        ]
        return StateValue.object(head + Self.platformFields(model) + tail).json + "\n"
    }

    /// The platform numbers derived from the glide, the springs and the curves.
    static func derived(_ model: ExportModel) -> [StateField] {
        var derived: [StateField] = []
        if let glide = model.glide {
            derived.append(
                StateField(
                    "deceleration",
                    .fields([
                        "uikit_rate_per_ms": .double(glide.rate.rawValue),
                        "decay_constant_per_s": .double(glide.rate.decayConstant),
                        "half_life_s": .double(glide.rate.halfLife),
                        "flutter_drag_per_s": .double(glide.rate.flutterDrag),
                        "android_fling_friction": .double(glide.rate.androidFlingFriction),
                        "android_overscroller_friction_at_1000": .double(
                            OverScrollerFling.friction(
                                matching: glide.rate, atSpeed: AndroidPrinter.referenceSpeed)),
                    ])))
        }
        for s in model.springs {
            derived.append(
                StateField(
                    s.name + "_spring",
                    .fields([
                        "response_s": .double(s.spring.response),
                        "damping_ratio": .double(s.spring.dampingRatio),
                        "duration_s": .double(s.spring.duration),
                        "bounce": .double(s.spring.bounce),
                        "mass": .double(s.spring.mass),
                        "stiffness": .double(s.spring.stiffness),
                        "damping": .double(s.spring.damping),
                    ])))
        }
        for t in model.timed {
            guard let b = t.bezier else { continue }
            derived.append(
                StateField(
                    t.item.shortName + "_curve",
                    .fields([
                        "name": .string(t.curve?.name ?? ""),
                        "cubic_bezier": .array([b.curve.x1, b.curve.y1, b.curve.x2, b.curve.y2].map { .double($0) }),
                        "exact": .bool(b.isExact),
                        "max_error": .double(b.maxError),
                    ])))
        }
        return derived
    }
}
