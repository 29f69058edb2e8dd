import Playground

/// `export --scene FILE --format json`: the scene's resolved geometry (its groups with their
/// counts, lengths, cross sizes and first starts; the spacing, insets, snap rule and fling limit;
/// what the content length is made of, and the formulas of the snap offsets and the scroll range
/// in the viewport length V), every parameter with its value, default, range, unit, summary and
/// source, and the platform numbers derived from the physics.
struct SceneJSONExport {
    var model: SceneExportModel
    var values: ParameterValues

    var text: String {
        let groups = model.groups.map { g -> StateValue in
            .fields([
                "group": .int(g.number),
                "label": g.label?.json ?? .null,
                "count": .int(g.run.count),
                "length": .double(g.run.length),
                "cross": .double(g.run.cross),
                "first_index": .int(g.run.firstIndex),
                "first_start": .double(g.run.start),
            ])
        }
        let lengths = model.groups.reduce(0.0) { $0 + Double($1.run.count) * $1.run.length }
        let geometry = StateValue.fields([
            "axis": .string(model.axis.rawValue),
            "groups": .array(groups),
            "item_count": .int(model.itemCount),
            "spacing": .double(model.spacing.number),
            "insets": .array([.double(model.insetLeading.number), .double(model.insetTrailing.number)]),
            "snap": .string(model.rule.rawValue),
            "max_items_per_fling": model.flingLimit.map { .int($0) } ?? .null,
            "reach_ends": .bool(model.reachesEnds),
            "paging_velocity_threshold_pt_s": .double(model.pagingVelocityThreshold),
            "slow_release_velocity_pt_s": .double(model.slowReleaseVelocity),
            "sum_of_lengths": .double(lengths),
            "content_length": .double(model.contentLength),
            "formulas": .fields([
                "content_length": .string("insets[0] + sum_of_lengths + (item_count - 1) * spacing + insets[1]"),
                "start": .string("first_start + (i - first_index) * (length + spacing), in i's group"),
                "snap_offset": .string(snapFormula),
                "min_offset": .string(widens ? "min(0, snap_offset(0))" : "0"),
                "max_offset": .string(
                    widens ? "max(0, content_length - V, snap_offset(item_count - 1))" : "max(0, content_length - V)"),
                "rest_offset": .string("min(max(snap_offset(i), min_offset), max_offset)"),
                "projected_rest": .string("x0 + v / (-1000 * ln(deceleration_rate)), v in pt/s"),
            ]),
        ])
        let head = [
            StateField("format", .string("motion-playground-scene-export")),
            StateField("app_version", .string(PlaygroundApp.appVersion)),
            StateField("scene", .string(model.id)),
            StateField("title", model.motion.title.json),
            StateField("file", model.file.json),
        ]
        let tail = [
            StateField("geometry", geometry),
            StateField("parameters", .array(model.specs.map { $0.listing(value: values.value(of: $0)) })),
            StateField("derived", .object(JSONExport.derived(model.motion))),
        ]
        return StateValue.object(head + JSONExport.platformFields(model.motion) + tail).json + "\n"
    }

    /// `reach_ends` under a rule that aligns items: the range widens to every snap offset.
    private var widens: Bool {
        model.reachesEnds && model.rule != .none && model.rule != .page
    }

    private var snapFormula: String {
        switch model.rule {
        case .none, .start, .page: "start(i) - insets[0]"
        case .center: "start(i) + length(i) / 2 - V / 2"
        case .end: "start(i) + length(i) + insets[1] - V"
        }
    }
}
