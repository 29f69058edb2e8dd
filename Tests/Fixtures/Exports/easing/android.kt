// Motion Playground 0.3.3 export: easing (Eased scrolling, seed 002)
// OverScroller's fling is a spline, not the tuned exponential glide: matched at 1000 dp/s, a 2000 dp/s
// fling goes 1664 dp instead of 999 dp.
import android.animation.ValueAnimator
import android.content.Context
import android.view.animation.PathInterpolator
import android.widget.OverScroller

object EasingMotion {
    /**
     * Glides as far as the deceleration rate 0.998 per ms at 1000 dp/s.
     */
    const val OVERSCROLLER_FRICTION = 0.004161f

    fun overScroller(context: Context): OverScroller =
        OverScroller(context).apply { setFriction(OVERSCROLLER_FRICTION) }

    const val DURATION_MS = 1000L
    /**
     * easeInOutCubic curve. The PathInterpolator is easings.net's cubic Bézier for easeInOutCubic.
     */
    fun easingAnimator(): ValueAnimator = ValueAnimator.ofFloat(0f, 1f).apply {
        duration = DURATION_MS
        interpolator = PathInterpolator(0.65f, 0f, 0.35f, 1f)
    }
}
