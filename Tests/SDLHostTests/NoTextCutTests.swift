import Motion
import Playground
import Testing

@testable import SDLHost

/// Issue 35: nothing is cut off. Every demo and shipped scene at 640 × 480, 1024 × 720 and
/// 2560 × 1440, with the HUD, the motion inspector and the tuning panel open (help off), every
/// tenth frame of the session scripts/screenshots.sh shoots (the demo's key at 1 s), drawn by
/// the real renderer with the app's font: the renderer ends no label with an ellipsis. The core's
/// layout check decides with the core's width estimate; this asks the font itself.
@Suite(.serialized) struct NoTextCutTests {
    @Test func theRendererCutsNoLabelWithEveryPanelOpen() throws {
        var cut: Set<String> = []
        for size in ShownSessions.sizes {
            let canvas = try headlessCanvas(width: Int(size.width), height: Int(size.height))
            for id in ShownSessions.ids {
                try ShownSessions.drawLists(id, size: size) { _, list in
                    canvas.render(list, clear: .white)
                    for label in canvas.truncatedLabels {
                        cut.insert("\(id) at \(Int(size.width))x\(Int(size.height)): \"\(label)\"")
                    }
                }
            }
        }
        #expect(cut.isEmpty, "\(cut.count) labels cut with an ellipsis:\n\(cut.sorted().joined(separator: "\n"))")
    }
}
