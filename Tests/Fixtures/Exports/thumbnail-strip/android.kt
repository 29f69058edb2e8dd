// Motion Playground 0.3.3 export: thumbnail-strip (Thumbnails resting at the end, scene file thumbnail-strip.json)
import android.content.Context
import android.graphics.Rect
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

object ThumbnailStripMotion {
    // The demo's own logic also uses: rubber band 0.55, slow release velocity 250 pt/s.

    const val DECELERATION_RATE = 0.998f
    const val MAX_ITEMS_PER_FLING = 2
    const val SPACING_DP = 6f
    const val INSET_LEADING_DP = 12f
    const val INSET_TRAILING_DP = 12f

    /**
     * Each item's width along the strip (dp), of 30: size its view by it.
     */
    const val ITEM_WIDTH_DP = 120f

    /**
     * Lays out and snaps a RecyclerView with a LinearLayoutManager along x.
     */
    fun attach(recyclerView: RecyclerView) {
        val density = recyclerView.resources.displayMetrics.density
        val spacing = (SPACING_DP * density).roundToInt()
        recyclerView.addItemDecoration(object : RecyclerView.ItemDecoration() {
            override fun getItemOffsets(
                outRect: Rect, view: View, parent: RecyclerView, state: RecyclerView.State
            ) {
                // The gap goes before every item but the first, on the side the layout starts from.
                if (parent.getChildAdapterPosition(view) <= 0) return
                if (parent.layoutDirection == View.LAYOUT_DIRECTION_RTL) outRect.right = spacing else outRect.left = spacing
            }
        })
        recyclerView.clipToPadding = false
        recyclerView.apply {
            setPaddingRelative((INSET_LEADING_DP * density).roundToInt(), paddingTop, (INSET_TRAILING_DP * density).roundToInt(), paddingBottom)
        }
        ThumbnailStripSnapHelper(recyclerView.context).attachToRecyclerView(recyclerView)
    }
}

/**
 * A LinearSnapHelper that decelerates from the release speed onto the item the tuned glide reaches,
 * rests an item's end, moves at most MAX_ITEMS_PER_FLING items per fling.
 */
class ThumbnailStripSnapHelper(private val context: Context) : LinearSnapHelper() {
    private var releaseSpeed = 0f

    override fun onFling(velocityX: Int, velocityY: Int): Boolean {
        releaseSpeed = hypot(velocityX.toFloat(), velocityY.toFloat())
        return super.onFling(velocityX, velocityY)
    }

    // Where the tuned exponential glide rests (v / λ, λ = −1000·ln(rate) per s), not OverScroller's spline.
    override fun calculateScrollDistance(velocityX: Int, velocityY: Int): IntArray {
        val decay = -1000f * ln(ThumbnailStripMotion.DECELERATION_RATE)
        return intArrayOf((velocityX / decay).roundToInt(), (velocityY / decay).roundToInt())
    }

    override fun findTargetSnapPosition(
        layoutManager: RecyclerView.LayoutManager, velocityX: Int, velocityY: Int
    ): Int {
        val target = super.findTargetSnapPosition(layoutManager, velocityX, velocityY)
        val current = findSnapView(layoutManager)?.let { layoutManager.getPosition(it) } ?: return target
        if (target == RecyclerView.NO_POSITION) return target
        val limit = ThumbnailStripMotion.MAX_ITEMS_PER_FLING
        return target.coerceIn(current - limit, current + limit)
    }

    override fun calculateDistanceToFinalSnap(
        layoutManager: RecyclerView.LayoutManager, targetView: View
    ): IntArray {
        val rtl = layoutManager.layoutDirection == View.LAYOUT_DIRECTION_RTL
        return intArrayOf(if (rtl) targetView.left - layoutManager.paddingLeft else targetView.right - (layoutManager.width - layoutManager.paddingRight), 0)
    }

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
}
