import Testing

@testable import Motion

/// Flicks snapped through willEndDragging, and paging: each ends exactly on an anchor, and the
/// glide starts with exactly the release velocity.
@Suite struct ScrollViewSnappingTests {
    static let anchors: [Double] = stride(from: 0.0, through: 4600, by: 230).map { $0 }

    private struct Flick {
        var start: Point
        var velocity: Double
        var moves: Int
        var startOffset: Double
    }

    private func randomFlick(_ random: inout TestRandom) -> Flick {
        Flick(
            start: Point(x: 100, y: Double.random(in: 100...700, using: &random)),
            velocity: Double.random(in: -6000...6000, using: &random),
            moves: Int.random(in: 2...10, using: &random),
            startOffset: Double.random(in: -50...4650, using: &random))
    }

    /// Runs one flick; returns (velocity given to willEndDragging, velocity right after release,
    /// final offset, whether it settled).
    private func perform(
        _ flick: Flick, on view: inout ScrollView, at start: Int64,
        adjust: (inout DragRelease) -> Void
    ) -> (Double, Double, Double, Bool) {
        view.setContentOffset(Point(x: 0, y: flick.startOffset))
        var released = 0.0
        var t = start
        var p = flick.start
        view.pointerPressed(at: p, time: t)
        // Always a drag: the first move clears the slop in the flick's direction.
        t += 8_000
        p.y -= flick.velocity < 0 ? -10 : 10
        view.pointerMoved(to: p, time: t)
        for _ in 0..<flick.moves {
            t += 8_000
            p.y -= flick.velocity * 0.008
            view.pointerMoved(to: p, time: t)
        }
        view.pointerReleased(at: p, time: t) { request in
            released = request.velocity.y
            adjust(&request)
        }
        let after = view.velocity.y
        _ = view.step(to: t + 40_000)
        _ = view.step(to: t + 8_000_000)
        return (released, after, view.offset.y, view.isSettled)
    }

    @Test func tenThousandSnappedFlicksEndExactlyOnAnAnchorWithNoVelocityJump() {
        var random = TestRandom(seed: 2024)
        var view = ScrollView(viewport: Size(width: 400, height: 800), contentSize: Size(width: 400, height: 5400))
        var time: Int64 = 0
        for i in 0..<10_000 {
            let flick = randomFlick(&random)
            let (released, after, final, settled) = perform(flick, on: &view, at: time) { request in
                request.targetContentOffset.y = Snapping.nearestAnchor(
                    to: request.projectedLanding.y, in: Self.anchors)!
            }
            time += 10_000_000
            #expect(settled, "flick \(i)")
            #expect(Self.anchors.contains(final), "flick \(i) ended at \(final)")
            #expect(abs(after - released) <= Tolerances.velocityKept * max(1, abs(released)), "flick \(i)")
        }
    }

    @Test func tenThousandPagedFlicksEndExactlyOnAPage() {
        var random = TestRandom(seed: 99)
        var view = ScrollView(viewport: Size(width: 400, height: 800), contentSize: Size(width: 400, height: 5000))
        view.paging = 800
        let pages: Set<Double> = [0, 800, 1600, 2400, 3200, 4000, 4200]
        var time: Int64 = 0
        for i in 0..<10_000 {
            let flick = randomFlick(&random)
            var proposed = Double.nan
            let (released, after, final, settled) = perform(flick, on: &view, at: time) { request in
                proposed = request.targetContentOffset.y
            }
            time += 10_000_000
            #expect(settled, "flick \(i)")
            #expect(pages.contains(final), "flick \(i) ended at \(final)")
            #expect(final == proposed, "flick \(i)")
            #expect(abs(after - released) <= Tolerances.velocityKept * max(1, abs(released)), "flick \(i)")
        }
    }

    @Test func pagingMovesOnePageForAFastFlickAndStaysForASlowOne() {
        var view = ScrollView(viewport: Size(width: 400, height: 800), contentSize: Size(width: 400, height: 4000))
        view.paging = 800
        view.setContentOffset(Point(x: 0, y: 800))
        let fast = view.flick(from: Point(x: 100, y: 600), pointerVelocity: Point(x: 0, y: -8000), startTime: 0)
        _ = view.step(to: fast + 5_000_000)
        #expect(view.offset.y == 1600)
        let slow = view.flick(
            from: Point(x: 100, y: 600), pointerVelocity: Point(x: 0, y: -200),
            startTime: fast + 6_000_000)
        _ = view.step(to: slow + 5_000_000)
        #expect(view.offset.y == 1600)
    }
}
