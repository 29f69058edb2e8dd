import Motion
import PlaygroundCore

/// The channel title row above the container (the seed leaves it to the app): a horizontal
/// scroll view of titles whose underline follows the running transition, interactive too.
/// Tab geometry is in content coordinates (x from the row's start), so the indicator is just an
/// interpolation between two tab frames.
struct PagerTabBar: Sendable {
    /// Title size, pt.
    static let fontSize = 15.0
    /// Space either side of a title, pt.
    static let padding = 12.0
    static let indicatorHeight = 3.0
    /// Scrolling the selected tab into view (UIView's default 0.3 s, ease-in-out).
    static let defaultScrollDuration = 0.3

    let titles: [String]
    /// Each tab's [x, x + width) in content coordinates.
    let tabs: [(x: Double, width: Double)]
    var frame: Rect
    var scroll: ScrollView
    /// Seconds (`pager.tab_scroll_duration`).
    var scrollDuration = PagerTabBar.defaultScrollDuration

    init(titles: [String], frame: Rect) {
        self.titles = titles
        var x = 0.0
        var tabs: [(x: Double, width: Double)] = []
        for title in titles {
            let w = TextMetrics.estimatedWidth(title, size: Self.fontSize, weight: .bold) + 2 * Self.padding
            tabs.append((x, w))
            x += w
        }
        self.tabs = tabs
        self.frame = frame
        scroll = ScrollView(
            viewport: frame.size, contentSize: Size(width: x, height: frame.height), axes: [.horizontal])
    }

    var contentWidth: Double { tabs.last.map { $0.x + $0.width } ?? 0 }

    mutating func resize(frame: Rect, time: Int64) {
        self.frame = frame
        scroll.resize(
            viewport: frame.size, contentSize: Size(width: contentWidth, height: frame.height), insets: .zero,
            time: time)
    }

    /// The underline under tab `i` (content coordinates): the title's width, at the bottom.
    func indicator(_ i: Int) -> Rect {
        let tab = tabs[i]
        return Rect(
            x: tab.x + Self.padding, y: frame.height - Self.indicatorHeight - 2, width: tab.width - 2 * Self.padding,
            height: Self.indicatorHeight)
    }

    /// The underline between tabs `from` and `to` at `fraction`: x and width interpolated.
    func indicator(from: Int, to: Int, fraction: Double) -> Rect {
        let a = indicator(from)
        let b = indicator(to)
        return Rect(
            x: lerp(a.minX, b.minX, fraction), y: a.minY, width: lerp(a.width, b.width, fraction), height: a.height)
    }

    /// The tab under a point in demo coordinates.
    func tab(at p: Point) -> Int? {
        guard frame.contains(p) else { return nil }
        let x = p.x - frame.minX + scroll.offset.x
        return tabs.firstIndex { x >= $0.x && x < $0.x + $0.width }
    }

    /// The offset that centres tab `i`, clamped to the scrollable range.
    func centringOffset(_ i: Int) -> Double {
        clamp(tabs[i].x + tabs[i].width / 2 - frame.width / 2, scroll.range(.horizontal))
    }

    /// Animates tab `i` to the centre (or as near as the ends allow).
    mutating func scrollIntoView(_ i: Int, time: Int64) {
        let target = centringOffset(i)
        guard abs(target - scroll.offset.x) > 0.5 else { return }
        scroll.setContentOffset(Point(x: target, y: 0), duration: scrollDuration, timing: .easeInOut, time: time)
    }

    /// Titles blend toward the accent colour as their tab becomes selected, with the transition.
    func draw(into list: inout DrawList, from: Int, to: Int, fraction: Double) {
        list.fill(frame, .white, radius: 8)
        list.clipped(to: frame) { list in
            let dx = frame.minX - scroll.offset.x
            let visible = (scroll.offset.x - 1)...(scroll.offset.x + frame.width + 1)
            for (i, tab) in tabs.enumerated()
            where tab.x + tab.width >= visible.lowerBound && tab.x <= visible.upperBound {
                var weight = 0.0
                if i == from { weight += 1 - fraction }
                if i == to { weight += fraction }
                let color = Color.mix(Theme.text, PagerDemo.accent, clamp(weight, 0...1))
                list.text(
                    titles[i], in: Rect(x: dx + tab.x, y: frame.minY, width: tab.width, height: frame.height - 4),
                    size: Self.fontSize, weight: weight > 0.5 ? .bold : .regular, color: color, alignment: .center)
            }
            let bar = indicator(from: from, to: to, fraction: fraction)
            list.fill(bar.offsetBy(dx: dx, dy: frame.minY), PagerDemo.accent, radius: 1.5)
        }
        list.stroke(frame, Theme.separator, width: 1, radius: 8)
    }
}
