import Motion

// The pager's drawing: title, tab bar, the container's children in their transition poses, and
// the side panel (animator buttons, counters, the event log).
extension PagerDemo {
    public func draw(into list: inout DrawList) {
        list.layer(.title) { list in
            list.text(
                "Transition pager", in: Rect(x: 20, y: 14, width: 400, height: 24), size: 20, weight: .bold,
                color: Theme.text)
        }
        list.text(
            "Custom container: data source + reuse, transition context, animators, percent-driven interaction",
            in: Rect(x: 20, y: 38, width: layout.viewport.width - 40, height: 18), size: 12, color: Theme.secondaryText)
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
        var y = layout.statsTop
        let stats = [
            "channel \(container.currentIndex + 1) / \(container.numberOfChildren)",
            "controllers: \(container.controllersCreated) created, \(container.children.count) shown, \(container.pool.waitingCount) pooled",
            transitionLine,
        ]
        for line in stats {
            list.text(
                line, in: Rect(x: side.minX, y: y, width: side.width, height: PagerLayout.logLineHeight), size: 11,
                color: Theme.secondaryText)
            y += PagerLayout.logLineHeight
        }
        let top = layout.logTop
        list.text(
            "Event log", in: Rect(x: side.minX, y: top, width: side.width, height: 18), size: 13, weight: .bold,
            color: Theme.text)
        // As many of the newest lines as the column holds: a tall window shows a long history.
        let fitting = max(0, Int((side.maxY - top - 22) / PagerLayout.logLineHeight))
        for (k, entry) in container.log.last(fitting).enumerated() {
            let color: Color
            switch entry {
            case .lifecycle: color = Theme.text
            case .animationEnded: color = Theme.secondaryText
            case .didStartTransition, .didEndTransition: color = Theme.accent
            }
            list.text(
                entry.text,
                in: Rect(
                    x: side.minX, y: top + 22 + Double(k) * PagerLayout.logLineHeight, width: side.width,
                    height: PagerLayout.logLineHeight), size: 11, color: color)
        }
    }

    private var transitionLine: String {
        guard let t = container.transition else { return "at rest" }
        let percent = Int((container.fraction * 100).rounded())
        return "\(t.animator.name) \(t.context.fromIndex) → \(t.context.toIndex) \(percent)%"
            + (t.isInteractive ? " interactive" : "") + (t.context.transitionWasCancelled ? " cancelling" : "")
    }
}
