import Motion
import PlaygroundCore

/// Draws the tuning panel docked at the window's right edge: a slider per parameter with its
/// value, unit, default, range and source; the spring editor under the selected spring; and
/// the A/B numbers of the last gesture.
struct TuningPanelView {
    static let background = Color(hex: 0x1C1C1E)
    static let rowSelected = Color(hex: 0x2C2C2E)
    static let track = Color(hex: 0x48484A)
    static let changed = Color(hex: 0x0A84FF)  // iOS dark-mode systemBlue
    static let ghostColor = Color(hex: 0xBF5AF2)  // iOS dark-mode systemPurple: A everywhere

    var session: TuningSession
    var demoID: String
    var demoTitle: String
    var frame: Rect
    /// The demo is a scene: the header has Save to scene.
    var savesScene = false

    func draw(into list: inout DrawList) {
        let rows = session.panel.rows(demoID: demoID, catalog: session.values.catalog)
        let layout = session.panelLayout(frame: frame, demoID: demoID, savesScene: savesScene)
        list.fill(frame, Self.background)
        // Inside the panel's own frame: on its edge the hairline would touch the demo beside it.
        list.line(
            Point(x: frame.minX + 0.5, y: frame.minY), Point(x: frame.minX + 0.5, y: frame.maxY), Color(hex: 0x38383A))
        drawHeader(layout, into: &list)
        let selected = session.panel.selectedIndex(in: rows)
        list.clipped(to: layout.rowsArea) { list in
            for (i, row) in rows.enumerated() {
                guard let rect = layout.row(i, first: session.panel.firstRow) else { continue }
                drawRow(row, in: rect, selected: i == selected, layout: layout, into: &list)
            }
        }
        let visible = layout.visibleRows(from: session.panel.firstRow)
        if rows.count > visible || session.panel.firstRow > 0 {
            let shown = "\(session.panel.firstRow + 1)–\(min(rows.count, session.panel.firstRow + visible))"
            list.text(
                "rows \(shown) of \(rows.count) · ↑ ↓",
                in: Rect(
                    x: frame.minX + 12, y: layout.rowsArea.maxY - 2,
                    width: frame.width - 24, height: 12),
                size: 9, color: Theme.panelSubtext, alignment: .trailing)
        }
        // Low in its band: the rows' "rows 1–4 of 20" line reaches 5 pt into it.
        for (i, line) in session.panel.messageLines(width: layout.message.width).enumerated() {
            let top = layout.message.minY + 5 + Double(i) * TuningPanelLayout.messageLineHeight
            list.text(
                line, in: Rect(x: layout.message.minX, y: top, width: layout.message.width, height: 13),
                size: TuningPanel.messageSize, color: Theme.warning)
        }
        TuningComparisonView(
            session: session, demoID: demoID, frame: layout.comparison, short: frame.height < TuningPanel.shortHeight
        ).draw(into: &list)
    }

    private func drawHeader(_ layout: TuningPanelLayout, into list: inout DrawList) {
        list.text(
            "Tuning", in: Rect(x: frame.minX + 12, y: frame.minY + 8, width: 80, height: 22), size: 16,
            weight: .bold,
            color: .white)
        // A long scene title takes two lines (a step smaller) above the buttons, never an ellipsis.
        _ = list.fittedText(
            demoTitle, in: Rect(x: frame.minX + 76, y: frame.minY + 12, width: frame.width - 124, height: 18),
            wrapping: Rect(x: frame.minX + 76, y: frame.minY + 5, width: frame.width - 124, height: 27),
            size: 11, color: Theme.panelSubtext)
        list.text("✕", in: layout.closeButton, size: 13, color: Theme.panelSubtext, alignment: .center)
        button(["Pin A  (G)", "Pin A"], layout.pinButton, highlighted: session.pinned != nil, into: &list)
        button(["Reset all", "Reset"], layout.resetAllButton, highlighted: false, into: &list)
        if let save = layout.saveButton {
            // Blue while the values in force differ from the file: then there is something to save.
            let unsaved = session.values.catalog.parameters(ofDemo: demoID).contains {
                !session.isDefault(.parameter($0))
            }
            button(
                ["Save to scene", "Save"], save, highlighted: false, into: &list,
                fill: unsaved ? Self.changed.withAlpha(0.55) : nil)
        }
        // The longest wording of the keys that fits (a narrow panel gets the short one, whole).
        let keys = [
            "↑ ↓ row · ← → step (Shift: fine) · Enter: type · Backspace: reset",
            "↑ ↓ row · ← → step (Shift: fine) · Enter: type", "↑ ↓ row · ← → step · Enter: type",
        ]
        let hintWidth = frame.width - 24
        list.text(
            keys.first { TextMetrics.estimatedWidth($0, size: 9) <= hintWidth } ?? keys.last!,
            in: Rect(x: frame.minX + 12, y: layout.pinButton.maxY + 3, width: hintWidth, height: 14),
            size: 9, color: Theme.panelSubtext)
        // The platform ghosts: ticked, each gesture is lived again under that platform's physics.
        // A demo with no scroll physics (the roller) shows them dimmed: there is nothing to compare.
        let comparable = session.hasScrollPhysics(demoID: demoID)
        list.withOpacity(comparable ? 1 : 0.35) { list in drawPlatformChips(layout, into: &list) }
    }

    private func drawPlatformChips(_ layout: TuningPanelLayout, into list: inout DrawList) {
        for (i, platform) in ScrollPlatform.allCases.enumerated() {
            let rect = layout.platformChip(i)
            let ticked = session.platformGhosts.contains(platform)
            let colour = PlatformGhostsView.color(platform)
            list.fill(rect, ticked ? colour.withAlpha(0.35) : Color(hex: 0x3A3A3C), radius: 10)
            if ticked { list.stroke(rect, colour, width: 1, radius: 10) }
            // The full name always; the tick only where it fits beside it (the fill says it too).
            let title = TuningPanelLayout.chipTitle(platform)
            let marked = "✓ " + title
            let fits = TextMetrics.estimatedWidth(marked, size: TuningPanelLayout.chipTextSize, weight: .bold) + 8
            list.text(
                ticked && fits <= rect.width ? marked : title, in: rect, size: TuningPanelLayout.chipTextSize,
                weight: .bold, color: .white, alignment: .center)
        }
    }

    /// A header button with the first of `titles` (longest first) that fits it.
    private func button(
        _ titles: [String], _ rect: Rect, highlighted: Bool, into list: inout DrawList, fill: Color? = nil
    ) {
        list.fill(rect, fill ?? (highlighted ? Self.ghostColor.withAlpha(0.35) : Color(hex: 0x3A3A3C)), radius: 6)
        let title =
            titles.first { TextMetrics.estimatedWidth($0, size: 11, weight: .bold) <= rect.width - 10 } ?? titles.last!
        list.text(title, in: rect, size: 11, weight: .bold, color: .white, alignment: .center)
    }

    private func drawRow(
        _ row: TuningRow, in rect: Rect, selected: Bool, layout: TuningPanelLayout,
        into list: inout DrawList
    ) {
        if selected { list.fill(rect, Self.rowSelected, radius: 6) }
        let isSpring: Bool = if case .spring = row { true } else { false }
        let inset = isSpring ? 14.0 : 0
        let changed = !session.isDefault(row)
        // The value gets the width it needs (typing, at least 45 %), the title the rest, in a
        // smaller size where that is what keeps it whole.
        let value = valueText(row)
        let valueWidth =
            session.panel.typing != nil && selected
            ? rect.width * 0.45 - 30
            : min(rect.width * 0.6, TextMetrics.estimatedWidth(value, size: 11.5, weight: .bold) + 4)
        let valueBox = Rect(x: rect.maxX - 30 - valueWidth, y: rect.minY + 2, width: valueWidth, height: 16)
        let titleBox = Rect(
            x: rect.minX + 8 + inset, y: rect.minY + 2, width: max(0, valueBox.minX - 6 - rect.minX - 8 - inset),
            height: 16)
        let weight: FontWeight = selected ? .bold : .regular
        let preferred = isSpring ? 10.5 : 11.5
        let titleSize =
            stride(from: preferred, through: 9, by: -0.5).first {
                TextMetrics.estimatedWidth(row.title, size: $0, weight: weight) <= titleBox.width
            } ?? 9
        list.text(
            row.title, in: titleBox, size: titleSize, weight: weight,
            color: isSpring ? Theme.panelSubtext : .white)
        if selected, let typing = session.panel.typing {
            list.fill(valueBox.insetBy(-2), Color(hex: 0x0A84FF).withAlpha(0.25), radius: 4)
            list.text(typing + "▏", in: valueBox, size: 11.5, weight: .bold, color: .white, alignment: .trailing)
        } else {
            list.text(
                value, in: valueBox, size: 11.5, weight: .bold,
                color: changed ? Self.changed : Color(hex: 0xE5E5EA), alignment: .trailing)
        }
        if changed {
            list.text(
                "↺", in: layout.resetButton(rect), size: 12, color: Theme.panelSubtext,
                alignment: .center)
        }
        let parts = TuningRowLayout(row: row, frame: rect)
        if let choices = parts.choices {
            drawSegments(row, choices: choices, in: parts.segments, into: &list)
        } else {
            drawTrack(row, in: layout.track(rect), into: &list)
        }
        for (i, line) in parts.summaryLines.enumerated() {
            list.text(line, in: parts.summaryLine(i), size: TuningRowLayout.summarySize, color: Theme.panelSubtext)
        }
        if parts.showsStepResponse, case .spring(let pair, _) = row {
            let numbers = session.springNumbers(pair)
            let step = SpringStepResponse(response: numbers.response, dampingRatio: numbers.ratio)
            step.draw(in: parts.stepResponsePlot, into: &list, color: Self.changed)
            list.text(
                "step response x(t): " + step.caption, in: parts.stepResponseCaption, size: TuningRowLayout.summarySize,
                color: Theme.panelSubtext)
        }
    }

    /// A choice among a few: one segment per name, the one in force filled, A's marked.
    private func drawSegments(_ row: TuningRow, choices: [String], in segments: [Rect], into list: inout DrawList) {
        guard case .parameter(let spec) = row else { return }
        let current = session.current(spec)
        let pinned = session.pinned.map { $0.value(of: spec) }
        for (name, rect) in zip(choices, segments) {
            let chosen = current == .choice(name)
            list.fill(rect, chosen ? Self.changed : Self.track, radius: 4)
            if pinned == .choice(name), !chosen {
                list.stroke(rect, Self.ghostColor, width: 1.5, radius: 4)
            }
            list.text(
                TuningRowLayout.label(name), in: rect, size: TuningRowLayout.segmentTextSize, weight: .bold,
                color: chosen ? .white : Color(hex: 0xE5E5EA), alignment: .center)
        }
    }

    private func drawTrack(_ row: TuningRow, in track: Rect, into list: inout DrawList) {
        list.fill(track, Self.track, radius: 2)
        guard let p = position(row) else { return }
        let x = track.minX + p * track.width
        list.fill(
            Rect(x: track.minX, y: track.minY, width: x - track.minX, height: track.height), Self.changed,
            radius: 2)
        if let d = defaultPosition(row) {
            let dx = track.minX + d * track.width
            list.line(Point(x: dx, y: track.minY - 4), Point(x: dx, y: track.maxY + 4), Theme.panelSubtext, width: 1)
        }
        if let a = pinnedPosition(row) {
            let ax = track.minX + a * track.width
            list.fill(
                Rect(center: Point(x: ax, y: track.midY), size: Size(width: 6, height: 6)), Self.ghostColor,
                radius: 3)
        }
        list.fill(Rect(center: Point(x: x, y: track.midY), size: Size(width: 12, height: 12)), .white, radius: 6)
    }

    private func position(_ row: TuningRow) -> Double? {
        if case .parameter(let spec) = row, let names = spec.domain.choices {
            guard case .choice(let name) = session.current(spec), let i = names.firstIndex(of: name) else { return nil }
            return (Double(i) + 0.5) / Double(names.count)
        }
        guard let x = session.number(row), let range = session.range(row) else { return nil }
        return row.position(of: x, in: range)
    }

    private func defaultPosition(_ row: TuningRow) -> Double? {
        guard let x = session.defaultNumber(row), let range = session.range(row) else { return nil }
        return row.position(of: x, in: range)
    }

    /// Where A sits on this slider, when A is pinned and differs.
    private func pinnedPosition(_ row: TuningRow) -> Double? {
        guard case .parameter(let spec) = row, let pinned = session.pinned,
            pinned.value(of: spec) != session.current(spec),
            case .number(let x) = pinned.value(of: spec), let range = spec.domain.bounds
        else { return nil }
        return row.position(of: x, in: range)
    }

    private func valueText(_ row: TuningRow) -> String {
        if case .parameter(let spec) = row, case .choice(let name) = session.current(spec) {
            return TuningRowLayout.label(name)
        }
        guard let x = session.number(row) else { return "–" }
        let unit = row.unit
        // The fling limit, the one count: 0 means none, and one item is not "1 items".
        if unit == "items" { return x == 0 ? "no limit" : x == 1 ? "1 item" : NumberText.short(x) + " items" }
        return NumberText.short(x, significant: 4) + (unit.isEmpty ? "" : " " + unit)
    }
}
