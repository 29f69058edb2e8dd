import ArgumentParser
import Foundation
import Lab
import Motion
import PlaygroundCore

/// `playground curves`: timing functions and scroll physics as CSV, or as a labelled PNG.
struct CurvesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "curves",
        abstract:
            "Print easing curves (easing,t,value), physics or a platform's fling (t,x,v) as CSV; --png draws them.",
        discussion: """
            Easing names as on easings.net (linear, easeInSine ... easeInOutBounce) plus ease, ease-in, \
            ease-out, ease-in-out and cubic-bezier(x1,y1,x2,y2). Physics: --decay V [--rate normal|fast|R] \
            starts at x = 0 with V pt/s; --spring DAMPING,RESPONSE [--from X] [--velocity V] moves from X toward 0. \
            Both print 120 samples per second until at rest. \
            --fling V --platform uikit|android|flutter-ios|flutter-android|all is a fling from x = 0 at V pt/s \
            (|V| <= 100000) on an unbounded surface under that platform's scroll physics: t,x,v at t = k/120 while it \
            moves, then one last row at the platform's own stop, t = its duration (between two samples), x = where \
            it rests, v = 0 (UIKit and Flutter iOS stop where the speed falls under their threshold, Android and \
            Flutter Android at the end of their spline; a fling at 0 pt/s is one row at rest). Content let go past \
            an edge comes back in the platform's time, as in the window: Android's spring-back lasts \
            sqrt(2 d px / 2000) s, 173 s from 1e7 pt at density 3, and up to 2829 s for the farthest --from and \
            --bounds (over 300,000 rows); a curve still moving after 3000 s, which no accepted argument gives, stops \
            there with a line on stderr saying so. V is the release \
            velocity, so each platform clamps it as a release is clamped (Android and Flutter to 8000 pt/s, and no \
            fling under their minimum), said on stderr. --density D (1 to 4 device pixels per point, default 3, \
            as the demos) is what Android's pixel constants and Flutter's tolerance follow. --bounds MIN,MAX makes \
            the surface end there (a viewport of 1000 pt), so a fling reaches an edge as each platform handles it; \
            --from X starts it elsewhere (inside or past an edge). With several platforms the CSV is \
            platform,t,x,v; --png draws position and velocity with a legend naming each.
            """
    )

    /// Samples per second for physics curves.
    static let physicsSampleRate = 120.0
    /// A physics curve stops after this long even if not at rest (an undamped spring never is).
    static let physicsMaxSeconds = 60.0
    /// Spring response, s: below 10 ms a 120 Hz sampling shows only aliasing.
    static let springResponses = 0.01...100.0

    @Option(name: .long, help: "Easing names separated by commas (one plot), or all.") var easing: String?
    @Option(name: .long, help: "Samples per easing curve, t = i/(N-1) (2...100000).") var samples = 101
    @Option(name: .long, help: "Decay from x = 0 with this velocity in points per second.") var decay: Double?
    @Option(name: .long, help: "Deceleration rate for --decay: normal (0.998/ms), fast (0.99/ms) or a number in (0,1).")
    var rate = "normal"
    @Option(name: .long, help: "Spring DAMPING,RESPONSE (damping ratio, response in seconds), e.g. 0.8,0.4.")
    var spring: String?
    @Option(
        name: .long,
        help: "Free fling from x = 0 at this speed (pt/s) under --platform's physics; negative: --fling=-2000.",
        transform: FlingCurves.speed) var fling: Double?
    @Option(name: .long, help: "Platform of --fling: uikit, android, flutter-ios, flutter-android or all.")
    var platform: String?
    @Option(
        name: .long,
        help: "Device pixels per point of --fling, 1 to 4 (default 3, as the demos): Android's and Flutter's follow it."
    )
    var density: Double?
    @Option(name: .long, help: "Edges of --fling's surface, MIN,MAX in pt (default: none), e.g. 0,2000.")
    var bounds: String?
    @Option(name: .long, help: "Start position: --spring's (moves toward 0, default 100), --fling's (default 0).")
    var from: Double?
    @Option(name: .long, help: "Spring start velocity in points per second.") var velocity = 0.0
    @Option(name: .long, help: "Draw the curves into this PNG file instead of printing CSV.") var png: String?
    @Option(name: .long, help: "Write the CSV to this file instead of stdout.") var csv: String?
    @Option(name: .long, help: "Pixels per point of the PNG, 1 to 4 (2 gives 1600×1000 for one plot).") var scale = 1.0

    /// One plot with a legend holds at most this many curves; more become small multiples.
    static let curvesPerPlot = 8

    func run() throws {
        if let png { try OutputPath.validate(png, flag: "--png") }
        if let csv { try OutputPath.validate(csv, flag: "--csv") }
        guard scale.isFinite, (1...4).contains(scale) else {
            throw ExitFailure.badInput("--scale must be between 1 and 4")
        }
        let modes = [easing != nil, decay != nil, spring != nil, fling != nil].filter { $0 }.count
        guard modes <= 1 else { throw ExitFailure.badInput("choose one of --easing, --decay, --spring and --fling") }
        if let fling {
            var curves = try FlingCurves(velocity: fling, platform: platform)
            try curves.configure(density: density, bounds: bounds, from: from)
            try curves.run(csv: csv, png: png, scale: scale)
            return
        }
        for (flag, given) in [
            ("--platform", platform), ("--density", density.map { NumberText.format($0) }), ("--bounds", bounds),
        ] {
            if let given {
                throw ExitFailure.badInput("\(flag) \(given) goes with --fling V, e.g. --fling 2000 --platform android")
            }
        }
        if let decay {
            try runPhysics(
                name: "decay",
                simulation: DecaySimulation(
                    position: 0, velocity: try finite(decay, "--decay"),
                    rate: try decelerationRate()))
        } else if let spring {
            let parts = spring.split(separator: ",").map { Double($0.trimmingCharacters()) }
            guard parts.count == 2, let damping = parts[0], let response = parts[1], damping.isFinite,
                response.isFinite,
                damping > 0, damping <= 10, Self.springResponses.contains(response)
            else {
                throw ExitFailure.badInput(
                    "--spring \(spring) is out of range: it wants DAMPING,RESPONSE with damping "
                        + "in (0, 10] and response in 0.01...100 s, e.g. 0.8,0.4")
            }
            let sim = SpringSimulation(
                spring: Spring(dampingRatio: damping, response: response), from: try finite(from ?? 100, "--from"),
                to: 0, velocity: try finite(velocity, "--velocity"))
            try runPhysics(name: "spring \(damping),\(response)", simulation: sim)
        } else {
            try runEasing()
        }
    }

    private func finite(_ value: Double, _ flag: String) throws -> Double {
        guard value.isFinite, abs(value) <= 1e7 else {
            throw ExitFailure.badInput("\(flag) \(value) is out of range (-1e7...1e7)")
        }
        return value
    }

    private func decelerationRate() throws -> DecelerationRate {
        switch rate {
        case "normal": return .normal
        case "fast": return .fast
        default:
            guard let r = Double(rate), r > 0, r < 1 else {
                throw ExitFailure.badInput(
                    "--rate must be normal, fast or a number between 0 and 1 (per millisecond), not '\(rate)'")
            }
            return DecelerationRate(rawValue: r)
        }
    }

    private func runEasing() throws {
        let name = easing ?? "all"
        let curves: [Easing]
        if name == "all" {
            curves = Easing.allNamed
        } else {
            curves = try Self.easingNames(name).map { one in
                guard let curve = Easing(name: one) else {
                    throw ExitFailure.badInput(
                        "unknown easing '\(one)'; try linear, easeOutCubic, ease-in-out, "
                            + "cubic-bezier(0.3,0,0.2,1) or all")
                }
                return curve
            }
        }
        guard (2...100_000).contains(samples) else {
            throw ExitFailure.badInput("--samples \(samples) is out of range (2...100000)")
        }
        var out = "easing,t,value\n"
        var series: [ChartSeries] = []
        for (n, curve) in curves.enumerated() {
            var points: [Point] = []
            for i in 0..<samples {
                let t = Double(i) / Double(samples - 1)
                let v = curve(t)
                out += "\(curve.name),\(t),\(v)\n"
                points.append(Point(x: t, y: v))
            }
            let color = LinePlot.palette[n % LinePlot.palette.count]
            series.append(ChartSeries(name: curve.name, points: points, color: color))
        }
        let figure = png.map { _ in Self.easingFigure(series) }
        if let figure {
            // Before any output: 5,000 names once made a 1720 × 143,000 pixel canvas (4 GB).
            let most = Self.easingsFitting(scale: scale)
            try PNGExport.checkCanvas(
                size: figure.size, scale: scale, flag: "--png",
                advice: "plot at most \(most) curves at --scale \(NumberText.format(scale)) (name fewer with --easing)")
        }
        try emit(csv: out)
        if let png, let figure { try PNGExport.write(figure: figure, scale: scale, to: png, flag: "--png") }
    }

    /// How many easings' small multiples fit under `PNGExport.maxSide` at `scale`.
    static func easingsFitting(scale: Double) -> Int {
        var low = curvesPerPlot
        var high = 100_000
        while low < high {
            let mid = (low + high + 1) / 2
            let series = (0..<mid).map { ChartSeries(name: "\($0)", points: []) }
            let size = easingFigure(series).size
            if max(size.width, size.height) * scale <= Double(PNGExport.maxSide) { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// One plot with a legend for a few curves, small multiples for more.
    static func easingFigure(_ series: [ChartSeries]) -> PlotFigure {
        let x = "progress t"
        let y = "value"
        if series.count <= Self.curvesPerPlot {
            let title = series.count == 1 ? series[0].name : "\(series.count) timing functions"
            return PlotFigure(
                title: "Timing functions: progress → value",
                plots: [
                    LinePlot(title: title, xLabel: x, yLabel: y, series: series, minYRange: 0...1)
                ], columns: 1, plotSize: Size(width: 760, height: 436))  // an 800 × 500 image
        } else {
            let plots = series.map { s in
                LinePlot(
                    title: s.name, xLabel: x, yLabel: y, series: [ChartSeries(name: s.name, points: s.points)],
                    minYRange: 0...1)
            }
            return PlotFigure(
                title: "Timing functions: progress → value (\(series.count) curves)", plots: plots,
                columns: 7, plotSize: Size(width: 240, height: 200))
        }
    }

    /// `easeInSine,cubic-bezier(0.3,0,0.2,1)` → the two names: commas inside parentheses do not split.
    static func easingNames(_ list: String) throws -> [String] {
        var names: [String] = []
        var current = ""
        var depth = 0
        for c in list {
            switch c {
            case "(":
                depth += 1
                current.append(c)
            case ")":
                depth -= 1
                current.append(c)
            case "," where depth == 0:
                names.append(current)
                current = ""
            default: current.append(c)
            }
        }
        names.append(current)
        names = names.map { $0.trimmingCharacters(in: .whitespaces) }
        guard depth == 0, !names.contains(where: \.isEmpty) else {
            throw ExitFailure.badInput(
                "--easing wants names separated by commas, e.g. easeInSine,easeOutBounce, not '\(list)'")
        }
        return names
    }

    /// The one place the CSV goes out: to --csv FILE when given, else to stdout unless a PNG was asked for.
    private func emit(csv text: String) throws {
        if let csv {
            try OutputFile.write(Array(text.utf8), to: csv, flag: "--csv")
        } else if png == nil {
            try OutputFile.standardOutput.write(text)
        }
    }

    private func runPhysics(name: String, simulation: some Simulation) throws {
        guard easing == nil else { throw ExitFailure.badInput("--easing cannot be combined with --decay or --spring") }
        var out = "t,x,v\n"
        var xs: [Point] = []
        var vs: [Point] = []
        var i = 0
        while true {
            let t = Double(i) / Self.physicsSampleRate
            let x = simulation.position(at: t)
            let v = simulation.velocity(at: t)
            out += "\(t),\(x),\(v)\n"
            xs.append(Point(x: t, y: x))
            vs.append(Point(x: t, y: v))
            if simulation.isDone(at: t) || t >= Self.physicsMaxSeconds { break }
            i += 1
        }
        try emit(csv: out)
        if let png {
            let figure = PlotFigure(
                title: "Physics: \(name)",
                plots: [
                    LinePlot(
                        title: "Position", xLabel: "time (s)", yLabel: "x (pt)",
                        series: [ChartSeries(name: "x", points: xs, color: LinePlot.palette[0])]),
                    LinePlot(
                        title: "Velocity", xLabel: "time (s)", yLabel: "v (pt/s)",
                        series: [ChartSeries(name: "v", points: vs, color: LinePlot.palette[1])]),
                ], columns: 2, plotSize: Size(width: 480, height: 436))  // 1000 × 500
            try PNGExport.write(figure: figure, scale: scale, to: png, flag: "--png")
        }
    }
}

extension Substring {
    func trimmingCharacters() -> String { String(self).filter { $0 != " " } }
}
