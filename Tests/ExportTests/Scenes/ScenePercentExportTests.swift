import Motion
import SceneTestSupport
import Testing

@testable import Export
@testable import PlaygroundCore
@testable import Scenes

/// A scene size in percent of the viewport, exported: the platform's relative size where it has
/// one (CSS container units, SwiftUI's `containerRelativeFrame`), else the viewport's length
/// times the share (UIKit's bounds, Android's RecyclerView, Flutter's viewport dimension).
@Suite struct ScenePercentExportTests {
    static let strip = SceneFixtures.scene(
        #"{"scene": 1, "title": "Halves", "axis": "horizontal", "items": [{"size": ["50%", 200], "repeat": 8}], "snap": "start"}"#,
        id: "halves")
    static let list = SceneFixtures.scene(
        #"{"scene": 1, "title": "Rows", "axis": "vertical", "items": [{"size": ["100%", "25%"], "repeat": 30}], "snap": "start"}"#,
        id: "rows")

    func text(_ format: ExportFormat, _ scene: Scene) -> String {
        format.text(scene: scene, values: ParameterValues(catalog: ParameterCatalog.builtIn.adding([scene])))
    }

    @Test func cssUsesTheViewportContainersUnits() {
        let strip = cssDeclarations(withoutBlockComments(text(.css, Self.strip)))
        #expect(strip[".halves-group-1"]?["width"] == "50cqi")
        #expect(strip[".halves-group-1"]?["height"] == "200px")
        // A vertical list's container measures both sides: the height is in block units.
        let list = cssDeclarations(withoutBlockComments(text(.css, Self.list)))
        #expect(list[".rows-group-1"]?["width"] == "100cqi")
        #expect(list[".rows-group-1"]?["height"] == "25cqb")
    }

    @Test func swiftUISizesRelativeToTheScrollView() {
        let strip = text(.swiftui, Self.strip)
        #expect(
            strip.contains(
                "item($0).containerRelativeFrame(.horizontal) { length, _ in length * 0.5 }.frame(height: 200)"))
        let list = text(.swiftui, Self.list)
        #expect(
            list.contains(
                "item($0).containerRelativeFrame(.horizontal).containerRelativeFrame(.vertical) { length, _ in length * 0.25 }"
            ))
    }

    /// Issue 41, point 2: the 50 % stays a share of the viewport, never the recording window's 392 pt.
    @Test func theOthersSizeFromTheViewportTheyAreIn() {
        let uikit = text(.swift, Self.strip)
        #expect(uikit.contains("CGSize(width: collectionView.bounds.width * 0.5, height: 200)"))
        #expect(!uikit.contains("392"))
        let android = text(.android, Self.strip)
        #expect(android.contains("fun itemWidthDp(viewportDp: Float): Float = viewportDp * 0.5f"))
        #expect(!android.contains("392"))
        let flutter = text(.flutter, Self.strip)
        #expect(flutter.contains("(count: 8, length: 0.0, share: 0.5)"))
        #expect(flutter.contains("itemNear(glideEnd + align, position.viewportDimension)"))
        #expect(flutter.contains("LayoutBuilder("))
        // JSON is data: the points at the playground's 1024 × 720 window beside the percentage.
        let json = text(.json, Self.strip)
        #expect(json.contains(#""length":392,"cross":200,"length_percent":50"#))
        #expect(json.contains(#""role":"viewport_percent","value":50,"unit":"%""#))
    }
}
