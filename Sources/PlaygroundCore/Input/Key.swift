/// A key by name ("a", "left", "pageup", "f1", "space", "slash"...), never by ordinal, so
/// replay files stay readable and survive renumbering. A key the host has no name for is stored
/// by its keycode in hex ("0x40000068"), so two such keys never read alike; recordings made
/// before that stored "unknown".
public struct Key: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public static let escape: Key = "escape"
    public static let tab: Key = "tab"
    public static let space: Key = "space"
    public static let enter: Key = "return"
    public static let left: Key = "left"
    public static let right: Key = "right"
    public static let up: Key = "up"
    public static let down: Key = "down"
    public static let pageUp: Key = "pageup"
    public static let pageDown: Key = "pagedown"
    public static let home: Key = "home"
    public static let end: Key = "end"
    public static let f1: Key = "f1"
    public static let slash: Key = "slash"
    public static let period: Key = "period"
    public static let minus: Key = "minus"
    public static let equals: Key = "equals"
    public static let keypadPlus: Key = "kp_plus"
    public static let keypadMinus: Key = "kp_minus"

    /// The names the host can produce, for validating replay files.
    public static func isKnownName(_ name: String) -> Bool {
        if name.count == 1, let c = name.unicodeScalars.first,
            ("a"..."z").contains(c) || ("0"..."9").contains(c)
        {
            return true
        }
        if name.hasPrefix("f"), let n = Int(name.dropFirst()), (1...12).contains(n) { return true }
        return knownNames.contains(name) || code(name) != nil || ModifierKey.stored(as: name) != nil
    }

    /// `Key(code: 0x40000068)` is "0x40000068": a key known only by its keycode.
    public init(code: UInt32) { self.rawValue = "0x" + String(code, radix: 16) }

    /// The keycode of a key stored by code ("0x40000068"), else nil. Lower-case hex only, as
    /// `init(code:)` writes it (no leading zeros), so one key has one spelling.
    static func code(_ name: String) -> UInt32? {
        guard name.hasPrefix("0x"), (3...10).contains(name.count) else { return nil }
        let digits = name.dropFirst(2)
        guard let code = UInt32(digits, radix: 16), String(code, radix: 16) == digits else { return nil }
        return code
    }

    static let knownNames: Set<String> = [
        "escape", "tab", "space", "return", "backspace", "delete", "insert",
        "left", "right", "up", "down", "pageup", "pagedown", "home", "end",
        "slash", "period", "comma", "minus", "equals", "semicolon", "apostrophe",
        "leftbracket", "rightbracket", "backslash", "grave",
        "kp_plus", "kp_minus", "kp_enter", "unknown",
    ]
}

/// Modifier keys held with a key press, stored as a list of names.
public struct Modifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let shift = Modifiers(rawValue: 1)
    public static let ctrl = Modifiers(rawValue: 2)
    public static let alt = Modifiers(rawValue: 4)
    public static let gui = Modifiers(rawValue: 8)

    public static let named: [(String, Modifiers)] = [("shift", .shift), ("ctrl", .ctrl), ("alt", .alt), ("gui", .gui)]

    public var names: [String] { Self.named.filter { contains($0.1) }.map(\.0) }

    public init?(names: [String]) {
        var set: Modifiers = []
        for name in names {
            guard let m = Self.named.first(where: { $0.0 == name }) else { return nil }
            set.insert(m.1)
        }
        self = set
    }
}
