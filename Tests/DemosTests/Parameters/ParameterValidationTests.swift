import Motion
import Testing

@testable import Demos
@testable import PlaygroundCore

/// The one validation every `NAME=VALUE` goes through (`--set`, replay headers): range edges,
/// text that is not a number, unknown names, old names, choices, and the one-line message.
@Suite struct ParameterValidationTests {
    func validate(_ name: String, _ text: String) -> Result<ParameterValue, ParameterError> {
        Result { () throws(ParameterError) in try ParameterCatalog.validate(name: name, text: text).value }
    }

    func error(_ name: String, _ text: String) -> ParameterError? {
        if case .failure(let e) = validate(name, text) { return e }
        return nil
    }

    @Test func rangeEndsAreAcceptedAndTheNextNumberOutsideIsNot() throws {
        #expect(try validate("salon.deceleration_rate", "0.9").get() == .number(0.9))
        #expect(try validate("salon.deceleration_rate", "0.9999").get() == .number(0.9999))
        #expect(try validate("salon.deceleration_rate", "0.99").get() == .number(0.99))
        for outside in ["0.8999", "0.99991", "1", "-0.998", "0"] {
            guard case .outOfRange(let spec, let text)? = error("salon.deceleration_rate", outside) else {
                Issue.record("\(outside) was not refused as out of range")
                continue
            }
            #expect(spec.name == "salon.deceleration_rate" && text == outside)
        }
        #expect(try validate("pull.threshold", "10").get() == .number(10))
        #expect(try validate("pull.threshold", "400").get() == .number(400))
        #expect(error("pull.threshold", "9.99")?.problem.contains("out of range") == true)
        #expect(error("pull.threshold", "400.0001")?.problem.contains("out of range") == true)
    }

    @Test func textThatIsNotAFiniteDecimalIsNotANumber() throws {
        let refused = [
            "fast", "", " ", "0.9.9", "1e", "e3", ".", "+", "0x1p-1", "1_000", "1,5", "0.99pt", "--1",
            "nan", "NaN", "inf", "-inf", "infinity", "Infinity", "1e999", "-1e999",
        ]
        for text in refused {
            guard case .notANumber(let spec, let given)? = error("salon.deceleration_rate", text) else {
                let found = String(describing: error("salon.deceleration_rate", text))
                Issue.record("\(text.debugDescription) was not refused as not a number: \(found)")
                continue
            }
            #expect(spec.name == "salon.deceleration_rate" && given == text)
        }
        // Forms a person or a JSON writer produces are all read.
        let accepted: [(String, Double)] = [
            ("0.998", 0.998), (" 0.99 ", 0.99), ("9.98e-1", 0.998), ("998E-3", 0.998),
            ("+0.95", 0.95), (".95", 0.95), ("1.", 1),
        ]
        for (text, value) in accepted {
            let name = value == 1 ? "salon.rubber_band" : "salon.deceleration_rate"
            #expect(try validate(name, text).get() == .number(value), "\(text)")
        }
    }

    @Test func integersRefuseFractionsButTakeWholeNumbersInAnyForm() throws {
        #expect(try validate("pull.pages", "7").get() == .number(7))
        #expect(try validate("pull.pages", "7.0").get() == .number(7))
        #expect(try validate("pull.pages", "1e1").get() == .number(10))
        #expect(try validate("pull.pages", "1").get() == .number(1))
        #expect(try validate("pull.pages", "50").get() == .number(50))
        guard case .notWhole? = error("pull.pages", "2.5") else {
            Issue.record("2.5 pages")
            return
        }
        guard case .outOfRange? = error("pull.pages", "0") else {
            Issue.record("0 pages")
            return
        }
        guard case .outOfRange? = error("pull.pages", "51") else {
            Issue.record("51 pages")
            return
        }
        guard case .notANumber? = error("pull.pages", "seven") else {
            Issue.record("seven pages")
            return
        }
    }

    @Test func unknownNamesAreRefusedWithTheLikelyName() {
        let cases: [(String, String?)] = [
            ("threshold", "pull.threshold"), ("salon.threshold", "pull.threshold"),
            ("salon.decel", "salon.deceleration_rate"),
            ("salon.deceleraton_rate", "salon.deceleration_rate"),
            ("roller.stay_intervall", "roller.stay_interval"), ("zzz.qqq", nil),
            ("", nil),
        ]
        for (name, suggestion) in cases {
            guard case .unknownName(let given, let suggested)? = error(name, "1") else {
                Issue.record("\(name) was not refused as unknown")
                continue
            }
            #expect(given == name)
            #expect(suggested == suggestion, "\(name)")
        }
        // A valid value does not rescue an unknown name, and names are case-sensitive.
        #expect(error("Salon.Deceleration_Rate", "0.99") != nil)
    }

    @Test func theOldPagesNameIsReadAsPullPages() throws {
        let (spec, value) = try ParameterCatalog.validate(name: "pages", text: "7")
        #expect(spec.name == "pull.pages" && value == .number(7))
        let values = try ParameterValues(settings: ["pages": "7"])
        #expect(values.integer(PullParameters.pages) == 7)
        #expect(values == (try ParameterValues(settings: ["pull.pages": "7"])), "the spelling does not matter")
        #expect(values.settings["pull.pages"] == "7" && values.settings["pages"] == nil, "only the new name is written")
        // Both names with the same value are fine; with different values it is ambiguous.
        #expect(try ParameterValues(settings: ["pages": "7", "pull.pages": "7.0"]).integer(PullParameters.pages) == 7)
        #expect(throws: ParameterError.conflictingNames(PullParameters.pages, alias: "pages")) {
            try ParameterValues(settings: ["pages": "7", "pull.pages": "8"])
        }
        // The old name is checked exactly like the new one.
        #expect(error("pages", "0")?.description.contains("pull.pages = \"0\" is out of range (1 to 50 pages") == true)
    }

    @Test func choicesAreExactNames() throws {
        #expect(try validate("easing.timing", "easeOutBack").get() == .choice("easeOutBack"))
        #expect(try validate("pager.animator", "parallax").get() == .choice("parallax"))
        #expect(try validate("roller.style", "scaleY").get() == .choice("scaleY"))
        // A timing may also be any cubic Bézier (the curve editor makes them), kept in one spelling.
        #expect(
            try validate("easing.timing", "cubic-bezier(0.1, 0.2, 0.3, 0.4)").get()
                == .choice("cubic-bezier(0.1,0.2,0.3,0.4)"))
        for text in ["EaseOutBack", " easeOutBack", "", "1", "slide", "cubic-bezier(1.1,0.2,0.3,0.4)"] {
            guard case .notAChoice(let spec, _)? = error("easing.timing", text) else {
                Issue.record("\(text.debugDescription) was not refused")
                continue
            }
            #expect(spec.name == "easing.timing")
        }
        let message = try #require(error("pager.animator", "wipe")).description
        #expect(message.contains("one of slide, parallax, fade, scale"), "\(message)")
        #expect(PullParameters.pages.domain.choices == nil)
    }

    @Test func everyMessageIsOneLineNamingTheParameterItsRangeAndTheCommand() throws {
        let cases: [(String, String, [String])] = [
            (
                "salon.deceleration_rate", "1.5",
                ["salon.deceleration_rate", "\"1.5\"", "out of range", "0.9 to 0.9999 per ms"]
            ),
            ("salon.deceleration_rate", "abc", ["salon.deceleration_rate", "not a number", "0.9 to 0.9999 per ms"]),
            ("pull.threshold", "nan", ["pull.threshold", "not a number", "10 to 400 pt"]),
            ("pull.pages", "3.5", ["pull.pages", "not a whole number", "1 to 50 pages"]),
            ("roller.style", "wobble", ["roller.style", "one of default, fade, scaleY"]),
            ("pul.threshold", "5", ["\"pul.threshold\"", "did you mean pull.threshold?"]),
            // Escaped as every other message escapes (docs/reliability.md), not in Swift's `\u{1b}`.
            ("salon.deceleration_rate", "0.9\n9", ["\"0.9\\u000a9\""]),
            ("salon.deceleration_rate", "0.9\t9", ["\"0.9\\u00099\""]),
            ("bad\u{1B}[31mname", "1", ["\"bad\\u001b[31mname\""]),
            ("roller.style", "fade\u{202E}x", ["\"fade\\u202ex\""]),
        ]
        for (name, text, parts) in cases {
            let e = try #require(error(name, text), "\(name)=\(text)")
            let line = e.description
            #expect(UnsafeScalars.first(in: line) == nil && !line.contains("\\u{"), "\(line)")
            #expect(line.hasSuffix("; `playground params` lists every parameter with its range and unit"), "\(line)")
            for part in parts { #expect(line.contains(part), "\(line) lacks \(part)") }
        }
        let long = String(repeating: "9", count: 500)
        #expect(try #require(error("salon.deceleration_rate", long)).description.count < 200)
    }
}
