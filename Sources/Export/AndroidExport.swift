import Motion
import Playground

/// `--format android`: Kotlin constants for `FlingAnimation` / `OverScroller` friction,
/// `SpringForce` stiffness and damping ratio, `PathInterpolator` curves and durations.
struct AndroidExport {
    /// The speed (dp/s) at which an `OverScroller` friction is matched to the glide.
    static let referenceSpeed = 1000.0

    var model: ExportModel

    var text: String {
        let name = model.typeStem + "Motion"
        let native = model.platform == .android
        var out = ExportFormat.banner(model, in: .kotlin)
        out += "// Android (Kotlin). Every value says what it is, its unit and where its default comes from.\n"
        if !native, let note = model.otherPlatformNote { out += SourceLanguage.kotlin.lineComment(note) }
        let base = ["android.view.animation.PathInterpolator", "androidx.dynamicanimation.animation.SpringForce"]
        out += (native ? (base + platformImports).sorted() : base).map { "import \($0)\n" }.joined() + "\n"
        out += "object \(name) {\n"
        if native {
            out += platformFling
        } else if let glide = model.glide {
            let key = glide.item.shortName.upperSnake
            out += doc(
                glide.item.comment
                    + " FlingAnimation.setFriction(f) decays as e^(−4.2·f·t), so f = −1000·ln(r) / 4.2 gives UIKit's "
                    + "glide exactly (Compose: exponentialDecay(frictionMultiplier = f)).")
            out +=
                "    const val \(key)_FLING_FRICTION = "
                + "\(Self.float(ExportNumber.derived(glide.rate.androidFlingFriction)))\n\n"
            let friction = OverScrollerFling.friction(matching: glide.rate, atSpeed: Self.referenceSpeed)
            out += doc(
                "OverScroller.setFriction value whose fling at \(ExportNumber.exact(Self.referenceSpeed)) dp/s "
                    + "travels as far as the glide "
                    + "(\(ExportNumber.derived(Self.referenceSpeed / glide.rate.decayConstant)) dp). "
                    + "OverScroller's spline is not exponential: faster flings go farther than UIKit's, slower ones "
                    + "less. Android's default is \(ExportNumber.exact(OverScrollerFling.defaultFriction)).")
            out += "    const val \(key)_OVERSCROLLER_FRICTION = \(Self.float(ExportNumber.derived(friction)))\n\n"
        }
        if let pitch = model.snapInterval {
            out += doc(
                native
                    ? "Distance between card centres (dp): LinearSnapHelper measures it from the laid-out cards."
                    : "Distance between card centres (dp): snap the target of a fling to a multiple of this "
                        + "(a LinearSnapHelper on a RecyclerView does the same).")
            out += "    const val SNAP_INTERVAL_DP = \(Self.float(ExportNumber.exact(pitch)))\n\n"
        }
        if native { out += platformSnapHelper }
        for s in model.springs {
            let key = s.name.uppercased()
            let note = native ? model.springNote(s.name) : ""
            out += doc(
                s.comment + note + " SpringForce uses mass 1: stiffness k = (2π / response)², damping ratio ζ as is.")
            out += "    const val \(key)_STIFFNESS = \(Self.float(ExportNumber.derived(s.spring.stiffness)))\n"
            out += "    const val \(key)_DAMPING_RATIO = \(Self.float(ExportNumber.exact(s.ratio.number)))\n"
            out += "    fun \(s.name)Spring(finalPosition: Float): SpringForce =\n"
            out +=
                "        SpringForce(finalPosition).setStiffness(\(key)_STIFFNESS)"
                + ".setDampingRatio(\(key)_DAMPING_RATIO)\n\n"
        }
        for t in model.timed {
            let key = t.item.shortName.upperSnake
            out += doc(t.item.comment + " In milliseconds here.")
            out += "    const val \(key)_MS = \(Int64((t.item.number * 1000).rounded()))L\n"
            if let b = t.bezier {
                out += doc(t.curveComment + (t.curveItem.map { " " + $0.comment } ?? ""))
                out +=
                    "    fun \(t.item.shortName.lowerCamel.replacingDurationSuffix)Interpolator() = "
                    + "PathInterpolator("
                    + b.rounded.numbers.map(Self.float).joined(separator: ", ")
                    + ")\n"
            }
            out += "\n"
        }
        for c in model.constants {
            out += doc(c.comment)
            switch c.value {
            case .number(let x):
                out +=
                    "    const val \(c.shortName.upperSnake) = "
                    + "\(Self.float(ExportNumber.exact(x)))\n\n"
            case .choice(let n): out += "    const val \(c.shortName.upperSnake) = \"\(n)\"\n\n"
            }
        }
        if out.hasSuffix("\n\n") { out.removeLast() }
        return out + "}\n"
    }

    /// Kotlin Float literals: `0.3f`, `1.0f`.
    static func float(_ text: String) -> String { ExportNumber.decimal(text) + "f" }

    func doc(_ text: String) -> String {
        SourceLanguage.kotlin.blockComment(text, indent: "    ")
    }
}
