// SnapLayout.kt: the Motion Playground's snapping decision rule as plain Kotlin (no Android
// imports), so that a RecyclerView's snap helper rests a fling on the item the playground would.
// One file to add to a module (Kotlin 1.3 or later); `playground export --exact` appends it to
// an export, with the glue that builds one for the scene. Checked row by row against
// Exports/Runtime/vectors.tsv, which the playground generates from its own decisions
// (Exports/Runtime/Tests/SnapLayoutVectors.kt).

import kotlin.math.abs
import kotlin.math.ceil
import kotlin.math.floor
import kotlin.math.ln
import kotlin.math.max
import kotlin.math.min

/**
 * Items along one axis, as groups of equal items, and where a release comes to rest on them:
 * UIKit's projection of the release (x0 + v/λ at [decelerationRate]), rounded to the item whose
 * rest is nearest it, never turned back against a flick, and held to [maxItemsPerFling] items
 * (pages) from the one selected when the finger went down.
 *
 * Lengths are along the axis in dp (the playground's points). Content positions start at the
 * content's leading edge, where [insetLeading] comes before the first item; offsets are scroll
 * offsets, the content position at the viewport's leading edge. Every lookup is a binary search
 * over the groups (and over the indices for the nearest rest), so a million items cost what
 * twenty do. Groups with no items are skipped, a fling limit below 1 means none, and the rate is
 * held to 0.01..0.9999, as the playground holds them.
 */
class SnapLayout(
    val groups: List<ItemGroup>,
    val spacing: Double = 0.0,
    val insetLeading: Double = 0.0,
    val insetTrailing: Double = 0.0,
    val snap: Snap,
    maxItemsPerFling: Int? = null,
    /** The range widens so that the first and last items reach their snap positions. */
    val reachesEnds: Boolean = false,
    decelerationRate: Double = 0.998,
    /** dp/s from which a flick never turns back to a rest behind the release. */
    val slowReleaseVelocity: Double = 250.0,
    /** dp/s above which [Snap.PAGE] (one page per fling) turns to the next page. */
    val pagingVelocityThreshold: Double = 300.0,
    viewportLength: Double
) {
    /** Where a release comes to rest along the axis. */
    enum class Snap {
        /** Wherever the glide stops (with a fling limit: no further than that many items' starts). */
        NONE,
        /** An item's start rests [insetLeading] after the viewport's leading edge. */
        START,
        /** An item's centre rests on the viewport's centre. */
        CENTER,
        /** An item's end rests [insetTrailing] before the viewport's trailing edge. */
        END,
        /** Whole viewport lengths, like a pager. */
        PAGE
    }

    /** [count] items in a row, each [length] dp along the axis. */
    data class ItemGroup(val count: Int, val length: Double)

    /** What was selected when the finger went down: the item (and page) a fling is counted from. */
    data class Anchor(val item: Int, val page: Int)

    /** Where a release rests: the content offset, and the item selected once it is there. */
    data class Target(val item: Int, val offset: Double)

    /** The room the range needs before and after the content: zero without [reachesEnds]. */
    data class Reach(val before: Double, val after: Double)

    /** One group's items: the first one's index and start (content coordinates). */
    private class Run(val firstIndex: Int, val count: Int, val start: Double, val length: Double)

    /** At most this many items (pages) from the anchor per fling; null: any number. */
    val maxItemsPerFling: Int? = if (maxItemsPerFling != null && maxItemsPerFling > 0) maxItemsPerFling else null

    /** Velocity kept per millisecond by the free glide (UIKit: 0.998 normal, 0.99 fast). */
    val decelerationRate: Double = if (decelerationRate.isNaN()) 0.998 else min(max(decelerationRate, 0.01), 0.9999)

    /** The viewport's length along the axis, dp (at least 1). */
    val viewportLength: Double = max(1.0, viewportLength)

    private val runs: List<Run>

    /** Every item, counted across the groups. */
    val itemCount: Int

    init {
        val built = ArrayList<Run>()
        var index = 0
        var position = insetLeading
        for (group in groups) {
            if (group.count <= 0) continue
            built.add(Run(index, group.count, position, group.length))
            index += group.count
            position += group.count.toDouble() * (group.length + spacing)
        }
        runs = built
        itemCount = index
    }

    /** The same items in a viewport of another length (a rotation, a resized window). */
    fun resized(viewportLength: Double): SnapLayout = SnapLayout(
        groups, spacing, insetLeading, insetTrailing, snap, maxItemsPerFling, reachesEnds, decelerationRate,
        slowReleaseVelocity, pagingVelocityThreshold, viewportLength
    )

    // Items

    /** The run holding item [index] (clamped to the items). */
    private fun runOf(index: Int): Run = runs[lastIndex(runs.size - 1) { runs[it].firstIndex <= index }]

    /** Item [index]'s start along the axis, content coordinates. */
    fun start(index: Int): Double {
        val r = runOf(index)
        return r.start + (index - r.firstIndex).toDouble() * (r.length + spacing)
    }

    fun length(index: Int): Double = runOf(index).length

    fun end(index: Int): Double = start(index) + length(index)

    /** Insets, items and the spacing between them: the content's length along the axis. */
    val contentLength: Double
        get() {
            val last = runs.lastOrNull() ?: return insetLeading + insetTrailing
            return end(last.firstIndex + last.count - 1) + insetTrailing
        }

    /** The item whose slot (the item and the spacing after it) holds [position], clamped to the items. */
    fun itemAt(position: Double): Int {
        if (itemCount == 0) return 0
        val r = runs[lastIndex(runs.size - 1) { runs[it].start <= position }]
        val k = floor((position - r.start) / (r.length + spacing))
        return r.firstIndex + min(max(0.0, k), (r.count - 1).toDouble()).toInt()
    }

    // Rests

    /** The offset at which item [index] is aligned under [rule]; for NONE and PAGE, its start at the leading inset. */
    fun snapOffset(index: Int, rule: Snap = snap): Double = when (rule) {
        Snap.NONE, Snap.START, Snap.PAGE -> start(index) - insetLeading
        Snap.CENTER -> start(index) + length(index) / 2 - viewportLength / 2
        Snap.END -> end(index) + insetTrailing - viewportLength
    }

    /** [reachesEnds] under a rule that aligns items, with items to reach. */
    private val widens: Boolean
        get() = reachesEnds && itemCount > 0 && (snap == Snap.START || snap == Snap.CENTER || snap == Snap.END)

    /** The lowest offset the content can rest at: 0, or less with [reachesEnds]. */
    val minOffset: Double
        get() = if (widens) min(0.0, snapOffset(0)) else 0.0

    /** The highest offset the content can rest at: the content's end, or more with [reachesEnds]. */
    val maxOffset: Double
        get() {
            val content = max(0.0, contentLength - viewportLength)
            return if (widens) max(content, snapOffset(itemCount - 1)) else content
        }

    /** The padding before and after the content that lets every rest be reached. */
    val reach: Reach
        get() = Reach(max(0.0, -minOffset), max(0.0, maxOffset - (contentLength - viewportLength)))

    /** Where item [index] comes to rest: its snap offset held to the range (several may share an end's). */
    fun restOffset(index: Int): Double = min(max(snapOffset(index), minOffset), max(minOffset, maxOffset))

    /**
     * The item whose rest is nearest [offset] (the first on a tie). Items sharing the rest at an end
     * count as the one nearest the inside, so that a fling limit counted from it starts from what shows.
     */
    fun nearestRestItem(offset: Double): Int {
        if (itemCount <= 1) return 0
        val low = minOffset
        val high = max(minOffset, maxOffset)
        val target = min(max(offset, low), high)
        val last = itemCount - 1
        var index = lastIndex(last) { restOffset(it) <= target }
        if (index < last && abs(restOffset(index + 1) - target) < abs(target - restOffset(index))) index += 1
        val rest = restOffset(index)
        if (low < high && rest == low) return lastIndex(last) { snapOffset(it) <= low }
        if (low < high && rest == high) {
            val before = lastIndex(last) { snapOffset(it) < high }
            return if (snapOffset(before) < high) min(before + 1, last) else before
        }
        return index
    }

    // Pages

    /** Pages are whole viewport lengths from [minOffset]; a partial last page ends at [maxOffset]. */
    val lastPage: Int
        get() = ceil((maxOffset - minOffset) / viewportLength).toInt()

    fun pageOffset(page: Int): Double = min(minOffset + page.toDouble() * viewportLength, maxOffset)

    fun nearestPage(offset: Double): Int {
        val k = roundHalfAway((offset - minOffset) / viewportLength)
        return min(max(0.0, k), lastPage.toDouble()).toInt()
    }

    // Releases

    /** The item selected at [offset]: the one whose rest is nearest (PAGE: at the page's inset); null under NONE. */
    fun selectedItem(offset: Double): Int? {
        if (itemCount == 0) return null
        return when (snap) {
            Snap.NONE -> null
            Snap.START, Snap.CENTER, Snap.END -> nearestRestItem(offset)
            Snap.PAGE -> itemAt(pageOffset(nearestPage(offset)) + insetLeading)
        }
    }

    /** What is selected at [offset]: take it when the finger goes down (or where a caught glide was going). */
    fun anchor(offset: Double): Anchor =
        Anchor(selectedItem(offset) ?: itemAt(offset + insetLeading), nearestPage(offset))

    /**
     * Where a free glide from [offset] at [velocity] (dp/s) tends: x0 + v/λ with λ = −1000·ln(rate)
     * per second. Speeds beyond 10⁶ and offsets beyond 10¹² are held there, as the playground holds them.
     */
    fun projectedRest(offset: Double, velocity: Double): Double {
        val x0 = if (offset.isNaN()) 0.0 else min(max(offset, -1e12), 1e12)
        val v0 = if (velocity.isNaN()) 0.0 else min(max(velocity, -1e6), 1e6)
        return x0 + v0 / (-1000 * ln(decelerationRate))
    }

    /**
     * Where a release at [releaseOffset] with [velocity] (dp/s, positive towards the end) rests,
     * counted from [anchor] (what was selected at the press); null leaves the fling alone (NONE
     * without a fling limit).
     */
    fun target(releaseOffset: Double, velocity: Double, anchor: Anchor): Target? {
        if (itemCount == 0) return null
        val rest = rest(releaseOffset, velocity, anchor) ?: return null
        val held = min(max(rest, minOffset), maxOffset)
        return Target(anchor(held).item, held)
    }

    /** [target]'s offset before it is held to the range. */
    private fun rest(offset: Double, velocity: Double, anchor: Anchor): Double? {
        val projected = projectedRest(offset, velocity)
        val last = itemCount - 1
        val n = maxItemsPerFling
        return when (snap) {
            Snap.NONE -> {
                // Free, but no further than maxItemsPerFling items' starts from the anchor.
                if (n == null) return null
                val a = snapOffset(max(0, anchor.item - n), Snap.START)
                val b = snapOffset(min(last, anchor.item + n), Snap.START)
                val glideEnd = min(max(projected, minOffset), maxOffset)
                val held = min(max(glideEnd, min(a, b)), max(a, b))
                // Never back behind the release: past the limit already, the glide goes on to the
                // next item's start past the release (within the glide).
                val forward = velocity > 0
                val turnsBack = if (forward) held < offset else velocity < 0 && held > offset
                if (!turnsBack) return held
                val next = first(0, last, offset, forward) { snapOffset(it, Snap.START) }
                val reach = snapOffset(next, Snap.START)
                if (forward) max(offset, min(glideEnd, reach)) else min(offset, max(glideEnd, reach))
            }
            Snap.START, Snap.CENTER, Snap.END -> {
                var index = nearestRestItem(projected)
                // A flick never turns back: a rest behind a fast enough release gives way to the
                // next one in the flick's direction (a short projection often ends on the item left).
                if (velocity >= slowReleaseVelocity && restOffset(index) < offset) {
                    index = min(index + 1, last)
                } else if (velocity <= -slowReleaseVelocity && restOffset(index) > offset) {
                    index = max(index - 1, 0)
                }
                index = limited(index, anchor.item, offset, velocity) { restOffset(min(max(0, it), last)) }
                restOffset(min(max(0, index), last))
            }
            Snap.PAGE -> {
                if (n == null || n <= 1) return pagingRest(offset, velocity)
                var page = nearestPage(projected)
                if (velocity >= slowReleaseVelocity && pageOffset(page) < offset) {
                    page = min(page + 1, lastPage)
                } else if (velocity <= -slowReleaseVelocity && pageOffset(page) > offset) {
                    page = max(page - 1, 0)
                }
                page = limited(page, anchor.page, offset, velocity) { pageOffset(min(max(0, it), lastPage)) }
                pageOffset(min(max(0, page), lastPage))
            }
        }
    }

    /**
     * [index] held to [maxItemsPerFling] from [anchor] (what was selected at the press), but never
     * behind the release in its direction: a drag may carry the content past the last item the
     * limit allows, and the flick then rests on the first item (page) at or past the release, never
     * further than [index]. [rest] gives each index's rest, never decreasing.
     */
    private fun limited(index: Int, anchor: Int, offset: Double, velocity: Double, rest: (Int) -> Double): Int {
        val n = maxItemsPerFling ?: return index
        val held = min(max(index, anchor - n), anchor + n)
        if (velocity > 0 && held < index && rest(held) < offset) return first(held, index, offset, true, rest)
        if (velocity < 0 && held > index && rest(held) > offset) return first(index, held, offset, false, rest)
        return held
    }

    /**
     * The lowest index in [low]..[high] whose rest is at or past [offset] going forward, or the
     * highest at or before it going back; the far end when none is (a binary search).
     */
    private fun first(low: Int, high: Int, offset: Double, forward: Boolean, rest: (Int) -> Double): Int {
        var lo = low
        var hi = high
        while (lo < hi) {
            if (forward) {
                val mid = lo + (hi - lo) / 2
                if (rest(mid) >= offset) hi = mid else lo = mid + 1
            } else {
                val mid = lo + (hi - lo + 1) / 2
                if (rest(mid) <= offset) lo = mid else hi = mid - 1
            }
        }
        return lo
    }

    /** A pager: the next page in the flick's direction when faster than the threshold, else the nearest. */
    private fun pagingRest(offset: Double, velocity: Double): Double {
        val threshold = if (pagingVelocityThreshold.isNaN()) 300.0 else abs(pagingVelocityThreshold)
        val page = (offset - minOffset) / viewportLength
        // A hair of slack so that an offset on a page up to rounding counts as on it.
        val index = when {
            velocity > threshold -> floor(page + 1e-9) + 1
            velocity < -threshold -> ceil(page - 1e-9) - 1
            else -> roundHalfAway(page)
        }
        return min(max(minOffset + index * viewportLength, minOffset), maxOffset)
    }

    private companion object {
        /** The last index in 0..[last] for which [holds] is true (0 if none); true up to some index, then false. */
        inline fun lastIndex(last: Int, holds: (Int) -> Boolean): Int {
            var lo = 0
            var hi = last
            while (lo < hi) {
                val mid = lo + (hi - lo + 1) / 2
                if (holds(mid)) lo = mid else hi = mid - 1
            }
            return lo
        }

        /** Halves away from zero, as the playground rounds (kotlin.math.round takes them to even). */
        fun roundHalfAway(x: Double): Double {
            val whole = floor(abs(x))
            val rounded = if (abs(x) - whole >= 0.5) whole + 1 else whole
            return if (x < 0) -rounded else rounded
        }
    }
}
