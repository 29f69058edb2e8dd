import Motion
import PlaygroundCore

// The pager's drawing: title, tab bar, the container's children in their transition poses, and
// the side panel (animator buttons, counters, the event log).
extension PagerDemo {
    public func draw(into list: inout DrawList) {
        list.layer(.title) { list in
            list.text(
                "Transition pager", in: Rect(x: 20, y: 14, width: 400, height: 24), size: 20, weight: .bold,
                color: Theme.text)
        }
        DemoSubtitle.draw(
            "Custom container: data source + reuse, transition context, animators, percent-driven interaction",
            viewportWidth: layout.viewport.width, into: &list)
        let (from, to) = transitionTabs
        list.layer(.content) { list in tabBar.draw(into: &list, from: from, to: to, fraction: container.fraction) }
        list.layer(.content) { list in drawContent(into: &list) }
        drawSide(into: &list)
    }

    private func drawContent(into list: inout DrawList) {
        let frame = layout.content
        list.fill(frame, Theme.separator.withAlpha(0.35), radius: 10)
        list.clipped(to: frame) { list in
            if let poses = container.poses, let t = container.transition,
                let from = container.children.first(where: { $0.id == t.context.fromController }),
                let to = container.children.first(where: { $0.id == t.context.toController })
            {
                let order =
                    poses.toOnTop ? [(from, poses.from), (to, poses.to)] : [(to, poses.to), (from, poses.from)]
                for (child, pose) in order { drawChild(child, pose: pose, into: &list) }
            } else if let child = container.children.first {
                drawChild(child, pose: .translated(edgeOffset(at: now)), into: &list)
            }
        }
    }

    private func drawChild(_ child: ChannelController, pose: ViewPose, into list: inout DrawList) {
        let frame = layout.content
        list.withOpacity(pose.opacity) { list in
            list.transformed(pose.transform) { list in
                child.draw(into: &list, frame: frame)
                if pose.dimming > 0 { list.fill(frame, Color.black.withAlpha(pose.dimming), radius: 10) }
            }
        }
    }

    private func drawSide(into list: inout DrawList) {
        let side = layout.side
        list.text(
            "Animator (A)", in: Rect(x: side.minX, y: side.minY, width: side.width, height: 18), size: 13,
            weight: .bold,
            color: Theme.text)
        let styles = ChannelTransitionDelegate.Style.allCases
        for (frame, s) in zip(layout.styleButtons(count: styles.count), styles) {
            Button(s.title, frame: frame, selected: s == style).draw(into: &list)
        }
        // Counters and log lines wrap in a narrow column (continuation lines 13 pt apart, under
        // their first); the log starts below however many lines the counters took.
        var y = layout.statsTop
        let stats = [
            "channel \(container.currentIndex + 1) / \(container.numberOfChildren)",
            "controllers: \(container.controllersCreated) created, \(container.children.count) shown, \(container.pool.waitingCount) pooled",
            transitionLine,
        ]
        for line in stats {
            y = Self.drawWrapped(line, at: y, in: side, color: Theme.secondaryText, into: &list)
        }
        let top = max(layout.logTop, y + 14)
        list.text(
            "Event log", in: Rect(x: side.minX, y: top, width: side.width, height: 18), size: 13, weight: .bold,
            color: Theme.text)
        // As many of the newest entries as the column holds: a tall window shows a long history.
        var room = side.maxY - top - 22
        var shown: [(entry: PagerLogEntry, lines: [String])] = []
        for entry in container.log.entries.reversed() {
            let lines = TextWrap.lines(entry.text, width: side.width, size: 11)
            let height = Self.wrappedHeight(lines.count)
            guard height <= room else { break }
            room -= height
            shown.insert((entry, lines), at: 0)
        }
        y = top + 22
        for (entry, lines) in shown {
            let color: Color
            switch entry {
            case .lifecycle: color = Theme.text
            case .animationEnded: color = Theme.secondaryText
            case .didStartTransition, .didEndTransition: color = Theme.accent
            }
            y = Self.drawLines(lines, at: y, in: side, color: color, into: &list)
        }
    }

    /// A line of 16 pt, plus 13 pt for each continuation line.
    private static func wrappedHeight(_ lines: Int) -> Double {
        PagerLayout.logLineHeight + Double(max(0, lines - 1)) * 13
    }

    private static func drawWrapped(
        _ text: String, at y: Double, in side: Rect, color: Color, into list: inout DrawList
    ) -> Double {
        drawLines(TextWrap.lines(text, width: side.width, size: 11), at: y, in: side, color: color, into: &list)
    }

    /// Draws `lines` from `y` down and gives back the y under them.
    private static func drawLines(
        _ lines: [String], at y: Double, in side: Rect, color: Color, into list: inout DrawList
    ) -> Double {
        for (k, line) in lines.enumerated() {
            list.text(
                line, in: Rect(x: side.minX, y: y + Double(k) * 13, width: side.width, height: 16), size: 11,
                color: color)
        }
        return y + wrappedHeight(lines.count)
    }

    private var transitionLine: String {
        guard let t = container.transition else { return "at rest" }
        let percent = Int((container.fraction * 100).rounded())
        return "\(t.animator.name) \(t.context.fromIndex) → \(t.context.toIndex) \(percent)%"
            + (t.isInteractive ? " interactive" : "") + (t.context.transitionWasCancelled ? " cancelling" : "")
    }
}
