// Motion Playground 0.3.3 export: full-width-pager (Full-width pager, scene file full-width-pager.json)
// PagerSnapHelper keeps Android's own snap scroll: a 2000 pt/s flick after a 40 pt drag starts at 4993
// pt/s instead of 2000 and rests where the tuning does, settling in 0.3 s instead of 1 s.
import androidx.recyclerview.widget.PagerSnapHelper
import androidx.recyclerview.widget.RecyclerView

object FullWidthPagerMotion {
    // The demo's own logic also uses: rubber band 0.55, slow release velocity 250 pt/s.

    /**
     * Each item's width along the strip (dp), of 6, in a RecyclerView [viewportDp] long: size its view by
     * it.
     */
    fun itemWidthDp(viewportDp: Float): Float = viewportDp

    /**
     * Lays out and snaps a RecyclerView with a LinearLayoutManager along x.
     */
    fun attach(recyclerView: RecyclerView) {
        PagerSnapHelper().attachToRecyclerView(recyclerView)
    }
}
