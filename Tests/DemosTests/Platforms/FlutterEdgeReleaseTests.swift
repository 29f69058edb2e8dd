import Motion
import SceneTestSupport
import Testing

@testable import Demos
@testable import PlaygroundCore

/// Flutter's `FixedExtentScrollPhysics` and `PageScrollPhysics` hand a release at or past an edge
/// that heads out to their parent physics: `ClampingScrollPhysics` (Flutter Android) makes no
/// motion there; `BouncingScrollPhysics` (Flutter iOS) runs its `BouncingScrollSimulation`, the
/// overscroll and its own spring back. Each frame of `playground release`'s run is checked.
@Suite struct FlutterEdgeReleaseTests {
    /// The four releases: at the salon's first and last card, the chip row's end and the
    /// pager's first page, each heading out at 3000 pt/s (1024 × 720 window, as the command).
    static let cases: [(id: String, offset: Double, velocity: Double)] = [
        ("salon", -232, -3000), ("salon", 4058, 3000), ("chip-row", 696, 3000), ("full-width-pager", 0, -3000),
    ]

    static func probe(_ id: String, _ platform: ScrollPlatform, offset: Double, velocity: Double) throws
        -> (ReleaseProbe, ScrollPhysics, ClosedRange<Double>)
    {
        let scenes = ShippedScenes.all.filter { $0.id == id }
        var values = ParameterValues(catalog: ParameterCatalog.builtIn.adding(scenes))
        try values.set(id + ".physics", to: platform.rawValue)
        let surface = try #require(
            ReleaseProbe.surface(id: id, scenes: scenes, window: Size(width: 1024, height: 720), values: values))
        let axis = surface.releaseAxis
        let scroll = surface.releaseScroll
        let range = scroll.minOffset(axis)...scroll.maxOffset(axis)
        return (ReleaseProbe(surface, offset: offset, velocity: velocity), scroll.physics, range)
    }

    @Test(arguments: cases.indices)
    func flutterAndroidDoesNotMoveAtTheEdge(index: Int) throws {
        let (id, offset, velocity) = Self.cases[index]
        let (probe, _, range) = try Self.probe(id, .flutterAndroid, offset: offset, velocity: velocity)
        #expect(offset == (velocity < 0 ? range.lowerBound : range.upperBound), "\(id): not at the edge")
        #expect(probe.how.hasPrefix("no target"), "\(id): \(probe.how)")
        #expect(probe.settleMicros == 0 && probe.restOffset == offset, "\(id)")
        for sample in probe.samples {
            #expect(sample.offset == offset && sample.velocity == 0, "\(id) t \(sample.time)")
        }
    }

    @Test(arguments: cases.indices)
    func flutterIOSOverscrollsAndSpringsBackAsBouncingScrollSimulation(index: Int) throws {
        let (id, offset, velocity) = Self.cases[index]
        let (probe, physics, range) = try Self.probe(id, .flutterIOS, offset: offset, velocity: velocity)
        #expect(probe.how.hasPrefix("no target"), "\(id): \(probe.how)")
        let bouncing = FlutterBouncingSimulation(
            position: offset, velocity: velocity, bounds: range, spring: FlutterScrolling.spring,
            tolerance: FlutterScrolling.toleranceFor(devicePixelRatio: physics.density))
        let outward: Double = velocity < 0 ? -1 : 1
        var peak = 0.0
        for sample in probe.samples {
            #expect(abs(sample.offset - bouncing.position(at: sample.time)) < 1e-9, "\(id) t \(sample.time)")
            peak = max(peak, (sample.offset - offset) * outward)
            // Never inside the content's range: it leaves the edge outward and comes back to it.
            #expect((sample.offset - offset) * outward >= -1e-9, "\(id) t \(sample.time)")
        }
        // Out by the friction's run (tens of points at 3000 pt/s), then back onto the edge.
        #expect(peak > 20, "\(id): \(peak)")
        #expect(probe.restOffset == offset, "\(id)")
        #expect(abs(Double(probe.settleMicros ?? .max) / 1e6 - bouncing.duration) < 1.0 / 60 + 1e-9, "\(id)")
    }

    @Test func aReleaseHeadingBackInStillSnaps() throws {
        // From the salon's first card heading in at 3000 pt/s: FixedExtentScrollPhysics' own choice.
        for platform in [ScrollPlatform.flutterIOS, .flutterAndroid] {
            let (probe, _, _) = try Self.probe("salon", platform, offset: -232, velocity: 3000)
            #expect(probe.how.hasPrefix("target item"), "\(platform): \(probe.how)")
            #expect(probe.restOffset > -232, "\(platform)")
        }
    }
}
