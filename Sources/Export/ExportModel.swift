import Motion
import Playground

/// A demo's motion as a platform sees it, built from the parameters in force: the glide, the
/// springs, the timed animations with their curves, and the other numbers. Every exporter
/// writes from this, so each format carries the same numbers and the same provenance.
struct ExportModel {
    /// A parameter with its value in force.
    struct Item {
        var spec: ParameterSpec
        var value: ParameterValue

        var number: Double {
            if case .number(let x) = value { return x }
            return .nan
        }

        /// `click_duration`.
        var shortName: String { String(spec.name.drop { $0 != "." }.dropFirst()) }

        /// What it is, its unit, and where its default comes from (and that it was changed).
        var comment: String {
            let unit = spec.unit.isEmpty ? "" : " Unit: \(spec.unit)."
            var text = Self.sentence(spec.summary) + "." + unit + " Default \(spec.defaultValue), from \(spec.source)."
            if value != spec.defaultValue { text += " Tuned: \(value)." }
            return text
        }

        static func sentence(_ s: String) -> String { s.prefix(1).uppercased() + s.dropFirst() }
    }

    struct Glide {
        var item: Item
        var rate: DecelerationRate
    }

    struct SpringItem {
        /// `snap`, `bounce`, `wheel`.
        var name: String
        var response: Item
        var ratio: Item
        var spring: Spring

        var comment: String {
            let changed = response.value != response.spec.defaultValue || ratio.value != ratio.spec.defaultValue
            let what =
                response.spec.summary.hasPrefix("period of ")
                ? String(response.spec.summary.dropFirst(10))
                : response.spec.summary
            return "\(Item.sentence(what)): response \(NumberText.short(spring.response, significant: 6)) s, "
                + "damping ratio \(NumberText.short(spring.dampingRatio, significant: 6)). Defaults "
                + "\(response.spec.defaultValue) s "
                + "and \(ratio.spec.defaultValue), from \(response.spec.source)." + (changed ? " Tuned." : "")
        }
    }

    /// A duration and the curve the demo runs it with.
    struct Timed {
        var item: Item
        var curve: Easing?
        /// The cubic Bézier to write for the curve (`BezierEquivalent`: the curve itself,
        /// easings.net's, or a fit; rounded as people write it).
        var bezier: BezierEquivalent?
        /// `easing.timing` when the curve is a parameter.
        var curveItem: Item?

        var curveComment: String {
            guard let curve, let bezier else { return "" }
            let error = NumberText.short(bezier.maxError, significant: 2)
            switch bezier.source {
            case .bezier:
                if bezier.isExact { return "Curve: \(curve.name), a cubic Bézier." }
                return "Curve: \(curve.name), a cubic Bézier, to \(bezier.rounded.decimals) decimals (at most "
                    + "\(error) of the distance off)."
            case .easingsNet:
                return "Curve: \(curve.name), as easings.net's cubic Bézier (at most \(error) of the distance off)."
            case .fitted where !bezier.followsEasing:
                return "Curve: \(curve.name), which no cubic Bézier follows (the nearest is off by \(error) of "
                    + "the distance): use a keyframe or spring animation for it."
            case .fitted:
                return "Curve: \(curve.name), as its nearest cubic Bézier (least squares; at most \(error) of the "
                    + "distance off)."
            }
        }
    }

    var demoID: String
    /// A demo's title, or a scene's from its file.
    var title: ForeignText
    /// Where the motion comes from, for the banner: `seed 004`, `scene file carousel.json` (a
    /// file name is the user's: it may hold anything a file name can).
    var origin: ForeignText
    var glide: Glide?
    var springs: [SpringItem] = []
    var timed: [Timed] = []
    var constants: [Item] = []
    /// Distance between snap positions (pt) when the demo snaps to evenly spaced items.
    var snapInterval: Double?
    /// Whether the demo turns whole pages (the pager): a platform's own pager physics apply.
    var turnsPages = false
    /// Whose scroll physics the playground simulated: the value of `<id>.physics` (UIKit's when
    /// the demo or scene has no such parameter).
    var platform = ScrollPlatform.uikit
    /// `salon.physics`: the parameter that chose `platform`, for the comments that name it.
    var platformParameter: String?
    /// Device pixels per point the playground simulated at (`<id>.density`): Android's pixel
    /// constants and Flutter's tolerance followed it. A device uses its own, so it is not
    /// written as a constant to paste; nil when the demo has no such parameter.
    var density: Double?
    /// `salon.density`, for the comments that name it.
    var densityParameter: String?

    /// A demo's motion.
    init(demoID: String, values: ParameterValues) {
        let info = DemoCatalog.all[DemoCatalog.index(of: demoID) ?? 0].info
        self.init(
            id: demoID, title: info.title, origin: "seed " + info.seed.prefix { $0 != "_" },
            specs: ParameterCatalog.parameters(ofDemo: demoID), values: values)
        if demoID == SalonDemo.info.id { snapInterval = SalonLayout.pitch }
        turnsPages = demoID == PagerDemo.info.id
    }

    /// The motion `specs` (a demo's parameters, or a scene's physics) describe under `values`.
    init(id: String, title: String, origin: String, specs: [ParameterSpec], values: ParameterValues) {
        demoID = id
        self.title = ForeignText(title)
        self.origin = ForeignText(origin)
        let pairs = SpringPair.pairs(in: specs)
        func item(_ spec: ParameterSpec) -> Item { Item(spec: spec, value: values.value(of: spec)) }
        let timing = specs.first { $0.name == id + ".timing" }
        let platformName = id + "." + ScrollPhysicsParameters.Field.platform.rawValue
        let densityName = id + "." + ScrollPhysicsParameters.Field.density.rawValue
        for spec in specs {
            if spec.name == platformName {
                // A choice of simulation, not a number to paste: each exporter writes it its own way.
                platform = ScrollPlatform(rawValue: values.choice(spec)) ?? .uikit
                platformParameter = spec.name
            } else if spec.name == densityName {
                density = values.number(spec)
                densityParameter = spec.name
            } else if spec.unit == "per ms" {
                glide = Glide(item: item(spec), rate: .custom(values.number(spec)))
            } else if let pair = pairs.first(where: { $0.response == spec }) {
                let spring = Spring(dampingRatio: values.number(pair.ratio), response: values.number(pair.response))
                springs.append(
                    SpringItem(
                        name: pair.name, response: item(pair.response), ratio: item(pair.ratio),
                        spring: spring))
            } else if pairs.contains(where: { $0.ratio == spec }) || spec == timing {
                continue
            } else if spec.unit == "s" {
                let curve = Self.curve(for: spec, values: values, timing: timing)
                timed.append(
                    Timed(
                        item: item(spec), curve: curve, bezier: curve.map(BezierEquivalent.init),
                        curveItem: spec.name == id + ".duration" ? timing.map(item) : nil))
            } else {
                constants.append(item(spec))
            }
        }
    }

    /// The id as the stem of a type name: `Salon`, `FullWidthPager` (`Scene3dCards` for an id
    /// that starts with a digit).
    var typeStem: String {
        let stem = demoID.upperCamel
        return stem.first?.isNumber == true ? "Scene" + stem : stem
    }

    /// The id as the stem of a member name: `salon`, `fullWidthPager`, `scene3dCards`.
    var memberStem: String {
        let stem = typeStem
        return stem.prefix(1).lowercased() + stem.dropFirst()
    }

    /// The curve a demo runs a duration with: the eased scroll's own timing parameter; none for
    /// the roller's stay (a timer, not an animation); UIKit's default ease-in-out for the rest
    /// (UIView.animate, scrollRectToVisible and the seeds' transitions all use it).
    static func curve(for spec: ParameterSpec, values: ParameterValues, timing: ParameterSpec?) -> Easing? {
        if spec.name == RollerParameters.stayInterval.name { return nil }
        if let timing, spec.name.hasSuffix(".duration") { return Easing(name: values.choice(timing)) }
        return .easeInOut
    }
}
