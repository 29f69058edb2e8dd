// TunedSnapHelper.kt: the members of the LinearSnapHelper subclass that `playground export --format
// android` prints for a strip the stock helpers cannot snap: one that keeps the tuned glide (the
// fling picks the item that glide reaches, then decelerates onto it from the release speed), rests
// an item's start or end rather than its centre, or holds a fling to MAX_ITEMS_PER_FLING items.
//
// Each export gets its own `<Scene>SnapHelper` with only the members its strip needs, copied from
// here byte for byte (Sources/Export/Printing/AndroidPrinter+SnapHelper.swift): the lines between
// `// member NAME` and `// end NAME`, with `StripMotion.` read as the export's own object
// (`CarouselMotion.`). A centre rule keeps LinearSnapHelper's own distance, which may be null, so
// its scroller reads it with `?: return`. Compiled with kotlinc against small working Android
// classes and checked by Exports/Runtime/Tests/TunedSnapHelperChecks.kt.

import android.content.Context
import android.view.View
import android.view.animation.Interpolator
import androidx.recyclerview.widget.LinearSmoothScroller
import androidx.recyclerview.widget.LinearSnapHelper
import androidx.recyclerview.widget.RecyclerView
import kotlin.math.abs
import kotlin.math.ceil
import kotlin.math.exp
import kotlin.math.hypot
import kotlin.math.ln
import kotlin.math.roundToInt

/** What an export's object holds for its helper (`const val` there; settable here for the checks). */
object StripMotion {
    @JvmField var DECELERATION_RATE = 0.998f
    @JvmField var MAX_ITEMS_PER_FLING = 1
}

/**
 * Every member at once: a horizontal strip resting an item's start (from [StartSnapHelper]) that
 * keeps the tuned glide and the fling limit.
 */
class TunedSnapHelper(private val context: Context) : StartSnapHelper() {
    // member releaseSpeed
    private var releaseSpeed = 0f

    override fun onFling(velocityX: Int, velocityY: Int): Boolean {
        releaseSpeed = hypot(velocityX.toFloat(), velocityY.toFloat())
        return super.onFling(velocityX, velocityY)
    }
    // end releaseSpeed

    // member glide
    // Where the tuned exponential glide rests (v / λ, λ = −1000·ln(rate) per s), not OverScroller's spline.
    override fun calculateScrollDistance(velocityX: Int, velocityY: Int): IntArray {
        val decay = -1000f * ln(StripMotion.DECELERATION_RATE)
        return intArrayOf((velocityX / decay).roundToInt(), (velocityY / decay).roundToInt())
    }
    // end glide

    // member limit
    override fun findTargetSnapPosition(
        layoutManager: RecyclerView.LayoutManager, velocityX: Int, velocityY: Int
    ): Int {
        val target = super.findTargetSnapPosition(layoutManager, velocityX, velocityY)
        val current = findSnapView(layoutManager)?.let { layoutManager.getPosition(it) } ?: return target
        if (target == RecyclerView.NO_POSITION) return target
        val limit = StripMotion.MAX_ITEMS_PER_FLING
        return target.coerceIn(current - limit, current + limit)
    }
    // end limit

    // member scroller
    override fun createScroller(layoutManager: RecyclerView.LayoutManager): RecyclerView.SmoothScroller? =
        object : LinearSmoothScroller(context) {
            // A target not laid out yet is sought at the release speed, not the scroller's own
            // pace, so that the speed does not jump before onTargetFound.
            override fun calculateTimeForScrolling(dx: Int): Int =
                if (releaseSpeed < 1f) super.calculateTimeForScrolling(dx)
                else ceil(1000f * abs(dx) / releaseSpeed).toInt().coerceAtLeast(1)

            override fun onTargetFound(targetView: View, state: RecyclerView.State, action: Action) {
                val snap = calculateDistanceToFinalSnap(layoutManager, targetView)
                val distance = hypot(snap[0].toFloat(), snap[1].toFloat())
                if (distance < 1f || releaseSpeed < 1f) return
                // e^(−k·t) from the release speed onto the target: k = v0 / d, until half a pixel is left.
                val span = ln(2f * distance)
                val milliseconds = (1000f * span * distance / releaseSpeed).roundToInt()
                val decelerate = Interpolator { t -> (1f - exp(-span * t)) / (1f - exp(-span)) }
                action.update(snap[0], snap[1], milliseconds.coerceAtLeast(1), decelerate)
            }
        }
    // end scroller
}

/** A horizontal strip resting an item's start on the padded start edge, whichever side that is. */
open class StartSnapHelper : LinearSnapHelper() {
    // member start
    override fun calculateDistanceToFinalSnap(
        layoutManager: RecyclerView.LayoutManager, targetView: View
    ): IntArray {
        val rtl = layoutManager.layoutDirection == View.LAYOUT_DIRECTION_RTL
        return intArrayOf(if (rtl) targetView.right - (layoutManager.width - layoutManager.paddingRight) else targetView.left - layoutManager.paddingLeft, 0)
    }
    // end start
}

/** A horizontal strip resting an item's end on the padded end edge. */
open class EndSnapHelper : LinearSnapHelper() {
    // member end
    override fun calculateDistanceToFinalSnap(
        layoutManager: RecyclerView.LayoutManager, targetView: View
    ): IntArray {
        val rtl = layoutManager.layoutDirection == View.LAYOUT_DIRECTION_RTL
        return intArrayOf(if (rtl) targetView.left - layoutManager.paddingLeft else targetView.right - (layoutManager.width - layoutManager.paddingRight), 0)
    }
    // end end
}

/** A vertical strip resting an item's top on the padded top edge. */
open class TopSnapHelper : LinearSnapHelper() {
    // member top
    override fun calculateDistanceToFinalSnap(
        layoutManager: RecyclerView.LayoutManager, targetView: View
    ): IntArray {
        return intArrayOf(0, targetView.top - layoutManager.paddingTop)
    }
    // end top
}

/** A vertical strip resting an item's bottom on the padded bottom edge. */
open class BottomSnapHelper : LinearSnapHelper() {
    // member bottom
    override fun calculateDistanceToFinalSnap(
        layoutManager: RecyclerView.LayoutManager, targetView: View
    ): IntArray {
        return intArrayOf(0, targetView.bottom - (layoutManager.height - layoutManager.paddingBottom))
    }
    // end bottom
}
