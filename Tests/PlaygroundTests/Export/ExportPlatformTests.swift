import Foundation
import Motion
import Testing

@testable import Export
@testable import Playground

/// `playground export` under `<demo>.physics`: each platform's export writes that platform's own
/// physics objects when the playground simulated them, and says whose physics ran otherwise.
@Suite struct ExportPlatformTests {
    func text(_ format: ExportFormat, _ demo: String = "salon", physics: String) -> String {
        var values = ParameterValues()
        try! values.set("\(demo).physics", to: physics)
        return format.text(demoID: demo, values: values)
    }

    @Test func theModelKnowsThePlatformAndKeepsTheChoiceOutOfTheConstants() {
        var values = ParameterValues()
        #expect(ExportModel(demoID: "salon", values: values).platform == .uikit)
        try! values.set("salon.physics", to: "flutter-android")
        let model = ExportModel(demoID: "salon", values: values)
        #expect(model.platform == .flutterAndroid && model.platformParameter == "salon.physics")
        #expect(!model.constants.contains { $0.spec.name == "salon.physics" })
        // The roller has no scroll physics: UIKit's, and nothing said about it.
        #expect(ExportModel(demoID: "roller", values: ParameterValues()).platform == .uikit)
    }

    @Test func anAndroidSalonWritesOverScrollerAndLinearSnapHelper() {
        let kotlin = text(.android, physics: "android")
        for line in [
            "import android.widget.OverScroller", "import androidx.recyclerview.widget.LinearSnapHelper",
            "const val OVERSCROLLER_FRICTION = 0.015f", "const val OVERFLING_DISTANCE_DP = 6",
            "OverScroller(context).apply { setFriction(OVERSCROLLER_FRICTION) }",
            "fun snapHelper(): SnapHelper = LinearSnapHelper()", "const val SNAP_INTERVAL_DP = 330.0f",
            "The playground simulated Android's OverScroller (salon.physics = android)",
            "ViewConfiguration.getScrollFriction()",
        ] {
            #expect(kotlin.contains(line), "\(line)")
        }
        // Not UIKit's glide matched at one speed, nor FlingAnimation's exponential friction.
        #expect(!kotlin.contains("_FLING_FRICTION") && !kotlin.contains("DECELERATION_RATE_OVERSCROLLER"))
        #expect(!kotlin.contains("at 1000 dp/s travels as far as the glide"))
        #expect(!kotlin.contains("PHYSICS ="))
        // One card's snap at SnapHelper's 100 ms per inch: ceil(ceil(330·100/160) / 0.3356) ms.
        #expect(kotlin.contains("One card (330 dp) at 160 dpi: 617 ms."))
        // The springs and the timed values stay.
        #expect(kotlin.contains("const val SNAP_DAMPING_RATIO = 1.0f") && kotlin.contains("CLICK_DURATION_MS = 300L"))
        #expect(kotlin.filter { $0 == "{" }.count == kotlin.filter { $0 == "}" }.count)
    }

    @Test func anAndroidPagerWritesPagerSnapHelperAndANonSnappingDemoNone() {
        let pager = text(.android, "pager", physics: "android")
        #expect(pager.contains("fun snapHelper(): SnapHelper = PagerSnapHelper()"))
        #expect(pager.contains("ViewPager.smoothScrollTo") && !pager.contains("LinearSnapHelper"))
        let easing = text(.android, "easing", physics: "android")
        #expect(easing.contains("const val OVERSCROLLER_FRICTION = 0.015f") && !easing.contains("SnapHelper"))
    }

    @Test func anotherPlatformsAndroidExportIsTodaysPlusOneNote() {
        let uikit = text(.android, physics: "uikit")
        let flutter = text(.android, physics: "flutter-ios")
        let note = "// The playground simulated Flutter's BouncingScrollPhysics (salon.physics = flutter-ios)"
        #expect(flutter.contains(note) && flutter.contains("DECELERATION_RATE_FLING_FRICTION"))
        // Remove the note and the rest is UIKit's export.
        #expect(removing(note, from: flutter) == uikit)
    }

    @Test func flutterIOSSnapsOverBouncingScrollPhysicsGlide() {
        let dart = text(.flutter, physics: "flutter-ios")
        for line in [
            "class SalonScrollPhysics extends ScrollPhysics {",
            "const SalonScrollPhysics(parent: BouncingScrollPhysics())",
            "super.createBallisticSimulation(position, velocity)?.x(double.maxFinite) ?? position.pixels;",
            "return FrictionSimulation.through(",
        ] {
            #expect(dart.contains(line), "\(line)")
        }
        // UIKit's glide and edge are not written: the parent is Flutter's own.
        #expect(!dart.contains("static const double drag =") && !dart.contains("bounce"))
        #expect(dart.filter { $0 == "(" }.count == dart.filter { $0 == ")" }.count)
    }

    @Test func flutterAndroidWritesClampingScrollPhysics() {
        let dart = text(.flutter, physics: "flutter-android")
        #expect(dart.contains("const SalonScrollPhysics(parent: ClampingScrollPhysics())"))
        #expect(!dart.contains("BouncingScrollPhysics"))
        let easing = text(.flutter, "easing", physics: "flutter-android")
        #expect(easing.contains("physics: const ClampingScrollPhysics(), as the playground simulated."))
        #expect(!easing.contains("extends ScrollPhysics"))
    }

    @Test func androidsFlutterExportClampsAndLeavesUIKitsGlide() {
        let dart = text(.flutter, physics: "android")
        #expect(dart.contains("parent: ClampingScrollPhysics()") && !dart.contains("static const double drag = "))
        #expect(text(.flutter, physics: "uikit").contains("static const double drag = "))
    }

    /// `text` without the `//` comment that starts with `note` (all its lines).
    private func removing(_ note: String, from text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix(note) }),
            let end = lines[(start + 1)...].firstIndex(where: { !$0.hasPrefix("// ") })
        else { return text }
        return (lines[..<start] + lines[end...]).joined(separator: "\n")
    }

    @Test func swiftSwiftUIAndCSSSayWhoseThePhysicsWere() {
        for (format, host) in [(ExportFormat.swift, "UIKit"), (.swiftui, "SwiftUI"), (.css, "CSS")] {
            let out = text(format, physics: "android")
            let flat = out.replacingOccurrences(of: "\n// ", with: " ").replacingOccurrences(of: "\n   ", with: " ")
            #expect(flat.contains("The playground simulated Android's OverScroller (salon.physics = android)"))
            #expect(flat.contains("\(host) has no equivalent physics"), "\(format)")
            #expect(!text(format, physics: "uikit").contains("The playground simulated"), "\(format)")
        }
    }

    @Test func jsonRecordsThePlatformAndItsConstants() throws {
        func object(_ physics: String, _ demo: String = "salon") throws -> [String: Any] {
            let json = text(.json, demo, physics: physics)
            return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        }
        #expect(try object("uikit")["platform"] as? String == "uikit")
        #expect(try object("uikit")["platform_physics"] == nil)
        let android = try #require(try object("android")["platform_physics"] as? [String: Any])
        #expect(try object("android")["platform"] as? String == "android")
        #expect(android["overscroller_friction"] as? Double == 0.015)
        #expect(android["overfling_distance_dp"] as? Double == 6)
        #expect(android["snap_helper"] as? String == "LinearSnapHelper")
        let bouncing = try #require(try object("flutter-ios")["platform_physics"] as? [String: Any])
        #expect(bouncing["friction_drag_per_s"] as? Double == 0.135)
        let spring = try #require(bouncing["spring"] as? [String: Any])
        #expect(spring["mass"] as? Double == 0.5 && spring["stiffness"] as? Double == 100)
        #expect(abs((spring["damping_ratio"] as? Double ?? 0) - 1.1) < 1e-12)
        let clamping = try #require(try object("flutter-android", "pull")["platform_physics"] as? [String: Any])
        #expect(clamping["simulation"] as? String == "ClampingScrollPhysics")
        #expect(clamping["friction"] as? Double == 0.015)
    }

    @Test func aScenesJSONRecordsItsPlatform() throws {
        let scene = SceneFixtures.scene(SceneFixtures.carousel, id: "carousel")
        var values = ParameterValues(catalog: ParameterCatalog.builtIn.adding([scene]))
        try values.set("carousel.physics", to: "flutter-ios")
        let json = ExportFormat.json.text(scene: scene, values: values)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["platform"] as? String == "flutter-ios")
        let physics = try #require(object["platform_physics"] as? [String: Any])
        #expect(physics["simulation"] as? String == "BouncingScrollPhysics")
        // The scene's own snapping code projects with UIKit's glide, and says whose physics ran.
        let kotlin = ExportFormat.android.text(scene: scene, values: values)
        #expect(kotlin.contains("// The playground simulated Flutter's BouncingScrollPhysics"))
        #expect(kotlin.contains("DECELERATION_RATE_FLING_FRICTION"))
    }

    /// Each top-level `const` has a `///` comment right above it.
    private func expectEveryConstCommented(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (i, line) in lines.enumerated() where line.hasPrefix("const ") && i > 0 {
            #expect(lines[i - 1].hasPrefix("/// "), "uncommented: \(line)", sourceLocation: sourceLocation)
        }
    }
}
