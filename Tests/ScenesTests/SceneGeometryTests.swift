import Motion
import Testing

@testable import Scenes

/// Item positions, snap offsets, scroll ranges and release targets of a scene, against values
/// worked out by hand (docs/scenes.md's formulas) for items of different sizes.
///
/// The scene of most tests: two 100 pt items, one of 200 pt, three of 50 pt; spacing 10;
/// insets 20 (leading) and 30 (trailing); a 300 pt viewport. So the items start at 20, 130,
/// 240, 450, 510, 570 and end at 120, 230, 440, 500, 560, 620; the content is 650 pt long. Most
/// tests reach the ends (`reach_ends`), so every item rests at its snap offset; the clamped range
/// of the default is tested at the end.
@Suite struct SceneGeometryTests {
    static func geometry(
        _ snap: SceneDefinition.SnapRule, viewport: Double = 300, reachesEnds: Bool = true
    ) -> SceneGeometry {
        SceneGeometry(
            groups: [(count: 2, length: 100, cross: 80), (count: 1, length: 200, cross: 120), (3, 50, 40)],
            spacing: 10, insets: .init(leading: 20, trailing: 30), snap: snap, viewportLength: viewport,
            reachesEnds: reachesEnds)
    }

    static let starts: [Double] = [20, 130, 240, 450, 510, 570]
    static let ends: [Double] = [120, 230, 440, 500, 560, 620]

    @Test func itemsStartAtTheInsetPlusEveryEarlierItemAndSpacing() {
        let g = Self.geometry(.none)
        #expect(g.itemCount == 6)
        #expect((0..<6).map(g.start(of:)) == Self.starts)
        #expect((0..<6).map(g.end(of:)) == Self.ends)
        #expect((0..<6).map(g.cross(of:)) == [80, 80, 120, 40, 40, 40])
        #expect((0..<6).map(g.group(of:)) == [0, 0, 1, 2, 2, 2])
        #expect(g.contentLength == 650)
        #expect(g.maxCross == 120)
    }

    @Test func eachRuleRestsItsItemWhereItSays() {
        // start: the item's start 20 pt after the leading edge → start − 20.
        #expect((0..<6).map { Self.geometry(.start).snapOffset(of: $0) } == [0, 110, 220, 430, 490, 550])
        // center: start + length / 2 − 150.
        #expect((0..<6).map { Self.geometry(.center).snapOffset(of: $0) } == [-80, 30, 190, 325, 385, 445])
        // end: end + 30 − 300.
        #expect((0..<6).map { Self.geometry(.end).snapOffset(of: $0) } == [-150, -40, 170, 230, 290, 350])
    }

    @Test func theRangeIsTheContentUnlessItReachesTheEnds() {
        // The content alone scrolls 0 … 350 (650 − 300), under every rule by default; reaching the
        // ends, each rule that aligns items widens it to its first and last snap offsets.
        let clamped = SceneDefinition.SnapRule.allCases.map { rule in
            let g = Self.geometry(rule, reachesEnds: false)
            return [g.minOffset, g.maxOffset]
        }
        #expect(clamped == Array(repeating: [0, 350], count: 5))
        let ranges = SceneDefinition.SnapRule.allCases.map { rule in
            let g = Self.geometry(rule)
            return [g.minOffset, g.maxOffset]
        }
        #expect(ranges == [[0, 350], [0, 550], [-80, 445], [-150, 350], [0, 350]])
    }

    /// Without `reach_ends` no item rests beyond the content: a snap offset outside 0 … 350 rests
    /// at the nearer end, as every platform clamps a scroll view.
    @Test func restsAreHeldToTheContent() {
        let center = Self.geometry(.center, reachesEnds: false)
        #expect((0..<6).map(center.restOffset(of:)) == [0, 30, 190, 325, 350, 350])
        let end = Self.geometry(.end, reachesEnds: false)
        #expect((0..<6).map(end.restOffset(of:)) == [0, 0, 170, 230, 290, 350])
        let start = Self.geometry(.start, reachesEnds: false)
        #expect((0..<6).map(start.restOffset(of:)) == [0, 110, 220, 350, 350, 350])
        // The selected item at an end's shared rest is the one nearest the inside.
        #expect(end.selectedItem(atOffset: 0) == 1 && end.selectedItem(atOffset: -40) == 1)
        #expect(start.selectedItem(atOffset: 350) == 3 && start.selectedItem(atOffset: 1_000) == 3)
        #expect(center.selectedItem(atOffset: 10) == 0 && center.selectedItem(atOffset: 20) == 1)
        #expect(end.restingTarget(near: -100) == 0 && start.restingTarget(near: 500) == 350)
        // Releases rest on the rests: far beyond either end, on the end; and a fling limit counts
        // from what shows there, so one item from the end rule's start is item 2.
        let physics = ScrollPhysics()
        func target(_ g: SceneGeometry, at offset: Double, _ velocity: Double, _ projected: Double, max: Int?)
            -> Double?
        {
            g.releaseTarget(
                offset: offset, velocity: velocity, projected: projected, anchor: g.anchor(atOffset: offset),
                maxItems: max, physics: physics)
        }
        #expect(target(center, at: 30, -800, -500, max: 1) == 0)
        #expect(target(center, at: 30, 800, 5_000, max: nil) == 350)
        #expect(target(end, at: 0, 800, 5_000, max: 1) == 170)
        #expect(target(start, at: 350, -800, -5_000, max: 1) == 220)
        // Under every platform.
        for platform in ScrollPlatform.allCases {
            var p = physics
            p.platform = platform
            let rest = center.releaseTarget(
                offset: 300, velocity: 3_000, projected: 5_000, anchor: center.anchor(atOffset: 300), maxItems: nil,
                physics: p)
            #expect(rest == 350, "\(platform)")
        }
    }

    @Test func pagesAreWholeViewportsAndTheLastEndsAtTheMaximum() {
        let g = Self.geometry(.page)
        #expect(g.pageCount == 3)
        #expect((0..<3).map(g.pageOffset) == [0, 300, 350])
        #expect([0, 149, 151, 320, 10_000].map(g.nearestPage(toOffset:)) == [0, 0, 1, 1, 2])
    }

    @Test func theItemAtAPositionOwnsTheSpacingAfterIt() {
        let g = Self.geometry(.none)
        #expect(
            [-5, 20, 119, 125, 130, 445, 450, 619, 625, 10_000].map(g.item(at:)) == [0, 0, 0, 0, 1, 2, 3, 5, 5, 5])
    }

    @Test func onlyItemsThatShowAreVisible() {
        let g = Self.geometry(.none)
        #expect(g.visibleRange(offset: 100) == 0..<3)  // [100, 400): item 0 ends at 120
        #expect(g.visibleRange(offset: 120) == 1..<3)  // item 0 ends exactly at the edge
        #expect(g.visibleRange(offset: 150) == 1..<3)  // [150, 450): item 3 starts at 450
        #expect(g.visibleRange(offset: 151) == 1..<4)
        #expect(g.visibleRange(offset: -400) == 0..<0)
        #expect(g.visibleRange(offset: 620) == 6..<6)
    }

    @Test func theNearestSnapTakesTheFirstOnATie() {
        let g = Self.geometry(.center)
        // Between item 1 (30) and item 2 (190): 110 is 80 from both.
        #expect([100, 109, 110, 111, -1_000, 1_000].map { g.nearestItem(toOffset: $0) } == [1, 1, 1, 2, 0, 5])
        #expect(g.selectedItem(atOffset: 190) == 2)
        #expect(Self.geometry(.none).selectedItem(atOffset: 190) == nil)
        // Under `page`, the item at the page's leading inset: page 1 (300) + 20 = 320 is item 2 (240 … 440).
        #expect(Self.geometry(.page).selectedItem(atOffset: 290) == 2)
        #expect(Self.geometry(.page).selectedItem(atOffset: 100) == 0)
    }

    @Test func aReleaseRestsOnTheSnapNearestItsProjection() {
        let g = Self.geometry(.center)
        let physics = ScrollPhysics()
        let anchor = g.anchor(atOffset: 30)  // item 1 centred
        #expect(anchor.item == 1)
        func target(_ projected: Double, max: Int?) -> Double? {
            g.releaseTarget(
                offset: 30, velocity: projected < 30 ? -800 : 800, projected: projected, anchor: anchor, maxItems: max,
                physics: physics)
        }
        // Projected to 300: item 3 (325) is 25 away, item 2 (190) 110.
        #expect(target(300, max: nil) == 325)
        // At most one item from item 1: item 2.
        #expect(target(300, max: 1) == 190)
        #expect(target(300, max: 2) == 325)
        #expect(target(-500, max: 1) == -80)
        #expect(target(5_000, max: nil) == 445)
    }

    @Test func aFlickNeverTurnsBackToTheItemItIsLeaving() {
        let g = Self.geometry(.center)
        let physics = ScrollPhysics()  // slow_release_velocity 250 pt/s
        let anchor = g.anchor(atOffset: 30)
        func target(offset: Double, velocity: Double, projected: Double) -> Double? {
            g.releaseTarget(
                offset: offset, velocity: velocity, projected: projected, anchor: anchor, maxItems: nil,
                physics: physics)
        }
        // Released at 100 moving on, projected to 105: item 1 (30) is nearer than item 2 (190),
        // but behind the flick, so item 2.
        #expect(target(offset: 100, velocity: 250, projected: 105) == 190)
        #expect(target(offset: 100, velocity: 249, projected: 105) == 30)
        // The same the other way: released at 150 moving back, projected to 145: item 2 (190) is
        // nearer but behind, so item 1.
        #expect(target(offset: 150, velocity: -400, projected: 145) == 30)
        #expect(target(offset: 150, velocity: -100, projected: 145) == 190)
        // A rest ahead stays the nearest one.
        #expect(target(offset: 100, velocity: 800, projected: 300) == 325)
        // At the last item there is nothing further: it stays.
        #expect(target(offset: 460, velocity: 800, projected: 470) == 445)
    }

    @Test func pagingGoesOnePageUnlessMoreAreAllowed() {
        let g = Self.geometry(.page)
        let physics = ScrollPhysics()
        let anchor = g.anchor(atOffset: 0)
        // UIKit's paging: a fast flick from page 0 goes to page 1, however far it would glide.
        let one = g.releaseTarget(
            offset: 40, velocity: 2_000, projected: 1_000, anchor: anchor, maxItems: nil, physics: physics)
        #expect(one == 300)
        // Up to two pages: the page nearest the projection (1000 → page 3 → the last, 2).
        let two = g.releaseTarget(
            offset: 40, velocity: 2_000, projected: 1_000, anchor: anchor, maxItems: 2, physics: physics)
        #expect(two == 350)
    }

    @Test func freeScrollingWithAFlingLimitStopsWithinThoseItems() {
        let g = Self.geometry(.none)
        let physics = ScrollPhysics()
        let anchor = g.anchor(atOffset: 0)
        #expect(anchor.item == 0)
        // A glide from 0 at 3000 pt/s would pass item 1's start (110): held there.
        let held = g.releaseTarget(
            offset: 0, velocity: 3_000, projected: 1_500, anchor: anchor, maxItems: 1, physics: physics)
        #expect(held == 110)
        // Without a limit the glide is left alone.
        #expect(
            g.releaseTarget(
                offset: 0, velocity: 3_000, projected: 1_500, anchor: anchor, maxItems: nil, physics: physics)
                == nil)
    }

    @Test func aMillionItemsAreOneRunAndExact() {
        let g = SceneGeometry(
            groups: [(count: 1_000_000, length: 56, cross: 480)], spacing: 1, insets: .init(leading: 0, trailing: 0),
            snap: .start, viewportLength: 600)
        #expect(g.runs.count == 1)
        #expect(g.itemCount == 1_000_000)
        #expect(g.start(of: 999_999) == 56_999_943)  // 999,999 × 57
        #expect(g.contentLength == 56_999_999)
        #expect(g.item(at: 56_999_943) == 999_999)
        #expect(g.item(at: 57 * 123_456 + 56.5) == 123_456)  // in the spacing after item 123,456
        #expect(g.nearestItem(toOffset: 57 * 500_000 + 28) == 500_000)
        #expect(g.nearestItem(toOffset: 57 * 500_000 + 29) == 500_001)
        #expect(g.visibleRange(offset: 57 * 700_000) == 700_000..<700_011)  // 600 / 57 → 11 items
    }
}
