import Foundation
import Motion
import Testing

@testable import Demos
@testable import Export
@testable import PlaygroundCore
@testable import Scenes

/// Exports with hostile titles, labels and file names compile, beside the plain ones and those of
/// scenes whose file names make no identifier as they stand (`_.json`, `class.json`): the
/// `swift` and `swiftui` formats against UIKit and SwiftUI stand-ins with swiftc, the `android`
/// format against Android stand-ins with Debian's kotlinc (1.3), so no hostile text left a comment
/// open or broke the code (`ExportInjectionTests` proves the code is exactly a plain scene's).
/// Flutter needs its framework, so it is lexed there. Each scene gets its own id, so its types have their
/// own names and every export compiles in one run. Test data: Tests/Fixtures/export-stand-ins.
@Suite struct ExportCompileTests {
    static let standIns = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/export-stand-ins")

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
        out += try percentScenes()
        return out
    }

    /// Items sized in percent of the viewport, whose exports follow it (issue 41, point 2): 85 %
    /// cards resting centred with their ends reached, and rows a quarter of the list's height
    /// after a fixed header row, each first item's start after a length that follows it too.
    static func percentScenes() throws -> [Scene] {
        [
            try Scene(
                id: "cards85", file: "cards85.json",
                source: """
                    {"scene": 1, "title": "85% cards", "axis": "horizontal", "items": [{"size": ["85%", 300], "repeat": 14}],
                     "spacing": 12, "insets": [16, 16], "snap": "center", "max_items_per_fling": 1, "reach_ends": true}
                    """),
            try Scene(
                id: "quarterRows", file: "quarter-rows.json",
                source: """
                    {"scene": 1, "title": "Quarter rows", "axis": "vertical",
                     "items": [{"size": [320, 44]}, {"size": ["90%", "25%"], "repeat": 40}],
                     "spacing": 8, "insets": [0, 24], "snap": "end", "max_items_per_fling": 2, "reach_ends": true}
                    """),
        ]
    }

    /// Scenes named by their files as `Scene.id(forFile:)` names them (`_.json`, `9.json`,
    /// `class.json`, `linear.json`: `HostileText.identifierFileNames`), one per name their exports
    /// declare (`_` and `__` declare the same), carousels and pagers in turn.
    static func namedScenes() throws -> [Scene] {
        var declared: Set<String> = []
        var out: [Scene] = []
        for file in HostileText.identifierFileNames {
            let id = Scene.id(forFile: file)
            guard declared.insert(ExportName(sceneID: id).upperCamel).inserted else { continue }
            let source = ExportInjectionTests.source(title: "Plain", label: "Plain", vertical: out.count % 2 == 1)
            out.append(try Scene(id: id, file: file, source: source))
        }
        return out
    }

    /// Every scene's export under each of `platforms` (with `exact`, the `--exact` one), the named
    /// scenes' under the first, then every demo's (the salon's `--exact` one with `exact`).
    static func exports(_ format: ExportFormat, platforms: [ScrollPlatform], exact: Bool) throws -> [String] {
        var texts: [String] = []
        for scene in try namedScenes() {
            let values = try ExportInjectionTests.values(for: scene, platform: platforms[0])
            texts.append(try format.text(scene: scene, values: values, exact: exact))
        }
        for (k, platform) in platforms.enumerated() {
            for scene in try scenes() {
                // Another id per platform too: the types' names come from it.
                let renamed = try Scene(id: scene.id + "p\(k)", file: scene.file, source: scene.source)
                texts.append(
                    try format.text(
                        scene: renamed, values: try ExportInjectionTests.values(for: renamed, platform: platform),
                        exact: exact))
            }
        }
        for platform in platforms {
            for demo in DemoCatalog.ids {
                var values = ParameterValues(catalog: ParameterCatalog.builtIn)
                if values.catalog.spec(named: "\(demo).physics") != nil {
                    try values.set("\(demo).physics", to: platform.rawValue)
                }
                texts.append(try format.text(demoID: demo, values: values, exact: exact && demo == SalonDemo.info.id))
            }
        }
        return texts
    }

    /// Every shipped scene's export (Assets/scenes, as `export --scene` reads them) under each of
    /// `platforms`, with `--exact` when `exact`: under the first with the scene's own id, as the
    /// command names its types, under the others with one of its own.
    static func shippedExports(_ format: ExportFormat, platforms: [ScrollPlatform], exact: Bool) throws -> [String] {
        var texts: [String] = []
        for (k, platform) in platforms.enumerated() {
            for shipped in try ExportGoldenTests.shippedScenes() {
                let scene =
                    k == 0 ? shipped : try Scene(id: shipped.id + "p\(k)", file: shipped.file, source: shipped.source)
                texts.append(
                    try format.text(
                        scene: scene, values: try ExportInjectionTests.values(for: scene, platform: platform),
                        exact: exact))
            }
        }
        return texts
    }

    /// The stand-in `standIn` built in `dir` as the module `module` (its .swiftmodule and a static
    /// library).
    static func buildStandIn(module: String, standIn: String, in dir: URL) throws {
        let built = try ProcessRun.run(
            "/usr/bin/env",
            [
                "swiftc", "-parse-as-library", "-emit-module", "-emit-library", "-static", "-module-name", module,
                "-emit-module-path", dir.appendingPathComponent("\(module).swiftmodule").path,
                "-o", dir.appendingPathComponent("lib\(module).a").path,
                Self.standIns.appendingPathComponent(standIn).path,
            ])
        try #require(built.status == 0, "the \(module) stand-in does not compile:\n\(built.output)")
    }

    /// `format`'s exports (with `--exact` when `exact`) compiled against the stand-in of `module`
    /// (`standIn`), with `main`, and after them `extra`.
    static func compileSwift(
        _ format: ExportFormat, module: String, standIn: String, main: String, exact: Bool = false,
        extra: [String] = []
    ) throws -> String {
        let dir = try ProcessRun.temporaryFolder(format.rawValue + (exact ? "-exact" : ""))
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.buildStandIn(module: module, standIn: standIn, in: dir)
        var files: [String] = []
        // Under UIKit only (`extra` aside): another platform's Swift differs in its comments, and
        // its demos' types would be named alike in the one module. Every --exact export holds the
        // one runtime, which one module declares once: the others' copies are taken out.
        let runtime = EmbeddedRuntimes.swift
        for (k, text) in try (Self.exports(format, platforms: [.uikit], exact: exact) + extra).enumerated() {
            let file = dir.appendingPathComponent("Export\(k).swift")
            let once = k == 0 || !text.contains(runtime) ? text : text.replacingOccurrences(of: runtime, with: "")
            try once.write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        let mainFile = dir.appendingPathComponent("main.swift")
        try main.write(to: mainFile, atomically: true, encoding: .utf8)
        let binary = dir.appendingPathComponent("exports").path
        let build = try ProcessRun.run(
            "/usr/bin/env",
            ["swiftc", "-Onone", "-I", dir.path, "-L", dir.path, "-l\(module)", "-o", binary] + files + [mainFile.path])
        try #require(build.status == 0, "the exported \(format) does not compile:\n\(build.output.prefix(3000))")
        let run = try ProcessRun.run(binary, [])
        #expect(run.status == 0)
        return run.output
    }

    /// The `--exact` exports compile, and each scene's runtime decides a release when run: a file
    /// name's `max` would run inside it.
    @Test func hostileExactSwiftExportsCompileAndRun() throws {
        var main = "import UIKit\n"
        let percent = Set(try Self.percentScenes().map(\.id))
        for scene in try Self.scenes() {
            let exact = ExportName(sceneID: scene.id + "p0").typeStem + "Exact"
            // A percentage scene rests where its viewport puts it: a phone's and a window's.
            for viewport in percent.contains(scene.id) ? [390, 1024] : [390] {
                main +=
                    "do { let layout = \(exact).layout(viewportLength: \(viewport)); print(layout.target(releaseOffset: 0, "
                    + "velocity: 3000, anchor: layout.anchor(at: 0))?.offset ?? -1) }\n"
            }
        }
        let output = try Self.compileSwift(
            .swift, module: "UIKit", standIn: "uikit/UIKit.swift", main: main, exact: true)
        #expect(!output.contains("INJECTED"), "code from a file name ran:\n\(output)")
        var rests = output.split(separator: "\n").map(String.init)
        #expect(rests.count == (try Self.scenes()).count + percent.count)
        // 85 % cards, 12 apart after a 16 pt inset, centred: card k rests at 16 + k·(0.85·V + 12) + 0.425·V − V/2.
        // 3000 pt/s projects past card 1, and one card a fling holds it there: 330.25 at 390, 821.6 at 1024.
        let quarterRows = rests.suffix(2)
        let cards = rests.dropLast(2).suffix(2).compactMap { Double($0) }
        #expect(cards.count == 2 && abs(cards[0] - 330.25) < 1e-9 && abs(cards[1] - 821.6) < 1e-9, "\(cards)")
        #expect(Set(quarterRows).count == 2 && !quarterRows.contains("-1.0"), "\(quarterRows)")
        rests.removeLast(4)
        // Every other horizontal scene has the plain one's geometry, so they all rest alike, and not at -1.
        let horizontal = Set(rests.enumerated().filter { $0.offset % 2 == 0 }.map(\.element))
        #expect(horizontal.count == 1 && horizontal.first != "-1.0", "\(rests)")
    }

    @Test func hostileSwiftExportsCompile() throws {
        // Install each horizontal scene's snapping on a collection view, as the red team ran their
        // scenes: a file name's `max` would run inside it.
        var main = "import UIKit\n\nMainActor.assumeIsolated {\n"
        for scene in try Self.scenes() {
            let stem = ExportName(sceneID: scene.id + "p0").typeStem
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

    /// With every shipped scene's export under every platform's physics (the full-width pager's
    /// `containerRelativeFrame`).
    @Test func hostileSwiftUIExportsCompile() throws {
        let output = try Self.compileSwift(
            .swiftui, module: "SwiftUI", standIn: "swiftui/SwiftUI.swift", main: "print(\"compiled\")\n",
            extra: try Self.shippedExports(.swiftui, platforms: ScrollPlatform.allCases, exact: false))
        #expect(output == "compiled\n")
    }

    /// The `--exact` exports compile against a stand-in whose ScrollTargetBehavior, ScrollTarget,
    /// ScrollGeometry and ScrollPhase are SwiftUI's: the hostile, named and plain scenes', the
    /// salon's, and every shipped scene's under every platform's physics. Each scene's runtime
    /// decides a release and its tracker counts a drag when run: a file name's `max` would run.
    /// Each is used on a ScrollView as its comment says.
    @Test func hostileExactSwiftUIExportsCompileAndRun() throws {
        var main = "import SwiftUI\n\nstruct Card: View {\n    var body: Never { fatalError() }\n}\n"
        let shipped = try ExportGoldenTests.shippedScenes()
        let stems =
            try Self.scenes().map { ExportName(sceneID: $0.id + "p0").typeStem }
            + shipped.map { ExportName(sceneID: $0.id).typeStem }
        for stem in stems {
            let tracking = stem.prefix(1).lowercased() + stem.dropFirst() + "ExactTracking"
            main += """

                @available(iOS 18.0, macOS 15.0, *)
                struct \(stem)Use: View {
                    @State private var tracker = \(stem)ExactTracker()

                    var body: some View {
                        ScrollView(.horizontal) {
                            LazyHStack(spacing: 16) { ForEach(0..<3, id: \\.self) { _ in Card() } }.scrollTargetLayout()
                        }
                        .scrollTargetBehavior(\(stem)ExactScrollTargetBehavior(tracker: tracker))
                        .\(tracking)(tracker)
                    }
                }

                do {
                    let layout = \(stem)Exact.layout(viewportLength: 390)
                    let tracker = \(stem)ExactTracker()
                    tracker.beginDrag(caught: false)
                    let anchor = tracker.anchor ?? layout.anchor(at: 0)
                    print(layout.target(releaseOffset: 0, velocity: 3000, anchor: anchor)?.offset ?? -1)
                }

                """
        }
        let output = try Self.compileSwift(
            .swiftui, module: "SwiftUI", standIn: "swiftui/SwiftUI.swift", main: main, exact: true,
            extra: try Self.shippedExports(.swiftui, platforms: ScrollPlatform.allCases, exact: true))
        #expect(!output.contains("INJECTED"), "code from a file name ran:\n\(output)")
        let rests = output.split(separator: "\n")
        #expect(rests.count == stems.count, "\(rests)")
        // Every horizontal hostile scene has the plain one's geometry, so they all rest alike, and
        // not at -1 (only a scene snapping to none without a fling limit leaves a glide alone).
        let hostile = rests.prefix(try Self.scenes().count - Self.percentScenes().count).enumerated()
        let horizontal = Set(hostile.filter { $0.offset % 2 == 0 }.map(\.element))
        #expect(horizontal.count == 1 && horizontal.first != "-1.0", "\(rests)")
    }

    /// The SwiftUI stand-in is no looser than SwiftUI where the `--exact` glue meets it: the
    /// carousel's export type-checks, and each of these slips in it, which SwiftUI refuses, does not
    /// (a value `target`, a labelled one, another context type, a member SwiftUI lacks, a get-only
    /// one set, a one-value action, a phase SwiftUI lacks, a context made by hand).
    @Test func theSwiftUIStandInRefusesWhatSwiftUIRefuses() throws {
        let slips: [(right: String, wrong: String)] = [
            ("_ target: inout ScrollTarget", "_ target: ScrollTarget"),
            ("_ target: inout ScrollTarget", "target: inout ScrollTarget"),
            ("context: TargetContext)", "context: ScrollTargetBehaviorContext?)"),
            ("context.containerSize.width", "context.containerWidth"),
            ("target.rect.minX", "target.minX"),
            ("target.rect.origin.x =", "target.rect.minX ="),
            ("geometry.contentOffset.x", "geometry.contentOffset"),
            ("onScrollGeometryChange(for: CGRect.self)", "onScrollGeometryChange(CGRect.self)"),
            ("} action: { _, new in", "} action: { new in"),
            ("new == .interacting", "new == .dragging"),
            (
                "let before = layout.reach.before",
                "let before = layout.reach.before; var copy = context; copy.containerSize = copy.contentSize"
            ),
            (
                "let before = layout.reach.before",
                "let before = layout.reach.before; _ = ScrollTargetBehaviorContext(originalTarget: target, "
                    + "velocity: context.velocity, contentSize: context.contentSize, "
                    + "containerSize: context.containerSize, axes: context.axes)"
            ),
        ]
        let scene = try #require(try ExportGoldenTests.shippedScenes().first { $0.id == "carousel" })
        let export = try ExportFormat.swiftui.text(
            scene: scene, values: try ExportInjectionTests.values(for: scene, platform: .uikit), exact: true)
        let dir = try ProcessRun.temporaryFolder("swiftui-slips")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.buildStandIn(module: "SwiftUI", standIn: "swiftui/SwiftUI.swift", in: dir)
        let file = dir.appendingPathComponent("Export.swift")
        func typeCheck(_ text: String) throws -> (status: Int32, output: String) {
            try text.write(to: file, atomically: true, encoding: .utf8)
            return try ProcessRun.run("/usr/bin/env", ["swiftc", "-typecheck", "-I", dir.path, file.path])
        }
        let plain = try typeCheck(export)
        try #require(plain.status == 0, "the carousel's --exact export does not compile:\n\(plain.output.prefix(3000))")
        for slip in slips {
            try #require(export.contains(slip.right), "the glue no longer holds \(slip.right)")
            let wrong = try typeCheck(export.replacingOccurrences(of: slip.right, with: slip.wrong))
            #expect(wrong.status != 0 && wrong.output.contains("error:"), "the stand-in accepts \(slip.wrong)")
        }
    }

    @Test(
        .enabled(
            if: ProcessRun.kotlinc != nil,
            "Debian's kotlin package is not installed (scripts/install-deps.sh installs it)"
        ))
    func hostileKotlinExportsCompile() throws {
        let texts =
            try Self.exports(.android, platforms: [.uikit, .android], exact: false)
            + Self.exports(.android, platforms: [.uikit], exact: true)
        let (errors, warnings) = try Self.kotlinDiagnostics(texts, folder: "kotlin")
        #expect(errors.isEmpty, "the exported Kotlin does not compile:\n\(errors.prefix(20))")
        // What an engineer pastes builds clean (issue 41: `position` was never used by a strip of
        // one group, `density` by a pager's set-up).
        #expect(warnings.isEmpty, "kotlinc warns of the exported Kotlin:\n\(warnings.prefix(20))")
    }

    /// kotlinc's errors for `texts` against the Android stand-ins, each text in a package of its
    /// own (the demos' objects are named alike under every platform); a failed run without an
    /// `error:` line is one error.
    static func kotlinErrors(_ texts: [String], folder: String) throws -> [Substring] {
        try kotlinDiagnostics(texts, folder: folder).errors
    }

    /// kotlinc's errors, and its warnings about the exports themselves (not the stand-ins).
    static func kotlinDiagnostics(_ texts: [String], folder: String) throws -> (
        errors: [Substring], warnings: [Substring]
    ) {
        let dir = try ProcessRun.temporaryFolder(folder)
        defer { try? FileManager.default.removeItem(at: dir) }
        var files: [String] = []
        for (k, text) in texts.enumerated() {
            let file = dir.appendingPathComponent("Export\(k).kt")
            try ("package export\(k)\n" + text).write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        let standIns = try FileManager.default.contentsOfDirectory(
            at: Self.standIns.appendingPathComponent("android"), includingPropertiesForKeys: nil
        ).map(\.path).filter { $0.hasSuffix(".kt") || $0.hasSuffix(".java") }
        let result = try ProcessRun.run(
            try #require(ProcessRun.kotlinc),
            ["-d", dir.appendingPathComponent("out").path] + standIns + files)
        let lines = result.output.split(separator: "\n")
        let errors = lines.filter { $0.contains("error:") }
        let warnings = lines.filter { $0.contains("warning:") && $0.contains("/Export") }
        return (
            result.status == 0 || !errors.isEmpty ? errors : ["kotlinc failed: \(result.output.prefix(500))"], warnings
        )
    }
}
