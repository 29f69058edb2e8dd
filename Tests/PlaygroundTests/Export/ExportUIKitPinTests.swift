import Foundation
import Testing

@testable import Export
@testable import Playground

/// Under UIKit's physics (`<demo>.physics = uikit`, the default) every code export is byte for
/// byte what it was before the exporters learned the other platforms: the `physics` choice is not
/// printed as a constant. Pinned as one FNV-1a hash per demo of its four code formats (swift,
/// swiftui, flutter, android) joined by NUL, each after its banner line (which carries the app
/// version). A deliberate change to an export changes these: diff the outputs by hand, then print
/// the new hashes with `pinnedHash`.
@Suite struct ExportUIKitPinTests {
    /// Changed by issue 34's curves, in these lines only: easing's easeInOutCubic is easings.net's
    /// (0.65, 0, 0.35, 1) in every format, not the fit (0.61868, −0.0479465, 0.38132, 1.04795),
    /// with its comment and JSON's `cubic_bezier` and `max_error`; every demo's CSS writes
    /// UIKit's ease-in-out as the keyword `ease-in-out`.
    static let demoHashes: [String: UInt64] = [
        "easing": 0xd3c9_dce4_c1cc_bf07,
        "salon": 0x426f_420d_ce0b_271d,
        "pull": 0xb3b7_e689_357f_ba5d,
        "pager": 0x7aaf_728b_6c82_b988,
        "roller": 0xd0c3_ab0a_8929_be4e,
    ]

    /// The carousel scene (Assets/scenes/carousel.json, as `SceneFixtures.carousel`). Changed by
    /// issue 32 in its Kotlin only: no trailing commas (the groups' list, two parameter lists), so
    /// kotlinc before 1.4 compiles it. Changed by issue 33 in every layout: the `reach_ends`
    /// constant (true here, so the range and `reach` are as before), `restOffset` and
    /// `nearestRestItem`, which the anchor and the release choose by (the same items here), the
    /// Swift layout's unused `nearestItem` gone; JSON's `reach_ends` and `rest_offset`. Changed by
    /// issue 34 in Swift, SwiftUI, Flutter and Android: their layouts and snapping moved to
    /// `--exact` (Exports/Runtime and its glue), so the code formats carry the motion and a line
    /// saying so.
    static let carouselHash: UInt64 = 0x21db_607f_2030_ec12

    /// FNV-1a (64 bits) of the UTF-8 bytes.
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// The pinned hash of the four code exports `text` writes (swift, swiftui, flutter, android),
    /// each after its banner line. CSS and JSON are out since issue 34 (their printers read the
    /// typed document; their golden files in Tests/Fixtures/Exports pin them byte for byte).
    static func pinnedHash(_ text: (ExportFormat) -> String) -> UInt64 {
        let formats: [ExportFormat] = [.swift, .swiftui, .flutter, .android]
        return fnv1a(formats.map { String(text($0).drop { $0 != "\n" }.dropFirst()) }.joined(separator: "\u{0}"))
    }

    @Test(arguments: ["easing", "salon", "pull", "pager", "roller"])
    func aDemoUnderUIKitExportsAsBefore(_ demo: String) throws {
        let expected = try #require(Self.demoHashes[demo])
        for values in [ParameterValues(), Self.uiKit(demo)] {
            #expect(Self.pinnedHash { $0.text(demoID: demo, values: values) } == expected, "\(demo)")
            for format in ExportFormat.allCases {
                #expect(!format.text(demoID: demo, values: values).contains("The playground simulated"))
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
