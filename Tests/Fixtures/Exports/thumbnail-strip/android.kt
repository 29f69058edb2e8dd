// Motion Playground 0.2.0 export: thumbnail-strip (Thumbnails resting at the end, scene file thumbnail-strip.json)
// Android (Kotlin). Every value says what it is, its unit and where its default comes from.
import android.view.animation.PathInterpolator
import androidx.dynamicanimation.animation.SpringForce
import android.graphics.Rect
import android.view.View
import androidx.recyclerview.widget.RecyclerView
import androidx.recyclerview.widget.SnapHelper
import kotlin.math.abs
import kotlin.math.ceil
import kotlin.math.floor
import kotlin.math.ln
import kotlin.math.max
import kotlin.math.min
import kotlin.math.roundToInt

object ThumbnailStripMotion {
    /**
     * Velocity a free glide keeps each millisecond (0.99 is UIKit's .fast). Unit: per ms. Default 0.998,
     * from UIKit: UIScrollView.DecelerationRate.normal. FlingAnimation.setFriction(f) decays as
     * e^(−4.2·f·t), so f = −1000·ln(r) / 4.2 gives UIKit's glide exactly (Compose:
     * exponentialDecay(frictionMultiplier = f)).
     */
    const val DECELERATION_RATE_FLING_FRICTION = 0.476667f

    /**
     * OverScroller.setFriction value whose fling at 1000 dp/s travels as far as the glide (499.5 dp).
     * OverScroller's spline is not exponential: faster flings go farther than UIKit's, slower ones less.
     * Android's default is 0.015.
     */
    const val DECELERATION_RATE_OVERSCROLLER_FRICTION = 0.00416088f

    /**
     * The spring that returns content from past an edge: response 0.628319 s, damping ratio 1. Defaults
     * 0.6283185307179586 s and 1, from UIKit: edge bounce k = 100, ζ = 1, as ScrollMechanics reconstructs
     * UIScrollView. SpringForce uses mass 1: stiffness k = (2π / response)², damping ratio ζ as is.
     */
    const val BOUNCE_STIFFNESS = 100.0f
    const val BOUNCE_DAMPING_RATIO = 1.0f
    fun bounceSpring(finalPosition: Float): SpringForce =
        SpringForce(finalPosition).setStiffness(BOUNCE_STIFFNESS).setDampingRatio(BOUNCE_DAMPING_RATIO)

    /**
     * The spring that carries a slow release or a settle onto its target: response 0.35 s, damping ratio
     * 1. Defaults 0.35 s and 1, from playground: between SwiftUI's interactive 0.15 s and default 0.5 s
     * springs. SpringForce uses mass 1: stiffness k = (2π / response)², damping ratio ζ as is.
     */
    const val SNAP_STIFFNESS = 322.273f
    const val SNAP_DAMPING_RATIO = 1.0f
    fun snapSpring(finalPosition: Float): SpringForce =
        SpringForce(finalPosition).setStiffness(SNAP_STIFFNESS).setDampingRatio(SNAP_DAMPING_RATIO)

    /**
     * The spring that follows mouse-wheel notches: response 0.18 s, damping ratio 1. Defaults 0.18 s and
     * 1, from playground: a 40 pt notch settles in about a fifth of a second. SpringForce uses mass 1:
     * stiffness k = (2π / response)², damping ratio ζ as is.
     */
    const val WHEEL_STIFFNESS = 1218.47f
    const val WHEEL_DAMPING_RATIO = 1.0f
    fun wheelSpring(finalPosition: Float): SpringForce =
        SpringForce(finalPosition).setStiffness(WHEEL_STIFFNESS).setDampingRatio(WHEEL_DAMPING_RATIO)

    /**
     * Rubber-band slope past an edge: how much of a drag beyond it still moves the content. Default 0.55,
     * from UIKit: UIScrollView's rubber-band constant c = 0.55, as measured by chpwn.
     */
    const val RUBBER_BAND = 0.55f

    /**
     * Below this release speed a snap springs to its target instead of gliding onto it. Unit: pt/s.
     * Default 250, from playground: about the speed of a deliberate placement rather than a flick.
     */
    const val SLOW_RELEASE_VELOCITY = 250.0f
}

// Snapping

/**
 * Thumbnails resting at the end: the items along the axis and the snap rule, group by group. Offsets
 * are along the axis in dp with 0 at the content's leading edge (the leading inset comes before the
 * first item); `viewport` is the RecyclerView's length along the axis, read at run time. Every lookup
 * is a binary search over the groups (and over the indices for the nearest snap), so a million items
 * cost what twenty do. releaseTarget chooses where a release rests as the playground does.
 */
object ThumbnailStripSnapLayout {
    /** [count] items in a row, each [length] dp along the axis and [cross] dp across it. */
    class ItemGroup(val count: Int, val length: Double, val cross: Double)

    /**
     * Where a release comes to rest along the axis: wherever the glide stops, an item's start, centre or
     * end, or whole viewport lengths.
     */
    enum class Snap { NONE, START, CENTER, END, PAGE }

    /** What was selected when the finger went down: the item (or page) a fling is counted from. */
    data class Anchor(val item: Int, val page: Int)

    /**
     * The items along the x axis, group by group in the scene file's order: how many in a row, each one's
     * length along the axis and size across it (pt). 30 items in all; the content is 3798 pt long (leading
     * inset + every length + spacing between neighbours + trailing inset).
     */
    val GROUPS: List<ItemGroup> = listOf(
        // Group 1: 30 items from index 0, the first starting at 12 pt. Width of group 1's items (30). Unit:
        // pt. Default 120, from scene: thumbnail-strip.json. Height of group 1's items (30). Unit: pt. Default
        // 90, from scene: thumbnail-strip.json.
        ItemGroup(30, 120.0, 90.0)
    )

    /**
     * Gap between neighbouring items. Unit: pt. Default 6, from scene: thumbnail-strip.json.
     */
    const val SPACING = 6.0

    /**
     * Space before the first item. Unit: pt. Default 12, from scene: thumbnail-strip.json.
     */
    const val INSET_LEADING = 12.0

    /**
     * Space after the last item. Unit: pt. Default 12, from scene: thumbnail-strip.json.
     */
    const val INSET_TRAILING = 12.0

    /**
     * Where a flick comes to rest: an item's start, centre or end, whole pages, or anywhere. Default end,
     * from scene: thumbnail-strip.json. end: an item's end rests the trailing inset before the viewport's
     * trailing edge.
     */
    val SNAP = Snap.END

    /**
     * At most this many items (pages) from the one selected at the press; 0 = no limit. Unit: items.
     * Default 2, from scene: thumbnail-strip.json. Counted from the item (page) selected when the finger
     * went down; no limit when absent.
     */
    val MAX_ITEMS_PER_FLING: Int? = 2

    /**
     * The scene file leaves reach_ends out (false). Every rest is held to the content and its insets, as
     * each platform clamps a scroll view: items whose snap position lies beyond rest at the end.
     */
    const val REACHES_ENDS = false

    /**
     * Release speed (pt/s) above which `page` turns to the next page in the flick's direction, else the
     * nearest; one page per fling, like isPagingEnabled. Default 300, from the playground (between
     * Flutter's minFlingVelocity 100 and ViewPager's 400 dp/s).
     */
    const val PAGING_VELOCITY_THRESHOLD = 300.0

    /**
     * Release speed (pt/s) from which a flick never turns back: a snap position behind the release,
     * against the flick (a short projection often ends on the item being left), gives way to the next one
     * in the flick's direction, and the content decelerates onto it. Slower releases go to the nearest.
     * The scene's slow_release_velocity: 250.
     */
    const val SLOW_RELEASE_VELOCITY = 250.0

    /**
     * Velocity a free glide keeps each millisecond (0.99 is UIKit's .fast). Unit: per ms. Default 0.998,
     * from UIKit: UIScrollView.DecelerationRate.normal. The projected rest of a release, x0 + v/λ with λ =
     * −1000·ln(rate) per s, is what the snap rule rounds to an item.
     */
    const val DECELERATION_RATE = 0.998

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

    /** Where a free deceleration from [offset] at [velocity] (dp/s) tends: x0 + v/λ. */
    fun projectedLanding(offset: Double, velocity: Double): Double =
        offset + velocity / (-1000.0 * ln(DECELERATION_RATE))

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
}

/**
 * The snap rule of Thumbnails resting at the end as a SnapHelper for a RecyclerView with a
 * LinearLayoutManager along x (left to right). Use:
 * ThumbnailStripSnapHelper().attachToRecyclerView(recyclerView), and size item `position`'s view
 * ThumbnailStripSnapLayout.length(position) dp along x and cross(position) dp across it. With
 * REACHES_ENDS it pads the RecyclerView so that the first and last items reach their snap positions
 * (clipToPadding off), and it adds the spacing between items, and rests a fling where the playground
 * would, counted from the item selected when the drag began. Sizes in dp become whole pixels: the
 * settle at rest measures from the item it rests, so rounding never adds up.
 */
class ThumbnailStripSnapHelper : SnapHelper() {
    private var recyclerView: RecyclerView? = null
    /** The item and page selected when the drag began, for the fling or settle that ends it. */
    private var anchor: ThumbnailStripSnapLayout.Anchor? = null
    /** Where the last fling was sent (the layout's dp offset), until it stops. */
    private var pending: Double? = null
    private var scrollState = RecyclerView.SCROLL_STATE_IDLE

    private val tracker = object : RecyclerView.OnScrollListener() {
        override fun onScrollStateChanged(recyclerView: RecyclerView, newState: Int) {
            if (newState == RecyclerView.SCROLL_STATE_DRAGGING) {
                // A glide caught on its way counts from where it was going, as in the playground.
                val caught = if (scrollState == RecyclerView.SCROLL_STATE_SETTLING) pending else null
                val from = caught ?: offset(recyclerView)
                anchor = from?.let { ThumbnailStripSnapLayout.anchor(it, viewport(recyclerView)) }
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
                outRect.right = (ThumbnailStripSnapLayout.SPACING * density(parent)).roundToInt()
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

    override fun onFling(velocityX: Int, velocityY: Int): Boolean {
        val rv = recyclerView ?: return false
        val offset = offset(rv) ?: return false
        val viewport = viewport(rv)
        val density = density(rv)
        // RecyclerView's fling velocity is in pixels per second; the layout's in dp per second.
        val velocity = velocityX / density
        val anchor = this.anchor ?: ThumbnailStripSnapLayout.anchor(offset, viewport)
        this.anchor = null
        // The playground's projection (x0 + v/λ at the scene's rate) picks the item, not OverScroller's.
        val projected = ThumbnailStripSnapLayout.projectedLanding(offset, velocity)
        val target =
            ThumbnailStripSnapLayout.releaseTarget(offset, velocity, projected, anchor, viewport) ?: return false
        pending = target
        val distance = ((target - offset) * density).roundToInt()
        rv.smoothScrollBy(distance, 0)
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
        return layoutManager.findViewByPosition(ThumbnailStripSnapLayout.nearestItem(target, viewport(rv)))
            ?: layoutManager.getChildAt(0)
    }

    override fun calculateDistanceToFinalSnap(layoutManager: RecyclerView.LayoutManager, targetView: View): IntArray {
        val rv = recyclerView ?: return intArrayOf(0, 0)
        val offset = offsetAt(rv, targetView) ?: return intArrayOf(0, 0)
        val target = settleTarget(rv, offset) ?: offset
        anchor = null
        val distance = ((target - offset) * density(rv)).roundToInt()
        return intArrayOf(distance, 0)
    }

    private fun settleTarget(rv: RecyclerView, offset: Double): Double? {
        val viewport = viewport(rv)
        val anchor = this.anchor ?: ThumbnailStripSnapLayout.anchor(offset, viewport)
        return ThumbnailStripSnapLayout.releaseTarget(offset, 0.0, offset, anchor, viewport)
    }

    /** The layout's offset (dp) that puts `view`'s item where it shows: its start less its position. */
    private fun offsetAt(rv: RecyclerView, view: View): Double? {
        val position = rv.layoutManager?.getPosition(view) ?: return null
        if (position == RecyclerView.NO_POSITION) return null
        return ThumbnailStripSnapLayout.start(position) - view.left / density(rv)
    }

    private fun offset(rv: RecyclerView): Double? = rv.layoutManager?.getChildAt(0)?.let { offsetAt(rv, it) }

    private fun viewport(rv: RecyclerView): Double = max(1.0, rv.width / density(rv))

    private fun density(rv: RecyclerView): Double = rv.resources.displayMetrics.density.toDouble()

    private fun updatePadding(rv: RecyclerView) {
        if (rv.width == 0) return
        val density = density(rv)
        val (before, after) = ThumbnailStripSnapLayout.reach(viewport(rv))
        val start = ((ThumbnailStripSnapLayout.INSET_LEADING + before) * density).roundToInt()
        val end = ((ThumbnailStripSnapLayout.INSET_TRAILING + after) * density).roundToInt()
        if (rv.paddingLeft != start || rv.paddingRight != end) {
            rv.setPadding(start, rv.paddingTop, end, rv.paddingBottom)
        }
    }
}
