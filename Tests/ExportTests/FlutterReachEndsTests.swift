import Foundation
import Motion
import SceneTestSupport
import Testing

@testable import Export
@testable import Scenes

/// `--format flutter` for a strip with `reach_ends` (the carousel): the list's padding and the
/// physics' item positions come from the same viewport, so card 0 can be the rest and every
/// target puts a card's centre on the viewport's. No Dart SDK here: the emitted rule is read back
/// from the text and mirrored (`EmittedCarouselRule`), then held against the playground's layout.
@Suite struct FlutterReachEndsTests {
    static let scene = SceneFixtures.scene(SceneFixtures.carousel, id: "carousel")

    static func dart() -> String {
        ExportFormat.flutter.text(scene: scene, values: SceneExportTests.values(scene))
    }

    @Test func theListAndThePhysicsPadFromTheSameViewport() {
        let dart = Self.dart()
        for line in [
            "static double paddingLeading(double viewport) => ((viewport - groups.first.length) / 2)"
                + ".clamp(insetLeading, double.maxFinite);",
            "static double paddingTrailing(double viewport) => ((viewport - groups.last.length) / 2)"
                + ".clamp(insetTrailing, double.maxFinite);",
            "builder: (BuildContext context, BoxConstraints constraints) => ListView.separated(",
            "start: CarouselScrollPhysics.paddingLeading(constraints.maxWidth),",
            "end: CarouselScrollPhysics.paddingTrailing(constraints.maxWidth),",
            "final double leading = paddingLeading(position.viewportDimension);",
            "final int from = itemNear(position.pixels + align, leading);",
            "final double target = (pointOf(item, leading) - align)",
            "static double pointOf(int index, double leading) {", "static int itemNear(double point, double leading) {",
        ] {
            #expect(dart.contains(line), "\(line)")
        }
        // The prose that asked the reader to pad the ends is gone, and so is the fixed padding.
        #expect(!dart.contains("pad the list's ends by what they lack"))
        #expect(!dart.contains("start: CarouselScrollPhysics.insetLeading"))
    }

    /// A still release at pixels 0 rests on card 0; a release near any card rests with its centre on
    /// the viewport's; the last card's rest is the scroll extent's end; and each rest is the
    /// playground's own, shifted by the widened padding.
    @Test func cardZeroIsReachableAndTargetsLandOnCardCentres() throws {
        let rule = try EmittedCarouselRule(dart: Self.dart())
        #expect(rule.groups.map(\.count) == [20, 1] && rule.groups.map(\.length) == [280, 320])
        #expect(rule.spacing == 16 && rule.insetLeading == 24 && rule.insetTrailing == 24)
        for viewport in [390.0, 800.0, 1024.0] {
            let leading = rule.paddingLeading(viewport)
            #expect(rule.stillRelease(pixels: 0, viewport: viewport) == 0, "viewport \(viewport)")
            #expect(abs(rule.pointOf(0, leading: leading) - viewport / 2) < 1e-9)
            let geometry = SceneGeometry(
                groups: [(20, 280, 180), (1, 320, 180)], spacing: 16, insets: .init(leading: 24, trailing: 24),
                snap: .center, viewportLength: viewport, reachesEnds: true)
            let before = leading - rule.insetLeading
            for index in [0, 1, 7, 19, 20] {
                let rest = rule.pointOf(index, leading: leading) - viewport / 2
                // A release 30 pt short of the rest comes back to it.
                let target = rule.stillRelease(pixels: rest - 30, viewport: viewport)
                #expect(abs(target - rest) < 1e-9, "viewport \(viewport), card \(index)")
                #expect(
                    abs(target - before - geometry.restOffset(of: index)) < 1e-9, "viewport \(viewport), card \(index)")
            }
            let last = rule.pointOf(20, leading: leading) - viewport / 2
            #expect(abs(last - rule.maxScrollExtent(viewport)) < 1e-9, "viewport \(viewport)")
        }
        // The rule as shipped before: positions from insetLeading alone, so a still release at 0
        // in a 1024 pt viewport went to card 1. The mirror would have caught it.
        let old = rule.itemNear(0 + 512, leading: rule.insetLeading)
        #expect(old == 1)
    }
}

/// The emitted Dart's numbers and lookups, in Swift: `pointOf`, `itemNear`, `paddingLeading` and
/// `paddingTrailing` as `FlutterPrinter+Strip` writes them for a centred strip, and a still
/// release's target as `createBallisticSimulation` works it out.
struct EmittedCarouselRule {
    var groups: [(count: Int, length: Double)] = []
    var spacing = 0.0
    var insetLeading = 0.0
    var insetTrailing = 0.0

    init(dart: String) throws {
        for line in dart.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.hasPrefix("(count: "), let comma = line.firstIndex(of: ",") {
                let count = try #require(Int(line[line.index(line.startIndex, offsetBy: 8)..<comma]))
                let length = try #require(Double(line.split(separator: "length: ")[1].prefix { $0 != ")" }))
                groups.append((count, length))
            }
            for (name, value) in [
                ("spacing", \Self.spacing), ("insetLeading", \.insetLeading),
                ("insetTrailing", \.insetTrailing),
            ]
            where line.hasPrefix("static const double \(name) = ") {
                self[keyPath: value] = try #require(Double(line.split(separator: "= ")[1].dropLast()))
            }
        }
        try #require(!groups.isEmpty)
    }

    func paddingLeading(_ viewport: Double) -> Double { max(insetLeading, (viewport - groups[0].length) / 2) }
    func paddingTrailing(_ viewport: Double) -> Double {
        max(insetTrailing, (viewport - groups[groups.count - 1].length) / 2)
    }

    func pointOf(_ index: Int, leading: Double) -> Double {
        var start = leading
        var index = index
        for group in groups {
            let pitch = group.length + spacing
            if index < group.count { return start + pitch * Double(index) + group.length / 2 }
            start += pitch * Double(group.count)
            index -= group.count
        }
        return start
    }

    func itemNear(_ point: Double, leading: Double) -> Int {
        var (first, best, start, bestDistance) = (0, 0, leading, Double.greatestFiniteMagnitude)
        for group in groups {
            let pitch = group.length + spacing
            let k = min(max(Int(((point - start - group.length / 2) / pitch).rounded()), 0), group.count - 1)
            let distance = abs(start + pitch * Double(k) + group.length / 2 - point)
            if distance < bestDistance { (best, bestDistance) = (first + k, distance) }
            first += group.count
            start += pitch * Double(group.count)
        }
        return best
    }

    /// The ListView's content past the viewport: both paddings, the items and the gaps.
    func maxScrollExtent(_ viewport: Double) -> Double {
        let items = groups.reduce(0.0) { $0 + Double($1.count) * $1.length }
        let gaps = spacing * Double(groups.reduce(0) { $0 + $1.count } - 1)
        return paddingLeading(viewport) + items + gaps + paddingTrailing(viewport) - viewport
    }

    /// A release at `pixels` with no speed: the glide ends where it starts, and the target is the
    /// nearest card's rest, held to the scroll extent.
    func stillRelease(pixels: Double, viewport: Double) -> Double {
        let (align, leading) = (viewport / 2, paddingLeading(viewport))
        let item = itemNear(pixels + align, leading: leading)
        return min(max(pointOf(item, leading: leading) - align, 0), maxScrollExtent(viewport))
    }
}
