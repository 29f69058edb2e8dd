import Foundation
import Motion
import Testing

@testable import Demos
@testable import Export
@testable import PlaygroundCore
@testable import Scenes

/// Every format of every demo and shipped scene against its golden file in
/// Tests/Fixtures/Exports/<id>/, byte for byte: a change to an export shows as a diff in review.
/// `scripts/export-goldens.sh` rewrites them (it runs this suite with EXPORT_GOLDENS=write).
@Suite struct ExportGoldenTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let folder = root.appendingPathComponent("Tests/Fixtures/Exports")
    static let writing = ProcessInfo.processInfo.environment["EXPORT_GOLDENS"] == "write"

    /// Swift goldens end in `.swift.txt`: `swift format lint -r Tests` would read a `.swift` file.
    static func fileName(_ format: ExportFormat) -> String {
        switch format {
        case .swift: "uikit.swift.txt"
        case .swiftui: "swiftui.swift.txt"
        case .flutter: "flutter.dart"
        case .android: "android.kt"
        case .css: "css.css"
        case .json: "json.json"
        }
    }

    /// The shipped scenes, read as `playground export --scene` reads them.
    static func shippedScenes() throws -> [Scene] {
        let dir = root.appendingPathComponent("Assets/scenes")
        return try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".json") }.sorted()
            .map { name in
                let text = try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)
                return try Scene(id: Scene.id(forFile: name), file: name, source: text)
            }
    }

    /// Each subject's exports: (id, format, text).
    static func exports() throws -> [(id: String, format: ExportFormat, text: String)] {
        var all: [(String, ExportFormat, String)] = []
        for id in DemoCatalog.ids {
            let values = ParameterValues(catalog: .builtIn)
            for format in ExportFormat.allCases { all.append((id, format, format.text(demoID: id, values: values))) }
        }
        for scene in try shippedScenes() {
            let values = ParameterValues(catalog: ParameterCatalog.builtIn.adding([scene]))
            for format in ExportFormat.allCases {
                all.append((scene.id, format, format.text(scene: scene, values: values)))
            }
        }
        return all
    }

    @Test func everyExportIsItsGoldenFile() throws {
        let exports = try Self.exports()
        #expect(exports.count == (DemoCatalog.ids.count + 6) * ExportFormat.allCases.count)
        for (id, format, text) in exports {
            let file = Self.folder.appendingPathComponent(id).appendingPathComponent(Self.fileName(format))
            if Self.writing {
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: file, atomically: true, encoding: .utf8)
                continue
            }
            let golden = try? String(contentsOf: file, encoding: .utf8)
            #expect(golden != nil, "\(file.path) is missing: run scripts/export-goldens.sh")
            guard let golden, golden != text else { continue }
            let ours = text.split(separator: "\n", omittingEmptySubsequences: false)
            let theirs = golden.split(separator: "\n", omittingEmptySubsequences: false)
            let line =
                zip(ours, theirs).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(ours.count, theirs.count)
            Issue.record(
                """
                \(id) \(format.rawValue) differs from \(file.path) at line \(line + 1):
                  golden: \(line < theirs.count ? String(theirs[line]) : "(end)")
                  now:    \(line < ours.count ? String(ours[line]) : "(end)")
                rerun scripts/export-goldens.sh if the change is intended, and review the diff
                """)
        }
    }

    /// docs/scene-export.md quotes the carousel's export in every code format, as it is today.
    @Test(.disabled(if: writing, "the golden files are being rewritten; update the page from them after"))
    func theExportPageQuotesTheCarouselAsItIs() throws {
        let page = try String(contentsOf: Self.root.appendingPathComponent("docs/scene-export.md"), encoding: .utf8)
        for format in ExportFormat.allCases where format != .json {
            let golden = try String(
                contentsOf: Self.folder.appendingPathComponent("carousel").appendingPathComponent(
                    Self.fileName(format)),
                encoding: .utf8)
            let body = golden.hasSuffix("\n") ? String(golden.dropLast()) : golden
            #expect(page.contains("\n" + body + "\n```"), "docs/scene-export.md: \(format)")
        }
    }
}
