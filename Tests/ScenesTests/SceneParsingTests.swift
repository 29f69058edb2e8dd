import Motion
import Testing

@testable import PlaygroundCore
@testable import Scenes

/// The strict scene-file reader: the example file in full, defaults, and every kind of refusal
/// with its exact line, column and message, then a seeded fuzz run over mutated files.
@Suite struct SceneParsingTests {
    static let example = """
        {"scene": 1, "title": "Card carousel", "axis": "horizontal",
         "items": [{"size": [280, 180], "repeat": 20}, {"size": [320, 180], "label": "Featured", "color": "#3478F6"}],
         "spacing": 16, "insets": [24, 24], "snap": "center", "max_items_per_fling": 1,
         "parameters": {"deceleration_rate": 0.99}}
        """

    /// The example one key per line, so each error has a line of its own.
    static let lines = """
        {
          "scene": 1,
          "title": "Card carousel",
          "axis": "horizontal",
          "items": [
            {"size": [280, 180], "repeat": 20},
            {"size": [320, 180], "label": "Featured", "color": "#3478F6"}
          ],
          "spacing": 16,
          "insets": [24, 24],
          "snap": "center",
          "max_items_per_fling": 1,
          "parameters": {"deceleration_rate": 0.99}
        }

        """

    static let minimal = #"{"scene": 1, "title": "T", "axis": "vertical", "items": [{"size": [10, 20]}]"#

    func failure(_ text: String) -> SceneFileError? {
        do {
            _ = try SceneDefinition(parsing: text)
            return nil
        } catch {
            return error
        }
    }

    /// `text` is refused at `line`:`column` with exactly `message` (or a message starting with
    /// it, when `prefix`).
    func expectError(
        _ text: String, _ line: Int, _ column: Int, _ message: String, prefix: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let error = failure(text) else {
            Issue.record("accepted: \(text)", sourceLocation: sourceLocation)
            return
        }
        #expect(error.line == line && error.column == column, "\(error)", sourceLocation: sourceLocation)
        #expect(
            prefix ? error.message.hasPrefix(message) : error.message == message, "\(error)",
            sourceLocation: sourceLocation)
    }

    /// `lines` with its first `old` replaced by `new`.
    func lines(_ old: String, _ new: String) -> String {
        guard let range = Self.lines.firstRange(of: old) else { preconditionFailure("no \(old)") }
        var text = Self.lines
        text.replaceSubrange(range, with: new)
        return text
    }

    /// `minimal` (which leaves its object open) with `members` after its last member, closed.
    func minimal(adding members: String) -> String { Self.minimal + ", " + members + "}" }

    @Test func theExampleParsesToEveryField() throws {
        let expected = SceneDefinition(
            title: "Card carousel", axis: .horizontal,
            items: [
                .init(size: Size(width: 280, height: 180), count: 20),
                .init(size: Size(width: 320, height: 180), label: "Featured", color: Color(0x34, 0x78, 0xF6, 255)),
            ],
            spacing: 16, insets: .init(leading: 24, trailing: 24), snap: .center, maxItemsPerFling: 1,
            physics: [.decelerationRate: 0.99])
        #expect(try SceneDefinition(parsing: Self.example) == expected)
        #expect(try SceneDefinition(parsing: Self.lines) == expected)
        #expect(try SceneDefinition(parsing: Self.example).itemCount == 21)
    }

    @Test func absentOptionalKeysTakeTheirDefaults() throws {
        let scene = try SceneDefinition(parsing: Self.minimal + "}")
        #expect(scene.title == "T" && scene.axis == .vertical)
        #expect(scene.items == [.init(size: Size(width: 10, height: 20), count: 1, label: nil, color: nil)])
        #expect(scene.spacing == 0 && scene.insets == .init(leading: 0, trailing: 0))
        #expect(scene.snap == .none && scene.maxItemsPerFling == nil && scene.physics.isEmpty)
        #expect(!scene.reachesEnds)
    }

    @Test func reachEndsIsTrueOrFalse() throws {
        #expect(try SceneDefinition(parsing: minimal(adding: #""reach_ends": true"#)).reachesEnds)
        #expect(try !SceneDefinition(parsing: minimal(adding: #""reach_ends": false"#)).reachesEnds)
        let wanted = "true (the first and last items reach their snap positions) or false (the default)"
        for (literal, found) in [("1", "the number 1"), (#""true""#, #"the string "true""#), ("null", "null")] {
            let text = minimal(adding: #""reach_ends": "# + literal)
            do {
                _ = try SceneDefinition(parsing: text)
                Issue.record("\(literal) parsed")
            } catch {
                #expect(error.message == #""reach_ends" must be "# + wanted + "; found " + found)
            }
        }
        expectError(
            minimal(adding: #""reach_end": true"#), 1, Self.minimal.count + 3,
            #"unknown key "reach_end" in the scene; did you mean "reach_ends"? "#
                + "(known: scene, title, axis, items, spacing, insets, snap, max_items_per_fling, reach_ends, "
                + "parameters)")
    }

    @Test func valuesAreReportedWhereTheyAreWithWhatToWrite() {
        expectError(
            lines(#""center""#, #""centre""#), 11, 11,
            #""snap" is "centre"; write one of none, start, center, end, page"#)
        expectError(
            lines("[320, 180]", "[0, 180]"), 7, 15,
            "items[1].size[0] = 0 is out of range; write a width from 1 to 10000 pt")
        expectError(
            lines(#""spacing""#, #""spcing""#), 9, 3,
            #"unknown key "spcing" in the scene; did you mean "spacing"? "#
                + "(known: scene, title, axis, items, spacing, insets, snap, max_items_per_fling, reach_ends, "
                + "parameters)")
        expectError(
            lines("  \"axis\": \"horizontal\",\n", ""), 1, 1, #"missing "axis"; add "axis": "horizontal" or "vertical""#
        )
        expectError(lines("20}", "2.5}"), 6, 36, "items[0].repeat must be a whole number, found 2.5")
        expectError(
            lines(#""scene": 1"#, #""scene": 2"#), 2, 12,
            "written for scene format 2; this build reads version 1 — update playground")
        expectError(
            lines(#""snap": "center","#, "\"snap\": \"center\",\n  \"snap\": \"end\","), 12, 3,
            #"duplicate key "snap" (first at 11:3); keep one"#)
        expectError(
            lines("0.99}\n}", "0.99},\n}"), 14, 1,
            "unexpected '}' after ','; remove the trailing ',' (JSON allows none)")
        expectError(
            lines("[24, 24]", "[24, 24,]"), 10, 21,
            "unexpected ']' after ','; remove the trailing ',' (JSON allows none)")
        expectError(
            lines(#""color""#, #""colour""#), 7, 47,
            #"unknown key "colour" in items[1]; did you mean "color"? (known: size, repeat, label, color)"#)
    }

    @Test func everyNumberIsCheckedAgainstItsRange() {
        expectError(
            lines("[280, 180]", "[280, 10000.5]"), 6, 20,
            "items[0].size[1] = 10000.5 is out of range; write a height from 1 to 10000 pt")
        expectError(
            lines("\"spacing\": 16", "\"spacing\": -1"), 9, 14,
            "\"spacing\" = -1 is out of range; write a spacing from 0 to 10000 pt")
        expectError(
            lines("[24, 24]", "[-0.5, 24]"), 10, 14,
            "insets[0] = -0.5 is out of range; write a leading inset from 0 to 10000 pt")
        expectError(
            lines("[24, 24]", "[24, 10001]"), 10, 18,
            "insets[1] = 10001 is out of range; write a trailing inset from 0 to 10000 pt")
        let fling =
            "\"max_items_per_fling\" = %@ is out of range; write a whole number from 1 to 1000 (leave it out for no limit)"
        for bad in ["0", "1001", "-3"] {
            expectError(
                lines("\"max_items_per_fling\": 1", "\"max_items_per_fling\": \(bad)"), 12, 26,
                fling.replacing("%@", with: bad))
        }
        expectError(
            lines("\"repeat\": 20", "\"repeat\": 0"), 6, 36,
            "items[0].repeat = 0 is out of range; write a whole number from 1 to 10000000")
        expectError(
            lines("0.99}", "1.5}"), 13, 39,
            "parameters.deceleration_rate = 1.5 is out of range; write a number from 0.9 to 0.9999 per ms")
        expectError(
            lines("0.99}", "0.99, \"rubber_band\": 0}"), 13, 60,
            "parameters.rubber_band = 0 is out of range; write a number from 0.05 to 1", prefix: true)
        expectError(
            lines(#""scene": 1"#, #""scene": 0"#), 2, 12,
            #""scene" is 0; write "scene": 1, the format version this build reads"#)
    }

    @Test func wholeNumbersMayBeWrittenAnyWayThatIsWhole() throws {
        for literal in ["3", "3.0", "3e0", "30e-1", "0.3E1"] {
            let scene = try SceneDefinition(parsing: lines("\"repeat\": 20", "\"repeat\": \(literal)"))
            #expect(scene.items[0].count == 3, "\(literal)")
        }
        #expect(
            try SceneDefinition(
                parsing: #"{"scene": 1.0, "title": "T", "axis": "vertical", "items": [{"size": [1, 1]}]}"#
            ).title == "T")
        expectError(
            minimal(adding: #""max_items_per_fling": 1.5"#), 1, 102,
            #""max_items_per_fling" must be a whole number, found 1.5"#)
    }

    @Test func wrongTypesSayWhatWasFound() {
        let m = Self.minimal.count + 3  // the column of a member added by `minimal(adding:)`
        let cases: [(String, Int, String)] = [
            (#""spacing": "16""#, 11, #""spacing" must be a number from 0 to 10000 pt; found the string "16""#),
            (#""insets": 24"#, 10, #""insets" must be [leading inset, trailing inset] in points; found the number 24"#),
            (#""snap": true"#, 8, #""snap" must be a string, one of none, start, center, end, page; found true"#),
            (
                #""max_items_per_fling": null"#, 23,
                #""max_items_per_fling" must be a whole number from 1 to 1000 (leave it out for no limit); found null"#
            ),
            (
                #""parameters": []"#, 14,
                #""parameters" must be an object like {"deceleration_rate": 0.99}; found an array"#
            ),
        ]
        for (member, offset, message) in cases { expectError(minimal(adding: member), 1, m + offset, message) }
        expectError(
            lines(#""horizontal""#, "1"), 4, 11,
            #""axis" must be a string, "horizontal" or "vertical"; found the number 1"#)
        expectError(
            lines(#""Card carousel""#, "null"), 3, 12, #""title" must be a string in double quotes; found null"#)
        expectError(
            lines(#""Featured""#, "{}"), 7, 35, "items[1].label must be a string in double quotes; found an object")
        expectError(
            lines(##""#3478F6""##, "3478"), 7, 56,
            ##"items[1].color must be a string "#RRGGBB" or "#RRGGBBAA"; found the number 3478"##)
        expectError(
            lines("[280, 180]", #""280x180""#), 6, 14,
            #"items[0].size must be [width, height] in points or percent; found the string "280x180""#)
        expectError(
            lines("[280, 180]", "[280, \"180\"]"), 6, 20,
            #"items[0].size[1] is "180", not a length; write a height from 1 to 10000 pt, or a percentage of the "#
                + #"viewport's height from 1% to 1000% in quotes, e.g. "100%""#)
        expectError(lines("[280, 180]", "[280]"), 6, 14, "items[0].size has 1 number; write [width, height]")
        expectError(
            lines("[280, 180]", "[280, 180, 1]"), 6, 25, "items[0].size has more than 2 numbers; write [width, height]")
        expectError(
            lines("20}", "\"20\"}"), 6, 36,
            #"items[0].repeat must be a whole number from 1 to 10000000; found the string "20""#)
        expectError(
            lines(#""scene": 1"#, #""scene": "1""#), 2, 12,
            #""scene" must be the number 1, the format version; found the string "1""#)
        expectError(
            lines(#"{"size": [280, 180], "repeat": 20}"#, "7"), 6, 5,
            #"items[0] must be an object like {"size": [100, 100]}; found the number 7"#)
        expectError(
            lines(#""axis": "horizontal""#, #""axis": "diagonal""#), 4, 11,
            #""axis" is "diagonal"; write "horizontal" or "vertical""#)
        expectError("[1]", 1, 1, #"a scene file must be one JSON object, {"scene": 1, "title": …}; found an array"#)
    }

    @Test func aCJKTitleBeforeTheErrorDoesNotShiftItsColumn() {
        let text = #"{"scene": 1, "title": "カルーセル", "axis": "diagonal", "items": [{"size": [1, 1]}]}"#
        expectError(text, 1, 40, #""axis" is "diagonal"; write "horizontal" or "vertical""#)
        // A tab is one column; an emoji is one scalar; CRLF line ends count one line each.
        expectError(
            "{\t\"scene\": 1,\r\n\"title\": \"😀\", \"axis\": 7", 2, 23, #""axis" must be a string"#, prefix: true)
        // A byte-order mark takes no column.
        expectError(
            "\u{FEFF}{\"scene\": 1, \"title\": 5", 1, 23,
            #""title" must be a string in double quotes; found the number 5"#)
    }

    @Test func missingKeysAreReportedAtTheOpeningBrace() {
        expectError("{}", 1, 1, #"missing "scene"; add "scene": 1"#)
        expectError(#"{"scene": 1}"#, 1, 1, #"missing "title"; add "title": "…" naming the scene"#)
        expectError(
            #"{"scene": 1, "title": "T", "axis": "vertical"}"#, 1, 1,
            #"missing "items"; add "items": [{"size": [width, height]}]"#)
        expectError(
            Self.minimal + #", "items": [{"repeat": 2}]}"#, 1, 79, #"duplicate key "items" (first at 1:48); keep one"#)
        expectError(
            lines(#"{"size": [280, 180], "repeat": 20}"#, #"{"repeat": 20}"#), 6, 5,
            #"missing "size" in items[0]; add "size": [width, height]"#)
        expectError(
            lines("[\n    {", "[], \"x\": [\n    {"), 5, 12,
            #""items" is empty; add at least one group, e.g. {"size": [100, 100]}"#)
    }

    @Test func aNewerFormatIsReportedBeforeAnythingElse() {
        expectError(
            #"{"title": 5, "future": true, "scene": 2}"#, 1, 39,
            "written for scene format 2; this build reads version 1 — update playground")
        expectError(#"{"title": 5, "scene": 2"#, 1, 23, "written for scene format 2", prefix: true)
    }

    @Test func theFirstProblemInFileOrderWins() {
        // A wrong value before a syntax error is reported, not the syntax error.
        expectError(
            #"{"scene": 1, "title": "", "axis": "vertical", "items": [{"size": [1, 1]}],}"#, 1, 23,
            #""title" is empty; write a name, e.g. "Card carousel""#)
        expectError(
            #"{"scene": 1, "title": "T", "snap": "x" "axis": "vertical"}"#, 1, 36, #""snap" is "x"; write"#,
            prefix: true)
        // A syntax error before a wrong value is reported.
        expectError(
            #"{"scene": 1 "title": 5}"#, 1, 13,
            #"expected ',' or '}' after the value of "scene", found '"'; put a ',' between members"#)
        // A cut-off object is not said to miss the keys that might have followed.
        expectError(
            #"{"scene": 1, "title": "T""#, 1, 26, "the file ends inside the object opened at 1:1; close it with '}'")
    }

    @Test func theTotalItemCountIsBounded() throws {
        let fits =
            #"{"scene": 1, "title": "T", "axis": "vertical", "items": [{"size": [1, 1], "repeat": 9999999}, {"size": [1, 1]}]}"#
        #expect(try SceneDefinition(parsing: fits).itemCount == SceneDefinition.maxItems)
        #expect(
            try SceneDefinition(parsing: lines("{\"size\": [320, 180]", "{\"repeat\": 9999980, \"size\": [320, 180]"))
                .itemCount == 10_000_000)
        expectError(
            lines("{\"size\": [320, 180]", "{\"repeat\": 9999981, \"size\": [320, 180]"), 7, 16,
            "items[1].repeat = 9999981 brings the total to 10000001 items; a scene holds at most 10000000")
        expectError(
            lines("20}", "10000000}, {\"size\": [1, 1]}"), 6, 47,
            "items[1] brings the total to 10000001 items; a scene holds at most 10000000")
        expectError(
            lines("20}", "1e300}"), 6, 36,
            "items[0].repeat = 1e300 is out of range; write a whole number from 1 to 10000000")
        let groups = Array(repeating: #"{"size": [1, 1]}"#, count: SceneDefinition.maxGroups + 1).joined(separator: ",")
        let many = #"{"scene": 1, "title": "T", "axis": "vertical", "items": ["# + groups + "]}"
        expectError(many, 1, 58 + 17 * SceneDefinition.maxGroups, #""items" has more than 256 groups"#, prefix: true)
    }

    @Test func coloursAreHexWithOptionalAlpha() throws {
        func color(_ text: String) throws -> Color? {
            try SceneDefinition(parsing: lines("#3478F6", text)).items[1].color
        }
        #expect(try color("#3478f6") == Color(0x34, 0x78, 0xF6))
        #expect(try color("#3478F680") == Color(0x34, 0x78, 0xF6, 0x80))
        #expect(try color("#00000000") == Color.clear)
        for bad in ["#3478F", "3478F6", "#3478G6", "#+3478F", "#3478F6A", "#", "#34 78F6", "#3478F6800"] {
            let message = "items[1].color is \"\(bad)\"; write \"#RRGGBB\" or \"#RRGGBBAA\" in hex, e.g. \"#3478F6\""
            expectError(lines("#3478F6", bad), 7, 56, message)
        }
    }

    @Test func parametersAreScrollPhysicsFieldsInTheirRanges() throws {
        let numbers = ScrollPhysicsParameters.Field.allCases.filter { $0 != .platform }
        let all = numbers.map { field in
            "\"\(field.rawValue)\": \(ScrollPhysicsParameters.spec(field, demo: "scene").domain.bounds!.upperBound)"
        }
        let scene = try SceneDefinition(
            parsing: lines(
                "\"deceleration_rate\": 0.99", (all + [#""physics": "flutter-ios""#]).joined(separator: ", ")))
        #expect(scene.physics.count == numbers.count)
        #expect(scene.platform == .flutterIOS)
        #expect(scene.physics[.decelerationRate] == 0.9999 && scene.physics[.slowReleaseVelocity] == 2000)
        let known = ScrollPhysicsParameters.Field.allCases.map(\.rawValue).joined(separator: ", ")
        expectError(
            lines("deceleration_rate", "decelerationrate"), 13, 18,
            #"unknown parameter "decelerationrate" in "parameters"; did you mean "deceleration_rate"? (known: \#(known))"#
        )
        expectError(
            lines("deceleration_rate", "friction"), 13, 18,
            #"unknown parameter "friction" in "parameters" (known: \#(known))"#)
        expectError(
            lines("0.99}", "\"fast\"}"), 13, 39,
            #"parameters.deceleration_rate must be a number from 0.9 to 0.9999 per ms; found the string "fast""#)
    }

    @Test func errorsPrintAsLineColumnMessage() {
        let error = SceneFileError(line: 3, column: 7, message: "m")
        #expect(error.description == "3:7: m")
        #expect(error.located(in: "scenes/cards.json") == "scenes/cards.json:3:7: m")
    }

}
