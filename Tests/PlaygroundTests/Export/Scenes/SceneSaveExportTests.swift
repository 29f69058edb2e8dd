import Foundation
import Motion
import Testing

@testable import Export
@testable import Playground

/// The round trip's last step: the saved file, exported as `playground export --scene SAVED`
/// exports it, gives the session's motion, in every format, for every shipped scene under many
/// tunings. What may differ is what an export says about where a value came from: with `--set`
/// a tuned value is "Default 0.55, from UIKit: … Tuned: 0.3"; from the saved file it is the
/// file's own, "Default 0.3, from scene: carousel.json". So the code is compared without its
/// comments, and the JSON without each parameter's `default` and `source`.
@Suite struct SceneSaveExportTests {
    /// The text's non-blank lines with `//` and `/* … */` comments taken out (the exports put no
    /// comment marker inside a string: a scene's text goes only into comments).
    static func code(_ text: String) -> [String] {
        var out = ""
        var rest = Substring(text)
        while let start = rest.firstIndex(of: "/"), rest.index(after: start) < rest.endIndex {
            let next = rest[rest.index(after: start)]
            out += rest[..<start]
            if next == "/" {
                rest = rest[start...].drop { $0 != "\n" }
            } else if next == "*", let end = rest[start...].range(of: "*/") {
                rest = rest[end.upperBound...]
            } else {
                out += "/"
                rest = rest[rest.index(after: start)...]
            }
        }
        out += rest
        return out.split(separator: "\n").map(String.init).filter { !$0.allSatisfy(\.isWhitespace) }
    }

    /// Whether `saved` and `tuned` say the same motion (see the suite).
    static func sameMotion(_ saved: String, _ tuned: String, json: Bool) -> Bool {
        guard json else { return code(saved) == code(tuned) }
        func withoutProvenance(_ text: String) -> NSDictionary? {
            guard var object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
                let parameters = object["parameters"] as? [[String: Any]]
            else { return nil }
            object["parameters"] = parameters.map { $0.filter { $0.key != "default" && $0.key != "source" } }
            return object as NSDictionary
        }
        return withoutProvenance(saved) != nil && withoutProvenance(saved) == withoutProvenance(tuned)
    }

    @Test func theSavedFileExportsTheSessionsMotionInEveryFormat() throws {
        var compared = 0
        for (n, scene) in LayoutProbe.shippedScenes.enumerated() {
            var rng = SeededRandom(seed: 3_407 + UInt64(n))
            for _ in 0..<8 {
                var values = SceneSaveTests.values(scene)
                for spec in scene.specs where Int.random(in: 0..<5, using: &rng) == 0 {
                    values.set(spec, to: SceneSaveTests.random(spec, &rng))
                }
                let save = try SceneSave(scene: scene, values: values)
                let saved = try Scene(id: scene.id, file: scene.file, source: save.text)
                for format in ExportFormat.allCases {
                    let fromFile = format.text(scene: saved, values: SceneSaveTests.values(saved))
                    let fromSession = format.text(scene: scene, values: values)
                    #expect(
                        Self.sameMotion(fromFile, fromSession, json: format == .json),
                        "\(scene.id) \(format): \(save.changed)")
                    compared += 1
                }
            }
        }
        #expect(compared == 6 * 8 * ExportFormat.allCases.count)
    }

    /// The comparison is no blanket: a value that differs anywhere but a note is caught.
    @Test func aDifferentNumberIsNotTheSameMotion() throws {
        let scene = SceneSaveTests.scene("carousel")
        var values = SceneSaveTests.values(scene)
        values.set(values.catalog.spec(named: "carousel.spacing")!, to: .number(17))
        for format in ExportFormat.allCases {
            let plain = format.text(scene: scene, values: SceneSaveTests.values(scene))
            let tuned = format.text(scene: scene, values: values)
            #expect(!Self.sameMotion(plain, tuned, json: format == .json), "\(format)")
        }
    }
}
