// Motion Playground 0.3.3 export: pager (Transition pager, seed 001)
import android.animation.ValueAnimator
import android.view.animation.PathInterpolator

object PagerMotion {
    const val SLIDE_DURATION_MS = 280L
    fun slideAnimator(): ValueAnimator = ValueAnimator.ofFloat(0f, 1f).apply {
        duration = SLIDE_DURATION_MS
        interpolator = PathInterpolator(0.42f, 0f, 0.58f, 1f)
    }

    const val TAB_SCROLL_DURATION_MS = 300L
    fun tabScrollAnimator(): ValueAnimator = ValueAnimator.ofFloat(0f, 1f).apply {
        duration = TAB_SCROLL_DURATION_MS
        interpolator = PathInterpolator(0.42f, 0f, 0.58f, 1f)
    }
}
