import Foundation
import Testing

@testable import Demos
@testable import Export
@testable import PlaygroundCore

/// The Swift printers' idioms on the shipped carousel (centred, one card per fling, tuned to 0.99),
/// and no dead declarations in any subject's export.
@Suite struct AppleExportTests {
    static func carousel(_ format: ExportFormat) throws -> String {
        let scene = try #require(try ExportGoldenTests.shippedScenes().first { $0.id == "carousel" })
        return format.text(scene: scene, values: ParameterValues(catalog: ParameterCatalog.builtIn.adding([scene])))
    }

    /// Lines that are neither blank nor only a comment.
    static func codeLines(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
    }

    @Test func theSwiftUICarouselIsViewAlignedOverContentMargins() throws {
        let text = try Self.carousel(.swiftui)
        for idiom in [
            ".scrollTargetLayout()",
            ".contentMargins(.leading, max(24, (proxy.size.width - 280) / 2), for: .scrollContent)",
            ".contentMargins(.trailing, max(24, (proxy.size.width - 320) / 2), for: .scrollContent)",
            "@available(iOS 17.0, *)", "LazyHStack(spacing: 16) {",
            "ForEach(0..<20, id: \\.self) { item($0).frame(width: 280, height: 180) }",
            "item(20).frame(width: 320, height: 180)",
        ] {
            #expect(text.contains(idiom), "\(idiom)")
        }
        #expect(!text.contains("0.6283185307179586") && !text.contains("Animation.spring"))
        #expect(Self.codeLines(text).count <= 32, "\(Self.codeLines(text).count) lines of code")
    }

    /// One card per fling is iOS 18's `.alwaysByOne`; iOS 17 falls back to `.always`, which lets a
    /// fast fling pass a few, and the top says so. Another limit has neither.
    @Test func oneCardPerFlingIsAlwaysByOneFromIOS18() throws {
        let text = try Self.carousel(.swiftui)
        // `body` chooses by availability; the strip it modifies is a property beside it.
        let code = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let at = try #require(code.firstIndex(of: "if #available(iOS 18.0, *) {"))
        #expect(code[at - 1] == "var body: some View {" && code[at + 2] == "} else {", "\(code[at - 1 ... at + 4])")
        #expect(code[at + 1] == "strip.scrollTargetBehavior(.viewAligned(limitBehavior: .alwaysByOne))")
        #expect(code[at + 3] == "strip.scrollTargetBehavior(.viewAligned(limitBehavior: .always))")
        #expect(code.contains("private var strip: some View {"))
        let top = text.split(separator: "\n").prefix(5).joined(separator: " ")
        #expect(top.contains("// One item per fling from iOS 18 (.alwaysByOne); on iOS 17 a fast fling may pass a few"))
        let scene = try #require(try ExportGoldenTests.shippedScenes().first { $0.id == "carousel" })
        var values = ParameterValues(catalog: ParameterCatalog.builtIn.adding([scene]))
        try values.set("carousel.max_items_per_fling", to: "3")
        let three = ExportFormat.swiftui.text(scene: scene, values: values)
        #expect(three.contains("            .scrollTargetBehavior(.viewAligned(limitBehavior: .never))\n"))
        #expect(!three.contains("#available") && !three.contains("alwaysByOne") && !three.contains("private var strip"))
    }

    /// UIKit's own names for its two rates, as an iOS engineer writes them; any other by its raw value.
    @Test func theRatesUIKitNamesAreWrittenByName() throws {
        let scene = try #require(try ExportGoldenTests.shippedScenes().first { $0.id == "carousel" })
        for (rate, written) in [
            ("0.99", ".fast  // 0.99, the scene's; UIKit's default is .normal (0.998)"),
            ("0.998", ".normal  // 0.998, tuned from 0.99"),
            ("0.995", "UIScrollView.DecelerationRate(rawValue: 0.995)  // tuned from 0.99"),
        ] {
            var values = ParameterValues(catalog: ParameterCatalog.builtIn.adding([scene]))
            try values.set("carousel.deceleration_rate", to: rate)
            let text = ExportFormat.swift.text(scene: scene, values: values)
            #expect(text.contains("collectionView.decelerationRate = " + written + "\n"), "\(rate)")
        }
        // A glide without a strip: the name needs the type written.
        var values = ParameterValues()
        try values.set("easing.deceleration_rate", to: "0.99")
        #expect(
            ExportFormat.swift.text(demoID: "easing", values: values).contains(
                "    static let decelerationRate: UIScrollView.DecelerationRate = .fast\n"))
        try values.set("easing.deceleration_rate", to: "0.995")
        #expect(
            ExportFormat.swift.text(demoID: "easing", values: values).contains(
                "    static let decelerationRate = UIScrollView.DecelerationRate(rawValue: 0.995)\n"))
    }

    @Test func theUIKitCarouselSetsTheRateAndPicksTheItemOnRelease() throws {
        let text = try Self.carousel(.swift)
        for idiom in [
            "collectionView.decelerationRate = .fast",
            "func scrollViewWillEndDragging(", "targetContentOffset: UnsafeMutablePointer<CGPoint>",
            "velocity (points per ms)", "min(max(nearest, startItem - 1), startItem + 1)",
            "startItem = nearestItem(to: scrollView.contentOffset.x, in: collectionView) ?? startItem",
            "layout.minimumLineSpacing = 16", "case ..<20: CGSize(width: 280, height: 180)",
            "default: CGSize(width: 320, height: 180)", "frame.midX - bounds.width / 2",
            "left: max(24, (collectionView.bounds.width - 280) / 2)",
        ] {
            #expect(text.contains(idiom), "\(idiom)")
        }
    }

    /// A SwiftUI export keeps no deceleration rate: where one was tuned away from the system's,
    /// the top line measures the difference (here the tuned pager's flick).
    @Test func aTunedRateSwiftUICannotKeepIsMeasuredOnTop() throws {
        var values = ParameterValues()
        try values.set("easing.deceleration_rate", to: "0.99")
        let text = ExportFormat.swiftui.text(demoID: "easing", values: values)
        let line = try #require(text.split(separator: "\n").dropFirst().first)
        #expect(line.hasPrefix("// SwiftUI keeps the system deceleration (0.998, not 0.99): a 2000 pt/s flick rests "))
        #expect(line.contains(" further") && line.contains(" instead of "), "\(line)")
        #expect(!ExportFormat.swiftui.text(demoID: "easing", values: ParameterValues()).contains("keeps"))
    }

    /// Every `static let` / `let` / `func` declared at a member's level is used: its name appears
    /// at least twice, or it is a member of a `<Stem>Motion` namespace the engineer calls.
    @Test(arguments: [ExportFormat.swift, .swiftui])
    func noDeclaredNameIsUnused(_ format: ExportFormat) throws {
        var texts = DemoCatalog.ids.map { format.text(demoID: $0, values: ParameterValues()) }
        for scene in try ExportGoldenTests.shippedScenes() {
            texts.append(
                format.text(scene: scene, values: ParameterValues(catalog: ParameterCatalog.builtIn.adding([scene]))))
        }
        for text in texts {
            let code = Self.codeLines(text)
            var insideNamespace = false
            for line in code {
                if line.hasPrefix("enum ") && line.hasSuffix("Motion {") { insideNamespace = true }
                if line == "}" { insideNamespace = false }
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                for keyword in ["let ", "var ", "private func "] where trimmed.hasPrefix(keyword) {
                    // A namespace's members are the engineer's to call; `body` is View's.
                    guard !insideNamespace, !trimmed.hasPrefix("var body: ") else { continue }
                    let name = trimmed.dropFirst(keyword.count).prefix { $0.isLetter || $0.isNumber }
                    let uses = text.components(separatedBy: String(name)).count - 1
                    #expect(uses >= 2, "\(format): \(name) is declared and never used:\n\(text)")
                }
            }
            #expect(!text.contains("import Foundation"), "\(format)")
        }
    }
}
