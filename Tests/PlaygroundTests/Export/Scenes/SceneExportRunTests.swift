import Foundation
import Motion
import Testing

@testable import Export
@testable import Playground

/// The Swift layout of a scene's snap rule (`SceneSwiftLayout`, the runtime of `--exact`), compiled and run: over every snap
/// rule, with and without a fling limit, on both axes, on three viewport lengths, for presses and
/// releases all over the range, its anchor and its resting offset are those of
/// `SceneGeometry.anchor(atOffset:)` and `releaseTarget`, to the bit.
@Suite struct SceneExportRunTests {
    static let viewports = [784.0, 390.0, 1333.0]
    static let deltas = [-700.0, -150.0, 0, 90.5, 520]
    static let velocities = [-9000.0, -2500, -301, -250, 0, 120, 300.5, 2500, 9000]

    struct Variant {
        var scene: Scene
        var values: ParameterValues
    }

    static var variants: [Variant] {
        var out: [Variant] = []
        let fixtures = [
            ("carousel", SceneFixtures.freeCarousel), ("feed", SceneFixtures.feed), ("pages", SceneFixtures.pager),
            ("chips", SceneFixtures.chips), ("rows", SceneFixtures.rows),
        ]
        for (id, source) in fixtures {
            let scene = SceneFixtures.scene(source, id: id)
            for rule in SceneDefinition.SnapRule.allCases {
                for limit in ["0", "1", "2"] {
                    var values = ParameterValues(catalog: ParameterCatalog.builtIn.adding([scene]))
                    try! values.set("\(id).snap", to: rule.rawValue)
                    try! values.set("\(id).max_items_per_fling", to: limit)
                    out.append(Variant(scene: scene, values: values))
                }
            }
        }
        return out
    }

    /// Press offsets across the range (and a little past it) for viewport `v`.
    static func presses(_ g: SceneGeometry) -> [Double] {
        let span = g.maxOffset - g.minOffset
        return (0...12).map { g.minOffset - 40 + (span + 80) * Double($0) / 12 }
    }

    static func line(_ k: Int, _ v: Double, _ p: Double, _ o: Double, _ vel: Double, _ a: (Int, Int), _ t: Double?)
        -> String
    {
        "\(k) \(v) \(p) \(o) \(vel) \(a.0) \(a.1) \(t.map { "\($0)" } ?? "nil")"
    }

    @Test func theExportedSwiftRestsWhereReleaseTargetDoes() throws {
        let variants = Self.variants
        var source = "#if canImport(Glibc)\nimport Glibc\n#else\nimport Darwin\n#endif\ntypealias CGFloat = Double\n\n"
        var driver = """
            func run<A>(
                _ k: Int, _ anchor: (Double, Double) -> A, _ parts: (A) -> (Int, Int), _ project: (Double, Double) -> Double,
                _ target: (Double, Double, Double, A, Double) -> Double?, _ presses: [[Double]]
            ) {
                for (i, v) in \(Self.viewports).enumerated() {
                    for p in presses[i] {
                        let a = anchor(p, v)
                        for d in \(Self.deltas) {
                            for vel in \(Self.velocities) {
                                let o = p + d
                                let t = target(o, vel, project(o, vel), a, v)
                                print("\\(k) \\(v) \\(p) \\(o) \\(vel) \\(parts(a).0) \\(parts(a).1) \\(t.map { "\\($0)" } ?? "nil")")
                            }
                        }
                    }
                }
            }

            """
        var expected = ""
        for (k, variant) in variants.enumerated() {
            let swift = SceneSwiftLayout(model: SceneExportModel(scene: variant.scene, values: variant.values)).text
            let stem = SceneExportModel(scene: variant.scene, values: variant.values).motion.typeStem
            let layout = try #require(Self.layout(named: stem + "SnapLayout", in: swift))
            source += layout.replacingOccurrences(of: "enum \(stem)SnapLayout {", with: "enum L\(k) {") + "\n"
            let parameters = SceneParameters(scene: variant.scene, values: variant.values)
            var physics = ScrollPhysics.uiKit
            let rate = try #require(variant.values.catalog.spec(named: "\(variant.scene.id).deceleration_rate"))
            physics.decelerationRate = .custom(variant.values.number(rate))
            var presses: [[Double]] = []
            for v in Self.viewports {
                let g = parameters.geometry(of: variant.scene.definition, viewportLength: v)
                presses.append(Self.presses(g))
                for p in Self.presses(g) {
                    let a = g.anchor(atOffset: p)
                    for d in Self.deltas {
                        for vel in Self.velocities {
                            let o = p + d
                            let t = g.releaseTarget(
                                offset: o, velocity: vel,
                                projected: physics.projectedRest(position: o, velocity: vel),
                                anchor: a, maxItems: parameters.maxItemsPerFling, physics: physics)
                            expected += Self.line(k, v, p, o, vel, (a.item, a.page), t) + "\n"
                        }
                    }
                }
            }
            driver +=
                "run(\(k), { L\(k).anchor(at: $0, viewport: $1) }, { ($0.item, $0.page) }, "
                + "{ L\(k).projectedLanding(offset: $0, velocity: $1) }, "
                + "{ L\(k).releaseTarget(offset: $0, velocity: $1, projected: $2, anchor: $3, viewport: $4) }, "
                + "\(presses))\n"
        }
        let output = try Self.compileAndRun(layouts: source, main: driver)
        let got = output.split(separator: "\n", omittingEmptySubsequences: false)
        let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(got.count == want.count)
        if let i = zip(got, want).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
            Issue.record(
                "first difference (k v press offset velocity item page target):\n got \(got[i])\nwant \(want[i])")
        }
    }

    /// `enum NAME { … }` at the start of a line, to its closing brace at the start of a line.
    static func layout(named name: String, in text: String) -> String? {
        guard let start = text.range(of: "\nenum \(name) {\n") else { return nil }
        guard let end = text.range(of: "\n}\n", range: start.upperBound..<text.endIndex) else { return nil }
        return String(text[text.index(after: start.lowerBound)..<end.upperBound])
    }

    static func compileAndRun(layouts: String, main: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("scene-export-run-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try layouts.write(to: dir.appendingPathComponent("Layouts.swift"), atomically: true, encoding: .utf8)
        try main.write(to: dir.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let binary = dir.appendingPathComponent("layouts").path
        let compile = try run(
            "/usr/bin/env",
            [
                "swiftc", "-Onone", "-o", binary, dir.appendingPathComponent("Layouts.swift").path,
                dir.appendingPathComponent("main.swift").path,
            ])
        try #require(compile.status == 0, "the exported Swift does not compile:\n\(compile.output)")
        let result = try run(binary, [])
        try #require(result.status == 0, "\(result.output)")
        return result.output
    }

    static func run(_ path: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
