import Motion
import PlaygroundCore

/// What the app draws: the left column with its docked panels, the demo, the tuning panel and
/// help, each in its layer so the layout checker knows which part is which.
extension PlaygroundApp {
    /// The left column as drawn now: the list's style, where each demo's entry is, the docked
    /// panels' frames. It never depends on the host, so clicks hit what was drawn.
    public var layout: AppLayout {
        let panels = dockedPanels(host: HostInfo())
        return AppLayout(
            window: windowSize, demoCount: slots.count,
            panelHeights: panels.map { $0.height(forWidth: AppLayout.panelWidth) },
            panelGrowth: panels.map { $0.growth(forWidth: AppLayout.panelWidth) },
            tuningPanelWidth: tuning.panel.isOpen ? tuningPanelFrame.width : nil,
            railForLanes: tuning.panel.isOpen && railForLanes)
    }

    /// The open panels that stay while you work, top to bottom in the column.
    func dockedPanels(host: HostInfo) -> [any DockedPanel] {
        var panels: [any DockedPanel] = []
        if showsHUD {
            panels.append(
                HUD(
                    host: host, frameTimes: frameTimes.elements, idle: wake != .nextFrame, slowMotion: slowMotion,
                    demoLines: slots[currentIndex].demo.hudLines,
                    gesture: tuning.liveTrace == nil ? tuning.lastGesture?.live.metrics : nil))
        }
        if showsInspector {
            let slot = slots[currentIndex]
            panels.append(
                MotionInspectorPanel(
                    snapshot: slot.demo.inspector, history: inspectorHistory.elements,
                    now: slot.time))
            if let traces = tuning.traces, traces.b.samples.count > 1 {
                panels.append(GestureTracePanel(b: traces.b, a: traces.a))
            }
        }
        return panels
    }

    // MARK: - Drawing

    /// The whole window: the left column (list, docked panels, footer), the demo, help.
    public func draw(into list: inout DrawList, host: HostInfo = HostInfo()) {
        let layout = self.layout
        let area = demoArea  // left of the tuning panel when it is open
        let sidebar = Sidebar(
            infos: slots.map { $0.demo.info }, selected: currentIndex, layout: layout,
            slowMotion: slowMotion, recording: host.recording, banner: host.banner,
            tuning: tuning.panel.isOpen)
        list.layer(.chrome) { list in
            list.fill(Rect(origin: .zero, size: windowSize), Theme.background)
            sidebar.draw(into: &list)
        }
        if let device = settings.device {
            list.layer(.chrome) { list in DeviceBezelView(device: device, area: area).draw(into: &list) }
        }
        // The stage: the device's screen in its own points, scaled into the demo area, or the
        // window's points when there is no device.
        list.clippedIfGiven(to: deviceScreen) { list in
            list.transformed(stageToWindow) { list in
                // The live demo in its lane when there are ghost lanes, else in the whole area.
                let live = liveFrame
                list.clipped(to: live) { list in
                    list.transformed(.translate(live.minX, live.minY)) { list in
                        list.layer(.demo) { list in slots[currentIndex].demo.draw(into: &list) }
                        list.layer(.annotation("scroll indicator")) { list in drawLiveIndicator(into: &list) }
                        if ghostOverlay {
                            // O: every ghost over the live content, translucent, as onion skinning.
                            list.layer(.annotation("ghost overlay")) { list in drawGhost(into: &list, inPlace: true) }
                        } else if !settings.ghostLanes {
                            // Recordings from before lanes: the ghost marks the content being compared.
                            list.layer(.annotation("A/B ghost")) { list in drawGhost(into: &list) }
                        }
                        if showsInspector, let snapshot = slots[currentIndex].demo.inspector {
                            list.layer(.annotation("motion inspector marks")) { list in
                                MotionInspectorMarks(snapshot: snapshot).draw(into: &list)
                            }
                        }
                    }
                }
                if let lanes {
                    list.clipped(to: stageArea(railForLanes: railForLanes)) { list in
                        list.layer(.annotation("ghost lanes")) { list in drawLanes(lanes, into: &list) }
                        list.layer(.annotation("scroll indicator")) { list in drawLaneIndicators(into: &list) }
                    }
                }
            }
        }
        for (panel, frame) in zip(dockedPanels(host: host), layout.dock) {
            list.layer(.overlay(panel.name)) { list in panel.draw(into: &list, frame: frame) }
        }
        if tuning.panel.isOpen {
            list.layer(.overlay("tuning panel")) { list in drawTuningPanel(into: &list) }
        }
        if layout.listStyle == .rail, host.banner != nil {
            list.layer(.overlay("message")) { list in sidebar.drawRailMessage(into: &list) }
        }
        if showsHelp {
            list.layer(.modal("help")) { list in
                HelpOverlay(demo: currentInfo, window: windowSize, page: helpPage).draw(into: &list)
            }
        }
    }
}
