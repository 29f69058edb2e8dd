/// Keys and chords as a person reads them ("Ctrl+S", "Shift+Tab", "Page Down"), for the
/// replay strip, `playground diff` and the help. Replay files keep `Key.rawValue`; this is
/// only how it is shown.
extension Key {
    /// "S", "Page Down", "F1", "/"; a key known only by its code reads "key 0x40000068".
    public var displayName: String {
        if let name = Self.displayNames[rawValue] { return name }
        if let modifierKey = ModifierKey.stored(as: rawValue) { return modifierKey.displayName }
        if rawValue.count == 1 { return rawValue.uppercased() }
        if rawValue.hasPrefix("f"), Int(rawValue.dropFirst()) != nil { return rawValue.uppercased() }
        if Self.code(rawValue) != nil { return "key " + rawValue }
        return rawValue
    }

    /// "Ctrl+Shift+Tab": the modifiers in the order desktop menus write them, then the key.
    /// A modifier key's own modifier is left out: pressing Ctrl reads "Left Ctrl".
    public func displayName(with modifiers: Modifiers) -> String {
        let others = modifiers.subtracting(ModifierKey.stored(as: rawValue)?.modifier ?? [])
        return (others.displayNames + [displayName]).joined(separator: "+")
    }

    static let displayNames: [String: String] = [
        "escape": "Esc", "tab": "Tab", "space": "Space", "return": "Enter", "backspace": "Backspace",
        "delete": "Delete", "insert": "Insert", "left": "Left", "right": "Right", "up": "Up", "down": "Down",
        "pageup": "Page Up", "pagedown": "Page Down", "home": "Home", "end": "End",
        "slash": "/", "period": ".", "comma": ",", "minus": "-", "equals": "=", "semicolon": ";",
        "apostrophe": "'", "leftbracket": "[", "rightbracket": "]", "backslash": "\\", "grave": "`",
        "kp_plus": "Keypad +", "kp_minus": "Keypad -", "kp_enter": "Keypad Enter",
        // Recordings made before unnamed keys were stored by code.
        "unknown": "an unnamed key",
    ]
}

extension Modifiers {
    /// "Ctrl", "Alt", "Shift", "Super", in that order.
    public var displayNames: [String] {
        [(Modifiers.ctrl, "Ctrl"), (.alt, "Alt"), (.shift, "Shift"), (.gui, "Super")].filter { contains($0.0) }.map(\.1)
    }
}
