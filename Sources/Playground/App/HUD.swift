import Motion

/// H: fps, a graph of the last 120 frame times, the renderer, text-cache hits, demo lines.
struct HUD {
    /// The graph's full height stands for this many ms; 16.7 ms (60 Hz) is marked.
    static let graphScaleMillis = 33.4

    var host: HostInfo
    var frameTimes: [Int64]
    var slowMotion: Bool
    var demoLines: [String]
    var window: Size

    func draw(into list: inout DrawList) {
        let lines = hudLines
        let box = Rect(x: window.width - 272, y: 12, width: 260, height: 84 + Double(lines.count) * 16)
        list.fill(box, Theme.overlayBackground, radius: 10)
        let graph = Rect(x: box.minX + 10, y: box.minY + 10, width: 240, height: 60)
        list.fill(graph, Color(255, 255, 255, 20))
        let budgetY = graph.maxY - graph.height * (16.7 / Self.graphScaleMillis)
        list.line(Point(x: graph.minX, y: budgetY), Point(x: graph.maxX, y: budgetY), Theme.positive.withAlpha(0.6))
        let barWidth = graph.width / 120
        for (i, micros) in frameTimes.enumerated() {
            let ms = Double(micros) / 1000
            let h = min(graph.height, graph.height * ms / Self.graphScaleMillis)
            let color = ms > 17.5 ? Theme.warning : Theme.positive
            list.fill(Rect(x: graph.minX + Double(i) * barWidth, y: graph.maxY - h, width: max(1, barWidth - 0.5), height: h), color)
        }
        var y = graph.maxY + 6
        for line in lines {
            list.text(line, in: Rect(x: box.minX + 10, y: y, width: 240, height: 16), size: 11, color: .white)
            y += 16
        }
    }

    var hudLines: [String] {
        // Gaps where the loop slept on purpose (nothing moved) are not frames the eye saw.
        let recent = frameTimes.suffix(60).filter { $0 < 100_000 }
        let mean = recent.isEmpty ? 0 : Double(recent.reduce(0, +)) / Double(recent.count)
        let fps = mean > 0 ? 1_000_000 / mean : 0
        var lines = [
            "fps \(Int(fps.rounded()))   frame \(format(mean / 1000)) ms   cpu \(format(Double(host.lastFrameMicros) / 1000)) ms",
            "renderer \(host.rendererName)\(host.vsync ? " + vsync" : "")\(slowMotion ? "   SLOW ¼×" : "")",
            "text cache: \(host.textCacheHits) hits, \(host.textCacheMisses) rasterised",
        ]
        lines += demoLines
        return lines
    }

    private func format(_ x: Double) -> String { decimal(x) }
}
