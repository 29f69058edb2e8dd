package androidx.recyclerview.widget

import android.content.Context
import android.graphics.Rect
import android.view.View
import android.view.animation.Interpolator

open class RecyclerView : View() {
    companion object {
        const val NO_POSITION = -1
        const val SCROLL_STATE_IDLE = 0
        const val SCROLL_STATE_DRAGGING = 1
        const val SCROLL_STATE_SETTLING = 2
    }

    abstract class LayoutManager {
        fun getPosition(view: View): Int = NO_POSITION
        fun findViewByPosition(position: Int): View? = null
        fun getChildAt(index: Int): View? = null
        fun getChildCount(): Int = 0
        open fun canScrollHorizontally(): Boolean = false
        open fun canScrollVertically(): Boolean = false
        val layoutDirection: Int get() = View.LAYOUT_DIRECTION_LTR
        val width: Int get() = 0
        val height: Int get() = 0
        val paddingLeft: Int get() = 0
        val paddingTop: Int get() = 0
        val paddingRight: Int get() = 0
        val paddingBottom: Int get() = 0
    }

    class State {
        val itemCount: Int get() = 0
    }

    abstract class OnScrollListener {
        open fun onScrollStateChanged(recyclerView: RecyclerView, newState: Int) {}
        open fun onScrolled(recyclerView: RecyclerView, dx: Int, dy: Int) {}
    }

    abstract class ItemDecoration {
        open fun getItemOffsets(outRect: Rect, view: View, parent: RecyclerView, state: State) {}
    }

    abstract class SmoothScroller {
        class Action(dx: Int, dy: Int) {
            fun update(dx: Int, dy: Int, duration: Int, interpolator: Interpolator?) {}
        }

        protected abstract fun onTargetFound(targetView: View, state: State, action: Action)
    }

    abstract class OnFlingListener {
        abstract fun onFling(velocityX: Int, velocityY: Int): Boolean
    }

    var layoutManager: LayoutManager? = null
    var clipToPadding: Boolean = true
    val scrollState: Int get() = SCROLL_STATE_IDLE

    fun getChildAdapterPosition(child: View): Int = NO_POSITION
    fun addItemDecoration(decor: ItemDecoration) {}
    fun removeItemDecoration(decor: ItemDecoration) {}
    fun addOnScrollListener(listener: OnScrollListener) {}
    fun removeOnScrollListener(listener: OnScrollListener) {}
    fun smoothScrollBy(dx: Int, dy: Int) {}
    fun stopScroll() {}
}

open class LinearSmoothScroller(context: Context) : RecyclerView.SmoothScroller() {
    protected open fun calculateTimeForScrolling(dx: Int): Int = 0
    override fun onTargetFound(targetView: View, state: RecyclerView.State, action: Action) {}
}

abstract class SnapHelper : RecyclerView.OnFlingListener() {
    open fun attachToRecyclerView(recyclerView: RecyclerView?) {}
    protected open fun createScroller(layoutManager: RecyclerView.LayoutManager): RecyclerView.SmoothScroller? = null
    override fun onFling(velocityX: Int, velocityY: Int): Boolean = false
    open fun calculateScrollDistance(velocityX: Int, velocityY: Int): IntArray = intArrayOf(0, 0)
    abstract fun calculateDistanceToFinalSnap(layoutManager: RecyclerView.LayoutManager, targetView: View): IntArray?
    abstract fun findSnapView(layoutManager: RecyclerView.LayoutManager): View?
    abstract fun findTargetSnapPosition(layoutManager: RecyclerView.LayoutManager, velocityX: Int, velocityY: Int): Int
}

open class LinearSnapHelper : SnapHelper() {
    override fun calculateDistanceToFinalSnap(layoutManager: RecyclerView.LayoutManager, targetView: View): IntArray? = null
    override fun findSnapView(layoutManager: RecyclerView.LayoutManager): View? = null
    override fun findTargetSnapPosition(layoutManager: RecyclerView.LayoutManager, velocityX: Int, velocityY: Int): Int =
        RecyclerView.NO_POSITION
}

open class PagerSnapHelper : SnapHelper() {
    override fun calculateDistanceToFinalSnap(layoutManager: RecyclerView.LayoutManager, targetView: View): IntArray? = null
    override fun findSnapView(layoutManager: RecyclerView.LayoutManager): View? = null
    override fun findTargetSnapPosition(layoutManager: RecyclerView.LayoutManager, velocityX: Int, velocityY: Int): Int =
        RecyclerView.NO_POSITION
}
