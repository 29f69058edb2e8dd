import HarnessTestSupport
import Motion
import Testing

@testable import Demos
@testable import PlaygroundCore

/// The declarations themselves: every demo's parameters are complete, named after their demo,
/// round-trip through header text exactly, and at their defaults change nothing.
@Suite struct ParameterCatalogTests {
    @Test func everyDemoDeclaresAtLeastThreeNumericParametersUnderItsOwnName() {
        for type in DemoCatalog.all {
            let specs = type.parameters
            let numeric = specs.filter { $0.domain.bounds != nil }
            #expect(numeric.count >= 3, "\(type.info.id) has \(numeric.count) numeric parameters")
            for spec in specs {
                #expect(spec.demoID == type.info.id, "\(spec.name)")
                #expect(spec.domain.contains(spec.defaultValue), "\(spec.name)")
                #expect(!spec.summary.isEmpty && !spec.summary.contains("\n"), "\(spec.name)")
                #expect(!spec.source.detail.isEmpty, "\(spec.name)")
                if let bounds = spec.domain.bounds {
                    #expect(bounds.lowerBound < bounds.upperBound, "\(spec.name)")
                    let step = spec.step ?? 0
                    #expect(step > 0 && step <= bounds.upperBound - bounds.lowerBound, "\(spec.name) step")
                } else {
                    #expect(spec.step == nil && spec.unit.isEmpty, "\(spec.name)")
                    #expect((spec.domain.choices ?? []).count >= 2, "\(spec.name)")
                }
            }
        }
        #expect(ParameterCatalog.builtIn.all.count == DemoCatalog.all.map { $0.parameters.count }.reduce(0, +))
        #expect(
            Set(ParameterCatalog.builtIn.all.map(\.name)).count == ParameterCatalog.builtIn.all.count,
            "names are unique")
    }

    @Test func theIssuesNamesExistWithTheSeedAndUIKitDefaults() throws {
        let expected: [(String, ParameterValue, String)] = [
            ("salon.deceleration_rate", .number(0.998), "UIKit"), ("easing.deceleration_rate", .number(0.998), "UIKit"),
            ("salon.rubber_band", .number(0.55), "UIKit"), ("salon.snap_response", .number(0.35), "playground"),
            ("easing.duration", .number(1), "playground"), ("pull.threshold", .number(100), "seed 003"),
            ("pull.page_move_duration", .number(0.7), "seed 003"), ("pull.pages", .number(5), "seed 003"),
            ("pager.slide_duration", .number(0.28), "seed 001"), ("roller.stay_interval", .number(2), "seed 000"),
            ("roller.roll_duration", .number(0.66), "seed 000"), ("salon.click_duration", .number(0.3), "seed 004"),
            ("salon.selection_duration", .number(0.15), "seed 004"),
            ("salon.slow_release_velocity", .number(250), "playground"),
            ("easing.timing", .choice("easeInOutCubic"), "seed 002"), ("pager.animator", .choice("slide"), "seed 001"),
            ("roller.style", .choice("default"), "seed 000"),
        ]
        for (name, value, source) in expected {
            let spec = try #require(ParameterCatalog.spec(named: name), "\(name)")
            #expect(spec.name == name)
            #expect(spec.defaultValue == value, "\(name)")
            #expect(spec.source.name == source, "\(name)")
        }
        #expect(ParameterCatalog.spec(named: "salon.deceleration_rate")?.unit == "per ms")
        #expect(ParameterCatalog.spec(named: "salon.slow_release_velocity")?.unit == "pt/s")
    }

    /// Golden replays recorded before parameters existed must still verify: at the defaults
    /// every scrolling demo's physics is UIKit's exactly (springs compared bit for bit), on a
    /// phone's 3 px/pt, which UIKit's physics do not read (a 0.1.0 recording reads 1:
    /// `PhysicsChangeTests`).
    @Test func defaultPhysicsIsExactlyUIKits() {
        var phone = ScrollPhysics.uiKit
        phone.density = 3
        #expect(SalonParameters.defaults.physics == phone)
        #expect(EasingParameters.defaults.physics == phone)
        #expect(PullParameters.defaults.physics == phone)
        #expect(PagerParameters.defaults.physics == phone)
        #expect(SalonParameters.defaults.physics.bounceSpring.stiffness == 100)
        #expect(SalonParameters.defaults.physics.bounceSpring.damping == 20)
    }

    @Test func physicsParametersBuildTheSpringsAndRatesTheyName() throws {
        var values = ParameterValues()
        try values.set("salon.deceleration_rate", to: "0.99")
        try values.set("salon.rubber_band", to: "0.3")
        try values.set("salon.snap_response", to: "0.5")
        try values.set("salon.snap_damping_ratio", to: "0.8")
        try values.set("salon.bounce_response", to: "0.4")
        try values.set("salon.wheel_damping_ratio", to: "1.5")
        try values.set("salon.slow_release_velocity", to: "120")
        try values.set("salon.density", to: "2.5")
        let physics = SalonParameters(values).physics
        #expect(physics.decelerationRate == .fast)
        #expect(physics.rubberBandConstant == 0.3)
        #expect(physics.snapSpring == Spring(dampingRatio: 0.8, response: 0.5))
        #expect(
            abs(physics.snapSpring.response - 0.5) < Tolerances.sameFormula
                && abs(physics.snapSpring.dampingRatio - 0.8) < Tolerances.sameFormula)
        #expect(physics.bounceSpring == Spring(dampingRatio: 1, response: 0.4))
        #expect(physics.wheelSpring == Spring(dampingRatio: 1.5, response: 0.18))
        #expect(physics.slowReleaseVelocity == 120)
        #expect(physics.density == 2.5)
        // Another demo's physics is untouched: parameters belong to one demo.
        #expect(EasingParameters(values).physics == EasingParameters.defaults.physics)
        // And the demo hands exactly this to its scroll view.
        let demo = SalonDemo(context: DemoContext(viewport: Size(width: 784, height: 720), parameters: values))
        #expect(demo.scroll.physics == physics)
    }

    @Test func everyParameterInForceRoundTripsThroughHeaderTextBitForBit() throws {
        var values = ParameterValues()
        try values.set("salon.deceleration_rate", to: "0.99")
        try values.set("pull.pages", to: "9")
        try values.set("easing.timing", to: "ease-out")
        try values.set("pager.slide_duration", to: "0.1234567890123")
        let settings = values.settings
        #expect(settings.count == ParameterCatalog.builtIn.all.count, "every parameter is stated")
        #expect(settings["salon.deceleration_rate"] == "0.99")
        #expect(settings["pull.pages"] == "9")
        #expect(settings["easing.timing"] == "ease-out")
        #expect(settings["pull.threshold"] == "100", "whole numbers without a fraction")
        #expect(settings["salon.bounce_response"] == "0.6283185307179586")
        let back = try ParameterValues(settings: settings)
        #expect(back == values)
        for spec in ParameterCatalog.builtIn.all {
            if case .number(let a) = values.value(of: spec), case .number(let b) = back.value(of: spec) {
                #expect(a.bitPattern == b.bitPattern, "\(spec.name)")
            }
        }
        #expect(ParameterValues().isDefault && !values.isDefault)
        // Setting a default explicitly is the same as not setting it.
        var explicit = ParameterValues()
        try explicit.set("pull.threshold", to: "100.0")
        #expect(explicit == ParameterValues())
    }

    @Test func numberTextIsExactForMachinesAndShortForPeople() {
        #expect(NumberText.format(100) == "100")
        #expect(NumberText.format(0.998) == "0.998")
        #expect(NumberText.format(-0.0) == "-0.0")
        #expect(NumberText.format(1e-7) == "1e-07")
        #expect(NumberText.format(1e20) == "1e+20")
        #expect(NumberText.short(2 * Double.pi / 10) == "0.6283")
        #expect(NumberText.short(0.66) == "0.66")
        #expect(NumberText.short(100) == "100")
        #expect(NumberText.short(12345.6) == "12346")
        #expect(NumberText.parse("1e+20") == 1e20)
        #expect(NumberText.parse("1e-07") == 1e-7)
    }

    @Test func theListingHasEveryKeyWithNullsWhereTheyDoNotApply() throws {
        let rate = try #require(ParameterCatalog.spec(named: "salon.deceleration_rate"))
        #expect(
            rate.listing(value: .number(0.99)).json
                == #"{"demo":"salon","name":"salon.deceleration_rate","kind":"real","#
                + #""value":0.99,"default":0.998,"min":0.9,"max":0.9999,"step":0.001,"choices":null,"unit":"per ms","#
                + #""summary":"velocity a free glide keeps each millisecond (0.99 is UIKit's .fast)","#
                + #""source":"UIKit: UIScrollView.DecelerationRate.normal","aliases":[]}"#)
        let animator = try #require(ParameterCatalog.spec(named: "pager.animator"))
        let listing = animator.listing(value: .choice("fade"))
        #expect(listing["min"] == .null && listing["max"] == .null && listing["step"] == .null)
        #expect(listing["choices"] == .array(["slide", "parallax", "fade", "scale"].map { .string($0) }))
        #expect(listing["value"] == .string("fade") && listing["default"] == .string("slide"))
        let pages = try #require(ParameterCatalog.spec(named: "pull.pages"))
        #expect(pages.listing(value: .number(7))["value"] == .int(7))
        #expect(pages.listing(value: .number(7))["aliases"] == .array([.string("pages")]))
    }
}
