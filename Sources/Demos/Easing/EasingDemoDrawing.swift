import Motion
import PlaygroundCore

// The eased-scrolling demo's drawing: title, the reused rows, the controls, the plot and the status.
extension EasingDemo {
    public func draw(into list: inout DrawList) {
        list.layer(.title) { list in
            list.text(
                "Eased scrolling", in: Rect(x: 20, y: 14, width: min(400, layout.viewport.width - 40), height: 24),
                size: 20, weight: .bold, color: Theme.text)
        }
        DemoSubtitle.draw(
            "setContentOffset(target, duration, timing) driven by the display link, evaluated from elapsed time",
            viewportWidth: layout.viewport.width, into: &list)
        drawList(into: &list)
        drawControls(into: &list)
        plot.draw(into: &list)
        // Beside the stepper the column is narrow: the status wraps onto its three lines.
        let box = layout.status
        let lineCount = max(1, Int(box.height / EasingLayout.statusLineHeight))
        if lineCount == 1 {
            list.text(status, in: box, size: 12, color: Theme.secondaryText)
        } else {
            for (i, line) in TextWrap.lines(status, width: box.width, size: 12).prefix(lineCount).enumerated() {
                list.text(
                    line,
                    in: Rect(
                        x: box.minX, y: box.minY + Double(i) * EasingLayout.statusLineHeight,
                        width: box.width, height: EasingLayout.statusLineHeight),
                    size: 12, color: Theme.secondaryText)
            }
        }
    }

    private func drawList(into list: inout DrawList) {
        let frame = layout.list
        list.layer(.content) { list in
            list.fill(frame, .white, radius: 10)
            list.clipped(to: frame) { list in
                // Android's stretch at an edge: the rows scaled towards it, inside the list.
                list.transformed(.stretch(scroll.stretch(.vertical), along: .vertical, in: frame)) { list in
                    for index in visible.keys.sorted() {
                        let y = frame.minY + Double(index) * Self.rowHeight - scroll.offset.y
                        visible[index]!.draw(
                            into: &list, frame: Rect(x: frame.minX, y: y, width: frame.width, height: Self.rowHeight))
                    }
                }
            }
            list.stroke(frame, Theme.separator, width: 1, radius: 10)
        }
    }

    private func drawControls(into list: inout DrawList) {
        let x = layout.controls.minX
        list.text(
            "Timing function", in: Rect(x: x, y: layout.controls.minY, width: 200, height: 18), size: 13, weight: .bold,
            color: Theme.text)
        for (i, frame) in layout.curveButtons(count: Easing.allNamed.count).enumerated() {
            Button(Easing.allNamed[i].name, frame: frame, selected: Easing.allNamed[i] == timing).draw(
                into: &list, size: 10.5)
        }
        if let stepper = layout.stepper {
            // A column too narrow for "‹ Previous" says "‹ Prev", the way the arrow buttons read.
            let previous = ["‹ Previous", "‹ Prev"].first {
                TextMetrics.estimatedWidth($0, size: 12) <= stepper[0].insetBy(4).width
            }
            for (frame, title) in zip(stepper, [previous ?? "‹", "Next ›"]) {
                Button(title, frame: frame).draw(into: &list)
            }
            list.text(timing.name, in: layout.stepperName, size: 12, weight: .bold, color: Theme.accent)
        }
        let durations = layout.durationButtons(count: Self.durations.count)
        if let first = durations.first {
            list.text(
                "Duration", in: Rect(x: x, y: first.minY - 20, width: 200, height: 18), size: 13, weight: .bold,
                color: Theme.text)
        }
        for (i, frame) in durations.enumerated() {
            Button(Self.formatSeconds(Self.durations[i]), frame: frame, selected: Self.durations[i] == duration).draw(
                into: &list)
        }
        for (frame, title) in zip(layout.actionButtons, ["↑ Top", "↓ Bottom", "Random row"]) {
            Button(title, frame: frame).draw(into: &list)
        }
    }
}
