import RealModule
import Testing

@testable import Motion

/// `scripts/flutter-sims-reference.py`'s "dpr 3" section: Flutter's `toleranceFor` at a device
/// pixel ratio of 3, and `BouncingScrollSimulation` run to it (the glide stops at 6.7 pt/s instead
/// of 20, the edge spring within ⅓ pt instead of 1).
private let phoneTolerance = (velocity: 6.666666666666666, distance: 0.3333333333333333)

private struct Key: Hashable {
    var speed: Double
    var bounded: Bool
}

/// From 0, unbounded or in 0...600: (edge, crossing, spring velocity, duration, final).
private let phoneReleases:
    [Key: (edge: Double?, crossing: Double?, springVelocity: Double?, duration: Double, final: Double)] = [
        Key(speed: 2600.0, bounded: false): (nil, nil, nil, 2.9793781949456095, 1295.0604675696964),
        Key(speed: 1000.0, bounded: false): (nil, nil, nil, 2.502214275113182, 496.05143873492216),
        Key(speed: 2000.0, bounded: true): (
            600.0, 0.45850775559623214, 798.5116996737754, 1.033543604839025, 600.0
        ),
        Key(speed: 4000.0, bounded: true): (
            600.0, 0.1783820721289357, 2798.511699673775, 0.8916539959399985, 600.0
        ),
    ]

/// The same releases sampled at t = duration·i/24, i < 24 (the end is the row above's).
private let phoneSamples: [Key: [(t: Double, x: Double, v: Double)]] = [
    Key(speed: 2600.0, bounded: false): [
        (0.0, 0.0, 2600.0),
        (0.12414075812273373, 285.77544001435047, 2027.7402538369652),
        (0.24828151624546746, 508.651733581685, 1581.4348219349229),
        (0.37242227436820113, 682.4729766941728, 1233.3611720218987),
        (0.4965630324909349, 818.0361811677011, 961.898498472439),
        (0.6207037906136686, 923.7619375715874, 750.1847328684227),
        (0.7448445487364023, 1006.2174653129417, 585.0691464043199),
        (0.8689853068591361, 1070.5245394485244, 456.29548440079685),
        (0.9931260649818698, 1120.6776328451392, 355.864892832128),
        (1.1172668231046037, 1159.7920352815856, 277.5390646627244),
        (1.2414075812273373, 1190.297361560494, 216.4527436264872),
        (1.3655483393500711, 1214.0884685036376, 168.81151588649254),
        (1.4896890974728045, 1232.6431551313112, 131.65611772087672),
        (1.6138298555955384, 1247.1139570437208, 102.6786190640461),
        (1.7379706137182722, 1258.3997368679877, 80.07906503252225),
        (1.8621113718410058, 1267.2015176547595, 62.45367063695136),
        (1.9862521299637397, 1274.0660273496774, 48.70762382708536),
        (2.1103928880864733, 1279.4196591309228, 37.987080578049806),
        (2.2345336462092074, 1283.594957079789, 29.626127851484583),
        (2.358674404331941, 1286.851272357743, 23.1054200037599),
        (2.4828151624546746, 1289.3908729609316, 18.01991931670531),
        (2.606955920577408, 1291.3715077192987, 14.053736834376023),
        (2.7310966787001423, 1292.916204960718, 10.960510729190588),
        (2.855237436822876, 1294.120914490109, 8.54810338776604),
    ],
    Key(speed: 1000.0, bounded: false): [
        (0.0, 0.0, 1000.0),
        (0.10425892812971592, 94.09498536071618, 811.5766266162202),
        (0.20851785625943184, 170.46027616126884, 658.6566208697637),
        (0.31277678438914774, 232.436561259748, 534.5503184639216),
        (0.4170357125188637, 282.7350656501769, 433.82854421557573),
        (0.5212946406485796, 323.5561561672023, 352.08510644430277),
        (0.6255535687782955, 356.68559910380515, 285.74404296988),
        (0.7298124969080114, 383.5726806439679, 231.9031864691755),
        (0.8340714250377274, 405.39360757988834, 188.20720577620574),
        (0.9383303531674433, 423.10296185218175, 152.74456916871785),
        (1.042589281297159, 437.4754598520412, 123.96392217989597),
        (1.146848209426875, 449.1398432948154, 100.60622178487561),
        (1.251107137556591, 458.6063842608603, 81.64965809277264),
        (1.355366065686307, 466.2892076438072, 66.26495407930018),
        (1.4596249938160228, 472.52440752782746, 53.77908789455718),
        (1.5638839219457388, 477.58475001597844, 43.64585073596192),
        (1.6681428500754547, 481.6916057020348, 35.42195230608705),
        (1.7724017782051706, 485.0246337857241, 28.74762856073477),
        (1.8766607063348866, 487.72964147430173, 23.33090341053723),
        (1.9809196344646025, 489.9249624891685, 18.934815885832673),
        (2.085178562594318, 491.7066337127538, 15.367054002223306),
        (2.189437490724034, 493.1525964341303, 12.471541848153677),
        (2.29369641885375, 494.3261059817579, 10.121611861827581),
        (2.397955346983466, 495.2784989017234, 8.214463610740747),
    ],
    Key(speed: 2000.0, bounded: true): [
        (0.0, 0.0, 2000.0),
        (0.04306431686829271, 82.51945053999412, 1834.756409378081),
        (0.08612863373658541, 158.22099592829997, 1683.1655408769739),
        (0.12919295060487812, 227.66794372880997, 1544.0993820841759),
        (0.17225726747317083, 291.3770600231753, 1416.523118997838),
        (0.21532158434146353, 349.8224147516255, 1299.4874358067566),
        (0.25838590120975624, 403.4389093448251, 1192.1214508763671),
        (0.30145021807804895, 452.6255128964544, 1093.6262363762557),
        (0.34451453494634166, 497.7482309573995, 1003.2688733276816),
        (0.38757885181463436, 539.1428290428391, 920.3769978337448),
        (0.43064316868292707, 577.1173311182841, 844.3337979098096),
        (0.4737074855512198, 609.5968641614826, 484.13254602563177),
        (0.5167718024195125, 619.2450650029891, 46.47569751965938),
        (0.5598361192878052, 617.9560597144587, -77.35514178984289),
        (0.6029004361560979, 614.0583283531348, -94.4474159375049),
        (0.6459647530243906, 610.2502145771169, -80.19748944110503),
        (0.6890290698926833, 607.220607489139, -60.56483048024363),
        (0.732093386760976, 604.995562286569, -43.41509051044177),
        (0.7751577036292687, 603.4223814600792, -30.315881311651786),
        (0.8182220204975614, 602.3318301528892, -20.874636709946714),
        (0.8612863373658541, 601.5838969152115, -14.263282284351309),
        (0.9043506542341468, 601.0739836484456, -9.703873066892111),
        (0.9474149711024396, 600.727505235587, -6.585835916956853),
        (0.9904792879707323, 600.4925245688025, -4.463488705540939),
    ],
    Key(speed: 4000.0, bounded: true): [
        (0.0, 0.0, 4000.0),
        (0.03715224983083327, 143.21556917188983, 3713.2136153590222),
        (0.07430449966166654, 276.16306951700284, 3446.9888383219054),
        (0.1114567494924998, 399.5786866193587, 3199.8514716118693),
        (0.14860899932333307, 514.1458240624594, 2970.4330128789493),
        (0.18576124915416636, 618.4181748455734, 2211.3488883988325),
        (0.2229134989849996, 663.2047512027143, 475.28124269309774),
        (0.2600657488158329, 667.189636121584, -147.2285824240463),
        (0.29721799864666615, 657.6937152153995, -319.62086459986267),
        (0.33437024847749947, 645.4737487539336, -322.74621956087003),
        (0.3715224983083327, 634.3515071865484, -272.0910343904671),
        (0.408674748139166, 625.3543423027913, -212.61200280274252),
        (0.4458269979699992, 618.4656262699187, -159.87203626486047),
        (0.4829792478008325, 613.3427761425205, -117.69166208373773),
        (0.5201314976316658, 609.5954202443762, -85.5839547234802),
        (0.5572837474624991, 606.8806032864901, -61.78403057241165),
        (0.5944359972933323, 604.9251677136382, -44.40711960692585),
        (0.6315882471241656, 603.5216311821983, -31.832275577974414),
        (0.6687404969549989, 602.5163809604583, -22.78094578240887),
        (0.7058927467858321, 601.7973387913312, -16.286920121217737),
        (0.7430449966166655, 601.2834326767819, -11.636897509829746),
        (0.7801972464474987, 600.916321930871, -8.311312747955707),
        (0.817349496278332, 600.6541554789898, -5.934712995729972),
        (0.8545017461091652, 600.4669688297373, -4.23707989525053),
    ],
]

/// `density` is Flutter's devicePixelRatio (physics.md §8.5): the Flutter homes build their
/// tolerance from it, so the same fling runs longer and rests further on a denser screen.
@Suite struct FlutterDensityTests {
    private func physics(_ platform: ScrollPlatform, density: Double) -> ScrollPhysics {
        var physics = ScrollPhysics.uiKit
        physics.platform = platform
        physics.density = density
        return physics
    }

    private func bouncing(_ velocity: Double, bounded: Bool, density: Double) throws -> FlutterBouncingSimulation {
        let range = bounded ? 0.0...600 : -1e9...1e9
        let simulation = physics(.flutterIOS, density: density).ballistic(
            position: 0, velocity: velocity, range: range, dimension: 1000, bounces: true)
        guard let s = simulation.motion(as: FlutterBouncingSimulation.self) else {
            Issue.record("flutter-ios released into \(simulation)")
            throw CancellationError()
        }
        return s
    }

    @Test func toleranceIsFluttersToleranceForTheDensity() {
        let phone = FlutterScrolling.toleranceFor(devicePixelRatio: 3)
        #expect(isClose(phone.velocity, phoneTolerance.velocity, absolute: 1e-12))
        #expect(isClose(phone.distance, phoneTolerance.distance, absolute: 1e-12))
        #expect(FlutterScrolling.toleranceFor(devicePixelRatio: 1) == Tolerance(distance: 1, velocity: 20))
        for platform in [ScrollPlatform.flutterIOS, .flutterAndroid] {
            #expect(physics(platform, density: 3).platformTolerance == phone)
            #expect(physics(platform, density: 1).platformTolerance == Tolerance(distance: 1, velocity: 20))
            #expect(physics(platform, density: 2).platformTolerance == Tolerance(distance: 0.5, velocity: 10))
        }
        // UIKit's tolerance is in points and does not follow it.
        #expect(physics(.uikit, density: 3).platformTolerance == physics(.uikit, density: 1).platformTolerance)
    }

    @Test func releasesAtDensityThreeMatchTheIndependentScript() throws {
        for (key, row) in phoneReleases {
            let sim = try bouncing(key.speed, bounded: key.bounded, density: 3)
            #expect(sim.tolerance == FlutterScrolling.toleranceFor(devicePixelRatio: 3))
            #expect(sim.edge == row.edge)
            #expect(sim.edgeTime.map { isClose($0, row.crossing ?? .nan) } ?? (row.crossing == nil))
            #expect(sim.springVelocity.map { isClose($0, row.springVelocity ?? .nan) } ?? (row.springVelocity == nil))
            #expect(isClose(sim.duration, row.duration), "duration of \(key)")
            #expect(isClose(sim.finalPosition, row.final), "rest of \(key)")
            let samples = try #require(phoneSamples[key])
            #expect(samples.count == 24)
            for s in samples {
                #expect(isClose(sim.position(at: s.t), s.x, absolute: 1e-9), "x at \(s.t) of \(key)")
                #expect(isClose(sim.velocity(at: s.t), s.v, absolute: 1e-8), "v at \(s.t) of \(key)")
            }
        }
    }

    /// physics.md §8.5: a 2600 pt/s fling stops at 1295.1 pt after 2.98 s at dpr 3, at 1288.4 pt
    /// after 2.43 s at dpr 1. Sampled at every 60 Hz frame: it only moves forward, its speed only
    /// falls (by the friction's per-frame factor), and it stops where the speed reaches the
    /// tolerance with no jump, on the first frame past the stop.
    @Test func aPhoneFlingRunsLongerAndRestsFurther() throws {
        for (density, rest, seconds) in [(3.0, 1295.1, 2.98), (1.0, 1288.4, 2.43)] {
            let sim = try bouncing(2600, bounded: false, density: density)
            #expect(abs(sim.finalPosition - rest) < 0.05 && abs(sim.duration - seconds) < 0.005, "\(density)")
            let stopSpeed = 20 / density
            let perFrame = Double.pow(0.135, 1.0 / 60)
            var previous = (x: sim.position(at: 0), v: sim.velocity(at: 0))
            var frame = 1
            while !sim.isDone(at: Double(frame) / 60) {
                let t = Double(frame) / 60
                let now = (x: sim.position(at: t), v: sim.velocity(at: t))
                #expect(now.x > previous.x && now.v < previous.v && now.v >= stopSpeed, "frame \(frame)")
                #expect(isClose(now.v / previous.v, perFrame, relative: 1e-12), "speed continuity at \(frame)")
                // Never a jump: each frame moves no further than the speed it started it with.
                #expect(now.x - previous.x <= previous.v / 60, "frame \(frame)")
                previous = now
                frame += 1
            }
            #expect(frame == Int((sim.duration * 60).rounded(.up)), "rests on the first frame past its stop")
            let last = sim.position(at: Double(frame) / 60)
            #expect(last == sim.finalPosition && sim.velocity(at: Double(frame) / 60) == 0)
            #expect(last - previous.x <= previous.v / 60, "no final jump")
        }
    }

    @Test func clampingPhysicsMovesASlowReleaseOnlyAboveTheTolerance() {
        // ClampingScrollPhysics.createBallisticSimulation: nothing below tolerance.velocity.
        let range = -1e9...1e9
        let slow = 10.0
        let window = physics(.flutterAndroid, density: 1).ballistic(
            position: 0, velocity: slow, range: range, dimension: 1000, bounces: true)
        let phone = physics(.flutterAndroid, density: 3).ballistic(
            position: 0, velocity: slow, range: range, dimension: 1000, bounces: true)
        #expect(window.base.finalPosition == 0 && window.base.isDone(at: 0))
        #expect(phone.base.finalPosition > 0 && !phone.base.isDone(at: 0))
        // Above both, the fling is the same curve: the tolerance decides only when it starts.
        let fast = physics(.flutterAndroid, density: 3).ballistic(
            position: 0, velocity: 2000, range: range, dimension: 1000, bounces: true)
        let fastWindow = physics(.flutterAndroid, density: 1).ballistic(
            position: 0, velocity: 2000, range: range, dimension: 1000, bounces: true)
        #expect(fast.base.position(at: 0.3) == fastWindow.base.position(at: 0.3))
        #expect(fast.base.finalPosition == fastWindow.base.finalPosition)
    }

    @Test func snapsAndPagesComeToRestByTheDensitysTolerance() throws {
        for platform in [ScrollPlatform.flutterIOS, .flutterAndroid] {
            for density in [1.0, 3.0] {
                let physics = physics(platform, density: density)
                let expected = FlutterScrolling.toleranceFor(devicePixelRatio: density)
                // FrictionSimulation.through arrives on the target at tolerance.velocity.
                guard
                    let through = physics.settle(position: 0, velocity: 800, target: 300, paging: false).motion(
                        as: ApproachSimulation.self)
                else {
                    Issue.record("\(platform) did not decelerate onto an item ahead")
                    continue
                }
                #expect(through.tolerance == expected)
                let end = through.duration
                #expect(isClose(through.velocity(at: end - 1e-9), expected.velocity, absolute: Tolerances.limit))
                // The page spring is in pages: the tolerance in page units of 400 pt.
                guard case .spring(let page)? = physics.pageTurn(from: 0.2, to: 1, velocity: 2, pageSize: 400)
                else {
                    Issue.record("\(platform) did not turn the page on its spring")
                    continue
                }
                #expect(page.tolerance == expected.scaled(toUnitsOf: 400))
            }
        }
    }
}
