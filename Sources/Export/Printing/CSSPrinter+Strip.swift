import PlaygroundCore

/// The snapping strip in CSS scroll snapping: `scroll-snap-type` on the scroller,
/// `scroll-snap-align` on the items, `scroll-snap-stop: always` for one item per fling, `gap` for
/// the spacing, `padding-inline` for the insets (widened so the end items reach their snap
/// positions, through container query units), `scroll-padding-inline` for the inset a start or
/// end snap rests at, and each group's size.
extension CSSPrinter {
    func stripRules(_ strip: ExportStrip) -> String {
        let horizontal = strip.axis == .horizontal
        var out = comment(
            "Markup: <div class=\"\(base)-viewport\"><div class=\"\(base)\"><div class=\"\(base)-group-1\">…</div>…"
                + "</div></div>. 1\(unit(strip)) is 1 % of the viewport's \(horizontal ? "width" : "height").")
        out += ".\(base)-viewport {\n"
        if horizontal {
            out += "  container-type: inline-size;\n"
        } else {
            // Pasted as the banner says, a vertical list's window had no height: `container-type:
            // size` measures nothing else, the rows spilled over what followed (issue 41).
            let room = px(strip.room.height)
            out += comment(
                "The window the rows scroll in: \(room) is \(strip.device == nil ? "the playground's" : "the height " + strip.roomPlace)"
                    + "; set the height your page needs. "
                    + "A size container needs a height of its own.", indent: "  ")
            out += "  container-type: size;\n  height: \(room);\n"
        }
        out += "}\n"
        out += scroller(strip) + items(strip)
        for group in strip.groups {
            let label = group.label.map { ": \($0.prose)" } ?? ""
            out += comment("\(group.count) item\(group.count == 1 ? "" : "s")\(label)")
            let (width, height) = horizontal ? (group.length, group.cross) : (group.cross, group.length)
            let (widthPercent, heightPercent) =
                horizontal ? (group.lengthPercent, group.crossPercent) : (group.crossPercent, group.lengthPercent)
            out += ".\(base)-group-\(group.index + 1) {\n"
            out += sized("width", width, percent: widthPercent, of: "cqi")
            // A horizontal strip's container measures only its width: a height in percent is in points.
            out += sized("height", height, percent: heightPercent, of: horizontal ? nil : "cqb")
            out += "}\n"
        }
        return out
    }

    /// `width: 280px`, or for a percentage of the viewport `width: 100cqi` (the container's
    /// unit `of`), or its points with a note where the container has no such unit.
    private func sized(_ property: String, _ constant: ExportConstant, percent: Double?, of unit: String?) -> String {
        guard let percent else { return sized(property, constant) }
        let share = "\(NumberText.format(percent))% of the viewport's \(property)"
        guard let unit else {
            let place = document.strip?.windowPlace ?? ""
            let note = share + ", \(px(constant.number)) \(place): the container measures only its width"
            return comment(note, indent: "  ") + sized(property, constant)
        }
        return tuned(constant) + comment(share, indent: "  ") + "  \(property): \(NumberText.format(percent))\(unit);\n"
    }

    private func flow(_ strip: ExportStrip) -> String { strip.axis == .horizontal ? "inline" : "block" }

    private func unit(_ strip: ExportStrip) -> String { strip.axis == .horizontal ? "cqi" : "cqb" }

    private func sized(_ property: String, _ constant: ExportConstant) -> String {
        tuned(constant) + "  \(property): \(px(constant.number));\n"
    }

    /// "tuned from X" above a declaration, or nothing.
    private func tuned(_ constant: ExportConstant?) -> String {
        constant.flatMap(tunedFrom).map { comment($0, indent: "  ") } ?? ""
    }

    private func scroller(_ strip: ExportStrip) -> String {
        let horizontal = strip.axis == .horizontal
        var out = ".\(base) {\n  display: flex;\n"
        // As tall as the viewport with its padding inside: content-box would add the insets to the
        // 100 % and shorten the scroll range by them (measured in Chromium, branch i34-browser).
        if !horizontal { out += "  flex-direction: column;\n  height: 100%;\n  box-sizing: border-box;\n" }
        out += "  align-items: center;\n  overflow-\(horizontal ? "x" : "y"): auto;\n"
        out += tuned(strip.ruleConstant)
        out += "  scroll-snap-type: \(strip.rule == .none ? "none" : (horizontal ? "x" : "y") + " mandatory");\n"
        out += tuned(strip.spacing) + "  gap: \(px(strip.spacing.number));\n"
        let (start, end) = padding(strip)
        if start.contains("max(") || end.contains("max(") {
            out += comment("Room for the first and last items to reach their snap positions.", indent: "  ")
        }
        out += tuned(strip.leadingInset) + "  padding-\(flow(strip))-start: \(start);\n"
        out += tuned(strip.trailingInset) + "  padding-\(flow(strip))-end: \(end);\n"
        out += "  scroll-padding-\(flow(strip)): \(scrollPadding(strip));\n"
        return out + "}\n"
    }

    private func items(_ strip: ExportStrip) -> String {
        var out = ".\(base) > * {\n  flex: none;\n"
        switch strip.rule {
        case .none:
            break
        case .start, .center, .end:
            out += "  scroll-snap-align: \(strip.rule.rawValue);\n"
        case .page:
            out += comment(
                "Pages: CSS snaps to items, so item starts are pages only when each item is as long as the viewport.",
                indent: "  ")
            out += "  scroll-snap-align: start;\n"
        }
        out += tuned(strip.maxItemsConstant) + flingRule(strip)
        return out + "}\n"
    }

    /// `scroll-snap-stop: always` for one item (page) per fling; a comment where CSS has no limit.
    private func flingRule(_ strip: ExportStrip) -> String {
        switch (strip.rule, strip.maxItemsPerFling) {
        case (.none, let n?):
            return comment(
                "At most \(n) per fling: nothing snaps, so CSS cannot stop a fling (limit it in script).", indent: "  ")
        case (.page, nil), (.page, 1), (_, 1):
            return comment("At most one \(strip.rule == .page ? "page" : "item") per fling.", indent: "  ")
                + "  scroll-snap-stop: always;\n"
        case (_, let n?):
            return comment(
                "At most \(n) items per fling: CSS stops at every snap position or none (limit it in script).",
                indent: "  ")
        case (_, nil):
            return ""
        }
    }

    private func scrollPadding(_ strip: ExportStrip) -> String {
        switch strip.rule {
        case .start: "\(px(strip.leadingInset.number)) 0px"
        case .end: "0px \(px(strip.trailingInset.number))"
        case .none, .center, .page: "0px"
        }
    }

    /// The scroller's padding along the axis: the insets; with `reachesEnds` widened (as the
    /// playground widens the scroll range) so that every item's snap offset is in range. A snap
    /// offset is linear in the viewport length V (an item sized in percent is too), so each side is
    /// a `max()` of `calc(k·V + c)` terms. Without it the browser holds a snap to the content, as
    /// the playground holds a rest.
    private func padding(_ strip: ExportStrip) -> (start: String, end: String) {
        let leading = strip.leadingInset.number
        let trailing = strip.trailingInset.number
        guard strip.reachesEnds, let first = strip.groups.first, let last = strip.groups.last else {
            return (px(leading), px(trailing))
        }
        // snapOffset(i) = p_i + q·V.
        let q: Double
        switch strip.rule {
        case .none, .page: return (px(leading), px(trailing))
        case .start: q = 0
        case .center: q = -0.5
        case .end: q = -1
        }
        func p(start: ViewportLength, length: ViewportLength) -> ViewportLength {
            switch strip.rule {
            case .none, .page, .start: start - ViewportLength(points: leading)
            case .center: start + 0.5 * length
            case .end: start + length + ViewportLength(points: trailing)
            }
        }
        let p0 = p(start: strip.start(first), length: strip.length(first))
        let pLast = p(start: strip.lastStart(last), length: strip.length(last))
        let c = strip.content
        // Before: leading + max(0, −snapOffset(0)). After: trailing + max(0, V − C, snapOffset(last) + V − C).
        let before = [(0, leading), (-q - p0.share, leading - p0.points)]
        let after = [
            (0, trailing), (1 - c.share, trailing - c.points),
            (1 + q + pLast.share - c.share, pLast.points - c.points + trailing),
        ]
        return (largest(before, unit(strip)), largest(after, unit(strip)))
    }

    /// `max()` of `calc(share·100unit + constant px)` terms, one per share (the largest constant).
    private func largest(_ terms: [(share: Double, constant: Double)], _ unit: String) -> String {
        var best: [Double: Double] = [:]
        // Shares are rounded as printed, so 7.5cqi from 0.5 − 0.425 is one term, not two.
        for t in terms {
            let share = (t.share * 100 * 1e9).rounded() / 1e9
            best[share] = max(best[share] ?? -.infinity, t.constant)
        }
        // A term that shrinks as the viewport grows and starts below a fixed one never wins (V ≥ 0).
        if let fixed = best[0] {
            for (share, constant) in best where share < 0 && constant <= fixed { best[share] = nil }
        }
        let texts = best.keys.sorted().map { share -> String in
            let constant = best[share]!
            guard share != 0 else { return px(constant) }
            guard constant != 0 else { return "\(number(share))\(unit)" }
            let sign = constant < 0 ? "-" : "+"
            return "calc(\(number(share))\(unit) \(sign) \(px(abs(constant))))"
        }
        return texts.count == 1 ? texts[0] : "max(" + texts.joined(separator: ", ") + ")"
    }
}
