import Playground

/// `export --scene FILE --format swiftui`: the scene's physics as SwiftUI values
/// (`SwiftUIExport`), its geometry and snap rule (`SceneSwiftLayout`), a `ScrollTargetBehavior`
/// that chooses the item as the playground does, the little state it needs from the scroll view
/// (the offset, and the anchor taken when a drag begins), and a ready-made `ScrollView` that sizes
/// the items, pads the content so every snap position is in range, and wires the two.
struct SceneSwiftUIExport {
    var model: SceneExportModel

    var text: String {
        let layout = SceneSwiftLayout(model: model)
        return SwiftUIExport(model: model.motion).text + "\n// MARK: - Snapping\n\n" + layout.text + "\n"
            + behavior(layout: layout.name) + "\n" + view(layout: layout.name)
    }

    private var stem: String { model.motion.typeStem }
    private var horizontal: Bool { model.axis == .horizontal }
    /// `x` or `y`, `dx` or `dy`, `minX` or `minY`.
    private var x: String { model.axisName }

    private func behavior(layout: String) -> String {
        let length = model.lengthName
        return header(
            "The snap rule of \(model.motion.title) as a ScrollTargetBehavior (iOS 17). It needs the "
                + "scroll offset and the anchor from when the drag began, which SwiftUI does not hand it: "
                + "\(stem)ScrollState holds them and .\(model.motion.memberStem)SnapTracking(_:) keeps it "
                + "up to date (iOS 18). The content must be padded by \(layout).reach, as "
                + "\(stem)SnapScrollView does: offsets here are the layout's plus reach.before.")
                + """
                struct \(stem)ScrollTargetBehavior: ScrollTargetBehavior {
                    typealias Layout = \(layout)

                    let state: \(stem)ScrollState

                    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
                        let viewport = max(1, context.containerSize.\(length))
                        let before = Layout.reach(viewport: viewport).before
                        let offset = state.offset - before
                        let anchor = state.anchor ?? Layout.anchor(at: offset, viewport: viewport)
                        state.anchor = nil
                        // SwiftUI's own projected rest stands in for the playground's x0 + v/λ.
                        let projected = target.rect.min\(x.uppercased()) - before
                        let velocity = context.velocity.d\(x) * \(stem)ScrollState.velocityUnit
                        guard
                            let rest = Layout.releaseTarget(
                                offset: offset, velocity: velocity, projected: projected, anchor: anchor, viewport: viewport)
                        else { return }
                        state.pending = rest + before
                        target.rect.origin.\(x) = rest + before
                    }
                }

                /// What \(stem)ScrollTargetBehavior needs from the scroll view between calls.
                final class \(stem)ScrollState {
                    /// Points per second per unit of context.velocity. 1 reads it as points per second: if a fast
                    /// flick never turns a page, your SDK reports another unit; scale it here.
                    static let velocityUnit: CGFloat = 1

                    /// The content offset along \(x) and the viewport's length, as last reported.
                    var offset: CGFloat = 0
                    var viewport: CGFloat = 1
                    /// The item and page selected when the finger went down.
                    var anchor: \(layout).Anchor?
                    /// Where the last release was sent (content offset), until a new drag.
                    var pending: CGFloat?

                    /// A drag began: count the fling from here, or from where a glide it caught was going.
                    func beginDrag(caught: Bool) {
                        let before = \(layout).reach(viewport: viewport).before
                        let offset = (caught ? pending ?? self.offset : self.offset) - before
                        anchor = \(layout).anchor(at: offset, viewport: viewport)
                        pending = nil
                    }
                }

                extension View {
                    /// Keeps `state` up to date from the ScrollView this modifies (iOS 18).
                    func \(model.motion.memberStem)SnapTracking(_ state: \(stem)ScrollState) -> some View {
                        onScrollGeometryChange(for: CGRect.self) { geometry in
                            CGRect(x: geometry.contentOffset.\(x), y: 0, width: geometry.containerSize.\(length), height: 0)
                        } action: { _, new in
                            state.offset = new.minX
                            state.viewport = max(1, new.width)
                        }
                        .onScrollPhaseChange { old, new in
                            if new == .interacting, old != .interacting { state.beginDrag(caught: old == .decelerating) }
                        }
                    }
                }

                """
    }

    private func view(layout: String) -> String {
        let (stack, axis, lead, trail) =
            horizontal
            ? ("LazyHStack", ".horizontal", ".leading", ".trailing") : ("LazyVStack", ".vertical", ".top", ".bottom")
        let frame =
            horizontal
            ? "width: Layout.length(of: index), height: Layout.cross(of: index)"
            : "width: Layout.cross(of: index), height: Layout.length(of: index)"
        return header(
            "A ready-made ScrollView for \(model.motion.title) (iOS 18): every item sized as its "
                + "group says, the scene's spacing and insets, the room that lets the first and last items "
                + "reach their snap positions (with reachesEnds), and the snap rule. Use: \(stem)SnapScrollView { index in "
                + "MyItem(index) }")
                + """
                struct \(stem)SnapScrollView<Item: View>: View {
                    typealias Layout = \(layout)

                    @State private var state = \(stem)ScrollState()
                    @ViewBuilder let item: (Int) -> Item

                    var body: some View {
                        GeometryReader { proxy in
                            let reach = Layout.reach(viewport: max(1, proxy.size.\(model.lengthName)))
                            ScrollView(\(axis)) {
                                \(stack)(spacing: Layout.spacing) {
                                    ForEach(0..<Layout.itemCount, id: \\.self) { index in
                                        item(index).frame(\(frame))
                                    }
                                }
                                .padding(\(lead), Layout.insetLeading + reach.before)
                                .padding(\(trail), Layout.insetTrailing + reach.after)
                            }
                            .scrollTargetBehavior(\(stem)ScrollTargetBehavior(state: state))
                            .\(model.motion.memberStem)SnapTracking(state)
                        }
                    }
                }

                """
    }

    private func header(_ text: String) -> String {
        SceneLayoutSyntax(language: .swift, model: model).doc(text, indent: "")
    }
}
