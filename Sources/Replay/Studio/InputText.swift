import Motion
import PlaygroundCore

/// Input facts in a short human form, for `playground diff` and the replay window's strip:
/// `pressed left (600, 400)`, `wheel 0, -1.5`, `key Shift+A`, `key Page Down released`. Keys
/// read as the keyboard labels them (`Key.displayName`), never as stored. Numbers keep their full
/// precision (shortest round-trip text) unless `rounded` asks for one decimal: a recording made at
/// UI scale 1.5 moves the pointer to (853.3333333333334, 480), which reads as (853.3, 480).
public enum InputText {
    /// - Parameter rounded: numbers to one decimal, trailing zeros dropped, for reading. Two
    ///   inputs that differ by less may then print the same: a caller that shows a difference
    ///   checks (`readableLists`).
    public static func describe(_ input: Input, rounded: Bool = false) -> String {
        func number(_ x: Double) -> String { rounded ? readable(x) : Self.number(x) }
        func point(_ p: Point) -> String { "(\(number(p.x)), \(number(p.y)))" }
        return switch input {
        case .pointerPressed(let p, let button, _): "pressed \(button.rawValue) \(point(p))"
        case .pointerMoved(let p, _): "moved \(point(p))"
        case .pointerReleased(let p, let button, _): "released \(button.rawValue) \(point(p))"
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
    public static func describe(_ timed: TimedInput, rounded: Bool = false) -> String {
        describe(timed.input, rounded: rounded) + " @\(timed.time)"
    }

    /// Every input of a frame, `·`-separated; `none` for an empty frame.
    public static func list(_ inputs: [TimedInput], timed: Bool = false, rounded: Bool = false) -> String {
        guard !inputs.isEmpty else { return "none" }
        return inputs.map { timed ? describe($0, rounded: rounded) : describe($0.input, rounded: rounded) }
            .joined(separator: " · ")
    }

    /// Two frames' inputs for a person comparing them: rounded, unless rounding would make
    /// inputs that differ read the same (a pointer 0.01 pt apart), then with every digit.
    public static func readableLists(_ a: [TimedInput], _ b: [TimedInput], timed: Bool) -> (a: String, b: String) {
        let rounded = (list(a, timed: timed, rounded: true), list(b, timed: timed, rounded: true))
        guard rounded.0 == rounded.1, a != b else { return rounded }
        return (list(a, timed: timed), list(b, timed: timed))
    }

    /// `key Ctrl+S`; a key known only by its code already says "key": `Ctrl+key 0x40000068`.
    static func chord(_ key: Key, _ modifiers: Modifiers) -> String {
        let chord = key.displayName(with: modifiers)
        return key.displayName.hasPrefix("key ") ? chord : "key " + chord
    }

    static func number(_ x: Double) -> String { ReplayLineEncoder.number(x) }

    /// `853.3`, `480`, `-0.5`: one decimal, trailing zeros dropped; `-0` reads as `0`.
    static func readable(_ x: Double) -> String {
        var text = decimal(x, digits: 1)
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text == "-0" ? "0" : text
    }
}
