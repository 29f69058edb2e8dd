import Motion
import PlaygroundCore

extension SnapStrip {
    /// The motion inspector's snapshot of the strip drawn in `viewportFrame`, its lines where the
    /// snap rule aligns an item and the target named by the item (`noun`) resting there.
    package func inspector(in viewportFrame: Rect, noun: String) -> InspectorSnapshot {
        var snapshot = InspectorSnapshot(scroll: scroll, axis: axis, viewportFrame: viewportFrame)
        snapshot.alignment = InspectorAlignment(geometry: geometry, noun: noun)
        snapshot.targetItem = snapshot.target.flatMap(restingItem)
        return snapshot
    }

    /// The item (the page under `page`) at whose rest `target` is, nil when it is no rest: a
    /// free glide Android's snap helper left alone goes wherever it goes, and is snapped later.
    private func restingItem(_ target: Double) -> InspectorAlignment.Item? {
        guard geometry.itemCount > 0 else { return nil }
        let index: Int
        let rest: Double
        let aligned: Double
        switch geometry.snap {
        case .none: return nil
        case .page:
            index = geometry.nearestPage(toOffset: target)
            rest = geometry.pageOffset(index)
            aligned = rest
        case .start, .center, .end:
            // The item the window selects there, as its selection line counts.
            index = geometry.nearestRestItem(toOffset: target)
            rest = geometry.restOffset(of: index)
            aligned = geometry.snapOffset(of: index)
        }
        guard abs(rest - target) < 0.5 else { return nil }
        return InspectorAlignment.Item(index: index, alignedOffset: aligned)
    }
}
