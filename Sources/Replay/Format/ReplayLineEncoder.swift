import Motion
import PlaygroundCore

/// Writes each kind of line of format v2 (v1's, and a pointer input's `pointer`). Numbers are exact: integer fields as integers,
/// doubles in Swift's shortest round-trip form (whole values without a fraction), so a
/// value read back is bit-for-bit the value written.
enum ReplayLineEncoder {
    static func header(_ h: ReplayHeader) -> String {
        var out = "{\"type\":\"header\",\"format\":" + string(ReplayFormat.name)
        out += ",\"version\":\(h.version),\"app_version\":" + string(h.appVersion)
        out += ",\"demo\":" + string(h.demoID)
        out += ",\"viewport\":{\"width\":" + number(h.viewport.width) + ",\"height\":" + number(h.viewport.height) + "}"
        out += ",\"pixel_scale\":" + number(h.pixelScale)
        if let device = h.device {
            out += ",\"device\":{\"name\":" + string(device.name) + ",\"width\":" + number(device.size.width)
            out += ",\"height\":" + number(device.size.height) + ",\"density\":" + number(device.density) + "}"
        }
        out += ",\"seed\":\(h.seed)"
        out += ",\"settings\":{"
        for (i, key) in h.settings.keys.sorted().enumerated() {
            if i > 0 { out += "," }
            out += string(key) + ":" + string(h.settings[key]!)
        }
        out += "}"
        if let created = h.created { out += ",\"created\":" + string(created) }
        if !h.scenes.isEmpty {
            out += ",\"scenes\":["
            for (i, scene) in h.scenes.enumerated() {
                if i > 0 { out += "," }
                out += "{\"id\":" + string(scene.id) + ",\"file\":" + string(scene.file)
                out += ",\"source\":" + string(scene.source) + "}"
            }
            out += "]"
        }
        return out + "}"
    }

    static func frame(_ frame: Frame, inputs: [TimedInput]) -> String {
        var out = "{\"type\":\"frame\",\"index\":\(frame.index),\"time_us\":\(frame.time),\"inputs\":["
        for (i, timed) in inputs.enumerated() {
            if i > 0 { out += "," }
            out += input(timed)
        }
        return out + "]}"
    }

    static func checkpoint(_ c: ReplayCheckpoint, type: String) -> String {
        "{\"type\":\"\(type)\",\"frame\":" + (c.frame.map(String.init) ?? "null")
            + ",\"demo\":" + string(c.demo) + ",\"digest\":" + string(c.digest) + ",\"state\":" + c.state.json + "}"
    }

    static func input(_ timed: TimedInput) -> String {
        var out = "{\"type\":\"" + InputName(timed.input).rawValue + "\",\"time_us\":\(timed.time)"
        switch timed.input {
        case .pointerPressed(let p, let button, let pointer), .pointerReleased(let p, let button, let pointer):
            out += ",\"x\":" + number(p.x) + ",\"y\":" + number(p.y) + ",\"button\":\"" + button.rawValue + "\""
            out += self.pointer(pointer)
        case .pointerMoved(let p, let pointer):
            out += ",\"x\":" + number(p.x) + ",\"y\":" + number(p.y) + self.pointer(pointer)
        case .pointerExited:
            break
        case .wheelScrolled(let dx, let dy):
            out += ",\"dx\":" + number(dx) + ",\"dy\":" + number(dy)
        case .keyPressed(let key, let modifiers), .keyReleased(let key, let modifiers):
            out += ",\"key\":" + string(key.rawValue) + ",\"modifiers\":["
            out += modifiers.names.map { "\"\($0)\"" }.joined(separator: ",") + "]"
        case .viewportResized(let size):
            out += ",\"width\":" + number(size.width) + ",\"height\":" + number(size.height)
        case .focusChanged(let focused):
            out += ",\"focused\":" + (focused ? "true" : "false")
        case .parameterChanged(let name, let value):
            out += ",\"name\":" + string(name) + ",\"value\":" + string(value.description)
        case .sceneReloaded(let id, let source):
            out += ",\"id\":" + string(id) + ",\"source\":" + string(source)
        case .sceneReadFailed(let id, let problem):
            out += ",\"id\":" + string(id) + ",\"problem\":" + string(problem)
        }
        return out + "}"
    }

    static func string(_ s: String) -> String { StateValue.string(s).json }

    /// A pointer input's `pointer` object (format v2), left out for the mouse, so a mouse's
    /// inputs read as v1 wrote them.
    static func pointer(_ pointer: Pointer) -> String {
        guard pointer != .mouse else { return "" }
        var out = ",\"pointer\":{\"id\":\(pointer.id),\"kind\":\"" + pointer.kind.rawValue + "\""
        if let pressure = pointer.pressure { out += ",\"pressure\":" + number(pressure) }
        if let size = pointer.size { out += ",\"size\":" + number(size) }
        return out + "}"
    }

    /// Shortest round-trip text; whole values print as integers (but -0.0 keeps its sign).
    /// NaN and infinities print as Swift spells them, which no reader accepts: the recorder
    /// checks every line it writes and refuses them.
    static func number(_ d: Double) -> String {
        if d.isFinite, d == d.rounded(), abs(d) < 1e15, !(d == 0 && d.sign == .minus) { return String(Int64(d)) }
        return "\(d)"
    }
}

/// The name of each input fact in a replay file. Names, never ordinals: a renumbered enum
/// cannot silently change what an old file means.
enum InputName: String, CaseIterable {
    case pointerPressed = "pointer_pressed"
    case pointerMoved = "pointer_moved"
    case pointerReleased = "pointer_released"
    case pointerExited = "pointer_exited"
    case wheel = "wheel"
    case keyPressed = "key_pressed"
    case keyReleased = "key_released"
    case viewportResized = "viewport_resized"
    case focusChanged = "focus_changed"
    case parameterChanged = "parameter_changed"
    case sceneReloaded = "scene_reloaded"
    case sceneReadFailed = "scene_read_failed"

    init(_ input: Input) {
        switch input {
        case .pointerPressed: self = .pointerPressed
        case .pointerMoved: self = .pointerMoved
        case .pointerReleased: self = .pointerReleased
        case .pointerExited: self = .pointerExited
        case .wheelScrolled: self = .wheel
        case .keyPressed: self = .keyPressed
        case .keyReleased: self = .keyReleased
        case .viewportResized: self = .viewportResized
        case .focusChanged: self = .focusChanged
        case .parameterChanged: self = .parameterChanged
        case .sceneReloaded: self = .sceneReloaded
        case .sceneReadFailed: self = .sceneReadFailed
        }
    }
}
