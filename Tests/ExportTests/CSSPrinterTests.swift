import Foundation
import Motion
import SceneTestSupport
import Testing

@testable import Export
@testable import PlaygroundCore
@testable import Scenes

/// `CSSPrinter`: the carousel as CSS scroll snapping with nothing CSS cannot use, the deceleration
/// rate CSS cannot set measured on one line, and every custom property it declares used.
@Suite struct CSSPrinterTests {
    static let carousel = SceneFixtures.scene(SceneFixtures.carousel, id: "carousel")

    static func values(_ scene: Scene, _ settings: [String: String] = [:]) -> ParameterValues {
        var values = ParameterValues(catalog: ParameterCatalog.builtIn.adding([scene]))
        for (name, value) in settings { try! values.set("\(scene.id).\(name)", to: value) }
        return values
    }

    /// The carousel's CSS, each comment's continuation lines joined to its first.
    static func css(_ settings: [String: String] = [:]) -> String {
        ExportFormat.css.text(scene: carousel, values: values(carousel, settings))
            .replacingOccurrences(of: "\n   ", with: " ")
    }

    /// A tuned curve that no Bézier follows: its name, where it was tuned from, then why it is
    /// sampled, as one sentence.
    @Test func aSampledTunedCurveSaysBothInOneSentence() throws {
        var values = ParameterValues()
        try values.set("easing.timing", to: "easeOutBounce")
        let css = ExportFormat.css.text(demoID: "easing", values: values).replacingOccurrences(of: "\n     ", with: " ")
        #expect(
            css.contains("/* easeOutBounce (tuned from easeInOutCubic), sampled: no cubic Bézier follows it */"),
            "\(css)")
        try values.set("easing.timing", to: "easeOutCubic")
        let bezier = ExportFormat.css.text(demoID: "easing", values: values)
        #expect(bezier.contains("/* easeOutCubic (tuned from easeInOutCubic) */"), "\(bezier)")
    }

    @Test func theCarouselIsScrollSnappingAndNothingElse() {
        let css = Self.css()
        for line in [
            "  scroll-snap-type: x mandatory;\n", "  scroll-snap-align: center;\n", "  scroll-snap-stop: always;\n",
            "  gap: 16px;\n", "  padding-inline-start: max(24px, calc(50cqi - 140px));\n",
            "  padding-inline-end: max(24px, calc(50cqi - 160px), calc(100cqi - 6264px));\n",
            "  scroll-padding-inline: 0px;\n", "  container-type: inline-size;\n", "  width: 320px;\n",
        ] {
            #expect(css.contains(line), "\(line)")
        }
        // No spring, rubber band or slow-release variable: CSS has no property that reads them.
        #expect(!css.contains("--carousel-"))
        #expect(!css.contains("spring") && !css.contains("rubber") && !css.contains("linear("))
        #expect(!css.contains("Unit: pt") && !css.contains(" pt"))
        // The banner, then the one line on the rate, then the markup: nothing else above the rules.
        let lines = css.split(separator: "\n")
        #expect(
            lines[0]
                == "/* Motion Playground \(AppVersion.build) export: carousel (Card carousel, scene file carousel.json) */"
        )
        #expect(
            lines[1]
                == "/* CSS cannot set the deceleration rate 0.99: the browser glides by its own. A 2000 px/s flick "
                + "rests in the same place at 0.998 as at 0.99. */")
        #expect(css.contains("  /* At most one item per fling. */\n  scroll-snap-stop: always;\n"))
        #expect(css.count < 1_600, "\(css.count) characters")
    }

    /// The rate line's numbers are the playground's: the same flick under 0.998 and under 0.99.
    @Test func theRateLineSaysWhatTheBrowsersGlideChanges() throws {
        let css = Self.css(["max_items_per_fling": "0"])
        let document = ExportDocument(
            scene: Self.carousel, values: Self.values(Self.carousel, ["max_items_per_fling": "0"]))
        let measured = try #require(ExportMeasurement(document, primitive: [.decelerationRate: .number(0.998)]))
        #expect(measured.differs)
        let further = measured.primitive.offset - measured.tuned.offset
        // Without a fling limit UIKit's .normal glide carries a 2000 pt/s flick items further.
        #expect(further > 296)
        #expect(css.contains("At 0.998 a 2000 px/s flick rests \(NumberText.format(further)) px further"))
        let a = try #require(measured.primitive.settleMilliseconds)
        let b = try #require(measured.tuned.settleMilliseconds)
        #expect(
            css.contains(
                "settling in \(NumberText.short(a / 1000, significant: 2)) s instead of "
                    + "\(NumberText.short(b / 1000, significant: 2)) s."))
        // At UIKit's default rate nothing differs: no line.
        #expect(!Self.css(["deceleration_rate": "0.998"]).contains("deceleration rate"))
    }

    @Test func tunedValuesSayTheirDefault() {
        let css = Self.css(["spacing": "20", "group1_width": "300", "rubber_band": "0.6", "snap_response": "0.4"])
        #expect(css.contains("  /* tuned from 16 px */\n  gap: 20px;\n"))
        #expect(css.contains("  /* tuned from 280 px */\n  width: 300px;\n"))
        #expect(
            css.contains(
                "Tuned, with no CSS property (set in script): snap spring (response 0.4 s, damping ratio 1), "
                    + "rubber band 0.6."))
    }

    @Test func aDemoWithoutAStripIsItsAnimationsCustomProperties() {
        let css = ExportFormat.css.text(demoID: "roller", values: ParameterValues())
        // The stay is the roll's delay: the row waits, then rolls on the seed's ease-in-out.
        let declarations = cssDeclarations(css)
        #expect(declarations[":root"]?["--roller-stay-interval"] == "2s")
        #expect(declarations[":root"]?["--roller-roll-easing"] == "ease-in-out")
        #expect(
            declarations[".roller-roll"] == [
                "transition":
                    "transform var(--roller-roll-duration) var(--roller-roll-easing) var(--roller-stay-interval)"
            ])
        #expect(declarations.count == 2 && css.split(separator: "\n").count == 9)
        // The ticker has no glide: no line about a rate.
        #expect(!css.contains("deceleration"))
    }

    /// Every custom property declared is used: its name appears at least twice, for every demo,
    /// shipped scene and scene fixture.
    @Test func everyDeclaredPropertyIsUsed() throws {
        var texts = try ExportGoldenTests.exports().filter { $0.format == .css }.map { ($0.id, $0.text) }
        for (k, source) in [SceneFixtures.carousel, SceneFixtures.feed, SceneFixtures.pager].enumerated() {
            let scene = SceneFixtures.scene(source, id: "scene\(k)")
            texts.append((scene.id, ExportFormat.css.text(scene: scene, values: Self.values(scene))))
        }
        #expect(texts.count >= 11)
        for (id, css) in texts {
            let declared = css.split(separator: "\n").compactMap { line -> String? in
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard trimmed.hasPrefix("--"), let colon = trimmed.firstIndex(of: ":") else { return nil }
                return String(trimmed[..<colon])
            }
            for name in declared {
                #expect(css.components(separatedBy: name).count - 1 >= 2, "\(id): \(name) is never used")
            }
        }
    }
}
