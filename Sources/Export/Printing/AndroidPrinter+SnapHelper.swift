import Motion

/// The strip's own `LinearSnapHelper` subclass, for what the stock helpers cannot do: keep the
/// tuned glide (the fling picks the item that glide reaches, then decelerates onto it from the
/// release speed, never restarting at a scroller's own pace, and seeks a target not yet laid out
/// at that speed too), rest an item's start or end rather than its centre, and hold a fling to
/// `MAX_ITEMS_PER_FLING` items (one for a tuned carousel, where PagerSnapHelper would drop the
/// release speed). Its members are Exports/Runtime/TunedSnapHelper.kt's, compiled and checked
/// there; this names the class, picks the members and their imports, and points them at the
/// export's object.
extension AndroidPrinter {
    /// Exports/Runtime/TunedSnapHelper.kt's members, by name.
    static let helperMembers = RuntimeMembers(EmbeddedRuntimes.kotlinSnapHelper, file: "TunedSnapHelper.kt")

    /// Whether the fling must follow the tuned deceleration rather than Android's own.
    var keepsGlide: Bool {
        document.decelerationRate != nil
            && (document.physics.traits.glide != .overScroller || document.decelerationRate?.note.isTuned == true)
    }

    func tunedHelper(_ strip: ExportStrip, into source: inout AndroidSource) -> String {
        let name = document.name.typeStem + "SnapHelper"
        let edge = strip.rule == .start || strip.rule == .end
        source.use(
            "android.content.Context", "android.view.View", "androidx.recyclerview.widget.LinearSnapHelper",
            "androidx.recyclerview.widget.RecyclerView")
        var what: [String] = []
        if keepsGlide { what.append("decelerates from the release speed onto the item the tuned glide reaches") }
        if strip.rule != .center { what.append("rests an item's \(strip.rule.rawValue)") }
        if strip.maxItemsPerFling != nil { what.append("moves at most MAX_ITEMS_PER_FLING items per fling") }
        var out = doc("A LinearSnapHelper that " + what.joined(separator: ", ") + ".", indent: "")
        out += "class \(name)(private val context: Context) : LinearSnapHelper() {\n"
        var members: [String] = []
        if keepsGlide {
            source.use("kotlin.math.hypot", "kotlin.math.ln", "kotlin.math.roundToInt")
            members += [member("releaseSpeed"), member("glide")]
        }
        if strip.maxItemsPerFling != nil { members.append(member("limit")) }
        if edge {
            // The runtime's helper for each edge, by the axis.
            let horizontal = strip.axis == .horizontal
            members.append(
                member(strip.rule == .start ? (horizontal ? "start" : "top") : (horizontal ? "end" : "bottom")))
        }
        if keepsGlide {
            source.use(
                "android.view.animation.Interpolator", "androidx.recyclerview.widget.LinearSmoothScroller",
                "kotlin.math.abs", "kotlin.math.ceil", "kotlin.math.exp")
            // The edge rules' own distance is never null; LinearSnapHelper's may be.
            let distance = "calculateDistanceToFinalSnap(layoutManager, targetView)\n"
            let scroller = member("scroller")
            members.append(
                edge ? scroller : scroller.replacingOccurrences(distance, with: "\(distance.dropLast()) ?: return\n"))
        }
        out += members.joined(separator: "\n")
        return out + "}\n"
    }

    /// The runtime's member `name`, reading the export's object where the runtime reads its own.
    private func member(_ name: String) -> String {
        Self.helperMembers(name).replacingOccurrences("StripMotion.", with: objectName + ".")
    }
}
