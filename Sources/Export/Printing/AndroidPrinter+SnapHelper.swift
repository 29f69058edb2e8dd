import Motion

/// The strip's own `LinearSnapHelper` subclass, for what the stock helpers cannot do: keep the
/// tuned glide (the fling picks the item that glide reaches, then decelerates onto it from the
/// release speed, never restarting at a scroller's own pace, and seeks a target not yet laid out
/// at that speed too), rest an item's start or end rather than its centre, and hold a fling to
/// `MAX_ITEMS_PER_FLING` items (one for a tuned carousel, where PagerSnapHelper would drop the
/// release speed).
extension AndroidPrinter {
    /// Whether the fling must follow the tuned deceleration rather than Android's own.
    var keepsGlide: Bool {
        document.decelerationRate != nil
            && (document.physics.traits.glide != .overScroller || document.decelerationRate?.note.isTuned == true)
    }

    func tunedHelper(_ strip: ExportStrip, into source: inout AndroidSource) -> String {
        let horizontal = strip.axis == .horizontal
        let name = document.name.typeStem + "SnapHelper"
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
            members.append(
                "    private var releaseSpeed = 0f\n\n"
                    + "    override fun onFling(velocityX: Int, velocityY: Int): Boolean {\n"
                    + "        releaseSpeed = hypot(velocityX.toFloat(), velocityY.toFloat())\n"
                    + "        return super.onFling(velocityX, velocityY)\n    }\n")
            members.append(
                "    // Where the tuned exponential glide rests (v / λ, λ = −1000·ln(rate) per s), not OverScroller's spline.\n"
                    + "    override fun calculateScrollDistance(velocityX: Int, velocityY: Int): IntArray {\n"
                    + "        val decay = -1000f * ln(\(objectName).DECELERATION_RATE)\n"
                    + "        return intArrayOf((velocityX / decay).roundToInt(), (velocityY / decay).roundToInt())\n"
                    + "    }\n")
        }
        if strip.maxItemsPerFling != nil {
            members.append(
                "    override fun findTargetSnapPosition(\n"
                    + "        layoutManager: RecyclerView.LayoutManager, velocityX: Int, velocityY: Int\n    ): Int {\n"
                    + "        val target = super.findTargetSnapPosition(layoutManager, velocityX, velocityY)\n"
                    + "        val current = findSnapView(layoutManager)?.let { layoutManager.getPosition(it) } ?: return target\n"
                    + "        if (target == RecyclerView.NO_POSITION) return target\n"
                    + "        val limit = \(objectName).MAX_ITEMS_PER_FLING\n"
                    + "        return target.coerceIn(current - limit, current + limit)\n    }\n")
        }
        if strip.rule == .start || strip.rule == .end {
            members.append(edgeDistance(start: strip.rule == .start, horizontal: horizontal))
        }
        if keepsGlide {
            // The edge rules' own distance is never null; LinearSnapHelper's may be.
            let snap =
                strip.rule == .start || strip.rule == .end
                ? "calculateDistanceToFinalSnap(layoutManager, targetView)"
                : "calculateDistanceToFinalSnap(layoutManager, targetView) ?: return"
            source.use(
                "android.view.animation.Interpolator", "androidx.recyclerview.widget.LinearSmoothScroller",
                "kotlin.math.abs", "kotlin.math.ceil", "kotlin.math.exp")
            members.append(
                "    override fun createScroller(layoutManager: RecyclerView.LayoutManager): RecyclerView.SmoothScroller? =\n"
                    + "        object : LinearSmoothScroller(context) {\n"
                    + "            // A target not laid out yet is sought at the release speed, not the scroller's own\n"
                    + "            // pace, so that the speed does not jump before onTargetFound.\n"
                    + "            override fun calculateTimeForScrolling(dx: Int): Int =\n"
                    + "                if (releaseSpeed < 1f) super.calculateTimeForScrolling(dx)\n"
                    + "                else ceil(1000f * abs(dx) / releaseSpeed).toInt().coerceAtLeast(1)\n\n"
                    + "            override fun onTargetFound(targetView: View, state: RecyclerView.State, action: Action) {\n"
                    + "                val snap = \(snap)\n"
                    + "                val distance = hypot(snap[0].toFloat(), snap[1].toFloat())\n"
                    + "                if (distance < 1f || releaseSpeed < 1f) return\n"
                    + "                // e^(−k·t) from the release speed onto the target: k = v0 / d, until half a pixel is left.\n"
                    + "                val span = ln(2f * distance)\n"
                    + "                val milliseconds = (1000f * span * distance / releaseSpeed).roundToInt()\n"
                    + "                val decelerate = Interpolator { t -> (1f - exp(-span * t)) / (1f - exp(-span)) }\n"
                    + "                action.update(snap[0], snap[1], milliseconds.coerceAtLeast(1), decelerate)\n"
                    + "            }\n        }\n")
        }
        out += members.joined(separator: "\n")
        return out + "}\n"
    }

    /// `calculateDistanceToFinalSnap` putting an item's start (end) on the padded start (end) edge,
    /// whichever side the layout direction starts from.
    private func edgeDistance(start: Bool, horizontal: Bool) -> String {
        var out =
            "    override fun calculateDistanceToFinalSnap(\n"
            + "        layoutManager: RecyclerView.LayoutManager, targetView: View\n    ): IntArray {\n"
        if horizontal {
            let left = "targetView.left - layoutManager.paddingLeft"
            let right = "targetView.right - (layoutManager.width - layoutManager.paddingRight)"
            out += "        val rtl = layoutManager.layoutDirection == View.LAYOUT_DIRECTION_RTL\n"
            out += "        return intArrayOf(if (rtl) \(start ? right : left) else \(start ? left : right), 0)\n"
        } else {
            let edge =
                start
                ? "targetView.top - layoutManager.paddingTop"
                : "targetView.bottom - (layoutManager.height - layoutManager.paddingBottom)"
            out += "        return intArrayOf(0, \(edge))\n"
        }
        return out + "    }\n"
    }
}
