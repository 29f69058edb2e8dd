import Playground

/// `export --scene FILE --format android`: the scene's physics as Kotlin constants
/// (`AndroidExport`), its geometry and snap rule (`SceneKotlinLayout`), and a `SnapHelper`
/// subclass for a RecyclerView: a fling rests where the playground's would, counted from the item
/// selected when the drag began, and the RecyclerView is padded so every snap position is in range.
struct SceneAndroidExport {
    static let imports = [
        "android.graphics.Rect", "android.view.View", "androidx.recyclerview.widget.RecyclerView",
        "androidx.recyclerview.widget.SnapHelper", "kotlin.math.abs", "kotlin.math.ceil", "kotlin.math.floor",
        "kotlin.math.ln", "kotlin.math.max", "kotlin.math.min", "kotlin.math.roundToInt",
    ]

    var model: SceneExportModel

    var text: String {
        let layout = SceneKotlinLayout(model: model)
        // The snapping below projects a release with UIKit's glide, so the object carries that glide.
        let motion = AndroidExport(model: model.motion, imports: Self.imports, writesPlatformPhysics: false)
        return motion.text + "\n// Snapping\n\n" + layout.text
            + "\n" + helper(layout: layout.name)
    }

    private func helper(layout: String) -> String {
        let name = model.motion.typeStem + "SnapHelper"
        let horizontal = model.axis == .horizontal
        let x = model.axisName
        let (lead, trail, length) = horizontal ? ("left", "right", "width") : ("top", "bottom", "height")
        let vector = { (d: String) in horizontal ? "\(d), 0" : "0, \(d)" }
        let setPadding =
            horizontal
            ? "rv.setPadding(start, rv.paddingTop, end, rv.paddingBottom)"
            : "rv.setPadding(rv.paddingLeft, start, rv.paddingRight, end)"
        let direction = horizontal ? "left to right" : "top to bottom"
        let rule =
            model.platform == .android
            ? SceneKotlinAndroidRule.helperMembers(model, layout: layout)
            : """
                override fun onFling(velocityX: Int, velocityY: Int): Boolean {
                    val rv = recyclerView ?: return false
                    val offset = offset(rv) ?: return false
                    val viewport = viewport(rv)
                    val density = density(rv)
                    // RecyclerView's fling velocity is in pixels per second; the layout's in dp per second.
                    val velocity = velocity\(x.uppercased()) / density
                    val anchor = this.anchor ?: \(layout).anchor(offset, viewport)
                    this.anchor = null
                    // The playground's projection (x0 + v/λ at the scene's rate) picks the item, not OverScroller's.
                    val projected = \(layout).projectedLanding(offset, velocity)
                    val target =
                        \(layout).releaseTarget(offset, velocity, projected, anchor, viewport) ?: return false
                    pending = target
                    val distance = ((target - offset) * density).roundToInt()
                    rv.smoothScrollBy(\(vector("distance")))
                    return true
                }

                /** Unused: onFling above chooses the rest and scrolls there itself. */
                override fun findTargetSnapPosition(
                    layoutManager: RecyclerView.LayoutManager, velocityX: Int, velocityY: Int
                ): Int = RecyclerView.NO_POSITION

                /** At rest after a drag (a release below the fling speed counts as no velocity) or a fling. */
                override fun findSnapView(layoutManager: RecyclerView.LayoutManager): View? {
                    val rv = recyclerView ?: return null
                    val offset = offset(rv) ?: return null
                    val target = settleTarget(rv, offset) ?: return null
                    return layoutManager.findViewByPosition(\(layout).nearestItem(target, viewport(rv)))
                        ?: layoutManager.getChildAt(0)
                }

                override fun calculateDistanceToFinalSnap(layoutManager: RecyclerView.LayoutManager, targetView: View): IntArray {
                    val rv = recyclerView ?: return intArrayOf(0, 0)
                    val offset = offsetAt(rv, targetView) ?: return intArrayOf(0, 0)
                    val target = settleTarget(rv, offset) ?: offset
                    anchor = null
                    val distance = ((target - offset) * density(rv)).roundToInt()
                    return intArrayOf(\(vector("distance")))
                }

                private fun settleTarget(rv: RecyclerView, offset: Double): Double? {
                    val viewport = viewport(rv)
                    val anchor = this.anchor ?: \(layout).anchor(offset, viewport)
                    return \(layout).releaseTarget(offset, 0.0, offset, anchor, viewport)
                }


            """
        return header(
            "The snap rule of \(model.motion.title) as a SnapHelper for a RecyclerView with a "
                + "LinearLayoutManager along \(x) (\(direction)). Use: "
                + "\(name)().attachToRecyclerView(recyclerView), and size item `position`'s view "
                + "\(layout).length(position) dp along \(x) and cross(position) dp across it. With REACHES_ENDS "
                + "it pads the RecyclerView so that the first and last items reach their snap positions "
                + "(clipToPadding off), and it adds the spacing between items, and rests a fling where the playground would, "
                + "counted from the item selected when the drag began. Sizes in dp become whole pixels: the "
                + "settle at rest measures from the item it rests, so rounding never adds up."
                + (model.platform == .android ? " " + SceneKotlinAndroidRule.choice(model) : ""))
                + """
                class \(name) : SnapHelper() {
                    private var recyclerView: RecyclerView? = null
                    /** The item and page selected when the drag began, for the fling or settle that ends it. */
                    private var anchor: \(layout).Anchor? = null
                    /** Where the last fling was sent (the layout's dp offset), until it stops. */
                    private var pending: Double? = null
                    private var scrollState = RecyclerView.SCROLL_STATE_IDLE

                    private val tracker = object : RecyclerView.OnScrollListener() {
                        override fun onScrollStateChanged(recyclerView: RecyclerView, newState: Int) {
                            if (newState == RecyclerView.SCROLL_STATE_DRAGGING) {
                                // A glide caught on its way counts from where it was going, as in the playground.
                                val caught = if (scrollState == RecyclerView.SCROLL_STATE_SETTLING) pending else null
                                val from = caught ?: offset(recyclerView)
                                anchor = from?.let { \(layout).anchor(it, viewport(recyclerView)) }
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
                                outRect.\(trail) = (\(layout).SPACING * density(parent)).roundToInt()
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


                """
            + rule + """
                    /** The layout's offset (dp) that puts `view`'s item where it shows: its start less its position. */
                    private fun offsetAt(rv: RecyclerView, view: View): Double? {
                        val position = rv.layoutManager?.getPosition(view) ?: return null
                        if (position == RecyclerView.NO_POSITION) return null
                        return \(layout).start(position) - view.\(lead) / density(rv)
                    }

                    private fun offset(rv: RecyclerView): Double? = rv.layoutManager?.getChildAt(0)?.let { offsetAt(rv, it) }

                    private fun viewport(rv: RecyclerView): Double = max(1.0, rv.\(length) / density(rv))

                    private fun density(rv: RecyclerView): Double = rv.resources.displayMetrics.density.toDouble()

                    private fun updatePadding(rv: RecyclerView) {
                        if (rv.\(length) == 0) return
                        val density = density(rv)
                        val (before, after) = \(layout).reach(viewport(rv))
                        val start = ((\(layout).INSET_LEADING + before) * density).roundToInt()
                        val end = ((\(layout).INSET_TRAILING + after) * density).roundToInt()
                        if (rv.padding\(lead.prefix(1).uppercased() + lead.dropFirst()) != start || rv.padding\(trail.prefix(1).uppercased() + trail.dropFirst()) != end) {
                            \(setPadding)
                        }
                    }
                }

                """
    }

    private func header(_ text: String) -> String {
        SceneLayoutSyntax(language: .kotlin, model: model).doc(text, indent: "")
    }
}
