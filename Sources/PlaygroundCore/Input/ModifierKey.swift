/// The keys that only change other keys (Ctrl, Shift, Alt, Super, Menu and the locks), by the
/// keycode SDL gives them. The host stores them by name (`lctrl`) so the replay strip and
/// `playground diff` can say "Left Ctrl" instead of a code. Recordings made before they had names
/// hold the same keys by code (`0x400000e0`): those still read back as that code, so they
/// replay bit for bit, and are shown by the same words.
public struct ModifierKey: Hashable, Sendable {
    /// The name a recording stores: `lctrl`.
    public let name: String
    /// SDL's keycode (`SDLK_LCTRL`), the code older recordings stored.
    public let code: UInt32
    /// How a person reads it: "Left Ctrl".
    public let displayName: String
    /// The modifier the key itself sets, left out when its own press is shown (pressing Ctrl
    /// reads "Left Ctrl", not "Ctrl+Left Ctrl").
    public let modifier: Modifiers

    public static let all: [ModifierKey] = [
        ModifierKey(name: "lctrl", code: 0x4000_00e0, displayName: "Left Ctrl", modifier: .ctrl),
        ModifierKey(name: "lshift", code: 0x4000_00e1, displayName: "Left Shift", modifier: .shift),
        ModifierKey(name: "lalt", code: 0x4000_00e2, displayName: "Left Alt", modifier: .alt),
        ModifierKey(name: "lgui", code: 0x4000_00e3, displayName: "Left Super", modifier: .gui),
        ModifierKey(name: "rctrl", code: 0x4000_00e4, displayName: "Right Ctrl", modifier: .ctrl),
        ModifierKey(name: "rshift", code: 0x4000_00e5, displayName: "Right Shift", modifier: .shift),
        ModifierKey(name: "ralt", code: 0x4000_00e6, displayName: "Right Alt", modifier: .alt),
        ModifierKey(name: "rgui", code: 0x4000_00e7, displayName: "Right Super", modifier: .gui),
        ModifierKey(name: "menu", code: 0x4000_0065, displayName: "Menu", modifier: []),
        ModifierKey(name: "capslock", code: 0x4000_0039, displayName: "Caps Lock", modifier: []),
        ModifierKey(name: "numlock", code: 0x4000_0053, displayName: "Num Lock", modifier: []),
        ModifierKey(name: "scrolllock", code: 0x4000_0047, displayName: "Scroll Lock", modifier: []),
        ModifierKey(name: "altgr", code: 0x4000_0101, displayName: "AltGr", modifier: []),
    ]

    /// The key stored as `rawValue`, by name or (an older recording) by code.
    public static func stored(as rawValue: String) -> ModifierKey? { byStoredName[rawValue] }

    /// The key SDL calls `code`, for the host.
    public static func sdl(code: UInt32) -> ModifierKey? { byCode[code] }

    private static let byStoredName: [String: ModifierKey] = Dictionary(
        uniqueKeysWithValues: all.flatMap { [($0.name, $0), (Key(code: $0.code).rawValue, $0)] })
    private static let byCode: [UInt32: ModifierKey] = Dictionary(uniqueKeysWithValues: all.map { ($0.code, $0) })
}
