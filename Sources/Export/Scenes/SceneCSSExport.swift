import Playground

/// `export --scene FILE --format css`: the scene's springs and constants (`CSSExport`), then
/// its layout and snap rule in CSS scroll snapping: `scroll-snap-type` on the scroller,
/// `scroll-snap-align` on the items, `scroll-padding` for the inset a start or end snap rests at,
/// `gap` for the spacing, padding that lets the first and last items reach their snap positions
/// (a share of the viewport, through container query units), and each group's item size. What
/// CSS cannot say (at most N > 1 items per fling, pages that are not items) is said in a comment.
struct SceneCSSExport {
    var model: SceneExportModel

    /// `carousel`, or `scene-3d` for an id that starts with a digit (a class name cannot).
    private var base: String {
        model.id.first?.isNumber == true ? "scene-" + model.id : model.id
    }

    private var horizontal: Bool { model.axis == .horizontal }
    /// `inline` or `block`, and the container unit along the axis.
    private var flow: String { horizontal ? "inline" : "block" }
    private var unit: String { horizontal ? "cqi" : "cqb" }

    var text: String {
        var out = CSSExport(model: model.motion).text + "\n"
        out += comment(
            "\(model.motion.title) along \(model.axisName): the scene's groups, spacing, insets and snap rule. Markup: "
                + "<div class=\"\(base)-viewport\"><div class=\"\(base)\"><div class=\"\(base)-group-1\">…</div>…"
                + "</div></div>, an element per item, classed by its group.",
            indent: "")
        out += comment(
            "The viewport: a query container, so that the scroller's padding can be a share of its length ("
                + (horizontal ? "give it a width; " : "give it a height; ") + "1\(unit) is 1 % of it).",
            indent: "")
        out += ".\(base)-viewport {\n  container-type: \(horizontal ? "inline-size" : "size");\n}\n"
        out += scroller + items
        for g in model.groups {
            out += comment(g.comment, indent: "")
            let (width, height) = horizontal ? (g.run.length, g.run.cross) : (g.run.cross, g.run.length)
            out += ".\(base)-group-\(g.number) {\n  width: \(px(width));\n  height: \(px(height));\n}\n"
        }
        return out
    }

    private var scroller: String {
        var out = comment(
            "The scroller: the items in a \(horizontal ? "row" : "column"), centred across it.", indent: "")
        out += ".\(base) {\n  display: flex;\n  flex-direction: \(horizontal ? "row" : "column");\n"
        out += "  align-items: center;\n"
        // As tall as the viewport with its padding inside: content-box would add the insets to
        // the 100 % and shorten the scroll range by them (measured in Chromium).
        if !horizontal { out += "  height: 100%;\n  box-sizing: border-box;\n" }
        out += "  overflow-\(model.axisName): auto;\n"
        out += comment(model.snapComment)
        out += "  scroll-snap-type: \(model.rule == .none ? "none" : model.axisName + " mandatory");\n"
        out += comment(model.spacing.comment)
        out += "  gap: \(px(model.spacing.number));\n"
        let (start, end) = padding
        let sides = [
            ("start", model.insetLeading.comment, start, "before the content: the first"),
            ("end", model.insetTrailing.comment, end, "after the content: the last"),
        ]
        for (edge, inset, value, which) in sides {
            let widened =
                value.contains("max(")
                ? " With the room the snap rule needs \(which) item can reach its snap position (UIKit would use "
                    + "contentInset)." : ""
            out += comment(inset + widened) + "  padding-\(flow)-\(edge): \(value);\n"
        }
        out += comment(scrollPaddingComment)
        out += "  scroll-padding-\(flow): \(scrollPadding);\n"
        return out + "}\n"
    }

    private var items: String {
        var out = comment("Every item keeps its size and rests by the snap rule.", indent: "")
        out += ".\(base) > * {\n  flex: none;\n"
        switch model.rule {
        case .none:
            out += comment("Snap none: nothing to align.")
        case .start, .center, .end:
            out += "  scroll-snap-align: \(model.rule.rawValue);\n"
        case .page:
            out += comment(
                "Snap page: CSS snaps to elements, not to viewport lengths. Aligning each item's start is the "
                    + "same as whole pages only when every item is exactly as long as the viewport (a full-width "
                    + "pager); otherwise it rests on item starts.")
            out += "  scroll-snap-align: start;\n"
        }
        out += flingRule
        return out + "}\n"
    }

    /// `scroll-snap-stop: always` where the fling limit is one item (or a page per fling), else a
    /// comment saying CSS has no equivalent.
    private var flingRule: String {
        let pagesOneByOne = model.rule == .page && (model.flingLimit ?? 1) <= 1
        switch (model.rule, model.flingLimit) {
        case (.none, let n?):
            return comment(
                "max_items_per_fling \(n) has no CSS equivalent: nothing snaps, so nothing can stop a fling "
                    + "after \(n) item\(n == 1 ? "" : "s"); limit it in script.")
        case _ where pagesOneByOne || model.flingLimit == 1:
            return comment(
                (model.rule == .page
                    ? "One page per fling, like isPagingEnabled: "
                    : "max_items_per_fling 1: ")
                    + "`always` keeps a fling from passing the next snap position (the browser counts from where "
                    + "the scroll starts, the playground from the item selected at the press).")
                + "  scroll-snap-stop: always;\n"
        case (_, let n?):
            return comment(
                "max_items_per_fling \(n) has no CSS equivalent: scroll-snap-stop can stop a fling at every snap "
                    + "position (always) or at none (normal); limit it to \(n) in script.")
        case (_, nil):
            return ""
        }
    }

    private var scrollPadding: String {
        switch model.rule {
        case .start: "\(px(model.insetLeading.number)) 0px"
        case .end: "0px \(px(model.insetTrailing.number))"
        case .none, .center, .page: "0px"
        }
    }

    private var scrollPaddingComment: String {
        switch model.rule {
        case .start: "An item's start rests the leading inset after the viewport's leading edge."
        case .end: "An item's end rests the trailing inset before the viewport's trailing edge."
        case .center: "An item's centre rests on the viewport's centre, whatever the insets."
        case .none, .page: "Nothing rests at an inset."
        }
    }

    /// The scroller's padding along the axis: the insets; with `reach_ends` widened (as
    /// `SceneSnapLayout.reach` widens the scroll range) so that every item's snap offset is in
    /// range. A snap offset is linear in the viewport length V, so each side is a `max()` of
    /// `calc(k·V + c)` terms. Without it the browser holds a snap to the content, as the
    /// playground holds a rest.
    private var padding: (start: String, end: String) {
        let leading = model.insetLeading.number
        let trailing = model.insetTrailing.number
        guard model.reachesEnds, let first = model.groups.first, let last = model.groups.last else {
            return (px(leading), px(trailing))
        }
        // snapOffset(i) = p_i + q·V.
        let q: Double
        switch model.rule {
        case .none, .page: return (px(leading), px(trailing))
        case .start: q = 0
        case .center: q = -0.5
        case .end: q = -1
        }
        func p(start: Double, length: Double) -> Double {
            switch model.rule {
            case .none, .page, .start: start - leading
            case .center: start + length / 2
            case .end: start + length + trailing
            }
        }
        let lastStart = last.run.start + Double(last.run.count - 1) * (last.run.length + model.spacing.number)
        let c = model.contentLength
        // Before: leading + max(0, −snapOffset(0)). After: trailing + max(0, V − C, snapOffset(last) + V − C).
        let before = [(0, leading), (-q, leading - p(start: first.run.start, length: first.run.length))]
        let after = [
            (0, trailing), (1, trailing - c), (1 + q, p(start: lastStart, length: last.run.length) - c + trailing),
        ]
        return (largest(before), largest(after))
    }

    /// `max()` of `calc(share·100unit + constant px)` terms, one per share (the largest constant).
    private func largest(_ terms: [(share: Double, constant: Double)]) -> String {
        var best: [Double: Double] = [:]
        for t in terms { best[t.share] = max(best[t.share] ?? -.infinity, t.constant) }
        let texts = best.keys.sorted().map { share -> String in
            let constant = best[share]!
            guard share != 0 else { return px(constant) }
            let sign = constant < 0 ? "-" : "+"
            return "calc(\(ExportNumber.exact(share * 100))\(unit) \(sign) \(px(abs(constant))))"
        }
        return texts.count == 1 ? texts[0] : "max(" + texts.joined(separator: ", ") + ")"
    }

    private func px(_ x: Double) -> String { ExportNumber.exact(x) + "px" }

    private func comment(_ text: String, indent: String = "  ") -> String { CSSExport.comment(text, indent: indent) }
}
