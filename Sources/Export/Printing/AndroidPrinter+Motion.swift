import Motion
import PlaygroundCore

/// The motions beside a strip: a list's glide as an `OverScroller`, timed animations as
/// `ValueAnimator`s, tuned springs as `SpringForce`s, and the constants no primitive takes.
extension AndroidPrinter {
    /// Whether the glide is Android's own, untouched: the playground ran `OverScroller` at its
    /// default friction, so the code leaves the friction to `ViewConfiguration`.
    var glideIsNative: Bool {
        document.physics.traits.glide == .overScroller && document.decelerationRate?.note.isTuned != true
    }

    /// The friction an `OverScroller` needs to glide as the tuned UIKit rate does at
    /// `referenceSpeed` (docs/export-formulas.md, "Android's OverScroller").
    func matchedFriction(_ rate: ExportConstant) -> Double {
        OverScrollerFling.friction(matching: DecelerationRate(rawValue: rate.number), atSpeed: Self.referenceSpeed)
    }

    func writeGlide(into source: inout AndroidSource) {
        guard let rate = document.decelerationRate else { return }
        source.use("android.content.Context", "android.widget.OverScroller")
        if glideIsNative {
            source.use("android.view.ViewConfiguration")
            source.members.append(
                doc("The list's fling: Android's own, as the playground ran it.")
                    + "    fun overScroller(context: Context): OverScroller =\n"
                    + "        OverScroller(context).apply { setFriction(ViewConfiguration.getScrollFriction()) }\n")
            return
        }
        let name = "OVERSCROLLER_FRICTION"
        let why =
            "Glides as far as the deceleration rate \(Self.plain(rate.value)) per ms at "
            + "\(NumberText.short(Self.referenceSpeed)) dp/s." + (tunedNote(rate).map { " " + $0 } ?? "")
        source.members.append(
            doc(why) + "    const val \(name) = \(Self.float(matchedFriction(rate)))\n\n"
                + "    fun overScroller(context: Context): OverScroller =\n"
                + "        OverScroller(context).apply { setFriction(\(name)) }\n")
    }

    func writeAnimations(into source: inout AndroidSource) {
        let curved = document.animations.filter { $0.curve != nil }
        let intervals = document.animations.filter { $0.curve == nil }
        for (k, animation) in curved.enumerated() {
            guard let curve = animation.curve else { continue }
            source.use("android.animation.ValueAnimator", "android.view.animation.PathInterpolator")
            let duration = animation.duration
            let constant = duration.name.screamingSnake + "_MS"
            var words = duration.name.words.filter { $0 != "duration" }
            if words.isEmpty { words = document.name.words }
            let function = ExportName(words: words).lowerCamel + "Animator"
            var member = ""
            // A pause before each run (a ticker's stay) is the first animation's start delay.
            let delays = k == 0 ? intervals : []
            for interval in delays {
                member += declaration(interval.duration, name: interval.duration.name.screamingSnake + "_MS")
            }
            member += declaration(duration, name: constant)
            if let note = curveNote(animation) { member += doc(note) }
            member += "    fun \(function)(): ValueAnimator = ValueAnimator.ofFloat(0f, 1f).apply {\n"
            member += "        duration = \(constant)\n"
            for interval in delays { member += "        startDelay = \(interval.duration.name.screamingSnake)_MS\n" }
            member += "        interpolator = \(Self.pathInterpolator(curve))\n    }\n"
            source.members.append(member)
        }
        if curved.isEmpty { source.untreated += intervals.map { Self.listing($0.duration) } }
    }

    /// `easeOutBounce curve, tuned from easeInOutCubic.`, then where the Bézier comes from and,
    /// for a fit no Bézier follows, by how much it is off (as the Swift exports say it).
    private func curveNote(_ animation: ExportAnimation) -> String? {
        guard let constant = animation.curveConstant else { return nil }
        var note = "\(constant.choice ?? "") curve"
        if constant.note.isTuned { note += ", tuned from \(Self.plain(constant.note.defaultValue))" }
        note += "."
        if let source = SwiftDeclaration.curveNote(animation) {
            note += " The PathInterpolator is " + source.prefix(1).lowercased() + source.dropFirst() + "."
        }
        return note
    }

    /// `const val NAME = 660L`, milliseconds, with its tuning note.
    private func declaration(_ duration: ExportConstant, name: String) -> String {
        let note = tunedNote(duration).map { doc($0) } ?? ""
        return note + "    const val \(name) = \(Int64((duration.number * 1000).rounded()))L\n"
    }

    /// Only a tuned spring: the untuned ones are the playground's own rule (edges, wheel notches),
    /// which Android's primitives do their own way.
    func writeSprings(into source: inout AndroidSource) {
        let tuned = document.springs.filter(\.isTuned)
        guard !tuned.isEmpty else { return }
        if document.strip != nil {
            // A SnapHelper scrolls with a smooth scroller: a spring there would be code nothing calls.
            source.untreated += tuned.map {
                "\($0.response.name.words.joined(separator: " ")) \(Self.plain($0.response.value)) s, "
                    + "damping ratio \(Self.plain($0.dampingRatio.value))"
            }
            return
        }
        source.use("androidx.dynamicanimation.animation.SpringForce")
        for spring in tuned {
            let words = spring.response.name.words.filter { $0 != "response" }
            let function = ExportName(words: words.isEmpty ? ["spring"] : words + ["spring"]).lowerCamel
            source.members.append(
                doc(
                    "Response \(Self.plain(spring.response.value)) s, damping ratio "
                        + "\(Self.plain(spring.dampingRatio.value)) (mass 1).")
                    + "    fun \(function)(finalPosition: Float): SpringForce =\n"
                    + "        SpringForce(finalPosition).setStiffness(\(Self.float(spring.spring.stiffness)))"
                    + ".setDampingRatio(\(Self.float(spring.dampingRatio.number)))\n")
        }
    }

    /// The one line saying what the printed primitives change, measured; nil when nothing does.
    var differenceNote: String? {
        if let strip = document.strip { return stripDifference(strip) }
        guard document.surface == .list || document.surface == .pulledPages, !glideIsNative,
            let rate = document.decelerationRate
        else { return nil }
        // OverScroller's spline is not an exponential: matched at one speed, off at the others.
        let speed = ExportMeasurement.flickVelocity
        let friction = matchedFriction(rate)
        let glide = speed / DecelerationRate(rawValue: rate.number).decayConstant
        let spline = OverScrollerFling.distance(speed: speed, friction: friction)
        return "OverScroller's fling is a spline, not the tuned exponential glide: matched at "
            + "\(NumberText.short(Self.referenceSpeed)) dp/s, a \(NumberText.short(speed)) dp/s fling goes "
            + "\(NumberText.short(spline, significant: 3)) dp instead of \(NumberText.short(glide, significant: 3)) dp."
    }
}
