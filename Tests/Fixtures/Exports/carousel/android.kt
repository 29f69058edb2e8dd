// Motion Playground 0.3.1 export: carousel (Card carousel, scene file carousel.json)
import android.graphics.Rect
import android.view.View
import androidx.recyclerview.widget.PagerSnapHelper
import androidx.recyclerview.widget.RecyclerView
import kotlin.math.max
import kotlin.math.roundToInt

object CarouselMotion {
    // The demo's own logic also uses: rubber band 0.55, slow release velocity 250 pt/s.

    const val SPACING_DP = 16f
    const val INSET_LEADING_DP = 24f
    const val INSET_TRAILING_DP = 24f

    /**
     * Item [position]'s width along the strip (dp), of 21: size its view by it.
     */
    fun itemWidthDp(position: Int): Float = when {
        position < 20 -> 280f
        else -> 320f
    }

    /**
     * Lays out and snaps a RecyclerView with a LinearLayoutManager along x.
     */
    fun attach(recyclerView: RecyclerView) {
        val density = recyclerView.resources.displayMetrics.density
        val spacing = (SPACING_DP * density).roundToInt()
        recyclerView.addItemDecoration(object : RecyclerView.ItemDecoration() {
            override fun getItemOffsets(
                outRect: Rect, view: View, parent: RecyclerView, state: RecyclerView.State
            ) {
                // The gap goes before every item but the first, on the side the layout starts from.
                if (parent.getChildAdapterPosition(view) <= 0) return
                if (parent.layoutDirection == View.LAYOUT_DIRECTION_RTL) outRect.right = spacing else outRect.left = spacing
            }
        })
        recyclerView.clipToPadding = false
        // Room for the first and last items to reach their snap positions, from the laid-out size.
        recyclerView.addOnLayoutChangeListener { view, _, _, _, _, _, _, _, _ ->
            val start = (max(INSET_LEADING_DP, (view.width / density - itemWidthDp(0)) / 2) * density).roundToInt()
            val end = (max(INSET_TRAILING_DP, (view.width / density - itemWidthDp(20)) / 2) * density).roundToInt()
            with(view) {
                if (paddingStart != start || paddingEnd != end) post { setPaddingRelative(start, paddingTop, end, paddingBottom) }
            }
        }
        PagerSnapHelper().attachToRecyclerView(recyclerView)
    }
}
