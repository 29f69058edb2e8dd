import Foundation
import Motion
import Testing

@testable import Demos
@testable import Export
@testable import PlaygroundCore
@testable import Scenes

/// `--exact` carries the rule of the platform the tuning ran under: every export opens with its own
/// banner (no line says it carries another platform's rule), its layout names the platform, and a
/// release whose rest under that platform differs from UIKit's rests there when the export's runtime
/// is compiled and run: Swift with swiftc against the UIKit stand-in, Kotlin with kotlinc.
@Suite(.serialized) struct ExactTunedPlatformTests {
    static let platforms: [ScrollPlatform] = [.android, .flutterIOS, .flutterAndroid]

    /// The shipped carousel, as `export --scene` reads it, renamed per platform so that every
    /// export's types have their own names in one module (`CarouselAndroidExact`).
    static func carousel(_ platform: ScrollPlatform) throws -> Scene {
        let shipped = try #require(try ExportGoldenTests.shippedScenes().first { $0.id == "carousel" })
        return try Scene(id: "carousel-\(platform.rawValue)", file: shipped.file, source: shipped.source)
    }

    static func values(_ scene: Scene, _ platform: ScrollPlatform) throws -> ParameterValues {
        try ExportInjectionTests.values(for: scene, platform: platform)
    }

    @Test(arguments: ScrollPlatform.allCases)
    func everyExportOpensWithItsBannerAndNamesThePlatform(platform: ScrollPlatform) throws {
        var values = ParameterValues()
        try values.set("salon.physics", to: platform.rawValue)
        let names = ExportName(platform.rawValue)
        for (format, named) in [
            (ExportFormat.swift, "platform: .\(names.lowerCamel),"), (.swiftui, "platform: .\(names.lowerCamel),"),
            (.android, "platform = SnapLayout.Platform.\(names.screamingSnake),"),
            (.flutter, "platform: SnapPlatform.\(names.lowerCamel),"),
        ] {
            let text = try format.text(demoID: "salon", values: values, exact: true)
            #expect(text.hasPrefix("// Motion Playground "), "\(format) \(platform)")
            #expect(!text.contains("--exact carries"), "\(format) \(platform)")
            #expect(text.contains(named), "\(format) \(platform): \(named)")
            // The glue's comment, its lines joined.
            let prose = text.replacingOccurrences(of: "\n/// ", with: " ").replacingOccurrences(of: "\n * ", with: " ")
            #expect(prose.contains("tuned under \(platform.title)'s physics."), "\(format) \(platform)")
        }
    }

    /// The Swift glue's density is the tuning's; Kotlin's the screen's, which its layout takes.
    @Test func theDensityIsTheTuningsOrTheScreens() throws {
        let scene = try Self.carousel(.flutterIOS)
        var values = try Self.values(scene, .flutterIOS)
        try values.set("\(scene.id).density", to: "2.5")
        #expect(try ExportFormat.swift.text(scene: scene, values: values, exact: true).contains("density: 2.5,"))
        #expect(try ExportFormat.flutter.text(scene: scene, values: values, exact: true).contains("density: 2.5,"))
        let kotlin = try ExportFormat.android.text(scene: scene, values: values, exact: true)
        #expect(kotlin.contains("fun layout(viewportLength: Double, density: Double): SnapLayout"))
        #expect(kotlin.contains("density = density,"))
        #expect(kotlin.contains(".layout(max(1.0, rv.width / density(rv)), density(rv))"))
    }

    /// A release on the shipped carousel (390 pt) whose rest under `platform`'s physics differs
    /// from UIKit's, and that rest: the first found among a few offsets and speeds, counted from
    /// the item at the release.
    static func release(_ platform: ScrollPlatform) throws -> (
        offset: Double, velocity: Double, item: Int, rest: Double
    ) {
        let scene = try carousel(platform)
        let tuned = SnappingStrip(scene: scene, values: try values(scene, platform), viewportLength: 390)
        let uikit = SnappingStrip(scene: scene, values: try values(scene, .uikit), viewportLength: 390)
        let g = tuned.geometry
        for offset in [g.restOffset(of: 5), g.restOffset(of: 5) + 37.5, g.restOffset(of: 5) + 100] {
            let anchor = g.anchor(atOffset: offset)
            for velocity in [120.0, 400, 600, 900, 1500, 2500, -400, -900] {
                guard let rest = RuntimeVectors.rest(tuned, offset: offset, velocity: velocity, anchor: anchor),
                    let reference = RuntimeVectors.rest(uikit, offset: offset, velocity: velocity, anchor: anchor),
                    g.anchor(atOffset: rest).item != g.anchor(atOffset: reference).item
                else { continue }
                return (offset, velocity, g.anchor(atOffset: rest).item, rest)
            }
        }
        throw ExactRefusal(description: "no release on the carousel rests elsewhere under \(platform) than under UIKit")
    }

    /// What the compiled runtime printed for `platform`'s release: `ITEM OFFSET`.
    static func expect(
        _ line: Substring?, _ platform: ScrollPlatform, sourceLocation: SourceLocation = #_sourceLocation
    )
        throws
    {
        let want = try release(platform)
        let fields = (line ?? "").split(separator: " ")
        #expect(fields.count == 2, "\(platform): \(line ?? "nothing")", sourceLocation: sourceLocation)
        guard fields.count == 2 else { return }
        #expect(
            Int(fields[0]) == want.item, "\(platform): \(line!), want item \(want.item)", sourceLocation: sourceLocation
        )
        #expect(
            abs((Double(fields[1]) ?? .nan) - want.rest) < 1e-9, "\(platform): \(line!), want \(want.rest)",
            sourceLocation: sourceLocation)
    }

    /// Each platform's Swift export (and UIKit's, whose rule is the reference) in one module with the
    /// UIKit stand-in, its runtime once, and a main asking each layout about its platform's release.
    @Test func theSwiftRuntimeRestsWhereTheTunedPlatformDoes() throws {
        let dir = try ProcessRun.temporaryFolder("exact-platforms-swift")
        defer { try? FileManager.default.removeItem(at: dir) }
        try ExportCompileTests.buildStandIn(module: "UIKit", standIn: "uikit/UIKit.swift", in: dir)
        var files: [String] = []
        var main = "import UIKit\n\n"
        for (k, platform) in Self.platforms.enumerated() {
            let scene = try Self.carousel(platform)
            let text = try ExportFormat.swift.text(scene: scene, values: try Self.values(scene, platform), exact: true)
            let once = k == 0 ? text : text.replacingOccurrences(of: EmbeddedRuntimes.swift, with: "")
            let file = dir.appendingPathComponent("Export\(k).swift")
            try once.write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
            let (offset, velocity, _, _) = try Self.release(platform)
            let exact = ExportName(sceneID: scene.id).typeStem + "Exact"
            main += """
                do {
                    let layout = \(exact).layout(viewportLength: 390)
                    let target = layout.target(releaseOffset: \(offset), velocity: \(velocity), anchor: layout.anchor(at: \(offset)))
                    print(target.map { "\\($0.item) \\($0.offset)" } ?? "-")
                }

                """
        }
        let mainFile = dir.appendingPathComponent("main.swift")
        try main.write(to: mainFile, atomically: true, encoding: .utf8)
        let binary = dir.appendingPathComponent("exact").path
        let build = try ProcessRun.run(
            "/usr/bin/env",
            ["swiftc", "-Onone", "-I", dir.path, "-L", dir.path, "-lUIKit", "-o", binary] + files + [mainFile.path])
        try #require(build.status == 0, "the exports do not compile:\n\(build.output.prefix(3000))")
        let run = try ProcessRun.run(binary, [])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n")
        for (k, platform) in Self.platforms.enumerated() { try Self.expect(lines.dropFirst(k).first, platform) }
    }

    /// The same through each platform's Kotlin export, compiled with kotlinc against the Android
    /// stand-ins and run on the JVM (the layout at density 3, the tuning's).
    @Test(
        .enabled(
            if: ProcessRun.kotlinc != nil, "Debian's kotlin is not installed (scripts/install-deps.sh installs it)"))
    func theKotlinRuntimeRestsWhereTheTunedPlatformDoes() throws {
        let dir = try ProcessRun.temporaryFolder("exact-platforms-kotlin")
        defer { try? FileManager.default.removeItem(at: dir) }
        var files: [String] = []
        var main = "fun main() {\n"
        for (k, platform) in Self.platforms.enumerated() {
            let scene = try Self.carousel(platform)
            let text = try ExportFormat.android.text(
                scene: scene, values: try Self.values(scene, platform), exact: true)
            let file = dir.appendingPathComponent("Export\(k).kt")
            try ("package export\(k)\n" + text).write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
            let (offset, velocity, _, _) = try Self.release(platform)
            let exact = "export\(k)." + ExportName(sceneID: scene.id).typeStem + "Exact"
            main += """
                    run {
                        val layout = \(exact).layout(390.0, 3.0)
                        val target = layout.target(\(offset), \(velocity), layout.anchor(\(offset)))
                        println(if (target == null) "-" else "${target.item} ${target.offset}")
                    }

                """
        }
        main += "}\n"
        let mainFile = dir.appendingPathComponent("Main.kt")
        try main.write(to: mainFile, atomically: true, encoding: .utf8)
        let standIns = try FileManager.default.contentsOfDirectory(
            at: ExportCompileTests.standIns.appendingPathComponent("android"), includingPropertiesForKeys: nil
        ).map(\.path).filter { $0.hasSuffix(".kt") || $0.hasSuffix(".java") }
        let out = dir.appendingPathComponent("out").path
        let build = try ProcessRun.run(
            try #require(ProcessRun.kotlinc), ["-nowarn", "-d", out] + standIns + files + [mainFile.path])
        try #require(build.status == 0, "the exports do not compile:\n\(build.output.prefix(3000))")
        // Only the layouts run: nothing loads the stand-ins' Java classes, which kotlinc does not build.
        let run = try ProcessRun.run("/usr/bin/kotlin", ["-classpath", out, "MainKt"])
        #expect(run.status == 0, "\(run.output.prefix(2000))")
        let lines = run.output.split(separator: "\n").filter { !$0.contains("OpenJDK") }
        for (k, platform) in Self.platforms.enumerated() { try Self.expect(lines.dropFirst(k).first, platform) }
    }
}
