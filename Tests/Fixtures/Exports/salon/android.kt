// Motion Playground 0.2.0 export: salon (Salon selector, seed 004)
// Android (Kotlin). Every value says what it is, its unit and where its default comes from.
import android.view.animation.PathInterpolator
import androidx.dynamicanimation.animation.SpringForce

object SalonMotion {
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
     * Distance between card centres (dp): snap the target of a fling to a multiple of this (a
     * LinearSnapHelper on a RecyclerView does the same).
     */
    const val SNAP_INTERVAL_DP = 330.0f

    /**
     * The spring that carries a slow release or a settle onto its target: response 0.35 s, damping ratio
     * 1. Defaults 0.35 s and 1, from playground: between SwiftUI's interactive 0.15 s and default 0.5 s
     * springs. SpringForce uses mass 1: stiffness k = (2π / response)², damping ratio ζ as is.
     */
    const val SNAP_STIFFNESS = 322.273f
    const val SNAP_DAMPING_RATIO = 1.0f
    fun snapSpring(finalPosition: Float): SpringForce =
        SpringForce(finalPosition).setStiffness(SNAP_STIFFNESS).setDampingRatio(SNAP_DAMPING_RATIO)

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
     * A clicked card's expansion and its scroll to the centre. Unit: s. Default 0.3, from seed 004:
     * didSelectItemAt: UIView.animate(withDuration: 0.3). In milliseconds here.
     */
    const val CLICK_DURATION_MS = 300L
    /**
     * Curve: ease-in-out, a cubic Bézier.
     */
    fun clickInterpolator() = PathInterpolator(0.42f, 0.0f, 0.58f, 1.0f)

    /**
     * Cards collapsing / expanding and the viewfinder fading when scrolling starts or stops. Unit: s.
     * Default 0.15, from seed 004: updateSelection: UIView.animate(withDuration: 0.15). In milliseconds
     * here.
     */
    const val SELECTION_DURATION_MS = 150L
    /**
     * Curve: ease-in-out, a cubic Bézier.
     */
    fun selectionInterpolator() = PathInterpolator(0.42f, 0.0f, 0.58f, 1.0f)

    /**
     * Below this release speed a snap springs to its target instead of gliding onto it. Unit: pt/s.
     * Default 250, from playground: about the speed of a deliberate placement rather than a flick.
     */
    const val SLOW_RELEASE_VELOCITY = 250.0f

    /**
     * Rubber-band slope past an edge: how much of a drag beyond it still moves the content. Default 0.55,
     * from UIKit: UIScrollView's rubber-band constant c = 0.55, as measured by chpwn.
     */
    const val RUBBER_BAND = 0.55f
}
