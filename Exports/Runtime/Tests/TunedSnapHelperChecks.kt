// Checks ../TunedSnapHelper.kt, the members of the Android export's tuned LinearSnapHelper, on
// the small working Android classes in android/ (no Android SDK here):
//
//   javac -d out android/Interpolator.java
//   kotlinc -classpath out -d out ../TunedSnapHelper.kt android/*.kt TunedSnapHelperChecks.kt
//   kotlin -classpath out TunedSnapHelperChecksKt
//
// Each check works out by hand what the helper must give: the tuned glide's distance, the fling
// limit, each edge rule's distance in either layout direction, and the scroller's pace, duration
// and deceleration from the release speed. It prints how many checks passed, or the first one that
// fails and exits 1.

import android.content.Context
import android.view.View
import androidx.recyclerview.widget.LinearSmoothScroller
import androidx.recyclerview.widget.RecyclerView
import kotlin.math.abs
import kotlin.system.exitProcess

var checked = 0

fun expect(name: String, got: Any?, want: Any?) {
    val same = if (got is IntArray && want is IntArray) got.contentEquals(want) else got == want
    if (!same) fail("$name: got ${show(got)}, want ${show(want)}")
    checked += 1
}

fun expectClose(name: String, got: Float, want: Float, tolerance: Float) {
    if (abs(got - want) > tolerance) fail("$name: got $got, want $want within $tolerance")
    checked += 1
}

fun show(value: Any?): String = if (value is IntArray) value.joinToString(prefix = "[", postfix = "]") else "$value"

fun fail(message: String): Nothing {
    System.err.println("TunedSnapHelper: $message")
    exitProcess(1)
}

// A 1080 × 2000 px list with uneven padding, and a child 280 px wide and 200 px tall in it.
val child = View(left = 300, top = 500, right = 580, bottom = 700)

fun list(direction: Int = View.LAYOUT_DIRECTION_LTR, snapView: View? = child, target: Int = 9) =
    RecyclerView.LayoutManager(
        width = 1080, height = 2000, paddingLeft = 48, paddingTop = 40, paddingRight = 32, paddingBottom = 60,
        layoutDirection = direction, positions = mapOf(child to 5), snapView = snapView, linearTarget = target)

fun checkGlide() {
    val helper = TunedSnapHelper(Context())
    // v / (−1000·ln(rate)) px, rounded: 0.99 decays at 10.05 per s, 0.998 at 2.002.
    StripMotion.DECELERATION_RATE = 0.99f
    expect("glide at 0.99", helper.calculateScrollDistance(2500, -1200), intArrayOf(249, -119))
    expect("glide at 0.99, still", helper.calculateScrollDistance(0, 0), intArrayOf(0, 0))
    StripMotion.DECELERATION_RATE = 0.998f
    expect("glide at 0.998", helper.calculateScrollDistance(800, -1200), intArrayOf(400, -599))
}

fun checkLimit() {
    val helper = TunedSnapHelper(Context())
    // The snapped child is at position 5; LinearSnapHelper's own fling picks 9, or 2.
    StripMotion.MAX_ITEMS_PER_FLING = 1
    expect("one item on", helper.findTargetSnapPosition(list(), 3000, 0), 6)
    expect("one item back", helper.findTargetSnapPosition(list(target = 2), -3000, 0), 4)
    StripMotion.MAX_ITEMS_PER_FLING = 3
    expect("three items on", helper.findTargetSnapPosition(list(), 3000, 0), 8)
    expect("within the limit", helper.findTargetSnapPosition(list(target = 4), -3000, 0), 4)
    expect(
        "no position", helper.findTargetSnapPosition(list(target = RecyclerView.NO_POSITION), 3000, 0),
        RecyclerView.NO_POSITION)
    expect("nothing snapped", helper.findTargetSnapPosition(list(snapView = null), 3000, 0), 9)
    StripMotion.MAX_ITEMS_PER_FLING = 1
}

fun checkEdges() {
    val (ltr, rtl) = list() to list(View.LAYOUT_DIRECTION_RTL)
    // Start: left 300 onto the left padding (48); in RTL, right 580 onto 1080 − 32.
    expect("start", StartSnapHelper().calculateDistanceToFinalSnap(ltr, child), intArrayOf(252, 0))
    expect("start, RTL", StartSnapHelper().calculateDistanceToFinalSnap(rtl, child), intArrayOf(-468, 0))
    expect("end", EndSnapHelper().calculateDistanceToFinalSnap(ltr, child), intArrayOf(-468, 0))
    expect("end, RTL", EndSnapHelper().calculateDistanceToFinalSnap(rtl, child), intArrayOf(252, 0))
    // Top 500 onto 40; bottom 700 onto 2000 − 60; the direction is only across.
    expect("top", TopSnapHelper().calculateDistanceToFinalSnap(ltr, child), intArrayOf(0, 460))
    expect("top, RTL", TopSnapHelper().calculateDistanceToFinalSnap(rtl, child), intArrayOf(0, 460))
    expect("bottom", BottomSnapHelper().calculateDistanceToFinalSnap(ltr, child), intArrayOf(0, -1240))
    expect("the helper's own", TunedSnapHelper(Context()).calculateDistanceToFinalSnap(ltr, child), intArrayOf(252, 0))
}

fun checkScroller() {
    val helper = TunedSnapHelper(Context())
    val scroller = helper.driveCreateScroller(list()) as LinearSmoothScroller
    // No release yet: the stock pace (0.25 ms per px here), and no update.
    expect("pace before a release", scroller.driveTimeForScrolling(1000), 250)
    val still = RecyclerView.SmoothScroller.Action()
    scroller.driveTargetFound(child, still)
    expect("no update before a release", still.updated, false)

    expect("the fling is taken", helper.onFling(3000, 4000), true)
    // 5000 px/s: 1000 px in 200 ms, and never less than 1 ms.
    expect("pace at the release speed", scroller.driveTimeForScrolling(1000), 200)
    expect("pace back", scroller.driveTimeForScrolling(-3), 1)
    expect("pace for nothing", scroller.driveTimeForScrolling(0), 1)

    // 252 px to go at 5000 px/s: span ln(504) = 6.2226, 1000 · span · 252 / 5000 = 313.6 ms.
    val action = RecyclerView.SmoothScroller.Action()
    scroller.driveTargetFound(child, action)
    expect("update", listOf(action.updated, action.dx, action.dy, action.duration), listOf(true, 252, 0, 314))
    val decelerate = action.interpolator ?: fail("no interpolator")
    expectClose("starts at 0", decelerate.getInterpolation(0f), 0f, 1e-6f)
    expectClose("ends at 1", decelerate.getInterpolation(1f), 1f, 1e-6f)
    // It leaves at the release speed: 252 px · I'(0) over 314 ms is 5000 px/s (to the rounded ms).
    val step = 1e-3f
    val speed = 252f * decelerate.getInterpolation(step) / step / 314f * 1000f
    expectClose("leaves at the release speed", speed, 5000f, 25f)
    // It slows all the way: each step covers less than the one before.
    var (before, moved) = 0f to Float.MAX_VALUE
    for (k in 1..100) {
        val now = decelerate.getInterpolation(k / 100f)
        if (now - before >= moved) fail("the deceleration speeds up at t = ${k / 100f}")
        moved = now - before
        before = now
    }
    checked += 1
    // It arrives at e^(−span) = 1 / (2 · 252) of that speed: half a pixel's worth of glide left.
    val arrival = 252f * (1f - decelerate.getInterpolation(1f - step)) / step / 314f * 1000f
    expectClose("arrives at half a pixel's speed", arrival, 5000f / 504f, 0.5f)

    // Nothing to move (the child already rests), and a release too slow to carry.
    val rested = View(left = 48, top = 0, right = 328, bottom = 200)
    val none = RecyclerView.SmoothScroller.Action()
    scroller.driveTargetFound(rested, none)
    expect("no update when resting", none.updated, false)
    helper.onFling(0, 0)
    val slow = RecyclerView.SmoothScroller.Action()
    scroller.driveTargetFound(child, slow)
    expect("no update after a still release", slow.updated, false)
    expect("the stock pace after a still release", scroller.driveTimeForScrolling(1000), 250)
}

fun main() {
    checkGlide()
    checkLimit()
    checkEdges()
    checkScroller()
    println("Kotlin TunedSnapHelper: $checked checks passed")
}
