import Playground

/// The Kotlin of a scene's geometry and snap rule: `object <Scene>SnapLayout`, the groups and
/// rule as constants and the arithmetic of `SceneGeometry.releaseTarget` over them, in the same
/// order as the Swift (`SceneSwiftLayout`) so that it chooses the same item. Kotlin's `round`
/// rounds half to even, so the code rounds half away from zero itself, as Swift's `rounded()` does.
struct SceneKotlinLayout {
    var model: SceneExportModel

    var name: String { model.motion.typeStem + "SnapLayout" }

    var text: String {
        var out = syntax.doc(SceneLayoutSyntax.intro(model, unit: "dp", container: "RecyclerView"), indent: "")
        out += "object \(name) {\n" + types + syntax.declarations
        let android = model.platform == .android
        return out + "\n" + Self.functions + (android ? "" : Self.projection) + Self.release
            + (android ? SceneKotlinAndroidRule.functions : "") + "}\n"
    }

    private var syntax: SceneLayoutSyntax { SceneLayoutSyntax(language: .kotlin, model: model) }

    private var types: String {
        """
            /** [count] items in a row, each [length] dp along the axis and [cross] dp across it. */
            class ItemGroup(val count: Int, val length: Double, val cross: Double)

            /**
             * Where a release comes to rest along the axis: wherever the glide stops, an item's start, centre or
             * end, or whole viewport lengths.
             */
            enum class Snap { NONE, START, CENTER, END, PAGE }

            /** What was selected when the finger went down: the item (or page) a fling is counted from. */
            data class Anchor(val item: Int, val page: Int)


        """
    }

    private static let functions = """
            /** Each group's first index and first item's start, summed once. */
            private val firsts = IntArray(GROUPS.size)
            private val starts = DoubleArray(GROUPS.size)
            val itemCount: Int

            init {
                var index = 0
                var position = INSET_LEADING
                for ((g, group) in GROUPS.withIndex()) {
                    firsts[g] = index
                    starts[g] = position
                    index += group.count
                    position += group.count.toDouble() * (group.length + SPACING)
                }
                itemCount = index
            }

            /** Swift's rounded(): to the nearest, halves away from zero. */
            private fun roundHalfAway(x: Double): Double = Math.copySign(Math.round(abs(x)).toDouble(), x)

            /**
             * The last index below [count] for which [holds] is true (0 if none), where [holds] is true up to some
             * index and false after it: a binary search.
             */
            private inline fun lastIndex(count: Int, holds: (Int) -> Boolean): Int {
                var lo = 0
                var hi = count - 1
                while (lo < hi) {
                    val mid = (lo + hi + 1) / 2
                    if (holds(mid)) lo = mid else hi = mid - 1
                }
                return lo
            }

            /** The group holding item [index] (clamped to the items). */
            fun groupOf(index: Int): Int = lastIndex(GROUPS.size) { firsts[it] <= index }

            /** Item [index]'s start along the axis. */
            fun start(index: Int): Double {
                val g = groupOf(index)
                return starts[g] + (index - firsts[g]).toDouble() * (GROUPS[g].length + SPACING)
            }

            fun length(index: Int): Double = GROUPS[groupOf(index)].length
            fun cross(index: Int): Double = GROUPS[groupOf(index)].cross

            /** Insets, items and the spacing between them: the content's length along the axis. */
            val contentLength: Double get() = start(itemCount - 1) + length(itemCount - 1) + INSET_TRAILING

            /** The item whose slot (the item and the spacing after it) holds [position]. */
            fun itemAt(position: Double): Int {
                val g = lastIndex(GROUPS.size) { starts[it] <= position }
                val k = floor((position - starts[g]) / (GROUPS[g].length + SPACING))
                return firsts[g] + min(max(0.0, k), (GROUPS[g].count - 1).toDouble()).toInt()
            }

            /** The offset at which item [index] rests under [rule] (NONE and PAGE: its start at the leading inset). */
            fun snapOffset(index: Int, viewport: Double, rule: Snap = SNAP): Double = when (rule) {
                Snap.NONE, Snap.START, Snap.PAGE -> start(index) - INSET_LEADING
                Snap.CENTER -> start(index) + length(index) / 2 - viewport / 2
                Snap.END -> start(index) + length(index) + INSET_TRAILING - viewport
            }

            /** The item whose snap offset is nearest [offset] (the first on a tie): a binary search. */
            fun nearestItem(offset: Double, viewport: Double): Int {
                val lo = lastIndex(itemCount) { snapOffset(it, viewport) <= offset }
                if (lo + 1 >= itemCount) return lo
                val below = abs(offset - snapOffset(lo, viewport))
                val above = abs(snapOffset(lo + 1, viewport) - offset)
                return if (above < below) lo + 1 else lo
            }

            /** The scroll range: the content and its insets; with REACHES_ENDS widened so that every snap offset is inside. */
            fun minOffset(viewport: Double): Double = when (SNAP) {
                Snap.NONE, Snap.PAGE -> 0.0
                else -> if (REACHES_ENDS) min(0.0, snapOffset(0, viewport)) else 0.0
            }

            fun maxOffset(viewport: Double): Double {
                val content = max(0.0, contentLength - viewport)
                return when (SNAP) {
                    Snap.NONE, Snap.PAGE -> content
                    else -> if (REACHES_ENDS) max(content, snapOffset(itemCount - 1, viewport)) else content
                }
            }

            /** Where item [index] comes to rest: its snap offset held to the scroll range. */
            fun restOffset(index: Int, viewport: Double): Double =
                min(max(snapOffset(index, viewport), minOffset(viewport)), maxOffset(viewport))

            /**
             * The item whose rest is nearest [offset] (the first on a tie); items sharing an end's rest count as the
             * one nearest the inside, so a fling limit counts from what shows there. A binary search.
             */
            fun nearestRestItem(offset: Double, viewport: Double): Int {
                val low = minOffset(viewport)
                val high = maxOffset(viewport)
                val target = min(max(offset, low), high)
                var index = lastIndex(itemCount) { restOffset(it, viewport) <= target }
                if (index + 1 < itemCount &&
                    abs(restOffset(index + 1, viewport) - target) < abs(target - restOffset(index, viewport))
                ) index += 1
                val rest = restOffset(index, viewport)
                if (low < high && rest == low) return lastIndex(itemCount) { snapOffset(it, viewport) <= low }
                if (low < high && rest == high) {
                    val before = lastIndex(itemCount) { snapOffset(it, viewport) < high }
                    return if (snapOffset(before, viewport) < high) min(before + 1, itemCount - 1) else before
                }
                return index
            }

            /** The room before the content's leading edge (first) and after its trailing edge (second). */
            fun reach(viewport: Double): Pair<Double, Double> =
                Pair(-minOffset(viewport), maxOffset(viewport) - (contentLength - viewport))

            fun lastPage(viewport: Double): Int = ceil((maxOffset(viewport) - minOffset(viewport)) / viewport).toInt()

            fun pageOffset(page: Int, viewport: Double): Double =
                min(minOffset(viewport) + page.toDouble() * viewport, maxOffset(viewport))

            fun nearestPage(offset: Double, viewport: Double): Int {
                val k = roundHalfAway((offset - minOffset(viewport)) / viewport)
                return min(max(0.0, k), lastPage(viewport).toDouble()).toInt()
            }


        """

    /// UIKit's projection: what releaseTarget rounds to an item unless Android's physics choose.
    private static let projection = """
            /** Where a free deceleration from [offset] at [velocity] (dp/s) tends: x0 + v/λ. */
            fun projectedLanding(offset: Double, velocity: Double): Double =
                offset + velocity / (-1000.0 * ln(DECELERATION_RATE))


        """

    private static let release = """
            /** The anchor at [offset]: take it when the finger goes down. */
            fun anchor(offset: Double, viewport: Double): Anchor {
                val page = nearestPage(offset, viewport)
                return when (SNAP) {
                    Snap.NONE -> Anchor(itemAt(offset + INSET_LEADING), page)
                    Snap.PAGE -> Anchor(itemAt(pageOffset(page, viewport) + INSET_LEADING), page)
                    else -> Anchor(nearestRestItem(offset, viewport), page)
                }
            }

            /**
             * Where a release at [offset] with [velocity] (dp/s, positive towards the end) and a projected rest
             * [projected] comes to rest; null leaves the glide alone.
             */
            fun releaseTarget(offset: Double, velocity: Double, projected: Double, anchor: Anchor, viewport: Double): Double? {
                val low = minOffset(viewport)
                val high = maxOffset(viewport)
                val n = MAX_ITEMS_PER_FLING
                return when (SNAP) {
                    Snap.NONE -> {
                        // Free, but no further than MAX_ITEMS_PER_FLING item starts from the anchor.
                        if (n == null) return null
                        val a = snapOffset(max(0, anchor.item - n), viewport, Snap.START)
                        val b = snapOffset(min(itemCount - 1, anchor.item + n), viewport, Snap.START)
                        val glideEnd = min(max(projected, low), high)
                        min(max(glideEnd, min(a, b)), max(a, b))
                    }
                    Snap.START, Snap.CENTER, Snap.END -> {
                        var index = nearestRestItem(projected, viewport)
                        // A flick never turns back: a release at least SLOW_RELEASE_VELOCITY fast takes,
                        // instead of a rest behind it, the next one in the flick's direction.
                        if (velocity >= SLOW_RELEASE_VELOCITY && restOffset(index, viewport) < offset) {
                            index = min(index + 1, itemCount - 1)
                        } else if (velocity <= -SLOW_RELEASE_VELOCITY && restOffset(index, viewport) > offset) {
                            index = max(index - 1, 0)
                        }
                        if (n != null) index = min(max(index, anchor.item - n), anchor.item + n)
                        restOffset(min(max(0, index), itemCount - 1), viewport)
                    }
                    Snap.PAGE -> {
                        if (n == null || n <= 1) {
                            // The next page in the flick's direction when fast enough, else the nearest.
                            val page = (offset - low) / viewport
                            val index = when {
                                velocity > PAGING_VELOCITY_THRESHOLD -> floor(page + 1e-9) + 1
                                velocity < -PAGING_VELOCITY_THRESHOLD -> ceil(page - 1e-9) - 1
                                else -> roundHalfAway(page)
                            }
                            return min(max(low + index * viewport, low), high)
                        }
                        var page = nearestPage(projected, viewport)
                        if (velocity >= SLOW_RELEASE_VELOCITY && pageOffset(page, viewport) < offset) {
                            page = min(page + 1, lastPage(viewport))
                        } else if (velocity <= -SLOW_RELEASE_VELOCITY && pageOffset(page, viewport) > offset) {
                            page = max(page - 1, 0)
                        }
                        page = min(max(page, anchor.page - n), anchor.page + n)
                        pageOffset(min(max(0, page), lastPage(viewport)), viewport)
                    }
                }
            }

        """
}
