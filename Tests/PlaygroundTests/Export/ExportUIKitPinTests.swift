import Foundation
import Testing

@testable import Export
@testable import Playground

/// Under UIKit's physics (`<demo>.physics = uikit`, the default) every export is byte for byte what
/// it was before the exporters learned the other platforms: the `physics` choice is not printed as
/// a constant, and JSON only gains its `"platform":"uikit"` field and the `physics` parameter in
/// its list (the last of a demo's physics parameters), and since issue 33 `density` after it,
/// which no other format writes under UIKit (its physics are in points). Pinned as one FNV-1a
/// hash per demo of its formats but the Swift ones (flutter, android, css, json) joined by NUL,
/// each after its banner line (which carries the app version), JSON with the app version
/// emptied, the platform field and the density parameter's listing removed. A deliberate change
/// to an export changes these: diff the outputs by hand, then print the new hashes with
/// `pinnedHash`.
@Suite struct ExportUIKitPinTests {
    static let demoHashes: [String: UInt64] = [
        "easing": 0xe8ec_56ee_cf63_eba2,
        "salon": 0xccd9_86ee_e0ae_df0d,
        "pull": 0xe971_62a2_5274_cc2c,
        "pager": 0x9e1d_cdcc_5a99_0730,
        "roller": 0x1379_8975_e86a_d1d9,
    ]

    /// The carousel scene (Assets/scenes/carousel.json, as `SceneFixtures.carousel`). Changed by
    /// issue 32 in its Kotlin only: no trailing commas (the groups' list, two parameter lists), so
    /// kotlinc before 1.4 compiles it. Changed by issue 33 in every layout: the `reach_ends`
    /// constant (true here, so the range and `reach` are as before), `restOffset` and
    /// `nearestRestItem`, which the anchor and the release choose by (the same items here), the
    /// Swift layout's unused `nearestItem` gone; JSON's `reach_ends` and `rest_offset`. Issue 34
    /// took the Swift formats out of the hash: they have golden files (ExportGoldenTests).
    static let carouselHash: UInt64 = 0x8fcf_bd8a_b946_a590

    /// FNV-1a (64 bits) of the UTF-8 bytes.
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// The pinned hash of the six exports `text` writes for each format.
    static func pinnedHash(_ text: (ExportFormat) -> String) -> UInt64 {
        // The Swift formats have golden files (ExportGoldenTests) and printers of their own.
        let formats: [ExportFormat] = [.flutter, .android, .css, .json]
        let parts = formats.map { format in
            let out = text(format)
            guard format == .json else { return String(out.drop { $0 != "\n" }.dropFirst()) }
            return withoutDensity(out).replacingOccurrences("\"platform\":\"uikit\",", with: "")
                .replacingOccurrences("\"app_version\":\"\(PlaygroundApp.appVersion)\"", with: "\"app_version\":\"\"")
        }
        return fnv1a(parts.joined(separator: "\u{0}"))
    }

    /// The JSON without the `<id>.density` listing (`,{"demo":…,"name":"<id>.density",…}`, an
    /// object with no braces inside), as it was before the parameter existed.
    static func withoutDensity(_ json: String) -> String {
        var text = Substring(json)
        var out = ""
        while let name = text.range(of: ".density\",\"kind\""),
            let open = text[..<name.lowerBound].range(of: ",{", options: .backwards),
            let close = text[name.upperBound...].firstIndex(of: "}")
        {
            out += text[..<open.lowerBound]
            text = text[text.index(after: close)...]
        }
        return out + text
    }

    @Test(arguments: ["easing", "salon", "pull", "pager", "roller"])
    func aDemoUnderUIKitExportsAsBefore(_ demo: String) throws {
        let expected = try #require(Self.demoHashes[demo])
        for values in [ParameterValues(), Self.uiKit(demo)] {
            #expect(Self.pinnedHash { $0.text(demoID: demo, values: values) } == expected, "\(demo)")
            for format in ExportFormat.allCases {
                #expect(!format.text(demoID: demo, values: values).contains("The playground simulated"))
                #expect(!format.text(demoID: demo, values: values).contains(" keeps UIKit's scrolling"))
            }
        }
    }

    @Test func aSceneUnderUIKitExportsAsBefore() {
        let scene = SceneFixtures.scene(SceneFixtures.carousel, id: "carousel")
        let values = ParameterValues(catalog: ParameterCatalog.builtIn.adding([scene]))
        #expect(Self.pinnedHash { $0.text(scene: scene, values: values) } == Self.carouselHash)
    }

    /// `<demo>.physics = uikit` set explicitly, where the demo has the parameter.
    static func uiKit(_ demo: String) -> ParameterValues {
        var values = ParameterValues()
        if ParameterCatalog.parameters(ofDemo: demo).contains(where: { $0.name == demo + ".physics" }) {
            try! values.set(demo + ".physics", to: "uikit")
        }
        return values
    }
}
