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
        let drag = Double.pow(0.99, 1000)
        #expect(dart.contains("class SalonScrollPhysics extends ScrollPhysics {"))
        #expect(dart.contains("static const double drag = \(ExportNumber.derived(drag));"))
        #expect(abs(Double(ExportNumber.derived(drag))! - 4.31712e-5) < 1e-10)
        #expect(dart.contains("static const double itemExtent = 330.0;"))
        #expect(
            dart.contains(
                "SpringDescription(mass: 1.0, stiffness: \(ExportNumber.derived(Self.snap.stiffness)), "
                    + "damping: \(ExportNumber.derived(Self.snap.damping)))"))
        #expect(dart.contains("const Duration salonClickDuration = Duration(microseconds: 250000);"))
        #expect(dart.contains("const Cubic salonClickCurve = Cubic(0.42, 0.0, 0.58, 1.0);"))
        #expect(dart.contains("return ScrollSpringSimulation(snapSpring, position.pixels, target, velocity"))
        expectEveryValueCommented(dart, declaration: "const ", comment: "/// ")
        // Braces balance: the class closes.
        #expect(dart.filter { $0 == "{" }.count == dart.filter { $0 == "}" }.count)
    }

    @Test func androidCarriesTheRateTheSpringAndTheCurve() {
        let kotlin = AndroidPrinterTests.flat(text(.android))
        #expect(kotlin.contains("const val DECELERATION_RATE = 0.99f"))
        #expect(kotlin.contains("val decay = -1000f * ln(SalonMotion.DECELERATION_RATE)"))
        // The tuned spring has no smooth scroller to drive: it is listed with its values.
        #expect(kotlin.contains("snap response 0.4 s, damping ratio 0.8"))
        #expect(kotlin.contains("const val CLICK_DURATION_MS = 250L"))
        #expect(kotlin.contains("interpolator = PathInterpolator(0.42f, 0f, 0.58f, 1f)"))
        #expect(kotlin.filter { $0 == "{" }.count == kotlin.filter { $0 == "}" }.count)
    }

    @Test func cssCarriesDurationsCurvesAndScrollSnap() {
        let css = text(.css)
        #expect(css.contains("--salon-click-duration: 0.25s;"))
        // CSS's own keyword for UIKit's ease-in-out.
        #expect(css.contains("--salon-click-easing: ease-in-out;"))
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

    @Test func aPennerCurveExportsEasingsNetsBezierAndSaysSo() {
        var values = ParameterValues()
        try! values.set("easing.timing", to: "easeOutCubic")
        // easings.net's (0.33, 1, 0.68, 1), in every language, to two decimals.
        let css = ExportFormat.css.text(demoID: "easing", values: values)
        #expect(css.contains("--easing-animation-easing: cubic-bezier(0.33, 1, 0.68, 1);"))
        #expect(
            css.contains("Curve: easeOutCubic, as easings.net's cubic Bézier (at most 0.0028 of the distance off)."))
        let swift = ExportFormat.swift.text(demoID: "easing", values: values)
        #expect(swift.contains("CAMediaTimingFunction(controlPoints: 0.33, 1, 0.68, 1)"))
        #expect(ExportFormat.flutter.text(demoID: "easing", values: values).contains("= Cubic(0.33, 1.0, 0.68, 1.0);"))
        #expect(
            ExportFormat.android.text(demoID: "easing", values: values).contains(
                "Interpolator() = PathInterpolator(0.33f, 1.0f, 0.68f, 1.0f)"))
        // The default easeInOutCubic no longer dips below 0 at the start (the old least-squares fit did).
        #expect(
            ExportFormat.css.text(demoID: "easing", values: ParameterValues()).contains(
                "--easing-animation-easing: cubic-bezier(0.65, 0, 0.35, 1);"))
        try! values.set("easing.timing", to: "easeOutBounce")
        let bounce = ExportFormat.swift.text(demoID: "easing", values: values)
        #expect(bounce.contains("which no cubic Bézier follows"))
        #expect(bounce.contains("CAMediaTimingFunction(controlPoints: 0.56, 0.89, 0, 0.71)"))
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
