import Motion
import PlaygroundCore

/// What a scene shows and reports: the visible items only, the snap guide, the footer, a broken
/// reload's message; and its `--dump-state` keys, HUD lines, inspector snapshot and wake.
extension SceneDemo {
    /// Item colours when the file gives none: Theme-like, told apart by index.
    static let palette: [Color] = [
        Color(hex: 0x3478F6), Color(hex: 0x34C759), Color(hex: 0xFF9500), Color(hex: 0xAF52DE),
        Color(hex: 0xFF2D55), Color(hex: 0x5AC8FA), Color(hex: 0xFFCC00), Color(hex: 0x8E8E93),
    ]

    public func draw(into list: inout DrawList) {
        list.layer(.title) { list in
            // A long title takes smaller type down to 16 pt before anything would cut it.
            list.fittedText(
                scene.definition.title, in: frame.title, size: 20, weight: .bold, color: Theme.text, minimumSize: 16)
        }
        list.text(
            "\(info.summary) · \(Scene.baseName(scene.file))", in: frame.subtitle, size: 12,
            color: Theme.secondaryText)
        let offset = scroll.offset[axis]
        let selected = selectedIndex
        list.layer(.content) { list in
            list.fill(frame.viewport, .white)
            list.clipped(to: frame.viewport) { list in
                // Android's stretch at an edge: the items scaled towards it, inside the viewport.
                list.transformed(.stretch(scroll.stretch(axis), along: axis, in: frame.viewport)) { list in
                    for index in geometry.visibleRange(offset: offset) {
                        drawItem(index, offset: offset, selected: index == selected, into: &list)
                    }
                }
                // The snap position as two ticks at the viewport's edges, like a viewfinder's
                // marks: a line across would run through the item's label at rest.
                if let guide = guidePosition {
                    for (a, b) in frame.guideTicks(at: guide, length: Self.guideTick) {
                        list.line(a, b, Theme.accent, width: 2)
                    }
                }
            }
        }
        if let problem = reloadProblem {
            drawProblem(problem, into: &list)
            return
        }
        list.text(selectionLine, in: frame.selection, size: 14, weight: .bold, color: Theme.text, alignment: .center)
        list.text(
            "\(phaseName) · offset \(decimal(offset)) pt", in: frame.status, size: 12, color: Theme.secondaryText,
            alignment: .center)
    }

    /// A broken reload's bar: the headline, then the problem (`FILE: what is wrong`) wrapped to
    /// the bar's width, so a long path or reason is read whole rather than cut.
    private func drawProblem(_ problem: String, into list: inout DrawList) {
        let width = max(1, frame.area.width - 44)
        let headline = TextWrap.lines(
            "Not reloaded: the last good scene keeps running until the file is fixed", width: width, size: 12,
            weight: .bold)
        var lines =
            headline.map { ($0, FontWeight.bold) }
            + TextWrap.lines(problem, width: width, size: 12).map { ($0, FontWeight.regular) }
        let limit = frame.problemLineLimit
        if lines.count > limit { lines = Array(lines.prefix(limit)) }
        let bar = frame.problem(lines: lines.count)
        list.fill(bar, Theme.recording.withAlpha(0.92), radius: 6)
        for (k, (line, weight)) in lines.enumerated() {
            list.text(
                line, in: Rect(x: bar.minX + 10, y: bar.minY + 8 + 18 * Double(k), width: bar.width - 20, height: 18),
                size: 12, weight: weight, color: .white)
        }
    }

    private func drawItem(_ index: Int, offset: Double, selected: Bool, into list: inout DrawList) {
        let start = geometry.start(of: index) - offset
        let rect = frame.itemRect(
            start: start, end: start + geometry.length(of: index), cross: geometry.cross(of: index))
        let group = scene.definition.items[geometry.group(of: index)]
        let color = group.color ?? Self.palette[index % Self.palette.count]
        list.fill(rect, color, radius: 10)
        if selected { list.stroke(rect, Theme.text, width: 2, radius: 10) }
        let label = group.label.map { "\($0) · \(index + 1)" } ?? "\(index + 1)"
        let size = min(16, max(9, min(rect.width, rect.height) / 4)).rounded()
        list.text(
            label,
            in: Rect(x: rect.minX + 6, y: rect.midY - size * 0.7, width: max(1, rect.width - 12), height: size * 1.4),
            size: size, weight: .bold, color: .white, alignment: .center)
    }

    /// How far each snap tick reaches into the viewport, pt.
    static let guideTick = 14.0

    /// Where the snap rule rests an item, along the axis in viewport coordinates.
    var guidePosition: Double? { geometry.alignedPosition }

    private var selectionLine: String {
        let count = geometry.itemCount
        guard let selected = selectedIndex else {
            let first = geometry.visibleRange(offset: offset).first.map { $0 + 1 } ?? 0
            return "\(NumberText.grouped(count)) items · first visible \(NumberText.grouped(first))"
        }
        let label = scene.definition.items[geometry.group(of: selected)].label.map { " · \($0)" } ?? ""
        return "item \(NumberText.grouped(selected + 1)) / \(NumberText.grouped(count))\(label)"
    }

    var phaseName: String { scroll.phase.name }

    // MARK: - Reports

    public var state: StateValue {
        let offset = scroll.offset[axis]
        let visible = geometry.visibleRange(offset: offset).map { index in
            StateValue.fields([
                "index": .int(index),
                "start": .double(geometry.start(of: index) - offset),
                "end": .double(geometry.end(of: index) - offset),
            ])
        }
        return .fields([
            "offset": .double(offset),
            "phase": .string(scroll.phase.name),
            "viewport_length": .double(frame.length),
            "selected": selectedIndex.map { .int($0) } ?? .null,
            "visible": .array(visible),
            "snap": .string(geometry.snap.rawValue),
            "items": .int(geometry.itemCount),
            "min_offset": .double(geometry.minOffset),
            "max_offset": .double(geometry.maxOffset),
            "reloads": .int(reloads),
            "reload_error": reloadProblem.map { .string($0) } ?? .null,
        ])
    }

    public var hudLines: [String] {
        let range = geometry.visibleRange(offset: offset)
        var lines = [
            "items drawn \(range.count) of \(NumberText.grouped(geometry.itemCount)) · snap \(geometry.snap.rawValue)",
            "scroll \(scroll.phase.name) · offset \(decimal(offset)) pt",
        ]
        if let r = lastRelease {
            let target = r.targetContentOffset[axis]
            let item = geometry.selectedItem(atOffset: target).map { " → item \($0 + 1)" } ?? ""
            lines.append("release \(decimal(r.velocity[axis])) pt/s\(item)")
        }
        return lines
    }

    public var inspector: InspectorSnapshot? {
        strip.inspector(in: frame.viewport, noun: "item")
    }

    public var wake: Wake {
        switch scroll.phase {
        case .idle: .idle
        case .tracking: scroll.nextDeadline.map { .at($0) } ?? .idle
        case .decelerating, .bouncing, .animating: .nextFrame
        }
    }
}
