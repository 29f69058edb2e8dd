import Foundation
import Motion
import SceneTestSupport
import Testing

@testable import Export
@testable import PlaygroundCore
@testable import Scenes

/// The round trip's last step: the saved file, exported as `playground export --scene SAVED`
/// exports it, gives the session's motion, in every format, for every shipped scene under many
/// tunings. What may differ is what an export says about where a value came from: with `--set`
/// a tuned value is "Default 0.55, from UIKit: … Tuned: 0.3"; from the saved file it is the
/// file's own, "Default 0.3, from scene: carousel.json". So the code's numbers are compared
/// without its comments, and the JSON without each constant's `default`, `tuned` and `source`.
@Suite struct SceneSaveExportTests {
    /// The text's code, its comments taken out by the injection tests' lexer; nil for JSON.
    static func code(_ text: String, _ format: ExportFormat) -> String? {
        let language: SourceLexer.Language
        switch format {
        case .swift, .swiftui: language = .swift
        case .android: language = .kotlin
        case .flutter: language = .dart
        case .css: language = .css
        case .json: return nil
        }
        let tokens = try? SourceLexer.tokens(text, language: language)
        return tokens?.filter { $0.kind != .comment }.map(\.text).joined()
    }

    /// Whether `saved` and `tuned` say the same motion (see the suite). An idiomatic printer
    /// declares a value that came from a platform's default only when it was tuned, and one the
    /// saved file now holds is the file's own: so the saved code may declare more, never other
    /// numbers. Every number in the tuned code is in the saved code, and the JSON's values are equal.
    static func sameMotion(_ saved: String, _ tuned: String, format: ExportFormat) -> Bool {
        if let saved = code(saved, format), let tuned = code(tuned, format) {
            // A pager whose pages are the viewport's width has no number left in its code: then neither may the
            // session's.
            if numbers(saved).isEmpty { return numbers(tuned).isEmpty }
            return numbers(tuned).isSubset(of: numbers(saved))
        }
        func withoutProvenance(_ value: Any) -> Any {
            if let object = value as? [String: Any] {
                return object.filter { !["default", "tuned", "source", "note"].contains($0.key) }
                    .mapValues(withoutProvenance)
            }
            if let array = value as? [Any] { return array.map(withoutProvenance) }
            return value
        }
        func object(_ text: String) -> NSDictionary? {
            (try? JSONSerialization.jsonObject(with: Data(text.utf8))).map(withoutProvenance) as? NSDictionary
        }
        return object(saved) != nil && object(saved) == object(tuned)
    }

    /// The numeric literals of `code`.
    static func numbers(_ code: String) -> Set<String> {
        var found: Set<String> = []
        for line in code.split(separator: "\n") {
            var current = ""
            for c in line + " " {
                if c.isNumber || (c == "." && !current.isEmpty) {
                    current.append(c)
                } else {
                    if !current.isEmpty { found.insert(current) }
                    current = ""
                }
            }
        }
        return found
    }

    @Test func theSavedFileExportsTheSessionsMotionInEveryFormat() throws {
        var compared = 0
        for (n, scene) in ShippedScenes.all.enumerated() {
            var rng = SeededRandom(seed: 3_407 + UInt64(n))
            for _ in 0..<8 {
                var values = SceneValues.defaults(scene)
                for spec in scene.specs where Int.random(in: 0..<5, using: &rng) == 0 {
                    values.set(spec, to: SceneValues.random(spec, &rng))
                }
                let save = try SceneSave(scene: scene, values: values)
                let saved = try Scene(id: scene.id, file: scene.file, source: save.text)
                for format in ExportFormat.allCases {
                    let fromFile = format.text(scene: saved, values: SceneValues.defaults(saved))
                    let fromSession = format.text(scene: scene, values: values)
                    #expect(
                        Self.sameMotion(fromFile, fromSession, format: format),
                        "\(scene.id) \(format): \(save.changed)")
                    compared += 1
                }
            }
        }
        #expect(compared == 6 * 8 * ExportFormat.allCases.count)
    }

    /// The comparison is no blanket: a value that differs anywhere but a note is caught.
    @Test func aDifferentNumberIsNotTheSameMotion() throws {
        let scene = ShippedScenes.scene("carousel")
        var values = SceneValues.defaults(scene)
        values.set(values.catalog.spec(named: "carousel.spacing")!, to: .number(17))
        for format in ExportFormat.allCases {
            let plain = format.text(scene: scene, values: SceneValues.defaults(scene))
            let tuned = format.text(scene: scene, values: values)
            #expect(!Self.sameMotion(plain, tuned, format: format), "\(format)")
        }
    }
}
