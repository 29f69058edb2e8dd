import Motion
import PlaygroundCore

// What the pull demo reports: the hint, wake-ups, state, HUD lines, inspector and test hooks.
extension PullDemo {

    /// The container's offset (pt): the page position times the page height.
    public var containerOffset: Double {
        (move?.position(at: now) ?? Double(current)) * layout.container.height
    }

    public var currentScroll: ScrollView { pages[current].scroll }

    /// The feedback for the current page's grid.
    public var hint: PullHint {
        guard move == nil, detail == nil else { return .idle }
        let s = pages[current].scroll
        // A wheel gesture counts where it is pulling to; anything else where the grid is.
        let wheel = s.wheelOverscroll.y
        let pull = wheel != 0 ? wheel : s.overscroll(.vertical)
        guard pull != 0 else { return .idle }
        let edge: PullHint.Edge = pull > 0 ? .bottom : .top
        let amount = abs(pull)
        let active = s.isDragging || wheel != 0
        let neighbour = edge == .bottom ? current + 1 < pageCount : current > 0
        return active && neighbour && amount > parameters.threshold ? .ready(edge) : .pulling(edge)
    }

    public var wake: Wake {
        var wake = Wake.idle
        if move != nil { wake = .nextFrame }
        if let detail, detail.isSliding(at: now) { wake = .nextFrame }
        for page in pages {
            let s = page.scroll
            if s.isSettled { continue }
            if s.phase == .tracking, !s.isDragging, let d = s.nextDeadline {
                wake = wake.merged(with: .at(d))
            } else {
                wake = .nextFrame
            }
        }
        if let toast {
            wake = wake.merged(with: now < toast.fadeStart ? .at(toast.fadeStart) : .nextFrame)
        }
        return wake
    }

    public var state: StateValue {
        let s = pages[current].scroll
        return .fields([
            "page": .int(current + 1),
            "pages": .int(pageCount),
            "pages_created": .int(pages.count),
            "offset_y": .double(containerOffset),
            "inner_offset_y": .double(s.offset.y),
            "inner_phase": .string(s.phase.name),
            "hint": .string(hint.name),
            "moving": .bool(move != nil),
            "detail_open": .bool(isDetailOpen),
        ])
    }

    public var hudLines: [String] {
        let s = pages[current].scroll
        return [
            "page \(current + 1) of \(pageCount), built \(pages.count)",
            "grid \(s.phase.name), hint \(hint.name)" + (move != nil ? ", container moving" : ""),
        ]
    }

    public var inspector: InspectorSnapshot? {
        InspectorSnapshot(scroll: pages[current].scroll, axis: .vertical, viewportFrame: layout.container)
    }

    /// A gesture's motion down the whole stack of pages (pt): the container's offset plus the
    /// offset of the grid being shown, which is what the eye follows from a pull to the next
    /// page's rest. During a move the grid left and the grid arrived are blended by the move's
    /// progress, so the position runs on without a jump at either end; the phase is the move's
    /// until it ends. (The inspector keeps showing the grid: its marks and bar are the grid's.)
    public var gestureSnapshot: InspectorSnapshot? {
        let height = layout.container.height
        let last = pages[current].scroll
        let range = (pages[0].scroll.minOffset(.vertical), Double(pageCount - 1) * height + last.maxOffset(.vertical))
        guard let move else {
            var snapshot = InspectorSnapshot(
                axis: .vertical, phase: last.phase.name, offset: containerOffset + last.offset.y,
                velocity: last.velocity.y, projectedLanding: last.projectedLanding.map { containerOffset + $0.y },
                target: last.target.map { containerOffset + $0.y }, minOffset: range.0, maxOffset: range.1,
                viewportFrame: layout.container, trackerVelocity: last.trackerVelocity?.y,
                viewportLength: height)
            snapshot.tracker = last.trackerReading
            return snapshot
        }
        let from = pages[move.from].scroll
        let to = pages[move.to].scroll
        let position = move.position(at: now)
        let span = Double(move.to - move.from)
        let blend = span == 0 ? 1 : (position - Double(move.from)) / span
        let blendRate = span == 0 ? 0 : move.velocity(at: now) / span
        let offset = position * height + (1 - blend) * from.offset.y + blend * to.offset.y
        let velocity =
            move.velocity(at: now) * height + blendRate * (to.offset.y - from.offset.y)
            + (1 - blend) * from.velocity.y + blend * to.velocity.y
        var snapshot = InspectorSnapshot(
            axis: .vertical, phase: ScrollPhase.animating.name, offset: offset, velocity: velocity,
            projectedLanding: nil, target: Double(move.to) * height + to.offset.y, minOffset: range.0,
            maxOffset: range.1, viewportFrame: layout.container, trackerVelocity: from.trackerVelocity?.y,
            viewportLength: height)
        snapshot.tracker = from.trackerReading
        return snapshot
    }

    /// The detail is up or coming in; while it pops it no longer holds Esc.
    public var isDetailOpen: Bool { detail.map { !$0.isClosing } ?? false }

    public var hasOverlay: Bool { isDetailOpen }

    /// The title bar's two lines: the seed's "第2页" and "Page 2 of 5".
    public var titles: (seed: String, english: String) {
        ("第\(current + 1)页", "Page \(current + 1) of \(pageCount)")
    }

    /// Where a cell sits on screen now, in demo coordinates (for tests and scripted clicks).
    public func cellFrame(page index: Int, item: Int) -> Rect {
        let page = pages[index]
        let top = pageTop(index)
        return page.grid.frame(ofItem: item).offsetBy(dx: layout.container.minX, dy: top - page.scroll.offset.y)
    }

    public var containerFrame: Rect { layout.container }
    public var backButtonFrame: Rect { layout.backButton }

    func pageTop(_ index: Int) -> Double {
        layout.container.minY + Double(index) * layout.container.height - containerOffset
    }
}
