import Motion
import PlaygroundCore
import Scenes

/// What an export of a demo or a scene declares, typed and free of syntax: the constants with
/// their roles and units, the springs, the timed animations with their curves, the snapping
/// strip, whose physics were simulated, and where each value comes from. A printer per format
/// (`ExportPrinter`) decides names, literals, comments and the platform primitives to use;
/// nothing here names a demo or a language.
struct ExportDocument: Sendable {
    /// What the document describes, kept so that the build can measure a release under another
    /// set of values (`ExportMeasurement`, into `caveats`).
    enum Subject: Sendable {
        case demo(String)
        case scene(Scene)
    }

    var subject: Subject
    /// The id as words: the stem of every declared name (`carousel`, `full width pager`).
    var name: ExportName
    /// The demo's or scene's title (the user's text for a scene: comments only).
    var title: ForeignText
    /// `seed 004`, `scene file carousel.json` (a file name may hold anything).
    var origin: ForeignText
    /// Whose scroll physics the playground simulated (UIKit's when there is no such parameter).
    /// Printers read `physics` and `caveats`, never this: what a format does with a platform is
    /// the platform's traits and the measured differences, not its name.
    var platform: ScrollPlatform
    /// The simulated physics as a printer may ask about them.
    var physics: ExportPhysics { ExportPhysics(platform) }
    /// What each format's primitives would change, measured when the document is built.
    var caveats = ExportCaveats()
    /// The parameter that chose `platform`, if any.
    var platformConstant: ExportConstant?
    /// Device pixels per point the playground simulated at; a device uses its own.
    var density: ExportConstant?
    /// The glide's deceleration rate, if the motion has a free glide.
    var decelerationRate: ExportConstant?
    var springs: [ExportSpring]
    var animations: [ExportAnimation]
    /// Every other number or choice, in the parameters' order.
    var constants: [ExportConstant]
    /// The snapping strip, for a scene and the salon.
    var strip: ExportStrip?
    /// What the user scrolls: which platform primitive the motion belongs to.
    var surface: DemoInfo.Surface
    /// The values in force, for measurements.
    var values: ParameterValues
    /// The phone or tablet screen the export is laid out for (`export --device`, or the
    /// recording's): its percentages and measured flicks are that screen's, and the banner names it.
    var device: DeviceFrame?

    /// The demo's id or the scene's (`carousel`): the name the export's banner gives it.
    var id: String {
        switch subject {
        case .demo(let id): id
        case .scene(let scene): scene.id
        }
    }

    /// Every declared constant, in one list (the glide, the springs' parameters, the animations'
    /// durations and curves, the strip's, the others), for listings such as JSON's.
    var allConstants: [ExportConstant] {
        var all: [ExportConstant] = []
        if let decelerationRate { all.append(decelerationRate) }
        for spring in springs { all += [spring.response, spring.dampingRatio] }
        for animation in animations { all += [animation.duration] + (animation.curveConstant.map { [$0] } ?? []) }
        all += constants
        if let strip {
            all += [strip.spacing, strip.leadingInset, strip.trailingInset]
            all += strip.groups.flatMap(\.declarations)
            all += [strip.ruleConstant, strip.maxItemsConstant].compactMap { $0 }
        }
        all += [platformConstant, density].compactMap { $0 }
        return all
    }
}
