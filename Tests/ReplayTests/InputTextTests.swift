import Motion
import Testing

@testable import PlaygroundCore
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
        // Ctrl on its own, stored by code in a 0.3.0 file or by name since: the same words.
        #expect(InputText.describe(.keyPressed(Key(code: 0x4000_00e0), modifiers: .ctrl)) == "key Left Ctrl")
        #expect(InputText.describe(.keyReleased("lctrl", modifiers: [])) == "key Left Ctrl released")
    }

    /// A recording made at UI scale 1.5 holds thirds of a point: `diff` reads them to one decimal.
    @Test func roundedNumbersReadToOneDecimalWithoutTrailingZeros() {
        let moved = Input.pointerMoved(Point(x: 853.3333333333334, y: 480))
        #expect(InputText.describe(moved) == "moved (853.3333333333334, 480)")
        #expect(InputText.describe(moved, rounded: true) == "moved (853.3, 480)")
        #expect(InputText.describe(.wheelScrolled(dx: -0.04, dy: 1.25), rounded: true) == "wheel 0, 1.3")
        let timed = [TimedInput(time: 16_667, moved)]
        #expect(InputText.list(timed, timed: true, rounded: true) == "moved (853.3, 480) @16667")
    }

    /// Rounding never hides the difference `diff` is pointing at: inputs that differ by less than
    /// the rounding keep every digit.
    @Test func readableListsKeepEveryDigitWhereRoundingWouldHideADifference() {
        let a = [TimedInput(time: 10, .pointerMoved(Point(x: 853.3333333333334, y: 480)))]
        let far = [TimedInput(time: 10, .pointerMoved(Point(x: 900.25, y: 480)))]
        let near = [TimedInput(time: 10, .pointerMoved(Point(x: 853.34, y: 480)))]
        #expect(InputText.readableLists(a, far, timed: true) == ("moved (853.3, 480) @10", "moved (900.3, 480) @10"))
        #expect(
            InputText.readableLists(a, near, timed: true)
                == ("moved (853.3333333333334, 480) @10", "moved (853.34, 480) @10"))
    }
}
