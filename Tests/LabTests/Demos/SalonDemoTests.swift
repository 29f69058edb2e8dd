import DemoTestSupport
import HarnessTestSupport
import Motion
import Testing

@testable import Demos
@testable import PlaygroundCore

/// The salon selector's states, animations, keys, wheel, clicks and resizes.
@Suite struct SalonDemoTests {
    let collapsed = CardState.collapsed.appearance
    let expanded = CardState.expanded.appearance
    let ease = Easing.easeInOut

    func blend(_ a: CardAppearance, _ b: CardAppearance, _ progress: Double) -> CardAppearance {
        a.interpolated(to: b, ease(progress))
    }

    func expectClose(_ a: CardAppearance?, _ b: CardAppearance, _ comment: Comment) {
        guard let a else {
            Issue.record("card not visible: \(comment)")
            return
        }
        for (x, y) in [
            (a.containerWidth, b.containerWidth), (a.containerHeight, b.containerHeight), (a.red, b.red),
            (a.green, b.green), (a.blue, b.blue), (a.separatorWidth, b.separatorWidth),
            (a.separatorHeight, b.separatorHeight), (a.interLabelPadding, b.interLabelPadding),
            (a.nameLeading, b.nameLeading), (a.addressLeading, b.addressLeading),
        ] {
            #expect(abs(x - y) < Tolerances.rounding, comment)
        }
    }

    @Test func theSeedsConstantsDefineBothCardStates() {
        #expect(
            collapsed
                == CardAppearance(
                    containerWidth: 250, containerHeight: 150, red: 170, green: 170, blue: 170,
                    separatorWidth: 0, separatorHeight: 0, interLabelPadding: 6,
                    nameLeading: 20, addressLeading: 60))
        #expect(
            expanded
                == CardAppearance(
                    containerWidth: 320, containerHeight: 200, red: 255, green: 255, blue: 255,
                    separatorWidth: 240, separatorHeight: 2, interLabelPadding: 56,
                    nameLeading: 40, addressLeading: 80))
        #expect(ScrollingState.idle.alpha == 1 && ScrollingState.idle.scale == 1)
        #expect(ScrollingState.scrolling(animateSelectionFrame: true).alpha == 0)
        #expect(ScrollingState.scrolling(animateSelectionFrame: true).scale == 1.5)
        #expect(ScrollingState.scrolling(animateSelectionFrame: false).alpha == 1)
        #expect(ScrollingState.scrolling(animateSelectionFrame: false).scale == 1.15)
        #expect(SalonEntity.all.count >= 12)
        #expect(SalonEntity.all.contains { $0.name == "上海静安店" && $0.address == "南京西路1266号" })
    }

    @Test func theFirstCardIsSelectedAndExpandedAtFrameZero() {
        let fresh = SalonDemo(context: DemoContext(viewport: SalonRig.viewport))
        #expect(fresh.expandedIndex == 0, "already in init")
        let rig = SalonRig(fresh)  // steps frame 0
        let demo = rig.demo
        #expect(demo.state["selected"] == .int(0))
        #expect(demo.state["expanded"] == .int(0))
        #expect(demo.state["phase"] == .string("idle"))
        #expect(demo.state["centered_error"] == .double(0))
        #expect(demo.state["offset_x"] == .double(-(784 - 320) / 2))
        #expect(demo.appearance(ofCard: 0) == expanded)
        #expect(demo.appearance(ofCard: 1) == collapsed)
        #expect(demo.viewfinderAlpha == 1 && demo.viewfinderScale == 1)
        #expect(demo.wake == .idle)
        #expect(demo.cardCentre(0).x == 784 / 2)
    }

    @Test func insetsLetBothEndsReachTheCentreAndSlotsNeverOverlap() {
        let demo = SalonDemo(context: DemoContext(viewport: SalonRig.viewport))
        let n = SalonEntity.all.count
        #expect(demo.scroll.minOffset(.horizontal) == demo.centredOffset(0))
        #expect(demo.scroll.maxOffset(.horizontal) == demo.centredOffset(n - 1))
        #expect(demo.cardCentre(1).x - demo.cardCentre(0).x == 330, "320 pt slots, 10 pt line spacing")
    }

    @Test func draggingCollapsesTheCardAndHidesTheViewfinderAlongEaseInOut() {
        var rig = SalonRig(hz: 100)
        let start: Int64 = 100_000
        // The move at 110 ms crosses UIKit's 10 pt slop: willBeginDragging → scrolling(true) then.
        rig.run(
            [press(Point(x: 500, y: rig.y), at: start), move(Point(x: 489, y: rig.y), at: 110_000)], until: 110_000)
        #expect(rig.demo.scrollingState == .scrolling(animateSelectionFrame: true))
        #expect(rig.demo.state["phase"] == .string("scrolling"))
        #expect(rig.demo.expandedIndex == nil)
        for elapsed: Int64 in [30_000, 50_000, 75_000, 120_000] {
            rig.frame(at: 110_000 + elapsed)
            let p = Double(elapsed) / 150_000
            expectClose(rig.demo.appearance(ofCard: 0), blend(expanded, collapsed, p), "collapse at \(elapsed) µs")
            #expect(abs(rig.demo.viewfinderAlpha - (1 - ease(p))) < Tolerances.sameFormula)
            #expect(abs(rig.demo.viewfinderScale - (1 + 0.5 * ease(p))) < Tolerances.sameFormula)
        }
        rig.frame(at: 260_000)
        #expect(rig.demo.appearance(ofCard: 0) == collapsed)
        #expect(rig.demo.viewfinderAlpha == 0 && rig.demo.viewfinderScale == 1.5)
        // The colour is the blend of UIColor.lightGray and white.
        rig = SalonRig(hz: 100)
        rig.run(
            [press(Point(x: 500, y: rig.y), at: start), move(Point(x: 489, y: rig.y), at: 110_000)], until: 185_000)
        let c = rig.demo.appearance(ofCard: 0)!.backgroundColor
        #expect(c == Color(213, 213, 213), "255 − 85·easeInOut(0.5) = 212.5 → 213")
    }

    @Test func atRestTheCentredCardExpandsAndTheViewfinderReturnsOver015s() {
        var rig = SalonRig(hz: 100)
        let flick = SalonRig.flick(from: 600, y: rig.y, velocity: -700, start: 100_000, sampleHz: 100)
        rig.run(flick.inputs, until: flick.release)
        var restTime: Int64?
        var selected = 0
        while restTime == nil && rig.time < 5_000_000 {
            rig.run(until: rig.time + 10_000)
            if rig.demo.scrollingState == .idle {
                restTime = rig.time
                selected = rig.demo.selectedIndex
            }
        }
        let rest = restTime!
        #expect(selected == 1)
        #expect(rig.demo.scroll.offset.x == rig.demo.centredOffset(1))
        for elapsed: Int64 in [0, 40_000, 100_000] {
            rig.frame(at: rest + elapsed)
            let p = Double(elapsed) / 150_000
            expectClose(rig.demo.appearance(ofCard: 1), blend(collapsed, expanded, p), "expand at \(elapsed) µs")
            #expect(abs(rig.demo.viewfinderAlpha - ease(p)) < Tolerances.sameFormula)
            #expect(abs(rig.demo.viewfinderScale - (1.5 - 0.5 * ease(p))) < Tolerances.sameFormula)
        }
        rig.frame(at: rest + 150_000)
        #expect(rig.demo.appearance(ofCard: 1) == expanded)
        #expect(rig.demo.appearance(ofCard: 0) == collapsed)
        #expect(rig.demo.wake == .idle)
    }

    @Test func anInterruptedAnimationContinuesFromItsCurrentValue() {
        var rig = SalonRig(hz: 100)
        // Drag starts at 110 ms (collapse), a short drag back is released still on card 0, so
        // the strip rests and card 0 expands again from wherever its collapse had got to.
        rig.run(
            [
                press(Point(x: 500, y: rig.y), at: 100_000), move(Point(x: 489, y: rig.y), at: 110_000),
                move(Point(x: 495, y: rig.y), at: 150_000),
            ], until: 160_000)
        let midway = rig.demo.appearance(ofCard: 0)!
        #expect(midway.containerWidth < 320 && midway.containerWidth > 250)
        rig.run([release(Point(x: 495, y: rig.y), at: 200_000)], until: 200_000)
        let atRelease = rig.demo.appearance(ofCard: 0)!
        var previous = atRelease.containerWidth
        var t: Int64 = 200_000
        while rig.demo.state["phase"] == .string("scrolling") || rig.demo.wake != .idle {
            t += 10_000
            rig.frame(at: t)
            let width = rig.demo.appearance(ofCard: 0)!.containerWidth
            #expect(abs(width - previous) < 20, "no jump at \(t)")
            previous = width
            if t > 3_000_000 { break }
        }
        #expect(rig.demo.appearance(ofCard: 0) == expanded)
        #expect(rig.demo.centeredError == 0)
    }

    @Test func clickingACardScrollsItToTheCentreWhileTheViewfinderPulses() {
        var rig = SalonRig(hz: 100)
        let card1 = rig.demo.cardCentre(1)
        #expect(card1.x < 784, "card 2 is on screen")
        let t: Int64 = 100_000
        rig.run([press(card1, at: t), release(card1, at: t)], until: t)
        #expect(rig.demo.scrollingState == .scrolling(animateSelectionFrame: false))
        #expect(rig.demo.state["selected"] == .int(1), "selected from the click")
        #expect(rig.demo.expandedIndex == 1)
        rig.frame(at: t + 50_000)
        let p = 50_000.0 / 150_000
        #expect(abs(rig.demo.viewfinderScale - (1 + 0.15 * ease(p))) < Tolerances.sameFormula)
        #expect(rig.demo.viewfinderAlpha == 1)
        expectClose(rig.demo.appearance(ofCard: 0), blend(expanded, collapsed, p), "the old card collapses over 0.15 s")
        expectClose(
            rig.demo.appearance(ofCard: 1), blend(collapsed, expanded, 50_000.0 / 300_000),
            "the clicked card expands over 0.3 s")
        let from = rig.demo.centredOffset(0)
        let to = rig.demo.centredOffset(1)
        #expect(
            abs(rig.demo.scroll.offset.x - (from + (to - from) * ease(50_000.0 / 300_000))) < Tolerances.rounding,
            "scrollToItem: 0.3 s ease-in-out")
        rig.frame(at: t + 200_000)
        #expect(rig.demo.viewfinderScale == 1.15 && rig.demo.viewfinderAlpha == 1)
        #expect(rig.demo.state["phase"] == .string("scrolling"))
        rig.frame(at: t + 300_000)  // arrival: rest
        #expect(rig.demo.state["phase"] == .string("idle"))
        #expect(rig.demo.centeredError == 0)
        #expect(rig.demo.appearance(ofCard: 1) == expanded)
        rig.frame(at: t + 375_000)
        #expect(abs(rig.demo.viewfinderScale - (1.15 - 0.15 * ease(0.5))) < Tolerances.sameFormula)
        rig.frame(at: t + 450_000)
        #expect(rig.demo.viewfinderScale == 1 && rig.demo.viewfinderAlpha == 1)
        #expect(rig.demo.wake == .idle)
        #expect(rig.demo.state["selected"] == .int(1) && rig.demo.state["expanded"] == .int(1))
    }

    @Test func clickingBetweenCardsOrOutsideTheStripSelectsNothing() {
        var rig = SalonRig(hz: 100)
        let gap = Point(x: rig.demo.cardCentre(0).x + 160 + 5, y: rig.y)  // beside card 1's collapsed container
        let outside = Point(x: 400, y: rig.demo.stripFrame.maxY + 30)
        rig.run(
            [
                press(gap, at: 10_000), release(gap, at: 20_000), press(outside, at: 30_000),
                release(outside, at: 40_000),
            ],
            until: 100_000)
        #expect(rig.demo.state["phase"] == .string("idle"))
        #expect(rig.demo.state["selected"] == .int(0))
        #expect(rig.demo.scroll.offset.x == rig.demo.centredOffset(0))
    }

    @Test func arrowKeysMoveOneCardAndHomeEndGoToTheEnds() {
        var rig = SalonRig(hz: 100)
        let last = SalonEntity.all.count - 1
        rig.run([key(.left, at: 10_000)], until: 20_000)
        #expect(rig.demo.state["phase"] == .string("idle"), "no card before the first")
        rig.run([key(.right, at: 30_000)], until: 30_000)
        #expect(rig.demo.scrollingState == .scrolling(animateSelectionFrame: false))
        rig.run([key(.right, at: 100_000)], until: 100_000)  // again before arriving: one further
        rig.settle()
        #expect(rig.demo.state["selected"] == .int(2) && rig.demo.centeredError == 0)
        #expect(rig.demo.expandedIndex == 2 && rig.demo.viewfinderScale == 1)
        rig.run([key(.left, at: rig.time + 10_000)], until: rig.time + 10_000)
        rig.settle()
        #expect(rig.demo.state["selected"] == .int(1) && rig.demo.centeredError == 0)
        rig.run([key(.end, at: rig.time + 10_000)], until: rig.time + 10_000)
        rig.settle()
        #expect(rig.demo.state["selected"] == .int(last) && rig.demo.centeredError == 0)
        rig.run([key(.right, at: rig.time + 10_000)], until: rig.time + 20_000)
        #expect(rig.demo.state["phase"] == .string("idle"), "no card after the last")
        rig.run([key(.home, at: rig.time + 10_000)], until: rig.time + 10_000)
        rig.settle()
        #expect(rig.demo.state["selected"] == .int(0) && rig.demo.centeredError == 0)
        #expect(rig.demo.expandedIndex == 0)
    }

    @Test(arguments: [
        (dx: 0.0, dy: -1.0, notches: 5, card: 5),  // a card per notch, 30 ms apart
        (dx: 0.0, dy: -1.0, notches: 2, card: 2),
        (dx: 1.0, dy: 0.0, notches: 12, card: 12),
        (dx: 1.0, dy: 0.0, notches: 13, card: 13),
        (dx: 0.3, dy: 0.0, notches: 20, card: 1),  // trackpad: 240 pt in precise deltas, nearer card 1 (330)
        (dx: 0.3, dy: 0.0, notches: 13, card: 0),  // 156 pt: back to card 0
    ])
    func wheelScrollsThenSnapsOnceQuiet(dx: Double, dy: Double, notches: Int, card: Int) {
        var rig = SalonRig(hz: 100)
        let inputs = (0..<notches).map { wheel(dx: dx, dy: dy, at: 100_000 + Int64($0) * 30_000) }
        let lastNotch = 100_000 + Int64(notches - 1) * 30_000
        rig.run(inputs, until: 100_000)
        #expect(rig.demo.state["phase"] == .string("scrolling"), "scrolling from the first notch")
        rig.run(until: lastNotch + 100_000)
        #expect(rig.demo.state["phase"] == .string("scrolling"), "still waiting for the wheel to go quiet")
        let fade = min(1, Double(rig.time - 100_000) / 150_000)
        #expect(
            abs(rig.demo.viewfinderAlpha - (1 - ease(fade))) < Tolerances.sameFormula,
            "fading out since the first notch")
        #expect(rig.demo.scroll.phase == .tracking || rig.demo.scroll.phase == .animating)
        rig.settle()
        #expect(rig.demo.state["selected"] == .int(card))
        #expect(rig.demo.centeredError == 0)
        #expect(rig.demo.state["phase"] == .string("idle"))
        #expect(rig.demo.expandedIndex == card)
    }

    @Test func theWheelAsksForAFrameWhenItGoesQuiet() {
        var rig = SalonRig(hz: 100)
        rig.run([wheel(dx: 0.25, at: 100_000)], until: 100_000)
        #expect(rig.demo.wake == .nextFrame, "the collapse animation runs")
        rig.run([wheel(dx: 0.25, at: 200_000)], until: 260_000)
        #expect(rig.demo.scroll.phase == .tracking)
        #expect(
            rig.demo.wake == .at(200_000 + ScrollView.wheelQuietInterval), "nothing moves until the wheel goes quiet")
        rig.run(until: 320_000)
        #expect(rig.demo.wake == .nextFrame, "then it snaps")
    }

    @Test func resizingAtRestKeepsTheSameCardCentredAndExpanded() {
        var rig = SalonRig(hz: 100)
        rig.demo.select(3, at: 0)
        rig.settle()
        for size in [Size(width: 1000, height: 700), Size(width: 500, height: 400), Size(width: 300, height: 500)] {
            let t = rig.time + 10_000
            rig.run([TimedInput(time: t, .viewportResized(size))], until: t)
            #expect(rig.demo.state["phase"] == .string("idle"), "a layout change is not a scroll")
            #expect(rig.demo.state["selected"] == .int(3))
            #expect(rig.demo.centeredError == 0)
            #expect(rig.demo.scroll.offset.x == -(size.width - 320) / 2 + 3 * 330)
            #expect(rig.demo.cardCentre(3).x == size.width / 2)
            #expect(rig.demo.appearance(ofCard: 3) == expanded)
            #expect(rig.demo.wake == .idle)
        }
    }

    @Test func resizingWhileScrollingStillEndsCentred() {
        for delay: Int64 in [40_000, 200_000, 900_000] {
            var rig = SalonRig()
            let flick = SalonRig.flick(from: 600, y: rig.y, velocity: -2000, start: 10_000)
            rig.run(flick.inputs, until: flick.release + delay)
            let t = rig.time + 1_000
            rig.run([TimedInput(time: t, .viewportResized(Size(width: 1100, height: 640)))], until: t)
            rig.settle()
            #expect(rig.demo.centeredError == 0, "resized \(delay) µs after release")
            #expect(rig.demo.state["phase"] == .string("idle"))
            #expect(rig.demo.cardCentre(rig.demo.selectedIndex).x == 550)
        }
        // While dragging, and during a click's scroll.
        var rig = SalonRig()
        rig.run(
            [
                press(Point(x: 600, y: rig.y), at: 10_000), move(Point(x: 500, y: rig.y), at: 30_000),
                TimedInput(time: 40_000, .viewportResized(Size(width: 640, height: 600))),
                move(Point(x: 420, y: rig.y), at: 50_000), release(Point(x: 420, y: rig.y), at: 60_000),
            ], until: 60_000)
        rig.settle()
        #expect(rig.demo.centeredError == 0 && rig.demo.state["phase"] == .string("idle"))
        rig.run(
            [
                key(.end, at: rig.time + 10_000),
                TimedInput(time: rig.time + 100_000, .viewportResized(Size(width: 900, height: 600))),
            ],
            until: rig.time + 100_000)
        rig.settle()
        #expect(rig.demo.state["selected"] == .int(SalonEntity.all.count - 1) && rig.demo.centeredError == 0)
    }

    @Test func cardsAreReusedAsTheStripScrolls() {
        var rig = SalonRig()
        rig.run([key(.end, at: 10_000)], until: 10_000)
        var maxAlive = 0
        while rig.demo.wake != .idle {
            rig.run(until: rig.time + 16_667)
            maxAlive = max(maxAlive, rig.demo.visibleCardIndices.count)
        }
        #expect(maxAlive <= 4, "784 pt shows at most 4 slots of 330 pt")
        #expect(rig.demo.cardsCreated <= 5)
        #expect(rig.demo.visibleCardIndices.contains(SalonEntity.all.count - 1))
    }

    @Test func theDrawListShowsTheCardsTheSeparatorAndTheViewfinder() {
        var rig = SalonRig()
        var list = DrawList()
        rig.demo.draw(into: &list)
        let first = SalonEntity.all[0]
        #expect(list.texts.contains { $0.string == first.name })
        #expect(list.texts.contains { $0.string == first.address })
        let card = Rect(center: Point(x: 392, y: rig.y), size: Size(width: 320, height: 200))
        #expect(list.commands.contains(.fillRect(card, cornerRadius: SalonCell.cornerRadius, color: .white)))
        let separators = list.commands.filter {
            if case .fillRect(let r, _, _) = $0 { r.width == 240 && r.height == 2 } else { false }
        }
        #expect(separators.count == 1, "only the expanded card shows its separator")
        let brackets = list.commands.filter {
            if case .line(_, _, let w, _) = $0 { w == Viewfinder.lineWidth } else { false }
        }
        #expect(brackets.count == 8, "four L-shaped corners")
        let frame = Rect(center: Point(x: 392, y: rig.y), size: Viewfinder.size)
        #expect(
            list.commands.contains(
                .line(
                    from: frame.origin, to: Point(x: frame.minX + Viewfinder.armLength, y: frame.minY),
                    width: Viewfinder.lineWidth, color: Viewfinder.color)))
        // While dragging (after the 0.15 s fade) the viewfinder is not drawn at all.
        rig.run(
            [press(Point(x: 500, y: rig.y), at: 10_000), move(Point(x: 450, y: rig.y), at: 20_000)], until: 200_000)
        list = DrawList()
        rig.demo.draw(into: &list)
        #expect(
            !list.commands.contains { if case .line(_, _, let w, _) = $0 { w == Viewfinder.lineWidth } else { false } })
    }

    @Test func theAppListsAndRunsTheSalonDemo() throws {
        #expect(DemoCatalog.ids.contains("salon"))
        var h = try AppHarness("salon", inputs: [key(.right, at: 0)])
        #expect(h.app.currentDemoID == "salon")
        #expect(h.state["phase"] == .string("scrolling"))
        h.frame(at: 400_000)
        #expect(h.state["selected"] == .int(1))
        #expect(h.state["phase"] == .string("idle"))
        #expect(h.app.currentDemo.inspector?.axis == .horizontal)
        #expect(h.app.currentDemo.hudLines.count >= 3)
    }
}
