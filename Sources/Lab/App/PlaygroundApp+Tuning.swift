import Demos
import Motion
import PlaygroundCore
import Scenes

/// The tuning lab's part of the app: the docked panel's input and drawing, live parameter
/// changes, the ghost and the inspector's gesture plot. The state is `TuningSession`.
extension PlaygroundApp {
    /// The docked tuning panel, at the window's right edge.
    package var tuningPanelFrame: Rect {
        let rail = railForLanes || AppLayout.collapses(window: windowSize, tuningOpen: true)
        let width = TuningPanel.width(in: windowSize, sidebar: rail ? AppLayout.railWidth : AppLayout.columnWidth)
        return Rect(x: windowSize.width - width, y: 0, width: width, height: windowSize.height)
    }

    /// The changes the panel made this frame, as `parameter_changed` facts. A live host records
    /// them and hands them back at the start of the next frame; that fact, not the panel,
    /// changes the demo, so a recording replays the same.
    public mutating func takeEmittedInputs() -> [TimedInput] { tuning.takeEmitted() }

    /// Text a demo asked to put on the clipboard (the curve editor's Copy), once. Not a fact: a
    /// replay never touches the clipboard.
    public mutating func takeClipboardText() -> String? {
        defer { pendingCopy = nil }
        return pendingCopy
    }

    /// Save to scene (the panel's button, Ctrl+S), once: the scene's file text with the values in
    /// force written in, for the host to check against the file and write. Not a fact: a replay
    /// never writes files; the host hands the written text back as a `scene_reloaded` fact,
    /// which is what a recording keeps.
    public mutating func takeSceneSave() -> SceneSave? {
        defer { pendingSave = nil }
        return pendingSave
    }

    /// What became of a save, in the panel's message line (the host's words: saved, or why not).
    public mutating func sceneSaveFinished(_ message: String) { tuning.panel.message = message }

    /// The shown demo is a scene whose panel can save to its file.
    var shownScene: Scene? { (slots[currentIndex].demo as? SceneDemo)?.scene }

    /// Makes the save of the shown scene with the values the panel shows (this frame's changes
    /// included), or says in the panel why there is none.
    mutating func saveScene() {
        guard let scene = shownScene else { return }
        let file = Scene.baseName(scene.file)
        do {
            let save = try SceneSave(scene: scene, values: tuning.shownValues)
            guard !save.changed.isEmpty else {
                tuning.panel.message = "Nothing to save: \(file) already holds the values in force"
                return
            }
            pendingSave = save
        } catch {
            tuning.panel.message = "Not saved: \(error.description)"
        }
    }

    /// What the shown demo asked for this frame: parameters go out as the panel's changes do,
    /// without pinning A (`TuningSession.request`).
    mutating func collectDemoRequests(at time: Int64) {
        for request in slots[currentIndex].demo.takeRequests() {
            switch request {
            case .setParameter(let name, let text):
                guard let (spec, value) = try? tuning.values.catalog.validate(name: name, text: text) else { continue }
                tuning.request(spec, value, at: time)
            case .copy(let text):
                pendingCopy = text
            }
        }
    }

    /// The demo's area changed (the panel docked or undocked): the demo hears it as a resize.
    mutating func resizedDemo() -> Input {
        relayoutLanes()
        let size = liveFrame.size
        slots[currentIndex].viewport = size
        return .viewportResized(size)
    }

    /// A `parameter_changed` fact: the value goes in force and the demo that owns it takes it.
    mutating func applyParameter(_ name: String, _ value: ParameterValue) {
        guard let spec = tuning.apply(name, value),
            let index = slots.firstIndex(where: { $0.demo.info.id == spec.demoID })
        else { return }
        slots[index].demo.retune(tuning.values)
    }

    /// Parameters changed live are part of the digest, so a replay that lost one fails at the
    /// next checkpoint even before the change shows. Sessions without live changes hash as
    /// they always did.
    func combineLiveParameters(into digest: inout StateDigest) {
        let values = tuning.values
        guard values != settings.parameters else { return }
        for (spec, value) in values.inForce where value != settings.parameters.value(of: spec) {
            digest.combine(spec.name)
            digest.combine(value.description)
        }
    }

    // MARK: - Input

    /// A key for the open panel. Ctrl+S on a scene saves it (unless a number is being typed).
    mutating func tuningKey(_ key: Key, _ modifiers: Modifiers) -> Bool {
        if tuning.panel.isOpen, tuning.panel.typing == nil, key.rawValue == "s", modifiers == .ctrl, shownScene != nil {
            saveScene()
            return true
        }
        return tuning.panelKey(key, modifiers, demoID: currentDemoID, frame: tuningPanelFrame, at: inputTime)
    }

    mutating func tuningPanelPressed(at p: Point) -> Bool {
        guard tuning.panel.isOpen, tuningPanelFrame.contains(p) else { return false }
        pointerCapturedByPanel = true
        let savesScene = shownScene != nil
        let layout = tuning.panel.layout(frame: tuningPanelFrame, rowCount: 0, savesScene: savesScene)
        if let save = layout.saveButton, save.contains(p) {
            tuning.panel.typing = nil
            saveScene()
            return true
        }
        tuning.panelPointerPressed(
            at: p, demoID: currentDemoID, frame: tuningPanelFrame, savesScene: savesScene, at: inputTime)
        return true
    }

    mutating func tuningPanelMoved(to p: Point) -> Bool {
        guard pointerCapturedByPanel else { return false }
        tuning.panelPointerMoved(to: p, demoID: currentDemoID, frame: tuningPanelFrame, at: inputTime)
        return true
    }

    /// The wheel over the panel scrolls its rows: a row a notch, at least one for a trackpad's
    /// fraction (wheel away from the user shows earlier rows).
    mutating func tuningPanelWheel(_ dy: Double) -> Bool {
        guard pointerOverPanel, tuning.panel.isOpen else { return false }
        let notches = Int(clamp(-dy, -100...100).rounded())
        let rows = notches != 0 ? notches : (dy > 0 ? -1 : dy < 0 ? 1 : 0)
        tuning.panelScroll(rows: rows, demoID: currentDemoID, frame: tuningPanelFrame)
        return true
    }

    mutating func tuningPanelReleased() -> Bool {
        guard pointerCapturedByPanel else { return false }
        pointerCapturedByPanel = false
        tuning.panelPointerReleased()
        return true
    }

    // MARK: - Drawing

    func drawTuningPanel(into list: inout DrawList) {
        guard tuning.panel.isOpen else { return }
        TuningPanelView(
            session: tuning, demoID: currentDemoID, demoTitle: currentInfo.title, frame: tuningPanelFrame,
            savesScene: shownScene != nil
        ).draw(into: &list)
    }

    /// The ghost of the gesture under A, in demo coordinates, when A differs from B; with
    /// platforms ticked, a ghost under each instead. `inPlace` (the overlay, O) draws each over
    /// the live content rather than in a band beside it.
    func drawGhost(into list: inout DrawList, inPlace: Bool = false) {
        guard let live = slots[currentIndex].demo.inspector else { return }
        let platformRuns = tuning.platformRuns.filter { $0.run.demo.info.id == currentDemoID }
        if !platformRuns.isEmpty {
            let inFlight = tuning.liveTrace != nil
            var metrics: [ScrollPlatform: GestureMetrics] = [:]
            if !inFlight {
                for entry in tuning.lastGesture?.platforms ?? [] { metrics[entry.platform] = entry.metrics }
            }
            PlatformGhostsView(
                runs: platformRuns, metrics: metrics, live: live,
                area: Rect(origin: .zero, size: stageArea(railForLanes: railForLanes).size),
                inPlace: inPlace
            ).draw(into: &list)
            return
        }
        guard let ghost = tuning.ghost else { return }
        let gestureParameters = tuning.lastGesture?.record.parameters ?? tuning.values
        guard let pinned = tuning.pinned,
            tuning.values.catalog.parameters(ofDemo: currentDemoID).contains(where: {
                pinned.value(of: $0) != gestureParameters.value(of: $0)
            })
        else { return }
        let inFlight = tuning.liveTrace != nil
        GhostView(
            ghost: ghost.demo, live: live, area: Rect(origin: .zero, size: stageArea(railForLanes: railForLanes).size),
            a: inFlight ? nil : tuning.lastGesture?.pinned?.metrics,
            b: inFlight ? nil : tuning.lastGesture?.live.metrics,
            ghostMoving: ghost.isMoving, inPlace: inPlace
        ).draw(into: &list)
    }

}
