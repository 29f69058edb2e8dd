import Testing

@testable import Motion

@Suite struct EasingTests {
    @Test(arguments: Easing.allNamed)
    func everyCurveStartsAtZeroAndEndsAtOne(_ easing: Easing) {
        #expect(abs(easing(0)) < Tolerances.rounding, "\(easing.name)(0) = \(easing(0))")
        #expect(abs(easing(1) - 1) < Tolerances.rounding, "\(easing.name)(1) = \(easing(1))")
    }

    @Test func knownMidpointsMatchPennersEquations() {
        #expect(Easing.linear(0.5) == 0.5)
        #expect(abs(Easing.easeInQuad(0.5) - 0.25) < Tolerances.sameFormula)
        #expect(abs(Easing.easeOutQuad(0.5) - 0.75) < Tolerances.sameFormula)
        #expect(abs(Easing.easeInCubic(0.5) - 0.125) < Tolerances.sameFormula)
        #expect(abs(Easing.easeOutCubic(0.5) - 0.875) < Tolerances.sameFormula)
        #expect(abs(Easing.easeInQuart(0.5) - 0.0625) < Tolerances.sameFormula)
        #expect(abs(Easing.easeInQuint(0.5) - 0.03125) < Tolerances.sameFormula)
        #expect(abs(Easing.easeInSine(0.5) - (1 - 0.7071067811865476)) < Tolerances.sameFormula)
        #expect(abs(Easing.easeInExpo(0.5) - 0.03125) < Tolerances.sameFormula)  // 2^(10·(0.5−1))
        #expect(abs(Easing.easeInCirc(0.5) - (1 - 0.75.squareRoot())) < Tolerances.sameFormula)
        // 7.5625·(0.5−1.5/2.75)² + 0.75
        #expect(abs(Easing.easeOutBounce(0.5) - 0.765625) < Tolerances.sameFormula)
        // The in-out curves are point-symmetric about (0.5, 0.5).
        for easing in [
            Easing.easeInOutSine, .easeInOutQuad, .easeInOutCubic, .easeInOutQuart, .easeInOutQuint,
            .easeInOutExpo, .easeInOutCirc, .easeInOutBack, .easeInOutBounce,
        ] {
            #expect(abs(easing(0.5) - 0.5) < Tolerances.rounding, "\(easing.name)(0.5) = \(easing(0.5))")
            #expect(abs(easing(0.3) + easing(0.7) - 1) < Tolerances.rounding, "\(easing.name) is not symmetric")
        }
    }

    @Test func monotonicCurvesNeverGoBackwards() {
        let monotonic: [Easing] = [
            .linear, .easeInSine, .easeOutSine, .easeInOutSine, .easeInQuad, .easeOutQuad,
            .easeInOutQuad, .easeInCubic, .easeOutCubic, .easeInOutCubic, .easeInQuart, .easeOutQuart,
            .easeInOutQuart, .easeInQuint, .easeOutQuint, .easeInOutQuint, .easeInExpo, .easeOutExpo,
            .easeInOutExpo, .easeInCirc, .easeOutCirc, .easeInOutCirc, .ease, .easeIn, .easeOut, .easeInOut,
        ]
        for easing in monotonic {
            var previous = easing(0)
            for i in 1...1000 {
                let v = easing(Double(i) / 1000)
                #expect(v >= previous - Tolerances.sameFormula, "\(easing.name) decreases at \(Double(i) / 1000)")
                previous = v
            }
        }
    }

    @Test func backAndElasticOvershoot() {
        let samples = (0...1000).map { Double($0) / 1000 }
        // Penner's s = 1.70158 gives a 10 % overshoot.
        let backOutMax = samples.map { Easing.easeOutBack($0) }.max()!
        #expect(abs(backOutMax - 1.1) < Tolerances.quotedOvershoot)
        let backInMin = samples.map { Easing.easeInBack($0) }.min()!
        #expect(abs(backInMin + 0.1) < Tolerances.quotedOvershoot)
        #expect(samples.map { Easing.easeOutElastic($0) }.max()! > 1.3)
        #expect(samples.map { Easing.easeInElastic($0) }.min()! < -0.3)
        // Bounce stays within 0...1 but is not monotonic.
        let bounce = samples.map { Easing.easeOutBounce($0) }
        #expect(bounce.allSatisfy { $0 >= 0 && $0 <= 1 + Tolerances.sameFormula })
        #expect(zip(bounce, bounce.dropFirst()).contains { $1 < $0 })
    }

    @Test func cubicBezierSolvesXToWithinTolerance() {
        for curve in [
            CubicBezier.ease, .easeIn, .easeOut, .easeInOut, CubicBezier(0.9, -0.5, 0.1, 1.5), CubicBezier(1, 0, 0, 1),
        ] {
            for i in 0...200 {
                let x = Double(i) / 200
                let t = curve.solveT(forX: x)
                #expect(abs(curve.sampleX(t) - x) < CubicBezier.tolerance, "x(\(t)) ≠ \(x) for \(curve)")
            }
        }
        // CSS ease-in-out is symmetric, so its midpoint is exactly 0.5.
        #expect(abs(CubicBezier.easeInOut.value(at: 0.5) - 0.5) < CubicBezier.tolerance)
        // Known value: CSS `ease` at 0.5 ≈ 0.8024 (WebKit UnitBezier).
        #expect(abs(CubicBezier.ease.value(at: 0.5) - 0.8024033877399112) < Tolerances.publishedValue)
    }

    @Test func namesRoundTripAndParseCubicBezier() {
        for easing in Easing.allNamed { #expect(Easing(name: easing.name) == easing) }
        #expect(Easing.allNamed.count == 35)
        #expect(Easing(name: "cubic-bezier(0.1, 0.2, 0.3, 0.4)") == .cubicBezier(CubicBezier(0.1, 0.2, 0.3, 0.4)))
        #expect(Easing(name: "cubic-bezier(1.5,0,0,1)") == nil)
        #expect(Easing(name: "easeOutNothing") == nil)
    }

    @Test func progressOutsideZeroToOneIsClamped() {
        #expect(Easing.easeOutBack(-3) == 0)
        #expect(Easing.easeOutBack(7) == 1)
        #expect(Easing.easeInQuad(.nan) == 0)
    }
}

@Suite struct EasingNameParsingTests {
    @Test func malformedCubicBeziersAreRejectedNotGuessed() {
        #expect(Easing(name: "cubic-bezier(0.1,x,0.2,0.3,1)") == nil)
        #expect(Easing(name: "cubic-bezier(0.1,1e308,0.2,-1e308)") == nil)
        #expect(Easing(name: "cubic-bezier(0.1,,0.2,0.3)") == nil)
        #expect(Easing(name: "cubic-bezier(0.1,nan,0.2,0.3)") == nil)
        #expect(Easing(name: "cubic-bezier(0.2,-0.6,0.8,1.6)") == .cubicBezier(CubicBezier(0.2, -0.6, 0.8, 1.6)))
    }
}
