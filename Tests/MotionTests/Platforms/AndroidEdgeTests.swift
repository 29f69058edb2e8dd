import Testing

@testable import Motion

/// RecyclerView's edges: the fling stops at the edge and the `EdgeEffect` stretch takes its
/// speed; a drag past the edge pulls the stretch; a release lets it recede, absorbs into it or
/// flings out of it. Numbers from `scripts/android-snapping-reference.py` (an independent Python
/// build from the AOSP and androidx sources); every motion is also sampled frame by frame.
@Suite struct AndroidEdgeTests {
    static func samplesMatch(
        _ actual: (Double) -> Double, _ expected: [Double], over duration: Double, _ label: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let n = Double(expected.count - 1)
        for (i, value) in expected.enumerated() {
            let got = actual(duration * Double(i) / n)
            #expect(abs(got - value) < 1e-9, "\(label) sample \(i): \(got) vs \(value)", sourceLocation: sourceLocation)
        }
    }

    // MARK: - The recede (EdgeEffect's spring)

    /// A pull of 0.25 let go at rest on a 600 pt view; distance at t = duration·i/16.
    static let pullRecede: [Double: (linear: Double, duration: Double, samples: [Double])] = [
        1: (
            0.18335102141785997, 0.22335102141785995,
            [
                0.25, 0.2381397267238022, 0.21177986346240124, 0.18028380500457467, 0.14885899587200613,
                0.1201517475455999, 0.09527807661329554, 0.07447932789260975, 0.05753074333766499,
                0.043989334413888394, 0.03333875504331603, 0.02506935116272282, 0.018718362655694265,
                0.013886398894382635, 0.009306292559077506, 0.004653146279538755, 0.0,
            ]
        ),
        3: (
            0.23248110529360336, 0.27248110529360337,
            [
                0.25, 0.2331764008389444, 0.19817382337466358, 0.15933421634442896, 0.12340957582610565,
                0.09301949192404035, 0.06865876797923694, 0.04983060998031878, 0.035661647708910456,
                0.025216589807667594, 0.0176437227113344, 0.012228901264046556, 0.008402963726455628,
                0.005727817190430976, 0.0037844597957444885, 0.0018922298978722412, 0.0,
            ]
        ),
    ]

    @Test(arguments: [1.0, 3.0])
    func aPullLetGoRecedesOnTheStretchSpringThenInAStraightLine(density: Double) {
        let recede = EdgeEffectRecede(distance: 0.25, velocity: 0, size: 600, density: density)
        let reference = Self.pullRecede[density]!
        #expect(abs(recede.linearTime! - reference.linear) < 1e-9 && recede.capTime == nil)
        #expect(abs(recede.duration - reference.duration) < 1e-9)
        Self.samplesMatch(recede.distance(at:), reference.samples, over: recede.duration, "density \(density)")
        // The straight line home: 8 px from home at 200 px/s, so 0.04 s at any density, and the
        // handover is no jump (the spring was under 200 px/s there).
        let handover = recede.linearTime!
        #expect(abs(recede.duration - handover - 0.04) < 1e-9)
        #expect(abs(recede.distance(at: handover) * 600 * density - 8) < 1e-6)
        #expect(abs(recede.velocity(at: handover) * 600 * density + 200) < 1e-9)
        #expect(abs(recede.velocity(at: handover - 1e-9) * 600 * density) <= 200 + 1e-6)
        // Every 120 Hz frame goes home, never past it.
        var last = recede.distance(at: 0)
        for k in 1...40 {
            let d = recede.distance(at: Double(k) / 120)
            #expect(d <= last && d >= 0)
            last = d
        }
        #expect(last == 0 && recede.isDone(at: recede.duration))
    }

    @Test func theDensityLengthensOnlyTheLastPixels() {
        // The spring is in fractions of the view; only the 8 px / 200 px/s handover is in pixels,
        // so at density 3 it comes 8/3 pt from home instead of 8: later, and it lasts longer.
        let one = EdgeEffectRecede(distance: 0.25, velocity: 0, size: 600, density: 1)
        let three = EdgeEffectRecede(distance: 0.25, velocity: 0, size: 600, density: 3)
        #expect(three.duration > one.duration + 0.04)
        #expect(abs(one.distance(at: 0.1) - three.distance(at: 0.1)) < 1e-12)
    }

    /// 8000 pt/s absorbed on a 300 pt view: 13 × 8000 px/s stretches it past the whole view in
    /// 3.1 ms, where it is held at 1 and springs back from rest.
    static let capped: [Double: (cap: Double, linear: Double, duration: Double, samples: [Double])] = [
        1: (
            0.003109856284143638, 0.21779721863919604, 0.257797218639196,
            [
                0.0, 0.9582168674291001, 0.836744792383418, 0.6904227564389077, 0.5485312781045985,
                0.42403102157188416, 0.3209888013304376, 0.23894885087991088, 0.17542879995190763,
                0.12728471404915592, 0.0914092722803268, 0.06504827873882314, 0.045907725786893616,
                0.03215312956145518, 0.021483101553266343, 0.010741550776633172, 0.0,
            ]
        ),
        3: (
            0.0031098562841436386, 0.26523095009418934, 0.3052309500941893,
            [
                0.0, 0.9398537561936143, 0.7837704653079481, 0.6104514786346573, 0.45487561328348763,
                0.32843729480946426, 0.23153321110124672, 0.16012945687203828, 0.10900239895070037,
                0.07319656724756858, 0.048566463867065174, 0.03187710846397706, 0.020714803211028806,
                0.013335078409555131, 0.008478637502616373, 0.00423931875130818, 0.0,
            ]
        ),
    ]

    @Test(arguments: [1.0, 3.0])
    func aHardAbsorbIsHeldAtAWholeStretch(density: Double) {
        let recede = EdgeEffectRecede(distance: 0, velocity: 13 * 8000 / 300, size: 300, density: density)
        let reference = Self.capped[density]!
        #expect(abs(recede.capTime! - reference.cap) < 1e-9)
        #expect(abs(recede.linearTime! - reference.linear) < 1e-9)
        #expect(abs(recede.duration - reference.duration) < 1e-9)
        Self.samplesMatch(recede.distance(at:), reference.samples, over: recede.duration, "density \(density)")
        #expect(recede.distance(at: reference.cap + 1e-6) > 0.999_999)
        #expect((0...300).allSatisfy { recede.distance(at: Double($0) / 1000) <= 1 })
    }

    @Test func nothingToShowIsNoMotion() {
        #expect(EdgeEffectRecede(distance: 0, velocity: 0, size: 600, density: 1).duration == 0)
        // Heading home from no stretch: over at once (never stretched the other way).
        #expect(EdgeEffectRecede(distance: 0, velocity: -5, size: 600, density: 1).duration == 0)
        #expect(EdgeEffectRecede(distance: 0.5, velocity: 0, size: 0, density: 1).duration == 0)
        let hostile = EdgeEffectRecede(distance: .nan, velocity: .infinity, size: .nan, density: .nan)
        #expect(hostile.duration == 0 && hostile.distance(at: 1) == 0)
    }

    @Test func theRenderersIntensityIsDampStretchVector() {
        #expect(AndroidEdgeEffect.intensity(0) == 0)
        for (d, expected) in [
            (0.05, 0.006201337232612083), (0.25, 0.017959317508135845), (0.5, 0.023739725935462443),
            (1.0, 0.03199576608820807),
        ] {
            #expect(abs(AndroidEdgeEffect.intensity(d) - expected) < 1e-12, "\(d)")
        }
        #expect(AndroidEdgeEffect.intensity(3) == AndroidEdgeEffect.intensity(1))
    }

    // MARK: - RecyclerView's fling into an edge

    /// From 4700 at 2000 pt/s with the edge at 5000 on a 600 pt view: the spline meets the edge
    /// after 0.1697 s at 1399.37 pt/s, and the stretch takes 13 times that.
    static let intoTheEdge: [Double: (duration: Double, samples: [Double])] = [
        1: (
            0.2916633358603217,
            [
                0.0, 0.3553111456729048, 0.45561749035008725, 0.4370058947528445, 0.3715748711349929,
                0.29538463325154135, 0.22479898098297388, 0.1658585587315445, 0.11952843433310521,
                0.08454297785150455, 0.05887935691710824, 0.04046813799893363, 0.027493902640860213,
                0.018486268093807677, 0.01215263899418006, 0.006076319497090029, 0.0,
            ]
        ),
        3: (
            0.33929252803589544,
            [
                0.0, 0.3844652620406121, 0.45813506822683525, 0.4079525853459024, 0.32171728590744164,
                0.23696630862689438, 0.16692193315661474, 0.11386952232732912, 0.07578742438557953,
                0.04944648431715563, 0.0317242753100973, 0.02005887241477569, 0.012517953508270806,
                0.00771830059803268, 0.004705078796388536, 0.002356198111360385, 0.0,
            ]
        ),
    ]

    @Test(arguments: [1.0, 3.0])
    func aFlingStopsAtTheEdgeAndTheStretchTakesItsSpeed(density: Double) {
        let fling = RecyclerViewFling(
            position: 4700, velocity: 2000, bounds: 0...5000, dimension: 600, density: density)
        #expect(fling.edge == 5000 && fling.finalPosition == 5000)
        #expect(abs(fling.edgeTime - 0.16970021766277396) < 1e-12)
        #expect(abs(fling.edgeSpeed - 1399.3714260390916) < 1e-9)
        #expect(fling.recedeEdge == .end && fling.recedeStart == fling.edgeTime)
        let reference = Self.intoTheEdge[density]!
        #expect(abs(fling.duration - fling.edgeTime - reference.duration) < 1e-9)
        Self.samplesMatch(
            { fling.stretch(at: fling.edgeTime + $0)?.distance ?? 0 }, reference.samples, over: reference.duration,
            "density \(density)")
        // On the way it is the spline itself (the same as an unbounded fling), and at every frame
        // it moves on, never past the edge; from the edge on it stays there, stretched.
        let free = RecyclerViewFling(
            position: 4700, velocity: 2000, bounds: -1e12...1e12, dimension: 600, density: density)
        var last = 4700.0
        for k in 1...60 {
            let t = Double(k) / 120
            let x = fling.position(at: t)
            #expect(x >= last && x <= 5000)
            if t < fling.edgeTime {
                #expect(x == free.position(at: t) && fling.velocity(at: t) == free.velocity(at: t))
                #expect(fling.stretch(at: t) == nil && !fling.isReceding(at: t))
            } else if !fling.isDone(at: t) {
                #expect(x == 5000 && fling.velocity(at: t) == 0)
                #expect(fling.stretch(at: t)?.edge == .end && fling.isReceding(at: t))
            } else {
                #expect(x == 5000 && fling.stretch(at: t) == nil && !fling.isReceding(at: t))
            }
            last = x
        }
        // The peak on a 0.1 ms grid, as the reference samples it: a 0.46 pull, 2.3 % longer content.
        let peak = (0...3000).map { fling.stretch(at: fling.edgeTime + Double($0) * 1e-4)?.distance ?? 0 }.max()!
        #expect(abs(peak - 0.45847523223555847) < 1e-9)
        #expect(abs(AndroidEdgeEffect.intensity(peak) - 0.022969182431757777) < 1e-12)
    }

    @Test func aFlingThatRestsInsideShowsNothing() {
        let fling = RecyclerViewFling(position: 0, velocity: 2000, bounds: 0...5000, dimension: 600, density: 1)
        #expect(fling.edge == nil && fling.recede == nil)
        #expect(abs(fling.finalPosition - 647.3987783959533) < 1e-9)
        #expect(abs(fling.duration - 0.9248553977085047) < 1e-12)
        #expect((0...100).allSatisfy { fling.stretch(at: Double($0) / 100) == nil })
        // Without an edge effect (overscroll never) a fling into the edge stops there, showing nothing.
        let never = RecyclerViewFling(
            position: 4700, velocity: 2000, bounds: 0...5000, dimension: 600, density: 1, stretches: false)
        #expect(never.edge == 5000 && never.recede == nil && never.duration == never.edgeTime)
    }

    // MARK: - Releases from a pull

    @Test func aReleaseIntoTheStretchOrTooSlowToLeaveItIsAbsorbed() {
        // A pull of 0.1 at the start edge of a 1024 pt view (102.4 pt): 500 pt/s flings only 58.3 pt.
        #expect(AndroidEdgeEffect.absorbs(speed: -500, distance: 0.1, size: 1024))
        #expect(AndroidEdgeEffect.absorbs(speed: 500, distance: 0.1, size: 1024))
        #expect(!AndroidEdgeEffect.absorbs(speed: 1000, distance: 0.1, size: 1024))
        let into = RecyclerViewFling(
            releasing: -0.1, position: 0, velocity: -500, bounds: 0...10_000, dimension: 1024, density: 1)
        #expect(abs(into.duration - 0.2608981234323561) < 1e-9)
        #expect(into.stretch(at: 0.05)!.distance > 0.1)
        let out = RecyclerViewFling(
            releasing: -0.1, position: 0, velocity: 500, bounds: 0...10_000, dimension: 1024, density: 1)
        #expect(abs(out.duration - 0.02530620621127306) < 1e-9)
        #expect(out.stretch(at: 0.01)!.distance < 0.1)
        for fling in [into, out] {
            #expect(fling.finalPosition == 0 && (0...30).allSatisfy { fling.position(at: Double($0) / 100) == 0 })
            #expect(abs(fling.stretch(at: 0)!.distance - 0.1) < 1e-15 && fling.stretch(at: 0)?.edge == .start)
        }
        // No velocity: onRelease, the recede from rest.
        let still = RecyclerViewFling(
            releasing: 0.25, position: 600, velocity: 0, bounds: 0...600, dimension: 600, density: 1)
        let recede = EdgeEffectRecede(distance: 0.25, velocity: 0, size: 600, density: 1)
        #expect(still.duration == recede.duration && still.stretch(at: 0.1)?.edge == .end)
        #expect(still.stretch(at: 0.1)?.distance == recede.distance(at: 0.1))
    }

    @Test func aFastReleaseFlingsOutTheStretchGoingFirst() {
        // 1000 pt/s flings 194.3 pt: its first 25.6 pt (a quarter of the stretch) take the stretch
        // back four times as fast, then the content moves on the rest: 168.7 pt in all.
        let fling = RecyclerViewFling(
            releasing: -0.1, position: 0, velocity: 1000, bounds: 0...10_000, dimension: 1024, density: 1)
        #expect(abs(fling.lag - 25.6) < 1e-12 && abs(fling.lagEndTime - 0.025851516765766785) < 1e-12)
        #expect(abs(fling.finalPosition - 168.71362127989585) < 1e-9)
        #expect(abs(fling.duration - 0.5551817750854166) < 1e-12)
        var lastStretch = 0.1
        var last = 0.0
        for k in 1...70 {
            let t = Double(k) / 1000
            let x = fling.position(at: t)
            let stretch = fling.stretch(at: t)?.distance ?? 0
            if t < fling.lagEndTime {
                #expect(x == 0 && stretch < lastStretch && stretch > 0)
            } else {
                #expect(stretch == 0 && x >= last)
            }
            // No jump at the handover: the content leaves the edge as the stretch reaches 0.
            #expect(x - last < 1000 * 0.001 + 1e-9)
            lastStretch = stretch
            last = x
        }
    }

    // MARK: - OverScroller's spring-back follows the density

    @Test func theSpringBackIsInPixels() {
        // From 40 pt past the edge at rest: √(2 × 40 × density / 2000) s.
        let one = AndroidFlingSimulation(position: -40, velocity: 0, bounds: 0...1000, density: 1)
        let three = AndroidFlingSimulation(position: -40, velocity: 0, bounds: 0...1000, density: 3)
        #expect(abs(one.cubicDuration - 0.2) < 1e-12)
        #expect(abs(three.cubicDuration - 0.34641016151377546) < 1e-12)
        // GRAVITY is 2000 px/s²: moving on past the edge at 60 pt/s it decelerates at 2000 pt/s²
        // at density 1 and 2000/3 at density 3 (neither reaches the 6 pt over-fling).
        for density in [1.0, 3.0] {
            let over = AndroidFlingSimulation(position: -1, velocity: -60, bounds: 0...1000, density: density)
            #expect(abs(over.ballisticAcceleration - 2000 / density) < 1e-9)
            #expect(abs(over.ballisticDuration - 60 / (2000 / density)) < 1e-12)
        }
    }
}
