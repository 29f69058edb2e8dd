import Testing

@testable import Motion

/// Control points as cubic-bezier.com writes them: two decimals, more only where two would move
/// the motion (progress at equal time) by more than 0.5 % of the distance.
@Suite struct RoundedBezierTests {
    /// The largest gap in progress at equal time, measured here independently of
    /// `CurveDistance`: a finer even grid of time, plus the times where either curve's own
    /// parameter is on an even grid (a steep stretch passes in little time).
    static func motionGap(_ a: CubicBezier, _ b: CubicBezier) -> Double {
        let n = 2000
        var times = (0...n).map { Double($0) / Double(n) }
        for c in [a, b] { times += (0...n).map { c.sampleX(Double($0) / Double(n)) } }
        return times.map { abs(a.value(at: $0) - b.value(at: $0)) }.max()!
    }

    /// The same control points rounded to `decimals` by the test's own arithmetic.
    static func roundedHere(_ c: CubicBezier, decimals: Int) -> CubicBezier {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        func r(_ x: Double) -> Double { (x * scale).rounded() / scale }
        return CubicBezier(r(c.x1), r(c.y1), r(c.x2), r(c.y2))
    }

    @Test func textHasNoBinaryDigitsTrailingZerosOrNegativeZero() {
        let rounded = RoundedBezier(CubicBezier(0.5, 0.1 + 0.2, 0.349999, 1.000001))
        #expect(rounded.decimals == 2)
        #expect(rounded.numbers == ["0.5", "0.3", "0.35", "1"])
        #expect(rounded.cssText == "cubic-bezier(0.5, 0.3, 0.35, 1)")
        // Each number is exactly the double its text reads as.
        #expect(rounded.curve == CubicBezier(0.5, 0.3, 0.35, 1))
        // −0.001 rounds to no hundredths: "0", never "-0".
        #expect(RoundedBezier(CubicBezier(0.2, -0.001, 0.8, -1.5)).numbers == ["0.2", "0", "0.8", "-1.5"])
        // A curve already in hundredths is itself: no change at all.
        let ease = RoundedBezier(.ease)
        #expect(ease.curve == .ease && ease.motionChange == 0 && ease.cssText == "cubic-bezier(0.25, 0.1, 0.25, 1)")
    }

    @Test func aSteepCurveKeepsTheDecimalsItsMotionNeeds() {
        // Nearly a jump at the middle: moving x1 by 0.004 moves the jump in time, so two
        // decimals would change the motion by more than 0.5 %.
        let steep = CubicBezier(0.996, 0.004, 0.004, 0.996)
        let rounded = RoundedBezier(steep)
        #expect(rounded.decimals == 3)
        #expect(rounded.cssText == "cubic-bezier(0.996, 0.004, 0.004, 0.996)")
        #expect(Self.motionGap(Self.roundedHere(steep, decimals: 2), steep) > RoundedBezier.motionBound)
    }

    @Test func roundingKeepsTheMotionWithinHalfAPercentForRandomCurves() throws {
        var random = TestRandom(seed: 34)
        var twoDecimals = 0
        let count = 1000
        for _ in 0..<count {
            let exact = CubicBezier(
                Double.random(in: 0...1, using: &random), Double.random(in: -0.5...1.5, using: &random),
                Double.random(in: 0...1, using: &random), Double.random(in: -0.5...1.5, using: &random))
            let rounded = RoundedBezier(exact)
            let curve = rounded.curve
            // The text is the curve, number for number.
            #expect(rounded.numbers.map { Double($0) } == [curve.x1, curve.y1, curve.x2, curve.y2])
            #expect(rounded.numbers.allSatisfy { !$0.hasSuffix("0") || $0 == "0" }, "\(rounded.numbers)")
            #expect(curve == Self.roundedHere(exact, decimals: rounded.decimals), "\(exact)")
            let gap = Self.motionGap(curve, exact)
            #expect(gap <= RoundedBezier.motionBound, "\(exact) → \(rounded.cssText): \(gap)")
            #expect(rounded.decimals <= 4, "\(exact) → \(rounded.cssText)")
            if rounded.decimals == RoundedBezier.fewestDecimals {
                twoDecimals += 1
            } else {
                // One decimal fewer would have moved the motion by over 0.5 % (to this grid's
                // resolution: the rounding's own search refines between samples).
                let fewer = Self.roundedHere(exact, decimals: rounded.decimals - 1)
                #expect(Self.motionGap(fewer, exact) > RoundedBezier.motionBound - 1e-4, "\(exact)")
            }
        }
        // 809 of these 1,000 (y from −0.5 to 1.5, so many are steep somewhere); the rest need a
        // third decimal, and two near-jumps (x1 ≈ 0.98, x2 ≈ 0.02) a fourth.
        #expect(twoDecimals >= 780, "\(twoDecimals) of \(count) at two decimals")
    }
}
