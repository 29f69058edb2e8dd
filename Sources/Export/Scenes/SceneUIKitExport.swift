import Playground

/// `export --scene FILE --format swift`: the scene's physics as UIKit constants (`UIKitExport`),
/// its geometry and snap rule (`SceneSwiftLayout`), and a `UIScrollViewDelegate` whose
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` chooses the item as the
/// playground does, counted from the item selected in `scrollViewWillBeginDragging`.
struct SceneUIKitExport {
    var model: SceneExportModel

    var text: String {
        let layout = SceneSwiftLayout(model: model)
        return UIKitExport(model: model.motion).text + "\n// MARK: - Snapping\n\n" + layout.text + "\n"
            + snapping(layout: layout.name)
    }

    private func snapping(layout: String) -> String {
        let name = model.motion.typeStem + "Snapping"
        let x = model.axisName
        let (lead, trail) = model.edgeNames
        return header(
            "The snap rule of \(model.motion.title) for a UIScrollView (or UICollectionView) "
                + "scrolling along \(x). Lay the items out as \(layout) says, starting at content offset 0 "
                + "(a flow layout: one line, sectionInset.\(lead) = insetLeading, sectionInset.\(trail) = "
                + "insetTrailing, minimumLineSpacing = spacing), then make this the scroll view's delegate "
                + "or call its methods from your own delegate, and call configure(_:) from layoutSubviews "
                + "or viewDidLayoutSubviews.")
                + """
                @MainActor
                final class \(name): NSObject, UIScrollViewDelegate {
                    typealias Layout = \(layout)

                    /// The item and page selected when the finger went down.
                    private var anchor: Layout.Anchor?
                    /// Where the last release was sent, until it arrives.
                    private var pending: CGFloat?

                    /// The glide's rate, no paging of UIKit's own (the layout pages), and a contentInset along \(x)
                    /// that lets the first and last items reach their snap positions for the current bounds
                    /// (none without reachesEnds: then every rest is held to the content).
                    func configure(_ scrollView: UIScrollView) {
                        scrollView.decelerationRate = \(model.motion.typeStem)Motion.decelerationRate
                        scrollView.isPagingEnabled = false
                        scrollView.contentInsetAdjustmentBehavior = .never
                        let reach = Layout.reach(viewport: viewport(of: scrollView))
                        if scrollView.contentInset.\(lead) != reach.before || scrollView.contentInset.\(trail) != reach.after {
                            scrollView.contentInset.\(lead) = reach.before
                            scrollView.contentInset.\(trail) = reach.after
                        }
                    }

                    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
                        // A glide caught on its way counts from where it was going, as in the playground.
                        let offset = pending ?? scrollView.contentOffset.\(x)
                        pending = nil
                        anchor = Layout.anchor(at: offset, viewport: viewport(of: scrollView))
                    }

                    func scrollViewWillEndDragging(
                        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                        targetContentOffset: UnsafeMutablePointer<CGPoint>
                    ) {
                        let viewport = viewport(of: scrollView)
                        let offset = scrollView.contentOffset.\(x)
                        // UIKit hands the velocity in points per millisecond; the layout works in points per second.
                        let v = velocity.\(x) * 1000
                        let anchor = self.anchor ?? Layout.anchor(at: offset, viewport: viewport)
                        self.anchor = nil
                        // targetContentOffset.pointee is UIKit's own projected rest; the playground's projection
                        // (x0 + v/λ) picks the item, so the choice is the playground's.
                        let projected = Layout.projectedLanding(offset: offset, velocity: v)
                        pending = Layout.releaseTarget(
                            offset: offset, velocity: v, projected: projected, anchor: anchor, viewport: viewport)
                        if let pending { targetContentOffset.pointee.\(x) = pending }
                    }

                    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
                        if !decelerate { pending = nil }
                    }

                    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { pending = nil }

                    private func viewport(of scrollView: UIScrollView) -> CGFloat { max(1, scrollView.bounds.\(model.lengthName)) }
                }

                """
    }

    private func header(_ text: String) -> String {
        SceneLayoutSyntax(language: .swift, model: model).doc(text, indent: "")
    }
}
