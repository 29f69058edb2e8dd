import Foundation
import Motion
import SceneTestSupport
import Testing

@testable import Demos
@testable import Export
@testable import PlaygroundCore
@testable import Scenes

/// `export --exact`: the format's export, then the runtime of its language exactly as in
/// Exports/Runtime (its imports joined to the export's, before any declaration), then glue that
/// builds the runtime's `SnapLayout` with the values in force and uses it in the platform's own
/// hook. CSS, JSON and demos without a strip are refused in one line.
@Suite struct ExactExportTests {
    static let carousel = SceneFixtures.scene(SceneFixtures.carousel, id: "carousel")
    static let feed = SceneFixtures.scene(SceneFixtures.feed, id: "feed-rows")

    func exact(_ format: ExportFormat, _ scene: Scene = carousel, _ settings: [String: String] = [:]) throws -> String {
        try format.text(scene: scene, values: SceneExportTests.values(scene, settings), exact: true)
    }

    /// Exports/Runtime/NAME as every exact export of its language holds it: Swift's whole, the
    /// others' without their imports, which join the export's.
    static func runtimeBody(_ name: String) throws -> String {
        let file = RuntimeVectors.file.deletingLastPathComponent().appendingPathComponent(name)
        let text = try String(contentsOf: file, encoding: .utf8)
        return name.hasSuffix(".swift") ? text : ExactExport.splittingImports(text).body
    }

    /// Every import line comes before the first line of code, and none twice.
    func expectImportsFirst(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let lines = text.split(separator: "\n").map(String.init)
        let imports = lines.indices.filter { lines[$0].hasPrefix("import ") }
        let code = lines.firstIndex { !$0.hasPrefix("import ") && !$0.hasPrefix("//") && !$0.isEmpty }
        #expect(imports.last! < code!, sourceLocation: sourceLocation)
        #expect(Set(imports.map { lines[$0] }).count == imports.count, sourceLocation: sourceLocation)
    }

    @Test func theRuntimesAreTheFilesInExportsRuntime() throws {
        #expect(
            EmbeddedRuntimes.swift
                == (try String(
                    contentsOf: RuntimeVectors.file.deletingLastPathComponent()
                        .appendingPathComponent("SnapLayout.swift"), encoding: .utf8)))
        for (format, file) in [
            (ExportFormat.swift, "SnapLayout.swift"), (.swiftui, "SnapLayout.swift"), (.android, "SnapLayout.kt"),
            (.flutter, "snap_layout.dart"),
        ] {
            let text = try exact(format)
            #expect(text.contains(try Self.runtimeBody(file)), "\(format)")
            // It follows the format's own export, whose lines all come first (imports aside).
            let plain = format.text(scene: Self.carousel, values: SceneExportTests.values(Self.carousel))
            let code = plain.split(separator: "\n").filter { !$0.hasPrefix("import ") }
            #expect(text.split(separator: "\n").filter { !$0.hasPrefix("import ") }.starts(with: code), "\(format)")
            expectImportsFirst(text)
        }
    }

    /// The plain exports' logic is source in Exports/Runtime too: the printers copy the members
    /// those files mark, from the text the binary carries, which is the files'.
    @Test func thePrintersCopyTheMembersTheRuntimesMark() throws {
        let folder = RuntimeVectors.file.deletingLastPathComponent()
        for (embedded, file) in [
            (EmbeddedRuntimes.kotlinSnapHelper, "TunedSnapHelper.kt"),
            (EmbeddedRuntimes.dartLookups, "snap_lookups.dart"),
        ] {
            #expect(
                embedded == (try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)), "\(file)")
        }
        #expect(
            AndroidPrinter.helperMembers.names == [
                "releaseSpeed", "glide", "limit", "scroller", "start", "end", "top", "bottom",
            ])
        #expect(FlutterPrinter.lookupMembers.names == ["fixed", "relative"])
        // The carousel keeps the tuned glide and a fling limit, centred: its helper is the runtime's
        // members with its own object, the scroller reading LinearSnapHelper's distance, which may be null.
        let values = SceneExportTests.values(Self.carousel)
        let android = ExportFormat.android.text(scene: Self.carousel, values: values)
        let member = { (name: String) in
            AndroidPrinter.helperMembers(name).replacingOccurrences(of: "StripMotion.", with: "CarouselMotion.")
        }
        let scroller = member("scroller").replacingOccurrences(
            of: "calculateDistanceToFinalSnap(layoutManager, targetView)\n",
            with: "calculateDistanceToFinalSnap(layoutManager, targetView) ?: return\n")
        let helper = [member("releaseSpeed"), member("glide"), member("limit"), scroller].joined(separator: "\n")
        #expect(
            android.contains(
                "class CarouselSnapHelper(private val context: Context) : LinearSnapHelper() {\n" + helper + "}\n"))
        // Its physics counts from the padding that reaches the ends, and rests a card's centre: the
        // runtime's lookups as they stand.
        let flutter = ExportFormat.flutter.text(scene: Self.carousel, values: values)
        #expect(flutter.contains(FlutterPrinter.lookupMembers("fixed") + "\n  @override\n"))
    }

    @Test func uiKitSetsTheTargetInWillEndDragging() throws {
        let swift = try exact(.swift)
        for line in [
            "SnapLayout.ItemGroup(count: 20, length: 280),", "SnapLayout.ItemGroup(count: 1, length: 320),",
            "spacing: 16, insetLeading: 24, insetTrailing: 24, snap: .center, maxItemsPerFling: 1,",
            "reachesEnds: true, platform: .uikit, density: 3, decelerationRate: 0.99,",
            "slowReleaseVelocity: 250, pagingVelocityThreshold: 300,", "viewportLength: Double(viewportLength))",
            "final class CarouselExactSnapping: NSObject, UIScrollViewDelegate {",
            "anchor = layout(scrollView).anchor(at: Double(pending ?? scrollView.contentOffset.x))",
            "velocity: Double(velocity.x) * 1000", "targetContentOffset.pointee.x = CGFloat(target.offset)",
            "scrollView.contentInset.left = CGFloat(layout.reach.before)",
            "CarouselExact.layout(viewportLength: scrollView.bounds.width)",
        ] {
            #expect(swift.contains(line), "\(line)")
        }
    }

    @Test func swiftUIGivesAScrollTargetBehavior() throws {
        let swiftUI = try exact(.swiftui)
        for line in [
            "@available(iOS 18.0, macOS 15.0, *)", "struct CarouselExactScrollTargetBehavior: ScrollTargetBehavior {",
            "let layout = CarouselExact.layout(viewportLength: context.containerSize.width)",
            "let projected = Double(target.rect.minX) - before", "target.rect.origin.x = CGFloat(rest.offset + before)",
            "func carouselExactTracking(_ tracker: CarouselExactTracker) -> some View {",
            "SnapLayout.ItemGroup(count: 20, length: 280),",
        ] {
            #expect(swiftUI.contains(line), "\(line)")
        }
    }

    /// The runtime's and the glue's imports join the export's in one sorted run of lines (Dart's
    /// `dart:` ones sort first, as Dart orders them), not a second block after the first.
    @Test func kotlinAndDartImportsAreOneSortedBlock() throws {
        for format in [ExportFormat.android, .flutter] {
            let lines = try exact(format).split(separator: "\n").map(String.init)
            let imports = lines.indices.filter { lines[$0].hasPrefix("import ") }
            let block = imports.map { lines[$0] }
            #expect(imports.count > 3, "\(format)")
            #expect(imports.last! - imports.first! == imports.count - 1, "\(format): the imports are not one block")
            #expect(block == block.sorted(), "\(format): \(block)")
        }
    }

    @Test func androidGivesASnapHelper() throws {
        let kotlin = try exact(.android)
        for line in [
            "class CarouselExactSnapHelper : SnapHelper() {", "SnapLayout.ItemGroup(20, 280.0),",
            "SnapLayout.ItemGroup(1, 320.0)\n", "snap = SnapLayout.Snap.CENTER,",
            "maxItemsPerFling = 1, reachesEnds = true, platform = SnapLayout.Platform.UIKIT,",
            "density = density, decelerationRate = 0.99,",
            "override fun findTargetSnapPosition(",
            "val target = layout.target(offset, velocityX / density(rv), anchor) ?: return RecyclerView.NO_POSITION",
            "return intArrayOf(distance, 0)", "import androidx.recyclerview.widget.SnapHelper",
            "import kotlin.math.ln",
        ] {
            #expect(kotlin.contains(line), "\(line)")
        }
    }

    @Test func flutterGivesScrollPhysics() throws {
        let dart = try exact(.flutter)
        for line in [
            "class CarouselExactScrollPhysics extends ScrollPhysics {", "(count: 20, length: 280.0),",
            "snap: SnapRule.center,", "maxItemsPerFling: 1,", "decelerationRate: 0.99,",
            "final SnapTarget? rest = layout.target(offset, velocity, anchor);",
            "return FrictionSimulation.through(position.pixels, target, velocity,",
            "import 'package:meta/meta.dart' show immutable;", "import 'package:flutter/physics.dart';",
        ] {
            #expect(dart.contains(line), "\(line)")
        }
    }

    @Test func aVerticalSceneWorksAlongY() throws {
        let swift = try exact(.swift, Self.feed)
        #expect(swift.contains("velocity: Double(velocity.y) * 1000") && swift.contains("contentInset.top ="))
        #expect(swift.contains("SnapLayout.ItemGroup(count: 6, length: 88),") && swift.contains("snap: .start"))
        #expect(swift.contains("reachesEnds: false"))
        #expect(try exact(.swiftui, Self.feed).contains("target.rect.origin.y = CGFloat(rest.offset + before)"))
        let kotlin = try exact(.android, Self.feed)
        #expect(kotlin.contains("velocityY / density(rv)") && kotlin.contains("view.top / density(rv)"))
        #expect(kotlin.contains("return intArrayOf(0, distance)"))
    }

    @Test func tunedValuesAreTheOnesInForce() throws {
        let settings = ["spacing": "20", "group1_width": "300", "snap": "start", "max_items_per_fling": "0"]
        let swift = try exact(.swift, Self.carousel, settings)
        #expect(swift.contains("SnapLayout.ItemGroup(count: 20, length: 300),") && swift.contains("spacing: 20,"))
        #expect(swift.contains("snap: .start,") && swift.contains("maxItemsPerFling: nil,"))
        let kotlin = try exact(.android, Self.carousel, settings)
        #expect(kotlin.contains("maxItemsPerFling = null") && kotlin.contains("Snap.START"))
        #expect(try exact(.flutter, Self.carousel, settings).contains("maxItemsPerFling: null,"))
    }

    @Test func aMillionRowsAreOneGroup() throws {
        let rows = SceneFixtures.scene(SceneFixtures.rows, id: "million-rows")
        let swift = try exact(.swift, rows)
        #expect(swift.contains("SnapLayout.ItemGroup(count: 1000000, length: 56),"))
        #expect(swift.count < 60_000)
    }

    @Test func idsThatAreNotIdentifiersBecomeNames() throws {
        let pager = SceneFixtures.scene(SceneFixtures.pager, id: "full-width-pager")
        #expect(try exact(.swift, pager).contains("final class FullWidthPagerExactSnapping: NSObject"))
        #expect(try exact(.flutter, pager).contains("class FullWidthPagerExactScrollPhysics extends ScrollPhysics {"))
        let digits = SceneFixtures.scene(SceneFixtures.pager, id: "3d-cards")
        #expect(try exact(.swiftui, digits).contains("struct Scene3dCardsExactScrollTargetBehavior"))
        #expect(try exact(.android, digits).contains("object Scene3dCardsExact {"))
    }

    /// The salon is a strip of 320 pt slots 10 apart, centred, reaching its ends; other demos
    /// have no decision rule to add, and CSS and JSON hold no code.
    @Test func theSalonHasARuleAndOtherDemosAndFormatsAreRefused() throws {
        let values = ParameterValues(catalog: .builtIn)
        let swift = try ExportFormat.swift.text(demoID: "salon", values: values, exact: true)
        #expect(swift.contains("SnapLayout.ItemGroup(count: \(SalonEntity.all.count), length: 320),"))
        #expect(swift.contains("spacing: 10, insetLeading: 0, insetTrailing: 0, snap: .center, maxItemsPerFling: nil,"))
        #expect(swift.contains("reachesEnds: true, platform: .uikit, density: 3, decelerationRate: 0.998,"))
        #expect(swift.contains("final class SalonExactSnapping"))
        #expect(
            ExportFormat.swift.text(demoID: "salon", values: values)
                == (try ExportFormat.swift.text(
                    demoID: "salon", values: values, exact: false)))
        for demo in DemoCatalog.ids where demo != "salon" {
            #expect(throws: ExactRefusal.self) {
                try ExportFormat.android.text(demoID: demo, values: values, exact: true)
            }
        }
        for format in [ExportFormat.css, .json] {
            #expect(throws: ExactRefusal.self) { try exact(format) }
            #expect(throws: ExactRefusal.self) { try format.text(demoID: "salon", values: values, exact: true) }
        }
    }

    @Test func everySceneExportsExactlyUnderEveryRule() throws {
        let fixtures = [SceneFixtures.carousel, SceneFixtures.feed, SceneFixtures.pager, SceneFixtures.chips]
        for (k, source) in fixtures.enumerated() {
            let scene = SceneFixtures.scene(source, id: "scene\(k)")
            for rule in SnapRule.allCases.map(\.rawValue) {
                for limit in ["0", "1", "3"] {
                    for format in [ExportFormat.swift, .swiftui, .android, .flutter] {
                        let out = try exact(format, scene, ["snap": rule, "max_items_per_fling": limit])
                        #expect(
                            out.contains("snap: .\(rule)") || out.contains("Snap.\(rule.uppercased())")
                                || out.contains("SnapRule.\(rule)"), "\(k) \(rule) \(limit) \(format)")
                        #expect(!out.contains("nan"), "\(k) \(rule) \(limit) \(format)")
                    }
                }
            }
        }
    }
}
