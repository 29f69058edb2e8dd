import Motion
import Playground

/// Input facts in a short human form, for `playground diff` and the replay window's strip:
/// `pressed left (600, 400)`, `wheel 0, -1.5`, `key shift+a`. Numbers keep their full
/// precision (shortest round-trip text), so two inputs that differ never print the same.
public enum InputText {
    public static func describe(_ input: Input) -> String {
        switch input {
        case .pointerPressed(let p, let button): "pressed \(button.rawValue) \(point(p))"
        case .pointerMoved(let p): "moved \(point(p))"
        case .pointerReleased(let p, let button): "released \(button.rawValue) \(point(p))"
        case .pointerExited: "pointer exited"
        case .wheelScrolled(let dx, let dy): "wheel \(number(dx)), \(number(dy))"
        case .keyPressed(let key, let modifiers): "key \(chord(key, modifiers))"
        case .keyReleased(let key, let modifiers): "key up \(chord(key, modifiers))"
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

    static func chord(_ key: Key, _ modifiers: Modifiers) -> String {
        (modifiers.names + [key.rawValue]).joined(separator: "+")
    }

    static func number(_ x: Double) -> String { ReplayLineEncoder.number(x) }
}
