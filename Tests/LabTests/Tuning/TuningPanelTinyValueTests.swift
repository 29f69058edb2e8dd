import Motion
import Testing

@testable import Demos
@testable import PlaygroundCore

/// Issue 32: typing 1e-300 into the panel (T, ↓, ↓, Enter, `1e-300`, Enter) crashed the window
/// when the panel next drew the value. Every row whose range admits it now shows it.
@Suite struct TuningPanelTinyValueTests {
    static func texts(_ d: AppHarness) -> [String] { d.drawn().texts.map(\.string) }

    /// Enter, the keys of `text`, Enter, as a person types them.
    static func type(_ text: String, into d: inout AppHarness) {
        d.press(.enter)
        for c in text {
            switch c {
            case ".": d.press("period")
            case "-": d.press("minus")
            default: d.press(Key(rawValue: String(c)))
            }
        }
        d.press(.enter)
    }

    /// ↓ until `spec`'s row is selected (a spring editor opens rows under its spring as the
    /// selection passes, so a row's index is not fixed).
    static func select(_ spec: ParameterSpec, in d: inout AppHarness) {
        for _ in 0..<60 where d.app.tuning.panel.selected != .parameter(spec) { d.press(.down) }
    }

    @Test func theKeysOfTheReportSetSlowReleaseVelocityToOneE300AndThePanelShowsIt() throws {
        var d = try AppHarness(demo: "salon")
        d.press("t")
        let target = try #require(ParameterCatalog.spec(named: "salon.slow_release_velocity"))
        Self.select(target, in: &d)
        Self.type("1.2345e-300", into: &d)
        #expect(d.app.tuning.panel.message == nil)
        #expect(d.app.tuning.values.value(of: target) == .number(1.2345e-300))
        // The row's value, four significant digits, and the fact it recorded, exact.
        #expect(Self.texts(d).contains("1.235e-300 pt/s"), "\(Self.texts(d))")
        #expect(
            d.parameterFacts.last?.input
                == .parameterChanged(name: "salon.slow_release_velocity", value: .number(1.2345e-300)))
    }

    /// T, ↓, ↓, Enter, 1e-300, Enter in every demo, and the same typed into every row that
    /// takes it: a refusal names the range, an acceptance shows the number; nothing traps.
    @Test func everyRowTakesOrRefusesOneE300AndThePanelStillDraws() throws {
        var accepted: [String] = []
        for demo in DemoCatalog.ids {
            var d = try AppHarness(demo: demo)
            d.press("t")
            d.press(.down)
            d.press(.down)
            Self.type("1e-300", into: &d)
            #expect(!Self.texts(d).isEmpty)
            for spec in ParameterCatalog.builtIn.all where spec.demoID == demo {
                guard let range = spec.domain.bounds, range.contains(1e-300) else { continue }
                var e = try AppHarness(demo: demo)
                e.press("t")
                Self.select(spec, in: &e)
                Self.type("1e-300", into: &e)
                #expect(e.app.tuning.values.value(of: spec) == .number(1e-300), "\(spec.name)")
                let unit = spec.unit.isEmpty ? "" : " " + spec.unit
                let shown = spec.unit == "items" ? "1e-300 items" : "1e-300" + unit
                #expect(Self.texts(e).contains(shown), "\(spec.name): \(Self.texts(e))")
                accepted.append(spec.name)
            }
        }
        #expect(accepted == ["salon.slow_release_velocity", "roller.fade_translation", "roller.space"])
    }
}
