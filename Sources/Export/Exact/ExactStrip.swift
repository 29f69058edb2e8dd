import Motion
import Scenes

/// What `export --exact` builds a runtime's `SnapLayout` from (Exports/Runtime): a strip's items
/// group by group and the numbers of its decision rule, with the values in force, for a scene
/// or a demo whose content is a strip (the salon), from its `ExportDocument`.
struct ExactStrip {
    /// The stem of the glue's type names (`Carousel`, `FullWidthPager`).
    var typeStem: String
    var title: ForeignText
    var axis: Axis
    /// Each group's count and item length along the axis, in the file's order: `length` points
    /// plus `share` of the viewport's length (a size in percent: `ViewportLength`).
    var groups: [(count: Int, length: Double, share: Double)]

    /// A group's item length in a language whose viewport length is `viewport`.
    func length(
        _ group: (count: Int, length: Double, share: Double), viewport: String, number: (Double) -> String
    ) -> String {
        ViewportLength(points: group.length, share: group.share).expression(viewport: viewport, number: number)
    }

    /// Whether some group's length follows the viewport.
    var followsViewport: Bool { groups.contains { $0.share != 0 } }
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
    var tunedUnder: ExportPhysics

    /// The strip of `document` (a scene, or a demo whose content is a strip: the salon) with its
    /// values in force; nil when it has none.
    init?(document: ExportDocument) {
        guard let strip = document.strip else { return nil }
        let physics: ScrollPhysics
        switch document.subject {
        case .scene(let scene): physics = SceneParameters(scene: scene, values: document.values).physics
        case .demo(let id):
            // The groups, insets and rule do not depend on the viewport; the runtime reads it at run time.
            guard let demo = SnappingStrip(demoID: id, values: document.values, viewportLength: 1) else { return nil }
            physics = demo.physics
        }
        let g = strip.geometry
        typeStem = document.name.typeStem
        title = document.title
        axis = strip.axis
        groups = zip(g.runs, strip.groups).map { run, group in
            let length = strip.length(group)
            return (run.count, length.isFixed ? run.length : length.points, length.share)
        }
        spacing = g.spacing
        insetLeading = g.insets.leading
        insetTrailing = g.insets.trailing
        rule = g.snap
        maxItemsPerFling = strip.maxItemsPerFling
        reachesEnds = g.reachesEnds
        decelerationRate = physics.decelerationRate.rawValue
        slowReleaseVelocity = physics.slowReleaseVelocity
        pagingVelocityThreshold = physics.pagingVelocityThreshold
        tunedUnder = ExportPhysics(physics.platform)
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
        if !tunedUnder.isReference {
            out +=
                " The tuning ran under \(tunedUnder.choice) physics, whose choice of item differs: this is UIKit's "
                + "projection onto the nearest rest."
        }
        return out
    }

    /// The line an exact export opens with when the tuning ran under physics whose choice of item
    /// the runtimes do not carry (every platform's but UIKit's): said before anything else, so
    /// nobody ships the rule thinking it is the one the playground showed. nil under UIKit's.
    var caveatLine: String? {
        guard !tunedUnder.isReference else { return nil }
        return "// --exact carries UIKit's rule (the projection onto the nearest rest), not \(tunedUnder.title)'s: "
            + "the tuning ran under \(tunedUnder.choice) physics, whose choice of item differs.\n"
    }
}
