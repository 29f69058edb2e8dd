import Foundation
import Motion
import RealModule
import Testing

@testable import Export
@testable import Playground

/// `playground export`: each format carries the numbers in force, converted by the published
/// formulas, with a comment on every value.
@Suite struct ExportFormatTests {
    /// The salon with a tuned glide and snap spring.
    static var values: ParameterValues {
        var v = ParameterValues()
        try! v.set("salon.deceleration_rate", to: "0.99")
        try! v.set("salon.snap_response", to: "0.4")
        try! v.set("salon.snap_damping_ratio", to: "0.8")
        try! v.set("salon.click_duration", to: "0.25")
        return v
    }

    static let snap = Spring(dampingRatio: 0.8, response: 0.4)

    func text(_ format: ExportFormat, _ demo: String = "salon") -> String {
        format.text(demoID: demo, values: Self.values)
    }

    @Test func uiKitCarriesTheRateTheSpringAndTheCurve() {
        let swift = text(.swift)
        #expect(swift.contains("static let decelerationRate = UIScrollView.DecelerationRate(rawValue: 0.99)"))
        #expect(
            swift.contains(
                "UISpringTimingParameters(mass: 1, stiffness: "
                    + "\(ExportNumber.derived(Self.snap.stiffness)), "
                    + "damping: \(ExportNumber.derived(Self.snap.damping)),"))
        #expect(abs(Self.snap.stiffness - 246.74) < 0.01 && abs(Self.snap.damping - 25.13) < 0.01)
        #expect(swift.contains("static let clickDuration: TimeInterval = 0.25"))
        #expect(swift.contains("static let clickTiming = CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)"))
        expectEveryValueCommented(swift, declaration: "    static ", comment: "    /// ")
    }

    @Test func swiftUICarriesResponseAndDampingFraction() {
        let swiftUI = text(.swiftui)
        #expect(swiftUI.contains("static let snap = Animation.spring(response: 0.4, dampingFraction: 0.8)"))
        #expect(swiftUI.contains("Spring(duration: 0.4, bounce: 0.2)"))
        #expect(swiftUI.contains("static let click = Animation.timingCurve(0.42, 0, 0.58, 1, duration: 0.25)"))
        #expect(swiftUI.contains("static let decelerationRate: CGFloat = 0.99"))
        expectEveryValueCommented(swiftUI, declaration: "    static ", comment: "    /// ")
    }

    @Test func flutterCarriesTheDragAndTheSnapSpring() {
        let dart = text(.flutter)
        // The tuned 0.99 per ms as Flutter's velocity kept per second: 0.99^1000 = 4.317e-5.
        #expect(dart.contains("class SalonScrollPhysics extends ScrollPhysics {"))
        #expect(dart.contains("static const double drag = 0.00004317; // 0.99^1000"))
        #expect(dart.contains("(count: 3, length: 330.0)") || dart.contains("length: 330.0)"))
        #expect(
            dart.contains(
                "SpringDescription.withDampingRatio(mass: 1.0, stiffness: "
                    + "\(FlutterPrinter.number(Self.snap.stiffness)), ratio: 1.0)"))
        #expect(dart.contains("const Duration salonClickDuration = Duration(milliseconds: 250);"))
        #expect(dart.contains("const Curve salonClickCurve = Curves.easeInOut;"))
        #expect(dart.contains("return ScrollSpringSimulation(snapSpring, position.pixels, target, velocity"))
        #expect(dart.filter { $0 == "{" }.count == dart.filter { $0 == "}" }.count)
    }

    @Test func androidCarriesFrictionsStiffnessAndInterpolators() {
        let kotlin = text(.android)
        let lambda = -1000 * Double.log(0.99)
        #expect(kotlin.contains("const val DECELERATION_RATE_FLING_FRICTION = \(ExportNumber.derived(lambda / 4.2))f"))
        let overScroller = OverScrollerFling.friction(matching: .fast, atSpeed: 1000)
        #expect(
            kotlin.contains(
                "const val DECELERATION_RATE_OVERSCROLLER_FRICTION = "
                    + "\(ExportNumber.derived(overScroller))f"))
        #expect(kotlin.contains("const val SNAP_STIFFNESS = \(ExportNumber.derived(Self.snap.stiffness))f"))
        #expect(kotlin.contains("const val SNAP_DAMPING_RATIO = 0.8f"))
        #expect(kotlin.contains("const val CLICK_DURATION_MS = 250L"))
        #expect(kotlin.contains("fun clickInterpolator() = PathInterpolator(0.42f, 0.0f, 0.58f, 1.0f)"))
        #expect(kotlin.filter { $0 == "{" }.count == kotlin.filter { $0 == "}" }.count)
    }

    @Test func cssCarriesDurationsCurvesAndScrollSnap() {
        let css = text(.css)
        #expect(css.contains("--salon-click-duration: 0.25s;"))
        #expect(css.contains("--salon-click-easing: cubic-bezier(0.42, 0, 0.58, 1);"))
        #expect(css.contains("scroll-snap-type: x mandatory;") && css.contains("scroll-snap-align: center;"))
        // The spring as linear(): from 0, ending at 1, sampled from the closed form.
        let line = try! #require(
            css.split(separator: "\n").first {
                $0.contains(
                    "--salon-snap-spring-easing: "
                        + "linear(")
            })
        let numbers = line.split(separator: "(")[1].dropLast(2).split(separator: ",").map {
            Double($0.trimmingCharacters(in: .whitespaces))!
        }
        #expect(numbers.count == CSSExport.springSamples + 1 && numbers.first == 0 && numbers.last == 1)
        // ζ = 0.8 overshoots: some sample is above 1.
        #expect(numbers.contains { $0 > 1 })
    }

    @Test func jsonHoldsEveryParameterAndParses() throws {
        let json = text(.json)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let parameters = try #require(object["parameters"] as? [[String: Any]])
        #expect(parameters.count == SalonParameters.specs.count)
        let rate = try #require(parameters.first { $0["name"] as? String == "salon.deceleration_rate" })
        #expect(rate["value"] as? Double == 0.99 && rate["default"] as? Double == 0.998)
        let derived = try #require(object["derived"] as? [String: Any])
        let glide = try #require(derived["deceleration"] as? [String: Any])
        // Foundation may read the last digit an ulp off: compare to 1e-15.
        let drag = try #require(glide["flutter_drag_per_s"] as? Double)
        #expect(abs(drag / DecelerationRate.fast.flutterDrag - 1) < 1e-15)
        let snap = try #require(derived["snap_spring"] as? [String: Any])
        #expect(abs((snap["stiffness"] as? Double ?? 0) / Self.snap.stiffness - 1) < 1e-15)
        #expect(abs((snap["bounce"] as? Double ?? 0) - 0.2) < 1e-12)
    }

    @Test func aPennerCurveExportsAsItsNearestBezierAndSaysSo() {
        var values = ParameterValues()
        try! values.set("easing.timing", to: "easeOutCubic")
        let css = ExportFormat.css.text(demoID: "easing", values: values)
        // easeOutCubic is exactly (1/3, 1, 2/3, 1): the fit finds it.
        #expect(
            css.contains("--easing-animation-easing: cubic-bezier(0.333333, 1, 0.666667, 1);")
                || css.contains("--easing-animation-easing: cubic-bezier(0.333332, 0.999994, 0.666662, 1);"))
        #expect(css.contains("Curve: easeOutCubic, as its nearest cubic Bézier"))
        try! values.set("easing.timing", to: "easeOutBounce")
        let swift = ExportFormat.swift.text(demoID: "easing", values: values)
        #expect(swift.contains("which no cubic Bézier follows"))
    }

    @Test func everyDemoExportsInEveryFormat() {
        for demo in DemoCatalog.ids {
            for format in ExportFormat.allCases {
                let out = format.text(demoID: demo, values: ParameterValues())
                #expect(out.count > 200, "\(demo) \(format)")
                #expect(!out.contains("nan") && !out.contains("inf"), "\(demo) \(format)")
            }
        }
    }

    /// Each declaration line has a comment right above it (or above the block it opens).
    private func expectEveryValueCommented(
        _ text: String, declaration: String, comment: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (i, line) in lines.enumerated() where line.hasPrefix(declaration) && i > 0 {
            #expect(lines[i - 1].hasPrefix(comment), "uncommented: \(line)", sourceLocation: sourceLocation)
        }
    }
}
