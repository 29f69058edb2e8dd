import Motion
import Playground

/// What `export --exact` builds a runtime's `SnapLayout` from (Exports/Runtime): a strip's items
/// group by group and the numbers of its decision rule, with the values in force, for a scene
/// (from its `SceneExportModel`) or a demo whose content is a strip (the salon).
struct ExactStrip {
    /// The stem of the glue's type names (`Carousel`, `FullWidthPager`).
    var typeStem: String
    var title: ForeignText
    var axis: Axis
    /// Each group's count and item length along the axis, in the file's order.
    var groups: [(count: Int, length: Double)]
    var spacing: Double
    var insetLeading: Double
    var insetTrailing: Double
    var rule: SnapRule
    var maxItemsPerFling: Int?
    var reachesEnds: Bool
    var decelerationRate: Double
    var slowReleaseVelocity: Double
    var pagingVelocityThreshold: Double
    /// Whose physics the tuning ran under: the runtimes decide as UIKit does, which is the
    /// playground's choice under every platform but Android's and Flutter's.
    var platform: ScrollPlatform

    init(model: SceneExportModel) {
        typeStem = model.motion.typeStem
        title = model.motion.title
        axis = model.axis
        groups = model.groups.map { ($0.run.count, $0.run.length) }
        spacing = model.spacing.number
        insetLeading = model.insetLeading.number
        insetTrailing = model.insetTrailing.number
        rule = model.rule
        maxItemsPerFling = model.flingLimit
        reachesEnds = model.reachesEnds
        decelerationRate = model.decelerationRate
        slowReleaseVelocity = model.slowReleaseVelocity
        pagingVelocityThreshold = model.pagingVelocityThreshold
        platform = model.platform
    }

    /// Demo `demoID`'s strip with `values` in force; nil for a demo without one.
    init?(demoID: String, values: ParameterValues) {
        // The groups, insets and rule do not depend on the viewport; the runtime reads it at run time.
        guard let strip = SnappingStrip(demoID: demoID, values: values, viewportLength: 1) else { return nil }
        let model = ExportModel(demoID: demoID, values: values)
        let g = strip.geometry
        typeStem = model.typeStem
        title = model.title
        axis = strip.axis
        groups = g.runs.map { ($0.count, $0.length) }
        spacing = g.spacing
        insetLeading = g.insets.leading
        insetTrailing = g.insets.trailing
        rule = g.snap
        maxItemsPerFling = strip.maxItemsPerFling
        reachesEnds = g.reachesEnds
        decelerationRate = strip.physics.decelerationRate.rawValue
        slowReleaseVelocity = strip.physics.slowReleaseVelocity
        pagingVelocityThreshold = strip.physics.pagingVelocityThreshold
        platform = strip.physics.platform
    }

    /// `x` or `y`.
    var axisName: String { axis == .horizontal ? "x" : "y" }
    /// `width` or `height`: the viewport's length along the axis.
    var lengthName: String { axis == .horizontal ? "width" : "height" }

    /// What the glue's comment says the layout decides, and under whose rule.
    var summary: String {
        let limit = maxItemsPerFling.map { ", at most \($0) item\($0 == 1 ? "" : "s") per fling" } ?? ""
        let ends = reachesEnds ? ", reach_ends" : ""
        var out =
            "\(title.prose): \(groups.reduce(0) { $0 + $1.count }) items in \(groups.count) group"
            + (groups.count == 1 ? "" : "s") + ", snap \(rule.rawValue)\(limit)\(ends), deceleration rate "
            + ExportNumber.exact(decelerationRate) + ". Rests are chosen as the playground chooses them "
            + "(SceneGeometry.releaseTarget under UIKit's rule), by SnapLayout below (Exports/Runtime)."
        if platform != .uikit {
            out +=
                " The tuning ran under \(platform.rawValue) physics, whose choice of item differs: this is UIKit's "
                + "projection onto the nearest rest."
        }
        return out
    }
}
