import HarnessTestSupport
import Motion
import SceneTestSupport
import Testing

@testable import Scenes

/// Where a release on a snapping scene rests under each platform, against values worked out by
/// hand, and the same rest at every frame rate.
@Suite struct PlatformSnappingTests {
    /// Ten items of 100 pt, 10 pt apart, centred in a 300 pt viewport: item i's snap offset is
    /// 110·i + 50 − 150 = 110·i − 100.
    static func geometry() -> SceneGeometry {
        SceneGeometry(
            groups: [(count: 10, length: 100, cross: 80)], spacing: 10, insets: .init(leading: 0, trailing: 0),
            snap: .center, viewportLength: 300)
    }

    static func target(
        _ platform: ScrollPlatform, offset: Double, velocity: Double, maxItems: Int? = nil
    ) -> Double? {
        let g = geometry()
        var physics = ScrollPhysics.uiKit
        physics.platform = platform
        let projected = physics.projectedRest(position: offset, velocity: velocity)
        return g.releaseTarget(
            offset: offset, velocity: velocity, projected: projected, anchor: g.anchor(atOffset: offset),
            maxItems: maxItems, physics: physics)
    }

    @Test func eachPlatformChoosesItsOwnItem() {
        // From item 1 (offset 10) at 1000 pt/s:
        // UIKit: projected 10 + 1000/λ, λ = −1000·ln 0.998 = 2.002: 509.5, nearest item 6 (560,
        // 50.5 away; item 5 at 450 is 59.5).
        #expect(Self.target(.uikit, offset: 10, velocity: 1000) == 560)
        // Android, LinearSnapHelper: items 0–2 are laid out over [0, 320], 320/3 = 106.67 pt a
        // child; the OverScroller fling goes 194.31 pt, 1.82 children, rounded 2: item 3 (230).
        #expect(Self.target(.android, offset: 10, velocity: 1000) == 230)
        // At 2000 pt/s it goes 647.40 pt, 6.07 children: item 7 (670).
        #expect(Self.target(.android, offset: 10, velocity: 2000) == 670)
        // Below Android's 50 dp/s minimum fling the snap helper takes nothing: the list snaps the
        // item nearest the centre once it is idle (SnapStrip, `PlatformScrolling.idleSnap`).
        #expect(Self.target(.android, offset: 30, velocity: 40) == nil)
        // A fling of under half a child is NO_POSITION, left alone too: 300 pt/s goes 24.0 pt,
        // 0.23 children, rounded 0.
        #expect(Self.target(.android, offset: 10, velocity: 300) == nil)
        // Flutter iOS: BouncingScrollSimulation ends (1000 − 20)/ln(1/0.135) = 489.39 pt on:
        // 499.39, nearest item 5 (450, 49.4 away; item 6 at 560 is 60.6).
        #expect(Self.target(.flutterIOS, offset: 10, velocity: 1000) == 450)
        // Flutter Android: the clamping simulation's 194.31 pt: 204.31, nearest item 3 (230).
        #expect(Self.target(.flutterAndroid, offset: 10, velocity: 1000) == 230)
    }

    @Test func androidPagerSnapHelperTurnsOneItemByTheVelocitysSign() {
        // At offset 30 item 1's centre is 20 pt before the snap position, item 2's 90 pt after:
        // forward goes to item 2 (120), backward to item 1 (10), however fast.
        #expect(Self.target(.android, offset: 30, velocity: 9000, maxItems: 1) == 120)
        #expect(Self.target(.android, offset: 30, velocity: -9000, maxItems: 1) == 10)
        #expect(Self.target(.android, offset: 30, velocity: 60, maxItems: 1) == 120)
    }

    @Test func pagesTurnPastEachPlatformsFlingThreshold() {
        var physics = ScrollPhysics.uiKit
        func page(_ platform: ScrollPlatform, _ v: Double) -> Double {
            physics.platform = platform
            return physics.pagingTarget(position: 130, velocity: v, pageSize: 300, bounds: 0...3000)
        }
        // 120 pt/s turns the page on Android (past 50) and Flutter iOS (past 100), not on UIKit
        // (past 300), which goes back to the nearest page.
        #expect(page(.uikit, 120) == 0)
        #expect(page(.android, 120) == 300)
        #expect(page(.flutterIOS, 120) == 300)
        #expect(page(.flutterIOS, 90) == 0)
        #expect(page(.uikit, 400) == 300)
    }

    /// A carousel scene under `platform`, flicked at -2000 pt/s from card 4 at `hz`.
    static func rest(_ platform: ScrollPlatform, hz: Double) -> (offset: Double, selected: Int?) {
        let text = SceneFixtures.freeCarousel.replacing(
            #""parameters": {"#, with: #""parameters": {"physics": "\#(platform.rawValue)", "#)
        var h = DemoHarness(SceneFixtures.demo(text), hz: hz)
        h.demo.select(4, at: h.time)
        h.settle()
        _ = h.inspectorFlick(from: h.demo.viewportCentre, axis: h.demo.axis, speed: -2_000, travel: 80)
        return (h.demo.offset, h.demo.selectedIndex)
    }

    @Test(arguments: ScrollPlatform.allCases)
    func theSameFlickRestsAtTheSameOffsetAtEveryFrameRate(platform: ScrollPlatform) {
        let rests = ReleaseSweep.rates.map { Self.rest(platform, hz: $0) }
        #expect(Set(rests.map(\.offset)).count == 1, "\(platform): \(rests)")
        // And on a card: the platforms differ in which one, never in resting between two.
        #expect(rests.allSatisfy { $0.selected != nil })
    }

    @Test func thePlatformsLandOnDifferentCards() {
        let cards = ScrollPlatform.allCases.map { Self.rest($0, hz: 60).selected }
        #expect(Set(cards).count >= 3, "\(cards)")
    }
}
