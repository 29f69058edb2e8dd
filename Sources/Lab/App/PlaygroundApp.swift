import Demos
import Motion
import PlaygroundCore
import Scenes

/// The whole session: the panel of demos, the overlays (help, HUD, motion inspector) and slow
/// motion. The host feeds it frames and input facts and draws what it returns; replay files
/// feed it the same facts, so a recorded session reproduces every frame.
public struct PlaygroundApp: Sendable {
    /// The five demos' ids (a session adds its scenes': `SessionSettings.demoIDs`).
    public static var demoIDs: [String] { DemoCatalog.ids }

    /// Slow motion shows the demo's time at this rate (Flutter Gallery's timeDilation, inverted).
    public static let slowMotionRate = 0.25

    public let settings: SessionSettings
    public private(set) var windowSize: Size
    var slots: [DemoSlot]
    public private(set) var currentIndex: Int
    public private(set) var showsHelp = false
    /// Help's page (← → while it is up), where the window is too small for it on one.
    public private(set) var helpPage = 0
    public private(set) var showsHUD = false
    public private(set) var showsInspector = false
    /// O: the ghosts drawn over the live content, translucent (onion skin), instead of in lanes
    /// beside it; the live demo keeps the whole area.
    public private(set) var ghostOverlay = false
    public private(set) var slowMotion = false
    public private(set) var quitRequested = false
    public private(set) var lastFrame = Frame(index: -1, time: 0)
    /// Frame-to-frame times (µs) of the last 120 frames that followed a frame asking for the
    /// next one, for the HUD graph. The gap after a frame that let the host sleep (nothing
    /// moved, or a timer) is a wait, not a slow frame, and is left out.
    public private(set) var frameTimes = RingBuffer<Int64>(capacity: 120)
    /// The last frame asked for the next one at once (`wake == .nextFrame`).
    private var nextFrameWasDue = false
    var inspectorHistory = RingBuffer<InspectorSample>(capacity: 480)
    /// Parameters changed live, the tuning panel, A/B ghosts (PlaygroundApp+Tuning.swift).
    public package(set) var tuning: TuningSession
    var pointerCapturedByPanel = false
    /// The pointer is over the docked tuning panel: the wheel scrolls its rows.
    var pointerOverPanel = false
    /// Text a demo asked to copy, for the host to put on the clipboard.
    var pendingCopy: String?
    /// Save to scene asked for this frame, for the host to write (`takeSceneSave`).
    var pendingSave: SceneSave?
    var pointerCapturedByDemo = false
    private var pointerInDemo = false
    private var panelClick = ClickDetector()
    /// The session time of the input being routed (the tuning panel stamps its changes with it).
    var inputTime: Int64 = 0
    /// The session time of the first press routed to the demo since its last step: a gesture
    /// it starts is timed on the recording's clock (`GestureRecord.pressTime`).
    private var routedPressTime: Int64?
    /// Several fingers down made into one gesture (the last to lift leads).
    private var pointerFocus = PointerFocus()
    /// A demo chosen by a key or a click, switched to once the inputs before it are delivered.
    private var requestedDemo: Int?
    /// The demo's area split for its ghosts (PlaygroundApp+Lanes.swift); nil while there are none.
    var lanes: GhostLanes?
    /// What `lanes` was made for, so it is made again only when that changes.
    var lanesMadeFor: GhostLanes.Request?
    /// The tuning panel is open and the whole column would leave a ghost no lane: the column is
    /// a rail while the lanes last (PlaygroundApp+Lanes.swift).
    var railForLanes = false
    /// When the live demo's scroll indicator shows (PlaygroundApp+Indicators.swift).
    var liveIndicator = ScrollIndicatorFade()
    /// The same for each ghost lane's demo.
    var ghostIndicators: [LaneGhost: ScrollIndicatorFade] = [:]

    public init(settings: SessionSettings) throws(SessionError) {
        let ids = settings.demoIDs
        guard let index = ids.firstIndex(of: settings.demoID) else {
            throw .unknownDemo(settings.demoID, known: ids)
        }
        if let twice = ids.first(where: { id in ids.filter { $0 == id }.count > 1 }) { throw .duplicateID(twice) }
        let v = settings.viewport
        guard v.width.isFinite, v.height.isFinite, (320...16384).contains(v.width), (240...16384).contains(v.height)
        else {
            throw .invalidViewport(v)
        }
        self.settings = settings
        windowSize = v
        tuning = TuningSession(values: settings.parameters)
        let context = DemoContext(
            viewport: settings.device?.size ?? Self.demoArea(in: v).size, seed: settings.seed,
            parameters: settings.parameters)
        slots = DemoCatalog.all.map { DemoSlot(demo: $0.init(context: context), viewport: context.viewport) }
        slots += settings.scenes.map {
            DemoSlot(demo: SceneDemo(scene: $0, context: context), viewport: context.viewport)
        }
        currentIndex = index
    }

    // MARK: - Queries

    public var currentDemoID: String { slots[currentIndex].demo.info.id }
    public var currentDemo: any Demo { slots[currentIndex].demo }
    public var currentInfo: DemoInfo { slots[currentIndex].demo.info }
    public var demoState: StateValue { slots[currentIndex].demo.state }

    /// The demo's area in window points: everything right of the column (and left of the tuning
    /// panel when it is open: it is docked, never drawn over the demo). Where the panel would
    /// leave the demo less than `AppLayout.usableDemoWidth`, the column is a rail and the area
    /// starts at the rail, above the status bar (`AppLayout`).
    public var demoArea: Rect { demoArea(railForLanes: railForLanes) }

    /// The demo's area with the column collapsed to the rail for ghost lanes or not: the tuning
    /// panel closed never collapses it.
    func demoArea(railForLanes: Bool) -> Rect {
        let open = tuning.panel.isOpen
        guard open else { return AppLayout.demoArea(in: windowSize, tuningOpen: false) }
        let rail = railForLanes || AppLayout.collapses(window: windowSize, tuningOpen: true)
        let area = AppLayout.demoArea(in: windowSize, rail: rail)
        let panel = TuningPanel.width(in: windowSize, sidebar: area.minX)
        return Rect(x: area.minX, y: area.minY, width: max(1, area.width - panel), height: area.height)
    }

    static func demoArea(in window: Size) -> Rect { AppLayout.demoArea(in: window) }

    /// The digest of what decides the picture: app mode, the demo's state and its draw list.
    public func digest() -> StateDigest {
        var d = StateDigest()
        d.combine(currentDemoID)
        d.combine(byte: slowMotion ? 1 : 0)
        d.combine(demoState)
        var list = DrawList()
        slots[currentIndex].demo.draw(into: &list)
        d.combine(list)
        combineLiveParameters(into: &d)
        return d
    }

    /// When the host should run the next frame, in session time.
    public var wake: Wake {
        let slot = slots[currentIndex]
        if tuning.wantsFrames { return .nextFrame }
        if indicatorsFading { return .nextFrame }
        switch slot.demo.wake {
        case .nextFrame: return .nextFrame
        case .idle: return .idle
        case .at(let demoTime):
            let rate = slowMotion ? Self.slowMotionRate : 1
            let wait = Double(max(0, demoTime - slot.time)) / rate
            return .at(lastFrame.time + Int64(wait.rounded(.up)))
        }
    }

    // MARK: - Stepping

    public mutating func step(_ frame: Frame, inputs: [TimedInput]) {
        let previous = lastFrame.index < 0 ? frame.time : min(lastFrame.time, frame.time)
        if lastFrame.index >= 0, nextFrameWasDue { frameTimes.append(frame.time - lastFrame.time) }
        // Demo time advances only while the demo is shown, at 1/4 speed in slow motion. `base`
        // maps session time to the shown demo's time; it is re-based where a key switches the
        // demo or the rate, so the rest of the frame continues from that instant.
        var base = ClockBase(slot: currentIndex, start: slots[currentIndex].time, from: previous)
        var pending: [TimedInput] = []
        tuning.beginFrame()
        // A save no host took (a replay never writes files) is not kept past its frame.
        pendingSave = nil
        for timed in inputs {
            let t = min(max(timed.time, base.from), frame.time)
            let demoTime = base.start + dilate(t - base.from)
            let wasSlow = slowMotion
            if case .parameterChanged(let name, let value) = timed.input {
                // What came before the change in this frame happened under the old values.
                if !pending.isEmpty { stepSlot(base.slot, to: demoTime, inputs: pending) }
                pending = []
                applyParameter(name, value)
                // A differing A opens the ghost's lane, an equal one closes it.
                if let resize = fitLiveToLanes() { pending.append(TimedInput(time: demoTime, resize)) }
                continue
            }
            if case .sceneReloaded(let id, let source) = timed.input {
                if !pending.isEmpty { stepSlot(base.slot, to: demoTime, inputs: pending) }
                pending = []
                reloadScene(id, source: source)
                continue
            }
            if case .sceneReadFailed(let id, let problem) = timed.input {
                if !pending.isEmpty { stepSlot(base.slot, to: demoTime, inputs: pending) }
                pending = []
                sceneReadFailed(id, problem: problem)
                continue
            }
            inputTime = t
            guard let focused = pointerFocus.route(timed.input) else { continue }
            if let routed = route(focused) {
                pending.append(TimedInput(time: demoTime, routed))
                if case .pointerPressed = routed, routedPressTime == nil { routedPressTime = t }
            }
            if let resize = fitLiveToLanes() { pending.append(TimedInput(time: demoTime, resize)) }
            if let next = requestedDemo {
                // The old demo first gets what came before the switch, then loses the pointer.
                requestedDemo = nil
                stepSlot(base.slot, to: demoTime, inputs: pending)
                pending = []
                select(next)
                base = ClockBase(slot: currentIndex, start: slots[currentIndex].time, from: t)
            } else if slowMotion != wasSlow {
                base = ClockBase(slot: base.slot, start: demoTime, from: t)
            }
        }
        let end = base.start + dilate(frame.time - base.from)
        // Ghosts ticked or pinned outside an input (a test, a re-run) still get their lanes.
        if let resize = fitLiveToLanes() { pending.append(TimedInput(time: end, resize)) }
        stepSlot(base.slot, to: end, inputs: pending)
        collectDemoRequests(at: frame.time)
        if showsInspector, let snapshot = slots[currentIndex].demo.inspector {
            inspectorHistory.append(
                InspectorSample(
                    time: slots[currentIndex].time, offset: snapshot.offset,
                    velocity: snapshot.velocity))
        }
        observeIndicators()
        tuning.followComparison(demoID: currentDemoID, frame: tuningPanelFrame)
        lastFrame = frame
        nextFrameWasDue = wake == .nextFrame
    }

    /// Session time `from` corresponds to demo time `start` in demo `slot`.
    private struct ClockBase {
        var slot: Int
        var start: Int64
        var from: Int64
    }

    private mutating func stepSlot(_ index: Int, to time: Int64, inputs: [TimedInput]) {
        let t = max(time, slots[index].time)
        let since = slots[index].time
        slots[index].frameIndex += 1
        slots[index].time = t
        let frame = Frame(index: slots[index].frameIndex, time: t)
        if index == currentIndex {
            tuning.willStep(slots[index].demo, since: since, frame: frame, inputs: inputs, pressedAt: routedPressTime)
            routedPressTime = nil
        }
        slots[index].demo.step(frame, inputs: inputs)
        if index == currentIndex {
            tuning.didStep(slots[index].demo, frame: frame)
            if lanes != nil {
                tuning.fitRestingGhosts(to: slots[index].demo, size: slots[index].viewport, frame: frame)
            }
        }
    }

    private func dilate(_ realMicros: Int64) -> Int64 {
        slowMotion ? Int64((Double(realMicros) * Self.slowMotionRate).rounded()) : realMicros
    }

    /// Handles app-wide facts and returns what the current demo should see, in its coordinates.
    private mutating func route(_ input: Input) -> Input? {
        switch input {
        case .viewportResized(let size):
            windowSize = Size(width: max(1, size.width), height: max(1, size.height))
            return resizedDemo()
        case .keyPressed(let key, let modifiers):
            let docked = demoArea.size
            // While help is up, it owns the keyboard: no key reaches the demo behind it.
            let used = showsHelp ? handleKey(key, modifiers) : tuningKey(key, modifiers) || handleKey(key, modifiers)
            // T opened or closed the docked panel: the demo's area changed size.
            if demoArea.size != docked || liveFrame.size != slots[currentIndex].viewport { return resizedDemo() }
            return used || showsHelp ? nil : input
        case .keyReleased:
            return input
        case .pointerPressed(let p, let button, let pointer):
            if !showsHelp, tuningPanelPressed(at: p) {
                return liveFrame.size != slots[currentIndex].viewport ? resizedDemo() : nil
            }
            if onLiveDemo(p) && !showsHelp {
                pointerCapturedByDemo = true
                return .pointerPressed(toDemo(p), button: button, pointer: pointer)
            }
            panelClick.press(at: p)
            return nil
        case .pointerMoved(let p, let pointer):
            pointerOverPanel = tuning.panel.isOpen && tuningPanelFrame.contains(p)
            if tuningPanelMoved(to: p) { return nil }
            let inside = onLiveDemo(p)
            if pointerCapturedByDemo || inside {
                pointerInDemo = inside
                return .pointerMoved(toDemo(p), pointer: pointer)
            }
            if pointerInDemo {
                pointerInDemo = false
                return .pointerExited
            }
            return nil
        case .pointerReleased(let p, let button, let pointer):
            if tuningPanelReleased() { return nil }
            if pointerCapturedByDemo {
                pointerCapturedByDemo = false
                return .pointerReleased(toDemo(p), button: button, pointer: pointer)
            }
            let docked = demoArea.size
            if panelClick.release(at: p) != nil { handlePanelClick(at: p) }
            if showsHelp { showsHelp = false }
            return demoArea.size != docked || liveFrame.size != slots[currentIndex].viewport ? resizedDemo() : nil
        case .pointerExited:
            pointerInDemo = false
            return .pointerExited
        case .wheelScrolled(_, let dy):
            return showsHelp || tuningPanelWheel(dy) ? nil : input
        case .focusChanged(let focused):
            if !focused {
                // No release will come while the window is unfocused: stop forwarding to the demo.
                pointerCapturedByDemo = false
                pointerInDemo = false
                _ = tuningPanelReleased()
            }
            return input
        case .parameterChanged, .sceneReloaded, .sceneReadFailed:
            return nil  // applied in `step`, never routed
        }
    }

    /// Window points to the live demo's: its lane when there are ghost lanes, in the device's
    /// points when there is a device.
    private func toDemo(_ p: Point) -> Point {
        let frame = liveFrame
        let stage = toStage(p)
        return Point(x: stage.x - frame.minX, y: stage.y - frame.minY)
    }

    /// App-wide keys (DESIGN.md "Keys"); returns true when the key was the app's.
    private mutating func handleKey(_ key: Key, _ modifiers: Modifiers) -> Bool {
        let plain = modifiers.subtracting(.shift).isEmpty
        switch key.rawValue {
        case "escape":
            // Esc closes the topmost overlay: help, the demo's own, the tuning panel, the
            // inspector, the HUD. With none open it does nothing: a stray Esc never quits.
            if showsHelp {
                showsHelp = false
                return true
            }
            if slots[currentIndex].demo.hasOverlay { return false }
            if tuning.panel.isOpen {
                tuning.togglePanel()
            } else if showsInspector {
                showsInspector = false
            } else if showsHUD {
                showsHUD = false
            }
            return true
        case "q" where plain || modifiers == .ctrl:
            quitRequested = true
            return true
        case "f1":
            showsHelp.toggle()
            helpPage = 0
            return true
        case "slash" where modifiers.contains(.shift):
            showsHelp.toggle()
            helpPage = 0
            return true
        case "right" where showsHelp, "pagedown" where showsHelp, "space" where showsHelp:
            helpPage = min(helpPage + 1, HelpOverlay(demo: currentInfo, window: windowSize).pages.count - 1)
            return true
        case "left" where showsHelp, "pageup" where showsHelp:
            helpPage = max(0, helpPage - 1)
            return true
        case "h" where plain:
            showsHUD.toggle()
            return true
        case "s" where plain:
            slowMotion.toggle()
            return true
        case "t" where plain:
            tuning.togglePanel()
            return true
        case "g" where plain:
            if modifiers.contains(.shift) { tuning.unpin() } else { tuning.pin() }
            return true
        case "o" where plain && !modifiers.contains(.shift):
            ghostOverlay.toggle()
            return true
        case "i" where plain:
            showsInspector.toggle()
            inspectorHistory.removeAll()
            return true
        case "tab":
            let n = slots.count
            requestedDemo = modifiers.contains(.shift) ? (currentIndex + n - 1) % n : (currentIndex + 1) % n
            return true
        default:
            if plain, !modifiers.contains(.shift), key.rawValue.count == 1, let digit = Int(key.rawValue),
                (1...9).contains(digit)
            {
                if digit <= slots.count, digit - 1 != currentIndex { requestedDemo = digit - 1 }
                return true
            }
            return false
        }
    }

    private mutating func handlePanelClick(at p: Point) {
        let rows = layout.rows
        for index in slots.indices where rows[index].contains(p) && index != currentIndex {
            requestedDemo = index
        }
        if layout.tuneButton.contains(p) { tuning.togglePanel() }
    }

    private mutating func select(_ index: Int) {
        guard index != currentIndex, slots.indices.contains(index) else { return }
        // The demo being hidden loses the pointer and the keyboard: a drag in progress (Tab
        // pressed mid-drag) is cancelled, never left pressed until the demo is shown again.
        let old = currentIndex
        let t = slots[old].time
        stepSlot(old, to: t, inputs: [TimedInput(time: t, .pointerExited), TimedInput(time: t, .focusChanged(false))])
        pointerCapturedByDemo = false
        pointerInDemo = false
        inspectorHistory.removeAll()
        liveIndicator = ScrollIndicatorFade()
        ghostIndicators = [:]
        tuning.demoSwitched()
        currentIndex = index
        relayoutLanes()
        let size = liveFrame.size
        if slots[index].viewport != size {
            // The demo missed resizes while hidden: tell it before its next frame.
            slots[index].viewport = size
            let t = slots[index].time
            stepSlot(index, to: t, inputs: [TimedInput(time: t, .viewportResized(size))])
        }
    }
}
