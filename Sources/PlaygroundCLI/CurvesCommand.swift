import ArgumentParser
import Motion
import Playground

/// `playground curves`: timing functions and scroll physics as CSV, or as a labelled PNG.
struct CurvesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "curves",
        abstract: "Print easing curves (easing,t,value) or physics (t,x,v) as CSV; --png draws them.",
        discussion: """
        Easing names as on easings.net (linear, easeInSine ... easeInOutBounce) plus ease, ease-in, \
        ease-out, ease-in-out and cubic-bezier(x1,y1,x2,y2). Physics: --decay V [--rate normal|fast|R] \
        starts at x = 0 with V pt/s; --spring DAMPING,RESPONSE [--from X] [--velocity V] moves from X toward 0. \
        Both print 120 samples per second until at rest.
        """
    )

    /// Samples per second for physics curves.
    static let physicsSampleRate = 120.0
    /// A physics curve stops after this long even if not at rest (an undamped spring never is).
    static let physicsMaxSeconds = 60.0
    /// Spring response, s: below 10 ms a 120 Hz sampling shows only aliasing.
    static let springResponses = 0.01...100.0

    @Option(name: .long, help: "An easing name, or all.") var easing: String?
    @Option(name: .long, help: "Samples per easing curve, t = i/(N-1) (2...100000).") var samples = 101
    @Option(name: .long, help: "Decay from x = 0 with this velocity in points per second.") var decay: Double?
    @Option(name: .long, help: "Deceleration rate for --decay: normal (0.998/ms), fast (0.99/ms) or a number in (0,1).")
    var rate = "normal"
    @Option(name: .long, help: "Spring DAMPING,RESPONSE (damping ratio, response in seconds), e.g. 0.8,0.4.") var spring: String?
    @Option(name: .long, help: "Spring start position (moves toward 0).") var from = 100.0
    @Option(name: .long, help: "Spring start velocity in points per second.") var velocity = 0.0
    @Option(name: .long, help: "Also draw the curves into this PNG file.") var png: String?

    func run() throws {
        if let png { try OutputPath.validate(png, flag: "--png") }
        let modes = [easing != nil, decay != nil, spring != nil].filter { $0 }.count
        guard modes <= 1 else { throw ExitFailure.badInput("choose one of --easing, --decay and --spring") }
        if let decay {
            try runPhysics(name: "decay", simulation: DecaySimulation(position: 0, velocity: try finite(decay, "--decay"),
                                                                       rate: try decelerationRate()))
        } else if let spring {
            let parts = spring.split(separator: ",").map { Double($0.trimmingCharacters()) }
            guard parts.count == 2, let damping = parts[0], let response = parts[1], damping.isFinite, response.isFinite,
                  damping > 0, damping <= 10, Self.springResponses.contains(response) else {
                throw ExitFailure.badInput("--spring \(spring) is out of range: it wants DAMPING,RESPONSE with damping "
                                           + "in (0, 10] and response in 0.01...100 s, e.g. 0.8,0.4")
            }
            let sim = SpringSimulation(spring: Spring(dampingRatio: damping, response: response), from: try finite(from, "--from"),
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
                throw ExitFailure.badInput("--rate must be normal, fast or a number between 0 and 1 (per millisecond), not '\(rate)'")
            }
            return DecelerationRate(rawValue: r)
        }
    }

    private func runEasing() throws {
        let name = easing ?? "all"
        let curves: [Easing]
        if name == "all" {
            curves = Easing.allNamed
        } else if let one = Easing(name: name) {
            curves = [one]
        } else {
            throw ExitFailure.badInput("unknown easing '\(name)'; try linear, easeOutCubic, ease-in-out or all")
        }
        guard (2...100_000).contains(samples) else {
            throw ExitFailure.badInput("--samples \(samples) is out of range (2...100000)")
        }
        var out = "easing,t,value\n"
        var cells: [[ChartSeries]] = []
        for curve in curves {
            var points: [Point] = []
            for i in 0..<samples {
                let t = Double(i) / Double(samples - 1)
                let v = curve(t)
                out += "\(curve.name),\(t),\(v)\n"
                points.append(Point(x: t, y: v))
            }
            cells.append([ChartSeries(name: curve.name, points: points)])
        }
        try OutputFile.standardOutput.write(out)
        if let png {
            let grid = ChartGrid(cells: cells, columns: min(6, cells.count), cellSize: Size(width: 190, height: 150),
                                 title: "Timing functions (progress → value)", minRange: 0...1, xLabel: "t")
            try PNGExport.write(grid: grid, to: png, flag: "--png")
        }
    }

    private func runPhysics(name: String, simulation: some Simulation) throws {
        guard easing == nil else { throw ExitFailure.badInput("--easing cannot be combined with --decay or --spring") }
        var out = "t,x,v\n"
        var xs: [Point] = [], vs: [Point] = []
        var i = 0
        while true {
            let t = Double(i) / Self.physicsSampleRate
            let x = simulation.position(at: t), v = simulation.velocity(at: t)
            out += "\(t),\(x),\(v)\n"
            xs.append(Point(x: t, y: x))
            vs.append(Point(x: t, y: v))
            if simulation.isDone(at: t) || t >= Self.physicsMaxSeconds { break }
            i += 1
        }
        try OutputFile.standardOutput.write(out)
        if let png {
            let grid = ChartGrid(cells: [[ChartSeries(name: "\(name): x (pt)", points: xs)],
                                         [ChartSeries(name: "\(name): v (pt/s)", points: vs, color: Theme.warning)]],
                                 columns: 2, cellSize: Size(width: 420, height: 300), title: "Physics: \(name)", xLabel: "s")
            try PNGExport.write(grid: grid, to: png, flag: "--png")
        }
    }
}

extension Substring {
    func trimmingCharacters() -> String { String(self).filter { $0 != " " } }
}
