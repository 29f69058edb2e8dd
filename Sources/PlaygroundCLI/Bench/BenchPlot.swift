import Lab
import Motion
import PlaygroundCore

/// Frame times per demo as a chart grid (PNG via `PNGExport`): total and step + build per frame.
enum BenchPlot {
    static func grid(_ runs: [BenchDemoRun], render: String) -> ChartGrid {
        let cells: [[ChartSeries]] = runs.map { run in
            let total = run.total.enumerated().map { Point(x: Double($0.offset), y: $0.element / 1000) }
            let core = run.stepPlusBuild.enumerated().map { Point(x: Double($0.offset), y: $0.element / 1000) }
            return [
                ChartSeries(name: "\(run.demo): total", points: total),
                ChartSeries(name: "step+build", points: core, color: Theme.warning),
            ]
        }
        return ChartGrid(
            cells: cells, columns: min(3, max(1, cells.count)), cellSize: Size(width: 360, height: 220),
            title: "playground bench: frame times per demo (render \(render), vsync off)",
            minRange: 0...1, xLabel: "frame", yLabel: "frame time (ms)")
    }
}
