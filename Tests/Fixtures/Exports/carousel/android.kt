// Motion Playground 0.3.3 export: carousel (Card carousel, scene file carousel.json)
// PagerSnapHelper would not keep the tuning (CarouselSnapHelper below does): a 2000 pt/s flick after a
// 40 pt drag starts at 1718 pt/s instead of 2000 and rests where the tuning does, settling in 0.3 s
// instead of 0.8 s.
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
import kotlin.math.max
import kotlin.math.roundToInt

object CarouselMotion {
    // The demo's own logic also uses: rubber band 0.55, slow release velocity 250 pt/s.

    const val DECELERATION_RATE = 0.99f
    const val MAX_ITEMS_PER_FLING = 1
    const val SPACING_DP = 16f
    const val INSET_LEADING_DP = 24f
    const val INSET_TRAILING_DP = 24f

    /**
     * Item [position]'s width along the strip (dp), of 21: size its view by it.
     */
    fun itemWidthDp(position: Int): Float = when {
        position < 20 -> 280f
        else -> 320f
    }

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
        // Room for the first and last items to reach their snap positions, from the laid-out size.
        recyclerView.addOnLayoutChangeListener { view, _, _, _, _, _, _, _, _ ->
            val start = (max(INSET_LEADING_DP, (view.width / density - itemWidthDp(0)) / 2) * density).roundToInt()
            val end = (max(INSET_TRAILING_DP, (view.width / density - itemWidthDp(20)) / 2) * density).roundToInt()
            with(view) {
                if (paddingStart != start || paddingEnd != end) post { setPaddingRelative(start, paddingTop, end, paddingBottom) }
            }
        }
        CarouselSnapHelper(recyclerView.context).attachToRecyclerView(recyclerView)
    }
}

/**
 * A LinearSnapHelper that decelerates from the release speed onto the item the tuned glide reaches,
 * moves at most MAX_ITEMS_PER_FLING items per fling.
 */
class CarouselSnapHelper(private val context: Context) : LinearSnapHelper() {
    private var releaseSpeed = 0f

    override fun onFling(velocityX: Int, velocityY: Int): Boolean {
        releaseSpeed = hypot(velocityX.toFloat(), velocityY.toFloat())
        return super.onFling(velocityX, velocityY)
    }

    // Where the tuned exponential glide rests (v / λ, λ = −1000·ln(rate) per s), not OverScroller's spline.
    override fun calculateScrollDistance(velocityX: Int, velocityY: Int): IntArray {
        val decay = -1000f * ln(CarouselMotion.DECELERATION_RATE)
        return intArrayOf((velocityX / decay).roundToInt(), (velocityY / decay).roundToInt())
    }

    override fun findTargetSnapPosition(
        layoutManager: RecyclerView.LayoutManager, velocityX: Int, velocityY: Int
    ): Int {
        val target = super.findTargetSnapPosition(layoutManager, velocityX, velocityY)
        val current = findSnapView(layoutManager)?.let { layoutManager.getPosition(it) } ?: return target
        if (target == RecyclerView.NO_POSITION) return target
        val limit = CarouselMotion.MAX_ITEMS_PER_FLING
        return target.coerceIn(current - limit, current + limit)
    }

    override fun createScroller(layoutManager: RecyclerView.LayoutManager): RecyclerView.SmoothScroller? =
        object : LinearSmoothScroller(context) {
            // A target not laid out yet is sought at the release speed, not the scroller's own
            // pace, so that the speed does not jump before onTargetFound.
            override fun calculateTimeForScrolling(dx: Int): Int =
                if (releaseSpeed < 1f) super.calculateTimeForScrolling(dx)
                else ceil(1000f * abs(dx) / releaseSpeed).toInt().coerceAtLeast(1)

            override fun onTargetFound(targetView: View, state: RecyclerView.State, action: Action) {
                val snap = calculateDistanceToFinalSnap(layoutManager, targetView) ?: return
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
