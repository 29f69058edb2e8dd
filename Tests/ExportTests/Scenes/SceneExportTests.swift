import Foundation
import Motion
import SceneTestSupport
import Testing

@testable import Export
@testable import PlaygroundCore
@testable import Scenes

/// `playground export --scene`: CSS and JSON carry the scene's geometry per group (sizes, spacing,
/// insets, snap rule, fling limit) with its provenance; the code formats' snapping comes with
/// `--exact` (`ExactExportTests`). Every format exports every scene under every rule.
@Suite struct SceneExportTests {
    static let carousel = SceneFixtures.scene(SceneFixtures.carousel, id: "carousel")
    static let feed = SceneFixtures.scene(SceneFixtures.feed, id: "feed-rows")

    static func values(_ scene: Scene, _ settings: [String: String] = [:]) -> ParameterValues {
        var values = ParameterValues(catalog: ParameterCatalog.builtIn.adding([scene]))
        for (name, value) in settings { try! values.set("\(scene.id).\(name)", to: value) }
        return values
    }

    func text(_ format: ExportFormat, _ scene: Scene = carousel, _ settings: [String: String] = [:]) -> String {
        format.text(scene: scene, values: Self.values(scene, settings))
    }

    @Test func aVerticalSceneWorksAlongYInCSSAndJSON() {
        let css = cssDeclarations(text(.css, Self.feed))
        #expect(css[".feed-rows"]?["scroll-snap-type"] == "y mandatory")
        #expect(css[".feed-rows"]?["scroll-padding-block"] == "12px 0px")
        #expect(css[".feed-rows-viewport"]?["container-type"] == "size")
        // The padding inside the viewport's height: content-box made Chromium's scroll range 24 px short.
        #expect(css[".feed-rows"]?["height"] == "100%" && css[".feed-rows"]?["box-sizing"] == "border-box")
        // The feed does not reach its ends: no room beyond the insets in any format, and the last
        // rows rest where the content ends.
        #expect(
            css[".feed-rows"]?["padding-block-start"] == "12px" && css[".feed-rows"]?["padding-block-end"] == "12px")
        let kotlin = text(.android, Self.feed)
        #expect(kotlin.contains("fun itemHeightDp(position: Int)"))
        #expect(kotlin.contains("setPaddingRelative(paddingStart, (INSET_LEADING_DP * density).roundToInt()"))
        #expect(css[".feed-rows"]?["flex-direction"] == "column" && css[".feed-rows"]?["box-sizing"] == "border-box")
        let json = try? JSONSerialization.jsonObject(with: Data(text(.json, Self.feed).utf8)) as? [String: Any]
        let strip = json?["strip"] as? [String: Any]
        #expect(strip?["reach_ends"] as? Bool == false && strip?["axis"] as? String == "vertical")
    }

    @Test func cssSnapsWhereCSSCanAndSaysWhereItCannot() {
        let css = text(.css)
        let centre = cssDeclarations(css)
        #expect(centre[".carousel-viewport"] == ["container-type": "inline-size"])
        #expect(
            centre[".carousel"] == [
                "display": "flex", "align-items": "center", "overflow-x": "auto",
                "scroll-snap-type": "x mandatory", "gap": "16px",
                // max(inset, V/2 − first card / 2) and max(inset, V − content + inset, V/2 − last card / 2).
                "padding-inline-start": "max(24px, calc(50cqi - 140px))",
                "padding-inline-end": "max(24px, calc(50cqi - 160px), calc(100cqi - 6264px))",
                "scroll-padding-inline": "0px",
            ])
        #expect(
            centre[".carousel > *"] == ["flex": "none", "scroll-snap-align": "center", "scroll-snap-stop": "always"])
        #expect(centre[".carousel-group-1"] == ["width": "280px", "height": "180px"])
        #expect(centre[".carousel-group-2"] == ["width": "320px", "height": "180px"])

        let start = cssDeclarations(text(.css, Self.carousel, ["snap": "start", "max_items_per_fling": "3"]))
        #expect(start[".carousel"]?["scroll-padding-inline"] == "24px 0px")
        #expect(start[".carousel"]?["padding-inline-start"] == "24px")
        #expect(start[".carousel"]?["padding-inline-end"] == "max(24px, calc(100cqi - 344px))")
        #expect(start[".carousel > *"] == ["flex": "none", "scroll-snap-align": "start"])
        #expect(
            text(.css, Self.carousel, ["max_items_per_fling": "3"]).contains(
                "At most 3 items per fling: CSS stops at every snap position or none"))

        let end = cssDeclarations(text(.css, Self.carousel, ["snap": "end", "max_items_per_fling": "0"]))
        #expect(end[".carousel"]?["scroll-padding-inline"] == "0px 24px")
        #expect(end[".carousel"]?["padding-inline-start"] == "max(24px, calc(100cqi - 304px))")
        #expect(end[".carousel"]?["padding-inline-end"] == "max(24px, calc(100cqi - 6264px))")
        #expect(end[".carousel > *"] == ["flex": "none", "scroll-snap-align": "end"])

        let noneText = text(.css, Self.carousel, ["snap": "none", "max_items_per_fling": "2"])
        let none = cssDeclarations(noneText)
        #expect(none[".carousel"]?["scroll-snap-type"] == "none" && none[".carousel > *"] == ["flex": "none"])
        #expect(none[".carousel"]?["padding-inline-start"] == "24px")
        #expect(noneText.contains("At most 2 per fling: nothing snaps, so CSS cannot stop a fling"))

        let pageText = text(.css, Self.carousel, ["snap": "page", "max_items_per_fling": "0"])
        let page = cssDeclarations(pageText)
        #expect(page[".carousel > *"] == ["flex": "none", "scroll-snap-align": "start", "scroll-snap-stop": "always"])
        #expect(pageText.contains("CSS snaps to items, so item starts are pages only when"))
    }

    @Test func tunedValuesAreExportedAndSaySo() {
        let settings = ["spacing": "20", "group1_width": "300", "snap": "start", "max_items_per_fling": "0"]
        let kotlin = text(.android, Self.carousel, settings)
        #expect(kotlin.contains("const val SPACING_DP = 20f") && kotlin.contains("Tuned from 16."))
        #expect(kotlin.contains("position < 20 -> 300f") && !kotlin.contains("MAX_ITEMS_PER_FLING"))
    }

    @Test func jsonParsesAndItsNumbersAreTheScenes() throws {
        let json = text(.json)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let subject = try #require(object["subject"] as? [String: Any])
        #expect(subject["id"] as? String == "carousel" && subject["file"] as? String == "carousel.json")
        let strip = try #require(object["strip"] as? [String: Any])
        let groups = try #require(strip["groups"] as? [[String: Any]])
        #expect(groups.count == 2)
        #expect(groups[0]["count"] as? Int == 20 && groups[0]["length"] as? Double == 280)
        #expect(groups[0]["cross"] as? Double == 180 && groups[0]["start"] as? Double == 24)
        #expect(groups[1]["count"] as? Int == 1 && groups[1]["length"] as? Double == 320)
        #expect(groups[1]["first_index"] as? Int == 20 && groups[1]["start"] as? Double == 24 + 20 * 296)
        #expect(groups[1]["label"] as? String == "Featured")
        #expect(strip["spacing"] as? Double == 16 && strip["insets"] as? [Double] == [24, 24])
        #expect(strip["snap"] as? String == "center" && strip["max_items_per_fling"] as? Int == 1)
        #expect(strip["reach_ends"] as? Bool == true && strip["item_count"] as? Int == 21)
        let real = SceneParameters(scene: Self.carousel, values: Self.values(Self.carousel))
            .geometry(of: Self.carousel.definition, viewportLength: 784)
        #expect(strip["content_length"] as? Double == real.contentLength)
        #expect(real.contentLength == 24 + 5920 + 20 * 16 + 24)
        let constants = try #require(object["constants"] as? [[String: Any]])
        #expect(constants.count == Self.carousel.specs.count)
        let rate = try #require(constants.first { $0["parameter"] as? String == "carousel.deceleration_rate" })
        #expect(rate["value"] as? Double == 0.99 && rate["source"] as? String == "scene: carousel.json")
        #expect(rate["role"] as? String == "deceleration_rate" && rate["unit"] as? String == "per ms")
        // No fling limit: JSON says so with null.
        let free = try #require(
            try JSONSerialization.jsonObject(with: Data(text(.json, Self.carousel, ["max_items_per_fling": "0"]).utf8))
                as? [String: Any])
        #expect((free["strip"] as? [String: Any])?["max_items_per_fling"] is NSNull)
    }

    /// The carousel (cards 280 wide, spacing 16, insets 24, centre snap, at most one card
    /// per fling) on a 784 pt viewport, by hand: card i < 20 starts at 24 + 296·i, so its centre
    /// rests at 24 + 296·i + 140 − 392 = 296·i − 228; the featured card (320 wide) starts at
    /// 24 + 20·296 = 5944 and rests at 5944 + 160 − 392 = 5712. A release projects to x0 + v/λ,
    /// λ = −1000·ln 0.99. The runtimes `--exact` appends are checked against these decisions
    /// (Exports/Runtime/vectors.tsv, `RuntimeLanguageTests`).
    @Test func theCarouselArithmeticPicksTheCardReleaseTargetPicks() throws {
        let lambda = -1000 * log(0.99)
        func rest(_ i: Int) -> Double { i < 20 ? 296 * Double(i) - 228 : 5712 }
        /// The card whose rest is nearest `x`, the first on a tie, within `n` of `anchor`.
        func pick(_ x: Double, anchor: Int, n: Int?) -> Int {
            var best = 0
            for i in 1...20 where abs(rest(i) - x) < abs(rest(best) - x) { best = i }
            guard let n else { return best }
            return min(max(best, anchor - n), anchor + n)
        }
        var physics = ScrollPhysics.uiKit
        physics.decelerationRate = .custom(0.99)
        for n in [1, nil] {
            let settings = n == nil ? ["max_items_per_fling": "0"] : [:]
            let parameters = SceneParameters(scene: Self.carousel, values: Self.values(Self.carousel, settings))
            let g = parameters.geometry(of: Self.carousel.definition, viewportLength: 784)
            #expect(g.minOffset == -228 && g.maxOffset == 5712)
            // (release offset, velocity pt/s, the card selected at the press, the card by hand)
            let cases: [(Double, Double, Int, Int)] = [
                // 364 + 8000/λ = 1160: card 5 (1252) is nearer than 4 (956); one per fling keeps 3.
                (364, 8000, 2, n == nil ? 5 : 3),
                // Midway between cards 2 (364) and 3 (660) at rest: the first wins the tie.
                (512, 0, 2, 2),
                // From the featured card, back: 5712 − 796 = 4916 → card 17 (4804); one per fling keeps 19.
                (5712, -8000, 20, n == nil ? 17 : 19),
                // A slow drag left of card 0: the first card.
                (-300, -100, 0, 0),
            ]
            for (offset, velocity, pressed, card) in cases {
                let projected = offset + velocity / lambda
                #expect(pick(projected, anchor: pressed, n: n) == card, "\(offset) \(velocity)")
                let anchor = g.anchor(atOffset: rest(pressed))
                #expect(anchor.item == pressed)
                let target = g.releaseTarget(
                    offset: offset, velocity: velocity,
                    projected: physics.projectedRest(position: offset, velocity: velocity),
                    anchor: anchor, maxItems: n, physics: physics)
                #expect(target == rest(card), "\(offset) \(velocity): \(String(describing: target)) vs \(rest(card))")
            }
        }
    }

    @Test func aMillionRowsExportAsOneGroup() {
        let rows = SceneFixtures.scene(SceneFixtures.rows, id: "million-rows")
        for format in ExportFormat.allCases {
            let out = format.text(scene: rows, values: Self.values(rows))
            #expect(out.count < 60_000, "\(format): \(out.count) characters")
            #expect(out.contains("1000000") || format != .css && format != .json, "\(format)")
        }
    }

    @Test func idsThatAreNotIdentifiersBecomeNames() {
        let digits = SceneFixtures.scene(SceneFixtures.pager, id: "3d-cards")
        #expect(text(.android, digits).contains("object Scene3dCardsMotion {"))
        #expect(cssDeclarations(text(.css, digits))[".scene-3d-cards"] != nil)
    }

    /// A scene's id as every printer spells it: never empty, never from a digit, never a platform's
    /// type (`pager.json` is `pager-scene`: the pager demo has the id).
    @Test func subjectNamesAreIdentifiers() {
        let cases: [(file: String, lower: String, upper: String, kebab: String)] = [
            ("_.json", "scene", "Scene", "scene"), ("__.json", "scene", "Scene", "scene"),
            ("-.json", "scene", "Scene", "scene"), ("9.json", "scene9", "Scene9", "scene-9"),
            ("_9.json", "scene9", "Scene9", "scene-9"), ("9_lives.json", "scene9Lives", "Scene9Lives", "scene-9-lives"),
            ("List.json", "list", "List", "list"), ("in.json", "in", "In", "in"),
            ("page.json", "scenePage", "ScenePage", "scene-page"),
            ("linear.json", "sceneLinear", "SceneLinear", "scene-linear"),
            ("pager.json", "pagerScene", "PagerScene", "pager-scene"),
            ("bouncing.json", "sceneBouncing", "SceneBouncing", "scene-bouncing"),
            ("linear-feed.json", "linearFeed", "LinearFeed", "linear-feed"),
        ]
        for c in cases {
            let name = ExportName(sceneID: Scene.id(forFile: c.file))
            #expect(
                [name.lowerCamel, name.upperCamel, name.kebab, name.typeStem] == [c.lower, c.upper, c.kebab, c.upper],
                "\(c.file)")
        }
    }

    /// The audit's cases: `_.json` declared Dart's `List` and a CSS class with no name; `9.json`
    /// a Dart function named from a digit.
    @Test func fileNamesWithoutALetterExportAsCode() {
        let underscore = SceneFixtures.scene(SceneFixtures.carousel, id: Scene.id(forFile: "/tmp/x/_.json"))
        let flutter = text(.flutter, underscore)
        #expect(flutter.contains("Widget sceneList(IndexedWidgetBuilder itemBuilder)"))
        #expect(!flutter.contains(" List("))
        let css = text(.css, underscore)
        #expect(css.contains(".scene {") && css.contains("<div class=\"scene\">") && !css.contains(". {"))
        let digit = SceneFixtures.scene(SceneFixtures.carousel, id: Scene.id(forFile: "9.json"))
        #expect(text(.flutter, digit).contains("Widget scene9List(IndexedWidgetBuilder itemBuilder)"))
    }

    @Test func everySceneExportsInEveryFormat() {
        let fixtures = [SceneFixtures.carousel, SceneFixtures.feed, SceneFixtures.pager, SceneFixtures.chips]
        for (k, source) in fixtures.enumerated() {
            let scene = SceneFixtures.scene(source, id: "scene\(k)")
            for rule in SceneDefinition.SnapRule.allCases {
                for limit in ["0", "1", "3"] {
                    for format in ExportFormat.allCases {
                        let out = text(format, scene, ["snap": rule.rawValue, "max_items_per_fling": limit])
                        #expect(!out.contains("nan") && !out.contains("inf"), "\(k) \(rule) \(limit) \(format)")
                        #expect(balanced(out), "\(k) \(rule) \(limit) \(format)")
                    }
                }
            }
        }
    }

    // MARK: - Helpers

    /// Braces, brackets and parentheses balance outside comments.
    func balanced(_ text: String) -> Bool {
        let code = withoutBlockComments(text).split(separator: "\n").filter {
            !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
        }.joined(separator: "\n")
        return [("{", "}"), ("(", ")"), ("[", "]")].allSatisfy { open, close in
            code.filter { String($0) == open }.count == code.filter { String($0) == close }.count
        }
    }
}

/// `text` without its `/* … */` comments.
func withoutBlockComments(_ text: String) -> String {
    var text = text
    while let open = text.range(of: "/*") {
        guard let close = text.range(of: "*/", range: open.upperBound..<text.endIndex) else { break }
        text.removeSubrange(open.lowerBound..<close.upperBound)
    }
    return text
}

/// A stylesheet's declarations, comments removed: selector → property → value.
func cssDeclarations(_ css: String) -> [String: [String: String]] {
    let text = withoutBlockComments(css)
    var out: [String: [String: String]] = [:]
    for block in text.split(separator: "}") {
        let parts = block.split(separator: "{", maxSplits: 1)
        guard parts.count == 2 else { continue }
        let selector = parts[0].trimmingCharacters(in: .whitespacesAndNewlines)
        for declaration in parts[1].split(separator: ";") {
            let pair = declaration.split(separator: ":", maxSplits: 1)
            guard pair.count == 2 else { continue }
            out[selector, default: [:]][pair[0].trimmingCharacters(in: .whitespacesAndNewlines)] =
                pair[1].trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }
    return out
}
