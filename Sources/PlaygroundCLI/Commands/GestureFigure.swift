import Demos
import Lab
import Motion
import PlaygroundCore

/// The PNG `compare --png` writes: one gesture's position and velocity against the time since
/// its press, a curve per run (A and B, or a platform each), with ticked axes in ms, pt and pt/s,
/// a legend, and a note where curves coincide (and so hide each other).
enum GestureFigure {
    /// As in the window: what was lived is blue, the re-run with changes the ghost's purple.
    static let colorA = Color(hex: 0x007AFF)
    static let colorB = Color(hex: 0xAF52DE)

    /// Positions closer than this everywhere coincide, pt.
    static let samePosition = 0.5

    /// `runs` in legend order; A/B pairs get A's and B's colours, more runs the chart palette.
    static func figure(title: String, startTime: Int64, runs: [(name: String, trace: GestureTrace)]) -> PlotFigure {
        func color(_ n: Int) -> Color {
            runs.count == 2 ? [colorA, colorB][n] : LinePlot.palette[n % LinePlot.palette.count]
        }
        func plot(_ title: String, _ yLabel: String, coincidence: Double?, _ value: (GestureTrace.Sample) -> Double)
            -> LinePlot
        {
            let series = runs.enumerated().map { n, run in
                ChartSeries(
                    name: run.name,
                    points: run.trace.samples.map { Point(x: Double($0.time - startTime) / 1000, y: value($0)) },
                    color: color(n))
            }
            return LinePlot(
                title: title, xLabel: "time since the press (ms)", yLabel: yLabel, series: series, showsLegend: true,
                coincidence: coincidence)
        }
        return PlotFigure(
            title: title,
            plots: [
                plot("Position", "offset (pt)", coincidence: samePosition, \.offset),
                plot("Velocity", "velocity (pt/s)", coincidence: nil, \.velocity),
            ],
            columns: 1, plotSize: Size(width: 760, height: 340))
    }
}
