/// The Swift `--exact` adds after Exports/Runtime/SnapLayout.swift: `enum <Stem>Exact`, whose
/// `layout(viewportLength:)` builds the runtime's `SnapLayout` with the strip's values, and what
/// uses it: for UIKit a `UIScrollViewDelegate` whose `scrollViewWillEndDragging` sets the target,
/// for SwiftUI a `ScrollTargetBehavior` and the tracking it needs.
struct ExactSwiftGlue {
    var strip: ExactStrip
    var swiftUI: Bool

    private var name: String { strip.typeStem + "Exact" }
    private var x: String { strip.axisName }

    var text: String {
        "// MARK: - Exact: the playground's decision rule (playground export --exact)\n\n" + factory + "\n"
            + (swiftUI ? behavior : delegate)
    }

    private func doc(_ text: String, indent: String = "") -> String {
        SourceLanguage.swift.docComment(text, indent: indent)
    }

    private var factory: String {
        let e = ExportNumber.exact
        let groups = strip.groups.map {
            "                SnapLayout.ItemGroup(count: \($0.count), length: "
                + "\(strip.length($0, viewport: "Double(viewportLength)", number: e))),\n"
        }
        let arguments = [
            "spacing: \(e(strip.spacing))", "insetLeading: \(e(strip.insetLeading))",
            "insetTrailing: \(e(strip.insetTrailing))", "snap: .\(strip.rule.rawValue)",
            "maxItemsPerFling: \(strip.maxItemsPerFling.map(String.init) ?? "nil")",
            "reachesEnds: \(strip.reachesEnds)", "platform: .\(strip.platformCase.lowerCamel)",
            "density: \(e(strip.density))", "decelerationRate: \(e(strip.decelerationRate))",
            "slowReleaseVelocity: \(e(strip.slowReleaseVelocity))",
            "pagingVelocityThreshold: \(e(strip.pagingVelocityThreshold))", "viewportLength: Double(viewportLength))",
        ]
        return doc(strip.summary) + "enum \(name) {\n"
            + doc(
                "The items along \(x), group by group (count, length in points), the rule's numbers, and whose "
                    + "rule it is at the tuning's pixels per point.", indent: "    ")
            + "    static func layout(viewportLength: CGFloat) -> SnapLayout {\n        SnapLayout(\n            groups: [\n"
            + groups.joined() + "            ],\n" + packedArguments(arguments, indent: "            ") + "    }\n}\n"
    }

    /// Where the tuning ran under physics Apple's hosts do not run: the line at the top measures the
    /// plain set-up, which rests as UIKit does; the rule here rests where the tuning did, and only
    /// the motion onto the rest is the host's.
    private func hostsMotion(_ host: String) -> String {
        guard !strip.tunedUnder.isReference else { return "" }
        return " The line at the top measures the set-up above, which rests as UIKit does; this rests where "
            + "\(strip.tunedUnder.title)'s physics rest, with \(host)'s own motion onto the rest."
    }

    private var delegate: String {
        let (lead, trail) = strip.axis == .horizontal ? ("left", "right") : ("top", "bottom")
        return doc(
            "\(name)'s rule in a UIScrollView (or UICollectionView) scrolling along \(x): lay the items out as "
                + "\(name).layout says from content offset 0 (a flow layout: one line, sectionInset.\(lead) = "
                + "insetLeading, sectionInset.\(trail) = insetTrailing, minimumLineSpacing = spacing), make this the "
                + "scroll view's delegate (or call it from yours) and call configure(_:) from viewDidLayoutSubviews."
                + hostsMotion("UIScrollView"))
                + """
                @MainActor
                final class \(name)Snapping: NSObject, UIScrollViewDelegate {
                    /// What was selected when the finger went down.
                    private var anchor: SnapLayout.Anchor?
                    /// Where the last release was sent, until it gets there: a drag that catches it counts from there.
                    private var pending: CGFloat?

                    private func layout(_ scrollView: UIScrollView) -> SnapLayout {
                        \(name).layout(viewportLength: scrollView.bounds.\(strip.lengthName))
                    }

                    /// The glide's rate, no paging of UIKit's own, and the contentInset along \(x) that lets every rest be
                    /// reached (none without reachesEnds).
                    func configure(_ scrollView: UIScrollView) {
                        let layout = layout(scrollView)
                        scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: CGFloat(layout.decelerationRate))
                        scrollView.isPagingEnabled = false
                        scrollView.contentInsetAdjustmentBehavior = .never
                        scrollView.contentInset.\(lead) = CGFloat(layout.reach.before)
                        scrollView.contentInset.\(trail) = CGFloat(layout.reach.after)
                    }

                    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
                        anchor = layout(scrollView).anchor(at: Double(pending ?? scrollView.contentOffset.\(x)))
                        pending = nil
                    }

                    func scrollViewWillEndDragging(
                        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                        targetContentOffset: UnsafeMutablePointer<CGPoint>
                    ) {
                        let layout = layout(scrollView)
                        let offset = Double(scrollView.contentOffset.\(x))
                        let anchor = self.anchor ?? layout.anchor(at: offset)
                        self.anchor = nil
                        // UIKit hands the velocity in points per millisecond; the layout takes points per second.
                        guard let target = layout.target(releaseOffset: offset, velocity: Double(velocity.\(x)) * 1000, anchor: anchor)
                        else { return }
                        pending = CGFloat(target.offset)
                        targetContentOffset.pointee.\(x) = CGFloat(target.offset)
                    }

                    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
                        if !decelerate { pending = nil }
                    }

                    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { pending = nil }
                }

                """
    }

    private var behavior: String {
        let member = strip.typeStem.prefix(1).lowercased() + strip.typeStem.dropFirst() + "ExactTracking"
        let (edges, stack) = strip.axis == .horizontal ? (".horizontal", "LazyHStack") : (".vertical", "LazyVStack")
        return doc(
            "\(name)'s rule as a ScrollTargetBehavior. SwiftUI does not hand a behavior the offset or what was "
                + "selected when the drag began, so \(name)Tracker keeps them (.\(member)(_:) on the ScrollView). "
                + "Pad the items (a \(stack) with spacing = spacing) by insetLeading + reach.before before and "
                + "insetTrailing + reach.after after: offsets here are the layout's plus reach.before. Use: "
                + "ScrollView(\(edges)) { … }.scrollTargetBehavior(\(name)ScrollTargetBehavior(tracker: tracker))"
                + ".\(member)(tracker), with `@State private var tracker = \(name)Tracker()`." + hostsMotion("SwiftUI"))
                + """
                @available(iOS 18.0, macOS 15.0, *)
                final class \(name)Tracker {
                    /// The content offset along \(x) and the viewport's length, as last reported.
                    var offset: CGFloat = 0
                    var viewportLength: CGFloat = 1
                    /// What was selected when the finger went down.
                    var anchor: SnapLayout.Anchor?
                    /// Where the last release was sent (content offset), until a new drag.
                    var pending: CGFloat?

                    /// A drag began: count its fling from here, or from where a glide it caught was going.
                    func beginDrag(caught: Bool) {
                        let layout = \(name).layout(viewportLength: viewportLength)
                        anchor = layout.anchor(at: Double(caught ? pending ?? offset : offset) - layout.reach.before)
                        pending = nil
                    }
                }

                @available(iOS 18.0, macOS 15.0, *)
                struct \(name)ScrollTargetBehavior: ScrollTargetBehavior {
                    let tracker: \(name)Tracker

                    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
                        let layout = \(name).layout(viewportLength: context.containerSize.\(strip.lengthName))
                        let before = layout.reach.before
                        let offset = Double(tracker.offset) - before
                        let anchor = tracker.anchor ?? layout.anchor(at: offset)
                        tracker.anchor = nil
                        // SwiftUI projects the release as UIScrollView does at its normal rate (0.998 per ms), x0 + v/λ:
                        // the release's speed in points per second is what that projection says.
                        let projected = Double(target.rect.min\(x.uppercased())) - before
                        let velocity = (projected - offset) * (-1000 * log(0.998))
                        guard let rest = layout.target(releaseOffset: offset, velocity: velocity, anchor: anchor) else { return }
                        tracker.pending = CGFloat(rest.offset + before)
                        target.rect.origin.\(x) = CGFloat(rest.offset + before)
                    }
                }

                @available(iOS 18.0, macOS 15.0, *)
                extension View {
                    /// Keeps `tracker` up to date from the ScrollView this modifies.
                    func \(member)(_ tracker: \(name)Tracker) -> some View {
                        onScrollGeometryChange(for: CGRect.self) { geometry in
                            CGRect(x: geometry.contentOffset.\(x), y: 0, width: geometry.containerSize.\(strip.lengthName), height: 0)
                        } action: { _, new in
                            tracker.offset = new.minX
                            tracker.viewportLength = max(1, new.width)
                        }
                        .onScrollPhaseChange { old, new in
                            if new == .interacting, old != .interacting { tracker.beginDrag(caught: old == .decelerating) }
                        }
                    }
                }

                """
    }
}
