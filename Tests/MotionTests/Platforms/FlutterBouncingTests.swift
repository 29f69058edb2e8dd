import RealModule
import Testing

@testable import Motion

/// Reference values printed by `scripts/flutter-sims-reference.py` (an independent Python
/// implementation of Flutter's `BouncingScrollSimulation`: friction 0.135, Flutter's own
/// over-damped spring solution, isDone by a 10 µs scan), tolerance at devicePixelRatio 1.
///
/// Free glide from 0: (speed, finalX, rest where |v| falls under 20, that time).
private let glideReference: [(speed: Double, asymptote: Double, rest: Double, stop: Double)] = [
    (1000.0, 499.38064302173376, 489.39303016129907, 1.953588563966523),
    (4000.0, 1997.522572086935, 1987.5349592265004, 2.6458771334399773),
]

/// From 0 in 0...600: (speed, edge, crossing, spring velocity, duration, final).
private let bounceReference:
    [(speed: Double, edge: Double?, crossing: Double?, springVelocity: Double?, duration: Double, final: Double)] = [
        (1000.0, nil, nil, nil, 1.953588563966523, 489.39303016129907),
        (2000.0, 600.0, 0.45850775559623214, 798.5116996737754, 0.9122483681503337, 600.0),
        (4000.0, 600.0, 0.1783820721289357, 2798.511699673775, 0.7705624076287141, 600.0),
        (8000.0, 600.0, 0.0812681177687629, 5000.0, 0.7374234250458009, 600.0),
    ]

/// `scripts/flutter-sims-reference.py`: the same releases, (t, x, v) at t = duration·i/24.
private let bounceSamples: [Double: [(t: Double, x: Double, v: Double)]] = [
    1000.0: [
        (0.0, 0.0, 1000.0),
        (0.08139952349860512, 75.1116557329225, 849.5903740312707),
        (0.16279904699721023, 138.92579542116422, 721.8038036465944),
        (0.24419857049581536, 193.1416742273812, 613.237563517304),
        (0.32559809399442047, 239.20296298078915, 521.0007309586914),
        (0.4069976174930256, 278.3361905211594, 442.63720588576),
        (0.48839714099163073, 311.58340394423334, 376.0603093086394),
        (0.5697966644902358, 339.82991643184016, 319.4972188438423),
        (0.6511961879888409, 363.82788154126507, 271.44176165949074),
        (0.7325957114874461, 384.2163216945708, 230.61430781599373),
        (0.8139952349860512, 401.5381441903319, 195.9276960343527),
        (0.8953947584846563, 416.2545978434089, 166.4582845569108),
        (0.9767942819832615, 428.7575552069405, 141.42135623730954),
        (1.0581938054818665, 439.3799474299202, 120.1502229416654),
        (1.1395933289804716, 448.4046296117485, 102.07847284895007),
        (1.2209928524790767, 456.0719127221213, 86.72488792828038),
        (1.3023923759776819, 462.5859626476666, 73.68062997280776),
        (1.383791899476287, 468.120236760369, 62.5983539774574),
        (1.4651914229748921, 472.82210277377135, 53.18295896944991),
        (1.5465909464734973, 476.8167628787429, 45.18373000294467),
        (1.6279904699721024, 480.21058765145335, 38.38766207332971),
        (1.7093899934707075, 483.09394850949707, 32.613788179066205),
        (1.7907895169693127, 485.54362413934956, 27.708360497629492),
        (1.8721890404679178, 487.62484497397116, 23.540756358974324),
        (1.953588563966523, 489.39303016129907, 0.0),
    ],
    2000.0: [
        (0.0, 0.0, 2000.0),
        (0.03801034867293057, 73.1995687439694, 1853.4192909419926),
        (0.07602069734586114, 141.03431514332306, 1717.5815340179595),
        (0.11403104601879172, 203.89742892968312, 1591.699374457313),
        (0.1520413946917223, 262.15328281984364, 1475.0431629997433),
        (0.19005174336465283, 316.13954452500445, 1366.9367266379093),
        (0.22806209203758343, 366.1691339700986, 1266.753449323901),
        (0.266072440710514, 412.5320370678212, 1173.912639922114),
        (0.3040827893834446, 455.49698656051794, 1087.8761663561436),
        (0.34209313805637515, 495.31301967257406, 1008.1453364402486),
        (0.38010348672930566, 532.2109216019091, 934.2580073157811),
        (0.4181138354022363, 566.4045632174668, 865.785906738047),
        (0.45612418407516686, 598.0921407163827, 802.3321506870005),
        (0.49413453274809743, 616.4897407200378, 214.52224724222026),
        (0.532144881421028, 619.4197726926982, -18.655476116761918),
        (0.5701552300939586, 617.10371502994, -87.03210272808899),
        (0.6081655787668891, 613.5631556798679, -93.58396371176495),
        (0.6461759274398197, 610.233288847514, -80.10344343750555),
        (0.6841862761127503, 607.5191016110164, -62.71449119085521),
        (0.7221966247856808, 605.442816687788, -47.005627953414624),
        (0.7602069734586113, 603.9056694262719, -34.41155901895538),
        (0.7982173221315421, 602.7881609866971, -24.85648082686962),
        (0.8362276708044726, 601.9842154760997, -17.814195667174303),
        (0.8742380194774032, 601.4094268559645, -12.707557157040448),
        (0.9122483681503337, 600.0, 0.0),
    ],
    4000.0: [
        (0.0, 0.0, 4000.0),
        (0.03210676698452975, 124.38564988500526, 3750.9201615578204),
        (0.0642135339690595, 241.0258103755401, 3517.350514595236),
        (0.09632030095358927, 350.40279278336175, 3298.325240115261),
        (0.128427067938119, 452.9688749143249, 3092.9386606308426),
        (0.16053383492264875, 549.148171253581, 2900.3414951554673),
        (0.19264060190717855, 632.010216431949, 1753.4112930638166),
        (0.2247473688917083, 664.0310045277906, 426.2381410337025),
        (0.256854135876238, 667.615079742045, -117.16605726627688),
        (0.28896090286076775, 660.2671995352372, -302.2677678568018),
        (0.3210676698452975, 649.8353139811147, -331.6871983955033),
        (0.3531744368298273, 639.6049676387172, -300.0015243338696),
        (0.3852812038143571, 630.7603050374925, -249.87432318901966),
        (0.4173879707988868, 623.5597803704422, -199.3815603150621),
        (0.4494947377834166, 617.8878080811937, -155.22700565580186),
        (0.4816015047679463, 613.5058708096824, -119.0669671506537),
        (0.513708271752476, 610.1607549465683, -90.48657629126944),
        (0.5458150387370059, 607.6262949306831, -68.36138758655795),
        (0.5779218057215355, 605.7152792076395, -51.449783223422465),
        (0.6100285727060654, 604.2788412407851, -38.62616098741399),
        (0.642135339690595, 603.2013196611347, -28.951938876912493),
        (0.6742421066751249, 602.3941087136253, -21.677729511055762),
        (0.7063488736596546, 601.7899251875323, -16.219887420356393),
        (0.7384556406441843, 601.3379636683976, -12.130625018059009),
        (0.7705624076287142, 600.0, 0.0),
    ],
    8000.0: [
        (0.0, 0.0, 8000.0),
        (0.030725976043575038, 238.39849277830157, 7522.611666852441),
        (0.061451952087150076, 462.5709031700625, 7073.710786283058),
        (0.09217792813072512, 646.0725136727579, 3513.3497835714447),
        (0.12290390417430015, 710.2557408206253, 996.8819307133349),
        (0.1536298802178752, 721.731725461511, -89.88424019951822),
        (0.18435585626145023, 711.5711688944191, -496.920476471235),
        (0.21508183230502528, 694.308974355688, -593.9155639427154),
        (0.2458078083486003, 676.3830673013815, -560.1073048483804),
        (0.27653378439217535, 660.3478949716258, -480.06018370365945),
        (0.3072597604357504, 646.959150650411, -391.8193629789088),
        (0.33798573647932545, 636.1905516994776, -310.9917774826593),
        (0.36871171252290047, 627.7183390681572, -242.68992347012468),
        (0.3994376885664755, 621.1431487974264, -187.37980539154464),
        (0.43016366461005057, 616.0843588476203, -143.685346315144),
        (0.4608896406536256, 612.2141161993675, -109.68702866036341),
        (0.4916156166972006, 609.2641012998859, -83.48619813542126),
        (0.5223415927407756, 607.0210018942736, -63.419507116603114),
        (0.5530675687843507, 605.318188117924, -48.11318689800743),
        (0.5837935448279258, 604.0269237687451, -36.4692469053019),
        (0.6145195208715007, 603.0484513581624, -27.62715600216993),
        (0.6452454969150758, 602.3073605680337, -20.920685229089298),
        (0.6759714729586509, 601.7462439552274, -15.838056716228772),
        (0.7066974490022259, 601.32148728567, -11.988134154736567),
        (0.7374234250458009, 600.0, 0.0),
    ],
]

@Suite struct FlutterBouncingTests {
    private let lnD = Double.log(0.135)

    @Test func freeGlideStopsWhereItsSpeedFallsUnderTheTolerance() {
        for row in glideReference {
            let sim = FlutterBouncingSimulation(position: 0, velocity: row.speed, bounds: -1e9...1e9)
            #expect(sim.edge == nil && sim.edgeTime == nil)
            // finalX = x0 − v0/ln 0.135: no 0.91 factor on the release velocity.
            #expect(isClose(sim.glideAsymptote ?? .nan, -row.speed / lnD, relative: Tolerances.sameFormula))
            #expect(isClose(sim.glideAsymptote ?? .nan, row.asymptote))
            #expect(isClose(sim.finalPosition, row.rest) && isClose(sim.duration, row.stop))
            // The stop is tolerance.velocity/|ln D| = 9.9876 pt short of the asymptote.
            #expect(isClose(row.asymptote - sim.finalPosition, 20 / -lnD, relative: Tolerances.difference))
            // No jump: the glide arrives at finalPosition at 20 pt/s and stays.
            #expect(abs(sim.position(at: sim.duration - 1e-9) - sim.finalPosition) < Tolerances.limit)
            #expect(abs(sim.velocity(at: sim.duration - 1e-9) - 20) < Tolerances.limit)
            #expect(sim.velocity(at: sim.duration) == 0 && sim.position(at: 100) == sim.finalPosition)
        }
        // Mirrored.
        let back = FlutterBouncingSimulation(position: 0, velocity: -1000, bounds: -1e9...1e9)
        #expect(isClose(back.finalPosition, -glideReference[0].rest))
    }

    @Test func releasesMatchTheIndependentScript() throws {
        for row in bounceReference {
            let sim = FlutterBouncingSimulation(position: 0, velocity: row.speed, bounds: 0...600)
            #expect(sim.edge == row.edge)
            if let crossing = row.crossing {
                #expect(isClose(sim.edgeTime ?? .nan, crossing))
                #expect(isClose(sim.springVelocity ?? .nan, row.springVelocity ?? .nan))
            } else {
                #expect(sim.edgeTime == nil && sim.springVelocity == nil)
            }
            #expect(isClose(sim.duration, row.duration) && isClose(sim.finalPosition, row.final))
            let samples = try #require(bounceSamples[row.speed])
            #expect(samples.count >= 20)
            for sample in samples {
                #expect(isClose(sim.position(at: sample.t), sample.x, absolute: 1e-9), "x at \(sample.t)")
                #expect(isClose(sim.velocity(at: sample.t), sample.v, absolute: 1e-8), "v at \(sample.t)")
            }
        }
    }

    @Test func flingIntoAnEdgeSpringsBackToExactlyTheEdge() throws {
        let sim = FlutterBouncingSimulation(position: 0, velocity: 2000, bounds: 0...600)
        let crossing = try #require(sim.edgeTime)
        // The crossing is timeAtX(600) and the velocity there 2000 + ln D·600 < 5000: continuous.
        #expect(isClose(crossing, Double.log(onePlus: lnD * 600 / 2000) / lnD, relative: Tolerances.sameFormula))
        #expect(abs(sim.position(at: crossing - 1e-7) - 600) < Tolerances.edgePosition)
        #expect(abs(sim.position(at: crossing + 1e-7) - 600) < Tolerances.edgePosition)
        #expect(abs(sim.velocity(at: crossing - 1e-7) - sim.velocity(at: crossing + 1e-7)) < Tolerances.edgeVelocity)
        #expect(!sim.isBouncing(at: crossing - 1e-7) && sim.isBouncing(at: crossing + 1e-7))
        #expect(sim.isPastEdge(at: crossing + 0.05) && sim.position(at: crossing + 0.05) > 600)
        // Ends exactly on the edge, and only when Flutter's isDone first holds: just before, the
        // spring is still farther than 1 pt or faster than 20 pt/s, just after both hold.
        #expect(sim.position(at: sim.duration) == 600 && sim.position(at: sim.duration + 5) == 600)
        let before = sim.duration - 1e-7
        #expect(abs(sim.position(at: before) - 600) >= 1 || abs(sim.velocity(at: before)) >= 20)
        #expect(abs(sim.position(at: before) - 600) < 1 + 1e-4 && abs(sim.velocity(at: before)) < 20 + 1e-3)
        #expect(!sim.isDone(at: before) && sim.isDone(at: sim.duration))
    }

    @Test func crossingVelocityIsCappedOnlyTowardsTheTrailingEdge() throws {
        let down = FlutterBouncingSimulation(position: 0, velocity: 8000, bounds: 0...600)
        let crossing = try #require(down.edgeTime)
        #expect(down.velocity(at: crossing) > 6000)  // still the glide
        #expect(down.springVelocity == 5000)
        #expect(abs(down.velocity(at: crossing + 1e-9) - 5000) < Tolerances.edgeVelocity)
        // Towards the leading edge Flutter's min(dx, 5000) leaves a negative velocity uncapped.
        let up = FlutterBouncingSimulation(position: 600, velocity: -8000, bounds: 0...600)
        #expect(up.edge == 0)
        #expect(isClose(up.springVelocity ?? .nan, -8000 - lnD * 600, relative: Tolerances.sameFormula))
        #expect(up.position(at: up.duration) == 0)
    }

    @Test func glideThatStopsBeforeTheEdgeNeverReachesIt() {
        // The asymptote 499.4 lies past 495, but the glide stops at 489.4, as Flutter's isDone
        // turns true in the friction phase before timeAtX(495).
        let sim = FlutterBouncingSimulation(position: 0, velocity: 1000, bounds: 0...495)
        #expect(sim.edge == nil && isClose(sim.finalPosition, glideReference[0].rest))
        let past = FlutterBouncingSimulation(position: 0, velocity: 1000, bounds: 0...480)
        #expect(past.edge == 480 && past.position(at: past.duration) == 480)
    }

    @Test func releaseBeyondAnEdgeSpringsBackWithItsVelocity() {
        let spring = FlutterScrolling.spring
        #expect(isClose(spring.dampingRatio, 1.1) && spring.mass == 0.5 && spring.stiffness == 100)
        for (x0, v0, edge) in [(-50.0, -300.0, 0.0), (650.0, 0.0, 600.0), (700.0, -2000.0, 600.0)] {
            let sim = FlutterBouncingSimulation(position: x0, velocity: v0, bounds: 0...600)
            #expect(sim.edge == edge && sim.edgeTime == 0 && sim.glideAsymptote == nil)
            #expect(sim.position(at: 0) == x0 && sim.velocity(at: 0) == v0, "no jump at release")
            #expect(sim.isBouncing(at: 0.01))
            #expect(sim.position(at: sim.duration) == edge && sim.finalPosition == edge)
            // m·x'' = −k·(x − edge) − c·x', integrated independently.
            let times = [0.02, 0.1, 0.3]
            let numeric = integrateRK4(x0: x0 - edge, v0: v0, step: 1e-5, times: times) { x, v in
                -(spring.stiffness * x + spring.damping * v) / spring.mass
            }
            for (t, expected) in zip(times, numeric) where t < sim.duration {
                #expect(
                    isClose(
                        sim.position(at: t) - edge, expected.x, relative: Tolerances.springIntegration,
                        absolute: Tolerances.integrationFloor))
            }
        }
    }

    @Test func carriedMomentumByHand() {
        // 0.000816·1000^1.967 = 649.666…; capped at 40000 from about 7000·(40000/29853.7)^(1/1.967).
        #expect(isClose(CarriedMomentum.momentum(1000), 649.6660299405324))
        #expect(isClose(CarriedMomentum.momentum(-3000), -5638.812668543222))
        #expect(isClose(CarriedMomentum.momentum(6000), 22045.180966764303))
        #expect(CarriedMomentum.momentum(20000) == 40000)
        #expect(CarriedMomentum.momentum(-.infinity) == -40000)
        #expect(CarriedMomentum.momentum(0) == 0 && CarriedMomentum.momentum(.nan) == 0)
        // ScrollDragController.end: added only in the same direction and above half the carry.
        #expect(CarriedMomentum.releaseVelocity(2000, carried: 3000) == 5000)
        #expect(CarriedMomentum.releaseVelocity(1500, carried: 3000) == 1500)
        #expect(CarriedMomentum.releaseVelocity(-2000, carried: 3000) == -2000)
        #expect(CarriedMomentum.releaseVelocity(-2000, carried: -3000) == -5000)
        #expect(CarriedMomentum.releaseVelocity(0, carried: 3000) == 0)
        #expect(CarriedMomentum.releaseVelocity(.nan, carried: .nan) == 0)
    }

    @Test func overscrollResistanceByHand() {
        typealias P = FlutterBouncingPhysics
        // In scroll-offset space (positive = the offset grows): the rule is odd in the delta, so
        // a drag asking for `delta` moves the offset by −userOffset(−delta).
        func offset(_ delta: Double, start: Double = 0, end: Double = 0, viewport: Double = 1000) -> Double {
            -P.userOffset(pointerDelta: -delta, overscrollPastStart: start, overscrollPastEnd: end, viewport: viewport)
        }
        // In range: 1:1.
        #expect(offset(10) == 10 && offset(-250) == -250)
        // 100 past the end, pulling further: γ = 0.52·0.9² = 0.4212.
        #expect(isClose(offset(10, end: 100), 4.212))
        // Easing back: γ = 0.52·(1 − (100 − 10)/1000)² = 0.430612.
        #expect(isClose(offset(-10, end: 100), -4.30612))
        // Easing back by more than o/γ: γ = 0.52·1.2² = 0.7488, o + (300 − 100/0.7488).
        #expect(isClose(offset(-300, end: 100), -266.45299145299145))
        // 50 before the start, pulling further (offset decreasing): γ = 0.52·0.95².
        #expect(isClose(offset(-20, start: 50), -9.386))
        // Pulling out by more than o/γ passes the excess 1:1 too (Flutter's _applyFriction).
        #expect(isClose(offset(-100, start: 10), -90.37876825755613))
        // At a full viewport of overscroll γ = 0: pulling further does nothing.
        #expect(offset(10, end: 1000) == 0)
        // Flutter's own convention: pointer moving down past the end eases it.
        #expect(
            isClose(
                P.userOffset(pointerDelta: 10, overscrollPastStart: 0, overscrollPastEnd: 100, viewport: 1000),
                4.30612))
        #expect(isClose(P.frictionFactor(0.1), 0.4212))
        for bad in [Double.nan, .infinity, -.infinity] {
            #expect(offset(bad, end: 100).isFinite && offset(10, start: bad, end: bad).isFinite)
            #expect(offset(5, end: 100, viewport: bad).isFinite)
        }
    }

    @Test func toleranceFollowsTheDevicePixelRatio() {
        #expect(FlutterScrolling.toleranceFor() == Tolerance(distance: 1, velocity: 20))
        let phone = FlutterScrolling.toleranceFor(devicePixelRatio: 3)
        #expect(isClose(phone.distance, 1.0 / 3) && isClose(phone.velocity, 20.0 / 3))
        #expect(
            FlutterScrolling.toleranceFor(devicePixelRatio: .nan)
                == FlutterScrolling.toleranceFor())
        #expect(FlutterScrolling.toleranceFor(devicePixelRatio: 3) == phone)
        // Same motion, later stop: 3.33 pt short of the asymptote instead of 9.99.
        let sim = FlutterBouncingSimulation(position: 0, velocity: 1000, bounds: -1e9...1e9, tolerance: phone)
        #expect(
            isClose(glideReference[0].asymptote - sim.finalPosition, 20.0 / 3 / -lnD, relative: Tolerances.difference))
        let standard = FlutterBouncingSimulation(position: 0, velocity: 1000, bounds: -1e9...1e9)
        #expect(sim.position(at: 1) == standard.position(at: 1))
    }

    @Test func hostileInputsGiveFiniteResults() {
        let values = [Double.nan, .infinity, -.infinity, 0, 1e300, -1e300]
        for x in values {
            for v in values {
                for bounds in [0.0...600, -Double.infinity...Double.infinity, 0...0] {
                    let sim = FlutterBouncingSimulation(position: x, velocity: v, bounds: bounds)
                    #expect(sim.duration.isFinite && sim.finalPosition.isFinite)
                    for t in [Double.nan, -1, 0, 0.3, sim.duration / 2, .infinity] {
                        #expect(sim.position(at: t).isFinite && sim.velocity(at: t).isFinite)
                    }
                }
            }
        }
    }

    /// Pasted from `python3 scripts/flutter-sims-reference.py` ("Rest at the done frame"):
    /// (speed, bounded in 0...600, frame rate, the frame that finds it done, where it rests).
    static let doneFrameRests: [(Double, Bool, Double, Double, Double)] = [
        (1000.0, false, 60.0, 2.5166666666666666, 496.146407160417),
        (1000.0, false, 120.0, 2.5083333333333333, 496.0919835453404),
        (2600.0, false, 60.0, 2.9833333333333334, 1295.0867310172591),
        (2600.0, false, 120.0, 2.9833333333333334, 1295.0867310172591),
        (-1800.0, false, 60.0, 2.8, -895.5842088447511),
        (-1800.0, false, 120.0, 2.8, -895.5842088447511),
        (2000.0, true, 60.0, 1.05, 600.0),
        (2000.0, true, 120.0, 1.0416666666666667, 600.0),
        (300.0, true, 60.0, 1.9166666666666667, 146.58798254331745),
        (300.0, true, 120.0, 1.9083333333333334, 146.53369397609725),
    ]

    /// Flutter's `AnimationController` leaves the content where `x` puts it at the frame that
    /// finds the glide done: past the tolerance crossing by what that frame adds, so 60 and
    /// 120 Hz rest apart (0.05 pt for 1000 pt/s), and an edge's spring rests exactly on the edge.
    @Test func aGlideRestsWhereTheFrameThatFindsItDoneLeavesIt() {
        let tolerance = FlutterScrolling.toleranceFor(devicePixelRatio: 3)
        for (speed, bounded, hz, frameTime, rest) in Self.doneFrameRests {
            let sim = FlutterBouncingSimulation(
                position: 0, velocity: speed, bounds: bounded ? 0...600 : -1e9...1e9, tolerance: tolerance)
            var frame = 0.0
            while !sim.isDone(at: frame / hz) { frame += 1 }
            #expect(abs(frame / hz - frameTime) < 1e-12, "\(speed) at \(hz) Hz: done at \(frame / hz)")
            let resting = sim.restingPosition(doneAt: frame / hz)
            #expect(isClose(resting, rest, relative: 1e-12), "\(speed) at \(hz) Hz rests at \(resting), not \(rest)")
            if sim.edge == nil {
                // Past the crossing, by less than a frame at the tolerance speed.
                let past = abs(resting - sim.finalPosition)
                #expect(past > 0 && past <= tolerance.velocity / hz, "\(speed) at \(hz) Hz: \(past)")
            }
        }
        // Through a scroll view stepped at 60 and then 120 Hz: the same rests as the simulation's.
        for hz in [60.0, 120.0] {
            var view = ScrollView(viewport: Size(width: 400, height: 600), contentSize: Size(width: 400, height: 1e6))
            view.physics.platform = .flutterIOS
            view.physics.density = 3
            view.offset = Point(x: 0, y: 500_000)
            let released = view.flick(
                from: Point(x: 200, y: 500), pointerVelocity: Point(x: 0, y: -1000), startTime: 1_000_000)
            let start = view.offset.y
            let v = view.velocity.y
            var k: Int64 = 1
            while view.phase != .idle, k < 1000 {
                _ = view.step(to: released + Int64((Double(k) * 1_000_000 / hz).rounded()))
                k += 1
            }
            let sim = FlutterBouncingSimulation(
                position: start, velocity: v, bounds: view.range(.vertical), tolerance: tolerance)
            let doneAt = Double(Int64((Double(k - 1) * 1_000_000 / hz).rounded())) / 1_000_000
            #expect(view.offset.y == sim.restingPosition(doneAt: doneAt), "\(hz) Hz")
            #expect(view.offset.y != sim.finalPosition, "\(hz) Hz")
        }
    }
}
