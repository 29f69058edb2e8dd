import Foundation
import Motion
import SceneTestSupport
import Testing

@testable import Demos
@testable import Export
@testable import PlaygroundCore

/// `playground export` under `<demo>.physics`: each platform's export writes that platform's own
/// physics objects when the playground simulated them, and says whose physics ran otherwise.
@Suite struct ExportPlatformTests {
    func text(_ format: ExportFormat, _ demo: String = "salon", physics: String) -> String {
        var values = ParameterValues()
        try! values.set("\(demo).physics", to: physics)
        return format.text(demoID: demo, values: values)
    }

    @Test func theDocumentKnowsThePlatformAndKeepsTheChoiceOutOfTheConstants() {
        var values = ParameterValues()
        #expect(ExportDocument(demoID: "salon", values: values).platform == .uikit)
        try! values.set("salon.physics", to: "flutter-android")
        let document = ExportDocument(demoID: "salon", values: values)
        #expect(document.platform == .flutterAndroid && document.platformConstant?.parameter == "salon.physics")
        #expect(!document.constants.contains { $0.parameter == "salon.physics" })
        // Each constant's role says what it is: the salon's two durations, its glide and springs.
        #expect(document.animations.map(\.duration.parameter) == ["salon.click_duration", "salon.selection_duration"])
        #expect(
            document.decelerationRate?.role == .decelerationRate && document.decelerationRate?.unit == .perMillisecond)
        #expect(Set(document.springs.map(\.role)) == [.bounce, .snap, .wheel])
        #expect(document.strip?.rule == .center && document.strip?.itemCount == SalonEntity.all.count)
        // The roller has no scroll physics: UIKit's, and nothing said about it.
        #expect(ExportDocument(demoID: "roller", values: ParameterValues()).platform == .uikit)
    }

    @Test func anAndroidSalonIsTheStockLinearSnapHelper() {
        let kotlin = text(.android, physics: "android")
        #expect(kotlin.contains("LinearSnapHelper().attachToRecyclerView(recyclerView)"))
        #expect(kotlin.contains("import androidx.recyclerview.widget.LinearSnapHelper"))
        // Android's own fling, untuned: no glide of its own, nothing to say it differs.
        #expect(!kotlin.contains("DECELERATION_RATE") && !kotlin.contains("class SalonSnapHelper"))
        #expect(!kotlin.contains("keeps Android's own") && !kotlin.contains("PHYSICS ="))
        #expect(kotlin.contains("const val CLICK_DURATION_MS = 300L"))
        #expect(kotlin.filter { $0 == "{" }.count == kotlin.filter { $0 == "}" }.count)
    }

    @Test func anAndroidListGlidesWithViewConfigurationsFriction() {
        let easing = text(.android, "easing", physics: "android")
        #expect(easing.contains("OverScroller(context).apply { setFriction(ViewConfiguration.getScrollFriction()) }"))
        #expect(!easing.contains("SnapHelper") && !easing.contains("OVERSCROLLER_FRICTION"))
    }

    /// Under UIKit's or Flutter's physics the tuned glide is the same numbers: the same code. Only
    /// the measured line differs, since each platform's flick is lived under its own physics.
    @Test func anotherPlatformsAndroidExportKeepsTheGlideAsUIKits() {
        let uikit = text(.android, physics: "uikit")
        #expect(uikit.contains("class SalonSnapHelper(private val context: Context) : LinearSnapHelper()"))
        let code = { (text: String) in text.split(separator: "\n").filter { !$0.hasPrefix("//") } }
        #expect(code(text(.android, physics: "flutter-ios")) == code(uikit))
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
        for (format, host) in [(ExportFormat.swift, "UIKit"), (.swiftui, "SwiftUI")] {
            // One measured line: the same flick under UIKit's scrolling and under Android's.
            let line = try! #require(text(format, physics: "android").split(separator: "\n").dropFirst().first)
            #expect(line.hasPrefix("// \(host) keeps ") && line.contains("UIKit's scrolling, not Android's"))
            #expect(line.contains("a 2000 pt/s flick ") && line.contains(" instead of "), "\(line)")
            #expect(!text(format, physics: "uikit").contains(" keeps "), "\(format)")
        }
        for (format, host) in [(ExportFormat.css, "CSS")] {
            let out = text(format, physics: "android")
            let flat = out.replacingOccurrences(of: "\n// ", with: " ").replacingOccurrences(of: "\n   ", with: " ")
            #expect(flat.contains("The playground simulated Android physics (salon.physics = android)"))
            #expect(flat.contains("a browser scrolls by its own"), "\(format): \(host)")
            #expect(!text(format, physics: "uikit").contains("The playground simulated"), "\(format)")
        }
    }

    @Test func cssSaysWhoseThePhysicsWere() {
        let css = text(.css, physics: "android")
        #expect(
            css.contains(
                "/* The playground simulated Android physics (salon.physics = android); a browser scrolls by its own. */"
            ))
        #expect(!text(.css, physics: "uikit").contains("The playground simulated"))
    }

    @Test func jsonRecordsThePlatformAndTheDensity() throws {
        func object(_ physics: String, _ demo: String = "salon") throws -> [String: Any] {
            let json = text(.json, demo, physics: physics)
            return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        }
        #expect(try object("uikit")["platform"] as? String == "uikit")
        #expect(try object("android")["platform"] as? String == "android")
        #expect(try object("flutter-android", "pull")["platform"] as? String == "flutter-android")
        #expect(try object("android")["density"] as? Double == 3)
        // The choice is a constant too, with its default.
        let constants = try #require(try object("flutter-ios")["constants"] as? [[String: Any]])
        let physics = try #require(constants.first { $0["parameter"] as? String == "salon.physics" })
        #expect(physics["value"] as? String == "flutter-ios" && physics["default"] as? String == "uikit")
        #expect(physics["role"] as? String == "scroll_platform" && physics["tuned"] as? Bool == true)
    }

    @Test func aScenesJSONRecordsItsPlatform() throws {
        let scene = SceneFixtures.scene(SceneFixtures.carousel, id: "carousel")
        var values = ParameterValues(catalog: ParameterCatalog.builtIn.adding([scene]))
        try values.set("carousel.physics", to: "flutter-ios")
        let json = ExportFormat.json.text(scene: scene, values: values)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["platform"] as? String == "flutter-ios")
        // One card per fling under another platform's glide: the helper that keeps it, not
        // PagerSnapHelper, which only Android's own glide reproduces.
        let kotlin = ExportFormat.android.text(scene: scene, values: values)
        #expect(kotlin.contains("CarouselSnapHelper(recyclerView.context).attachToRecyclerView(recyclerView)"))
        #expect(kotlin.contains("const val MAX_ITEMS_PER_FLING = 1"))
        #expect(!kotlin.contains("PagerSnapHelper()"))
    }

    /// Each top-level `const` has a `///` comment right above it.
    private func expectEveryConstCommented(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (i, line) in lines.enumerated() where line.hasPrefix("const ") && i > 0 {
            #expect(lines[i - 1].hasPrefix("/// "), "uncommented: \(line)", sourceLocation: sourceLocation)
        }
    }
}
