import Testing

@testable import Motion

@Suite struct ScrollViewExtremeInputTests {
    private func expectSane(_ view: ScrollView, sourceLocation: SourceLocation = #_sourceLocation) {
        for axis in Axis.allCases {
            let value = view.offset[axis]
            #expect(!value.isNaN, sourceLocation: sourceLocation)
            #expect(view.allowedRange(axis).contains(value), "\(axis) \(value)", sourceLocation: sourceLocation)
            #expect(!view.velocity[axis].isNaN, sourceLocation: sourceLocation)
        }
    }

    @Test func hugeFlickVelocityStaysInRangeAndSettles() {
        var view = ScrollView(viewport: Size(width: 300, height: 500), contentSize: Size(width: 300, height: 2000))
        view.pointerPressed(at: Point(x: 10, y: 400), time: 0)
        view.pointerMoved(to: Point(x: 10, y: 390), time: 1_000)
        view.pointerMoved(to: Point(x: 10, y: 380), time: 2_000)
        // 1e7 pt/s in offset space.
        view.pointerReleased(at: Point(x: 10, y: 380 - 1e4), time: 3_000) { request in
            #expect(abs(request.velocity.y) <= 1e6)
        }
        var t: Int64 = 3_000
        while t < 20_000_000 {
            t += 16_667
            _ = view.step(to: t)
            expectSane(view)
        }
        #expect(view.offset.y == 1500)
        #expect(view.isSettled)
    }

    @Test func contentSmallerThanTheViewportHasASinglePointRange() {
        var view = ScrollView(viewport: Size(width: 300, height: 500), contentSize: Size(width: 100, height: 120))
        #expect(view.minOffset(.vertical) == 0 && view.maxOffset(.vertical) == 0)
        let release = view.flick(from: Point(x: 10, y: 400), pointerVelocity: Point(x: 0, y: -5000), startTime: 0)
        _ = view.step(to: release + 100_000)
        expectSane(view)
        _ = view.step(to: release + 5_000_000)
        #expect(view.offset == .zero)
    }

    @Test func zeroAndTinyGeometryNeverBreaks() {
        for size in [
            Size.zero, Size(width: 1e-9, height: 1e-9), Size(width: .nan, height: -5),
            Size(width: .infinity, height: 1e300),
        ] {
            var view = ScrollView(
                viewport: size, contentSize: size, insets: EdgeInsets(top: .nan, left: .infinity),
                axes: [.horizontal, .vertical])
            let release = view.flick(from: Point(x: 10, y: 10), pointerVelocity: Point(x: 3000, y: -3000), startTime: 0)
            view.wheel(dx: 0.5, dy: -0.5, time: release + 1_000)
            view.wheel(dx: 3, dy: 2, time: release + 2_000)
            for step in 1...200 {
                _ = view.step(to: release + Int64(step) * 20_000)
                expectSane(view)
            }
        }
    }

    @Test func nanAndInfinitePositionsAndBackwardTimesAreHarmless() {
        var view = ScrollView(viewport: Size(width: 300, height: 500), contentSize: Size(width: 300, height: 2000))
        view.pointerPressed(at: Point(x: .nan, y: .infinity), time: 1_000_000)
        view.pointerMoved(to: Point(x: 5, y: -.infinity), time: 1_010_000)
        expectSane(view)
        view.pointerMoved(to: Point(x: .nan, y: .nan), time: 500_000)  // earlier than the clock
        expectSane(view)
        #expect(view.time == 1_010_000)
        view.pointerReleased(at: Point(x: .infinity, y: .nan), time: .min)
        _ = view.step(to: .max)
        expectSane(view)
        _ = view.step(to: .min)
        expectSane(view)
        view.wheel(dx: .nan, dy: .infinity, time: .max)
        view.setContentOffset(Point(x: .nan, y: .infinity), duration: .nan, timing: .linear, time: .max)
        expectSane(view)
        view.settle(to: Point(x: -.infinity, y: .nan), time: .max)
        view.setContentOffset(Point(x: 1e300, y: -1e300), duration: 1e300, timing: .easeOutBack, time: .max)
        _ = view.step(to: .max)
        expectSane(view)
        view.resize(viewport: Size(width: .nan, height: .infinity), contentSize: .zero, insets: .zero, time: .max)
        expectSane(view)
    }

    @Test func randomAbuseNeverProducesNaNOrLeavesTheAllowedRange() {
        var random = TestRandom(seed: 7)
        let specials: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, 0, 1e-300]
        func value(_ scale: Double) -> Double {
            Int.random(in: 0..<8, using: &random) == 0
                ? specials.randomElement(using: &random)!
                : Double.random(in: -scale...scale, using: &random)
        }
        var view = ScrollView(
            viewport: Size(width: 320, height: 480), contentSize: Size(width: 900, height: 3000),
            axes: [.horizontal, .vertical])
        var t: Int64 = 0
        for _ in 0..<3000 {
            t += Int64.random(in: -5_000...30_000, using: &random)
            let p = Point(x: value(2000), y: value(2000))
            switch Int.random(in: 0..<9, using: &random) {
            case 0: view.pointerPressed(at: p, time: t)
            case 1, 2: view.pointerMoved(to: p, time: t)
            case 3:
                view.pointerReleased(at: p, time: t) { $0.targetContentOffset = Point(x: value(4000), y: value(4000)) }
            case 4: view.wheel(dx: value(3).rounded(), dy: value(3), time: t)
            case 5: view.setContentOffset(p, duration: value(1), timing: .easeInOutElastic, time: t)
            case 6: view.settle(to: p, time: t)
            case 7:
                view.resize(
                    viewport: Size(width: value(800), height: value(800)),
                    contentSize: Size(width: value(4000), height: value(4000)), insets: .zero, time: t)
            default: view.paging = Bool.random(using: &random) ? abs(value(500)) : nil
            }
            _ = view.step(to: t)
            expectSane(view)
        }
    }
}
