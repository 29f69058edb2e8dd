// Motion Playground 0.2.0 export: roller (Rolling notice, seed 000)
// Android (Kotlin). Every value says what it is, its unit and where its default comes from.
import android.view.animation.PathInterpolator
import androidx.dynamicanimation.animation.SpringForce

object RollerMotion {
    /**
     * How long a row stays before the next roll (the timer fires every stay + roll). Unit: s. Default 2,
     * from seed 000: _stayInterval = 2. In milliseconds here.
     */
    const val STAY_INTERVAL_MS = 2000L

    /**
     * Length of one roll's animation (the fade style needs more than its 0.1 s delay). Unit: s. Default
     * 0.66, from seed 000: _animationDuration = 0.66. In milliseconds here.
     */
    const val ROLL_DURATION_MS = 660L
    /**
     * Curve: ease-in-out, a cubic Bézier.
     */
    fun rollInterpolator() = PathInterpolator(0.42f, 0.0f, 0.58f, 1.0f)

    /**
     * How far the fade style's rows drift up while fading. Unit: pt. Default 6, from seed 000:
     * _fadeTranslationY = 6.
     */
    const val FADE_TRANSLATION = 6.0f

    /**
     * Gap between the outgoing and the incoming row in the default and scaleY styles. Unit: pt. Default 0,
     * from seed 000: spaceOfItem, never set, so 0.
     */
    const val SPACE = 0.0f

    /**
     * The style the Custom roller starts with (the other three show one style each). Default default, from
     * seed 000: RollingStyleDefault.
     */
    const val STYLE = "default"
}
