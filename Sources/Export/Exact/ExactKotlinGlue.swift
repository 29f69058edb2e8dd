/// The Kotlin `--exact` adds after Exports/Runtime/SnapLayout.kt: `object <Stem>Exact`, whose
/// `layout(viewportLength)` builds the runtime's `SnapLayout` with the strip's values, and a
/// `SnapHelper` whose `findTargetSnapPosition` asks it where a fling rests (SnapHelper's own fling
/// then takes the list there), counted from the item selected when the drag began.
struct ExactKotlinGlue {
    static let imports = [
        "import android.graphics.Rect", "import android.view.View", "import androidx.recyclerview.widget.RecyclerView",
        "import androidx.recyclerview.widget.SnapHelper", "import kotlin.math.max", "import kotlin.math.roundToInt",
    ]

    var strip: ExactStrip

    private var name: String { strip.typeStem + "Exact" }

    var text: String {
        "// Exact: the playground's decision rule (playground export --exact)\n\n" + factory + "\n" + helper
    }

    private func doc(_ text: String, indent: String = "") -> String {
        SourceLanguage.kotlin.docComment(text, indent: indent)
    }

    private var factory: String {
        let n = ExportNumber.exactDecimal
        let groups = strip.groups.map {
            "            SnapLayout.ItemGroup(\($0.count), \(strip.length($0, viewport: "viewportLength", number: n)))"
        }
        let arguments = [
            "spacing = \(n(strip.spacing))", "insetLeading = \(n(strip.insetLeading))",
            "insetTrailing = \(n(strip.insetTrailing))", "snap = SnapLayout.Snap.\(strip.rule.rawValue.uppercased())",
            "maxItemsPerFling = \(strip.maxItemsPerFling.map(String.init) ?? "null")",
            "reachesEnds = \(strip.reachesEnds)", "platform = SnapLayout.Platform.\(strip.platformCase.screamingSnake)",
            "density = density", "decelerationRate = \(n(strip.decelerationRate))",
            "slowReleaseVelocity = \(n(strip.slowReleaseVelocity))",
            "pagingVelocityThreshold = \(n(strip.pagingVelocityThreshold))", "viewportLength = viewportLength",
        ]
        // No trailing commas: Kotlin before 1.4 refuses them.
        return doc(strip.summary) + "object \(name) {\n"
            + doc(
                "The items along \(strip.axisName), group by group (count, length in dp), the rule's numbers, and "
                    + "whose rule it is at the screen's `density` (DisplayMetrics.density).", indent: "    ")
            + "    fun layout(viewportLength: Double, density: Double): SnapLayout = SnapLayout(\n        listOf(\n"
            + groups.joined(separator: ",\n") + "\n        ),\n" + packedArguments(arguments, indent: "        ")
            + "    )\n}\n"
    }

    private var helper: String {
        let horizontal = strip.axis == .horizontal
        let (lead, trail, length, velocity) =
            horizontal ? ("left", "right", "width", "velocityX") : ("top", "bottom", "height", "velocityY")
        let vector = horizontal ? "distance, 0" : "0, distance"
        let padding =
            horizontal
            ? "rv.setPadding(start, rv.paddingTop, end, rv.paddingBottom)"
            : "rv.setPadding(rv.paddingLeft, start, rv.paddingRight, end)"
        let paddingLead = "padding" + lead.prefix(1).uppercased() + lead.dropFirst()
        let paddingTrail = "padding" + trail.prefix(1).uppercased() + trail.dropFirst()
        return doc(
            "\(name)'s rule as a SnapHelper for a RecyclerView with a LinearLayoutManager along "
                + "\(strip.axisName) (\(horizontal ? "left to right" : "top to bottom")). Size item `position`'s view "
                + "layout.length(position) dp along \(strip.axisName); the helper adds the spacing between items and "
                + "pads the list so that every rest can be reached (clipToPadding off). Use it in place of the set-up "
                + "above (a RecyclerView takes one snap helper): "
                + "\(name)SnapHelper().attachToRecyclerView(recyclerView).")
                + """
                class \(name)SnapHelper : SnapHelper() {
                    private var recyclerView: RecyclerView? = null
                    /** What was selected when the drag began, for the fling or settle that ends it. */
                    private var anchor: SnapLayout.Anchor? = null
                    /** Where the last fling was sent (the layout's dp offset), until it stops. */
                    private var pending: Double? = null
                    private var scrollState = RecyclerView.SCROLL_STATE_IDLE

                    private val tracker = object : RecyclerView.OnScrollListener() {
                        override fun onScrollStateChanged(recyclerView: RecyclerView, newState: Int) {
                            if (newState == RecyclerView.SCROLL_STATE_DRAGGING) {
                                // A glide caught on its way counts from where it was going.
                                val caught = if (scrollState == RecyclerView.SCROLL_STATE_SETTLING) pending else null
                                val from = caught ?: offset(recyclerView)
                                anchor = from?.let { layout(recyclerView).anchor(it) }
                                pending = null
                            } else if (newState == RecyclerView.SCROLL_STATE_IDLE) {
                                pending = null
                            }
                            scrollState = newState
                        }
                    }

                    private val spacing = object : RecyclerView.ItemDecoration() {
                        override fun getItemOffsets(outRect: Rect, view: View, parent: RecyclerView, state: RecyclerView.State) {
                            val position = parent.getChildAdapterPosition(view)
                            if (position != RecyclerView.NO_POSITION && position < state.itemCount - 1) {
                                outRect.\(trail) = (layout(parent).spacing * density(parent)).roundToInt()
                            }
                        }
                    }

                    private val padding = View.OnLayoutChangeListener { view, _, _, _, _, _, _, _, _ ->
                        view.post { updatePadding(view as RecyclerView) }
                    }

                    override fun attachToRecyclerView(recyclerView: RecyclerView?) {
                        this.recyclerView?.let {
                            it.removeOnScrollListener(tracker)
                            it.removeItemDecoration(spacing)
                            it.removeOnLayoutChangeListener(padding)
                        }
                        super.attachToRecyclerView(recyclerView)
                        this.recyclerView = recyclerView
                        recyclerView?.let {
                            it.clipToPadding = false
                            it.addItemDecoration(spacing)
                            it.addOnScrollListener(tracker)
                            it.addOnLayoutChangeListener(padding)
                            updatePadding(it)
                        }
                    }

                    /** SnapHelper's own fling asks where to go; the rest is the layout's, counted from the anchor. */
                    override fun findTargetSnapPosition(
                        layoutManager: RecyclerView.LayoutManager, velocityX: Int, velocityY: Int
                    ): Int {
                        val rv = recyclerView ?: return RecyclerView.NO_POSITION
                        val offset = offset(rv) ?: return RecyclerView.NO_POSITION
                        val layout = layout(rv)
                        val anchor = this.anchor ?: layout.anchor(offset)
                        this.anchor = null
                        // RecyclerView's fling velocity is in pixels per second; the layout's in dp per second.
                        val target = layout.target(offset, \(velocity) / density(rv), anchor) ?: return RecyclerView.NO_POSITION
                        pending = target.offset
                        return target.item
                    }

                    /** At rest after a drag (the nearest rest) or a fling (where it was sent). */
                    override fun findSnapView(layoutManager: RecyclerView.LayoutManager): View? {
                        val rv = recyclerView ?: return null
                        val offset = offset(rv) ?: return null
                        val rest = pending ?: settle(rv, offset) ?: return null
                        return layoutManager.findViewByPosition(layout(rv).anchor(rest).item) ?: layoutManager.getChildAt(0)
                    }

                    override fun calculateDistanceToFinalSnap(layoutManager: RecyclerView.LayoutManager, targetView: View): IntArray {
                        val rv = recyclerView ?: return intArrayOf(0, 0)
                        val offset = offsetAt(rv, targetView) ?: return intArrayOf(0, 0)
                        val rest = pending ?: settle(rv, offset) ?: offset
                        anchor = null
                        val distance = ((rest - offset) * density(rv)).roundToInt()
                        return intArrayOf(\(vector))
                    }

                    /** Where the list rests when let go without a fling. */
                    private fun settle(rv: RecyclerView, offset: Double): Double? {
                        val layout = layout(rv)
                        return layout.target(offset, 0.0, anchor ?: layout.anchor(offset))?.offset
                    }

                    private fun layout(rv: RecyclerView): SnapLayout =
                        \(name).layout(max(1.0, rv.\(length) / density(rv)), density(rv))

                    /** The layout's offset (dp) that puts `view`'s item where it shows: its start less its position. */
                    private fun offsetAt(rv: RecyclerView, view: View): Double? {
                        val position = rv.layoutManager?.getPosition(view) ?: return null
                        if (position == RecyclerView.NO_POSITION) return null
                        return layout(rv).start(position) - view.\(lead) / density(rv)
                    }

                    private fun offset(rv: RecyclerView): Double? = rv.layoutManager?.getChildAt(0)?.let { offsetAt(rv, it) }

                    private fun density(rv: RecyclerView): Double = rv.resources.displayMetrics.density.toDouble()

                    private fun updatePadding(rv: RecyclerView) {
                        if (rv.\(length) == 0) return
                        val layout = layout(rv)
                        val start = ((layout.insetLeading + layout.reach.before) * density(rv)).roundToInt()
                        val end = ((layout.insetTrailing + layout.reach.after) * density(rv)).roundToInt()
                        if (rv.\(paddingLead) != start || rv.\(paddingTrail) != end) {
                            \(padding)
                        }
                    }
                }

                """
    }
}
