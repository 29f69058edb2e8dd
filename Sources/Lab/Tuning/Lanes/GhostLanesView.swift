import Demos
import Motion
import PlaygroundCore

/// Draws ghost lanes (`GhostLanes`): each ghost demo at full size and fully opaque, clipped to
/// its content viewport in its own lane, and a label line above every lane's content, the live
/// one's too, giving where each run came to rest and when. Nothing is drawn over live content.
struct GhostLanesView {
    struct Ghost {
        /// "A (pinned)", or the platform's name.
        var title: String
        var color: Color
        var lane: GhostLanes.Lane
        /// The ghost demo, laid out at the live demo's size; nil before the first gesture.
        var demo: (any Demo)?
        /// Its numbers once the gesture is done.
        var metrics: GestureMetrics?
        var moving: Bool
    }

    var lanes: GhostLanes
    var liveTitle: String
    var liveMetrics: GestureMetrics?
    var liveMoving: Bool
    var ghosts: [Ghost]
    /// Ghosts with no lane for want of room (`GhostLanes.hidden`).
    var hidden: Int

    static let labelSize = 11.0

    func draw(into list: inout DrawList) {
        for ghost in ghosts {
            let shown = ghost.lane.shown
            list.fill(shown, Theme.background)
            if let demo = ghost.demo {
                var content = DrawList()
                demo.draw(into: &content)
                // Marked as content: the lane shows the ghost's content viewport, and what of
                // the ghost lies outside it (its controls, its title) is clipped away on purpose.
                list.clipped(to: shown) { list in
                    list.layer(.content) { list in
                        list.transformed(.translate(ghost.lane.frame.minX, ghost.lane.frame.minY)) { list in
                            list.append(contentsOf: content)
                        }
                    }
                }
            } else {
                list.text(
                    "Flick to see it under \(ghost.title == "A (pinned)" ? "A" : ghost.title)",
                    in: Rect(x: shown.minX + 12, y: shown.midY - 10, width: max(1, shown.width - 24), height: 20),
                    size: 13, color: Theme.secondaryText, alignment: .center)
            }
            list.stroke(shown, ghost.color.withAlpha(0.9), width: 1.5, radius: 6)
            // Numbers only beside the ghost they are of: a lane that invites a flick names none,
            // whatever an earlier gesture left (its ghost dropped, a press held past the record).
            let summary = ghost.demo == nil ? "" : Self.summary(ghost.metrics, moving: ghost.moving)
            let zero = ghost.demo == nil ? nil : ghost.metrics?.tracker?.zeroLabel
            // Why its tracker read 0 where a rule made it, when the lane has the room.
            label(
                (zero.map { [ghost.title + " · " + $0 + summary] } ?? []) + [ghost.title + summary],
                in: ghost.lane.label,
                ghost.color, &list)
        }
        let liveSummary = Self.summary(liveMetrics, moving: liveMoving)
        let live = liveTitle + liveSummary
        let liveZero = liveMetrics?.tracker?.zeroLabel.map { liveTitle + " · " + $0 + liveSummary }
        // The platforms left out are named in the comparison table; here only how many, in the
        // longest wording that leaves the line readable in the live lane (at 640 pt the long one
        // took the label under 10 pt).
        let forms =
            hidden > 0
            ? [" · \(hidden) more need a wider window", " · \(hidden) more hidden", " · +\(hidden) hidden"].map {
                live + $0
            } : [live]
        label((hidden > 0 ? [] : liveZero.map { [$0] } ?? []) + forms, in: lanes.live.label, Theme.accentOnDark, &list)
    }

    /// ` · rest 1898.2 pt · still 2.59 · at rest 2.88 s`: where it rests, when it looks still
    /// (within 0.5 pt of its rest for good) and when it is at rest (under 1 pt/s), which for a
    /// slow spring can be seconds apart.
    static func summary(_ m: GestureMetrics?, moving: Bool) -> String {
        guard let m else { return moving ? " · moving" : "" }
        let rest = " · rest " + decimal(m.restOffset, digits: 1) + " pt · "
        guard let settle = m.settleMilliseconds, let settled = m.settledMilliseconds else {
            return rest + "still moving"
        }
        return rest + "still " + decimal(settled / 1000, digits: 2) + " · at rest " + decimal(settle / 1000, digits: 2)
            + " s"
    }

    /// The smallest size a label takes before a shorter wording of it is tried.
    static let readableSize = 10.0

    /// A label line: the first of `forms` (longest first) that fits its lane at a readable size,
    /// else the last; a step smaller where its lane is narrower than the text, never cut.
    private func label(_ forms: [String], in line: Rect, _ color: Color, _ list: inout DrawList) {
        let room = line.width - 10
        let text =
            forms.first {
                TextMetrics.estimatedWidth($0, size: Self.readableSize, weight: .bold) * (1 + TextFit.spare) <= room
            } ?? forms.last!
        let width = min(line.width, TextMetrics.estimatedWidth(text, size: Self.labelSize, weight: .bold) + 14)
        let box = Rect(x: line.minX, y: line.minY + 1, width: width, height: line.height - 3)
        list.fill(box, Color(28, 28, 30, 230), radius: 5)
        _ = list.fittedText(
            text, in: Rect(x: box.minX + 6, y: box.minY, width: max(1, box.width - 10), height: box.height),
            size: Self.labelSize, weight: .bold, color: color)
    }
}
