// Motion Playground 0.3.3 export: million-rows (A million rows, scene file million-rows.json)
// RecyclerView keeps Android's own fling: a 2000 pt/s flick after a 40 pt drag rests 351 pt shorter,
// settling in 0.93 s instead of 3.8 s.
import android.graphics.Rect
import android.view.View
import androidx.recyclerview.widget.RecyclerView
import kotlin.math.roundToInt

object MillionRowsMotion {
    // The demo's own logic also uses: rubber band 0.55, slow release velocity 250 pt/s.

    const val SPACING_DP = 1f

    /**
     * Each item's height along the strip (dp), of 1000000: size its view by it.
     */
    const val ITEM_HEIGHT_DP = 56f

    /**
     * Lays out and snaps a RecyclerView with a LinearLayoutManager along y.
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
                outRect.top = spacing
            }
        })
    }
}
