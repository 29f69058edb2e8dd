import Demos
import Motion
import PlaygroundCore

/// H: fps, a graph of the last 120 frame times, the renderer, text-cache hits, demo lines, and
/// when the last gesture looked settled and came to rest.
/// While nothing moves (no frame is due) it says "idle" instead of fps and bars: the host is
/// asleep, and the time since the last frame is no frame time.
/// Docked in the left column. The host's three lines never wrap (each is cut with an ellipsis)
/// so the panel's height, and with it the column's layout, depends only on the demo's lines.
struct HUD: DockedPanel {
    /// The graph's full height stands for this many ms; 16.7 ms (60 Hz) is marked.
    static let graphScaleMillis = 33.4
    static let graphHeight = 36.0
    static let padding = 8.0
    static let lineHeight = 14.0
    static let fontSize = 11.0

    var host: HostInfo
    var frameTimes: [Int64]
    /// No frame is due: the app waits for input or a timer.
    var idle = false
    var slowMotion: Bool
    var demoLines: [String]
    /// The last gesture's rest, once it has come to rest: `HUD.gestureLine`.
    var gesture: GestureMetrics? = nil

    var name: String { "HUD" }

    func height(forWidth width: Double) -> Double {
        let count = lines(width: width - 2 * Self.padding).count
        return Self.padding + Self.graphHeight + 6 + Double(count) * Self.lineHeight + Self.padding
    }

    func draw(into list: inout DrawList, frame: Rect) {
        drawBackground(into: &list, frame: frame)
        let inner = frame.insetBy(Self.padding)
        let graph = Rect(x: inner.minX, y: inner.minY, width: inner.width, height: min(Self.graphHeight, inner.height))
        list.fill(graph, Color(255, 255, 255, 20))
        if idle {
            list.text(
                "idle", in: graph, size: Self.fontSize, weight: .bold, color: Theme.panelSubtext, alignment: .center)
        } else {
            drawBars(in: graph, into: &list)
        }
        var y = graph.maxY + 6
        for line in lines(width: inner.width) {
            // A squeezed frame shows the lines that fit, the gesture's numbers among the first.
            guard y + Self.lineHeight <= inner.maxY + 0.5 else { break }
            list.text(
                line, in: Rect(x: inner.minX, y: y, width: inner.width, height: Self.lineHeight),
                size: Self.fontSize, color: .white)
            y += Self.lineHeight
        }
    }

    /// One bar per frame time, green within the 60 Hz budget, orange past it.
    private func drawBars(in graph: Rect, into list: inout DrawList) {
        let budgetY = graph.maxY - graph.height * (16.7 / Self.graphScaleMillis)
        list.line(Point(x: graph.minX, y: budgetY), Point(x: graph.maxX, y: budgetY), Theme.positive.withAlpha(0.6))
        let barWidth = graph.width / 120
        for (i, micros) in frameTimes.enumerated() {
            let ms = Double(micros) / 1000
            let h = min(graph.height, graph.height * ms / Self.graphScaleMillis)
            let color = ms > 17.5 ? Theme.warning : Theme.positive
            let bar = Rect(
                x: graph.minX + Double(i) * barWidth, y: graph.maxY - h, width: max(1, barWidth - 0.5),
                height: h)
            list.fill(bar, color)
        }
    }

    /// The lines in the order a squeezed frame keeps them: the rate, then the last gesture's
    /// numbers (what the HUD is opened for; they came last and were the first dropped when the
    /// inspector shared the column), then the renderer, the text cache and the demo's lines.
    func lines(width: Double) -> [String] {
        let host = hostLines
        let settled = gesture.flatMap(Self.gestureLine).map { TextWrap.lines($0, width: width, size: Self.fontSize) }
        let demo = demoLines.flatMap { TextWrap.lines($0, width: width, size: Self.fontSize) }
        return [host[0]] + (settled ?? []) + host.dropFirst() + demo
    }

    /// When the last gesture looked still (`settled_ms`: within 0.5 pt of its rest for good) and
    /// when it came to rest (`settle_ms`: slower than 1 pt/s), both from the release; nil while
    /// it has not rested.
    static func gestureLine(_ m: GestureMetrics) -> String? {
        guard let settle = m.settleMilliseconds, let settled = m.settledMilliseconds else { return nil }
        return "settled \(decimal(settled, digits: 0)) ms · at rest \(decimal(settle, digits: 0)) ms"
    }

    var hostLines: [String] {
        let cpu = decimal(Double(host.lastFrameMicros) / 1000)
        // `frameTimes` holds only frames that were due, so no sleep inflates the mean.
        let recent = frameTimes.suffix(60)
        let mean = recent.isEmpty ? 0 : Double(recent.reduce(0, +)) / Double(recent.count)
        let fps = mean > 0 ? 1_000_000 / mean : 0
        let rate =
            idle
            ? "idle, nothing moves" : "fps \(Int(fps.rounded()))  frame \(decimal(mean / 1000)) ms"
        return [
            rate + "  cpu \(cpu) ms",
            "\(host.rendererName)\(host.vsync ? " + vsync" : "")\(slowMotion ? "   SLOW ¼×" : "")",
            "text cache \(host.textCacheHits) hits, \(host.textCacheMisses) new",
        ]
    }
}
