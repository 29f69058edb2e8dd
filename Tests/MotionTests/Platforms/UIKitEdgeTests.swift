import RealModule
import Testing

@testable import Motion

/// `scripts/uikit-edge-reference.py` (an independent Python implementation of ScrollMechanics'
/// reconstruction of UIScrollView: the closed-form deceleration at 0.998 to the edge, then the
/// critically damped spring, m 1, k 100, from the edge with the decayed velocity, uncapped).
///
/// From 0 into an edge 500 pt away: (speed, crossing, edge speed, peak time, peak).
private let intoEdgeReference: [(speed: Double, crossing: Double, edgeSpeed: Double, peakTime: Double, peak: Double)] =
    [
        (2000.0, 0.34672731846769217, 998.9986646634603, 0.4467273184676922, 536.7511070487411),
        (4000.0, 0.14386389730283722, 2998.9986646634607, 0.24386389730283722, 610.3269952830295),
        (7000.0, 0.07708160695194717, 5998.998664663461, 0.1770816069519472, 720.6908276344623),
        (12000.0, 0.04350764007173465, 10998.998664663459, 0.14350764007173467, 904.6305482201834),
    ]

/// The same script: the 7000 and 12000 pt/s paths, (t, x, v) at t = (crossing + 0.6)·i/24.
private let intoEdgeSamples: [Double: [(t: Double, x: Double, v: Double)]] = [
    7000.0: [
        (0.0, 0.0, 7000.0),
        (0.0282117336229978, 192.00877150891412, 6615.5979266464965),
        (0.0564234672459956, 373.4734616078164, 6252.305132435632),
        (0.0846352008689934, 542.0172434521386, 5142.377513698369),
        (0.1128469344919912, 650.0424434361098, 2694.768333498149),
        (0.141058668114989, 702.420365868653, 1139.7485796445883),
        (0.1692704017379868, 719.9814467385526, 186.39144027500987),
        (0.19748213536098458, 716.6777449887692, -367.13630335842885),
        (0.2256938689839824, 701.7058789782544, -659.7960967836701),
        (0.2539056026069802, 681.0018898827152, -786.391482128387),
        (0.282117336229978, 658.2885330878952, -810.8806971243436),
        (0.31032906985297576, 635.8047102293366, -775.8126439191665),
        (0.3385408034759736, 614.8100284527713, -708.9876811880142),
        (0.36675253709897143, 595.9309651413241, -628.137430946956),
        (0.39496427072196916, 579.3960216006008, -544.1950332842426),
        (0.423176004344967, 565.1935250420855, -463.5660496098621),
        (0.4513877379679648, 553.1758981099084, -389.6937203309326),
        (0.4795994715909626, 543.1271789200546, -324.12827407052333),
        (0.5078112052139604, 534.8055582708106, -267.24953081092843),
        (0.5360229388369582, 527.9691364300999, -218.74863701334695),
        (0.564234672459956, 522.3905789452215, -177.94368733165754),
        (0.5924464060829538, 517.8645726925921, -143.9817903848245),
        (0.6206581397059515, 514.2107362066478, -115.96433463545603),
        (0.6488698733289494, 511.27376856772014, -93.02100166905682),
        (0.6770816069519472, 508.9220185987119, -74.35015498926566),
    ],
    12000.0: [
        (0.0, 0.0, 12000.0),
        (0.026812818336322278, 313.27052379688683, 11372.831574715477),
        (0.053625636672644555, 600.5786443256759, 8934.782652865586),
        (0.08043845500896683, 780.7718406387569, 4794.925648880592),
        (0.10725127334528911, 870.6422138979622, 2108.1540761438396),
        (0.1340640916816114, 902.7085716201661, 419.9588009031121),
        (0.16087691001793367, 899.1896657469342, -590.7537013112347),
        (0.18768972835425593, 875.0503779221435, -1149.2765228423941),
        (0.21450254669057822, 840.1847805489965, -1412.403866628757),
        (0.2413153650269005, 800.9735723576403, -1488.1896240706453),
        (0.2681281833632228, 761.3894156866392, -1450.2008817262083),
        (0.29494100169954507, 723.776685000494, -1347.7629000448546),
        (0.32175382003586733, 689.3976361223737, -1213.2926726038677),
        (0.34856663837218965, 658.8117359606687, -1067.5238454161833),
        (0.37537945670851186, 632.1364197278209, -923.2092075990467),
        (0.4021922750448342, 609.2240674309515, -787.7278605974285),
        (0.42900509338115644, 589.7801848125018, -664.9074825675909),
        (0.4558179117174787, 573.4406556635689, -556.286677714339),
        (0.482630730053801, 559.8207804242373, -461.9799861454464),
        (0.5094435483901233, 548.5450990820476, -381.2626288261157),
        (0.5362563667264456, 539.2643245168355, -312.9589712314082),
        (0.5630691850627678, 531.6637996494158, -255.694687747237),
        (0.5898820033990901, 525.4665287728784, -208.0552516762315),
        (0.6166948217354123, 520.4328674627072, -168.68086512198062),
        (0.6435076400717347, 516.3582751287109, -136.3189594059246),
    ],
]

/// The same script: released 80 pt before the start edge and flung back in at 1500 pt/s, the
/// spring to the edge, (t, x, v) at t = 0.05·i. It crosses the edge at 0.1143 s, swings 8.21 pt
/// into the content at 0.2143 s and comes back. (The old glide coasted on to 668.75 pt.)
private let flingBackSamples: [(t: Double, x: Double, v: Double)] = [
    (0.0, -80.0, 1500.0),
    (0.05, -27.293879687068504, 697.5102586695284),
    (0.1, -3.6787944117144233, 294.3035529371539),
    (0.15000000000000002, 5.5782540037107475, 100.40857206679338),
    (0.2, 8.120116994196762, 13.53352832366127),
    (0.25, 7.798074869270386, -20.5212496559747),
    (0.30000000000000004, 6.472318887822311, -29.872241020718366),
    (0.35000000000000003, 4.982568264682551, -28.68751425120257),
    (0.4, 3.6631277777468356, -23.810330555354433),
    (0.45, 2.610614186486942, -18.329844288099807),
    (0.5, 1.819245689753076, -13.475893998170934),
    (0.55, 1.2464652887315406, -9.603912880390558),
    (0.6000000000000001, 0.8427757400665613, -6.692630876999163),
    (0.65, 0.5637896973665897, -4.585489538581596),
    (0.7000000000000001, 0.37387160587735135, -3.100398682885353),
    (0.75, 0.24612254471578596, -2.074066388054376),
    (0.8, 0.16102206139320568, -1.3753967744002986),
    (0.8500000000000001, 0.10478621004048178, -0.9054342420973668),
    (0.9, 0.06787539224767376, -0.5923670596160618),
    (0.9500000000000001, 0.04378832048430485, -0.38548692392165806),
    (1.0, 0.02814795645274061, -0.2496996136936667),
]
private let flingBackCrossing = 0.11428571428571428
private let flingBackPeakTime = 0.21428571428571427
private let flingBackPeak = 8.212341626597555

/// UIKit at the edges (physics.md §8.6): a fling into an edge decelerates to it and springs from
/// the speed it has there, uncapped; a release beyond an edge springs to it, even flung back in.
@Suite struct UIKitEdgeTests {
    static let physics = ScrollPhysics.uiKit
    static let viewport = 800.0

    static func glide(from x0: Double, velocity: Double, range: ClosedRange<Double>) -> BounceSimulation {
        UIKitScrolling().glide(
            position: x0, velocity: velocity, range: range, dimension: viewport, bounces: true, physics)
    }

    @Test func aFlingIntoAnEdgeSpringsFromTheSpeedItHasThereUncapped() throws {
        for r in intoEdgeReference {
            let bounce = Self.glide(from: 0, velocity: r.speed, range: 0...500)
            let crossing = try #require(bounce.edgeTime)
            #expect(bounce.edge == 500)
            #expect(isClose(crossing, r.crossing, relative: Tolerances.rounding), "\(r.speed)")
            #expect(isClose(bounce.velocity(at: crossing), r.edgeSpeed, relative: Tolerances.rounding), "\(r.speed)")
            #expect(isClose(bounce.position(at: r.peakTime), r.peak, relative: Tolerances.rounding), "\(r.speed)")
        }
        // The figures: 7000 and 12000 pt/s peak 220.7 and 404.6 pt past the edge, where
        // Flutter's 5000 pt/s cap stopped both at 184 pt.
        #expect(abs(intoEdgeReference[2].peak - 720.7) < 0.05 && abs(intoEdgeReference[3].peak - 904.6) < 0.05)
        #expect(intoEdgeReference[2].peak - 500 > 5000 / (10 * Double.exp(1)) + 30)
    }

    @Test func theIntoEdgePathMatchesTheReferenceAtEverySample() {
        for (speed, samples) in intoEdgeSamples {
            let bounce = Self.glide(from: 0, velocity: speed, range: 0...500)
            for s in samples {
                #expect(
                    isClose(bounce.position(at: s.t), s.x, relative: Tolerances.rounding, absolute: 1e-9),
                    "\(speed) at \(s.t): \(bounce.position(at: s.t)) vs \(s.x)")
                #expect(
                    isClose(bounce.velocity(at: s.t), s.v, relative: Tolerances.rounding, absolute: 1e-9),
                    "\(speed) at \(s.t): \(bounce.velocity(at: s.t)) vs \(s.v)")
            }
        }
    }

    @Test func releasedPastTheEdgeAndFlungBackInItSpringsToTheEdge() {
        let bounce = Self.glide(from: -80, velocity: 1500, range: 0...5000)
        #expect(bounce.decay == nil && bounce.edge == 0 && bounce.edgeTime == 0)
        #expect(bounce.velocity(at: 0) == 1500, "no velocity jump at the release")
        for s in flingBackSamples where s.t < bounce.duration {
            #expect(isClose(bounce.position(at: s.t), s.x, relative: Tolerances.rounding, absolute: 1e-9), "\(s.t)")
            #expect(isClose(bounce.velocity(at: s.t), s.v, relative: Tolerances.rounding, absolute: 1e-9), "\(s.t)")
        }
        #expect(abs(bounce.position(at: flingBackCrossing)) < 1e-9)
        #expect(isClose(bounce.position(at: flingBackPeakTime), flingBackPeak, relative: Tolerances.rounding))
        // It rests on the edge, not 669 pt into the content.
        #expect(bounce.finalPosition == 0 && bounce.position(at: bounce.duration) == 0)
        #expect(bounce.duration < 1.2)
    }

    /// Only the scroll view's own bound is kept: the spring never starts faster than what would
    /// swing it a viewport past the edge (d·β·e), far above any flick.
    @Test func theSpringStaysWithinAViewportOfTheEdge() throws {
        let cap = Self.viewport * 10 * Double.exp(1)
        let huge = Self.glide(from: 0, velocity: 1e6, range: 0...500)
        let crossing = try #require(huge.edgeTime)
        #expect(isClose(huge.velocity(at: crossing), cap, relative: Tolerances.rounding))
        #expect(isClose(huge.position(at: crossing + 0.1), 500 + Self.viewport, relative: Tolerances.rounding))
        let outward = Self.glide(from: 520, velocity: 1e6, range: 0...500)
        #expect(outward.velocity(at: 0) == cap)
    }

    /// The whole release through a scroll view, every 120 Hz frame: the glide runs into the edge
    /// at the speed the reference gives for the actual release, swings out to v/(β·e) past it,
    /// comes back without turning again and ends on the edge with no final jump.
    @Test func aScrollViewFlungIntoTheEndRunsTheBounceFrameByFrame() {
        for speed in [7000.0, 12_000.0] {
            var view = ScrollView(
                viewport: Size(width: 400, height: Self.viewport), contentSize: Size(width: 400, height: 20_000))
            let end = view.maxOffset(.vertical)
            view.offset = Point(x: 0, y: end - 500)
            view.release(velocity: Point(x: 0, y: speed), isDrag: false) { _ in }
            let frame: Int64 = 8_333
            var t: Int64 = 0
            var previous = (x: view.offset.y, v: speed)
            var peak = previous.x
            var turned = false
            var steps: [Double] = []
            while !view.isSettled {
                t += frame
                _ = view.step(to: t)
                let x = view.offset.y
                let v = view.velocity.y
                let dt = Double(frame) / 1_000_000
                // No jump: a frame moves no further than the faster of its two ends' speeds would; the
                // spring's last frame may also close the tolerance's distance onto the edge.
                let slack = view.isSettled ? Tolerance.standard.distance : 1e-9
                #expect(abs(x - previous.x) <= max(abs(v), abs(previous.v)) * dt + slack, "\(speed) at \(t)")
                if x < previous.x { turned = true }
                if turned { #expect(x <= previous.x + 1e-9, "\(speed): turns once, at the peak") }
                peak = max(peak, x)
                if x != previous.x { steps.append(abs(x - previous.x)) }
                previous = (x, v)
                if t > 10_000_000 { break }
            }
            let reference = intoEdgeReference.first { $0.speed == speed }!
            #expect(abs(peak - (end - 500 + reference.peak)) < 0.5, "\(speed): peak \(peak - end) past the edge")
            #expect(view.offset.y == end && view.phase == .idle)
            // It eases onto the edge: the last step is no bigger than the one before it, or than the
            // tolerance's distance the spring closes when it counts as at rest.
            #expect(
                steps.count > 2 && steps[steps.count - 1] <= max(steps[steps.count - 2], Tolerance.standard.distance))
        }
    }
}

/// UIKit carries Flutter's fitted momentum into a second flick (`carriedMomentum`, physics.md §8.6).
@Suite struct UIKitCarriedMomentumTests {
    /// `scripts/uikit-edge-reference.py`: (caught, carriedMomentum).
    static let momentum: [(caught: Double, carried: Double)] = [
        (300.0, 60.839784459927415),
        (1000.0, 649.6660299405324),
        (2466.0, 3834.7806906137166),
        (3000.0, 5638.812668543222),
        (-3000.0, -5638.812668543222),
        (8000.0, 38821.1291550865),
        (20000.0, 40000.0),
    ]
    /// The same script: (release, caught, the release velocity with the momentum).
    static let releases: [(release: Double, caught: Double, result: Double)] = [
        (3000.0, 3000.0, 8638.812668543222),
        (3000.0, -3000.0, 3000.0),
        (3000.0, 8000.0, 3000.0),
        (10000.0, 8000.0, 10000.0),
        (-2500.0, -2000.0, -5039.897322337971),
        (0.0, 3000.0, 0.0),
    ]

    @Test func theMomentumAndItsRulesAreFluttersMeasurement() {
        for m in Self.momentum {
            #expect(isClose(CarriedMomentum.momentum(m.caught), m.carried, relative: Tolerances.rounding))
        }
        let uikit = UIKitScrolling()
        for r in Self.releases {
            let v = uikit.carriedVelocity(release: r.release, caught: r.caught, physics: .uiKit)
            #expect(isClose(v, r.result, relative: Tolerances.rounding), "\(r)")
        }
    }
}
