import Foundation
import Motion
import Testing

@testable import PlaygroundCLI

/// `curves --fling` ends every curve where its platform stops it (issue 40, point 10): at rest,
/// inside its bounds, however far outside them it starts and however fast it is flung, or it says
/// on stderr why it stops early. Android brings content back from past an edge with
/// `OverScroller.springBack`'s cubic over √(2Δ px / 2000) s, 173 s from 10⁷ pt at density 3, as
/// the window does; the curve used to be cut at 60 s, still moving, without a word.
@Suite(.serialized) struct FlingCurvesRestTests {
    /// The reproduction: at rest 10⁷ pt before a 0…600 surface, under Android at density 3.
    static let reproduction = ["--fling=0", "--platform", "android", "--bounds=0,600", "--from=-10000000"]
    /// `startSpringback`: 1000·√(2|Δ|/GRAVITY) ms with Δ in pixels, GRAVITY 2000 px/s².
    static func springBack(_ points: Double, density: Double) -> Double { (2 * points * density / 2000).squareRoot() }

    func curves(_ args: [String]) throws -> Command.Result {
        let bin = try #require(WindowEndToEndTests.binary, "build the executable first: swift build")
        return try Command.run(bin, ["curves"] + args, display: nil, timeout: 120)
    }

    /// The binary on the reproduction: exit 0, nothing on stderr, every row a sample at k/120 on
    /// the way in, and the last row at rest on the edge after the whole spring-back.
    @Test func theReproductionSpringsAllTheWayBack() throws {
        let result = try curves(Self.reproduction)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first == "t,x,v")
        let rows = lines.dropFirst().map { $0.split(separator: ",").compactMap { Double($0) } }
        try #require(rows.allSatisfy { $0.count == 3 } && rows.count > 2)
        let duration = Self.springBack(1e7, density: 3)
        let last = try #require(rows.last)
        #expect(last == [duration, 0, 0], "the last row is \(last), not at rest on 0 at \(duration) s")
        #expect(rows.count == Int((duration * 120).rounded(.up)) + 1)
        for (k, row) in rows.dropLast().enumerated() {
            #expect(row[0] == Double(k) / 120 && row[1] < 0 && row[2] >= 0, "row \(k): \(row)")
        }
        for (a, b) in zip(rows, rows.dropFirst()) { #expect(b[1] >= a[1], "at \(b[0]) s") }
        // The cubic's middle: half way in after half the time, at its peak speed 1.5·Δ/T.
        try #require(rows.count > Int(duration * 60), "\(rows.count) rows")
        let middle = rows[Int(duration * 60)]
        #expect(abs(middle[1] + 5e6) < 2e4 && abs(middle[2] - 1.5e7 / duration) < 10, "\(middle)")
    }

    /// The window runs the same motion: content left 10⁷ pt past the new end of a list by a resize
    /// during an Android glide springs back on `AndroidFlingSimulation` (a free glide, restarted
    /// against the new bounds, not a motion onto a target held to B(v)), and the curve from the
    /// same position and speed ends where and when the window's motion does.
    @Test func theCurveEndsWhereTheWindowDoes() throws {
        var view = ScrollView(viewport: Size(width: 400, height: 1000), contentSize: Size(width: 400, height: 2e7))
        view.physics.platform = .android
        view.physics.density = 3
        view.release(at: Point(x: 0, y: 1e7), velocity: Point(x: 0, y: 3000), time: 0)
        _ = view.step(to: 100_000)
        view.resize(
            viewport: Size(width: 400, height: 1000), contentSize: Size(width: 400, height: 1600), insets: .zero,
            time: 200_000)
        let running = try #require(view.runningMotion(on: .vertical))
        guard let back = running.simulation.motion(as: AndroidFlingSimulation.self) else {
            Issue.record("the resize runs \(running.simulation), not Android's spring-back")
            return
        }
        #expect(back.duration > 160 && back.finalPosition == 600)
        var time = running.start
        while view.runningMotion(on: .vertical) != nil, time < 400_000_000 {
            time += 16_667
            _ = view.step(to: time)
        }
        #expect(view.offset.y == 600 && Double(time - running.start) / 1e6 >= back.duration)

        var curve = try FlingCurves(velocity: back.initialVelocity, platform: "android")
        try curve.configure(density: 3, bounds: "0,600", from: back.start)
        let rows = curve.samples(.android)
        let last = try #require(rows.last)
        #expect(last.t == back.duration && last.x == back.finalPosition && last.v == 0)
        #expect(curve.cutNote(.android) == nil)
    }

    struct Case: CustomStringConvertible {
        var from: Double
        var bounds: String?
        var fling: Double
        var description: String { "--from=\(from) --bounds=\(bounds ?? "none") --fling=\(fling)" }
    }

    /// Far outside each bound at rest, huge speeds towards and away from an edge, tiny and huge
    /// bounds, starts on an edge, and no bounds at all: every accepted extreme.
    static let cases: [Case] = {
        let far = FlingCurves.maxPosition
        var cases: [Case] = [
            Case(from: -1e7, bounds: "0,600", fling: 0),
            Case(from: -far, bounds: "\(far - 1),\(far)", fling: 0),
            Case(from: far, bounds: "\(-far),\(-far + 1)", fling: 0),
            Case(from: 700, bounds: "0,600", fling: 0),
            Case(from: -far, bounds: "\(-far),\(far)", fling: FlingCurves.maxSpeed),
            Case(from: far, bounds: "\(-far),\(far)", fling: FlingCurves.maxSpeed),
        ]
        for speed in [0.001, 50, 8000, FlingCurves.maxSpeed] {
            for sign in [1.0, -1.0] {
                cases += [
                    Case(from: -far, bounds: "0,600", fling: sign * speed),
                    Case(from: far, bounds: "0,600", fling: sign * speed),
                    Case(from: -1e7, bounds: "0,600", fling: sign * speed),
                    Case(from: 0, bounds: "0,1e-9", fling: sign * speed),
                    Case(from: 0.5, bounds: "0,1", fling: sign * speed),
                    Case(from: -far, bounds: "5,5.000001", fling: sign * speed),
                    Case(from: 300, bounds: "0,600", fling: sign * speed),
                    Case(from: sign * far, bounds: nil, fling: sign * speed),
                    Case(from: 0, bounds: nil, fling: sign * speed),
                ]
            }
        }
        return cases
    }()

    /// Each platform at densities 1, 3 and 4 over `cases`, in process: the path sampled at k/120
    /// while it moves (finite, never at rest before the last row), the last row the platform's own
    /// stop (its duration, its final position, v = 0) inside the bounds, reached without a jump,
    /// and no note, since no accepted argument outlasts the cap.
    @Test(arguments: ScrollPlatform.allCases)
    func everyCurveEndsAtRest(platform: ScrollPlatform) throws {
        for density in [1.0, 3, 4] {
            for test in Self.cases {
                var curve = try FlingCurves(velocity: test.fling, platform: platform.rawValue)
                try curve.configure(density: density, bounds: test.bounds, from: test.from)
                let label = "\(platform.rawValue) at density \(density), \(test)"
                let motion = curve.motion(platform).base
                let rows = curve.samples(platform)
                #expect(curve.cutNote(platform) == nil, "\(label): \(curve.cutNote(platform) ?? "")")
                let last = try #require(rows.last)
                #expect(last.v == 0 && last.t == motion.duration && last.x == motion.finalPosition, "\(label): \(last)")
                #expect(curve.range.contains(last.x), "\(label): rests at \(last.x), outside the bounds")
                #expect(motion.duration <= FlingCurves.longestMotion + 1e-6, "\(label): lasts \(motion.duration) s")
                for (k, row) in rows.dropLast().enumerated() where row.t != Double(k) / 120 || !row.x.isFinite {
                    Issue.record("\(label): row \(k) is \(row)")
                    break
                }
                #expect(rows.allSatisfy { $0.v.isFinite }, "\(label)")
                guard rows.count >= 2 else { continue }
                let before = rows[rows.count - 2]
                #expect(last.t > before.t && last.t <= before.t + 1 / 120, "\(label): \(before.t) then \(last.t)")
                #expect(!motion.isDone(at: before.t), "\(label): at rest before its last row")
                // The last step is the motion's own: no further than its speed carries it in that
                // time, plus the distance the platform calls at rest.
                let reach =
                    abs(before.v) * (last.t - before.t) + curve.physics(platform).platformTolerance.distance
                    + 1e-6 * max(1, abs(last.x))
                #expect(abs(last.x - before.x) <= reach, "\(label): jumps \(last.x - before.x) onto its rest")
            }
        }
    }

    /// The cap is above every accepted argument's motion (the farthest spring-back, Android's at
    /// density 4, is `longestMotion`), and a curve still moving at it says so: a curve cut at
    /// 10 s ends on its row at 10 s and carries one line naming the cap and the platform's own stop.
    @Test func aCurveCutShortSaysWhy() throws {
        let far = FlingCurves.maxPosition
        #expect(abs(FlingCurves.longestMotion - Self.springBack(2 * far, density: 4)) < 1e-9)
        #expect(FlingCurves.longestMotion < FlingCurves.maxSeconds)
        var farthest = try FlingCurves(velocity: 0, platform: "android")
        try farthest.configure(density: 4, bounds: "\(far - 1),\(far)", from: -far)
        let lasts = farthest.motion(.android).base.duration
        #expect(abs(lasts - Self.springBack(2 * far - 1, density: 4)) < 1e-9 && lasts < FlingCurves.maxSeconds)

        var cut = try FlingCurves(velocity: 0, platform: "android")
        try cut.configure(density: nil, bounds: "0,600", from: -1e7)
        cut.cap = 10
        let rows = cut.samples(.android)
        let last = try #require(rows.last)
        #expect(last.t == 10 && last.v > 0 && last.x < -9e6 && rows.count == 1201, "\(last)")
        let note = try #require(cut.cutNote(.android))
        #expect(!note.contains("\n"))
        #expect(note.contains("10 s cap") && note.contains("t = 173.205 s") && note.contains("x = 0 pt"), "\(note)")
        for platform in ScrollPlatform.allCases where platform != .android {
            var short = try FlingCurves(velocity: 0, platform: platform.rawValue)
            try short.configure(density: nil, bounds: "0,600", from: -1e7)
            short.cap = 10
            #expect(short.cutNote(platform) == nil && short.samples(platform).last?.v == 0, "\(platform)")
        }
    }
}
