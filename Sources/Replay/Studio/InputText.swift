import Motion
import Playground

/// Input facts in a short human form, for `playground diff` and the replay window's strip:
/// `pressed left (600, 400)`, `wheel 0, -1.5`, `key Shift+A`, `key Page Down released`. Keys
/// read as the keyboard labels them (`Key.displayName`), never as stored. Numbers keep their full
/// precision (shortest round-trip text), so two inputs that differ never print the same.
public enum InputText {
    public static func describe(_ input: Input) -> String {
        switch input {
        case .pointerPressed(let p, let button): "pressed \(button.rawValue) \(point(p))"
        case .pointerMoved(let p): "moved \(point(p))"
        case .pointerReleased(let p, let button): "released \(button.rawValue) \(point(p))"
        case .pointerExited: "pointer exited"
        case .wheelScrolled(let dx, let dy): "wheel \(number(dx)), \(number(dy))"
        case .keyPressed(let key, let modifiers): chord(key, modifiers)
        case .keyReleased(let key, let modifiers): chord(key, modifiers) + " released"
        case .viewportResized(let size): "resized \(number(size.width))×\(number(size.height))"
        case .focusChanged(let focused): focused ? "focus gained" : "focus lost"
        case .parameterChanged(let name, let value): "set \(name) = \(value)"
        case .sceneReloaded(let id, let source): "reload scene \(id) (\(source.utf8.count) bytes)"
        case .sceneReadFailed(let id, let problem): "scene \(id) unreadable: \(problem)"
        }
    }

    /// `moved (600, 400) @16667`: with its time in µs.
    public static func describe(_ timed: TimedInput) -> String { describe(timed.input) + " @\(timed.time)" }

    /// Every input of a frame, `·`-separated; `none` for an empty frame.
    public static func list(_ inputs: [TimedInput], timed: Bool = false) -> String {
        inputs.isEmpty ? "none" : inputs.map { timed ? describe($0) : describe($0.input) }.joined(separator: " · ")
    }

    static func point(_ p: Point) -> String { "(\(number(p.x)), \(number(p.y)))" }

    /// `key Ctrl+S`; a key known only by its code already says "key": `Ctrl+key 0x40000068`.
    static func chord(_ key: Key, _ modifiers: Modifiers) -> String {
        let chord = key.displayName(with: modifiers)
        return key.displayName.hasPrefix("key ") ? chord : "key " + chord
    }

    static func number(_ x: Double) -> String { ReplayLineEncoder.number(x) }
}
