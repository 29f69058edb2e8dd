import Playground

/// The Kotlin of `SceneGeometry.androidReleaseTarget`, for a scene whose `physics` is `android`:
/// LinearSnapHelper's rule at the scene's snap position (the item there at release plus the
/// fling's `SnapHelper.calculateScrollDistance` in items, rounded as Java's `Math.round`), and
/// PagerSnapHelper's (the next snap position in the fling's direction) with a fling limit of one
/// or for pages. Added to the layout object in place of UIKit's projection.
enum SceneKotlinAndroidRule {
    static let functions = """
            /** ViewConfiguration.MINIMUM_FLING_VELOCITY (dp/s): slower releases are no fling. */
            const val MIN_FLING_VELOCITY = 50.0

            /** The items on screen at [offset]: those overlapping [offset, offset + viewport). */
            fun shown(offset: Double, viewport: Double): IntRange {
                var first = itemAt(offset)
                if (start(first) + length(first) <= offset) first += 1
                var last = itemAt(offset + viewport)
                if (start(last) >= offset + viewport) last -= 1
                return first..min(last, itemCount - 1)
            }

            /**
             * PagerSnapHelper.findTargetSnapPosition over [candidates] (position, snap offset less the current
             * offset): the nearest at or past the snap position in the fling's direction, else the neighbour of
             * the nearest on the other side; null when there is none.
             */
            private fun pagerPick(candidates: List<Pair<Int, Double>>, forward: Boolean, count: Int): Int? {
                var before: Pair<Int, Double>? = null
                var after: Pair<Int, Double>? = null
                for (c in candidates) {
                    if (c.second <= 0 && (before == null || c.second > before.second)) before = c
                    if (c.second >= 0 && (after == null || c.second < after.second)) after = c
                }
                if (forward && after != null) return after.first
                if (!forward && before != null) return before.first
                val visible = (if (forward) before else after) ?: return null
                val target = visible.first + if (forward) 1 else -1
                return if (target in 0 until count) target else null
            }

            /**
             * Where a release at [offset] with [velocity] (dp/s) rests under Android's snap helpers, as the
             * playground's android physics choose; [flingDistance] (dp) is SnapHelper.calculateScrollDistance's
             * (OverScroller's fling from 0). null leaves the fling alone.
             */
            fun androidReleaseTarget(
                offset: Double, velocity: Double, flingDistance: Double, anchor: Anchor, viewport: Double
            ): Double? {
                val n = MAX_ITEMS_PER_FLING
                val flings = abs(velocity) > MIN_FLING_VELOCITY
                when (SNAP) {
                    Snap.NONE -> return releaseTarget(offset, velocity, offset + flingDistance, anchor, viewport)
                    Snap.START, Snap.CENTER, Snap.END -> {
                        val current = nearestItem(offset, viewport)
                        // The helpers align an item's snap position; RecyclerView stops at its content's edge.
                        if (!flings) return restOffset(current, viewport)
                        val shown = shown(offset, viewport)
                        var index = if (n == 1) {
                            val children = shown.map { Pair(it, snapOffset(it, viewport) - offset) }
                            pagerPick(children, velocity > 0, itemCount) ?: current
                        } else {
                            // LinearSnapHelper: the items on screen give the distance per child.
                            val span = if (shown.isEmpty()) 0.0 else start(shown.last) + length(shown.last) - start(shown.first)
                            val perChild = if (span > 0) span / (shown.last - shown.first + 1) else 1.0
                            val jump = floor(flingDistance / perChild + 0.5).toInt()
                            if (jump == 0) current else min(max(current + jump, 0), itemCount - 1)
                        }
                        if (n != null) index = min(max(index, anchor.item - n), anchor.item + n)
                        return restOffset(min(max(0, index), itemCount - 1), viewport)
                    }
                    Snap.PAGE -> {
                        val low = minOffset(viewport)
                        val last = lastPage(viewport)
                        var page = nearestPage(offset, viewport)
                        if (flings) {
                            // PagerSnapHelper over viewport-long pages: those on screen are the children.
                            val x = offset - low
                            val first = min(max(0.0, floor(x / viewport)), last.toDouble()).toInt()
                            val children = (first..min(first + 1, last))
                                .filter { it * viewport < x + viewport && (it + 1) * viewport > x }
                                .map { Pair(it, it * viewport - x) }
                            page = pagerPick(children, velocity > 0, last + 1) ?: page
                        }
                        if (n != null) page = min(max(page, anchor.page - n), anchor.page + n)
                        return pageOffset(min(max(0, page), last), viewport)
                    }
                }
            }

        """

    /// The helper's doc line saying whose rule it is: plain helpers when they are the rule exactly.
    static func choice(_ model: SceneExportModel) -> String {
        let plain =
            model.rule == .center && model.flingLimit == nil
            ? " With `center` and no fling limit this is LinearSnapHelper()'s rule (which measures the distance "
                + "per child over its laid-out views, spacing included, where this counts the items on screen)."
            : model.rule == .center && model.flingLimit == 1
                ? " With `center` and one item per fling this is PagerSnapHelper()'s rule (PagerSnapHelper() "
                    + "alone does not hold the fling to one item from the item selected when the drag began)."
                : ""
        return "It chooses as the playground does under Android's physics (\(model.id).physics = android): "
            + "LinearSnapHelper's rule at the scene's snap position (PagerSnapHelper's with a fling limit of one, "
            + "and over viewport-long pages), and SnapHelper's own fling and LinearSmoothScroller move there."
            + plain
    }

    /// The helper's choosing members under Android's physics: SnapHelper's own onFling asks
    /// findTargetSnapPosition, and calculateDistanceToFinalSnap aligns the item's snap position.
    static func helperMembers(_ model: SceneExportModel, layout: String) -> String {
        let x = model.axisName
        let index = model.axis == .horizontal ? 0 : 1
        let vector = model.axis == .horizontal ? "distance, 0" : "0, distance"
        return """
                /**
                 * SnapHelper's own onFling (above the minimum fling velocity) asks for the item to go to and moves
                 * there with LinearSmoothScroller's deceleration; calculateDistanceToFinalSnap aligns it.
                 */
                override fun findTargetSnapPosition(
                    layoutManager: RecyclerView.LayoutManager, velocityX: Int, velocityY: Int
                ): Int {
                    val rv = recyclerView ?: return RecyclerView.NO_POSITION
                    val offset = offset(rv) ?: return RecyclerView.NO_POSITION
                    val viewport = viewport(rv)
                    val density = density(rv)
                    // RecyclerView's fling velocity is in pixels per second; the layout's in dp per second.
                    val velocity = velocity\(x.uppercased()) / density
                    val anchor = this.anchor ?: \(layout).anchor(offset, viewport)
                    this.anchor = null
                    // OverScroller's fling distance, as LinearSnapHelper counts it in items.
                    val distance = calculateScrollDistance(velocityX, velocityY)[\(index)] / density
                    val target = \(layout).androidReleaseTarget(offset, velocity, distance, anchor, viewport)
                        ?: return RecyclerView.NO_POSITION
                    pending = target
                    return when (\(layout).SNAP) {
                        \(layout).Snap.NONE, \(layout).Snap.PAGE -> \(layout).itemAt(target + \(layout).INSET_LEADING)
                        else -> \(layout).nearestItem(target, viewport)
                    }
                }

                /** At rest after a drag (no fling: the nearest snap position) or a fling (where it was sent). */
                override fun findSnapView(layoutManager: RecyclerView.LayoutManager): View? {
                    val rv = recyclerView ?: return null
                    val offset = offset(rv) ?: return null
                    val target = pending ?: settleTarget(rv, offset) ?: return null
                    return layoutManager.findViewByPosition(\(layout).nearestItem(target, viewport(rv)))
                        ?: layoutManager.getChildAt(0)
                }

                override fun calculateDistanceToFinalSnap(layoutManager: RecyclerView.LayoutManager, targetView: View): IntArray {
                    val rv = recyclerView ?: return intArrayOf(0, 0)
                    val offset = offsetAt(rv, targetView) ?: return intArrayOf(0, 0)
                    val target = pending ?: settleTarget(rv, offset) ?: offset
                    anchor = null
                    val distance = ((target - offset) * density(rv)).roundToInt()
                    return intArrayOf(\(vector))
                }

                private fun settleTarget(rv: RecyclerView, offset: Double): Double? {
                    val viewport = viewport(rv)
                    val anchor = this.anchor ?: \(layout).anchor(offset, viewport)
                    return \(layout).androidReleaseTarget(offset, 0.0, 0.0, anchor, viewport)
                }


            """
    }
}
