// Motion Playground 0.2.0 export: pager (Transition pager, seed 001)
// Android (Kotlin). Every value says what it is, its unit and where its default comes from.
import android.view.animation.PathInterpolator
import androidx.dynamicanimation.animation.SpringForce

object PagerMotion {
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
     * Length of every transition (slide, parallax, fade, scale); a released swipe runs the rest of it.
     * Unit: s. Default 0.28, from seed 001: 统一动画时长为0.28秒 (every transition lasts 0.28 s). In milliseconds
     * here.
     */
    const val SLIDE_DURATION_MS = 280L
    /**
     * Curve: ease-in-out, a cubic Bézier.
     */
    fun slideInterpolator() = PathInterpolator(0.42f, 0.0f, 0.58f, 1.0f)

    /**
     * The tab bar's ease-in-out scroll that keeps the selected tab in view. Unit: s. Default 0.3, from
     * UIKit: scrollRectToVisible(animated:) takes about 0.3 s. In milliseconds here.
     */
    const val TAB_SCROLL_DURATION_MS = 300L
    /**
     * Curve: ease-in-out, a cubic Bézier.
     */
    fun tabScrollInterpolator() = PathInterpolator(0.42f, 0.0f, 0.58f, 1.0f)

    /**
     * The animator in use until A or a button picks another. Default slide, from seed 001:
     * DTTransitionAnimator slides.
     */
    const val ANIMATOR = "slide"

    /**
     * A released swipe faster than this finishes (forward) or cancels (backward) whatever its distance,
     * decelerating onto the page. Unit: pt/s. Default 250, from playground: the scroll physics'
     * slow-release speed: slower swipes decide by distance.
     */
    const val FINISH_VELOCITY = 250.0f

    /**
     * A slower release finishes the transition when the swipe got further than this fraction. Default 0.5,
     * from UIKit: UIPercentDrivenInteractiveTransition convention: past half completes.
     */
    const val FINISH_PROGRESS = 0.5f

    /**
     * Rubber-band slope past an edge: how much of a drag beyond it still moves the content. Default 0.55,
     * from UIKit: UIScrollView's rubber-band constant c = 0.55, as measured by chpwn.
     */
    const val RUBBER_BAND = 0.55f
}
