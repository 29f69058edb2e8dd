import Motion
import Testing

@testable import PlaygroundCore

@Suite struct DrawListDamageTests {
    func list(_ body: (inout DrawList) -> Void) -> DrawList {
        var l = DrawList()
        body(&l)
        return l
    }

    @Test func identicalListsHaveNoDamage() {
        let a = list {
            $0.fill(Rect(x: 0, y: 0, width: 10, height: 10), .black)
            $0.text("hi", in: Rect(x: 0, y: 20, width: 50, height: 20))
        }
        #expect(DrawListDamage.between(a, a) == .none)
    }

    @Test func aMovedRectDamagesWhereItWasAndWhereItIs() {
        let a = list {
            $0.fill(Rect(x: 10, y: 10, width: 20, height: 20), .black)
            $0.fill(Rect(x: 500, y: 500, width: 5, height: 5), .black)
        }
        let b = list {
            $0.fill(Rect(x: 40, y: 10, width: 20, height: 20), .black)
            $0.fill(Rect(x: 500, y: 500, width: 5, height: 5), .black)
        }
        guard case .region(let r) = DrawListDamage.between(a, b) else {
            Issue.record("expected a region")
            return
        }
        let f = DrawListDamage.fringe
        #expect(r == Rect(x: 10 - f, y: 10 - f, width: 50 + 2 * f, height: 20 + 2 * f))
    }

    @Test func stateAroundAnUnchangedCommandCounts() {
        let square = Rect(x: 100, y: 100, width: 10, height: 10)
        let faded = { (o: Double) in self.list { l in l.withOpacity(o) { $0.fill(square, .black) } } }
        #expect(DrawListDamage.between(faded(0.3), faded(0.6)) != .none)
        let moved = { (dx: Double) in self.list { l in l.transformed(.translate(dx, 0)) { $0.fill(square, .black) } } }
        guard case .region(let r) = DrawListDamage.between(moved(1), moved(50)) else {
            Issue.record("expected a region")
            return
        }
        #expect(r.minX <= 101 && r.maxX >= 160)
        // A clip that changes what shows of a command damages too, but only inside the clips.
        let clipped = { (w: Double) in
            self.list { l in
                l.clipped(to: Rect(x: 0, y: 0, width: w, height: 300)) {
                    $0.fill(Rect(x: 0, y: 0, width: 400, height: 10), .black)
                }
            }
        }
        guard case .region(let c) = DrawListDamage.between(clipped(100), clipped(200)) else {
            Issue.record("expected a region")
            return
        }
        #expect(c.maxX <= 200.0001)
    }

    /// Lists are compared drawing command by drawing command: pushes and pops that leave the
    /// state as it was, and layer markers, change nothing; a command that only moved damages its
    /// two places and nothing else, however the lists around it are nested.
    @Test func onlyTheStateACommandIsDrawnUnderCountsNotHowItGotThere() {
        let square = Rect(x: 100, y: 100, width: 10, height: 10)
        let plain = list {
            $0.fill(square, .black)
            $0.text("hi", in: Rect(x: 0, y: 200, width: 50, height: 20))
        }
        let nested = list { l in
            l.append(.pushTransform(.identity))
            l.append(.pushOpacity(1))
            l.layer(.content) { $0.fill(square, .black) }
            l.append(.popOpacity)
            l.append(.pushClip(Rect(x: -1000, y: -1000, width: 5000, height: 5000)))
            l.append(.popClip)
            l.append(.popTransform)
            l.text("hi", in: Rect(x: 0, y: 200, width: 50, height: 20))
        }
        #expect(DrawListDamage.between(plain, nested) == .none)
        let movedText = list { l in
            l.transformed(.translate(0, 0.5)) { $0.fill(square, .black) }
            l.text("hi", in: Rect(x: 0, y: 200, width: 50, height: 20))
        }
        guard let rects = DrawListDamage.regions(.init(plain), .init(movedText)) else {
            Issue.record("expected regions")
            return
        }
        let f = DrawListDamage.fringe
        #expect(rects == [Rect(x: 100 - f, y: 100 - f, width: 10 + 2 * f, height: 10.5 + 2 * f)])
    }

    @Test func aDifferentNumberOfCommandsRepaintsEverything() {
        let a = list { $0.fill(.zero, .black) }
        let b = list {
            $0.fill(.zero, .black)
            $0.fill(.zero, .black)
        }
        #expect(DrawListDamage.between(a, b) == .everything)
    }

    @Test func untruncatedTextDamagesPastItsFrame() {
        let a = list {
            $0.append(
                .text(
                    TextRun(
                        "a long label that overflows", in: Rect(x: 0, y: 0, width: 20, height: 20), truncates: false)))
        }
        let b = list {
            $0.append(
                .text(
                    TextRun(
                        "another long label overflowing", in: Rect(x: 0, y: 0, width: 20, height: 20), truncates: false)
                ))
        }
        guard case .region(let r) = DrawListDamage.between(a, b) else {
            Issue.record("expected a region")
            return
        }
        #expect(r.maxX > 100)
    }
}
