import SceneTestSupport
import Testing

@testable import PlaygroundCore
@testable import Scenes

/// The JSON text editor behind Save to scene: a value's bytes replaced where they stand, a new
/// key written as its neighbours are, everything else kept byte for byte. Every expectation is
/// the whole text, so any byte moved elsewhere fails it.
@Suite struct SceneTextEditorTests {
    typealias Step = SceneTextEditor.Step
    static let order = SceneDefinition.fileKeys + ScrollPhysicsParameters.Field.allCases.map(\.rawValue)

    static func edit(_ text: String, _ change: (inout SceneTextEditor) -> Void) -> String {
        var editor = SceneTextEditor(text: text, order: order)
        change(&editor)
        return editor.text
    }

    /// Assets/scenes/carousel.json: two spaces, a key a line, `parameters` on one line.
    static let shippedCarousel = ShippedScenes.scene("carousel").source

    @Test func aValueIsReplacedWhereItStandsAndNothingElseMoves() {
        let edited = Self.edit(Self.shippedCarousel) { e in
            e.set([.key("spacing")], to: .number(20.5))
            e.set([.key("items"), .index(1), .key("size")], to: .array([.number(300), .number(180)]))
            e.set([.key("insets")], to: .array([.number(24), .number(8)]))
            e.set([.key("snap")], to: .string("start"))
            e.set([.key("parameters"), .key("deceleration_rate")], to: .number(0.995))
        }
        let expected = Self.shippedCarousel
            .replacing(#""spacing": 16"#, with: #""spacing": 20.5"#)
            .replacing("[320, 180]", with: "[300, 180]")
            .replacing("[24, 24]", with: "[24, 8]")
            .replacing(#""snap": "center""#, with: #""snap": "start""#)
            .replacing("0.99}", with: "0.995}")
        #expect(edited == expected)
    }

    @Test func anEqualValueKeepsItsOwnSpelling() {
        let text = #"{"scene": 1, "spacing": 16.0, "insets": [2.4e1, 24], "parameters": {"rubber_band": 5.5E-1}}"#
        let same = Self.edit(text) { e in
            e.set([.key("spacing")], to: .number(16))
            e.set([.key("insets")], to: .array([.number(24), .number(24)]))
            e.set([.key("parameters"), .key("rubber_band")], to: .number(0.55))
        }
        #expect(same == text)
        // Only the element that changed is rewritten; its neighbour keeps `2.4e1`.
        let one = Self.edit(text) { e in e.set([.key("insets")], to: .array([.number(24), .number(0.1 + 0.2)])) }
        #expect(one == text.replacing("[2.4e1, 24]", with: "[2.4e1, 0.30000000000000004]"))
    }

    @Test func aKeyJoinsAnObjectWrittenOnOneLineOnThatLine() {
        let edited = Self.edit(Self.shippedCarousel) { e in
            e.set([.key("parameters"), .key("snap_response")], to: .number(0.3))
        }
        #expect(edited == Self.shippedCarousel.replacing("0.99}", with: #"0.99, "snap_response": 0.3}"#))
        // In the fields' order: a rate goes before a spring's response.
        let feed = #"{"scene": 1, "parameters": {"snap_response": 0.3}}"#
        let before = Self.edit(feed) { e in e.set([.key("parameters"), .key("deceleration_rate")], to: .number(0.99)) }
        #expect(before == #"{"scene": 1, "parameters": {"deceleration_rate": 0.99, "snap_response": 0.3}}"#)
    }

    @Test func aMissingParametersObjectIsAddedAtTheFilesIndentation() {
        // Assets/scenes/chip-row.json ends `"snap": "start"` and has no parameters.
        let chips = ShippedScenes.scene("chip-row").source
        let edited = Self.edit(chips) { e in
            e.set([.key("parameters"), .key("deceleration_rate")], to: .number(0.99))
            e.set([.key("parameters"), .key("physics")], to: .string("android"))
            e.set([.key("parameters"), .key("density")], to: .number(2))
        }
        let parameters = """
              "snap": "start",
              "parameters": {
                "deceleration_rate": 0.99,
                "physics": "android",
                "density": 2
              }
            }

            """
        #expect(chips.hasSuffix("  \"snap\": \"start\"\n}\n"))
        #expect(edited == chips.dropLast("  \"snap\": \"start\"\n}\n".utf8.count) + parameters)
    }

    @Test func tabsAndWindowsLineEndingsAreTheFilesOwn() {
        let text = "{\r\n\t\"scene\": 1,\r\n\t\"items\": [{\"size\": [1, 2]}]\r\n}\r\n"
        let edited = Self.edit(text) { e in
            e.set([.key("spacing")], to: .number(4))
            e.set([.key("parameters"), .key("rubber_band")], to: .number(0.5))
        }
        #expect(
            edited
                == "{\r\n\t\"scene\": 1,\r\n\t\"items\": [{\"size\": [1, 2]}],\r\n\t\"spacing\": 4,\r\n"
                + "\t\"parameters\": {\r\n\t\t\"rubber_band\": 0.5\r\n\t}\r\n}\r\n")
    }

    @Test func aFileOnOneLineStaysOnOneLineWithItsOwnColons() {
        let text = #"{"scene":1,"title":"t","axis":"vertical","items":[{"size":[100,50]}]}"#
        let edited = Self.edit(text) { e in
            e.set([.key("snap")], to: .string("start"))
            e.set([.key("spacing")], to: .number(8))
            e.set([.key("parameters"), .key("rubber_band")], to: .number(0.5))
        }
        #expect(
            edited
                == #"{"scene":1,"title":"t","axis":"vertical","items":[{"size":[100,50]}],"spacing":8,"snap":"start","parameters":{"rubber_band":0.5}}"#
        )
        let spaced = #"{ "scene" : 1 }"#
        #expect(Self.edit(spaced) { $0.set([.key("spacing")], to: .number(2)) } == #"{ "scene" : 1, "spacing" : 2 }"#)
    }

    /// Every optional key missing: each goes in after the last key that comes before it in the
    /// documented order, so the file reads in that order.
    @Test func aFileWithNoneOfTheOptionalKeysGetsThemInTheDocumentedOrder() {
        let text = """
            {
                "scene": 1,
                "title": "Bare",
                "axis": "vertical",
                "items": [{"size": [100, 50]}],
                "reach_ends": true
            }
            """
        let edited = Self.edit(text) { e in
            e.set([.key("parameters"), .key("rubber_band")], to: .number(0.4))
            e.set([.key("max_items_per_fling")], to: .number(3))
            e.set([.key("snap")], to: .string("end"))
            e.set([.key("insets")], to: .array([.number(4), .number(6)]))
            e.set([.key("spacing")], to: .number(2))
        }
        #expect(
            edited == """
                {
                    "scene": 1,
                    "title": "Bare",
                    "axis": "vertical",
                    "items": [{"size": [100, 50]}],
                    "spacing": 2,
                    "insets": [4, 6],
                    "snap": "end",
                    "max_items_per_fling": 3,
                    "reach_ends": true,
                    "parameters": {
                        "rubber_band": 0.4
                    }
                }
                """)
    }

    /// Every key present: each change is a token, and the rest is the file.
    @Test func aFileWithEveryKeyChangesOnlyTokens() {
        let text = """
            {"scene": 1, "title": "All", "axis": "horizontal",
             "items": [{"size": [10, 20], "repeat": 3, "label": "a", "color": "#FFFFFF"}],
             "spacing": 1, "insets": [2, 3], "snap": "page", "max_items_per_fling": 4, "reach_ends": false,
             "parameters": {
               "deceleration_rate": 0.99, "rubber_band": 0.5, "bounce_response": 0.6, "bounce_damping_ratio": 1,
               "snap_response": 0.35, "snap_damping_ratio": 1, "wheel_response": 0.18, "wheel_damping_ratio": 1,
               "slow_release_velocity": 250, "physics": "uikit", "density": 3
             }}
            """
        let edited = Self.edit(text) { e in
            e.set([.key("items"), .index(0), .key("size")], to: .array([.number(11), .number(21)]))
            e.set([.key("spacing")], to: .number(5))
            e.set([.key("insets")], to: .array([.number(6), .number(7)]))
            e.set([.key("snap")], to: .string("none"))
            e.set([.key("max_items_per_fling")], to: .number(9))
            for (key, value) in [("deceleration_rate", 0.995), ("rubber_band", 0.25), ("density", 1.5)] {
                e.set([.key("parameters"), .key(key)], to: .number(value))
            }
            e.set([.key("parameters"), .key("physics")], to: .string("flutter-ios"))
        }
        // Token by token; each old spelling occurs once in the file.
        let tokens = [
            ("[10, 20]", "[11, 21]"), (#""spacing": 1,"#, #""spacing": 5,"#), ("[2, 3]", "[6, 7]"),
            (#""page""#, #""none""#), (#"fling": 4"#, #"fling": 9"#), ("0.99,", "0.995,"), ("0.5,", "0.25,"),
            (#""uikit""#, #""flutter-ios""#), (#""density": 3"#, #""density": 1.5"#),
        ]
        #expect(edited == tokens.reduce(text) { $0.replacing($1.0, with: $1.1) })
    }

    @Test func aKeyIsRemovedWithTheCommaThatJoinedIt() {
        #expect(
            Self.edit(Self.shippedCarousel) { $0.remove([.key("max_items_per_fling")]) }
                == Self.shippedCarousel.replacing("\n  \"max_items_per_fling\": 1,", with: ""))
        let first = #"{"max_items_per_fling": 2, "scene": 1}"#
        #expect(Self.edit(first) { $0.remove([.key("max_items_per_fling")]) } == #"{"scene": 1}"#)
        let last = "{\n  \"scene\": 1,\n  \"max_items_per_fling\": 2\n}"
        #expect(Self.edit(last) { $0.remove([.key("max_items_per_fling")]) } == "{\n  \"scene\": 1\n}")
        let only = #"{"scene": 1, "parameters": {"density": 2}}"#
        #expect(
            Self.edit(only) { $0.remove([.key("parameters"), .key("density")]) } == #"{"scene": 1, "parameters": {}}"#)
        // Nothing there: nothing to do.
        #expect(Self.edit(first) { $0.remove([.key("spacing")]) } == first)
    }

    @Test func anEmptyParametersObjectIsFilledAtItsDepth() {
        let text = "{\n  \"scene\": 1,\n  \"parameters\": {}\n}"
        let edited = Self.edit(text) { $0.set([.key("parameters"), .key("density")], to: .number(2)) }
        #expect(edited == "{\n  \"scene\": 1,\n  \"parameters\": {\n    \"density\": 2\n  }\n}")
    }

    /// Offsets are bytes, so text in any script before a value moves nothing; brackets, commas,
    /// quotes and comment markers inside strings are text, not structure.
    @Test func unicodeAndJSONLookalikesInStringsAreLeftAlone() {
        let text = """
            \u{FEFF}{
              "scene": 1,
              "title": "卡片 \\"carousel\\" // not a comment /* nor this */ ✨",
              "axis": "horizontal",
              "items": [
                {"size": [280, 180], "label": "\\"size\\": [1, 2]}, {", "repeat": 2},
                {"size": [320, 180], "label": "🎠 Ünïcödé \\u00e9 \\/ \\\\"}
              ],
              "spacing": 16
            }
            """
        let edited = Self.edit(text) { e in
            e.set([.key("items"), .index(1), .key("size")], to: .array([.number(321), .number(181)]))
            e.set([.key("spacing")], to: .number(17))
            e.set([.key("snap")], to: .string("center"))
        }
        #expect(
            edited
                == text.replacing("[320, 180]", with: "[321, 181]")
                .replacing("\"spacing\": 16", with: "\"spacing\": 17,\n  \"snap\": \"center\""))
        #expect(edited.hasPrefix("\u{FEFF}{"), "the byte-order mark stays")
        let scene = try? SceneDefinition(parsing: edited)
        #expect(scene?.title == #"卡片 "carousel" // not a comment /* nor this */ ✨"#)
        #expect(scene?.items.map(\.label) == [#""size": [1, 2]}, {"#, #"🎠 Ünïcödé é / \"#])
    }

    /// Text that does not read as JSON is never edited, and says so: a save never writes it.
    @Test func textThatIsNotJSONIsNotEdited() {
        var editor = SceneTextEditor(text: #"{"scene": 1, // a comment"#)
        editor.set([.key("spacing")], to: .number(2))
        #expect(editor.failed && editor.text == #"{"scene": 1, // a comment"#)
        // Bigger than a scene file may be is still JSON to edit (the save's read-back says the size).
        let big = #"{"title": ""# + String(repeating: "x", count: SceneDefinition.maxFileBytes) + #""}"#
        var large = SceneTextEditor(text: big)
        large.set([.key("spacing")], to: .number(2))
        #expect(!large.failed && large.text.hasSuffix(#"x", "spacing": 2}"#))
    }

    /// JSON has no comments, so a scene file has none and a save writes none; strings are
    /// written escaped, so no value can end its quotes early.
    @Test func writtenStringsAreEscapedJSON() {
        let edited = Self.edit(#"{"scene": 1}"#) { $0.set([.key("title")], to: .string("a \"b\" \\ /* c */\n\u{1}")) }
        #expect(edited == #"{"scene": 1, "title": "a \"b\" \\ /* c */\n\u0001"}"#)
        #expect((try? SceneJSON.parse(edited)) != nil)
        #expect(!edited.contains("//") && !edited.contains("\n"))
    }
}
