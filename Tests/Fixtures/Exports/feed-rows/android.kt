// Motion Playground 0.3.3 export: feed-rows (Feed with rows of different heights, scene file feed-rows.json)
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

object FeedRowsMotion {
    // The demo's own logic also uses: rubber band 0.55, slow release velocity 250 pt/s.

    const val DECELERATION_RATE = 0.998f
    const val SPACING_DP = 8f
    const val INSET_LEADING_DP = 12f
    const val INSET_TRAILING_DP = 12f

    /**
     * Item [position]'s height along the strip (dp), of 25: size its view by it.
     */
    fun itemHeightDp(position: Int): Float = when {
        position < 1 -> 44f
        position < 7 -> 88f
        position < 8 -> 240f
        position < 14 -> 88f
        position < 15 -> 160f
        else -> 88f
    }

    /**
     * Lays out and snaps a RecyclerView with a LinearLayoutManager along y.
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
                outRect.top = spacing
            }
        })
        recyclerView.clipToPadding = false
        recyclerView.apply {
            setPaddingRelative(paddingStart, (INSET_LEADING_DP * density).roundToInt(), paddingEnd, (INSET_TRAILING_DP * density).roundToInt())
        }
        FeedRowsSnapHelper(recyclerView.context).attachToRecyclerView(recyclerView)
    }
}

/**
 * A LinearSnapHelper that decelerates from the release speed onto the item the tuned glide reaches,
 * rests an item's start.
 */
class FeedRowsSnapHelper(private val context: Context) : LinearSnapHelper() {
    private var releaseSpeed = 0f

    override fun onFling(velocityX: Int, velocityY: Int): Boolean {
        releaseSpeed = hypot(velocityX.toFloat(), velocityY.toFloat())
        return super.onFling(velocityX, velocityY)
    }

    // Where the tuned exponential glide rests (v / λ, λ = −1000·ln(rate) per s), not OverScroller's spline.
    override fun calculateScrollDistance(velocityX: Int, velocityY: Int): IntArray {
        val decay = -1000f * ln(FeedRowsMotion.DECELERATION_RATE)
        return intArrayOf((velocityX / decay).roundToInt(), (velocityY / decay).roundToInt())
    }

    override fun calculateDistanceToFinalSnap(
        layoutManager: RecyclerView.LayoutManager, targetView: View
    ): IntArray {
        return intArrayOf(0, targetView.top - layoutManager.paddingTop)
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
