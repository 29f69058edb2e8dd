import Motion
import PlaygroundCore

/// Scroll indicators (`ScrollIndicator`): one over the live demo's scrolling viewport and one
/// in each ghost lane, shown while that content moves and faded out after it rests
/// (`ScrollIndicatorFade`). The app draws them in annotation layers from the demos' inspector
/// snapshots, never into a demo's draw list, so no recording's digest changes.
extension PlaygroundApp {
    /// The fades take the frame's snapshots, on the shown demo's clock (slow motion slows them).
    mutating func observeIndicators() {
        let now = slots[currentIndex].time
        liveIndicator.observe(slots[currentIndex].demo.inspector, at: now)
        var ghosts: [LaneGhost: ScrollIndicatorFade] = [:]
        for entry in laneContents {
            var fade = ghostIndicators[entry.ghost] ?? ScrollIndicatorFade()
            fade.observe(entry.demo?.inspector, at: now)
            ghosts[entry.ghost] = fade
        }
        ghostIndicators = ghosts
    }

    /// Some indicator is fading out: the host keeps running frames until it is gone.
    var indicatorsFading: Bool {
        let now = slots[currentIndex].time
        return liveIndicator.isFading(at: now) || ghostIndicators.values.contains { $0.isFading(at: now) }
    }

    /// The live demo's indicator as drawn now, demo coordinates; nil when hidden.
    public var liveIndicatorShown: (bar: ScrollIndicator, opacity: Double)? {
        let opacity = liveIndicator.opacity(at: slots[currentIndex].time)
        guard opacity > 0, let snapshot = slots[currentIndex].demo.inspector, let bar = ScrollIndicator(snapshot)
        else { return nil }
        return (bar, opacity)
    }

    /// In the live demo's coordinates.
    func drawLiveIndicator(into list: inout DrawList) {
        guard let shown = liveIndicatorShown else { return }
        shown.bar.draw(into: &list, opacity: shown.opacity)
    }

    /// Each ghost lane's indicator, window coordinates, clipped to the lane's content.
    func drawLaneIndicators(into list: inout DrawList) {
        let now = slots[currentIndex].time
        for entry in laneContents {
            let opacity = ghostIndicators[entry.ghost]?.opacity(at: now) ?? 0
            guard opacity > 0, let snapshot = entry.demo?.inspector, let bar = ScrollIndicator(snapshot) else {
                continue
            }
            list.clipped(to: entry.lane.shown) { list in
                list.transformed(.translate(entry.lane.frame.minX, entry.lane.frame.minY)) { list in
                    bar.draw(into: &list, opacity: opacity)
                }
            }
        }
    }
}
