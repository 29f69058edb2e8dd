import Motion
import Playground

/// `--format android` when the playground simulated Android's own physics (`<id>.physics =
/// android`): not a UIKit glide matched at one speed, but the objects it ran, `OverScroller` with
/// its default friction and over-fling distance, and for a demo that snaps the `SnapHelper`.
extension AndroidExport {
    /// What the platform's objects need besides the base imports.
    var platformImports: [String] {
        var names = ["android.content.Context", "android.widget.OverScroller"]
        if model.snapInterval != nil { names.append("androidx.recyclerview.widget.LinearSnapHelper") }
        if model.turnsPages { names.append("androidx.recyclerview.widget.PagerSnapHelper") }
        if model.snapInterval != nil || model.turnsPages { names.append("androidx.recyclerview.widget.SnapHelper") }
        return names
    }

    /// `OVERSCROLLER_FRICTION`, `OVERFLING_DISTANCE_DP` and an `overScroller(context)` factory.
    var platformFling: String {
        let friction = OverScrollerFling.defaultFriction
        var text =
            (model.simulatedClause ?? "") + ": its spline fling with this friction, "
            + "ViewConfiguration.getScrollFriction(), so a fling travels as far and lasts as long as the "
            + "playground's at every speed (at 1000 dp/s: "
            + "\(ExportNumber.derived(OverScrollerFling.distance(speed: 1000, friction: friction))) dp in "
            + "\(ExportNumber.derived(OverScrollerFling.duration(speed: 1000, friction: friction))) s). "
            + "Default \(ExportNumber.exact(friction)), from Android ViewConfiguration.SCROLL_FRICTION."
            + model.densitySentence("Android's pixel-based constants follow it (DisplayMetrics.density)")
        if let glide = model.glide {
            text +=
                " \(glide.item.spec.name) (\(glide.item.value) per ms) is UIKit's glide: this physics does not "
                + "use it."
        }
        var out = doc(text)
        out += "    const val OVERSCROLLER_FRICTION = \(Self.float(ExportNumber.exact(friction)))\n\n"
        let over = AndroidFlingSimulation.defaultOverflingDistance
        out += doc(
            "How far a fling may carry the content past an edge before OverScroller brings it back (dp): "
                + "ViewConfiguration.getScaledOverflingDistance() in pixels. Default "
                + "\(ExportNumber.exact(over)), from Android ViewConfiguration.OVERFLING_DISTANCE.")
        out += "    const val OVERFLING_DISTANCE_DP = \(Int(over))\n\n"
        out += doc(
            "An OverScroller with that friction (Android's default, set explicitly). Pass "
                + "ViewConfiguration.get(context).scaledOverflingDistance as fling's overX / overY.")
        out += "    fun overScroller(context: Context): OverScroller =\n"
        out += "        OverScroller(context).apply { setFriction(OVERSCROLLER_FRICTION) }\n\n"
        return out
    }

    /// `fun snapHelper()`: `LinearSnapHelper` for evenly spaced cards, `PagerSnapHelper` for
    /// pages, with how the playground chose and timed the snap; "" for a demo that does neither.
    var platformSnapHelper: String {
        if let pitch = model.snapInterval {
            let card = AndroidSnapping.smoothScrollDuration(
                distance: pitch, millisecondsPerInch: AndroidSnapping.snapHelperMillisecondsPerInch)
            let doc = doc(
                "The playground chose the card as LinearSnapHelper does. A release faster than "
                    + "\(ExportNumber.exact(AndroidSnapping.minimumFlingVelocity)) dp/s (ViewConfiguration's "
                    + "minimum fling velocity) moves from the card nearest the centre by round(d / w) cards: d is "
                    + "how far an unbounded OverScroller fling at the release speed goes (calculateScrollDistance), "
                    + "w the span of the laid-out cards over their count (computeDistancePerChild). A slower "
                    + "release rests on the card nearest the centre. The snap scroll is SnapHelper's: "
                    + "\(ExportNumber.exact(AndroidSnapping.snapHelperMillisecondsPerInch)) ms per inch, "
                    + "ceil(|dx| px · 100 / densityDpi) ms, then divided by "
                    + "\(ExportNumber.exact(AndroidSnapping.decelerationTimeFraction)) and rounded up "
                    + "(LinearSmoothScroller.calculateTimeForDeceleration), on a DecelerateInterpolator; it starts "
                    + "at its own speed, not the finger's. One card (\(ExportNumber.exact(pitch)) dp) at 160 dpi: "
                    + "\(Int64((card * 1000).rounded())) ms. Use: snapHelper().attachToRecyclerView(recyclerView).")
            return doc + "    fun snapHelper(): SnapHelper = LinearSnapHelper()\n\n"
        }
        guard model.turnsPages else { return "" }
        let cap = AndroidSnapping.smoothScrollDuration(
            distance: .greatestFiniteMagnitude, millisecondsPerInch: AndroidSnapping.snapHelperMillisecondsPerInch,
            maxScrollMilliseconds: AndroidSnapping.pagerMaxScrollMilliseconds)
        let doc = doc(
            "The playground finished a page swipe as ViewPager.smoothScrollTo does: a quintic ease-out, "
                + "1 + (t − 1)⁵, over 4·(weighted distance / release speed) ms, or (pages + 1)·100 ms from rest, "
                + "at most 600 ms (MAX_SETTLE_DURATION). For a RecyclerView (ViewPager2 is one), PagerSnapHelper "
                + "turns at most one page per fling, the way the fling goes, on a DecelerateInterpolator of at "
                + "most \(Int64((cap * 1000).rounded())) ms. Use: snapHelper().attachToRecyclerView(recyclerView).")
        return doc + "    fun snapHelper(): SnapHelper = PagerSnapHelper()\n\n"
    }
}
