import RealModule
import Testing

@testable import Motion

@Suite struct SnappingTests {
    @Test func projectedLandingIsTheExactDecayIntegral() {
        #expect(
            isClose(
                Snapping.projectedLanding(position: 0, velocity: 1000), 499.5,
                relative: Tolerances.quotedProjection))
        #expect(Snapping.projectedLanding(position: 0, velocity: 1000) == -1000 / (1000 * Double.log(0.998)))
        let fastTravel = Snapping.projectedLanding(position: 100, velocity: -1000, rate: .fast) - 100
        #expect(isClose(fastTravel, -99.5, relative: Tolerances.quotedProjection))
    }

    @Test func nearestAnchorPicksTheClosestAndTheFirstOnATie() {
        let anchors = [0.0, 300, 600, 900]
        #expect(Snapping.nearestAnchor(to: 420, in: anchors) == 300)
        #expect(Snapping.nearestAnchor(to: 460, in: anchors) == 600)
        #expect(Snapping.nearestAnchor(to: 450, in: anchors) == 300)
        #expect(Snapping.nearestAnchor(to: -1e9, in: anchors) == 0)
        #expect(Snapping.nearestAnchor(to: 5, in: []) == nil)
        #expect(Snapping.nearestAnchor(to: 5, in: [.nan, 7]) == 7)
    }

    @Test func pagingGoesOnePageInTheFlickDirectionPastTheThreshold() {
        let bounds = 0.0...1200
        #expect(Snapping.pagingTarget(position: 310, velocity: 2000, pageSize: 300, bounds: bounds) == 600)
        #expect(
            Snapping.pagingTarget(position: 590, velocity: 20000, pageSize: 300, bounds: bounds) == 600,
            "never more than the next boundary")
        #expect(Snapping.pagingTarget(position: 590, velocity: -2000, pageSize: 300, bounds: bounds) == 300)
        #expect(Snapping.pagingTarget(position: 600, velocity: 500, pageSize: 300, bounds: bounds) == 900)
        #expect(Snapping.pagingTarget(position: 600, velocity: -500, pageSize: 300, bounds: bounds) == 300)
    }

    @Test func slowReleasesPageToTheNearestPage() {
        #expect(Snapping.pagingTarget(position: 440, velocity: 100, pageSize: 300, bounds: 0...1200) == 300)
        #expect(Snapping.pagingTarget(position: 460, velocity: -100, pageSize: 300, bounds: 0...1200) == 600)
    }

    @Test func pagingStaysInsideTheBoundsAndEndsOnAPartialLastPage() {
        #expect(Snapping.pagingTarget(position: 1150, velocity: 4000, pageSize: 300, bounds: 0...1100) == 1100)
        #expect(Snapping.pagingTarget(position: 10, velocity: -4000, pageSize: 300, bounds: 0...1100) == 0)
        #expect(Snapping.pagingTarget(position: 350, velocity: 4000, pageSize: 100, pageCount: 3) == 200)
        #expect(Snapping.pagingTarget(position: 350, velocity: 4000, pageSize: .nan, pageCount: 3) == 0)
    }

    @Test func settleSpringStartsWithTheReleaseVelocityAndEndsOnTheTarget() {
        let spring = Snapping.settle(from: 120, velocity: 2500, to: 900)
        #expect(spring.velocity(at: 0) == 2500)
        #expect(spring.position(at: spring.duration) == 900)
        #expect(spring.spring.dampingRatio == 1)
    }
}
