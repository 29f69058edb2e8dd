// Motion Playground 0.2.0 export: full-width-pager (Full-width pager, scene file full-width-pager.json)
import androidx.recyclerview.widget.PagerSnapHelper
import androidx.recyclerview.widget.RecyclerView

object FullWidthPagerMotion {
    // The demo's own logic also uses: rubber band 0.55, slow release velocity 250 pt/s.

    /**
     * Item [position]'s width along the strip (dp), of 6: size its view by it.
     */
    fun itemWidthDp(position: Int): Float = 784f

    /**
     * Lays out and snaps a RecyclerView with a LinearLayoutManager along x.
     */
    fun attach(recyclerView: RecyclerView) {
        val density = recyclerView.resources.displayMetrics.density
        PagerSnapHelper().attachToRecyclerView(recyclerView)
    }
}
