// Motion Playground 0.3.3 export: pull (Pull to next page, seed 003)
// OverScroller's fling is a spline, not the tuned exponential glide: matched at 1000 dp/s, a 2000 dp/s
// fling goes 1664 dp instead of 999 dp.
import android.animation.ValueAnimator
import android.content.Context
import android.view.animation.PathInterpolator
import android.widget.OverScroller

object PullMotion {
    /**
     * Glides as far as the deceleration rate 0.998 per ms at 1000 dp/s.
     */
    const val OVERSCROLLER_FRICTION = 0.004161f

    fun overScroller(context: Context): OverScroller =
        OverScroller(context).apply { setFriction(OVERSCROLLER_FRICTION) }

    const val PAGE_MOVE_DURATION_MS = 700L
    fun pageMoveAnimator(): ValueAnimator = ValueAnimator.ofFloat(0f, 1f).apply {
        duration = PAGE_MOVE_DURATION_MS
        interpolator = PathInterpolator(0.42f, 0f, 0.58f, 1f)
    }
}
