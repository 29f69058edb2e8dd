import ArgumentParser
import Foundation
import Lab
import Motion
import PlaygroundCore

/// `curves --fling V --platform P`: a release at V pt/s from x = 0 (`--from`) on an unbounded
/// surface (`--bounds` gives it edges), as each platform's scroll physics runs it
/// (`ScrollPhysics.ballistic`) at `--density`, sampled at 120 per second (t = k/120) while it
/// moves. V goes through the platform's release clamps first (`flingVelocity`: Android's and
/// Flutter's 8000 pt/s, nothing under their minimum), as a drag's release does; a note on stderr
/// says when that changed it. The last row is where the platform stops it: t = the simulation's
/// own `duration` (in general between two samples), x = its `finalPosition`, v = 0. An
/// exponential glide (UIKit, Flutter iOS) stops where its speed falls under the platform's
/// threshold, a spline fling (Android, Flutter Android) at its own distance and duration; neither
/// jumps in the last step. Content let go far past an edge takes as long as its platform takes
/// to bring it back: Android's spring-back lasts √(2Δ px / 2000) s (`OverScroller.springBack`),
/// 173 s from 10⁷ pt at density 3, as the window's does (a free glide, not held to the settle
/// bound B(v) of docs/reliability.md §7). A curve still moving at `maxSeconds` stops there, and
/// a line on stderr says so (`cutNote`); no accepted argument gets there.
struct FlingCurves {
    /// |V| accepted, pt/s: 0 is a fling at rest (one row); 100 000 glides 5.75 s under UIKit
    /// (Android and Flutter clamp it to 8000 first).
    static let maxSpeed = 100_000.0
    /// The unbounded surface: no edge within reach of any accepted fling.
    static let surface = -1e12...1e12
    /// The viewport along the fling (UIKit's edge bounce is capped by a fraction of it).
    static let viewport = 1000.0
    /// `--bounds` and `--from` stay within ±10⁹ pt, where a Double still resolves 10⁻⁷ pt.
    static let maxPosition = 1e9
    /// The farthest an accepted start lies from an accepted edge, pt: `--from` at one end of
    /// ±`maxPosition`, `--bounds` at the other.
    static let maxEdgeDistance = 2 * maxPosition
    /// The longest motion any accepted argument gives, s: Android's spring-back from
    /// `maxEdgeDistance` past an edge at density 4, √(2 · 8·10⁹ px / 2000 px/s²) = 2828.4 s
    /// (339,412 rows). Every other platform brings content back from there within seconds (a
    /// spring, logarithmic in the distance), and a fling at `maxSpeed` glides for under 7 s.
    static let longestMotion =
        (2 * maxEdgeDistance * ScrollPhysicsParameters.densityRange.upperBound / AndroidFlingSimulation.gravity)
        .squareRoot()
    /// A curve that has not stopped by then is cut, with a note on stderr (`cutNote`): above
    /// `longestMotion`, so only a future physics that never stops would be.
    static let maxSeconds = 3000.0
    static let platformNames = (ScrollPlatform.allCases.map(\.rawValue) + ["all"]).joined(separator: ", ")

    struct Sample {
        var t: Double
        var x: Double
        var v: Double
    }

    let velocity: Double
    let platforms: [ScrollPlatform]
    /// Device pixels per point: the demos' default unless `--density` says otherwise.
    var density = ScrollPhysicsParameters.defaultDensity
    /// The surface's edges (`--bounds`).
    var range = FlingCurves.surface
    /// Where the fling starts (`--from`).
    var start = 0.0
    /// Where the curve stops if the platform has not stopped it yet (`maxSeconds`).
    var cap = FlingCurves.maxSeconds
    var isBounded: Bool { range != Self.surface }

    /// Validates `--fling` (already a number: see `speed`) and `--platform` (a platform or all).
    init(velocity: Double, platform: String?) throws(ExitFailure) {
        guard let platform else {
            throw ExitFailure.badInput(
                "--fling needs --platform: one of \(Self.platformNames), e.g. --fling 2000 "
                    + "--platform android")
        }
        if platform == "all" {
            platforms = ScrollPlatform.allCases
        } else if let one = ScrollPlatform(rawValue: platform) {
            platforms = [one]
        } else {
            throw ExitFailure.badInput("--platform \(platform) is not a platform; use one of \(Self.platformNames)")
        }
        self.velocity = velocity
    }

    /// `--density`, `--bounds MIN,MAX` and `--from X`, each checked.
    mutating func configure(density: Double?, bounds: String?, from: Double?) throws(ExitFailure) {
        if let density {
            let allowed = ScrollPhysicsParameters.densityRange
            guard density.isFinite, allowed.contains(density) else {
                throw ExitFailure.badInput(
                    "--density \(NumberText.format(density)) is out of range: device pixels per point from \(NumberText.format(allowed.lowerBound)) "
                        + "to \(NumberText.format(allowed.upperBound)), e.g. --density 2")
            }
            self.density = density
        }
        if let bounds {
            let parts = bounds.split(separator: ",", omittingEmptySubsequences: false).map {
                NumberText.parse(String($0).trimmingCharacters(in: .whitespaces))
            }
            guard parts.count == 2, let low = parts[0], let high = parts[1], low < high,
                abs(low) <= Self.maxPosition, abs(high) <= Self.maxPosition
            else {
                throw ExitFailure.badInput(
                    "--bounds wants MIN,MAX in pt with MIN < MAX, both within ±1e9, e.g. --bounds 0,2000, not "
                        + ParameterError.quoted(bounds))
            }
            range = low...high
        }
        if let from {
            guard from.isFinite, abs(from) <= Self.maxPosition else {
                throw ExitFailure.badInput("--from \(from) is out of range (-1e9...1e9 pt)")
            }
            start = from
        }
    }

    /// The physics `platform` runs the fling under.
    func physics(_ platform: ScrollPlatform) -> ScrollPhysics {
        var physics = ScrollPhysics.uiKit
        physics.platform = platform
        physics.density = density
        return physics
    }

    /// What a release at `velocity` hands to `platform`'s fling, and the note saying so when its
    /// clamps changed it (nil when they did not).
    func release(_ platform: ScrollPlatform) -> (velocity: Double, note: String?) {
        let physics = physics(platform)
        let handed = physics.flingVelocity(sustained: velocity)
        guard handed != velocity else { return (velocity, nil) }
        let given = "--fling \(NumberText.format(velocity)) pt/s"
        if handed == 0 {
            return (
                0,
                "\(given) is under \(platform.title)'s minimum fling of "
                    + "\(NumberText.format(physics.minimumFlingVelocity)) pt/s: no fling, it rests where it is"
            )
        }
        return (
            handed,
            "\(given) is clamped to \(NumberText.format(handed)) pt/s by \(platform.title)'s release clamp, as a "
                + "drag released that fast is"
        )
    }

    /// `--fling`'s transform: a finite speed in pt/s within ±`maxSpeed`.
    static func speed(_ text: String) throws -> Double {
        guard let value = Double(text), value.isFinite, abs(value) <= maxSpeed else {
            throw ValidationError("write a speed in pt/s between -100000 and 100000, e.g. --fling 2000")
        }
        return value
    }

    /// What `platform` runs after the release: its fling, or its way back from past an edge.
    func motion(_ platform: ScrollPlatform) -> ScrollSimulation {
        physics(platform).ballistic(
            position: start, velocity: release(platform).velocity, range: range, dimension: Self.viewport,
            bounces: true)
    }

    /// The fling on `platform`: the samples k/120 while it moves, then the stop (or, for a motion
    /// still running at `cap`, the row at `cap`: see `cutNote`).
    func samples(_ platform: ScrollPlatform) -> [Sample] {
        let fling = motion(platform).base
        var rows: [Sample] = []
        var k = 0
        while true {
            let t = Double(k) / CurvesCommand.physicsSampleRate
            guard !fling.isDone(at: t), t < cap else { break }
            rows.append(Sample(t: t, x: fling.position(at: t), v: fling.velocity(at: t)))
            k += 1
        }
        let end = min(fling.duration, cap)
        let done = fling.isDone(at: end)
        rows.append(
            Sample(
                t: end, x: done ? fling.finalPosition : fling.position(at: end), v: done ? 0 : fling.velocity(at: end)))
        return rows
    }

    /// The line saying why `platform`'s curve ends before its platform stops it (it would still be
    /// moving at `cap`), nil when the last row is the platform's own stop.
    func cutNote(_ platform: ScrollPlatform) -> String? {
        let fling = motion(platform).base
        guard !fling.isDone(at: cap) else { return nil }
        let end = NumberText.short(fling.duration, significant: 6)
        return "\(platform.title)'s curve stops at the \(NumberText.format(cap)) s cap, still moving "
            + "(x = \(NumberText.short(fling.position(at: cap), significant: 6)) pt, "
            + "v = \(NumberText.short(fling.velocity(at: cap), significant: 6)) pt/s): its platform stops it at "
            + "t = \(end) s, x = \(NumberText.short(fling.finalPosition, significant: 6)) pt"
    }

    /// `t,x,v` for one platform, `platform,t,x,v` for several.
    func csvText(_ runs: [(ScrollPlatform, [Sample])]) -> String {
        let labelled = runs.count > 1
        var out = labelled ? "platform,t,x,v\n" : "t,x,v\n"
        for (platform, rows) in runs {
            let prefix = labelled ? platform.rawValue + "," : ""
            for row in rows { out += "\(prefix)\(row.t),\(row.x),\(row.v)\n" }
        }
        return out
    }

    /// Each plot of `figure`, points: room for the legend beside the curves (`LinePlot.legendWidth`)
    /// and the notes under it.
    static let plotSize = Size(width: 760, height: 436)

    /// Position and velocity side by side, as `curves --decay` and `--spring` draw them: a
    /// 1560 × 500 image, 6240 × 2000 pixels at the largest `--scale` (4), inside `PNGExport.maxSide`
    /// (8192), so every accepted scale has the room. One colour per platform, each plot with a
    /// legend naming them.
    func figure(_ runs: [(ScrollPlatform, [Sample])]) -> PlotFigure {
        func plot(_ title: String, _ yLabel: String, _ value: (Sample) -> Double) -> LinePlot {
            let series = runs.enumerated().map { n, run in
                ChartSeries(
                    name: run.0.title, points: run.1.map { Point(x: $0.t, y: value($0)) },
                    color: LinePlot.palette[n % LinePlot.palette.count])
            }
            return LinePlot(title: title, xLabel: "time (s)", yLabel: yLabel, series: series, showsLegend: true)
        }
        let names = runs.count == 1 ? runs[0].0.title : "\(runs.count) platforms"
        let speed = decimal(velocity, digits: velocity == velocity.rounded() ? 0 : 1)
        let edges = isBounded ? " in \(NumberText.format(range.lowerBound))…\(NumberText.format(range.upperBound))" : ""
        return PlotFigure(
            title:
                "Fling at \(speed) pt/s from x = \(NumberText.format(start))\(edges), "
                + "\(NumberText.format(density)) px/pt: \(names)",
            plots: [plot("Position", "x (pt)", \.x), plot("Velocity", "v (pt/s)", \.v)], columns: 2,
            plotSize: Self.plotSize)
    }

    /// Prints or writes the CSV and draws the PNG, as `CurvesCommand` does for its other modes.
    func run(csv: String?, png: String?, scale: Double) throws {
        for platform in platforms { if let note = release(platform).note { Log.info(note) } }
        for platform in platforms { if let note = cutNote(platform) { Log.info(note) } }
        let runs = platforms.map { ($0, samples($0)) }
        let text = csvText(runs)
        if let path = csv {
            try OutputFile.write(Array(text.utf8), to: path, flag: "--csv")
        } else if png == nil {
            try OutputFile.standardOutput.write(text)
        }
        if let png { try PNGExport.write(figure: figure(runs), scale: scale, to: png, flag: "--png") }
    }
}
