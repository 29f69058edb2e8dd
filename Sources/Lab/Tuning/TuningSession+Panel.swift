import Motion
import PlaygroundCore

/// The tuning panel's keyboard and pointer handling. Every change goes through
/// the catalog's `validate` (what `--set` and replay files use) and leaves as a
/// `parameter_changed` fact; nothing here changes a demo directly.
extension TuningSession {
    mutating func togglePanel() {
        panel.isOpen.toggle()
        panel.typing = nil
        panel.dragging = nil
        panel.message = nil
    }

    /// The panel laid out in `frame` for `demoID`: its rows as the selection opens them, and the
    /// comparison box as tall as what it shows now. Drawing, keys and the pointer all ask here.
    func panelLayout(frame: Rect, demoID: String, savesScene: Bool = false) -> TuningPanelLayout {
        let rows = panel.rows(demoID: demoID, catalog: values.catalog)
        let height = TuningComparisonView.height(
            session: self, demoID: demoID, width: frame.width - 16, short: frame.height < TuningPanel.shortHeight)
        return panel.layout(frame: frame, rows: rows, comparisonHeight: height, savesScene: savesScene)
    }

    /// After a frame: the comparison box grew or shrank (A pinned, a gesture's numbers in, a
    /// platform ticked), so the rows' band did. The selected row, if it was shown, stays shown,
    /// and a band that grew shows the rows it has room for from where the list was scrolled.
    mutating func followComparison(demoID: String, frame: Rect) {
        guard panel.isOpen else { return }
        let layout = panelLayout(frame: frame, demoID: demoID)
        defer { panel.comparisonHeight = layout.comparisonHeight }
        guard let before = panel.comparisonHeight, before != layout.comparisonHeight else { return }
        var old = layout
        old.comparisonHeight = before
        let selected = panel.selectedIndex(in: panel.rows(demoID: demoID, catalog: values.catalog))
        panel.firstRow =
            old.row(selected, first: panel.firstRow) != nil
            ? layout.firstRow(showing: selected, from: panel.firstRow) : min(panel.firstRow, layout.lastFirstRow)
    }

    // MARK: - Keys

    /// A key while the panel is open; true when the panel used it. While a number is typed
    /// the panel takes every key (digits would otherwise switch demos).
    mutating func panelKey(_ key: Key, _ modifiers: Modifiers, demoID: String, frame: Rect, at time: Int64) -> Bool {
        guard panel.isOpen else { return false }
        let rows = panel.rows(demoID: demoID, catalog: values.catalog)
        guard !rows.isEmpty else { return false }
        let row = rows[panel.selectedIndex(in: rows)]
        if let text = panel.typing {
            type(key, modifiers, into: text, row: row, at: time)
            return true
        }
        let plain = modifiers.subtracting(.shift).isEmpty
        switch key.rawValue {
        case "up" where plain: select(rows[max(0, rows.firstIndex(of: row)! - 1)], demoID: demoID, frame: frame)
        case "down" where plain:
            select(
                rows[min(rows.count - 1, rows.firstIndex(of: row)! + 1)], demoID: demoID,
                frame: frame)
        case "left" where plain: step(row, by: -1, fine: modifiers.contains(.shift), at: time)
        case "right" where plain: step(row, by: 1, fine: modifiers.contains(.shift), at: time)
        case "return", "kp_enter":
            guard number(row) != nil else { return true }
            panel.typing = ""
            panel.message = "Type a value for \(row.title); Enter sets it, Esc cancels"
        case "backspace", "delete":
            if modifiers.contains(.shift) { resetAll(demoID: demoID, at: time) } else { reset(row, at: time) }
        default:
            return false
        }
        return true
    }

    private mutating func type(_ key: Key, _ modifiers: Modifiers, into text: String, row: TuningRow, at time: Int64) {
        var text = text
        switch key.rawValue {
        case "return", "kp_enter":
            panel.typing = nil
            commit(text, row: row, at: time)
            return
        case "escape":
            panel.typing = nil
            panel.message = nil
            return
        case "backspace", "delete": if !text.isEmpty { text.removeLast() }
        case "period": text += "."
        case "minus", "kp_minus": text += "-"
        case "e": text += "e"
        default:
            let name = key.rawValue
            if name.count == 1, let c = name.first, c.isASCII, c.isNumber, !modifiers.contains(.shift) { text += name }
        }
        panel.typing = String(text.prefix(24))
    }

    /// Typed text: for a parameter, exactly the `--set` check; for a spring field, a number
    /// within the field's range.
    private mutating func commit(_ text: String, row: TuningRow, at time: Int64) {
        switch row {
        case .parameter(let spec):
            do {
                let (_, value) = try values.catalog.validate(name: spec.name, text: text)
                panel.message = nil
                emit(spec, value, at: time)
            } catch {
                panel.message = error.problem
            }
        case .spring(let pair, let field):
            guard let x = NumberText.parse(text), let range = range(row), range.contains(x) else {
                let allowed = range(row).map {
                    "\(NumberText.short($0.lowerBound)) to "
                        + "\(NumberText.short($0.upperBound))"
                }
                panel.message =
                    "\(pair.name) \(field.rawValue) = \(ParameterError.quoted(text)) is not a number in "
                    + (allowed ?? "range")
                return
            }
            panel.message = nil
            set(row, to: x, at: time)
        }
    }

    private mutating func select(_ row: TuningRow, demoID: String, frame: Rect) {
        panel.selected = row
        let rows = panel.rows(demoID: demoID, catalog: values.catalog)
        let layout = panelLayout(frame: frame, demoID: demoID)
        panel.firstRow = layout.firstRow(showing: panel.selectedIndex(in: rows), from: panel.firstRow)
    }

    // MARK: - Values

    /// A row's number in force (nil for a choice).
    func number(_ row: TuningRow) -> Double? {
        switch row {
        case .parameter(let spec):
            if case .number(let x) = current(spec) { return x }
            return nil
        case .spring(let pair, let field):
            return pair.value(
                field, response: springNumbers(pair).response, ratio: springNumbers(pair).ratio,
                mass: panel.springMass)
        }
    }

    func range(_ row: TuningRow) -> ClosedRange<Double>? {
        switch row {
        case .parameter(let spec): return spec.domain.bounds
        case .spring(let pair, let field):
            let (r, z) = springNumbers(pair)
            return pair.range(field, response: r, ratio: z, mass: panel.springMass)
        }
    }

    /// The row's value at its defaults.
    func defaultNumber(_ row: TuningRow) -> Double? {
        switch row {
        case .parameter(let spec):
            if case .number(let x) = spec.defaultValue { return x }
            return nil
        case .spring(let pair, let field):
            guard case .number(let r) = pair.response.defaultValue, case .number(let z) = pair.ratio.defaultValue else {
                return nil
            }
            return pair.value(field, response: r, ratio: z, mass: panel.springMass)
        }
    }

    func isDefault(_ row: TuningRow) -> Bool {
        switch row {
        case .parameter(let spec): current(spec) == spec.defaultValue
        case .spring(let pair, _):
            current(pair.response) == pair.response.defaultValue && current(pair.ratio) == pair.ratio.defaultValue
        }
    }

    func springNumbers(_ pair: SpringPair) -> (response: Double, ratio: Double) {
        guard case .number(let r) = current(pair.response), case .number(let z) = current(pair.ratio) else {
            return (0.35, 1)
        }
        return (r, z)
    }

    /// Arrow keys: a step up or down (a tenth with Shift), clamped to the range; choices cycle.
    mutating func step(_ row: TuningRow, by direction: Double, fine: Bool, at time: Int64) {
        if case .parameter(let spec) = row, let names = spec.domain.choices {
            guard case .choice(let name) = current(spec) else { return }
            // A curve made in the editor is not in the list: the arrows go to its ends.
            let i = names.firstIndex(of: name) ?? (direction > 0 ? names.count - 1 : 0)
            let next = (i + (direction > 0 ? 1 : names.count - 1)) % names.count
            emit(spec, .choice(names[next]), at: time)
            return
        }
        guard let x = number(row), let range = range(row) else { return }
        set(row, to: clamp(x + direction * row.step(fine: fine), range), at: time)
    }

    /// A slider position 0...1 (pointer drags): snapped to the fine step.
    mutating func setPosition(_ row: TuningRow, _ p: Double, at time: Int64) {
        if case .parameter(let spec) = row, let names = spec.domain.choices {
            let i = min(names.count - 1, max(0, Int(p * Double(names.count))))
            emit(spec, .choice(names[i]), at: time)
            return
        }
        guard let range = range(row) else { return }
        let step = row.step(fine: true)
        let x = clamp((row.value(atPosition: p, in: range) / step).rounded() * step, range)
        set(row, to: x, at: time)
    }

    /// Sets a row to `x`: a parameter through the one validation, a spring field as the
    /// (response, damping ratio) it implies.
    mutating func set(_ row: TuningRow, to x: Double, at time: Int64) {
        switch row {
        case .parameter(let spec):
            do {
                let (_, value) = try values.catalog.validate(
                    name: spec.name,
                    text: TuningRow.text(
                        x,
                        step: row.step(fine: true)))
                emit(spec, value, at: time)
            } catch {
                panel.message = error.problem
            }
        case .spring(let pair, let field):
            let (r, z) = springNumbers(pair)
            let next = pair.set(field, to: x, response: r, ratio: z, mass: panel.springMass)
            panel.springMass = next.mass
            for (spec, number) in [(pair.response, next.response), (pair.ratio, next.ratio)] {
                // Ten significant digits: 0.8, not the 0.8000000000000002 that 1 − 0.2 computes.
                let text = NumberText.short(number, significant: 10)
                if let (_, value) = try? values.catalog.validate(name: spec.name, text: text) {
                    emit(spec, value, at: time)
                }
            }
        }
    }

    mutating func reset(_ row: TuningRow, at time: Int64) {
        switch row {
        case .parameter(let spec): emit(spec, spec.defaultValue, at: time)
        case .spring(let pair, _):
            panel.springMass = 1
            emit(pair.response, pair.response.defaultValue, at: time)
            emit(pair.ratio, pair.ratio.defaultValue, at: time)
        }
    }

    mutating func resetAll(demoID: String, at time: Int64) {
        for spec in values.catalog.parameters(ofDemo: demoID) { emit(spec, spec.defaultValue, at: time) }
        panel.springMass = 1
        panel.message = "Every \(demoID) parameter is back at its default"
    }

    // MARK: - Pointer

    /// A press in the panel (window coordinates); `savesScene` when the demo is a scene, whose
    /// Save to scene button the app handles (it needs the scene).
    mutating func panelPointerPressed(at p: Point, demoID: String, frame: Rect, savesScene: Bool, at time: Int64) {
        let rows = panel.rows(demoID: demoID, catalog: values.catalog)
        let layout = panelLayout(frame: frame, demoID: demoID, savesScene: savesScene)
        panel.typing = nil
        if layout.closeButton.contains(p) {
            togglePanel()
            return
        }
        if layout.pinButton.contains(p) {
            pin()
            panel.message = "Pinned as A: change a parameter, then repeat the gesture"
            return
        }
        if layout.resetAllButton.contains(p) {
            resetAll(demoID: demoID, at: time)
            return
        }
        for (i, platform) in ScrollPlatform.allCases.enumerated() where layout.platformChip(i).contains(p) {
            guard hasScrollPhysics(demoID: demoID) else {
                panel.message =
                    "Nothing scrolls here to compare under \(platform.title): try a scrolling demo or a scene"
                return
            }
            togglePlatformGhost(platform)
            let shown = platformGhosts.map(\.title).joined(separator: ", ")
            panel.message = shown.isEmpty ? "No platform ghosts" : "Ghosts: " + shown
            return
        }
        for (i, row) in rows.enumerated() {
            guard let rect = layout.row(i, first: panel.firstRow), rect.contains(p) else { continue }
            panel.selected = row
            let parts = TuningRowLayout(row: row, frame: rect)
            if layout.resetButton(rect).contains(p), !isDefault(row) {
                reset(row, at: time)
            } else if case .parameter(let spec) = row, let choices = parts.choices {
                // A segment is a choice: a click picks it (no dragging along a segmented control).
                if let i = parts.segments.firstIndex(where: { $0.contains(p) }) {
                    emit(spec, .choice(choices[i]), at: time)
                }
            } else if layout.trackHitArea(rect).contains(p) {
                panel.dragging = row
                drag(to: p, track: layout.track(rect), at: time)
            }
            return
        }
    }

    mutating func panelPointerMoved(to p: Point, demoID: String, frame: Rect, at time: Int64) {
        guard let row = panel.dragging else { return }
        let rows = panel.rows(demoID: demoID, catalog: values.catalog)
        let layout = panelLayout(frame: frame, demoID: demoID)
        guard let i = rows.firstIndex(of: row), let rect = layout.row(i, first: panel.firstRow) else { return }
        drag(to: p, track: layout.track(rect), at: time)
    }

    mutating func panelPointerReleased() { panel.dragging = nil }

    /// Scrolls the rows by `rows` (wheel notches), within the list.
    mutating func panelScroll(rows: Int, demoID: String, frame: Rect) {
        let layout = panelLayout(frame: frame, demoID: demoID)
        panel.firstRow = max(0, min(panel.firstRow + rows, layout.lastFirstRow))
    }

    private mutating func drag(to p: Point, track: Rect, at time: Int64) {
        guard let row = panel.dragging, track.width > 0 else { return }
        setPosition(row, (p.x - track.minX) / track.width, at: time)
    }
}
