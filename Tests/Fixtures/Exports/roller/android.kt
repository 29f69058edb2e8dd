// Motion Playground 0.3.3 export: roller (Rolling notice, seed 000)
import android.animation.ValueAnimator
import android.view.animation.PathInterpolator

object RollerMotion {
    const val STAY_INTERVAL_MS = 2000L
    const val ROLL_DURATION_MS = 660L
    fun rollAnimator(): ValueAnimator = ValueAnimator.ofFloat(0f, 1f).apply {
        duration = ROLL_DURATION_MS
        startDelay = STAY_INTERVAL_MS
        interpolator = PathInterpolator(0.42f, 0f, 0.58f, 1f)
    }
}
