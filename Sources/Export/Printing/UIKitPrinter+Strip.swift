extension UIKitPrinter {
    /// `<Stem>Snapping`: installs a flow layout and the glide's rate on a collection view and, as
    /// its delegate, sizes the items and rests a release on the item nearest UIKit's projection,
    /// at most `maxItemsPerFling` from the one at the drag's start. Paging is `isPagingEnabled`.
    func stripDelegate(_ layout: AppleStrip) -> String {
        let strip = layout.strip
        let stem = document.name.typeStem
        // Without a rule (`none`) the glide rests where it stops, and a fling limit is the playground's (`--exact`).
        let snaps = strip.rule != .page && strip.rule != .none
        let limit = snaps ? strip.maxItemsPerFling : nil
        var install = [
            "let layout = UICollectionViewFlowLayout()",
            "layout.scrollDirection = .\(layout.horizontal ? "horizontal" : "vertical")",
            "layout.minimumLineSpacing = \(SwiftLiteral.number(strip.spacing.number))",
        ]
        if let note = strip.percentNote(sizeFrom: "collectionView.bounds in viewDidLayoutSubviews") {
            install.append(contentsOf: SourceLanguage.swift.lineComment(note).split(separator: "\n").map(String.init))
        }
        // Sized per item by the delegate where groups differ, or where a length follows the viewport.
        let sized = strip.groups.count > 1 || strip.lengthFollowsViewport
        if let group = strip.groups.first, !sized { install.append("layout.itemSize = \(layout.size(group))") }
        let reaches = layout.needsViewport(aligned: false)
        if !reaches, strip.leadingInset.number != 0 || strip.trailingInset.number != 0 {
            let leading = SwiftLiteral.number(strip.leadingInset.number)
            let trailing = SwiftLiteral.number(strip.trailingInset.number)
            install.append(
                "layout.sectionInset = UIEdgeInsets("
                    + (layout.horizontal
                        ? "top: 0, left: \(leading), bottom: 0, right: \(trailing))"
                        : "top: \(leading), left: 0, bottom: \(trailing), right: 0)"))
        }
        install.append("collectionView.collectionViewLayout = layout")
        if strip.rule == .page { install.append("collectionView.isPagingEnabled = true") }
        if let rate = document.decelerationRate, ExportDocument.isDeclared(rate), strip.rule != .page {
            // A named rate says its number: `.fast` is 0.99.
            let value = Self.named(rate) == nil ? "" : "\(SwiftLiteral.rate(rate.number)), "
            let from =
                rate.note.isTuned
                ? "\(value)tuned from \(SwiftLiteral.value(rate.note.defaultValue))"
                : "\(value)the scene's; UIKit's default is .normal (0.998)"
            install.append("collectionView.decelerationRate = \(Self.rate(rate))  // \(from)")
        }
        install.append("collectionView.delegate = self")
        var members: [String] = []
        if let limit {
            members.append(
                "    /// The item at rest when a drag begins: a fling moves at most \(limit) item\(limit == 1 ? "" : "s") from it.\n"
                    + "    private var startItem = 0\n")
        }
        members.append(
            "    /// Lays `collectionView` out as the strip and makes this its delegate (which UIKit holds weakly).\n"
                + "    func install(on collectionView: UICollectionView) {\n"
                + install.map { "        " + $0 + "\n" }.joined() + "    }\n")
        if sized { members.append(sizes(layout)) }
        if reaches { members.append(insets(layout)) }
        if snaps { members.append(snapping(layout, limit: limit)) }
        return
            "/// A strip of \(strip.itemCount) items (the data source's) in a UICollectionView.\n@MainActor\nfinal class \(stem)Snapping: NSObject, "
            + "UICollectionViewDelegateFlowLayout {\n" + members.joined(separator: "\n") + "}\n"
    }

    /// `sizeForItemAt`: a `switch` over the groups.
    private func sizes(_ layout: AppleStrip) -> String {
        var cases = ""
        for (k, group) in layout.strip.groups.enumerated() {
            if let label = group.label { cases += SourceLanguage.swift.lineComment(label.prose, indent: "        ") }
            let end = group.firstIndex + group.count
            let size = layout.size(group, viewport: "collectionView.bounds.\(layout.length)")
            cases +=
                k == layout.strip.groups.count - 1 ? "        default: \(size)\n" : "        case ..<\(end): \(size)\n"
        }
        if layout.strip.groups.count == 1, let group = layout.strip.groups.first {
            return """
                    func collectionView(
                        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath
                    ) -> CGSize {
                        \(layout.size(group, viewport: "collectionView.bounds.\(layout.length)"))
                    }

                """
        }
        return """
                func collectionView(
                    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                    sizeForItemAt indexPath: IndexPath
                ) -> CGSize {
                    switch indexPath.item {
            \(cases)        }
                }

            """
    }

    /// `insetForSectionAt`: room for the end items to reach their snap positions.
    private func insets(_ layout: AppleStrip) -> String {
        let viewport = "collectionView.bounds.\(layout.length)"
        let margins = [true, false].map { layout.margin(leading: $0, viewport: viewport, aligned: false) }
        let edges =
            layout.horizontal
            ? "\n            top: 0, left: \(margins[0]),\n            bottom: 0, right: \(margins[1])"
            : "\n            top: \(margins[0]), left: 0,\n            bottom: \(margins[1]), right: 0"
        return """
                /// Room for the first and last items to reach their rests.
                func collectionView(
                    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                    insetForSectionAt section: Int
                ) -> UIEdgeInsets {
                    UIEdgeInsets(\(edges))
                }

            """
    }

    /// The drag's start item, the release's target, and the two lookups they need.
    private func snapping(_ layout: AppleStrip, limit: Int?) -> String {
        let x = layout.x
        let choose = limit == nil ? "nearest" : "limited(nearest, scrollView, velocity.\(x), in: collectionView)"
        var out = ""
        if limit != nil {
            out += """
                    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
                        guard let collectionView = scrollView as? UICollectionView else { return }
                        startItem = nearestItem(to: scrollView.contentOffset.\(x), in: collectionView) ?? startItem
                    }


                """
        }
        let area =
            layout.horizontal
            ? "CGRect(x: offset - bounds.width, y: 0, width: 3 * bounds.width, height: bounds.height)"
            : "CGRect(x: 0, y: offset - bounds.height, width: bounds.width, height: 3 * bounds.height)"
        out += """
                func scrollViewWillEndDragging(
                    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                    targetContentOffset: UnsafeMutablePointer<CGPoint>
                ) {
                    // UIKit has projected the glide at the scroll view's rate r: velocity (points per ms) · r / (1 − r).
                    guard let collectionView = scrollView as? UICollectionView,
                        let nearest = nearestItem(to: targetContentOffset.pointee.\(x), in: collectionView),
                        let frame = collectionView.layoutAttributesForItem(
                            at: IndexPath(item: \(choose), section: 0))?.frame
                    else { return }
                    targetContentOffset.pointee.\(x) = restOffset(of: frame, in: collectionView.bounds)
                }

                \(limit.map { limitedHelper(layout, limit: $0) } ?? "")/// The content offset at which an item of `frame` rests.
                private func restOffset(of frame: CGRect, in bounds: CGRect) -> CGFloat {
                    \(layout.restOffset)
                }

                /// The item whose rest is nearest `offset`.
                private func nearestItem(to offset: CGFloat, in collectionView: UICollectionView) -> Int? {
                    let bounds = collectionView.bounds
                    let near = collectionView.collectionViewLayout.layoutAttributesForElements(
                        in: \(area)) ?? []
                    return near.min {
                        abs(restOffset(of: $0.frame, in: bounds) - offset) < abs(restOffset(of: $1.frame, in: bounds) - offset)
                    }?.indexPath.item
                }

            """
        return out
    }

    /// `limited`: the fling limit counted from the drag's start, but never behind the release
    /// (the playground's rule since 0.3.2, `SnapRelease.limited`). Indented as a member, and
    /// followed by the next member's indentation.
    private func limitedHelper(_ layout: AppleStrip, limit n: Int) -> String {
        let x = layout.x
        let lines = [
            "/// `nearest` held to \(n) item\(n == 1 ? "" : "s") from `startItem`, but never behind the release: a drag",
            "/// may carry the strip past them, and the flick then rests on the first item at or past the release.",
            "private func limited(",
            "    _ nearest: Int, _ scrollView: UIScrollView, _ velocity: CGFloat, in collectionView: UICollectionView",
            ") -> Int {",
            "    let held = min(max(nearest, startItem - \(n)), startItem + \(n))",
            "    let release = scrollView.contentOffset.\(x)",
            "    guard velocity != 0, let here = nearestItem(to: release, in: collectionView),",
            "        let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: here, section: 0))?.frame",
            "    else { return held }",
            "    let rest = restOffset(of: frame, in: collectionView.bounds)",
            "    // The first item at or past the release in the flick's direction, never further than `nearest`.",
            "    if velocity > 0 { return max(held, min(rest >= release ? here : here + 1, nearest)) }",
            "    return min(held, max(rest <= release ? here : here - 1, nearest))",
            "}",
        ]
        return lines.joined(separator: "\n    ") + "\n\n    "
    }
}
