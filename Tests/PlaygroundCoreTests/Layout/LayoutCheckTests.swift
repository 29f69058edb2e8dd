import Motion
import Testing

@testable import LayoutTestSupport
@testable import PlaygroundCore

/// The checker itself, on small hand-made draw lists: each rule fires on the fault it names
/// and stays quiet on the same list laid out properly.
@Suite struct LayoutCheckTests {
    let window = Size(width: 400, height: 300)

    func problems(_ build: (inout DrawList) -> Void) -> [LayoutProblem] {
        var list = DrawList()
        build(&list)
        return LayoutCheck(window: window).problems(in: list)
    }

    @Test func overlappingTextRunsAreReportedAndStackedLinesAreNot() {
        let clash = problems { list in
            list.text("Eased scrolling", in: Rect(x: 20, y: 14, width: 200, height: 24), size: 20)
            list.text("phase idle", in: Rect(x: 30, y: 20, width: 100, height: 18), size: 12)
        }
        #expect(clash.map(\.rule) == [.textOverlap])
        #expect(clash.first?.message.contains("Eased scrolling") == true)
        let stacked = problems { list in
            list.text("Eased scrolling", in: Rect(x: 20, y: 14, width: 200, height: 24), size: 20)
            list.text("phase idle", in: Rect(x: 20, y: 38, width: 100, height: 18), size: 12)
        }
        #expect(stacked.isEmpty)
    }

    @Test func inkIsTheEstimatedStringNotTheWholeFrame() {
        // Two short labels in wide frames on one row: their frames overlap, their ink does not.
        let list = problems { list in
            list.text("ab", in: Rect(x: 0, y: 0, width: 300, height: 20), size: 12)
            list.text("cd", in: Rect(x: 100, y: 0, width: 300, height: 20), size: 12, alignment: .trailing)
        }
        #expect(list.isEmpty)
        // A truncated string never reaches past its frame.
        let long = TextRun(String(repeating: "w", count: 100), in: Rect(x: 10, y: 0, width: 50, height: 20))
        let ink = LayoutScan.ink(of: long)
        #expect(ink.minX == 10 && ink.width == 50)
    }

    @Test func textAndControlsOutsideTheWindowOrCutByAClipAreReported() {
        let outside = problems { list in
            list.text("far away", in: Rect(x: 380, y: 10, width: 100, height: 20), size: 12)
            Button("Below", frame: Rect(x: 10, y: 290, width: 80, height: 24)).draw(into: &list)
        }
        #expect(outside.map(\.rule) == [.outsideWindow, .outsideWindow])
        let cut = problems { list in
            list.clipped(to: Rect(x: 0, y: 0, width: 100, height: 100)) { list in
                list.text("half", in: Rect(x: 10, y: 90, width: 60, height: 20), size: 12)
                Button("Edge", frame: Rect(x: 60, y: 10, width: 80, height: 24)).draw(into: &list)
            }
        }
        #expect(Set(cut.map(\.rule)) == [.cutOff])
        #expect(cut.count == 2)
    }

    @Test func scrollingContentMayBeClippedByItsViewport() {
        let rows = problems { list in
            list.layer(.content) { list in
                list.clipped(to: Rect(x: 0, y: 50, width: 200, height: 100)) { list in
                    for i in 0..<6 {
                        list.text("row \(i)", in: Rect(x: 10, y: 30 + Double(i) * 30, width: 100, height: 30), size: 14)
                    }
                }
            }
        }
        #expect(rows.isEmpty)
    }

    @Test func overlappingControlsAndLabelsOnControlsAreReported() {
        let found = problems { list in
            list.layer(.demo) { list in
                Button("One", frame: Rect(x: 10, y: 10, width: 80, height: 24)).draw(into: &list)
                Button("Two", frame: Rect(x: 60, y: 20, width: 80, height: 24)).draw(into: &list)
                list.text("label", in: Rect(x: 10, y: 100, width: 60, height: 18), size: 12)
                Button("Three", frame: Rect(x: 30, y: 98, width: 80, height: 24)).draw(into: &list)
            }
        }
        #expect(found.contains { $0.rule == .controlOverlap && $0.message.contains("\"One\"") })
        #expect(found.contains { $0.rule == .controlOverlap && $0.message.contains("\"label\"") })
    }

    @Test func overlaysMustLeaveTitlesControlsAndContentAloneButMarksMayLieOnContent() {
        func demo(_ list: inout DrawList) {
            list.layer(.demo) { list in
                list.layer(.title) { list in
                    list.text("Title", in: Rect(x: 20, y: 10, width: 100, height: 24), size: 20)
                }
                Button("Go", frame: Rect(x: 300, y: 10, width: 60, height: 24)).draw(into: &list)
                list.layer(.content) { list in list.fill(Rect(x: 20, y: 60, width: 200, height: 200), .white) }
            }
        }
        let covered = problems { list in
            demo(&list)
            list.layer(.overlay("HUD")) { list in list.fill(Rect(x: 280, y: 0, width: 120, height: 100), .black) }
            list.fill(Rect(x: 0, y: 0, width: 60, height: 30), .black)  // drawn with no layer: still an overlay
        }
        #expect(covered.contains { $0.message.hasPrefix("HUD covers the demo's control \"Go\"") })
        #expect(covered.contains { $0.message.hasPrefix("an unnamed overlay covers the demo's title \"Title\"") })
        let marks = problems { list in
            demo(&list)
            list.layer(.overlay("inspector")) { list in
                list.layer(.annotation("inspector marks")) { list in
                    list.line(Point(x: 20, y: 100), Point(x: 220, y: 100), .black, width: 2)
                }
                list.fill(Rect(x: 240, y: 100, width: 150, height: 100), .black)  // beside the content
            }
            list.layer(.modal("help")) { list in list.fill(Rect(x: 0, y: 0, width: 400, height: 300), .black) }
        }
        #expect(marks.isEmpty)
        let markOnTitle = problems { list in
            demo(&list)
            list.layer(.annotation("marks")) { list in list.line(Point(x: 0, y: 20), Point(x: 200, y: 20), .black) }
        }
        #expect(markOnTitle.map(\.rule) == [.overlayCovers])
    }

    @Test func aRunWiderThanItsFrameIsCutByTheEllipsis() {
        // "♥ 12.3w" at 11 pt is estimated at 3.48 em, about 38 pt: wider than 30 pt, narrower than 60.
        let label = "♥ 12.3w"
        let needed = TextMetrics.estimatedWidth(label, size: 11)
        #expect(needed > 30 && needed < 60)
        let cut = problems { list in
            list.text(label, in: Rect(x: 20, y: 20, width: 30, height: 18), size: 11)
        }
        #expect(cut.map(\.rule) == [.cutOff])
        #expect(cut.first?.message.contains("needs \(decimal(needed, digits: 1)) pt") == true)
        #expect(cut.first?.message.contains("ellipsis") == true)
        // With room, or when the run never truncates (it is then judged by its ink), nothing.
        let roomy = problems { list in
            list.text(label, in: Rect(x: 20, y: 20, width: 60, height: 18), size: 11)
            list.append(
                .text(TextRun(label, in: Rect(x: 20, y: 60, width: 30, height: 18), size: 11, truncates: false)))
        }
        #expect(roomy.isEmpty)
        // Within the estimate's tolerance (1 pt) is not a cut.
        let close = problems { list in
            list.text(label, in: Rect(x: 20, y: 20, width: needed - 0.5, height: 18), size: 11)
        }
        #expect(close.isEmpty)
        // A run inside help (modal) or a control is judged too.
        let modal = problems { list in
            list.layer(.modal("help")) { list in
                list.text(label, in: Rect(x: 20, y: 20, width: 30, height: 18), size: 11)
            }
        }
        #expect(modal.map(\.rule) == [.cutOff])
    }

    @Test func invisibleThingsDoNotCount() {
        let found = problems { list in
            list.text("A", in: Rect(x: 20, y: 10, width: 100, height: 24), size: 20)
            list.withOpacity(0.01) { list in list.text("B", in: Rect(x: 20, y: 10, width: 100, height: 24), size: 20) }
            list.text("C", in: Rect(x: 20, y: 10, width: 100, height: 24), size: 20, color: .clear)
            list.clipped(to: Rect(x: 300, y: 300, width: 10, height: 10)) { list in
                list.layer(.content) { list in list.text("D", in: Rect(x: 20, y: 10, width: 100, height: 24)) }
            }
        }
        #expect(found.isEmpty)
    }

    @Test func markersPaintNothingAndLeaveTheDigestAlone() {
        var plain = DrawList()
        var marked = DrawList()
        plain.fill(Rect(x: 0, y: 0, width: 10, height: 10), .black)
        marked.layer(.demo) { list in
            list.layer(.control) { list in list.fill(Rect(x: 0, y: 0, width: 10, height: 10), .black) }
        }
        var a = StateDigest()
        var b = StateDigest()
        a.combine(plain)
        b.combine(marked)
        #expect(a == b)
        #expect(DrawListDamage.between(plain, marked) == .none)
    }
}

/// The plot rule: text on a curve's ink or under a handle, and a control under a handle.
extension LayoutCheckTests {
    /// A curve from (20, 200) rising to (220, 40), in short segments as plots draw it.
    func curve(into list: inout DrawList) {
        list.layer(.plot) { list in
            for i in 0..<20 {
                let a = Point(x: 20 + Double(i) * 10, y: 200 - Double(i) * 8)
                list.line(a, Point(x: a.x + 10, y: a.y - 8), Theme.accent, width: 2)
            }
        }
    }

    @Test func textOnACurveIsReportedAndTextBesideItIsNot() {
        let on = problems { list in
            curve(into: &list)
            list.text("easeInOutCubic", in: Rect(x: 100, y: 130, width: 90, height: 16), size: 11, weight: .bold)
        }
        #expect(on.map(\.rule) == [.onPlot])
        #expect(on.first?.message.contains("lies on a plot's curve") == true)
        let beside = problems { list in
            curve(into: &list)
            list.text("easeInOutCubic", in: Rect(x: 20, y: 40, width: 90, height: 16), size: 11, weight: .bold)
        }
        #expect(beside.isEmpty)
    }

    @Test func aHandleOnTextOrOnAControlIsReported() {
        let handle = Rect(x: 300, y: 20, width: 12, height: 12)
        let covered = problems { list in
            list.layer(.marker) { list in list.fill(handle, .white, radius: 6) }
            Button("Copy", frame: Rect(x: 290, y: 16, width: 46, height: 18)).draw(into: &list, size: 10)
            list.text("easeInSine", in: Rect(x: 296, y: 60, width: 80, height: 16), size: 11)
            list.layer(.marker) { list in list.fill(Rect(x: 300, y: 62, width: 9, height: 9), .white) }
        }
        // Copy's control and its title, and the name under the dot.
        #expect(covered.map(\.rule) == [.onPlot, .onPlot, .onPlot])
        #expect(covered.contains { $0.message.contains("control \"Copy\" is under a plot's handle") })
        #expect(covered.contains { $0.message.contains("text \"easeInSine\"") })
        let clear = problems { list in
            list.layer(.marker) { list in list.fill(handle.offsetBy(dx: 0, dy: 100), .white, radius: 6) }
            Button("Copy", frame: Rect(x: 290, y: 16, width: 46, height: 18)).draw(into: &list, size: 10)
        }
        #expect(clear.isEmpty)
    }
}
