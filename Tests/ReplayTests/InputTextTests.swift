import Playground
import Testing

@testable import Replay

/// The replay strip's and `playground diff`'s words for keys: as the keyboard labels them.
@Suite struct InputTextTests {
    @Test func keysReadAsChordsNotStoredNames() {
        #expect(InputText.describe(.keyPressed("s", modifiers: .ctrl)) == "key Ctrl+S")
        #expect(InputText.describe(.keyPressed(.tab, modifiers: .shift)) == "key Shift+Tab")
        #expect(InputText.describe(.keyReleased(.pageDown, modifiers: [])) == "key Page Down released")
        // A key with no name says its code once, never "unknown" and never "key key".
        #expect(InputText.describe(.keyPressed(Key(code: 0x4000_0068), modifiers: .ctrl)) == "Ctrl+key 0x40000068")
        #expect(InputText.describe(.keyPressed(Key(code: 0x4000_0068), modifiers: [])) == "key 0x40000068")
    }
}
