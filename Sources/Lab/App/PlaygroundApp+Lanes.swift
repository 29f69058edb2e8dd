import Motion
import PlaygroundCore

/// Ghost lanes: while the shown demo has ghosts to show (A pinned and differing, or platforms
/// ticked on a demo that scrolls), the live demo is laid out in its own lane and every ghost in
/// one beside it at the same size (`GhostLanes`), re-laid out whenever the demo's area, the
/// ghosts or the demo change. Off for recordings made before lanes (`SessionSettings.ghostLanes`).
extension PlaygroundApp {
    /// One ghost a lane is kept for.
    enum LaneGhost: Hashable, Sendable {
        case pinned
        case platform(ScrollPlatform)
    }

    /// Where the live demo is laid out, stage points (window points without a device): its lane
    /// while there are ghost lanes, else the whole demo area or device screen.
    public var liveFrame: Rect { lanes?.live.frame ?? stageArea(railForLanes: railForLanes) }

    /// The ghosts the shown demo has now: A when it differs from what is in force, then one per
    /// ticked platform when its physics can be chosen (ticking a chip no longer drops A's lane).
    var laneGhosts: [LaneGhost] {
        let id = currentDemoID
        let pinned: [LaneGhost] = tuning.pinnedDiffers(for: id) ? [.pinned] : []
        let ghosts = pinned + (tuning.hasScrollPhysics(demoID: id) ? tuning.platformGhosts.map { .platform($0) } : [])
        // The demo's snapshot is built last, and only for a ghost to show: every frame asks.
        guard !ghosts.isEmpty, slots[currentIndex].demo.inspector != nil else { return [] }
        return ghosts
    }

    /// Makes the lanes again when what they depend on changed. The number of lanes never
    /// changes while the live demo holds the pointer: a drag keeps the lane it started in.
    ///
    /// With the tuning panel open, where the whole column leaves a ghost no lane and the rail
    /// would give it one, the column collapses to the rail while the lanes last
    /// (`railForLanes`): the easing list at 1024 × 720 keeps its A lane.
    mutating func relayoutLanes() {
        guard settings.ghostLanes, !ghostOverlay else {
            clearLanes()
            return
        }
        var count = laneGhosts.count
        if pointerCapturedByDemo { count = lanes.map { $0.ghosts.count + $0.hidden } ?? 0 }
        // Without a ghost no snapshot is built (most frames of a session with none).
        guard count > 0, let snapshot = slots[currentIndex].demo.inspector else {
            clearLanes()
            return
        }
        // Asked for with the whole column: the rail is this request's answer, not part of it.
        let columnArea = stageArea(railForLanes: false)
        let request = GhostLanes.Request(
            area: columnArea, axis: snapshot.axis, ghostCount: count, demoID: currentDemoID)
        guard request != lanesMadeFor else { return }
        // A copy of the live demo, told a size, says where its content would be.
        let demo = slots[currentIndex].demo
        let time = slots[currentIndex].time
        let next = slots[currentIndex].frameIndex + 1
        func laneLayout(in area: Rect) -> GhostLanes {
            GhostLanes(area: area, axis: snapshot.axis, ghostCount: count) { size in
                var probe = demo
                probe.step(Frame(index: next, time: time), inputs: [TimedInput(time: time, .viewportResized(size))])
                return probe.inspector?.viewportFrame ?? Rect(origin: .zero, size: size)
            }
        }
        var made = laneLayout(in: columnArea)
        railForLanes = false
        let railArea = stageArea(railForLanes: true)
        if made.hidden > 0, tuning.panel.isOpen, railArea != columnArea {
            let railed = laneLayout(in: railArea)
            if railed.ghosts.count > made.ghosts.count {
                made = railed
                railForLanes = true
            }
        }
        lanes = made
        lanesMadeFor = request
    }

    private mutating func clearLanes() {
        lanes = nil
        lanesMadeFor = nil
        railForLanes = false
    }

    /// After an input: the lanes made again if needed, and the resize the live demo must hear
    /// when its lane changed size.
    mutating func fitLiveToLanes() -> Input? {
        guard settings.ghostLanes else { return nil }
        relayoutLanes()
        let size = liveFrame.size
        guard slots[currentIndex].viewport != size else { return nil }
        slots[currentIndex].viewport = size
        return .viewportResized(size)
    }

    /// Each ghost lane's content as drawn now, in lane order: the ghost, its lane, and the
    /// demo shown in it (nil before the first gesture). For tests and the layout check.
    var laneContents: [(ghost: LaneGhost, lane: GhostLanes.Lane, demo: (any Demo)?)] {
        guard let lanes else { return [] }
        let ghosts = laneGhosts
        let runs = tuning.platformRuns.filter { $0.run.demo.info.id == currentDemoID }
        return zip(ghosts, lanes.ghosts).map { ghost, lane in
            switch ghost {
            case .pinned:
                let run = tuning.ghost.flatMap { $0.demo.info.id == currentDemoID ? $0 : nil }
                return (ghost, lane, run?.demo)
            case .platform(let platform):
                return (ghost, lane, runs.first { $0.platform == platform }?.run.demo)
            }
        }
    }

    /// The lanes: each ghost at full size in its lane, every lane labelled above its content.
    func drawLanes(_ lanes: GhostLanes, into list: inout DrawList) {
        let inFlight = tuning.liveTrace != nil
        let contents = laneContents
        let last = inFlight ? nil : tuning.lastGesture
        let platforms = tuning.platformRuns.filter { $0.run.demo.info.id == currentDemoID }
        let ghosts: [GhostLanesView.Ghost] = contents.map { entry in
            switch entry.ghost {
            case .pinned:
                return GhostLanesView.Ghost(
                    title: "A (pinned)", color: TuningPanelView.ghostColor, lane: entry.lane, demo: entry.demo,
                    metrics: last?.pinned?.metrics, moving: tuning.ghost?.isMoving ?? false)
            case .platform(let platform):
                return GhostLanesView.Ghost(
                    title: platform.title, color: PlatformGhostsView.color(platform), lane: entry.lane,
                    demo: entry.demo, metrics: last?.platforms.first { $0.platform == platform }?.metrics,
                    moving: platforms.first { $0.platform == platform }?.run.isMoving ?? false)
            }
        }
        GhostLanesView(
            lanes: lanes, liveTitle: laneGhosts.first == .pinned ? "B live" : "Live",
            liveMetrics: last?.live.metrics, liveMoving: inFlight, ghosts: ghosts, hidden: lanes.hidden
        ).draw(into: &list)
    }
}
