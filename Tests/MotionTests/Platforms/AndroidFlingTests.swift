import RealModule
import Testing

@testable import Motion

/// `AndroidSpline` and `AndroidFlingSimulation` against physics.md §2.3 / §3.1 and against an
/// independent Python build of AOSP's table (`scripts/android-spline-reference.py`).
@Suite struct AndroidFlingTests {
    struct Reference {
        var speed: Double
        var distance: Double
        var duration: Double
        /// At t = duration·(k + 0.3)/25, k = 0...24: mid-segment instants, away from the table's
        /// breakpoints where the velocity steps.
        var positions: [Double]
        var velocities: [Double]
    }

    /// Pasted from `python3 scripts/android-spline-reference.py` (values rounded to 1e-10).
    static let references: [Reference] = [
        Reference(
            speed: 1000, distance: 194.31362127989584, duration: 0.5551817750854166,
            positions: [
                6.6570276266, 28.523950929, 49.2684576031, 68.3442667726, 85.4876885099, 100.6901253942, 114.0617614615,
                125.7875018686, 136.0530820167, 145.0291610248, 152.8748035353, 159.72595971, 165.6990869716,
                170.8919325062, 175.3914960436, 179.271449689, 182.5923591371, 185.408637774, 187.7664458464,
                189.7070547524, 191.2659893696, 192.4735832738, 193.357847708, 193.9431807487, 194.2512585865,
            ],
            velocities: [
                997.1835168681, 961.5464461007, 894.7419129509, 809.5274842818, 720.6635935593, 635.9937532387,
                557.7947590783, 488.9996192453, 427.7881529485, 373.7258380676, 326.5103691512, 285.1602748146,
                248.0906847868, 215.4558966696, 186.067911893, 159.8573868274, 136.1373450594, 114.526288376,
                95.1881858352, 77.2962014445, 60.9279042355, 45.7855950428, 31.9468038043, 19.0272034798, 7.0580629122,
            ]),
        Reference(
            speed: 2000, distance: 647.3987783959533, duration: 0.9248553977085047,
            positions: [
                22.1793589394, 95.0338471632, 164.1487563022, 227.7040308729, 284.821129598, 335.4714082697,
                380.0219693579, 419.0888652622, 453.2909145248, 483.1967057214, 509.3361978661, 532.1623389717,
                552.0631326829, 569.3642453552, 584.3555358176, 597.2824589725, 608.346802819, 617.7298575794,
                625.5854163182, 632.0509838211, 637.2449190693, 641.2682850753, 644.2144074867, 646.1645738879,
                647.191003299,
            ],
            velocities: [
                1994.3670337363, 1923.0928922014, 1789.4838259018, 1619.0549685636, 1441.3271871186, 1271.9875064773,
                1115.5895181567, 977.9992384906, 855.5763058971, 747.4516761352, 653.0207383024, 570.3205496293,
                496.1813695736, 430.9117933391, 372.135823786, 319.7147736547, 272.2746901188, 229.0525767519,
                190.3763716704, 154.5924028889, 121.8558084711, 91.5711900856, 63.8936076087, 38.0544069595,
                14.1161258243,
            ]),
        Reference(
            speed: 4000, distance: 2156.9521246523973, duration: 1.5406800890374268,
            positions: [
                73.895436606, 316.6262671368, 546.8978633885, 758.6463082309, 948.9445472146, 1117.6971458308,
                1266.127187098, 1396.2871857515, 1510.2388725421, 1609.8766259849, 1696.9661216719, 1773.0164560226,
                1839.3203489401, 1896.9628298695, 1946.9096275669, 1989.9785292927, 2026.8418363672, 2058.1035572361,
                2084.2760874871, 2105.8175547063, 2123.1222980002, 2136.5270311328, 2146.3426891274, 2152.8400995378,
                2156.2598759925,
            ],
            velocities: [
                3988.7340674726, 3846.1857844029, 3578.9676518036, 3238.1099371271, 2882.6543742372, 2543.9750129547,
                2231.1790363134, 1955.9984769812, 1711.1526117942, 1494.9033522704, 1306.0414766047, 1140.6410992586,
                992.3627391473, 861.8235866783, 744.271647572, 639.4295473094, 544.5493802376, 458.1051535038,
                380.7527433408, 309.1848057779, 243.7116169422, 183.1423801712, 127.7872152174, 76.108813919,
                28.2322516486,
            ]),
        Reference(
            speed: 8000, distance: 7186.362753988743, duration: 2.5665581264245514,
            positions: [
                246.1989801469, 1054.9103928088, 1822.1111126073, 2527.5978593174, 3161.6185040745, 3723.8550857183,
                4218.3825756632, 4652.0393804166, 5031.6946116788, 5363.6598101868, 5653.8177144424, 5907.1962127223,
                6128.1022871134, 6320.1509530361, 6486.5597492961, 6630.0533149065, 6752.8715703148, 6857.0269031617,
                6944.2264726023, 7015.9966319493, 7073.6512090971, 7118.3120403739, 7151.0150745359, 7172.6626334394,
                7184.0563745709,
            ],
            velocities: [
                7977.4681349452, 7692.3715688058, 7157.9353036073, 6476.2198742543, 5765.3087484745, 5087.9500259094,
                4462.3580726268, 3911.9969539624, 3422.3052235884, 2989.8067045408, 2612.0829532094, 2281.2821985171,
                1984.7254782945, 1723.6471733565, 1488.543295144, 1278.8590946189, 1089.0987604753, 916.2103070076,
                761.5054866815, 618.3696115557, 487.4232338843, 366.2847603423, 255.5744304347, 152.217627838,
                56.4645032972,
            ]),
    ]

    static let unbounded = -Sanitize.maxPosition...Sanitize.maxPosition

    static func fling(_ speed: Double, from start: Double = 0) -> AndroidFlingSimulation {
        AndroidFlingSimulation(position: start, velocity: speed, bounds: unbounded)
    }

    // MARK: - Distance and duration

    @Test func distanceAndDurationMatchPhysicsMdsTable() {
        // physics.md §2.3: S = 194 / 647 / 2157 / 7186 px, T_android = 0.555 / 0.925 / 1.541 / 2.567 s.
        let quoted: [(speed: Double, distance: Double, duration: Double)] = [
            (1000, 194, 0.555), (2000, 647, 0.925), (4000, 2157, 1.541), (8000, 7186, 2.567),
        ]
        for row in quoted {
            let fling = Self.fling(row.speed)
            #expect(abs(fling.finalPosition - row.distance) <= 0.5, "S at \(row.speed) to the pixel quoted")
            #expect(abs(fling.duration - row.duration) <= 0.0005, "T at \(row.speed) to the ms quoted")
        }
    }

    @Test func distanceAndDurationMatchTheIndependentReference() {
        for reference in Self.references {
            for sign in [1.0, -1.0] {
                let fling = Self.fling(sign * reference.speed, from: 100)
                #expect(isClose(fling.finalPosition - 100, sign * reference.distance, relative: Tolerances.rounding))
                #expect(isClose(fling.duration, reference.duration, relative: Tolerances.rounding))
                #expect(fling.splineDuration == fling.duration && fling.edge == nil)
            }
        }
    }

    // MARK: - The table

    @Test func tableIsBuiltAsAOSPBuildsIt() {
        // The Python build's entries (x_min carried over, bisection stopped at 1e-5).
        let p = AndroidSpline.positions
        let t = AndroidSpline.times
        #expect(p.count == 101 && t.count == 101)
        #expect(isClose(p[0], 2.2888183591973643e-05, relative: Tolerances.rounding))
        #expect(isClose(p[1], 0.028561000304762274, relative: Tolerances.rounding))
        #expect(isClose(p[3], 0.08538917797618413, relative: Tolerances.rounding))
        #expect(isClose(p[50], 0.8584111051351724, relative: Tolerances.rounding))
        #expect(isClose(p[99], 0.9999602810470701, relative: Tolerances.rounding))
        #expect(p[100] == 1 && t[100] == 1)
        #expect(isClose(t[1], 0.00350088851162047, relative: Tolerances.rounding))
        #expect(isClose(t[50], 0.20223014913089796, relative: Tolerances.rounding))
        #expect(isClose(t[99], 0.8480819880681568, relative: Tolerances.rounding))
        #expect(zip(p, p.dropFirst()).allSatisfy { $0 < $1 }, "strictly increasing")
        #expect(AndroidSpline.p1 == 0.175 && abs(AndroidSpline.p2 - 0.35) < 1e-15)
    }

    @Test func lookupIsLinearBetweenSamplesAndInvertible() {
        let p = AndroidSpline.positions
        #expect(AndroidSpline.position(atFraction: 0) == p[0])
        #expect(AndroidSpline.position(atFraction: 1) == 1)
        #expect(AndroidSpline.velocityFactor(atFraction: 1) == 0)
        #expect(isClose(AndroidSpline.position(atFraction: 0.425), (p[42] + p[43]) / 2, relative: Tolerances.rounding))
        #expect(isClose(AndroidSpline.velocityFactor(atFraction: 0.425), (p[43] - p[42]) * 100))
        for k in 1..<1000 {
            let u = Double(k) / 1000
            let f = AndroidSpline.position(atFraction: u)
            #expect(abs(AndroidSpline.fraction(reachingPosition: f) - u) < Tolerances.rounding)
        }
        #expect(AndroidSpline.fraction(reachingPosition: 0) == 0)
        #expect(AndroidSpline.fraction(reachingPosition: 1) == 1)
        #expect(AndroidSpline.fraction(reachingPosition: .nan) == 0)
    }

    @Test func adjustDurationsLookupMissesTheEdgeByAtMostAQuarterPercent() {
        // The Python reference's worst |P(SPLINE_TIME lookup(f)) − f| over f = 0.001...0.999 is
        // 0.0026078: AOSP's cut-off time puts the fling that far from the edge.
        var worst = 0.0
        for k in 1..<1000 {
            let f = Double(k) / 1000
            let u = AndroidSpline.adjustedDurationFraction(distanceFraction: f)
            worst = max(worst, abs(AndroidSpline.position(atFraction: u) - f))
        }
        #expect(abs(worst - 0.0026078300900064244) < 1e-9)
        #expect(AndroidSpline.adjustedDurationFraction(distanceFraction: 1) == 1)
    }

    // MARK: - The curve

    @Test func sampledCurvesMatchTheIndependentReference() {
        for reference in Self.references {
            let fling = Self.fling(reference.speed)
            for k in 0..<25 {
                let t = fling.duration * (Double(k) + 0.3) / 25
                #expect(isClose(fling.position(at: t), reference.positions[k], relative: 1e-9, absolute: 1e-8))
                #expect(isClose(fling.velocity(at: t), reference.velocities[k], relative: 1e-9, absolute: 1e-8))
            }
            let back = Self.fling(-reference.speed, from: 50)
            #expect(isClose(back.position(at: back.duration * 0.3 / 25), 50 - reference.positions[0]))
        }
    }

    @Test func startsAtTheStartWithTheReleaseVelocity() {
        // AOSP's update() does nothing until time has passed: the start and the given velocity.
        let fling = Self.fling(4000, from: 10)
        #expect(fling.position(at: 0) == 10 && fling.velocity(at: 0) == 4000)
        // Just after, the table's first entry (2.3e-5 of the distance) and its first slope:
        // 0.9988339242409604 of the release speed in the Python reference.
        #expect(abs(fling.position(at: 1e-9) - 10 - AndroidSpline.positions[0] * fling.splineDistance) < 1e-5)
        #expect(abs(fling.velocity(at: 1e-9) / 4000 - 0.9988339242409604) < 1e-9)
    }

    @Test func positionIsMonotonicAndVelocityStepsOnlyAtTableSegments() {
        for reference in Self.references {
            let fling = Self.fling(reference.speed)
            var previous = (x: fling.position(at: 0), v: fling.velocity(at: 0))
            var t = 0.001
            while t <= fling.duration + 0.002 {
                let now = (x: fling.position(at: t), v: fling.velocity(at: t))
                #expect(now.x >= previous.x)
                // The table's slope steps by at most 0.0234·v0 between segments (Python
                // reference), and the last segment runs at 0.0014·v0 before the stop.
                #expect(abs(now.v - previous.v) <= 0.0235 * reference.speed)
                previous = now
                t += 0.001
            }
        }
    }

    @Test func endsAtRestExactlyAtItsDuration() {
        for reference in Self.references {
            let fling = Self.fling(reference.speed, from: -30)
            let end = fling.duration
            #expect(!fling.isDone(at: end.nextDown) && fling.isDone(at: end))
            #expect(fling.position(at: end) == fling.finalPosition)
            #expect(fling.finalPosition == -30 + fling.splineDistance)
            #expect(fling.velocity(at: end) == 0 && fling.velocity(at: .infinity) == 0)
            // No jump: 1 ns before the end it is within the last segment's 1 ns of travel.
            #expect(abs(fling.position(at: end - 1e-9) - fling.finalPosition) < 1e-6)
            #expect(fling.phase(at: end) == .done && fling.phase(at: end / 2) == .spline)
        }
    }

    @Test func samePositionAtTheSameInstantAtAnyFrameRate() {
        let fling = Self.fling(3000, from: 20)
        var rests: [Double] = []
        for rate in [30, 60, 120, 144] {
            // Instants every rate hits exactly: 0.5 s and 1 s.
            #expect(fling.position(at: Double(rate / 2) / Double(rate)) == fling.position(at: 0.5))
            #expect(fling.position(at: Double(rate) / Double(rate)) == fling.position(at: 1))
            var frame = 0
            while !fling.isDone(at: Double(frame) / Double(rate)) { frame += 1 }
            rests.append(fling.position(at: Double(frame) / Double(rate)))
        }
        #expect(rests.allSatisfy { $0 == fling.finalPosition })
        #expect(fling.finalPosition == 20 + OverScrollerFling.distance(speed: 3000))
    }

    // MARK: - Edges

    @Test func flingIntoAnEdgeOverflingsAtMostSixPointsAndSpringsBackToIt() throws {
        // 2000 pt/s from 0 towards an edge at 300 (the spline alone would reach 647.4). Python:
        // crossing 0.16970021766277396 s at 1399.3714260390916 pt/s; 2000 pt/s² would carry it
        // 490 pt, so it decelerates at v²/12 for 0.008575278712075673 s to 306, then springs back
        // in √(2·6/2000) = 0.07745966692414834 s.
        let fling = AndroidFlingSimulation(position: 0, velocity: 2000, bounds: 0...300)
        let crossing = try #require(fling.edgeTime)
        #expect(fling.edge == 300 && fling.finalPosition == 300)
        #expect(isClose(crossing, 0.16970021766277396))
        #expect(isClose(fling.ballisticVelocity, 1399.3714260390916))
        #expect(isClose(fling.ballisticDuration, 0.008575278712075673))
        #expect(isClose(fling.cubicOrigin, 306) && isClose(fling.cubicDuration, 0.07745966692414834))
        #expect(isClose(fling.duration, 0.255735163298998))
        // No jump at the crossing, in position or velocity.
        #expect(abs(fling.position(at: crossing) - 300) < 1e-9)
        #expect(abs(fling.position(at: crossing - 1e-9) - 300) < 1e-5)
        #expect(abs(fling.velocity(at: crossing - 1e-9) - fling.velocity(at: crossing)) < 0.01)
        #expect(fling.phase(at: crossing - 1e-9) == .spline && fling.phase(at: crossing) == .ballistic)
        #expect(!fling.isPastEdge(at: crossing - 1e-9) && fling.isPastEdge(at: crossing + 0.05))
        // Never more than the overfling distance past the edge; at rest at the apex.
        var peak = 0.0
        var previous = fling.position(at: 0)
        var t = 0.0
        while t < fling.duration {
            let x = fling.position(at: t)
            peak = max(peak, x)
            // No jump between 0.1 ms samples: at most 0.1 ms at 2000 pt/s, plus, off the start,
            // the table's first entry (2.3e-5 of 647 pt).
            #expect(abs(x - previous) < 2000 * 0.0001 + 0.015, "no jump between 0.1 ms samples")
            previous = x
            t += 0.0001
        }
        #expect(peak <= 306 + 1e-9 && peak > 305.9)
        let apex = crossing + fling.ballisticDuration
        #expect(isClose(fling.position(at: apex), 306) && abs(fling.velocity(at: apex)) < 1e-9)
        // Back on the edge exactly, at rest.
        #expect(abs(fling.position(at: fling.duration - 1e-9) - 300) < 1e-6)
        #expect(fling.position(at: fling.duration) == 300 && fling.velocity(at: fling.duration) == 0)
        #expect(fling.velocity(at: apex + fling.cubicDuration / 2) < -100, "moving back")
    }

    @Test func slowArrivalAtAnEdgeDeceleratesAtGravity() throws {
        // 1000 pt/s would travel 194.31; the edge at 194 is met at a crawl, so 2000 pt/s²
        // stops it within the 6 pt allowed.
        let fling = AndroidFlingSimulation(position: 0, velocity: 1000, bounds: -50...194)
        let v = fling.ballisticVelocity
        #expect(fling.edge == 194 && v > 0 && v < 100)
        #expect(fling.ballisticAcceleration == -AndroidFlingSimulation.gravity)
        #expect(isClose(fling.cubicOrigin, 194 + v * v / 4000))
        #expect(isClose(fling.cubicDuration, (2 * (v * v / 4000) / 2000).squareRoot()))
        // Mirror image at the lower edge.
        let down = AndroidFlingSimulation(position: 0, velocity: -1000, bounds: -194...50)
        #expect(down.edge == -194 && isClose(down.cubicOrigin, -194 - v * v / 4000))
    }

    @Test func noOverflingDistanceStopsAtTheEdge() throws {
        let fling = AndroidFlingSimulation(position: 0, velocity: 2000, bounds: 0...300, overflingDistance: 0)
        let crossing = try #require(fling.edgeTime)
        #expect(fling.duration == crossing && fling.edge == 300)
        #expect(fling.ballisticDuration == 0 && fling.cubicDuration == 0)
        #expect(fling.position(at: crossing) == 300 && fling.velocity(at: crossing) == 0)
    }

    @Test func flingFromTheEdgeOutwardsOverflingsAtOnce() {
        let fling = AndroidFlingSimulation(position: 300, velocity: 500, bounds: 0...300)
        #expect(fling.edgeTime == 0 && fling.ballisticVelocity == 500)
        #expect(fling.position(at: 0) == 300 && fling.velocity(at: 0) == 500)
        #expect(fling.isPastEdge(at: 0.001))
        #expect(fling.position(at: fling.duration) == 300)
    }

    @Test func startBeyondAnEdgeAtRestSpringsBack() {
        let fling = AndroidFlingSimulation(position: 320, velocity: 0, bounds: 0...300)
        #expect(fling.edge == 300 && fling.edgeTime == 0)
        #expect(fling.ballisticDuration == 0 && fling.cubicOrigin == 320)
        #expect(isClose(fling.duration, (2 * 20 / 2000.0).squareRoot()))
        #expect(fling.position(at: 0) == 320 && fling.velocity(at: 0) == 0)
        #expect(isClose(fling.position(at: fling.duration / 2), 310))
        #expect(fling.position(at: fling.duration) == 300)
        #expect(fling.isPastEdge(at: 0) && !fling.isPastEdge(at: fling.duration))
        let below = AndroidFlingSimulation(position: -8, velocity: 0, bounds: 0...300)
        #expect(below.edge == 0 && isClose(below.position(at: below.duration / 2), -4))
    }

    @Test func startBeyondAnEdgeMovingAwayRisesThenSpringsBack() {
        // 2 pt past, 100 pt/s outwards: apex 2 + 100²/4000 = 4.5 pt past, within 6.
        let gentle = AndroidFlingSimulation(position: 302, velocity: 100, bounds: 0...300)
        #expect(gentle.ballisticAcceleration == -2000 && isClose(gentle.ballisticDuration, 0.05))
        #expect(isClose(gentle.cubicOrigin, 304.5) && gentle.position(at: 0) == 302 && gentle.velocity(at: 0) == 100)
        #expect(gentle.position(at: gentle.duration) == 300)
        // 500 pt/s would rise 62.5 pt: the deceleration rises so the apex is 6 pt past.
        let hard = AndroidFlingSimulation(position: 302, velocity: 500, bounds: 0...300)
        #expect(isClose(hard.cubicOrigin, 306) && isClose(hard.ballisticAcceleration, -500 * 500 / 8))
        #expect(hard.position(at: hard.ballisticDuration / 2) < 306)
        // Already past the overfling distance: straight back (velocity drops).
        let far = AndroidFlingSimulation(position: 340, velocity: 500, bounds: 0...300)
        #expect(far.ballisticDuration == 0 && far.cubicOrigin == 340 && far.position(at: far.duration) == 300)
    }

    @Test func startBeyondAnEdgeMovingBackEitherFlingsInOrSpringsBack() {
        // 50 pt/s travels about a point, short of the edge 10 pt away: the spring-back, which
        // ignores the velocity as AOSP's does.
        let weak = AndroidFlingSimulation(position: 310, velocity: -50, bounds: 0...300)
        #expect(OverScrollerFling.distance(speed: 50) < 10)
        #expect(weak.splineDistance == 0 && weak.cubicOrigin == 310 && weak.edge == 300)
        #expect(weak.position(at: weak.duration) == 300)
        // 1000 pt/s carries it 194 pt: an ordinary fling from the start, resting inside.
        let strong = AndroidFlingSimulation(position: 310, velocity: -1000, bounds: 0...300)
        let free = Self.fling(-1000, from: 310)
        #expect(strong.edge == nil && strong.finalPosition == free.finalPosition)
        for t in [0.0, 0.1, 0.3, 0.5] { #expect(strong.position(at: t) == free.position(at: t)) }
        #expect(!strong.isPastEdge(at: 0.01), "AOSP's state is SPLINE even while beyond the edge")
        // 2000 pt/s from beyond the top crosses the whole range and overflings the bottom.
        let through = AndroidFlingSimulation(position: 310, velocity: -2000, bounds: 0...300)
        #expect(through.edge == 0 && isClose(through.cubicOrigin, -6))
        #expect(through.position(at: through.duration) == 0)
    }

    // MARK: - Hostile input

    @Test func nonFiniteInputsGiveFiniteResults() {
        let cases = [
            AndroidFlingSimulation(position: .nan, velocity: .nan, bounds: 0...100),
            AndroidFlingSimulation(position: .infinity, velocity: .infinity, bounds: -.infinity...(.infinity)),
            AndroidFlingSimulation(position: 0, velocity: -.infinity, bounds: 0...100),
            AndroidFlingSimulation(position: 50, velocity: 1e300, bounds: 0...100, friction: .nan),
            AndroidFlingSimulation(
                position: 50, velocity: 3000, bounds: 0...100, friction: 0, overflingDistance: .infinity),
            AndroidFlingSimulation(
                position: 50, velocity: -3000, bounds: 0...100, friction: .infinity, overflingDistance: .nan),
            AndroidFlingSimulation(position: -.infinity, velocity: 2000, bounds: 0...0),
        ]
        for fling in cases {
            #expect(fling.duration.isFinite && fling.finalPosition.isFinite)
            for t in [-1, 0, .nan, 1e-6, 0.01, 0.5, fling.duration / 2, fling.duration, .infinity] {
                #expect(fling.position(at: t).isFinite && fling.velocity(at: t).isFinite)
            }
            #expect(fling.isDone(at: .infinity) && fling.position(at: .infinity) == fling.finalPosition)
        }
        let still = AndroidFlingSimulation(position: 5, velocity: 0, bounds: 0...100)
        #expect(still.duration == 0 && still.finalPosition == 5 && still.edge == nil && still.isDone(at: 0))
    }

    // MARK: - Flywheel

    @Test func flywheelAddsSameSignVelocityOnly() {
        #expect(AndroidFlingSimulation.flywheel(newVelocity: 1500, currentVelocity: 800) == 2300)
        #expect(AndroidFlingSimulation.flywheel(newVelocity: -1500, currentVelocity: -800) == -2300)
        #expect(AndroidFlingSimulation.flywheel(newVelocity: 1500, currentVelocity: -800) == 1500)
        #expect(AndroidFlingSimulation.flywheel(newVelocity: -1500, currentVelocity: 800) == -1500)
        #expect(AndroidFlingSimulation.flywheel(newVelocity: 1500, currentVelocity: 0) == 1500)
        #expect(AndroidFlingSimulation.flywheel(newVelocity: .nan, currentVelocity: 800) == 0)
        #expect(AndroidFlingSimulation.flywheel(newVelocity: .infinity, currentVelocity: 1).isFinite)
    }
}
