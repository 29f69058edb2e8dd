import Testing

@testable import Motion

/// The cubic Bézier every export writes for a timing function: easings.net's for the Penner
/// curves it publishes, keywords for the CSS presets, a fit that stays within 0...1 for bounce,
/// and a plain "no Bézier follows this" for elastic and bounce.
@Suite struct BezierEquivalentTests {
    /// easings.net's `cubic-bezier()` column (src/easings.yml), as the site prints it.
    static let published: [(Easing, String)] = [
        (.easeInSine, "cubic-bezier(0.12, 0, 0.39, 0)"), (.easeOutSine, "cubic-bezier(0.61, 1, 0.88, 1)"),
        (.easeInOutSine, "cubic-bezier(0.37, 0, 0.63, 1)"), (.easeInQuad, "cubic-bezier(0.11, 0, 0.5, 0)"),
        (.easeOutQuad, "cubic-bezier(0.5, 1, 0.89, 1)"), (.easeInOutQuad, "cubic-bezier(0.45, 0, 0.55, 1)"),
        (.easeInCubic, "cubic-bezier(0.32, 0, 0.67, 0)"), (.easeOutCubic, "cubic-bezier(0.33, 1, 0.68, 1)"),
        (.easeInOutCubic, "cubic-bezier(0.65, 0, 0.35, 1)"), (.easeInQuart, "cubic-bezier(0.5, 0, 0.75, 0)"),
        (.easeOutQuart, "cubic-bezier(0.25, 1, 0.5, 1)"), (.easeInOutQuart, "cubic-bezier(0.76, 0, 0.24, 1)"),
        (.easeInQuint, "cubic-bezier(0.64, 0, 0.78, 0)"), (.easeOutQuint, "cubic-bezier(0.22, 1, 0.36, 1)"),
        (.easeInOutQuint, "cubic-bezier(0.83, 0, 0.17, 1)"), (.easeInExpo, "cubic-bezier(0.7, 0, 0.84, 0)"),
        (.easeOutExpo, "cubic-bezier(0.16, 1, 0.3, 1)"), (.easeInOutExpo, "cubic-bezier(0.87, 0, 0.13, 1)"),
        (.easeInCirc, "cubic-bezier(0.55, 0, 1, 0.45)"), (.easeOutCirc, "cubic-bezier(0, 0.55, 0.45, 1)"),
        (.easeInOutCirc, "cubic-bezier(0.85, 0, 0.15, 1)"), (.easeInBack, "cubic-bezier(0.36, 0, 0.66, -0.56)"),
        (.easeOutBack, "cubic-bezier(0.34, 1.56, 0.64, 1)"), (.easeInOutBack, "cubic-bezier(0.68, -0.6, 0.32, 1.6)"),
    ]

    /// Elastic and bounce have no published Bézier: the fit, rounded as people write it.
    static let fitted: [(Easing, String)] = [
        (.easeInElastic, "cubic-bezier(1, 0.36, 0.85, -1.13)"), (.easeOutElastic, "cubic-bezier(0.15, 2.13, 0, 0.64)"),
        (.easeInOutElastic, "cubic-bezier(1, -0.33, 0, 1.33)"), (.easeInBounce, "cubic-bezier(1, 0.29, 0.44, 0.11)"),
        (.easeOutBounce, "cubic-bezier(0.56, 0.89, 0, 0.71)"),
        (.easeInOutBounce, "cubic-bezier(0.57, 0.02, 0.43, 0.98)"),
    ]

    /// Largest |a(p) − b(p)| over time, measured here independently of `CurveDistance`: 4,001
    /// even times plus the times where the Bézier's own parameter is on an even grid.
    static func gap(_ curve: CubicBezier, _ easing: Easing) -> Double {
        let n = 4000
        let times = (0...n).map { Double($0) / Double(n) } + (0...n).map { curve.sampleX(Double($0) / Double(n)) }
        return times.map { abs(curve.value(at: $0) - easing.value(at: $0)) }.max()!
    }

    /// The Bézier's own values y(t), which is what runs a list forwards or backwards.
    static func bezierValues(_ c: CubicBezier) -> [Double] {
        (0...2000).map { c.sampleY(Double($0) / 2000) }
    }

    static func leavesUnitRange(_ easing: Easing) -> Bool {
        (0...10000).contains { i in
            let y = easing.value(at: Double(i) / 10000)
            return y < -1e-12 || y > 1 + 1e-12
        }
    }

    @Test func everyPennerCurveWithAPublishedBezierExportsThatOne() {
        #expect(Self.published.count == 24)
        for (easing, css) in Self.published {
            let equivalent = BezierEquivalent(easing)
            #expect(equivalent.source == .easingsNet, "\(easing.name)")
            #expect(equivalent.cssText == css, "\(easing.name)")
            #expect(equivalent.rounded.decimals == 2 && equivalent.curve == easing.easingsNetBezier, "\(easing.name)")
            #expect(equivalent.followsEasing && !equivalent.isExact, "\(easing.name)")
        }
    }

    @Test func eachPublishedBezierIsWithinItsStatedErrorOfPennersCurve() throws {
        for (easing, _) in Self.published {
            let stated = try #require(easing.easingsNetError, "\(easing.name)")
            let measured = Self.gap(try #require(easing.easingsNetBezier), easing)
            // Within the bound, and the bound is tight: the measure rounded up to 4 decimals.
            #expect(measured <= stated, "\(easing.name): \(measured) > \(stated)")
            #expect(stated - measured < 2e-4, "\(easing.name): \(measured) ≪ \(stated)")
            // The export reports the same error, measured on what it writes.
            #expect(abs(BezierEquivalent(easing).maxError - measured) < 1e-5, "\(easing.name)")
        }
        // Largest in the table: the in-out curves steeper than cubic, which no Bézier through
        // (0, 0) and (1, 1) with flat ends matches closely.
        #expect(Easing.easeInOutCirc.easingsNetError == 0.0387)
        #expect(Easing.easeInOutCubic.easingsNetError == 0.0096)
    }

    @Test func easeInOutCubicIsEasingsNetsAndNeverRunsBackwards() {
        let equivalent = BezierEquivalent(.easeInOutCubic)
        #expect(equivalent.curve == CubicBezier(0.65, 0, 0.35, 1))
        #expect(equivalent.cssText == "cubic-bezier(0.65, 0, 0.35, 1)")
        // The old least-squares fit (0.61868, −0.0479, 0.38132, 1.04795) dipped below 0 at the start.
        let values = Self.bezierValues(equivalent.curve)
        #expect(values.allSatisfy { $0 >= 0 && $0 <= 1 })
        #expect(zip(values, values.dropFirst()).allSatisfy { $1 >= $0 })
    }

    @Test func presetsAndLinearStayKeywordsAndCustomCurvesRound() {
        let keywords: [(Easing, String)] = [
            (.linear, "linear"), (.ease, "ease"), (.easeIn, "ease-in"), (.easeOut, "ease-out"),
            (.easeInOut, "ease-in-out"), (.cubicBezier(CubicBezier(0, 0, 1, 1)), "linear"),
        ]
        for (easing, keyword) in keywords {
            let equivalent = BezierEquivalent(easing)
            #expect(equivalent.source == .bezier && equivalent.isExact, "\(easing.name)")
            #expect(equivalent.keyword == keyword && equivalent.cssText == keyword, "\(easing.name)")
        }
        // A Bézier typed with more digits than the motion needs: two decimals, and the error is
        // what the rounding moved.
        let typed = BezierEquivalent(.cubicBezier(CubicBezier(0.2345678, 0.1, 0.3, 0.9876543)))
        #expect(typed.keyword == nil && typed.cssText == "cubic-bezier(0.23, 0.1, 0.3, 0.99)")
        #expect(typed.maxError > 0 && typed.maxError <= RoundedBezier.motionBound && !typed.isExact)
        // Rounded onto a preset's points: the preset's keyword.
        #expect(BezierEquivalent(.cubicBezier(CubicBezier(0.421, 0, 0.579, 1))).cssText == "ease-in-out")
    }

    @Test func elasticAndBounceAreFittedAndSayNoBezierFollowsThem() {
        for (easing, css) in Self.fitted {
            let equivalent = BezierEquivalent(easing)
            #expect(equivalent.source == .fitted && equivalent.cssText == css, "\(easing.name)")
            #expect(!equivalent.followsEasing && equivalent.maxError > CubicBezierFit.followBound, "\(easing.name)")
            // Bounce's worst gap sits on one of its kinks, between this grid's samples: the
            // export's own search, which refines around its worst sample, finds a little more.
            let measured = Self.gap(equivalent.curve, easing)
            #expect(measured <= equivalent.maxError && equivalent.maxError - measured < 5e-4, "\(easing.name)")
        }
        #expect(Self.published.count + Self.fitted.count + 5 == Easing.allNamed.count)
    }

    /// The promise: a curve that stays within 0...1 is never written as one that runs the list
    /// backwards or past its end. Back and elastic leave 0...1 themselves, so theirs may.
    @Test func noWrittenOrFittedCurveLeavesZeroToOneUnlessItsEasingDoes() {
        var leaving: [String] = []
        for easing in Easing.allNamed {
            let leaves = Self.leavesUnitRange(easing)
            if leaves { leaving.append(easing.name) }
            for curve in [BezierEquivalent(easing).curve, CubicBezierFit(easing).curve] where !leaves {
                #expect(Self.bezierValues(curve).allSatisfy { $0 >= 0 && $0 <= 1 }, "\(easing.name): \(curve)")
            }
        }
        #expect(
            leaving == [
                "easeInBack", "easeOutBack", "easeInOutBack", "easeInElastic", "easeOutElastic", "easeInOutElastic",
            ])
        // Back's published Bézier overshoots as Back does.
        #expect(Self.bezierValues(BezierEquivalent(.easeOutBack).curve).max()! > 1.05)
    }
}
