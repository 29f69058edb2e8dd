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
    /// Whose physics the tuning ran under: the runtime decides by that platform's rule (its
    /// `SnapLayout.Platform`, named as the playground names it), as the playground did.
    var tunedUnder: ExportPhysics
    /// The tuning's pixels per point, which Flutter's tolerance (where its iOS glide stops) follows:
    /// the Swift and Dart glue pass it; the Kotlin glue reads the device's.
    var density: Double

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
        density = physics.density
    }

    /// The runtime's name for the rule of the platform the tuning ran under, from the playground's
    /// (`flutter-ios`): the case in Swift and Dart (`flutterIos`), the constant in Kotlin
    /// (`FLUTTER_IOS`), as each runtime declares it.
    var platformCase: ExportName { ExportName(tunedUnder.choice) }

    /// `x` or `y`.
    var axisName: String { axis == .horizontal ? "x" : "y" }
    /// `width` or `height`: the viewport's length along the axis.
    var lengthName: String { axis == .horizontal ? "width" : "height" }

    /// What the glue's comment says the layout decides, and under whose rule: the rate where the
    /// platform glides at the tuned one (UIKit's rule projects with it; the others glide by their own
    /// constants).
    var summary: String {
        let limit = maxItemsPerFling.map { ", at most \($0) item\($0 == 1 ? "" : "s") per fling" } ?? ""
        let ends = reachesEnds ? ", reach_ends" : ""
        let rate =
            tunedUnder.traits.glide == .tunedDeceleration
            ? ", deceleration rate " + ExportNumber.exact(decelerationRate) : ""
        return "\(title.prose): \(groups.reduce(0) { $0 + $1.count }) items in \(groups.count) group"
            + (groups.count == 1 ? "" : "s") + ", snap \(rule.rawValue)\(limit)\(ends)\(rate), tuned under "
            + "\(tunedUnder.title)'s physics. Rests are chosen as the playground chooses them there (its "
            + "PlatformScrolling.snapTarget through SceneGeometry.releaseTarget, and where that leaves a release to "
            + "the platform's own fling, the rest the strip snaps to once idle), by SnapLayout below (Exports/Runtime)."
    }
}
