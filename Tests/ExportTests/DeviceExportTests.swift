import Foundation
import Motion
import Testing

@testable import Export
@testable import PlaygroundCore
@testable import Scenes

/// `export --device`: the banner names the screen, a scene's percentages and the room a vertical
/// list scrolls in are that screen's, and an export without a device reads as it always did.
@Suite struct DeviceExportTests {
    static let iphone = DeviceFrame.preset(named: "iphone-15")!

    static func values(_ scene: Scene) -> ParameterValues {
        ParameterValues(catalog: ParameterCatalog.builtIn.adding([scene]))
    }

    @Test func everyFormatsBannerNamesTheDevice() throws {
        let scene = try #require(try ExportCompileTests.percentScenes().first)
        let line = "Device: iPhone 15, 393 × 852 pt at 3 px/pt (--device iphone-15)"
        for format in ExportFormat.allCases where format != .json {
            let text = format.text(scene: scene, values: Self.values(scene), device: Self.iphone)
            let second = text.split(separator: "\n").dropFirst().first.map(String.init) ?? ""
            #expect(second.contains(line), "\(format): \(second)")
            let plain = format.text(scene: scene, values: Self.values(scene))
            #expect(!plain.contains("Device:"), "\(format)")
        }
        let salon = ExportFormat.swift.text(demoID: "salon", values: ParameterValues(), device: Self.iphone)
        #expect(salon.contains("// " + line))
    }

    /// Quarter rows (90 % × 25 % rows, vertical): on the iPhone the room between header and footer
    /// is 852 − 128 = 724 pt, so a row is 181 pt tall and 353.7 pt wide; in the default window 592
    /// and 148.
    @Test func percentagesAndTheListsRoomAreTheScreens() throws {
        let scene = try #require(try ExportCompileTests.percentScenes().last)
        #expect(scene.id == "quarterRows")
        let css = ExportFormat.css.text(scene: scene, values: Self.values(scene), device: Self.iphone)
        #expect(css.contains("height: 724px;"))
        #expect(css.contains("724px is the height on iPhone 15's 393 × 852 pt screen"))
        let plainCSS = ExportFormat.css.text(scene: scene, values: Self.values(scene))
        #expect(plainCSS.contains("height: 592px;") && plainCSS.contains("592px is the playground's"))
        let document = ExportDocument(scene: scene, values: Self.values(scene), device: Self.iphone)
        let rows = try #require(document.strip?.groups.last)
        #expect(abs(rows.length.number - 181) < 1e-9)
        #expect(abs(rows.cross.number - 393 * 0.9) < 1e-9)
        let note = try #require(document.strip?.percentNote(sizeFrom: "the list's width"))
        #expect(note.contains("(353.7 pt on iPhone 15's 393 × 852 pt screen)"), "\(note)")
    }

    @Test func jsonCarriesTheDeviceOnlyWhenThereIsOne() throws {
        let scene = try #require(try ExportCompileTests.percentScenes().first)
        let custom = DeviceFrame.custom(Size(width: 844, height: 390), density: 2)
        let text = ExportFormat.json.text(scene: scene, values: Self.values(scene), device: custom)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let device = try #require(object["device"] as? [String: Any])
        #expect(device["name"] as? String == "844x390@2")
        #expect(device["width"] as? Double == 844 && device["height"] as? Double == 390)
        #expect(device["density"] as? Double == 2)
        let plain = ExportFormat.json.text(scene: scene, values: Self.values(scene))
        let plainObject = try #require(try JSONSerialization.jsonObject(with: Data(plain.utf8)) as? [String: Any])
        #expect(plainObject["device"] == nil)
    }
}
