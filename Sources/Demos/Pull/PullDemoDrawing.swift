import Motion
import PlaygroundCore

// The pull demo's drawing: navigation bar, the stacked pages with their pull hints, the toast,
// the explanation panel and the pushed detail.
extension PullDemo {
    public func draw(into list: inout DrawList) {
        if let detail {
            // Under a pushed detail the page moves left a little and dims (UINavigationController).
            let underlap = detail.underlap(at: now, width: layout.detail.width)
            list.clipped(to: layout.detail) { list in
                list.transformed(.translate(underlap.shift, 0)) { list in drawPageStack(into: &list) }
                if underlap.dim > 0 { list.fill(layout.detail, Color.black.withAlpha(underlap.dim)) }
            }
        } else {
            drawPageStack(into: &list)
        }
        drawSidePanel(into: &list)
        detail?.draw(into: &list, frame: layout.detail, backButton: layout.backButton, time: now)
    }

    /// What the navigation stack shows under a detail: the bar, the pages, the toast.
    private func drawPageStack(into list: inout DrawList) {
        drawNavigationBar(into: &list)
        let frame = layout.container
        list.layer(.content) { list in
            list.fill(frame, .white)
            list.clipped(to: frame) { list in
                for page in pages {
                    let rect = Rect(x: frame.minX, y: pageTop(page.index), width: frame.width, height: frame.height)
                    guard rect.intersects(frame) else { continue }
                    drawPage(page, in: rect, into: &list)
                }
            }
        }
        list.stroke(frame, Theme.separator, width: 1)
        if let toast { drawToast(toast, into: &list) }
    }

    private func drawNavigationBar(into list: inout DrawList) {
        let bar = layout.navBar
        list.fill(bar, Color(hex: 0xF9F9F9))
        list.line(Point(x: bar.minX, y: bar.maxY - 0.5), Point(x: bar.maxX, y: bar.maxY - 0.5), Theme.separator)
        list.layer(.title) { list in
            list.text(
                titles.seed, in: Rect(x: bar.minX, y: bar.minY + 4, width: bar.width, height: 22), size: 17,
                weight: .bold, color: Theme.text, alignment: .center)
        }
        list.text(
            titles.english, in: Rect(x: bar.minX, y: bar.minY + 27, width: bar.width, height: 16), size: 11,
            color: Theme.secondaryText, alignment: .center)
    }

    private func drawPage(_ page: PullPage, in rect: Rect, into list: inout DrawList) {
        let grid = page.grid
        let y0 = rect.minY - page.scroll.offset.y
        list.clipped(to: rect) { list in
            for item in 0..<PullGridLayout.itemCount {
                let cell = grid.frame(ofItem: item).offsetBy(dx: rect.minX, dy: y0)
                guard cell.intersects(rect) else { continue }
                let color = page.colors[item]
                list.fill(cell, color)
                let light = 299 * Int(color.r) + 587 * Int(color.g) + 114 * Int(color.b) > 150_000
                list.text(
                    "\(item + 1)", in: cell, size: 15, weight: .bold, color: light ? Theme.text : .white,
                    alignment: .center)
            }
            drawPullHints(page, in: rect, into: &list)
        }
    }

    /// The header / footer revealed by the rubber band, centred in the gap so it follows the pull.
    /// It lives in the gap: clipped to it, so it never paints over the grid, and faded in while
    /// the gap opens up to the hint's own height.
    private func drawPullHints(_ page: PullPage, in rect: Rect, into list: inout DrawList) {
        let s = page.scroll
        let below = s.offset.y - s.maxOffset(.vertical)
        let above = s.minOffset(.vertical) - s.offset.y
        let edge: PullHint.Edge
        let gap: Double
        if below > 0 {
            edge = .bottom
            gap = below
        } else if above > 0 {
            edge = .top
            gap = above
        } else {
            return
        }
        let area =
            edge == .bottom
            ? Rect(x: rect.minX, y: rect.maxY - gap, width: rect.width, height: gap)
            : Rect(x: rect.minX, y: rect.minY, width: rect.width, height: gap)
        list.withOpacity(clamp((gap - Self.hintRevealStart) / Self.hintRevealLength, 0...1)) { list in
            list.clipped(to: area) { list in drawPullHint(page, edge: edge, gap: gap, in: rect, into: &list) }
        }
    }

    /// Gap (pt) where the hint starts to show, and over how many more points it fades in.
    static let hintRevealStart = 6.0
    static let hintRevealLength = 18.0

    private func drawPullHint(
        _ page: PullPage, edge: PullHint.Edge, gap: Double, in rect: Rect,
        into list: inout DrawList
    ) {
        // The page being left keeps saying what its release did while the container moves.
        let ready = page.index == current ? hint == .ready(edge) : move?.from == page.index
        let text = PullHint.text(edge: edge, ready: ready, index: page.index, count: pageCount)
        let centerY = edge == .bottom ? rect.maxY - gap / 2 : rect.minY + gap / 2
        let hasArrow = edge == .bottom ? page.index + 1 < pageCount : page.index > 0
        let width = TextMetrics.estimatedWidth(text, size: 13)
        let textX = rect.midX - width / 2 + (hasArrow ? 12 : 0)
        list.text(
            text, in: Rect(x: textX, y: centerY - 9, width: width + 8, height: 18), size: 13,
            color: ready ? Theme.accent : Theme.secondaryText)
        if hasArrow {
            // Points the way the finger moves while pulling, flips when releasing would act.
            let pullsUp = edge == .bottom
            let up = ready ? !pullsUp : pullsUp
            drawArrow(
                at: Point(x: textX - 16, y: centerY), up: up, color: ready ? Theme.accent : Theme.secondaryText,
                into: &list)
        }
    }

    private func drawArrow(at c: Point, up: Bool, color: Color, into list: inout DrawList) {
        let half = 7.0
        let head = 4.0
        let tip = Point(x: c.x, y: up ? c.y - half : c.y + half)
        let tail = Point(x: c.x, y: up ? c.y + half : c.y - half)
        let back = up ? head : -head
        list.line(tail, tip, color, width: 2)
        list.line(tip, Point(x: tip.x - head, y: tip.y + back), color, width: 2)
        list.line(tip, Point(x: tip.x + head, y: tip.y + back), color, width: 2)
    }

    private func drawToast(_ toast: PullToast, into list: inout DrawList) {
        let frame = layout.container
        let width = TextMetrics.estimatedWidth(toast.text, size: 14) + 36
        let pill = Rect(center: Point(x: frame.midX, y: frame.midY), size: Size(width: width, height: 36))
        list.withOpacity(toast.opacity(at: now)) { list in
            list.fill(pill, Color(0, 0, 0, 190), radius: 18)
            list.text(toast.text, in: pill, size: 14, weight: .bold, color: .white, alignment: .center)
        }
    }

    private func drawSidePanel(into list: inout DrawList) {
        let side = layout.side
        var y = side.minY
        // A line too long for a narrow panel wraps onto the next rather than being cut short.
        func line(
            _ text: String, size: Double = 12, weight: FontWeight = .regular, color: Color = Theme.secondaryText,
            height: Double = 18
        ) {
            for part in TextWrap.lines(text, width: side.width, size: size, weight: weight) {
                list.text(
                    part, in: Rect(x: side.minX, y: y, width: side.width, height: height), size: size,
                    weight: weight, color: color)
                y += height
            }
        }
        list.append(.pushLayer(.title))
        line("Pull to next page", size: 20, weight: .bold, color: Theme.text, height: 28)
        list.append(.popLayer)
        line("Pull past the grid's bottom by > \(NumberText.short(parameters.threshold)) pt, let go:")
        line("the next page slides in (\(NumberText.short(parameters.pageMoveDuration)) s, ease-in-out).")
        line("Past its top: the previous page, as you left it.")
        line("The wheel pulls too, judged when it stops.")
        y += 12
        let s = pages[current].scroll
        let below = s.offset.y - s.maxOffset(.vertical)
        let above = s.minOffset(.vertical) - s.offset.y
        let wheel = abs(s.wheelOverscroll.y)
        let pull = wheel != 0 ? wheel : max(0, below, above)
        line("\(titles.english) · built \(pages.count)", size: 13, weight: .bold, color: Theme.text)
        line("grid offset \(Self.format(s.offset.y)) of \(Self.format(s.maxOffset(.vertical))) pt · \(s.phase.name)")
        line(
            "pull \(Self.format(pull)) / \(Self.format(parameters.threshold)) pt · hint \(hint.name)",
            color: hint.name == "ready" ? Theme.accent : Theme.secondaryText)
        line("container offset \(Self.format(containerOffset)) pt" + (move != nil ? " · moving" : ""))
        y += 10
        drawPageMap(top: y, into: &list)
    }

    /// One square per page: filled for the current one, tinted once built, outlined before.
    private func drawPageMap(top: Double, into list: inout DrawList) {
        let side = layout.side
        let size = 16.0
        let gap = 5.0
        let perRow = max(1, Int((side.width + gap) / (size + gap)))
        for i in 0..<pageCount {
            let r = Rect(
                x: side.minX + Double(i % perRow) * (size + gap), y: top + Double(i / perRow) * (size + gap),
                width: size, height: size)
            if i == current {
                list.fill(r, Theme.accent, radius: 3)
            } else if i < pages.count {
                list.fill(r, Theme.accent.withAlpha(0.3), radius: 3)
            } else {
                list.stroke(r, Theme.separator, width: 1, radius: 3)
            }
        }
    }
}
