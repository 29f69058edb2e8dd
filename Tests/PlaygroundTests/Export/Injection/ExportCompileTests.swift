import Foundation
import Motion
import Testing

@testable import Export
@testable import Playground

/// Exports with hostile titles, labels and file names compile, beside the plain ones: the
/// `swift` and `swiftui` formats against UIKit and SwiftUI stand-ins with swiftc, the `android`
/// format against Android stand-ins with Debian's kotlinc (1.3), so no hostile text left a comment
/// open or broke the code (`ExportInjectionTests` proves the code is exactly a plain scene's).
/// Flutter needs its framework, so it is lexed there. Each scene gets its own id, so its types have their
/// own names and every export compiles in one run. Test data: Tests/Fixtures/export-stand-ins.
@Suite struct ExportCompileTests {
    static let standIns = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/export-stand-ins")

    /// The red team's cases and the rest of the corpus's sharpest, as one title, label and file
    /// name each.
    static let hostileCases: [(title: String, label: String, file: String)] = [
        (
            "Evil */ val pwned = Runtime.getRuntime().exec(cmd) /* x", "Photos /* beta",
            // Raw in the banner `// … (TITLE, scene file NAME)`, its `)` would close the `(`.
            "a\nfunc max(_ a: CGFloat, _ b: CGFloat) -> CGFloat { print(\"INJECTED_CODE_RAN\"); return Swift.max(a, b) }"
                + "\nlet injected = ("
        ),
        (
            #"Cards */ @import url("https://attacker.example/steal.css"); body { display: none !important } /* "#,
            "</style>", "a\r\nval pwned = 1\r\n\u{1B}]52;c;ZXZpbA==\u{07}.json"
        ),
        (
            #"\(pwned()) ${pwned()} $(pwned) `x` """ ' \"#, "*/*/ /*/ **/",
            "x\u{2028}pwned()\u{2029}\u{202E} }⁦ x\u{2066}.json"
        ),
    ]

    /// Plain scenes (the shipped shapes) and hostile ones, each under a distinct id.
    static func scenes() throws -> [Scene] {
        var out: [Scene] = []
        for (k, c) in hostileCases.enumerated() {
            for vertical in [false, true] {
                let source = ExportInjectionTests.source(title: c.title, label: c.label, vertical: vertical)
                out.append(try Scene(id: "hostile\(k)\(vertical ? "v" : "h")", file: c.file, source: source))
            }
        }
        let plain = ExportInjectionTests.source(title: "Plain", label: "Plain", vertical: false)
        out.append(try Scene(id: "plain", file: "plain.json", source: plain))
        return out
    }

    static func exports(_ format: ExportFormat, platforms: [ScrollPlatform]) throws -> [String] {
        var texts: [String] = []
        for (k, platform) in platforms.enumerated() {
            for scene in try scenes() {
                // Another id per platform too: the types' names come from it.
                let renamed = try Scene(id: scene.id + "p\(k)", file: scene.file, source: scene.source)
                texts.append(
                    format.text(
                        scene: renamed, values: try ExportInjectionTests.values(for: renamed, platform: platform)))
            }
        }
        for platform in platforms {
            for demo in DemoCatalog.ids {
                var values = ParameterValues(catalog: ParameterCatalog.builtIn)
                if values.catalog.spec(named: "\(demo).physics") != nil {
                    try values.set("\(demo).physics", to: platform.rawValue)
                }
                texts.append(format.text(demoID: demo, values: values))
            }
        }
        return texts
    }

    /// `format`'s exports compiled against the stand-in of `module` (`standIn`), with `main`.
    static func compileSwift(_ format: ExportFormat, module: String, standIn: String, main: String) throws -> String {
        let dir = try Self.temporaryFolder(format.rawValue)
        defer { try? FileManager.default.removeItem(at: dir) }
        let built = try Self.run(
            "/usr/bin/env",
            [
                "swiftc", "-parse-as-library", "-emit-module", "-emit-library", "-static", "-module-name", module,
                "-emit-module-path", dir.appendingPathComponent("\(module).swiftmodule").path,
                "-o", dir.appendingPathComponent("lib\(module).a").path,
                Self.standIns.appendingPathComponent(standIn).path,
            ])
        try #require(built.status == 0, "the \(module) stand-in does not compile:\n\(built.output)")
        var files: [String] = []
        // Under UIKit only: another platform's Swift differs in its comments, and its demos' types
        // would be named alike in the one module.
        for (k, text) in try Self.exports(format, platforms: [.uikit]).enumerated() {
            let file = dir.appendingPathComponent("Export\(k).swift")
            try text.write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        let mainFile = dir.appendingPathComponent("main.swift")
        try main.write(to: mainFile, atomically: true, encoding: .utf8)
        let binary = dir.appendingPathComponent("exports").path
        let build = try Self.run(
            "/usr/bin/env",
            ["swiftc", "-Onone", "-I", dir.path, "-L", dir.path, "-l\(module)", "-o", binary] + files + [mainFile.path])
        try #require(build.status == 0, "the exported \(format) does not compile:\n\(build.output.prefix(3000))")
        let run = try Self.run(binary, [])
        #expect(run.status == 0)
        return run.output
    }

    @Test func hostileSwiftExportsCompile() throws {
        // Install each horizontal scene's snapping on a collection view, as the red team ran their
        // scenes: a file name's `max` would run inside it.
        var main = "import UIKit\n\nMainActor.assumeIsolated {\n"
        for scene in try Self.scenes() {
            let stem = ExportName(scene.id + "p0").typeStem
            main += "    let \(stem.lowercased()) = UICollectionView()\n"
            main += "    \(stem)Snapping().install(on: \(stem.lowercased()))\n"
            main += "    print(\(stem.lowercased()).decelerationRate.rawValue)\n"
        }
        main += "}\n"
        let output = try Self.compileSwift(.swift, module: "UIKit", standIn: "uikit/UIKit.swift", main: main)
        #expect(!output.contains("INJECTED"), "code from a file name ran:\n\(output)")
        // Every scene has UIKit's rate: nothing else set it.
        let rates = output.split(separator: "\n")
        #expect(rates.count == (try Self.scenes()).count && Set(rates) == ["0.998"])
    }

    @Test func hostileSwiftUIExportsCompile() throws {
        let output = try Self.compileSwift(
            .swiftui, module: "SwiftUI", standIn: "swiftui/SwiftUI.swift", main: "print(\"compiled\")\n")
        #expect(output == "compiled\n")
    }

    @Test(
        .enabled(if: kotlinc != nil, "Debian's kotlin package is not installed (scripts/install-deps.sh installs it)"))
    func hostileKotlinExportsCompile() throws {
        let dir = try Self.temporaryFolder("kotlin")
        defer { try? FileManager.default.removeItem(at: dir) }
        var files: [String] = []
        let texts = try Self.exports(.android, platforms: [.uikit, .android])
        for (k, text) in texts.enumerated() {
            // A package each: the demos' objects are named alike under every platform.
            let file = dir.appendingPathComponent("Export\(k).kt")
            try ("package export\(k)\n" + text).write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        let standIns = try FileManager.default.contentsOfDirectory(
            at: Self.standIns.appendingPathComponent("android"), includingPropertiesForKeys: nil
        ).map(\.path).filter { $0.hasSuffix(".kt") || $0.hasSuffix(".java") }
        let result = try Self.run(
            try #require(Self.kotlinc), ["-nowarn", "-d", dir.appendingPathComponent("out").path] + standIns + files)
        let errors = result.output.split(separator: "\n").filter { $0.contains("error:") }
        #expect(result.status == 0 && errors.isEmpty, "the exported Kotlin does not compile:\n\(errors.prefix(20))")
    }

    static let kotlinc: String? = ["/usr/bin/kotlinc", "/usr/local/bin/kotlinc"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    static func temporaryFolder(_ name: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("export-compile-\(name)-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    static func run(_ path: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        try SceneExportRunTests.run(path, arguments)
    }
}
