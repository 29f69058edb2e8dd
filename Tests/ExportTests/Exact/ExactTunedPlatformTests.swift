import Motion
import Testing

@testable import Demos
@testable import Export
@testable import PlaygroundCore

/// `--exact` under physics whose choice of item the runtimes do not carry says so before anything
/// else; under UIKit's it opens with the export's own banner.
@Suite struct ExactCaveatTests {
    func exact(_ format: ExportFormat, physics: String) throws -> String {
        var values = ParameterValues()
        try values.set("salon.physics", to: physics)
        return try format.text(demoID: "salon", values: values, exact: true)
    }

    @Test(arguments: ["android", "flutter-ios", "flutter-android"])
    func anotherPlatformsTuningIsNamedOnTheFirstLine(physics: String) throws {
        for format in [ExportFormat.swift, .swiftui, .android, .flutter] {
            let first = try exact(format, physics: physics).split(separator: "\n").first ?? ""
            let title = ScrollPlatform(rawValue: physics)?.title ?? "?"
            #expect(first.hasPrefix("// --exact carries UIKit's rule"), "\(format) \(physics): \(first)")
            #expect(first.contains("not \(title)'s") && first.contains("under \(physics) physics"))
        }
    }

    @Test func uikitsTuningOpensWithTheBanner() throws {
        for format in [ExportFormat.swift, .swiftui, .android, .flutter] {
            let text = try exact(format, physics: "uikit")
            #expect(text.hasPrefix("// Motion Playground "), "\(format)")
            #expect(!text.contains("--exact carries UIKit's rule"))
        }
    }
}
