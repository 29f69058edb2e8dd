import RealModule
import Testing

@testable import Motion

/// Reference values printed by `scripts/flutter-sims-reference.py` (an independent Python
/// implementation of Flutter's `ClampingScrollSimulation` formulas): (speed, S, T, T_android).
private let clampingReference: [(speed: Double, distance: Double, duration: Double, androidDuration: Double)] = [
    (1000.0, 194.31362127989578, 0.45823073446423973, 0.5551817750854166),
    (2000.0, 647.3987783959532, 0.7633484872589378, 0.9248553977085046),
    (4000.0, 2156.952124652397, 1.271632104035533, 1.5406800890374266),
    (8000.0, 7186.362753988744, 2.118361711595706, 2.5665581264245514),
]

/// physics.md §2.3 as printed: (speed, S to the point, T to the millisecond).
private let clampingPrinted: [(speed: Double, distance: Double, duration: Double)] = [
    (1000, 194, 0.458), (2000, 647, 0.763), (4000, 2157, 1.272), (8000, 7186, 2.118),
]

/// `scripts/flutter-sims-reference.py`: an unbounded fling from x0 = 0, (t, x, v) at t = T·i/24.
private let clampingSamples: [Double: [(t: Double, x: Double, v: Double)]] = [
    1000.0: [
        (0.0, 0.0, 1000.0),
        (0.01909294726934332, 18.555401677890963, 943.8344060278505),
        (0.03818589453868664, 36.04668602603544, 888.5369812034895),
        (0.057278841808029966, 52.49066601515101, 834.1328640669628),
        (0.07637178907737328, 67.90465283563236, 780.6491440690908),
        (0.09546473634671661, 82.30649551930628, 728.1151174032962),
        (0.11455768361605993, 95.71462589337031, 676.5625915265452),
        (0.13365063088540327, 108.14810990967295, 626.0262508389111),
        (0.15274357815474657, 119.62670666762405, 576.5441001021504),
        (0.1718365254240899, 130.17093681775967, 528.1580079843635),
        (0.19092947269343322, 139.80216253526925, 480.91438147911634),
        (0.21002241996277657, 148.54268194956012, 434.8650142496015),
        (0.22911536723211987, 156.41584190249552, 390.0681704944507),
        (0.2482083145014632, 163.44617433777728, 346.58999467470744),
        (0.26730126177080654, 169.6595637523235, 304.5063834250891),
        (0.28639420904014984, 175.0834564083894, 263.9055323017439),
        (0.30548715630949314, 179.74712720855374, 224.89150233621527),
        (0.3245801035788365, 183.6820287881457, 187.58939294802926),
        (0.3436730508481798, 186.92226254612336, 152.15317763288792),
        (0.36276599811752314, 189.50523972237326, 118.77824788650622),
        (0.38185894538686643, 191.47265843343246, 87.72301687603603),
        (0.40095189265620973, 192.8720543905204, 59.35011163417784),
        (0.42004483992555314, 193.75953668991446, 34.21795670308914),
        (0.43913778719489643, 194.2055558987392, 13.347335769232307),
        (0.45823073446423973, 194.31362127989578, 0.0),
    ],
    2000.0: [
        (0.0, 0.0, 2000.0),
        (0.03180618696912241, 61.821421986723585, 1887.668812055701),
        (0.06361237393824482, 120.09750188774998, 1777.073962406979),
        (0.09541856090736722, 174.88425583119246, 1668.2657281339257),
        (0.12722474787648963, 226.23935987413998, 1561.2982881381815),
        (0.15903093484561204, 274.2222820112916, 1456.230234806592),
        (0.19083712181473445, 318.8944319489389, 1353.1251830530905),
        (0.22264330878385685, 360.31933211980896, 1252.0525016778222),
        (0.25444949575297926, 398.56281433093557, 1153.0882002043008),
        (0.28625568272210167, 433.693247665255, 1056.316015968727),
        (0.3180618696912241, 465.78180493108846, 961.8287629582325),
        (0.3498680566603465, 494.90277727510727, 869.7300284992032),
        (0.3816742436294689, 521.1339498613272, 780.1363409889015),
        (0.4134804305985913, 544.5570562824815, 693.1799893494149),
        (0.4452866175677137, 565.2583364612981, 609.0127668501782),
        (0.4770928045368361, 583.3292336869221, 527.8110646034878),
        (0.5088989915059585, 598.8672837679211, 449.78300467243054),
        (0.5407051784750809, 611.9772781108637, 375.1787858960585),
        (0.5725113654442033, 622.7728330638047, 304.30635526577584),
        (0.6043175524133257, 631.3785924414249, 237.5564957730126),
        (0.6361237393824482, 637.9334827354943, 175.4460337520719),
        (0.6679299263515706, 642.5958796747494, 118.70022326835554),
        (0.699736113320693, 645.552723115221, 68.4359134061784),
        (0.7315423002898154, 647.0387346929598, 26.694671538464615),
        (0.7633484872589378, 647.3987783959532, 0.0),
    ],
    4000.0: [
        (0.0, 0.0, 4000.0),
        (0.05298467100148054, 205.97173172566704, 3775.337624111402),
        (0.10596934200296108, 400.13137266656116, 3554.147924813958),
        (0.15895401300444162, 582.6655529347255, 3336.5314562678514),
        (0.21193868400592217, 753.76643306248, 3122.5965762763626),
        (0.26492335500740266, 913.6321438183629, 2912.4604696131846),
        (0.31790802600888324, 1062.4672852122617, 2706.250366106181),
        (0.3708926970103638, 1200.4834962691561, 2504.1050033556444),
        (0.42387736801184434, 1327.9001102049722, 2306.176400408601),
        (0.47686203901332486, 1444.9449137311153, 2112.632031937454),
        (0.5298467100148053, 1551.8550347898206, 1923.6575259164654),
        (0.582831381016286, 1648.8779907567825, 1739.460056998406),
        (0.6358160520177665, 1736.2729400987573, 1560.272681977803),
        (0.6888007230192471, 1814.3121963454967, 1386.3599786988293),
        (0.7417853940207276, 1883.2830868611622, 1218.0255337003564),
        (0.7947700650222081, 1943.4902751752336, 1055.6221292069756),
        (0.8477547360236887, 1995.2587233922739, 899.5660093448606),
        (0.9007394070251692, 2038.9375672452913, 750.357571792117),
        (0.9537240780266497, 2074.9053447104293, 608.6127105315517),
        (1.0067087490281301, 2103.577334206295, 475.11299154602557),
        (1.0596934200296106, 2125.416400047116, 350.8920675041441),
        (1.1126780910310914, 2140.9502059789347, 237.4004465367111),
        (1.165662762032572, 2150.8015834513976, 136.87182681235657),
        (1.2186474330340524, 2155.7525594754848, 53.38934307692923),
        (1.271632104035533, 2156.952124652397, 0.0),
    ],
    8000.0: [
        (0.0, 0.0, 8000.0),
        (0.08826507131648775, 686.2403501359283, 7550.675248222804),
        (0.1765301426329755, 1333.1261089982531, 7108.295849627916),
        (0.26479521394946326, 1941.2790760560638, 6673.062912535703),
        (0.353060285265951, 2511.339476595988, 6245.193152552726),
        (0.4413253565824388, 3043.96742706622, 5824.920939226368),
        (0.5295904278989265, 3539.8445976223943, 5412.500732212362),
        (0.6178554992154143, 3999.676110454769, 5008.210006711289),
        (0.706120570531902, 4424.192722651375, 4612.352800817203),
        (0.7943856418483898, 4814.1533559889185, 4225.264063874908),
        (0.8826507131648776, 5170.348054619295, 3847.31505183293),
        (0.9709157844813653, 5493.601477388344, 3478.9201139968127),
        (1.059180855797853, 5784.777068009817, 3120.545363955606),
        (1.147445927114341, 6044.782099197485, 2772.7199573976586),
        (1.2357109984308285, 6274.573865572963, 2436.051067400713),
        (1.3239760697473162, 6475.167421024434, 2111.2442584139512),
        (1.412241141063804, 6647.645448629561, 1799.1320186897221),
        (1.5005062123802917, 6793.171171252263, 1500.7151435842347),
        (1.5887712836967796, 6913.00577182824, 1217.2254210631033),
        (1.6770363550132672, 7008.5328421979875, 950.2259830920505),
        (1.7653014263297553, 7081.294517131165, 701.784135008287),
        (1.853566497646243, 7133.048825027127, 474.8008930734222),
        (1.9418315689627306, 7165.870866524688, 273.7436536247136),
        (2.0300966402792184, 7182.3661374622025, 106.77868615385846),
        (2.118361711595706, 7186.362753988744, 0.0),
    ],
]

@Suite struct FlutterClampingTests {
    @Test func distanceAndDurationMatchPhysicsReferenceAsPrinted() {
        for row in clampingPrinted {
            let s = FlutterClampingSimulation.distance(speed: row.speed)
            let t = FlutterClampingSimulation.duration(speed: row.speed)
            #expect(abs(s - row.distance) < 0.5, "S at \(row.speed)")
            #expect(abs(t - row.duration) < 0.0005, "T at \(row.speed)")
        }
    }

    @Test func distanceAndDurationMatchTheIndependentScript() {
        for row in clampingReference {
            #expect(isClose(FlutterClampingSimulation.distance(speed: row.speed), row.distance))
            #expect(isClose(FlutterClampingSimulation.distance(speed: -row.speed), row.distance))
            #expect(isClose(FlutterClampingSimulation.duration(speed: row.speed), row.duration))
            // Flutter finishes at DECEL·0.35 ≈ 0.82537 of Android's spline duration.
            #expect(
                isClose(row.duration / row.androidDuration, FlutterClampingSimulation.decelerationExponent * 0.35))
            let sim = FlutterClampingSimulation(position: 0, velocity: row.speed)
            #expect(isClose(sim.flingDistance, row.distance) && isClose(sim.flingDuration, row.duration))
        }
    }

    @Test func distanceIsAndroidsSplineFlingDistance() {
        // Flutter's own assert: the simple v·T/DECEL equals getSplineFlingDistance's
        // friction·C·(v/v_ref)^(DECEL/(DECEL − 1)), for any friction.
        let d = FlutterClampingSimulation.decelerationExponent
        let c = FlutterClampingSimulation.physicalCoefficient
        for friction in [0.005, 0.015, 0.05] {
            for speed in [300.0, 1000.0, 8000.0] {
                let vRef = friction * c / 0.35
                let android = friction * c * Double.exp(Double.log(speed / vRef) * d / (d - 1))
                #expect(isClose(FlutterClampingSimulation.distance(speed: speed, friction: friction), android))
            }
        }
        #expect(isClose(FlutterClampingSimulation.distance(speed: 2000), OverScrollerFling.distance(speed: 2000)))
        #expect(
            FlutterClampingSimulation.distance(speed: 2000, friction: 0.03)
                < FlutterClampingSimulation.distance(speed: 2000))
    }

    @Test func sampledCurvesMatchTheIndependentScript() throws {
        for row in clampingReference {
            let samples = try #require(clampingSamples[row.speed])
            #expect(samples.count >= 20)
            let sim = FlutterClampingSimulation(position: 0, velocity: row.speed)
            for sample in samples {
                #expect(isClose(sim.position(at: sample.t), sample.x, absolute: 1e-9), "x at \(sample.t)")
                #expect(isClose(sim.velocity(at: sample.t), sample.v, absolute: 1e-9), "v at \(sample.t)")
            }
            // Mirrored for a fling the other way from elsewhere.
            let back = FlutterClampingSimulation(position: 300, velocity: -row.speed)
            for sample in samples {
                #expect(isClose(back.position(at: sample.t), 300 - sample.x, absolute: 1e-9))
            }
        }
    }

    @Test func unboundedCurveEndsAtItsDistanceWithNoJump() {
        let sim = FlutterClampingSimulation(position: 40, velocity: 3000)
        let end = 40 + sim.flingDistance
        #expect(sim.edge == nil)
        #expect(sim.duration == sim.flingDuration)
        #expect(sim.finalPosition == end)
        #expect(abs(sim.position(at: sim.duration - 1e-9) - end) < Tolerances.limit)
        #expect(abs(sim.velocity(at: sim.duration - 1e-9)) < 1e-3)
        #expect(sim.position(at: sim.duration) == end && sim.velocity(at: sim.duration) == 0)
        #expect(sim.isDone(at: sim.duration) && !sim.isDone(at: sim.duration - 1e-9))
        #expect(sim.position(at: .infinity) == end)
        // Speed falls monotonically (the 2023 rewrite fixed the old curve's late speed-up, #113424).
        var previous = sim.velocity(at: 0)
        for i in 1...200 {
            let v = sim.velocity(at: sim.duration * Double(i) / 200)
            #expect(v <= previous)
            previous = v
        }
    }

    @Test func flingThatPassesAnEdgeStopsDeadOnIt() {
        let free = FlutterClampingSimulation(position: 0, velocity: 4000)
        let sim = FlutterClampingSimulation(position: 0, velocity: 4000, bounds: 0...1000)
        #expect(sim.edge == 1000 && sim.finalPosition == 1000)
        #expect(sim.duration < free.duration)
        // The stop is where the free curve crosses the edge.
        #expect(isClose(free.position(at: sim.duration), 1000))
        #expect(sim.position(at: sim.duration - 1e-9) < 1000)
        // 1 ns before, it is one nanosecond of travel short: no jump but the stop of the velocity.
        let late = sim.duration - 1e-9
        #expect(isClose(sim.position(at: late), 1000 - sim.velocity(at: late) * 1e-9, absolute: 1e-9))
        #expect(sim.position(at: sim.duration) == 1000 && sim.velocity(at: sim.duration) == 0)
        #expect(sim.position(at: sim.duration - 0.1) == free.position(at: sim.duration - 0.1))

        let up = FlutterClampingSimulation(position: 500, velocity: -8000, bounds: 0...1000)
        #expect(up.edge == 0 && up.position(at: up.duration) == 0)
        #expect(up.position(at: up.duration / 2) > 0)
    }

    @Test func releasesThatDoNotMove() {
        // Slower than the tolerance's 20 pt/s: createBallisticSimulation returns null.
        let slow = FlutterClampingSimulation(position: 10, velocity: 15, bounds: 0...100)
        #expect(slow.duration == 0 && slow.position(at: 1) == 10 && slow.edge == nil)
        // At the edge, moving out.
        let out = FlutterClampingSimulation(position: 100, velocity: 500, bounds: 0...100)
        #expect(out.duration == 0 && out.finalPosition == 100 && out.edge == 100)
        let still = FlutterClampingSimulation(position: 5, velocity: 0)
        #expect(still.duration == 0 && still.position(at: 0.5) == 5 && still.velocity(at: 0) == 0)
    }

    @Test func releaseBeyondAnEdgeSpringsBackWithInwardVelocityOnly() {
        // Past the trailing edge: min(0, v), so outward velocity is dropped…
        let outward = FlutterClampingSimulation(position: 1100, velocity: 300, bounds: 0...1000)
        #expect(outward.edge == 1000 && outward.velocity(at: 0) == 0 && outward.position(at: 0) == 1100)
        #expect(outward.position(at: outward.duration) == 1000)
        // …and inward velocity kept.
        let inward = FlutterClampingSimulation(position: 1100, velocity: -300, bounds: 0...1000)
        #expect(inward.velocity(at: 0) == -300)
        // Before the leading edge the spring starts from rest (see the type's comment).
        let leading = FlutterClampingSimulation(position: -100, velocity: -300, bounds: 0...1000)
        #expect(leading.velocity(at: 0) == 0 && leading.finalPosition == 0)
        #expect(leading.position(at: leading.duration) == 0 && leading.duration > 0)
    }

    @Test func hostileInputsGiveFiniteResults() {
        let values = [Double.nan, .infinity, -.infinity, 0, 1e300, -1e300]
        for x in values {
            for v in values {
                for friction in [Double.nan, 0, -1, .infinity, 0.015] {
                    let sim = FlutterClampingSimulation(
                        position: x, velocity: v, bounds: -Double.infinity...Double.infinity, friction: friction)
                    #expect(sim.duration.isFinite && sim.finalPosition.isFinite)
                    for t in [Double.nan, -1, 0, 0.3, sim.duration / 2, .infinity] {
                        #expect(sim.position(at: t).isFinite && sim.velocity(at: t).isFinite)
                    }
                }
            }
        }
        #expect(FlutterClampingSimulation.distance(speed: .nan) == 0)
        #expect(FlutterClampingSimulation.duration(speed: .infinity).isFinite)
    }

    @Test func restIsTheSameAtEveryFrameRate() {
        for (position, velocity, bounds) in [(0.0, 4000.0, 0.0...1000), (0, 2500, -1e9...1e9), (1100, -300, 0...1000)] {
            let sim = FlutterClampingSimulation(position: position, velocity: velocity, bounds: bounds)
            var rests: [Double] = []
            for rate in [30.0, 60.0, 120.0, 144.0] {
                var frame = 0.0
                while !sim.isDone(at: frame / rate) { frame += 1 }
                rests.append(sim.position(at: frame / rate))
            }
            #expect(rests.allSatisfy { $0 == sim.finalPosition })
        }
    }
}
