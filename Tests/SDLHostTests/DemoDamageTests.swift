import CSDL2
import Foundation
import Motion
import Testing

@testable import Demos
@testable import Lab
@testable import PlaygroundCore
@testable import SDLHost

/// On real demos, frame after frame, painted as the window paints them: repainting only the
/// damage between the shown frame and the next gives exactly the pixels of a full repaint, and
/// while only the rollers' cells move the damage stays inside the roller strips (a rolling ticker
/// never repaints the window).
@Suite(.serialized) struct DemoDamageTests {
    static let window = Size(width: 1024, height: 720)

    /// Steps `app` through `times` (µs) with `inputs` at given times, and checks every frame.
    /// Paints every frame the window's way (`FramePainter` on a hidden software window: nothing,
    /// the damage as separate rectangles, or everything) and compares each repainted frame with a
    /// full repaint on a canvas. `damageInside` gives, per frame, what else the frame shows (a key)
    /// and where its damage must stay while that key is unchanged from the previous frame.
    static func check(
        _ app: inout PlaygroundApp, times: [Int64], inputs: [Int64: [Input]] = [:],
        damageInside: ((PlaygroundApp) -> (key: String, bound: Rect))? = nil
    ) throws
        -> (regions: Int, pixels: Int, bounded: Int, rectangles: Int)
    {
        let context = try SDLContext(video: true)
        let window = try Window(context: context, title: "damage", size: Self.window, hidden: true)
        let renderer = try Renderer(window: window, preference: .software)
        #expect(renderer.keepsPixelsBetweenFrames)
        let painter = FramePainter(
            renderer: renderer, textCache: try TextCache(renderer: renderer, fonts: FontLocator().locate()))
        // The reference: everything repainted, into a surface of the window surface's layout
        // (SDL's scaled blits round differently into RGB888 and ARGB8888).
        let reference = try Renderer(
            context: context, surfaceWidth: Int(window.size.width), height: Int(window.size.height),
            pixelScale: 1, format: SDL_PIXELFORMAT_RGB888.rawValue)
        let full = DrawListRenderer(
            renderer: reference, textCache: try TextCache(renderer: reference, fonts: FontLocator().locate()))
        var first = DrawList()
        app.draw(into: &first)
        painter.paint(first, size: Self.window, pixelScale: 1)
        var regions = 0
        var repainted = 0
        var bounded = 0
        var rectangles = 0
        var key = damageInside?(app).key
        for (n, t) in times.enumerated() {
            app.step(Frame(index: n + 1, time: t), inputs: (inputs[t] ?? []).map { TimedInput(time: t, $0) })
            let expected = damageInside?(app)
            defer { key = expected?.key }
            var next = DrawList()
            app.draw(into: &next)
            let repaint = painter.paint(next, size: Self.window, pixelScale: 1)
            guard case .regions(let rects) = repaint else { continue }
            regions += 1
            rectangles = max(rectangles, rects.count)
            repainted += repaint.pixels(everything: 0)
            if let expected, expected.key == key {
                bounded += 1
                for r in rects {
                    let points = Rect(x: Double(r.x), y: Double(r.y), width: Double(r.width), height: Double(r.height))
                    #expect(
                        expected.bound.contains(points),
                        "frame at \(t) µs repaints \(points), outside \(expected.bound)")
                }
            }
            full.render(next, pixelScale: 1, clear: painter.clearColor)
            reference.flush()
            let a = try renderer.readPixels()
            let b = try reference.readPixels()
            if a.pixels != b.pixels {
                let differing = a.pixels.indices.filter { a.pixels[$0] != b.pixels[$0] }
                let xs = differing.map { $0 % a.width }
                let ys = differing.map { $0 / a.width }
                let message =
                    "frame at \(t) µs: \(differing.count) pixels differ from a full repaint, "
                    + "in x \(xs.min() ?? 0)...\(xs.max() ?? 0), y \(ys.min() ?? 0)...\(ys.max() ?? 0); repainted \(rects)"
                Issue.record(Comment(rawValue: message))
            }
        }
        return (regions, repainted, bounded, rectangles)
    }

    @Test func theRollersRollingRepaintOnlyTheirStripsAndExactly() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        var app = try PlaygroundApp(settings: SessionSettings(demoID: "roller", viewport: Self.window))
        app.step(Frame(index: 0, time: 0), inputs: [])
        // The first roll starts at 2.66 s (the seed's timer: 2 s stay + 0.66 s roll); the fade
        // style's takes longest. Every second frame of it, and the edges.
        let times =
            [2_600_000] + stride(from: 2_660_000, through: 3_960_000, by: 33_334).map { Int64($0) } + [4_200_000]
        let result = try Self.check(
            &app, times: times,
            damageInside: { app in
                guard let demo = app.currentDemo as? RollerDemo else { return ("", .zero) }
                // The captions under the strips change when a roll starts or ends ("#2 of 9 · rolling"):
                // those frames repaint them too. In between, only the strips may be repainted.
                let captions = demo.rollers.map {
                    "\($0.currentIndex) \($0.isAnimating) \($0.isPaused) \($0.cellsCreated)"
                }
                // The strips in window points, with the damage fringe (2 pt) around them.
                let strips = demo.rollers.map(\.frame).reduce(demo.rollers[0].frame) { $0.union($1) }
                return (
                    captions.joined(separator: "|"),
                    strips.offsetBy(dx: app.demoArea.minX, dy: app.demoArea.minY).insetBy(-3)
                )
            })
        #expect(result.regions >= 15, "the roll should repaint frame after frame (\(result.regions))")
        #expect(result.bounded >= 10, "most frames of the roll move cells only (\(result.bounded))")
        #expect(result.rectangles >= 2, "separate strips are repainted as separate rectangles")
        // Four strips of 56 pt: a sliver of the 1024 × 720 window.
        #expect(result.pixels / max(1, result.regions) < Int(Self.window.width * Self.window.height) / 8)
    }

    @Test func thePagersTransitionsRepaintTheirDamageExactly() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        var app = try PlaygroundApp(settings: SessionSettings(demoID: "pager", viewport: Self.window))
        app.step(Frame(index: 0, time: 0), inputs: [])
        // → slides to the next channel; A picks the next animator (parallax push), → again.
        let times = stride(from: 16_667, through: 1_400_000, by: 33_334).map { Int64($0) }
        let result = try Self.check(
            &app, times: times,
            inputs: [
                times[1]: [.keyPressed(.right, modifiers: [])],
                times[16]: [.keyPressed("a", modifiers: []), .keyPressed(.right, modifiers: [])],
                times[30]: [.keyPressed("a", modifiers: []), .keyPressed(.left, modifiers: [])],
            ])
        #expect(result.regions >= 10, "the transitions should repaint frame after frame (\(result.regions))")
    }
}

extension Rect {
    fileprivate func union(_ o: Rect) -> Rect {
        let x0 = min(minX, o.minX)
        let y0 = min(minY, o.minY)
        return Rect(x: x0, y: y0, width: max(maxX, o.maxX) - x0, height: max(maxY, o.maxY) - y0)
    }

    fileprivate func contains(_ r: Rect) -> Bool {
        r.minX >= minX && r.minY >= minY && r.maxX <= maxX && r.maxY <= maxY
    }
}
