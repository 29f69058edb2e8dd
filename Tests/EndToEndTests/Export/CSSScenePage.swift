import Foundation

/// One scene's CSS export on the markup it documents, with the scrolls to make in Chromium and
/// where the playground says each must rest.
///
/// The page holds what the export's banner asks for: a viewport div (sized to the playground's
/// viewport), a scroller div inside it, and an element per item classed by its group. It measures
/// its scroll position the way the playground counts offsets (the first item's start, in
/// content coordinates, minus where it sits in the viewport), so a rest compares directly with
/// `scene check`'s `rest_offset`.
struct CSSScenePage {
    /// What `scene check --json` says of a scene, as far as this test needs it.
    struct Check: Decodable {
        struct Item: Decodable {
            var index: Int
            var group: Int
            var start: Double
            var restOffset: Double?
        }
        var id: String
        var axis: String
        var snap: String
        var maxItemsPerFling: Int?
        var viewportLength: Double
        var minOffset: Double
        var maxOffset: Double
        var items: [Item]
        var pages: [Double]?
    }

    /// One scroll made in the browser.
    enum Scroll {
        /// One wheel event whose scroll ends `nudge` px past `target`.
        case wheelTo(target: Double, nudge: Double)
        /// `count` wheel events of `step` px, 16 ms apart: a quick spin of the wheel.
        case wheel(step: Double, count: Int)
        /// `scrollBy` in script, which snaps like a user's scroll and honours scroll-snap-stop.
        case scriptBy(Double)
    }

    /// The page's width across a vertical scene: the demo area's of a 1024 × 720 window (the
    /// panel takes 240 of it). Only the length along the axis moves a rest.
    static let crossWidth = 784.0

    var name: String
    /// The markup exactly as the export's banner gives it, in a page as wide as the browser's
    /// window: no size of the test's on the viewport (a horizontal scene otherwise gets the
    /// playground's viewport width). A vertical list's height is always the export's own.
    var asPasted = false
    /// Whether the scrolls include spins of the wheel (several events as one scroll). Chromium
    /// takes five 120 px events on cards 870 px apart as five scrolls, each snapping back: its
    /// wheel's heuristics, not the export's rests, which `wheelTo` and `scrollBy` check.
    var spinsTheWheel = true
    var css: String
    var check: Check
    /// The CSS class the export builds its names on (`carousel`, `scene-3d`), read from its viewport rule.
    var base: String
    /// Where the playground rests, ascending, each once: the items' rest offsets, a page
    /// scene's pages, none where nothing snaps.
    var rests: [Double]

    init(name: String, css: String, check: Check) throws {
        self.name = name
        self.css = css
        self.check = check
        guard let match = css.firstMatch(of: /\.([A-Za-z0-9_-]+)-viewport \{/) else {
            throw CommandError("\(name): the CSS export has no .NAME-viewport rule: \(css.prefix(200))")
        }
        base = String(match.1)
        switch check.snap {
        case "page": rests = check.pages ?? []
        case "none": rests = []
        default: rests = Array(Set(check.items.compactMap(\.restOffset))).sorted()
        }
    }

    var horizontal: Bool { check.axis == "horizontal" }
    /// `scroll-snap-stop: always` is in the export: one item (or page) per fling.
    var stopsAtEverySnap: Bool {
        check.snap != "none" && (check.maxItemsPerFling == 1 || (check.snap == "page" && check.maxItemsPerFling == nil))
    }

    var html: String {
        let lead = horizontal ? "left" : "top"
        // A vertical list's window is as tall as the export makes it (issue 41: it had no height).
        let size = asPasted ? "" : horizontal ? "width: \(check.viewportLength)px;" : "width: \(Self.crossWidth)px;"
        let items = check.items.map { "<div class=\"\(base)-group-\($0.group + 1)\"></div>" }.joined()
        let start = check.items.first?.start ?? 0
        return """
            <!doctype html>
            <html><head><meta charset="utf-8"><title>\(name)</title><style>
            html, body { margin: 0; }
            \(css)
            /* The test's: the playground's viewport, and items you can see in a screenshot. */
            .\(base)-viewport { \(size) }
            .\(base) > * { background: #8e8e93; }
            </style></head><body>
            <div class="\(base)-viewport"><div class="\(base)" data-scroller>\(items)</div></div>
            <p data-after>What follows the list on the page.</p>
            <script>
            const scroller = document.querySelector('[data-scroller]');
            const first = scroller.firstElementChild;
            // The playground's offset: the first item's start minus where it shows in the viewport.
            function sceneOffset() {
              return \(start) - (first.getBoundingClientRect().\(lead) - scroller.getBoundingClientRect().\(lead));
            }
            // The viewport's and the scroller's heights, and where what follows them starts.
            function sceneLayout() {
              const viewport = scroller.parentElement.getBoundingClientRect();
              const after = document.querySelector('[data-after]').getBoundingClientRect();
              return [viewport.height, scroller.getBoundingClientRect().height, after.top - viewport.bottom];
            }
            function sceneStarts() {
              const origin = scroller.getBoundingClientRect().\(lead) - sceneOffset();
              return Array.from(scroller.children, e => e.getBoundingClientRect().\(lead) - origin);
            }
            </script></body></html>
            """
    }

    /// Every rest in turn, from the far ends inwards (long scrolls both ways, then short ones),
    /// each by one wheel event ending a few px off it, alternately before and past; where nothing
    /// snaps, two scrolls to a third and two thirds of the range. Then a spin of the wheel each
    /// way, one to each end, and two programmatic scrolls of a few items.
    var scrolls: [Scroll] {
        var out: [Scroll] = []
        let range = check.maxOffset - check.minOffset
        if rests.count > 1 {
            let gaps = zip(rests.dropFirst(), rests).map { $0 - $1 }
            let nudge = min(5, gaps.min()! / 4)
            var order: [Int] = []
            var (low, high) = (1, rests.count - 1)
            while low <= high {
                order.append(high)
                high -= 1
                if low <= high { order.append(low) }
                low += 1
            }
            order.append(0)
            for (n, i) in order.enumerated() {
                out.append(.wheelTo(target: rests[i], nudge: n % 2 == 0 ? nudge : -nudge))
            }
        } else {
            out += [1.0 / 3, 2.0 / 3].map { .wheelTo(target: (check.minOffset + range * $0).rounded(), nudge: 0) }
        }
        let toEnd = Int(((range + 400) / 1000).rounded(.up))
        let pitch = rests.count > 1 ? (rests.last! - rests.first!) / Double(rests.count - 1) : 300
        if spinsTheWheel {
            // A 600 px spin short of one pitch (the full-width pager's 784 px pages) rests where
            // Chromium's wheel grouping puts it (one scroll past half a page, or five that each
            // snap back, as the machine's load decides): the heuristic, not the export's rests.
            if pitch < 600 { out += [.wheel(step: 120, count: 5), .wheel(step: -120, count: 3)] }
            out += [.wheel(step: 1000, count: toEnd), .wheel(step: -1000, count: toEnd)]
        }
        out += [.scriptBy((2.4 * pitch).rounded()), .scriptBy((-1.4 * pitch).rounded())]
        return out
    }

    /// The helper's action for a scroll (scripts/chromium-scroll.py).
    func action(_ scroll: Scroll) -> [String: Any] {
        switch scroll {
        case .wheelTo(let target, let nudge): ["to": target, "by": nudge]
        case .wheel(let step, let count): ["wheel": step, "count": count]
        case .scriptBy(let delta):
            ["script": "scroller.scrollBy({\(horizontal ? "left" : "top"): \(delta), behavior: 'smooth'})"]
        }
    }

    /// Where a scroll from `from` by `delta` must rest: the rest nearest its end (kept in the
    /// scroll range), any within 1 px as near; where nothing snaps, the end itself. Under
    /// scroll-snap-stop a script scroll stops at the first rest on its way; a wheel may do
    /// either, since Chromium 156 lets a wheel scroll with pixel deltas pass an `always` stop.
    func expectedRests(_ scroll: Scroll, from: Double, delta: Double) -> [Double] {
        let end = min(max(from + delta, check.minOffset), check.maxOffset)
        guard !rests.isEmpty else { return [end] }
        let best = rests.map { abs($0 - end) }.min()!
        let nearest = rests.filter { abs($0 - end) <= best + 1 }
        // The first rest on the way, when the scroll's end passes it.
        let passed =
            delta > 0 ? rests.first { $0 > from + 1 && $0 < end - 1 } : rests.last { $0 < from - 1 && $0 > end + 1 }
        guard stopsAtEverySnap, let passed else { return nearest }
        switch scroll {
        case .scriptBy: return [passed]
        case .wheel, .wheelTo: return nearest + [passed]
        }
    }

    /// Where the page must be when it loads: scrolled to the start, which rests the first item.
    var expectedAtLoad: Double { rests.first ?? check.minOffset }

    /// "item 4" or "items 9–13" or "page 2": what rests at `offset` in the playground.
    func what(restsAt offset: Double) -> String {
        if check.snap == "page" {
            return (check.pages ?? []).firstIndex(of: offset).map { "page \($0)" } ?? "offset \(offset)"
        }
        let indices = check.items.filter { $0.restOffset == offset }.map(\.index)
        guard let first = indices.first, let last = indices.last else { return "no item" }
        return first == last ? "item \(first)" : "items \(first)–\(last)"
    }

    func describe(_ scroll: Scroll, from: Double, delta: Double) -> String {
        let at = Self.px(from)
        switch scroll {
        case .wheelTo(let target, let nudge):
            return "a wheel scroll by \(Self.px(delta)) px from \(at) toward \(what(restsAt: target))'s "
                + "rest \(Self.px(target)) (\(Self.px(nudge)) px past it)"
        case .wheel(let step, let count):
            return "\(count) wheel events of \(Self.px(step)) px from \(at)"
        case .scriptBy(let d):
            return "scrollBy(\(Self.px(d)) px) from \(at)"
        }
    }

    /// 68, -228.5: a number as short as it reads.
    static func px(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x)
    }
}
