import Motion
import PlaygroundCore

/// I, on the content: lines across the scrolling area where the snap rule's point of the
/// viewport will come to rest (`InspectorAlignment`: the centre on a centre-snapping strip, the
/// leading edge on a list), for the projected landing (orange) and the chosen target (green),
/// and, just outside its edge, a ruler of the whole scroll range with the visible part (grey)
/// and the same two as ticks. Colours: `InspectorPalette`. No text: the readout and legend are
/// in the docked panel (`MotionInspectorPanel`), so nothing here sits on the content's words.
struct MotionInspectorMarks {
    static let landingColor = InspectorPalette.landing
    static let targetColor = InspectorPalette.target

    var snapshot: InspectorSnapshot

    func draw(into list: inout DrawList) {
        drawContentMarks(snapshot, into: &list)
        drawRuler(snapshot, into: &list)
    }

    /// The offsets the lines mark, each at which the alignment's point is drawn: the landing's,
    /// and the target's item aligned (an item held at an end of the range keeps its line on the
    /// part the legend names). With no snapping the target is the landing: one mark.
    static func marks(_ s: InspectorSnapshot) -> [(offset: Double, color: Color)] {
        let target = s.targetItem?.alignedOffset ?? s.target
        if let landing = s.projectedLanding, let rest = s.target, abs(landing - rest) < 0.5 {
            return target.map { [($0, targetColor)] } ?? []
        }
        return [s.projectedLanding.map { ($0, landingColor) }, target.map { ($0, targetColor) }].compactMap { $0 }
    }

    private func drawContentMarks(_ s: InspectorSnapshot, into list: inout DrawList) {
        let vf = s.viewportFrame
        for (offset, color) in Self.marks(s) where offset.isFinite {
            let along = s.linePosition(at: offset)
            if s.axis == .vertical {
                guard along >= vf.minY + 1, along <= vf.maxY - 1 else { continue }
                list.line(Point(x: vf.minX, y: along), Point(x: vf.maxX, y: along), color, width: 2)
            } else {
                guard along >= vf.minX + 1, along <= vf.maxX - 1 else { continue }
                list.line(Point(x: along, y: vf.minY), Point(x: along, y: vf.maxY), color, width: 2)
            }
        }
    }

    /// The whole scroll range as a bar, the visible part as a box, landing and target as ticks.
    private func drawRuler(_ s: InspectorSnapshot, into list: inout DrawList) {
        let vf = s.viewportFrame
        let length = s.axis == .vertical ? vf.height : vf.width
        let lo = min(s.minOffset, s.offset)
        let hi = max(s.maxOffset + length, s.offset + length)
        let span = max(hi - lo, 1)
        // Thin, just outside the scrolling area (right of a list, under a strip), in the margin
        // every demo leaves there: it covers none of the content it measures.
        let bar =
            s.axis == .vertical
            ? Rect(x: vf.maxX + 3, y: vf.minY + 4, width: 4, height: max(0, vf.height - 8))
            : Rect(x: vf.minX + 4, y: vf.maxY + 3, width: max(0, vf.width - 8), height: 4)
        list.fill(bar, Color(0, 0, 0, 60), radius: 2)
        func along(_ value: Double) -> Double { clamp((value - lo) / span, 0...1) }
        let extent = max(1, s.axis == .vertical ? bar.height : bar.width)
        // A part of the range as a piece of the bar, at least 2 pt long, never past its end.
        func segment(_ a: Double, _ b: Double) -> Rect {
            let start = min(along(a), 1 - 2 / extent)
            let end = min(1, max(along(b), start + 2 / extent))
            if s.axis == .vertical {
                return Rect(
                    x: bar.minX, y: bar.minY + start * bar.height, width: bar.width,
                    height: (end - start) * bar.height)
            }
            return Rect(
                x: bar.minX + start * bar.width, y: bar.minY, width: (end - start) * bar.width,
                height: bar.height)
        }
        list.fill(segment(s.offset, s.offset + length), InspectorPalette.visibleRange, radius: 2)
        // Content positions, as the visible part is: a tick sits in that part where its line
        // crosses the content, and under it once the content rests there.
        let position = s.alignment.position
        for (offset, color) in Self.marks(s) where offset.isFinite {
            list.fill(segment(offset + position, offset + position), color)
        }
    }
}
