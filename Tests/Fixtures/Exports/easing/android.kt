// Motion Playground 0.2.0 export: easing (Eased scrolling, seed 002)
// Android (Kotlin). Every value says what it is, its unit and where its default comes from.
import android.view.animation.PathInterpolator
import androidx.dynamicanimation.animation.SpringForce

object EasingMotion {
    /**
     * Velocity a free glide keeps each millisecond (0.99 is UIKit's .fast). Unit: per ms. Default 0.998,
     * from UIKit: UIScrollView.DecelerationRate.normal. FlingAnimation.setFriction(f) decays as
     * e^(−4.2·f·t), so f = −1000·ln(r) / 4.2 gives UIKit's glide exactly (Compose:
     * exponentialDecay(frictionMultiplier = f)).
     */
    const val DECELERATION_RATE_FLING_FRICTION = 0.476667f

    /**
     * OverScroller.setFriction value whose fling at 1000 dp/s travels as far as the glide (499.5 dp).
     * OverScroller's spline is not exponential: faster flings go farther than UIKit's, slower ones less.
     * Android's default is 0.015.
     */
    const val DECELERATION_RATE_OVERSCROLLER_FRICTION = 0.00416088f

    /**
     * The spring that returns content from past an edge: response 0.628319 s, damping ratio 1. Defaults
     * 0.6283185307179586 s and 1, from UIKit: edge bounce k = 100, ζ = 1, as ScrollMechanics reconstructs
     * UIScrollView. SpringForce uses mass 1: stiffness k = (2π / response)², damping ratio ζ as is.
     */
    const val BOUNCE_STIFFNESS = 100.0f
    const val BOUNCE_DAMPING_RATIO = 1.0f
    fun bounceSpring(finalPosition: Float): SpringForce =
        SpringForce(finalPosition).setStiffness(BOUNCE_STIFFNESS).setDampingRatio(BOUNCE_DAMPING_RATIO)

    /**
     * The spring that follows mouse-wheel notches: response 0.18 s, damping ratio 1. Defaults 0.18 s and
     * 1, from playground: a 40 pt notch settles in about a fifth of a second. SpringForce uses mass 1:
     * stiffness k = (2π / response)², damping ratio ζ as is.
     */
    const val WHEEL_STIFFNESS = 1218.47f
    const val WHEEL_DAMPING_RATIO = 1.0f
    fun wheelSpring(finalPosition: Float): SpringForce =
        SpringForce(finalPosition).setStiffness(WHEEL_STIFFNESS).setDampingRatio(WHEEL_DAMPING_RATIO)

    /**
     * Length of setContentOffset animations until another is picked ([ / ] or the buttons). Unit: s.
     * Default 1, from playground: the middle of the 0.25–4 s buttons; the seed takes a duration per call.
     * In milliseconds here.
     */
    const val DURATION_MS = 1000L
    /**
     * Curve: easeInOutCubic, as easings.net's cubic Bézier (at most 0.0095 of the distance off). Timing
     * function of those animations until another is picked (← / →). Default easeInOutCubic, from seed 002:
     * ScrollTimingFunction, one of Penner's equations.
     */
    fun animationInterpolator() = PathInterpolator(0.65f, 0.0f, 0.35f, 1.0f)

    /**
     * Rubber-band slope past an edge: how much of a drag beyond it still moves the content. Default 0.55,
     * from UIKit: UIScrollView's rubber-band constant c = 0.55, as measured by chpwn.
     */
    const val RUBBER_BAND = 0.55f
}
