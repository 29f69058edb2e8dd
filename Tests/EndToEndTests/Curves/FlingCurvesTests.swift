import Foundation
import Testing

/// `curves --fling V --platform P`: each platform's free fling sampled at k/120 to its own stop,
/// checked against the closed forms of physics.md (UIKit §1.1, Flutter §2.2–2.3, Android §3.1),
/// the plot of all four, and the one-line refusals.
@Suite(.serialized) struct FlingCurvesTests {
    struct Row: Equatable {
        var t: Double
        var x: Double
        var v: Double
    }

    func run(_ args: [String]) throws -> Command.Result {
        let bin = try #require(WindowEndToEndTests.binary, "build the executable first: swift build")
        return try Command.run(bin, ["curves"] + args, display: nil, timeout: 60)
    }

    func rows(_ lines: some Sequence<Substring>) throws -> [Row] {
        try lines.map { line in
            let cells = line.split(separator: ",").compactMap { Double($0) }
            try #require(cells.count == 3, "\(line)")
            return Row(t: cells[0], x: cells[1], v: cells[2])
        }
    }

    /// Android's spline (density 1): distance f·(0.35·v/f)^(D/(D−1)), duration (0.35·v/f)^(1/(D−1)).
    static let decel = log(0.78) / log(0.9)
    static let splineFriction = 0.015 * 9.80665 * 39.37 * 160 * 0.84
    static func androidDistance(_ v: Double) -> Double {
        splineFriction * exp(decel / (decel - 1) * log(0.35 * v / splineFriction))
    }
    static func androidDuration(_ v: Double) -> Double { exp(log(0.35 * v / splineFriction) / (decel - 1)) }

    /// (distance, duration) of a fling at 2000 pt/s on each platform, at the default density 3.
    static let expected: [String: (Double, Double)] = {
        let v = 2000.0
        let lambda = -1000 * log(0.998)  // UIKit .normal, stops under 1 pt/s
        // Flutter's FrictionSimulation stops under toleranceFor(dpr 3): 1 / (0.05 · 3) pt/s.
        let drag = -log(0.135)
        let stop = 20.0 / 3
        return [
            "uikit": ((v - 1) / lambda, log(v / 1) / lambda),
            "android": (androidDistance(v), androidDuration(v)),
            "flutter-ios": ((v - stop) / drag, log(v / stop) / drag),
            "flutter-android": (androidDistance(v), decel * 0.35 * androidDuration(v)),
        ]
    }()

    @Test(arguments: ["uikit", "android", "flutter-ios", "flutter-android"])
    func flingStopsWhereItsPlatformStopsIt(platform: String) throws {
        let result = try run(["--fling", "2000", "--platform", platform])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first == "t,x,v")
        let rows = try rows(lines.dropFirst())
        try #require(rows.count > 10)
        let (distance, duration) = try #require(Self.expected[platform])
        let last = rows[rows.count - 1]
        let before = rows[rows.count - 2]
        #expect(last.v == 0)
        #expect(abs(last.x - distance) < 1e-6 * distance, "\(platform): rests at \(last.x), not \(distance)")
        #expect(abs(last.t - duration) < 1e-9, "\(platform): stops at \(last.t) s, not \(duration)")
        // Every row but the stop is a sample at k/120, still moving.
        for (k, row) in rows.dropLast().enumerated() {
            #expect(row.t == Double(k) / 120, "\(platform) row \(k)")
            #expect(row.v > 0, "\(platform) row \(k)")
        }
        #expect(last.t > before.t && last.t <= before.t + 1.0 / 120)
        for (a, b) in zip(rows, rows.dropFirst()) { #expect(b.x >= a.x, "\(platform) at \(b.t)") }
        // No jump onto the rest: the last step is no longer than the one before it, and no longer
        // than the speed before it allows (the motion only slows down).
        let lastStep = last.x - before.x
        let stepBefore = before.x - rows[rows.count - 3].x
        #expect(lastStep <= stepBefore + 1e-9, "\(platform): last step \(lastStep) after \(stepBefore)")
        #expect(lastStep <= before.v * (last.t - before.t) + 1e-9, "\(platform)")
        // physics.md §2.3's table: 2000 px/s → S = 647 px, T = 0.925 s on Android, 0.763 s in Flutter.
        if platform.hasSuffix("android") { #expect(abs(last.x - 647.4) < 0.05) }
        if platform == "android" { #expect(abs(last.t - 0.925) < 0.0005) }
        if platform == "flutter-android" { #expect(abs(last.t - 0.763) < 0.0005) }
    }

    @Test func flutterClampingTravelsAsFarAsAndroidInLessTime() throws {
        func stop(_ platform: String) throws -> Row {
            let result = try run(["--fling", "2000", "--platform", platform])
            return try #require(try rows(result.stdout.split(separator: "\n").dropFirst()).last)
        }
        let android = try stop("android")
        let flutter = try stop("flutter-android")
        #expect(abs(flutter.x - android.x) < 1e-9 * android.x)
        #expect(abs(flutter.t / android.t - 0.82537) < 1e-5)
    }

    @Test func allPlatformsInOneCSVAndOnePlot() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fling-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let csv = dir.appendingPathComponent("all.csv").path
        let png = dir.appendingPathComponent("all.png").path
        let result = try run(["--fling=-2000", "--platform", "all", "--csv", csv, "--png", png])
        #expect(result.status == 0 && result.stdout.isEmpty, "\(result.stderr)")
        let lines = try String(contentsOfFile: csv, encoding: .utf8).split(separator: "\n")
        #expect(lines.first == "platform,t,x,v")
        var byPlatform: [String: [Substring]] = [:]
        for line in lines.dropFirst() {
            let platform = String(line.prefix { $0 != "," })
            byPlatform[platform, default: []].append(line.dropFirst(platform.count + 1))
        }
        #expect(Set(byPlatform.keys) == ["uikit", "android", "flutter-ios", "flutter-android"])
        // The same rows as one platform alone, mirrored for a fling the other way.
        let alone = try run(["--fling=-2000", "--platform", "flutter-ios"])
        #expect(alone.stdout.split(separator: "\n").dropFirst().elementsEqual(byPlatform["flutter-ios"] ?? []))
        let last = try #require(try rows(byPlatform["android"] ?? []).last)
        #expect(last.v == 0 && abs(last.x + Self.androidDistance(2000)) < 1e-6)
        // Position and velocity side by side (CurvesPlotTests checks the geometry at each scale).
        #expect(try CurvesPlotTests.pngSize(png) == (1560, 500))
        let bytes = try #require(FileManager.default.contents(atPath: png))
        #expect(bytes.count > 10_000)
    }

    @Test func aFlingAtRestIsOneRow() throws {
        let result = try run(["--fling", "0", "--platform", "android"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "t,x,v\n0.0,0.0,0.0\n")
    }

    /// physics.md §8.5: `--density` is Flutter's devicePixelRatio. A 2600 pt/s fling stops at
    /// 1295.1 pt after 2.98 s at 3 (the default) and at 1288.4 pt after 2.43 s at 1, exactly where
    /// scripts/flutter-sims-reference.py puts it; UIKit's physics are in points and do not move.
    @Test func densityIsFluttersDevicePixelRatio() throws {
        func last(_ args: [String]) throws -> Row {
            let result = try run(["--fling", "2600"] + args)
            #expect(result.status == 0 && result.stderr.isEmpty, "\(args): \(result.stderr)")
            return try #require(try rows(result.stdout.split(separator: "\n").dropFirst()).last)
        }
        let phone = try last(["--platform", "flutter-ios"])
        #expect(abs(phone.t - 2.9793781949456095) < 1e-9 && abs(phone.x - 1295.0604675696964) < 1e-9)
        #expect(try last(["--platform", "flutter-ios", "--density", "3"]).x == phone.x)
        let window = try last(["--platform", "flutter-ios", "--density", "1"])
        #expect(abs(window.t - 2.4307524837989503) < 1e-9 && abs(window.x - 1288.402058996073) < 1e-9)
        let two = try last(["--platform", "flutter-ios", "--density", "2"])
        #expect(window.x < two.x && two.x < phone.x)
        #expect(
            try last(["--platform", "uikit", "--density", "1"]) == last(["--platform", "uikit", "--density", "4"]))
    }

    /// V is a release velocity: each platform clamps it as a drag's release is clamped, and says so.
    @Test func theFlingIsClampedAsTheReleaseIs() throws {
        for platform in ["android", "flutter-ios", "flutter-android"] {
            for sign in ["", "-"] {
                let clamped = try run(["--fling=\(sign)12000", "--platform", platform])
                #expect(clamped.status == 0)
                #expect(clamped.stderr.split(separator: "\n").count == 1, "\(clamped.stderr)")
                #expect(clamped.stderr.contains("--fling \(sign)12000 pt/s is clamped to \(sign)8000 pt/s"))
                let limit = try run(["--fling=\(sign)8000", "--platform", platform])
                #expect(limit.stderr.isEmpty && clamped.stdout == limit.stdout, "\(platform) \(sign)")
            }
        }
        // UIKit documents no clamp: 12,000 pt/s goes further than 8000.
        let uikit = try run(["--fling", "12000", "--platform", "uikit"])
        #expect(uikit.stderr.isEmpty)
        let far = try #require(try rows(uikit.stdout.split(separator: "\n").dropFirst()).last)
        #expect(far.x > 5900)
        // Under the minimum fling, no fling at all, said once per platform under `all`.
        let slow = try run(["--fling", "30", "--platform", "android"])
        #expect(slow.stdout == "t,x,v\n0.0,0.0,0.0\n")
        #expect(slow.stderr.contains("--fling 30 pt/s is under Android's minimum fling of 50 pt/s: no fling"))
        let all = try run(["--fling", "12000", "--platform", "all"])
        #expect(all.stderr.split(separator: "\n").count == 3, "\(all.stderr)")
    }

    /// `--bounds MIN,MAX` gives the surface edges and `--from X` starts the fling elsewhere, so a
    /// fling meets an edge as its platform does: Flutter Android stops dead on it, Flutter iOS
    /// crosses it and springs back (to the script's duration at dpr 3), and a release past an
    /// edge springs straight back.
    @Test func boundsAndFromSendAFlingIntoAnEdge() throws {
        func rows(_ args: [String]) throws -> [Row] {
            let result = try run(args)
            #expect(result.status == 0, "\(args): \(result.stderr)")
            return try self.rows(result.stdout.split(separator: "\n").dropFirst())
        }
        let clamping = try rows(["--fling", "2000", "--platform", "flutter-android", "--bounds", "0,500"])
        #expect(clamping.allSatisfy { $0.x <= 500 } && clamping.last?.x == 500 && clamping.last?.v == 0)
        for (a, b) in zip(clamping, clamping.dropFirst()) { #expect(b.x >= a.x && b.v <= a.v) }
        let bouncing = try rows(["--fling", "4000", "--platform", "flutter-ios", "--bounds", "0,600"])
        let last = try #require(bouncing.last)
        #expect(last.x == 600 && last.v == 0 && abs(last.t - 0.8916539959399985) < 1e-9)
        let peak = try #require(bouncing.max { $0.x < $1.x })
        #expect(peak.x > 660 && peak.x < 670, "\(peak)")  // the script's samples peak near 667
        // From 900 towards 0 in 0...2000 at 2000 pt/s: the same curve moved by 900, reversed.
        let moved = try rows(["--fling=-2000", "--platform", "flutter-android", "--from", "900", "--bounds", "0,2000"])
        let plain = try rows(["--fling", "2000", "--platform", "flutter-android"])
        #expect(moved.count == plain.count)
        for (m, p) in zip(moved, plain) { #expect(abs(m.x - (900 - p.x)) < 1e-9 && m.t == p.t) }
        // Released 100 pt past the end, at rest: the spring takes it straight back, never under the edge.
        let back = try rows(["--fling", "0", "--platform", "flutter-ios", "--from", "700", "--bounds", "0,600"])
        #expect(back.first?.x == 700 && back.last?.x == 600 && back.count > 10)
        #expect(back.allSatisfy { $0.x >= 600 })
        for (a, b) in zip(back, back.dropFirst()) { #expect(b.x <= a.x) }
    }

    @Test func badFlingsExitTwoWithOneLine() throws {
        for (args, flag) in [
            (["--fling", "2000", "--platform", "android", "--density", "0.5"], "--density"),
            (["--fling", "2000", "--platform", "android", "--density", "5"], "--density"),
            (["--fling", "2000", "--platform", "android", "--density", "nan"], "--density"),
            (["--fling", "2000", "--platform", "android", "--bounds", "5,1"], "--bounds"),
            (["--fling", "2000", "--platform", "android", "--bounds", "0"], "--bounds"),
            (["--fling", "2000", "--platform", "android", "--bounds", "a,b"], "--bounds"),
            (["--fling", "2000", "--platform", "android", "--bounds", "0,1e10"], "--bounds"),
            (["--fling", "2000", "--platform", "android", "--from", "-1e10"], "--from"),
            (["--density", "2"], "--density"),
            (["--bounds", "0,100", "--easing", "linear"], "--bounds"),
            (["--fling", "abc", "--platform", "android"], "--fling"),
            (["--fling", "inf", "--platform", "android"], "--fling"),
            (["--fling", "1e6", "--platform", "uikit"], "--fling"),
            (["--fling", "2000", "--platform", "ios"], "--platform"),
            (["--fling", "2000"], "--platform"),
            (["--platform", "android"], "--fling"),
            (["--fling", "2000", "--platform", "all", "--decay", "100"], "--fling"),
            (["--fling", "2000", "--platform", "all", "--png", "/nonexistent-dir/x.png"], "--png"),
        ] {
            let result = try run(args)
            #expect(result.status == 2, "\(args): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(args): \(result.stderr)")
            #expect(result.stderr.contains(flag), "\(args): \(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
    }
}
