// SnapLayout.kt: the Motion Playground's snapping decision rule under each platform it simulates
// (UIKit, Android, Flutter iOS, Flutter Android) as plain Kotlin (no Android imports), so that a
// RecyclerView's snap helper rests a fling on the item the playground would. One file to add to a
// module (Kotlin 1.3 or later); `playground export --exact` appends it to an export, with the glue
// that builds one for the scene under the platform its tuning ran on. Written from the platforms'
// published behaviour as the playground models it (its homes in Sources/Motion/Platforms), and
// checked row by row against Exports/Runtime/vectors.tsv, which the playground generates from its
// own decisions (Exports/Runtime/Tests/SnapLayoutVectors.kt).

import kotlin.math.abs
import kotlin.math.ceil
import kotlin.math.exp
import kotlin.math.floor
import kotlin.math.ln
import kotlin.math.max
import kotlin.math.min

/**
 * Items along one axis, as groups of equal items, and where a release comes to rest on them under
 * the rule of [platform] (see [Platform]), held to [maxItemsPerFling] items (pages) from the one
 * selected when the finger went down. [target] is where the content comes to rest in the
 * playground, also for a release the platform's snapping leaves to its own fling: that fling's end,
 * snapped to the nearest rest once the list is idle.
 *
 * Lengths are along the axis in dp (the playground's points). Content positions start at the
 * content's leading edge, where [insetLeading] comes before the first item; offsets are scroll
 * offsets, the content position at the viewport's leading edge. Every lookup is a binary search
 * over the groups (and over the indices for the nearest rest), so a million items cost what
 * twenty do. Groups with no items are skipped, a fling limit below 1 means none, the rate is held
 * to 0.01..0.9999 and a density that is not a positive number reads as 1, as the playground holds
 * them.
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
    /** Whose rule chooses the rest. The rate and the two speeds below are UIKit's. */
    val platform: Platform = Platform.UIKIT,
    density: Double = 1.0,
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

    /**
     * Whose scrolling chooses the rest: the platform the tuning ran under, by its name in the
     * playground (a scene's `physics`, `flutter-ios` as FLUTTER_IOS). Each decides as the
     * playground's home for it does (`PlatformScrolling.snapTarget`, Sources/Motion/Platforms).
     */
    enum class Platform {
        /**
         * `scrollViewWillEndDragging` as the playground writes it: the projection x0 + v/λ at
         * [decelerationRate], the item whose rest is nearest it, never a rest behind a release of
         * [slowReleaseVelocity] or more; one page a fling turns past [pagingVelocityThreshold].
         */
        UIKIT,
        /**
         * RecyclerView's snap helpers over `OverScroller`'s spline fling: `LinearSnapHelper` (the item
         * at the snap position plus the fling's distance in items), `PagerSnapHelper` with one item a
         * fling and for PAGE; a fling of 50 dp/s or less, or one the helper finds no item for, flings
         * on and snaps to the nearest rest once idle.
         */
        ANDROID,
        /**
         * Flutter's `FixedExtentScrollPhysics` / `PageScrollPhysics` over `BouncingScrollPhysics`: the
         * rest nearest where its friction glide stops, even behind the release; a fling needs more
         * than 100 dp/s.
         */
        FLUTTER_IOS,
        /** The same over `ClampingScrollPhysics`, whose simulation ends the glide; a fling needs more than 50. */
        FLUTTER_ANDROID
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

    /**
     * Device pixels per dp (`DisplayMetrics.density`, Flutter's device pixel ratio): Flutter calls its
     * iOS glide done once slower than 1/(0.05·density) dp/s, so where it stops moves with it. No
     * other rule reads it: Android's spline travels the same in dp at every density.
     */
    val density: Double = if (density.isFinite() && density > 0) density else 1.0

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
        groups, spacing, insetLeading, insetTrailing, snap, maxItemsPerFling, reachesEnds, platform, density,
        decelerationRate, slowReleaseVelocity, pagingVelocityThreshold, viewportLength
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
     * The release velocity (dp/s) as the platform hands it to its fling: Android drops one slower
     * than 50 dp/s and clamps to 8000 (`ViewConfiguration`'s limits, each axis on its own); Flutter
     * flings only faster than its physics' minimum (100 iOS, 50 Android) and clamps to 8000
     * (`kMaxFlingVelocity`); UIKit takes it as it is. Flutter also asks a fling to have travelled
     * more than 18 dp, which a velocity does not say: a Flutter host's recognizer has judged that.
     */
    fun flingVelocity(velocity: Double): Double {
        val v = if (velocity.isNaN()) 0.0 else velocity
        val clamped = min(max(v, -MAXIMUM_FLING_VELOCITY), MAXIMUM_FLING_VELOCITY)
        return when (platform) {
            Platform.UIKIT -> velocity
            Platform.ANDROID -> if (abs(clamped) < ANDROID_MINIMUM_FLING_VELOCITY) 0.0 else clamped
            Platform.FLUTTER_IOS, Platform.FLUTTER_ANDROID -> if (abs(v) > flutterMinimumFlingVelocity) clamped else 0.0
        }
    }

    /**
     * Where the platform's own fling from [offset] at [velocity] (the fling's, dp/s) would rest on an
     * unbounded surface: what its snapping rounds to an item. UIKit: x0 + v/λ with λ = −1000·ln(rate)
     * per second. Android: `OverScroller`'s spline distance. Flutter iOS: where the friction glide
     * (drag 0.135 a second) slows below Flutter's tolerance. Flutter Android:
     * `ClampingScrollSimulation`'s end. Speeds beyond 10⁶ and offsets beyond 10¹² are held there, as
     * the playground holds them.
     */
    fun projectedRest(offset: Double, velocity: Double): Double {
        val x0 = if (offset.isNaN()) 0.0 else min(max(offset, -1e12), 1e12)
        val v0 = if (velocity.isNaN()) 0.0 else min(max(velocity, -1e6), 1e6)
        val sign = if (v0 > 0) 1.0 else -1.0
        return when (platform) {
            Platform.UIKIT -> x0 + v0 / (-1000 * ln(decelerationRate))
            Platform.ANDROID -> if (v0 == 0.0) x0 else x0 + sign * splineDistance(abs(v0))
            Platform.FLUTTER_IOS -> {
                // FrictionSimulation is done once |v| < the tolerance, t = ln(|v0|/tol)/−ln D in: it
                // stops (|v0| − tol)/−ln D along, short of its asymptote x0 − v0/ln D.
                val dragLog = ln(FLUTTER_FRICTION_DRAG)
                val tolerance = 1 / (0.050 * density)
                val stop = if (abs(v0) > tolerance) ln(abs(v0) / tolerance) / -dragLog else 0.0
                if (stop > 0) x0 + (v0 - sign * tolerance) / -dragLog else x0
            }
            Platform.FLUTTER_ANDROID -> {
                // T = DECEL·0.35·(|v|/v_ref)^(1/(DECEL − 1)), S = v·T/DECEL: the distance of Android's
                // spline, as Flutter computes it.
                if (abs(v0) < 1 / (0.050 * density)) return x0
                val referenceVelocity = SPLINE_FRICTION * PHYSICAL_COEFFICIENT / INFLEXION
                val d = DECELERATION_EXPONENT
                val period = d * INFLEXION * exp(ln(abs(v0) / referenceVelocity) / (d - 1))
                if (period > 0) x0 + v0 * period / d else x0
            }
        }
    }

    /**
     * Where a release at [releaseOffset] with [velocity] (dp/s, positive towards the end, as the host's
     * tracker read it: [flingVelocity] applies the platform's limits) comes to rest, counted from
     * [anchor] (what was selected at the press). A release the platform's snapping leaves to its own
     * fling (Android's helper finding no item or no fling, Flutter's physics at an edge heading out)
     * rests where that fling stops, snapped to the nearest rest once the list is idle, as in the
     * playground. null leaves the glide alone: NONE without a fling limit, and NONE under Android,
     * whose helpers snap no free list.
     */
    fun target(releaseOffset: Double, velocity: Double, anchor: Anchor): Target? {
        if (itemCount == 0) return null
        val v = flingVelocity(velocity)
        val rest = chosenRest(releaseOffset, v, anchor) ?: restOnceIdle(releaseOffset, v) ?: return null
        val held = min(max(rest, minOffset), maxOffset)
        return Target(anchor(held).item, held)
    }

    /** The platform's choice of rest for the fling [velocity], before it is held to the range; null where it chooses none. */
    private fun chosenRest(offset: Double, velocity: Double, anchor: Anchor): Double? {
        val projected = projectedRest(offset, velocity)
        return when (platform) {
            Platform.UIKIT ->
                nearestRest(offset, velocity, anchor, projected, slowReleaseVelocity, pagingVelocityThreshold)
            Platform.ANDROID -> androidRest(offset, velocity, anchor, projected)
            Platform.FLUTTER_IOS, Platform.FLUTTER_ANDROID -> {
                // At or past an edge and not headed back in, both physics hand the release to their
                // parent ("scenario 1" of createBallisticSimulation), whose fling stops on that edge.
                val x = if (offset.isNaN()) 0.0 else min(max(offset, -1e12), 1e12)
                if ((velocity <= 0 && x <= minOffset) || (velocity >= 0 && x >= maxOffset)) return null
                nearestRest(offset, velocity, anchor, projected, Double.POSITIVE_INFINITY, flutterMinimumFlingVelocity)
            }
        }
    }

    /**
     * Where a release the platform's snapping left alone comes to rest: its fling stops at the
     * projection or at the edge it meets first (RecyclerView stops dead there, and Flutter's physics
     * let go at an edge end on it), then the list goes to the rest nearest there, as the playground's
     * strip snaps what came to rest between rests (Android's `snapToTargetExistingView`). null under
     * NONE, where nothing snaps.
     */
    private fun restOnceIdle(offset: Double, velocity: Double): Double? {
        val end = min(max(projectedRest(offset, velocity), minOffset), max(minOffset, maxOffset))
        return when (snap) {
            Snap.NONE -> null
            Snap.START, Snap.CENTER, Snap.END -> restOffset(nearestRestItem(end))
            Snap.PAGE -> pageOffset(nearestPage(end))
        }
    }

    /**
     * The rule of UIKit's delegates and of Flutter's `FixedExtentScrollPhysics` and
     * `PageScrollPhysics` (the playground's `NearestRestSnapping`): the rest nearest [projected],
     * except that a release at least [turnsBackFrom] fast takes the next rest in its direction
     * instead of one behind it (UIKit; Flutter takes the nearest even behind: infinity); one page a
     * fling turns past [pagingThreshold]. null under NONE without a fling limit.
     */
    private fun nearestRest(
        offset: Double, velocity: Double, anchor: Anchor, projected: Double, turnsBackFrom: Double,
        pagingThreshold: Double
    ): Double? {
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
                if (velocity >= turnsBackFrom && restOffset(index) < offset) {
                    index = min(index + 1, last)
                } else if (velocity <= -turnsBackFrom && restOffset(index) > offset) {
                    index = max(index - 1, 0)
                }
                index = limited(index, anchor.item, offset, velocity) { restOffset(min(max(0, it), last)) }
                restOffset(min(max(0, index), last))
            }
            Snap.PAGE -> {
                if (n == null || n <= 1) return pagingRest(offset, velocity, pagingThreshold)
                var page = nearestPage(projected)
                if (velocity >= turnsBackFrom && pageOffset(page) < offset) {
                    page = min(page + 1, lastPage)
                } else if (velocity <= -turnsBackFrom && pageOffset(page) > offset) {
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

    /** One page a fling (a pager, `PageScrollPhysics`): the next page in the flick's direction when faster than [threshold], else the nearest. */
    private fun pagingRest(offset: Double, velocity: Double, threshold: Double): Double {
        val limit = if (threshold.isNaN()) 300.0 else abs(threshold)
        val page = (offset - minOffset) / viewportLength
        // A hair of slack so that an offset on a page up to rounding counts as on it.
        val index = when {
            velocity > limit -> floor(page + 1e-9) + 1
            velocity < -limit -> ceil(page - 1e-9) - 1
            else -> roundHalfAway(page)
        }
        return min(max(minOffset + index * viewportLength, minOffset), maxOffset)
    }

    // Android's snap helpers

    /**
     * `SnapHelper.onFling` (the playground's `AndroidItemSnapping`): a fling faster than 50 dp/s goes
     * to `PagerSnapHelper` with one item a fling (and for PAGE, over viewport-long pages) or to
     * `LinearSnapHelper`, each aligning items as the layout's rule does; the choice is held to the
     * fling limit by snap offsets, which the range then holds. null where the helper takes no fling
     * or finds no item: RecyclerView flings on ([restOnceIdle]). NONE is never snapped.
     */
    private fun androidRest(offset: Double, velocity: Double, anchor: Anchor, projected: Double): Double? {
        if (abs(velocity) <= ANDROID_MINIMUM_FLING_VELOCITY) return null
        val last = itemCount - 1
        return when (snap) {
            Snap.NONE -> null
            Snap.START, Snap.CENTER, Snap.END -> {
                val choice = (if (maxItemsPerFling == 1) pagerSnapItem(offset, velocity)
                else linearSnapItem(offset, projected)) ?: return null
                val index = limited(choice, anchor.item, offset, velocity) { snapOffset(min(max(0, it), last)) }
                snapOffset(min(max(0, index), last))
            }
            Snap.PAGE -> {
                val turned = pagerSnapPage(offset, velocity) ?: return null
                val page = limited(turned, anchor.page, offset, velocity) { pageOffset(min(max(0, it), lastPage)) }
                pageOffset(min(max(0, page), lastPage))
            }
        }
    }

    /**
     * `LinearSnapHelper.findTargetSnapPosition`: the item whose snap offset is nearest the release,
     * plus the fling's distance ([projected] − offset) over `computeDistancePerChild`'s span per item
     * on screen, rounded as `Math.round` (halves up); null when that rounds to 0. The span runs over
     * the items' decorated bounds: the spacing is a decoration before every item but the first, so
     * an item's decorated start is where the one before it ends.
     */
    private fun linearSnapItem(offset: Double, projected: Double): Int? {
        val shown = visibleItems(offset)
        var perChild = 1.0 // INVALID_DISTANCE, with nothing on screen to measure
        if (!shown.isEmpty()) {
            val first = shown.first
            val last = shown.last
            val span = abs(end(last) - (if (first > 0) end(first - 1) else start(first)))
            if (span.isFinite() && span > 0) perChild = span / ((last - first).toDouble() + 1)
        }
        val distance = projected - offset
        if (!distance.isFinite()) return null
        val jump = min(max(floor(distance / perChild + 0.5), -1e15), 1e15)
        if (jump == 0.0) return null
        return min(max(nearestSnapItem(offset).toDouble() + jump, 0.0), (itemCount - 1).toDouble()).toInt()
    }

    /** `PagerSnapHelper.findTargetSnapPosition` over the items on screen at the release, each measured from its snap offset. */
    private fun pagerSnapItem(offset: Double, velocity: Double): Int? =
        pagerSnap(visibleItems(offset), itemCount, velocity) { snapOffset(it) - offset }

    /** `PagerSnapHelper` over pages the viewport's length from [minOffset]: the one or two on screen are the children. */
    private fun pagerSnapPage(offset: Double, velocity: Double): Int? {
        val count = lastPage + 1
        val x = offset - minOffset
        val scrolled = if (x.isNaN()) 0.0 else min(max(x, -1e12), 1e12)
        val first = min(max(floor(scrolled / viewportLength), 0.0), (count - 1).toDouble()).toInt()
        return pagerSnap(first until min(first + 2, count), count, velocity) { page ->
            val start = page.toDouble() * viewportLength
            // Laid out only where it meets the viewport.
            if (start < scrolled + viewportLength && start + viewportLength > scrolled) start - scrolled else null
        }
    }

    /** The items that show in the viewport at [offset] (the children laid out; possibly none). */
    fun visibleItems(offset: Double): IntRange {
        if (itemCount == 0) return 0 until 0
        var first = itemAt(offset)
        if (end(first) <= offset) first += 1
        var last = itemAt(offset + viewportLength)
        if (start(last) >= offset + viewportLength) last -= 1
        return if (first < itemCount && first <= last) first..last else first until first
    }

    /** The item whose snap offset is nearest [offset] (the first on a tie): the helpers' view at the snap position. */
    fun nearestSnapItem(offset: Double): Int {
        if (itemCount <= 1) return 0
        val index = lastIndex(itemCount - 1) { snapOffset(it) <= offset }
        if (index + 1 >= itemCount) return index
        val above = abs(snapOffset(index + 1) - offset)
        return if (above < abs(offset - snapOffset(index))) index + 1 else index
    }

    /** The slowest fling of the Flutter physics in force, dp/s, which PAGE also turns past: 100 iOS, 50 Android. */
    private val flutterMinimumFlingVelocity: Double
        get() = if (platform == Platform.FLUTTER_IOS) 100.0 else 50.0

    private companion object {
        /** `ViewConfiguration.MINIMUM_FLING_VELOCITY`, dp/s: Android's snap helpers take faster flings, its lists fling at it. */
        const val ANDROID_MINIMUM_FLING_VELOCITY = 50.0
        /** `ViewConfiguration.MAXIMUM_FLING_VELOCITY` and Flutter's `kMaxFlingVelocity`, dp/s. */
        const val MAXIMUM_FLING_VELOCITY = 8000.0
        /** `BouncingScrollSimulation`'s friction: velocity kept per second. */
        const val FLUTTER_FRICTION_DRAG = 0.135
        /**
         * `OverScroller`'s spline (and `ClampingScrollSimulation`'s): `ViewConfiguration`'s scroll
         * friction, g·(inches per metre)·(dp per inch)·0.84 at one pixel per dp, the inflexion, and
         * DECELERATION_RATE = ln 0.78 / ln 0.9.
         */
        const val SPLINE_FRICTION = 0.015
        const val PHYSICAL_COEFFICIENT = 9.80665 * 39.37 * 160 * 0.84
        const val INFLEXION = 0.35
        val DECELERATION_EXPONENT = ln(0.78) / ln(0.9)

        /** `SplineOverScroller.getSplineFlingDistance` in dp for a fling at [speed] (> 0). */
        fun splineDistance(speed: Double): Double {
            val d = DECELERATION_EXPONENT
            val f = SPLINE_FRICTION * PHYSICAL_COEFFICIENT
            val l = ln(INFLEXION * speed / f)
            return f * exp(d / (d - 1) * l)
        }

        /**
         * `PagerSnapHelper`'s choice among [children] (each with how far its snap position is past the
         * release, null for one not laid out): the nearest at or past the release for a forward fling,
         * at or before it otherwise (one exactly there counts as both); with none on that side, the
         * neighbour of the nearest on the other side, if there is one. At most one, by the sign alone.
         */
        inline fun pagerSnap(children: IntRange, count: Int, velocity: Double, distance: (Int) -> Double?): Int? {
            var before = -1
            var beforeDistance = 0.0
            var after = -1
            var afterDistance = 0.0
            for (index in children) {
                val d = distance(index) ?: continue
                if (d <= 0 && (before < 0 || d > beforeDistance)) {
                    before = index
                    beforeDistance = d
                }
                if (d >= 0 && (after < 0 || d < afterDistance)) {
                    after = index
                    afterDistance = d
                }
            }
            val forward = velocity > 0
            if (forward && after >= 0) return after
            if (!forward && before >= 0) return before
            val shown = if (forward) before else after
            if (shown < 0) return null
            val next = shown + if (forward) 1 else -1
            return if (next in 0 until count) next else null
        }

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
