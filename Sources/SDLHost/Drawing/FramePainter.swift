import CSDL2
import Motion
import PlaygroundCore

/// Turns each frame's draw list into pixels on a window the cheapest exact way, and shows them:
/// nothing when the picture is unchanged; on a target that keeps its pixels (SDL's software
/// renderer draws into the window surface), only the damage between the shown list and the new
/// one, presented as those rectangles alone; otherwise a full repaint. The window loop and
/// `playground bench` both paint through it, so the bench times what a window does.
public final class FramePainter {
    public let renderer: Renderer
    public let drawer: DrawListRenderer
    /// Painted under every frame's draw list.
    public var clearColor = Color.white

    /// A rectangle of pixels.
    public struct PixelRect: Hashable, Sendable {
        public var x: Int, y: Int, width: Int, height: Int
    }

    /// What a frame repainted.
    public enum Repaint: Equatable, Sendable {
        /// The picture on screen is already this frame's.
        case unchanged
        /// Only these separate rectangles were repainted and need showing.
        case regions([PixelRect])
        case full

        /// Pixels repainted, for the bench and the tests; `everything` is the window's.
        public func pixels(everything: Int) -> Int {
            switch self {
            case .unchanged: 0
            case .regions(let rects): rects.reduce(0) { $0 + $1.width * $1.height }
            case .full: everything
            }
        }
    }

    /// What is on screen, so a frame that would draw the same picture is not drawn again.
    private var shown: (list: DrawList, size: Size)?
    /// The same, resolved for damage (kept only where pixels are kept).
    private var shownPainted: DrawListDamage.Painted?

    public init(renderer: Renderer, textCache: TextCache) {
        self.renderer = renderer
        drawer = DrawListRenderer(renderer: renderer, textCache: textCache)
    }

    /// The window's pixels may be gone (exposed, resized, restored): the next frame repaints all.
    public func invalidate() {
        shown = nil
        shownPainted = nil
    }

    /// Renders `list` for a window of `size` points (not presented yet). `afterRender` (a
    /// screenshot) forces a full repaint and sees the finished frame.
    @discardableResult
    public func paint(_ list: DrawList, size: Size, pixelScale: Double, afterRender: ((Renderer) -> Void)? = nil)
        -> Repaint
    {
        let keeps = renderer.keepsPixelsBetweenFrames
        // Where pixels are kept, the damage says whether anything changed; elsewhere equality does.
        if !keeps, afterRender == nil, let shown, shown.size == size, shown.list == list { return .unchanged }
        var repaint = Repaint.full
        // A software window keeps its pixels: repaint and show only what changed (a rolling
        // ticker then costs its own few rows of pixels, not the whole window, per frame).
        let painted = keeps ? DrawListDamage.Painted(list) : nil
        defer { shownPainted = painted }
        var damage: [Rect]?
        if afterRender == nil, let painted, let before = shownPainted, shown?.size == size {
            // Separate rectangles only where pixels are written directly (one pass draws into all).
            damage = DrawListDamage.regions(before, painted, limit: renderer.pixelTarget() == nil ? 1 : 4)
            // Damage padded for line widths can reach past the window's edge; X refuses a present
            // outside the window (BadValue), so it is cut to the window.
            let window = Rect(origin: .zero, size: size)
            damage = damage?.map { $0.intersection(window) }.filter { $0.width > 0 && $0.height > 0 }
        }
        if let damage, damage.isEmpty {
            // Nothing paints differently.
            shown = (list, size)
            return .unchanged
        } else if let damage {
            let rects = PixelRegion.disjoint(damage.map { PixelRegion.covering($0, scale: pixelScale) })
            drawer.render(list, pixelScale: pixelScale, regions: rects, clear: clearColor)
            repaint = .regions(rects.map { PixelRect(x: Int($0.x), y: Int($0.y), width: Int($0.w), height: Int($0.h)) })
        } else {
            drawer.render(list, pixelScale: pixelScale, clear: clearColor)
            afterRender?(renderer)
        }
        shown = (list, size)
        return repaint
    }

    /// Shows what `paint` repainted.
    public func present(_ repaint: Repaint) {
        switch repaint {
        case .unchanged: return
        case .regions(let rects):
            renderer.present(
                regions: rects.map { SDL_Rect(x: Int32($0.x), y: Int32($0.y), w: Int32($0.width), h: Int32($0.height)) }
            )
        case .full:
            renderer.present()
        }
    }
}
