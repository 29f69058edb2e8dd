// Motion Playground 0.3.3 export: salon (Salon selector, seed 004)
// LinearSnapHelper would not keep the tuning (SalonSnapHelper below does): a 2000 pt/s flick after a
// 40 pt drag starts at 1072 pt/s instead of 2000 and rests 330 pt (1 item) shorter, settling in 1.2 s
// instead of 3.6 s.
import android.animation.ValueAnimator
import android.content.Context
import android.graphics.Rect
import android.view.View
import android.view.animation.Interpolator
import android.view.animation.PathInterpolator
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

object SalonMotion {
    // The demo's own logic also uses: slow release velocity 250 pt/s, rubber band 0.55.

    const val DECELERATION_RATE = 0.998f
    const val SPACING_DP = 10f

    /**
     * Each item's width along the strip (dp), of 14: size its view by it.
     */
    const val ITEM_WIDTH_DP = 320f

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
            val start = (max(0f, (view.width / density - ITEM_WIDTH_DP) / 2) * density).roundToInt()
            val end = (max(0f, (view.width / density - ITEM_WIDTH_DP) / 2) * density).roundToInt()
            with(view) {
                if (paddingStart != start || paddingEnd != end) post { setPaddingRelative(start, paddingTop, end, paddingBottom) }
            }
        }
        SalonSnapHelper(recyclerView.context).attachToRecyclerView(recyclerView)
    }

    const val CLICK_DURATION_MS = 300L
    fun clickAnimator(): ValueAnimator = ValueAnimator.ofFloat(0f, 1f).apply {
        duration = CLICK_DURATION_MS
        interpolator = PathInterpolator(0.42f, 0f, 0.58f, 1f)
    }

    const val SELECTION_DURATION_MS = 150L
    fun selectionAnimator(): ValueAnimator = ValueAnimator.ofFloat(0f, 1f).apply {
        duration = SELECTION_DURATION_MS
        interpolator = PathInterpolator(0.42f, 0f, 0.58f, 1f)
    }
}

/**
 * A LinearSnapHelper that decelerates from the release speed onto the item the tuned glide reaches.
 */
class SalonSnapHelper(private val context: Context) : LinearSnapHelper() {
    private var releaseSpeed = 0f

    override fun onFling(velocityX: Int, velocityY: Int): Boolean {
        releaseSpeed = hypot(velocityX.toFloat(), velocityY.toFloat())
        return super.onFling(velocityX, velocityY)
    }

    // Where the tuned exponential glide rests (v / λ, λ = −1000·ln(rate) per s), not OverScroller's spline.
    override fun calculateScrollDistance(velocityX: Int, velocityY: Int): IntArray {
        val decay = -1000f * ln(SalonMotion.DECELERATION_RATE)
        return intArrayOf((velocityX / decay).roundToInt(), (velocityY / decay).roundToInt())
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
