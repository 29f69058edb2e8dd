// Just enough of Android and AndroidX for ../TunedSnapHelperChecks.kt to run ../../TunedSnapHelper.kt
// on this machine, with no Android SDK: the classes, members and signatures the helper uses,
// written from the platforms' documented APIs (not their sources). Where Android measures (a
// layout manager's size and padding, a view's edges, LinearSnapHelper's own choice of item) they
// hold what a check sets. RecyclerView calls a helper's protected hooks itself; here `drive…`
// calls them for the checks. Interpolator is Java, beside this file.

package androidx.recyclerview.widget

import android.content.Context
import android.view.View
import android.view.animation.Interpolator
import kotlin.math.abs
import kotlin.math.ceil

open class RecyclerView : View() {
    companion object {
        const val NO_POSITION = -1
    }

    /** A list's size, padding and direction, and which child is at which adapter position. */
    open class LayoutManager(
        val width: Int = 0,
        val height: Int = 0,
        val paddingLeft: Int = 0,
        val paddingTop: Int = 0,
        val paddingRight: Int = 0,
        val paddingBottom: Int = 0,
        val layoutDirection: Int = View.LAYOUT_DIRECTION_LTR,
        /** The children laid out, by adapter position. */
        val positions: Map<View, Int> = emptyMap(),
        /** The child LinearSnapHelper would snap (nearest the centre), if any. */
        val snapView: View? = null,
        /** The position LinearSnapHelper's own fling estimate picks. */
        val linearTarget: Int = NO_POSITION
    ) {
        fun getPosition(view: View): Int = positions[view] ?: NO_POSITION
    }

    class State

    abstract class SmoothScroller {
        /** What the scroller's last `update` asked for. */
        class Action(var dx: Int = 0, var dy: Int = 0) {
            var duration = 0
            var interpolator: Interpolator? = null
            var updated = false

            fun update(dx: Int, dy: Int, duration: Int, interpolator: Interpolator?) {
                this.dx = dx
                this.dy = dy
                this.duration = duration
                this.interpolator = interpolator
                updated = true
            }
        }

        protected abstract fun onTargetFound(targetView: View, state: State, action: Action)

        /** What RecyclerView does once the target is laid out. */
        fun driveTargetFound(targetView: View, action: Action) = onTargetFound(targetView, State(), action)
    }

    abstract class OnFlingListener {
        abstract fun onFling(velocityX: Int, velocityY: Int): Boolean
    }
}

open class LinearSmoothScroller(@Suppress("UNUSED_PARAMETER") context: Context) : RecyclerView.SmoothScroller() {
    /** The stock pace, 0.25 ms per pixel here (Android's follows the screen's density). */
    protected open fun calculateTimeForScrolling(dx: Int): Int = ceil(abs(dx) * 0.25f).toInt()

    override fun onTargetFound(targetView: View, state: RecyclerView.State, action: Action) {}

    /** What RecyclerView asks while it seeks a target not laid out yet. */
    fun driveTimeForScrolling(dx: Int): Int = calculateTimeForScrolling(dx)
}

abstract class SnapHelper : RecyclerView.OnFlingListener() {
    protected open fun createScroller(layoutManager: RecyclerView.LayoutManager): RecyclerView.SmoothScroller? = null

    /** Taken: any release that moves (Android's asks for more than the minimum fling velocity). */
    override fun onFling(velocityX: Int, velocityY: Int): Boolean = velocityX != 0 || velocityY != 0

    open fun calculateScrollDistance(velocityX: Int, velocityY: Int): IntArray = intArrayOf(0, 0)
    abstract fun calculateDistanceToFinalSnap(layoutManager: RecyclerView.LayoutManager, targetView: View): IntArray?
    abstract fun findSnapView(layoutManager: RecyclerView.LayoutManager): View?
    abstract fun findTargetSnapPosition(layoutManager: RecyclerView.LayoutManager, velocityX: Int, velocityY: Int): Int

    /** What RecyclerView does when a fling is taken. */
    fun driveCreateScroller(layoutManager: RecyclerView.LayoutManager) = createScroller(layoutManager)
}

open class LinearSnapHelper : SnapHelper() {
    override fun calculateDistanceToFinalSnap(layoutManager: RecyclerView.LayoutManager, targetView: View): IntArray? =
        null

    override fun findSnapView(layoutManager: RecyclerView.LayoutManager): View? = layoutManager.snapView

    override fun findTargetSnapPosition(layoutManager: RecyclerView.LayoutManager, velocityX: Int, velocityY: Int): Int =
        layoutManager.linearTarget
}
