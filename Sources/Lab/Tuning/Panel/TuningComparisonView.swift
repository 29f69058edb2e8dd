import Demos
import Motion
import PlaygroundCore

/// The numbers of the last gesture under A and B, side by side: where each rests, how long it
/// takes, how far it swings past its rest and how fast it goes after the release.
///
/// The box is as tall as what it holds (`height`): a hint of two lines leaves its room to the
/// parameter rows above it, which at 640 × 480 are what the panel is for.
struct TuningComparisonView {
    var session: TuningSession
    var demoID: String
    var frame: Rect
    /// A short panel (a 480 pt window): the hints take their short forms, so the rows keep the room.
    var short = false

    /// Room under the last line.
    static let bottomPadding = 6.0

    /// The height the box needs at `width`: its content, laid out as `draw` lays it out.
    static func height(session: TuningSession, demoID: String, width: Double, short: Bool) -> Double {
        var scratch = DrawList()
        let view = TuningComparisonView(
            session: session, demoID: demoID, frame: Rect(x: 0, y: 0, width: width, height: 0), short: short)
        return view.drawContent(into: &scratch) + bottomPadding
    }

    func draw(into list: inout DrawList) {
        list.fill(frame, Color(hex: 0x2C2C2E), radius: 8)
        _ = drawContent(into: &list)
    }

    /// Draws the table or the hint from the box's top; returns how far down it went from there.
    private func drawContent(into list: inout DrawList) -> Double {
        let x = frame.minX + 10
        let w = frame.width - 20
        let colA = x + w * 0.42
        let colB = x + w * 0.71
        let colW = w * 0.29
        var y = frame.minY + 6
        func line(_ label: String, _ a: String, _ b: String, bold: Bool = false) {
            // A narrow panel (640 pt windows) takes a step smaller type, never an ellipsis.
            let cells: [(String, Rect, Color)] = [
                (label, Rect(x: x, y: y, width: w * 0.42, height: 15), bold ? .white : Theme.panelSubtext),
                (a, Rect(x: colA, y: y, width: colW - 4, height: 15), TuningPanelView.ghostColor),
                (b, Rect(x: colB, y: y, width: colW, height: 15), TuningPanelView.changed),
            ]
            for (text, cell, color) in cells {
                _ = list.fittedText(
                    text, in: cell, size: 10.5, weight: bold ? .bold : .regular, color: color, minimumSize: 7)
            }
            y += 16
        }
        if !session.platformGhosts.isEmpty {
            return drawPlatformTable(into: &list)
        }
        guard let pinned = session.pinned else {
            return hint(
                short
                    ? "G pins A. Change a value and flick: both runs' numbers show here."
                    : "G pins the values in force as A. Change one, then flick: the same gesture under A runs "
                        + "beside it as a ghost, with both sets of numbers here.", into: &list)
        }
        guard let gesture = session.lastGesture, let b = gesture.live.metrics else {
            line("last gesture", "A pinned", "B", bold: true)
            return hint(
                short ? "Flick: its ghost under A follows." : "Flick or drag the content: its ghost under A follows.",
                at: y + 4, into: &list)
        }
        line("last gesture", "A (ghost)", "B (live)", bold: true)
        // B is the values in force, as the rows above say (after a change or a save, not those
        // the last gesture ran under): the table never names a value that is no longer live.
        let live = session.values
        for spec in differing(pinned, live).prefix(2) {
            line(
                String(spec.name.drop { $0 != "." }.dropFirst()), pinned.value(of: spec).description,
                live.value(of: spec).description)
        }
        let a = gesture.pinned?.metrics
        line("rest offset", a.map { pt($0.restOffset) } ?? "–", pt(b.restOffset))
        // When it looks still (within 0.5 pt of its rest for good) · when it is at rest (1 pt/s).
        line("settled · at rest", a.map(settledAndSettle) ?? "–", settledAndSettle(b))
        line("peak overshoot", a.map { pt($0.peakOvershoot) } ?? "–", pt(b.peakOvershoot))
        line("peak speed", a.map(speed) ?? "–", speed(b))
        line("release", "", NumberText.short(b.releaseVelocity, significant: 4) + " pt/s")
        // The numbers are the last gesture's: say so when B has changed since it ran.
        guard differing(gesture.record.parameters, live).isEmpty else {
            return hint("B's numbers are from before the change: flick again.", at: y + 2, into: &list)
        }
        return y - frame.minY
    }

    /// A row per ticked platform: where the last gesture came to rest, when it looked still
    /// (`settledMicros`) and when it was at rest (`settleMicros`), how far it went from the
    /// release and its peak speed.
    private func drawPlatformTable(into list: inout DrawList) -> Double {
        let x = frame.minX + 10
        let w = frame.width - 20
        let columns: [(title: String, left: Double, width: Double)] = [
            ("", 0, 0.24), ("rest", 0.24, 0.17), ("still", 0.41, 0.13), ("at rest", 0.54, 0.16),
            ("dist.", 0.7, 0.15), ("peak", 0.85, 0.15),
        ]
        var y = frame.minY + 6
        func row(_ cells: [String], color: Color, bold: Bool) {
            for (cell, column) in zip(cells, columns) {
                // A platform's full name takes a step smaller type in a narrow panel, never an
                // abbreviation or an ellipsis.
                _ = list.fittedText(
                    cell, in: Rect(x: x + w * column.left, y: y, width: w * column.width - 2, height: 15), size: 10,
                    weight: bold ? .bold : .regular, color: color, alignment: column.left == 0 ? .leading : .trailing,
                    minimumSize: 7)
            }
            y += 17
        }
        row(columns.map(\.title), color: .white, bold: true)
        let traces = session.liveTrace == nil ? session.lastGesture?.platforms ?? [] : []
        // A narrow panel keeps whole points and no unit, so the numbers are not cut.
        let narrow = w < 240
        // Seconds without a unit: the hint under the table names it, and two time columns fit.
        func seconds(_ ms: Double?) -> String { ms.map { decimal($0 / 1000, digits: narrow ? 1 : 2) } ?? "–" }
        func cells(_ title: String, _ m: GestureMetrics) -> [String] {
            [
                title, decimal(m.restOffset, digits: narrow ? 0 : 1),
                seconds(m.settledMilliseconds), seconds(m.settleMilliseconds),
                decimal(abs(m.restOffset - m.releaseOffset), digits: narrow ? 0 : 1),
                decimal(m.peakVelocity, digits: 0),
            ]
        }
        // The live run first: what the ticked platforms are compared with.
        let live = session.liveTrace == nil ? session.lastGesture?.live.metrics : nil
        row(
            live.map { cells("Live", $0) } ?? ["Live", "…", "", "", "", ""], color: Theme.accentOnDark, bold: false)
        // A pinned beside the platforms keeps its row: ticking a chip no longer drops it.
        if session.liveTrace == nil, let a = session.lastGesture?.pinned?.metrics {
            row(cells("A (pinned)", a), color: TuningPanelView.ghostColor, bold: false)
        }
        for platform in session.platformGhosts {
            let colour = PlatformGhostsView.color(platform)
            guard let m = traces.first(where: { $0.platform == platform })?.metrics else {
                row([platform.title, "…", "", "", "", ""], color: colour, bold: false)
                continue
            }
            row(cells(platform.title, m), color: colour, bold: false)
        }
        return hint(
            traces.isEmpty
                ? short
                    ? "Flick: it runs again under each ticked platform."
                    : "Flick the content: it runs again under each ticked platform, drawn beside it."
                : "Rest, distance: pt · still, at rest: s · peak: pt/s",
            at: y + 2, into: &list)
    }

    private func differing(_ a: ParameterValues, _ b: ParameterValues) -> [ParameterSpec] {
        session.values.catalog.parameters(ofDemo: demoID).filter { a.value(of: $0) != b.value(of: $0) }
    }

    /// Draws `text` wrapped from `top`; returns the bottom of its last line from the box's top.
    private func hint(_ text: String, at top: Double? = nil, into list: inout DrawList) -> Double {
        // Wrapped to the panel's width: the draw list's text runs are single lines.
        let lines = TextWrap.lines(text, width: frame.width - 20, size: 10.5)
        var y = top ?? frame.minY + 10
        for l in lines {
            list.text(
                l, in: Rect(x: frame.minX + 10, y: y, width: frame.width - 20, height: 14), size: 10.5,
                color: Theme.panelSubtext)
            y += 15
        }
        return y - 1 - frame.minY
    }

    private func pt(_ x: Double) -> String { decimal(x, digits: 1) + " pt" }
    private func speed(_ m: GestureMetrics) -> String {
        NumberText.short(m.peakVelocity, significant: 4)
            + (m.peakSpeedRatio.map {
                " ×"
                    + decimal(
                        $0,
                        digits: 2)
            } ?? "")
    }
    private func settledAndSettle(_ m: GestureMetrics) -> String {
        guard let settle = m.settleMilliseconds, let settled = m.settledMilliseconds else { return "still moving" }
        return decimal(settled / 1000, digits: 2) + " · " + decimal(settle / 1000, digits: 2) + " s"
    }
}
