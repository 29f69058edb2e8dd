import Foundation
import Motion
import RealModule
import Testing

@testable import Demos
@testable import Export
@testable import PlaygroundCore

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

    /// The pull pager with that spring as its snap spring.
    static var tunedPull: ParameterValues {
        var v = ParameterValues()
        try! v.set("pull.snap_response", to: "0.4")
        try! v.set("pull.snap_damping_ratio", to: "0.8")
        return v
    }

    func text(_ format: ExportFormat, _ demo: String = "salon") -> String {
        format.text(demoID: demo, values: Self.values)
    }

    @Test func uiKitCarriesTheRateAndTheCurve() {
        let swift = text(.swift)
        #expect(
            swift.contains(
                "collectionView.decelerationRate = .fast  // 0.99, tuned from 0.998"))
        #expect(swift.contains("UIView.animate(withDuration: 0.25, delay: 0, options: .curveEaseInOut"))
        #expect(swift.contains("    /// Tuned from 0.3.\n    @MainActor static func click("))
        // The strip glides onto its item: the tuned snap spring is the playground's rule, not UIKit's.
        #expect(!swift.contains("UISpringTimingParameters"))
        // Outside a strip a tuned spring is UIKit's spring of that stiffness and damping.
        let pull = ExportFormat.swift.text(demoID: "pull", values: Self.tunedPull)
        #expect(abs(Self.snap.stiffness - 246.74) < 0.01 && abs(Self.snap.damping - 25.13) < 0.01)
        #expect(pull.contains("mass: 1, stiffness: 247, damping: 25.1,"))
        #expect(
            pull.contains("/// Response 0.4 s, damping ratio 0.8 (initialVelocity: release speed ÷ distance left)."))
    }

    @Test func swiftUICarriesResponseAndDampingFraction() {
        let swiftUI = text(.swiftui)
        #expect(swiftUI.contains("static let click = Animation.easeInOut(duration: 0.25)"))
        #expect(!swiftUI.contains("Animation.spring"))
        let pull = ExportFormat.swiftui.text(demoID: "pull", values: Self.tunedPull)
        #expect(pull.contains("static let snap = Animation.spring(response: 0.4, dampingFraction: 0.8)"))
        #expect(pull.contains("/// Snap response tuned from 0.35. Snap damping ratio tuned from 1."))
        // Untuned, the spring is the playground's and not written.
        #expect(!ExportFormat.swiftui.text(demoID: "pull", values: ParameterValues()).contains("spring"))
    }

    @Test func flutterCarriesTheDragAndTheSnapSpring() {
        let dart = text(.flutter)
        // The tuned 0.99 per ms as Flutter's velocity kept per second: 0.99^1000 = 4.317e-5.
        #expect(dart.contains("class SalonScrollPhysics extends ScrollPhysics {"))
        #expect(dart.contains("static const double drag = 0.00004317; // 0.99^1000"))
        #expect(dart.contains("(count: 14, length: 320.0)"))
        #expect(dart.contains("static final SpringDescription snapSpring = \(FlutterPrinter.spring(Self.snap));"))
        #expect(dart.contains("const Duration salonClickDuration = Duration(milliseconds: 250);"))
        #expect(dart.contains("const Curve salonClickCurve = Curves.easeInOut;"))
        #expect(dart.contains("return ScrollSpringSimulation(snapSpring, position.pixels, target, velocity"))
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
        #expect(css.contains("  /* tuned from 0.3 s */\n  --salon-click-duration: 0.25s;\n"))
        #expect(css.contains("--salon-click-easing: ease-in-out;"))
        #expect(css.contains("transition: transform var(--salon-click-duration) var(--salon-click-easing);"))
        #expect(css.contains("scroll-snap-type: x mandatory;") && css.contains("scroll-snap-align: center;"))
        // CSS has no springs: the tuned snap spring is named on the line of what CSS cannot carry.
        #expect(!css.contains("spring-easing") && !css.contains("linear("))
        #expect(
            css.replacingOccurrences(of: "\n   ", with: " ").contains(
                "Tuned, with no CSS property (set in script): snap spring (response 0.4 s, damping ratio 0.8)."))
    }

    @Test func jsonHoldsEveryConstantAndParses() throws {
        let json = text(.json)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let constants = try #require(object["constants"] as? [[String: Any]])
        // Every parameter of the salon, then its strip's lengths.
        let parameters = Set(constants.compactMap { $0["parameter"] as? String })
        #expect(SalonParameters.specs.allSatisfy { parameters.contains($0.name) })
        let rate = try #require(constants.first { $0["parameter"] as? String == "salon.deceleration_rate" })
        #expect(
            rate["value"] as? Double == 0.99 && rate["default"] as? Double == 0.998 && rate["tuned"] as? Bool == true)
        let springs = try #require(object["springs"] as? [[String: Any]])
        let snap = try #require(springs.first { $0["role"] as? String == "snap" })
        #expect(snap["response"] as? Double == 0.4 && snap["damping_ratio"] as? Double == 0.8)
        // Foundation may read the last digit an ulp off: compare to 1e-15.
        #expect(abs((snap["stiffness"] as? Double ?? 0) / Self.snap.stiffness - 1) < 1e-15)
    }

    @Test func aPennerCurveExportsAsItsNearestBezierOrAsLinearSamples() {
        var values = ParameterValues()
        try! values.set("easing.timing", to: "easeOutCubic")
        // easings.net's (0.33, 1, 0.68, 1), in every language, to two decimals.
        let css = ExportFormat.css.text(demoID: "easing", values: values)
        #expect(css.contains("--easing-animation-easing: cubic-bezier(0.33, 1, 0.68, 1);"))
        #expect(css.contains("/* easeOutCubic (tuned from easeInOutCubic) */"))
        let swift = ExportFormat.swift.text(demoID: "easing", values: values)
        #expect(swift.contains("controlPoint1: CGPoint(x: 0.33, y: 1),") && swift.contains("CGPoint(x: 0.68, y: 1)"))
        #expect(ExportFormat.flutter.text(demoID: "easing", values: values).contains("= Cubic(0.33, 1.0, 0.68, 1.0);"))
        #expect(
            ExportFormat.android.text(demoID: "easing", values: values).contains(
                "interpolator = PathInterpolator(0.33f, 1f, 0.68f, 1f)"))
        // The default easeInOutCubic no longer dips below 0 at the start (the old least-squares fit did).
        #expect(
            ExportFormat.css.text(demoID: "easing", values: ParameterValues()).contains(
                "--easing-animation-easing: cubic-bezier(0.65, 0, 0.35, 1);"))
        // No Bézier follows a bounce: linear() through the curve's own points, ending at 1.
        try! values.set("easing.timing", to: "easeOutBounce")
        let bounce = ExportFormat.css.text(demoID: "easing", values: values)
        #expect(bounce.contains("easeOutBounce (tuned from easeInOutCubic), sampled: no cubic Bézier follows it"))
        let line = try! #require(
            bounce.split(separator: "\n").first { $0.contains("--easing-animation-easing: linear(") })
        let numbers = line.split(separator: "(")[1].dropLast(2).split(separator: ",").map {
            Double($0.trimmingCharacters(in: .whitespaces))!
        }
        #expect(numbers.count == ExportCurve.samples + 1 && numbers.first == 0 && numbers.last == 1)
        #expect(numbers[10] == Double(NumberText.short(Easing.easeOutBounce.value(at: 0.25), significant: 3)))
        let swiftBounce = ExportFormat.swift.text(demoID: "easing", values: values)
        #expect(swiftBounce.contains("which no cubic Bézier follows"))
        #expect(swiftBounce.contains("CGPoint(x: 0.56, y: 0.89),") && swiftBounce.contains("CGPoint(x: 0, y: 0.71)"))
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
