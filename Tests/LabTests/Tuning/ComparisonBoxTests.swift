import HarnessTestSupport
import Motion
import Testing

@testable import Lab
@testable import PlaygroundCore

/// Issue 41: the tuning panel's comparison box is as tall as what it holds. At 640 × 480 a fixed
/// 138 pt box left three parameter rows beside a hint of a few lines and empty space under it.
/// Read from the draw list as a person reads the window: the rows whose titles are drawn, and the
/// box (the panel's rounded grey fill, 8 pt in from its sides) with the lines drawn in it.
@Suite struct ComparisonBoxTests {
    static let small = Size(width: 640, height: 480)

    /// The comparison box as drawn: the panel's fill 8 pt in from both its sides.
    static func box(_ list: DrawList, panel: Rect) -> Rect? {
        for command in list.commands {
            guard case .fillRect(let rect, let radius, _) = command, radius == 8,
                abs(rect.minX - (panel.minX + 8)) < 0.01, abs(rect.width - (panel.width - 16)) < 0.01
            else { continue }
            return rect
        }
        return nil
    }

    /// The text runs drawn inside `box`.
    static func lines(_ list: DrawList, in box: Rect) -> [TextRun] {
        list.texts.filter { box.contains(Point(x: $0.frame.midX, y: $0.frame.midY)) }
    }

    /// The titles of the salon's parameter rows the panel draws (its rows shown, whole).
    static func rowTitles(_ list: DrawList, panel: Rect, demoID: String = "salon") -> [String] {
        let titles = Set(
            ParameterCatalog.builtIn.parameters(ofDemo: demoID).map { TuningRow.parameter($0).title })
        return list.texts.filter { panel.contains(Point(x: $0.frame.midX, y: $0.frame.midY)) }.map(\.string)
            .filter(titles.contains)
    }

    /// The box holds its lines, all of them, and no empty band under the last.
    static func expectSnug(_ h: AppHarness, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let list = h.drawn(host: LayoutProbe.host)
        let panel = h.app.tuningPanelFrame
        guard let box = box(list, panel: panel) else {
            Issue.record("\(what): no comparison box drawn", sourceLocation: sourceLocation)
            return
        }
        // Every line that starts in the box ends in it.
        let below = list.texts.filter {
            $0.frame.minY >= box.minY && $0.frame.minX >= box.minX && $0.frame.minX < box.maxX
        }
        for run in below {
            #expect(
                run.frame.maxY <= box.maxY + 0.5, "\(what): \"\(run.string)\" runs out of the box",
                sourceLocation: sourceLocation)
        }
        let bottom = lines(list, in: box).map(\.frame.maxY).max() ?? box.minY
        #expect(
            box.maxY - bottom <= 8, "\(what): \(box.maxY - bottom) pt empty under the box's last line",
            sourceLocation: sourceLocation)
        #expect(
            LayoutProbe.allProblems(h.app).isEmpty, "\(what): \(LayoutProbe.allProblems(h.app))",
            sourceLocation: sourceLocation)
    }

    @Test func theHintLeavesItsRoomToTheRowsAt640x480() throws {
        var h = try AppHarness("salon", viewport: Self.small)
        h.press("t")
        let list = h.drawn()
        let panel = h.app.tuningPanelFrame
        let box = try #require(Self.box(list, panel: panel))
        // Three rows beside a 138 pt box before; the hint's two lines leave room for five.
        #expect(Self.rowTitles(list, panel: panel).count >= 5, "\(Self.rowTitles(list, panel: panel))")
        #expect(box.height <= 50, "\(box)")
        Self.expectSnug(h, "640 × 480, the hint")
    }

    /// Each thing the box shows, at the three sizes: the hint, A pinned with no gesture yet, a
    /// flick's table under A and B, and the table of ticked platforms.
    @Test func theBoxFitsWhatItHoldsAtEverySize() throws {
        for size in LayoutProbe.sizes {
            var h = try AppHarness("salon", viewport: size)
            h.press("t")
            Self.expectSnug(h, "\(size) hint")
            h.press("g")
            Self.expectSnug(h, "\(size) A pinned")
            h.press(.down)
            h.press(.down)
            for _ in 0..<8 { h.press(.left) }
            h.flick(at: h.liveContentCentre, velocity: -2500)
            Self.expectSnug(h, "\(size) A and B")
            let list = h.drawn()
            let box = try #require(Self.box(list, panel: h.app.tuningPanelFrame))
            let texts = Self.lines(list, in: box).map(\.string)
            #expect(texts.contains("deceleration_rate") && texts.contains("rest offset"), "\(size): \(texts)")
            let chips = h.app.tuning.panel.layout(frame: h.app.tuningPanelFrame, rowCount: 0)
            for i in [1, 2] {
                let chip = chips.platformChip(i)
                h.run(
                    [
                        press(Point(x: chip.midX, y: chip.midY), at: h.time + 1_000),
                        release(Point(x: chip.midX, y: chip.midY), at: h.time + 2_000),
                    ], until: h.time + h.dt)
            }
            h.flick(at: h.liveContentCentre, velocity: -2500)
            Self.expectSnug(h, "\(size) platforms")
        }
    }

    /// A box that grows under the selected row (A pinned, a flick's numbers in) keeps that row
    /// in view: the rows' band shrank, the selection did not scroll out of it.
    @Test func theSelectedRowStaysShownWhenTheBoxGrows() throws {
        var h = try AppHarness("salon", viewport: Self.small)
        h.press("t")
        let before = Self.rowTitles(h.drawn(), panel: h.app.tuningPanelFrame)
        for _ in 0..<(before.count - 1) { h.press(.down) }
        let selected = try #require(before.last)
        h.press(.left)  // the first change pins A: the box adds its header line
        #expect(h.app.tuning.pinned != nil)
        #expect(Self.rowTitles(h.drawn(), panel: h.app.tuningPanelFrame).contains(selected))
        h.flick(at: h.liveContentCentre, velocity: -2500)
        #expect(Self.rowTitles(h.drawn(), panel: h.app.tuningPanelFrame).contains(selected))
    }
}
