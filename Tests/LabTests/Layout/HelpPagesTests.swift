import Motion
import SceneTestSupport
import Testing

@testable import LayoutTestSupport

/// Issue 41: F1 listed keys but never said what A and B are, what a ghost lane holds, what the
/// O overlay draws or what the inspector's coloured lines mark. Help now ends with a section
/// saying so; where the window cannot hold it with the keys (640 × 480 was already full) help
/// takes pages, turned with → and ←, and every page passes the layout check. Read from the
/// window's draw list, at 640 × 480, 1024 × 720 and 2560 × 1440 at UI scales 1 and 2 (the app
/// then has half the points).
@Suite struct HelpPagesTests {
    /// The concept section's terms, and a phrase of what each says.
    static let concepts = [
        "B and A", "Ghost lanes", "Overlay (O)", "Inspector lines", "Inspector ruler", "B is live", "A is the values",
        "one lane per ghost", "over the live content", "orange: where the flick would land", "green: the rest the",
    ]

    /// Every line help draws over `demo` at `size`, page by page (F1, then → until nothing
    /// changes), each page checked for help's own text cut (the demo behind it may crowd at
    /// 320 × 240 points, UI scale 2 of 640 × 480).
    static func helpLines(_ demo: String, size: Size) throws -> (pages: Int, lines: [String]) {
        var h = try LayoutProbe.harness(demo, size: size, keys: ["f1"], seconds: 0.1)
        var lines: [String] = []
        var last: [String] = []
        var pages = 0
        for _ in 0..<30 {
            let list = h.drawn(host: LayoutProbe.host)
            let texts = list.texts.map(\.string)
            guard texts != last else { break }
            pages += 1
            let problems = LayoutCheck(window: size).problems(in: list).filter { $0.owner == .modal("help") }
            #expect(problems.isEmpty, "\(demo) \(size) page \(pages): \(problems.prefix(4))")
            lines += texts
            last = texts
            h.press(.right)
        }
        return (pages, lines)
    }

    @Test func helpExplainsTheConceptsAtEverySizeAndScale() throws {
        for window in LayoutProbe.sizes {
            for scale in [1.0, 2.0] {
                let size = Size(width: window.width / scale, height: window.height / scale)
                for demo in ["salon", "easing", ShippedScenes.all[0].id] {
                    let (_, lines) = try Self.helpLines(demo, size: size)
                    // Wrapped lines join again with a space, as they were broken.
                    let text = lines.joined(separator: " ")
                    for phrase in Self.concepts {
                        #expect(text.contains(phrase), "\(demo) at \(size): no \"\(phrase)\" in help")
                    }
                }
            }
        }
    }

    /// At 640 × 480 the keys fill the box: the concepts are a second page, which the first
    /// page's footer names, and ← turns back; Esc still closes help from any page.
    @Test func at640x480TheConceptsAreASecondPage() throws {
        var h = try LayoutProbe.harness("salon", size: Size(width: 640, height: 480), keys: ["f1"], seconds: 0.1)
        var texts = h.drawn().texts.map(\.string)
        #expect(texts.contains("Shortcuts") && texts.contains("Drag / flick"))
        #expect(!texts.contains("B and A"))
        #expect(texts.contains("Page 1 of 2 · → What you see · Esc closes"), "\(texts)")
        h.press(.right)
        texts = h.drawn().texts.map(\.string)
        #expect(texts.contains("What you see") && texts.contains("B and A") && !texts.contains("Shortcuts"))
        #expect(texts.contains("Page 2 of 2 · ← back · Esc closes"))
        h.press(.right)
        #expect(h.drawn().texts.map(\.string) == texts, "no page after the last")
        h.press(.left)
        #expect(h.drawn().texts.map(\.string).contains("Shortcuts"))
        h.press(.right)
        h.press(.escape)
        #expect(!h.app.showsHelp)
        // Opened again, help starts on its first page.
        h.press(.f1)
        #expect(h.drawn().texts.map(\.string).contains("Shortcuts"))
        // The arrows turned pages, never the demo: the salon is still on card 1.
        #expect(h.state["selected"] == .int(0), "\(h.state["selected"] ?? .null)")
    }
}
