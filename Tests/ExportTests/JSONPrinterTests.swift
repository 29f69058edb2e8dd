import Foundation
import Motion
import SceneTestSupport
import Testing

@testable import Demos
@testable import Export
@testable import PlaygroundCore

/// `JSONPrinter`: a document any JSON reader takes, whose every constant reads back as the exact
/// double the playground holds.
@Suite struct JSONPrinterTests {
    /// Every demo and shipped scene, at the defaults and tuned.
    static func subjects() throws -> [(id: String, document: ExportDocument)] {
        var out: [(String, ExportDocument)] = []
        for id in DemoCatalog.ids {
            out.append((id, ExportDocument(demoID: id, values: ParameterValues())))
        }
        var tuned = ParameterValues()
        try tuned.set("salon.snap_response", to: "0.4")
        try tuned.set("salon.deceleration_rate", to: "0.9987654321")
        out.append(("salon tuned", ExportDocument(demoID: "salon", values: tuned)))
        for scene in try ExportGoldenTests.shippedScenes() {
            out.append(
                (
                    scene.id,
                    ExportDocument(
                        scene: scene, values: ParameterValues(catalog: ParameterCatalog.builtIn.adding([scene])))
                ))
        }
        return out
    }

    @Test func everyConstantRoundTripsExactly() throws {
        for (id, document) in try Self.subjects() {
            let text = JSONPrinter(document: document).text
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(id)")
            #expect(object["format"] as? String == "motion-playground-export" && object["version"] as? Int == 2)
            let constants = try #require(object["constants"] as? [[String: Any]])
            #expect(constants.count == document.allConstants.count, "\(id)")
            #expect(!document.allConstants.isEmpty)
            for (constant, read) in zip(document.allConstants, constants) {
                #expect(read["parameter"] as? String == constant.parameter, "\(id)")
                #expect(read["name"] as? String == constant.name.snake)
                #expect(read["tuned"] as? Bool == constant.note.isTuned)
                switch constant.value {
                case .number(let x):
                    // The text is the shortest that reads back as the double; the reader agrees.
                    let written = "\"value\":\(NumberText.format(x)),"
                    #expect(text.contains(written), "\(id) \(constant.parameter)")
                    #expect(Double(NumberText.format(x)) == x)
                    #expect((read["value"] as? NSNumber)?.doubleValue == x, "\(id) \(constant.parameter)")
                case .choice(let c):
                    #expect(read["value"] as? String == c, "\(id) \(constant.parameter)")
                }
            }
        }
    }

    @Test func theCarouselsDocument() throws {
        let scene = SceneFixtures.scene(SceneFixtures.carousel, id: "carousel")
        let values = ParameterValues(catalog: ParameterCatalog.builtIn.adding([scene]))
        let text = ExportFormat.json.text(scene: scene, values: values)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(
            Set(object.keys) == [
                "format", "version", "app_version", "subject", "platform", "density", "constants", "springs",
                "animations",
                "strip",
            ])
        let subject = try #require(object["subject"] as? [String: Any])
        #expect(subject["kind"] as? String == "scene" && subject["title"] as? String == "Card carousel")
        #expect(object["density"] as? Int == 3 && object["platform"] as? String == "uikit")
        let springs = try #require(object["springs"] as? [[String: Any]])
        #expect(springs.map { $0["role"] as? String } == ["bounce", "snap", "wheel"])
        // The edge bounce: k = 100 at mass 1, a response of 2π/10.
        #expect(springs[0]["stiffness"] as? Double == 100 && springs[0]["response"] as? Double == 0.6283185307179586)
        let rate = try #require((object["constants"] as? [[String: Any]])?.first)
        #expect(rate["name"] as? String == "deceleration_rate" && rate["value"] as? Double == 0.99)
        #expect(rate["unit"] as? String == "per ms" && rate["default"] as? Double == 0.99)
        #expect(text.contains(#""value":0.99,"unit":"per ms","default":0.99,"tuned":false,"summary":"#))
        let strip = try #require(object["strip"] as? [String: Any])
        #expect(strip["paging_velocity_threshold"] as? Double == 300)
    }

    @Test func anAnimationCarriesItsCurve() throws {
        let text = ExportFormat.json.text(demoID: "roller", values: ParameterValues())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let animations = try #require(object["animations"] as? [[String: Any]])
        #expect(animations.count == 2)
        #expect(animations[0]["parameter"] as? String == "roller.stay_interval" && animations[0]["curve"] is NSNull)
        let curve = try #require(animations[1]["curve"] as? [String: Any])
        #expect(curve["name"] as? String == "ease-in-out" && curve["exact"] as? Bool == true)
        #expect(curve["bezier"] as? [Double] == [0.42, 0, 0.58, 1])
        #expect(animations[1]["duration"] as? Double == 0.66)
        #expect(object["strip"] is NSNull && object["density"] is NSNull)
    }
}
