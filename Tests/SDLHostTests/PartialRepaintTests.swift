import CSDL2
import Foundation
import Motion
import Testing

@testable import PlaygroundCore
@testable import SDLHost

/// Repainting only the damage between two frames gives exactly the pixels of a full repaint:
/// what the window loop relies on to keep a rolling ticker cheap.
@Suite(.serialized) struct PartialRepaintTests {
    init() { setenv("SDL_VIDEODRIVER", "dummy", 1) }

    func frame(_ t: Double) -> DrawList {
        var l = DrawList()
        l.fill(Rect(x: 0, y: 0, width: 200, height: 120), Color(hex: 0xF2F2F7))
        l.fill(Rect(x: 10 + 40 * t, y: 10, width: 40, height: 30), Theme.accent, radius: 6)
        l.withOpacity(1 - 0.9 * t) { $0.text("fading 你好", in: Rect(x: 10, y: 50, width: 120, height: 20), size: 13) }
        l.transformed(.scale(1, 1 - 0.9 * t, about: Point(x: 150, y: 80))) {
            $0.fill(Rect(x: 130, y: 60, width: 40, height: 40), .black)
        }
        l.clipped(to: Rect(x: 0, y: 90, width: 60 + 100 * t, height: 30)) {
            $0.stroke(Rect(x: 2, y: 92, width: 190, height: 20), Theme.recording, width: 2)
        }
        return l
    }

    @Test(arguments: [1.0, 2.0])
    func damagedRepaintEqualsFullRepaint(_ scale: Double) throws {
        let size = (w: Int(200 * scale), h: Int(120 * scale))
        let partial = try SurfaceCanvas(width: size.w, height: size.h, pixelScale: scale)
        let full = try SurfaceCanvas(width: size.w, height: size.h, pixelScale: scale)
        var previous = frame(0)
        partial.render(previous, clear: .white)
        for t in [0.1, 0.35, 0.8, 1.0] {
            let next = frame(t)
            guard case .region(let damage) = DrawListDamage.between(previous, next) else {
                Issue.record("frames at \(t) should differ by a region, got \(DrawListDamage.between(previous, next))")
                return
            }
            partial.repaint(next, damage: damage, clear: .white)
            full.render(next, clear: .white)
            let a = partial.readPixels()
            let b = full.readPixels()
            let differing = zip(a.pixels, b.pixels).filter { $0 != $1 }.count
            #expect(differing == 0, "\(differing) pixels differ at t = \(t), scale \(scale)")
            previous = next
        }
    }
}
