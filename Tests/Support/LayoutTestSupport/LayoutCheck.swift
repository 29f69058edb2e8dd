import Motion
import PlaygroundCore

/// Checks a whole-window draw list for what a person would call a broken layout, using the
/// layer markers (`DrawLayer`) and the core's text estimate:
///
/// - `textOverlap`: two visible text runs whose ink overlaps;
/// - `outsideWindow`: a text run or control not wholly inside the window;
/// - `cutOff`: a text run or control cut by a clip (scrolling content excepted: its rows scroll
///   out of their viewport on purpose), or a run the renderer would end with an ellipsis: one
///   whose estimated width (`TextMetrics.estimatedWidth`) is wider than its frame;
/// - `controlOverlap`: two controls overlapping, or a demo's text running onto a control that
///   is not its own;
/// - `overlayCovers`: an overlay (anything drawn outside the chrome, the demo and modals) on a
///   demo's title, a control or content; an overlay's annotation on a title or a control.
///
/// - `onPlot`: a text run on the ink of a plot's curve (`DrawLayer.plot`), or a text run or
///   control under a handle or marker on a plot (`DrawLayer.marker`): a name drawn over the
///   curve, a Copy button a handle sits on.
///
/// Modal layers (help) may cover everything and are left out. Faded-out items (opacity below
/// 5 %) do not count.
public struct LayoutCheck: Sendable {
    public var window: Size
    /// Overlaps up to this many points on either axis are estimate noise, not a fault.
    public var tolerance = 1.0

    public init(window: Size) { self.window = window }

    public func problems(in list: DrawList) -> [LayoutProblem] {
        let scan = LayoutScan(list)
        return textOverlaps(scan) + placement(scan) + controlOverlaps(scan) + overlayCoverage(scan)
            + plotCoverage(scan)
    }

    // MARK: - Rules

    private func textOverlaps(_ scan: LayoutScan) -> [LayoutProblem] {
        let texts = scan.texts.filter { $0.item.visible != nil && !isModal($0.item, scan) }
        var found: [LayoutProblem] = []
        for i in texts.indices {
            for j in texts.indices where j > i {
                let a = texts[i]
                let b = texts[j]
                guard overlaps(a.item.visible!, b.item.visible!) else { continue }
                found.append(
                    LayoutProblem(
                        .textOverlap,
                        "\"\(a.run.string)\" \(describe(a.item.visible!)) overlaps "
                            + "\"\(b.run.string)\" \(describe(b.item.visible!))"))
            }
        }
        return found
    }

    private func placement(_ scan: LayoutScan) -> [LayoutProblem] {
        let windowRect = Rect(origin: .zero, size: window).insetBy(-tolerance)
        var found: [LayoutProblem] = []
        // A control's own label is judged with its control.
        for (item, run) in scan.texts
        where item.visible != nil && !isModal(item, scan) && scan.region(of: item, .control) == nil {
            let inContent = scan.item(item, isIn: .content)
            let shown = inContent ? item.visible! : item.bounds
            if !contains(windowRect, shown) {
                found.append(
                    LayoutProblem(
                        .outsideWindow,
                        "text \"\(run.string)\" \(describe(shown)) leaves the window"))
            } else if !inContent, let clip = item.clip, !contains(clip.insetBy(-tolerance), item.bounds) {
                found.append(
                    LayoutProblem(
                        .cutOff,
                        "text \"\(run.string)\" \(describe(item.bounds)) is cut by "
                            + "its clip \(describe(clip))"))
            }
        }
        // The renderer ends a run that does not fit its frame with an ellipsis, whoever owns it
        // (a control's label and help's lines included) and wherever it scrolls to.
        for (item, run) in scan.texts where item.visible != nil {
            if let needed = Self.truncation(of: run, tolerance: tolerance) {
                found.append(
                    LayoutProblem(
                        .cutOff,
                        "text \"\(run.string)\" needs \(decimal(needed, digits: 1)) pt and its frame "
                            + "\(describe(run.frame)) has \(decimal(run.frame.width, digits: 1)): "
                            + "the renderer ends it with an ellipsis", owner: scan.owner(of: item)))
            }
        }
        for (index, region) in scan.regions.enumerated() where region.layer == .control {
            guard var bounds = region.bounds, !isModal(region: index, scan) else { continue }
            let name = controlName(index, scan)
            // A control inside content (a ghost lane's demo, shown through its content viewport)
            // is judged by what of it shows: the rest is clipped away on purpose.
            if inContent(region: index, scan) {
                guard let visible = region.visible else { continue }
                bounds = visible
            }
            if !contains(windowRect, bounds) {
                found.append(LayoutProblem(.outsideWindow, "control \(name) \(describe(bounds)) leaves the window"))
            } else if !inContent(region: index, scan), let visible = region.visible,
                !contains(visible.insetBy(-tolerance), bounds)
            {
                found.append(
                    LayoutProblem(
                        .cutOff,
                        "control \(name) \(describe(bounds)) shows only \(describe(visible))"))
            } else if region.visible == nil {
                found.append(LayoutProblem(.cutOff, "control \(name) \(describe(bounds)) is clipped away"))
            }
        }
        return found
    }

    private func controlOverlaps(_ scan: LayoutScan) -> [LayoutProblem] {
        let controls = scan.regions.indices.filter {
            scan.regions[$0].layer == .control && scan.regions[$0].visible != nil && !isModal(region: $0, scan)
        }
        var found: [LayoutProblem] = []
        for (n, a) in controls.enumerated() {
            for b in controls.dropFirst(n + 1) where overlaps(scan.regions[a].visible!, scan.regions[b].visible!) {
                found.append(
                    LayoutProblem(
                        .controlOverlap,
                        "control \(controlName(a, scan)) overlaps control "
                            + controlName(b, scan)))
            }
        }
        for (item, run) in scan.texts where item.visible != nil && scan.owner(of: item) == .demo {
            let own = scan.region(of: item, .control)
            for c in controls where c != own && scan.owner(of: scan.regions[c]) == .demo {
                guard overlaps(item.visible!, scan.regions[c].visible!) else { continue }
                found.append(
                    LayoutProblem(
                        .controlOverlap,
                        "text \"\(run.string)\" \(describe(item.visible!)) "
                            + "runs onto control \(controlName(c, scan))"))
            }
        }
        return found
    }

    private func overlayCoverage(_ scan: LayoutScan) -> [LayoutProblem] {
        // What overlays must leave alone: the demo's titles, controls and content.
        let guarded = scan.regions.indices.filter { index in
            let region = scan.regions[index]
            guard region.visible != nil, scan.owner(of: region) == .demo else { return false }
            switch region.layer {
            case .title, .control, .content: return true
            case .chrome, .demo, .overlay, .annotation, .modal, .plot, .marker: return false
            }
        }
        var found: [LayoutProblem] = []
        var reported = Set<String>()
        for item in scan.items {
            guard let visible = item.visible else { continue }
            let name: String
            let mayTouchContent: Bool
            switch scan.owner(of: item) {
            case .chrome, .demo, .modal, .title, .control, .content, .plot, .marker: continue
            case .annotation(let n):
                name = n
                mayTouchContent = true
            case .overlay(let n):
                if case .annotation(let inner)? = item.layers.last.map({ scan.regions[$0].layer }) {
                    name = inner
                    mayTouchContent = true
                } else {
                    name = n
                    mayTouchContent = false
                }
            case nil:
                name = "an unnamed overlay"
                mayTouchContent = false
            }
            for g in guarded where overlaps(visible, scan.regions[g].visible!, by: Self.coverTolerance) {
                let layer = scan.regions[g].layer
                if layer == .content && mayTouchContent { continue }
                let what = "\(name) covers the demo's \(regionName(g, scan))"
                if reported.insert(what).inserted {
                    found.append(
                        LayoutProblem(
                            .overlayCovers,
                            what + " \(describe(scan.regions[g].visible!)) at "
                                + describe(visible)))
                }
            }
        }
        return found
    }

    private func plotCoverage(_ scan: LayoutScan) -> [LayoutProblem] {
        let curveInk = scan.items.filter { item in
            guard case .shape = item.kind else { return false }
            return item.visible != nil && scan.item(item, isIn: .plot)
        }.map { $0.visible! }
        let markers = scan.regions.filter { $0.layer == .marker }.compactMap(\.visible)
        guard !curveInk.isEmpty || !markers.isEmpty else { return [] }
        var found: [LayoutProblem] = []
        for (item, run) in scan.texts where item.visible != nil && !isModal(item, scan) {
            let ink = item.visible!
            if let on = curveInk.first(where: { overlaps(ink, $0) }) {
                found.append(
                    LayoutProblem(
                        .onPlot, "text \"\(run.string)\" \(describe(ink)) lies on a plot's curve at \(describe(on))",
                        owner: scan.owner(of: item)))
            }
            if let marker = markers.first(where: { overlaps(ink, $0) }) {
                found.append(
                    LayoutProblem(
                        .onPlot,
                        "text \"\(run.string)\" \(describe(ink)) is under a plot's handle at \(describe(marker))",
                        owner: scan.owner(of: item)))
            }
        }
        for (index, region) in scan.regions.enumerated() where region.layer == .control {
            guard let visible = region.visible, !isModal(region: index, scan) else { continue }
            if let marker = markers.first(where: { overlaps(visible, $0) }) {
                found.append(
                    LayoutProblem(
                        .onPlot, "control \(controlName(index, scan)) is under a plot's handle at \(describe(marker))"))
            }
        }
        return found
    }

    // MARK: - Helpers

    /// The width a run needs when the renderer would truncate it (its estimated width is more
    /// than its frame's by over `tolerance`), else nil. Frames are in the run's own coordinates,
    /// so a transform's scale does not matter.
    static func truncation(of run: TextRun, tolerance: Double) -> Double? {
        guard run.truncates else { return nil }
        let needed = TextMetrics.estimatedWidth(run.string, size: run.size, weight: run.weight)
        return needed > run.frame.width + tolerance ? needed : nil
    }

    /// An overlay may not touch a guarded region at all: a hairline on a title is already on it.
    static let coverTolerance = 0.25

    private func overlaps(_ a: Rect, _ b: Rect, by limit: Double? = nil) -> Bool {
        let cut = a.intersection(b)
        let limit = limit ?? tolerance
        return cut.width > limit && cut.height > limit
    }

    private func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.minX >= outer.minX && inner.minY >= outer.minY && inner.maxX <= outer.maxX && inner.maxY <= outer.maxY
    }

    private func isModal(_ item: LayoutScan.Item, _ scan: LayoutScan) -> Bool {
        item.layers.contains { if case .modal = scan.regions[$0].layer { true } else { false } }
    }

    private func isModal(region index: Int, _ scan: LayoutScan) -> Bool {
        var next: Int? = index
        while let i = next {
            if case .modal = scan.regions[i].layer { return true }
            next = scan.regions[i].parent
        }
        return false
    }

    private func inContent(region index: Int, _ scan: LayoutScan) -> Bool {
        var next = scan.regions[index].parent
        while let i = next {
            if scan.regions[i].layer == .content { return true }
            next = scan.regions[i].parent
        }
        return false
    }

    /// A control by the first text it draws ("Top", "0.5 s"), else by its frame.
    private func controlName(_ index: Int, _ scan: LayoutScan) -> String {
        for (item, run) in scan.texts where item.layers.contains(index) { return "\"\(run.string)\"" }
        return scan.regions[index].bounds.map(describe) ?? "(empty)"
    }

    private func regionName(_ index: Int, _ scan: LayoutScan) -> String {
        switch scan.regions[index].layer {
        case .title:
            let title = scan.texts.first { $0.item.layers.contains(index) }?.run.string ?? ""
            return "title \"\(title)\""
        case .control: return "control \(controlName(index, scan))"
        case .content: return "content"
        case .chrome, .demo, .overlay, .annotation, .modal, .plot, .marker: return "\(scan.regions[index].layer)"
        }
    }

    private func describe(_ r: Rect) -> String {
        func f(_ x: Double) -> String { decimal(x, digits: 1) }
        return "[\(f(r.minX)),\(f(r.minY)) \(f(r.width))×\(f(r.height))]"
    }
}

extension LayoutScan {
    /// The outermost layer of a region's chain.
    func owner(of region: Region) -> DrawLayer {
        var current = region
        while let parent = current.parent { current = regions[parent] }
        return current.layer
    }
}
