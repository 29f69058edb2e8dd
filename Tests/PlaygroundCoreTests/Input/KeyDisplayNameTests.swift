import Testing

@testable import PlaygroundCore

/// Keys as a person reads them: the labels on the keyboard, modifiers first, and a key with no
/// name by its code rather than "unknown".
@Suite struct KeyDisplayNameTests {
    @Test func chordsReadAsTheKeyboardLabelsThem() {
        #expect(Key(rawValue: "s").displayName(with: .ctrl) == "Ctrl+S")
        #expect(Key.tab.displayName(with: .shift) == "Shift+Tab")
        #expect(Key.pageDown.displayName(with: []) == "Page Down")
        #expect(Key.enter.displayName == "Enter")
        #expect(Key.escape.displayName == "Esc")
        #expect(Key.f1.displayName == "F1")
        #expect(Key.slash.displayName(with: .shift) == "Shift+/")
        // Modifiers in menu order whatever order they were stored in.
        let all: Modifiers = [.gui, .shift, .alt, .ctrl]
        #expect(Key(rawValue: "7").displayName(with: all) == "Ctrl+Alt+Shift+Super+7")
    }

    @Test func aKeyWithNoNameIsShownAndStoredByItsCode() {
        let f13 = Key(code: 0x4000_0068)
        #expect(f13.rawValue == "0x40000068")
        #expect(Key.isKnownName(f13.rawValue))
        #expect(f13.displayName(with: .ctrl) == "Ctrl+key 0x40000068")
        #expect(Key(code: 0x23).displayName == "key 0x23")
        // One spelling per code: upper case, padding, a missing number or too many digits are no key.
        for bad in ["0x4000006A", "0x0040", "0x", "0xg1", "0x123456789", "x40"] {
            #expect(!Key.isKnownName(bad), "\(bad)")
        }
        // Recordings from before keep their word, readable.
        #expect(Key(rawValue: "unknown").displayName == "an unnamed key")
        #expect(Key.isKnownName("unknown"))
    }

    /// Every Ctrl+R begins with Ctrl pressed on its own: it reads as the key, in recordings that
    /// store it by name and in older ones that stored its code, and never as "Ctrl+Left Ctrl".
    @Test func modifierKeysPressedOnTheirOwnReadByName() {
        #expect(Key(rawValue: "lctrl").displayName(with: .ctrl) == "Left Ctrl")
        #expect(Key(rawValue: "0x400000e0").displayName(with: .ctrl) == "Left Ctrl")
        #expect(Key(rawValue: "rshift").displayName(with: [.shift, .ctrl]) == "Ctrl+Right Shift")
        #expect(Key(rawValue: "0x40000065").displayName(with: []) == "Menu")
        #expect(Key(rawValue: "capslock").displayName == "Caps Lock")
        for key in ModifierKey.all {
            #expect(Key.isKnownName(key.name) && Key.isKnownName(Key(code: key.code).rawValue), "\(key.name)")
            #expect(ModifierKey.stored(as: Key(code: key.code).rawValue) == key)
        }
        // The names are distinct from every other key's name and code.
        #expect(Set(ModifierKey.all.map(\.name)).count == ModifierKey.all.count)
        #expect(ModifierKey.all.allSatisfy { !Key.knownNames.contains($0.name) && Key.displayNames[$0.name] == nil })
    }
}
