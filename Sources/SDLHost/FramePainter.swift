import CSDL2
import Motion
import Playground

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

    /// What a frame repainted.
    public enum Repaint: Equatable, Sendable {
        /// The picture on screen is already this frame's.
        case unchanged
        /// Only this rectangle (pixels) was repainted and needs showing.
        case region(x: Int, y: Int, width: Int, height: Int)
        case full

        /// Pixels repainted, for the bench and the tests; `everything` is the window's.
        public func pixels(everything: Int) -> Int {
            switch self {
            case .unchanged: 0
            case .region(_, _, let w, let h): w * h
            case .full: everything
            }
        }
    }

    /// What is on screen, so a frame that would draw the same picture is not drawn again.
    private var shown: (list: DrawList, size: Size)?

    public init(renderer: Renderer, textCache: TextCache) {
        self.renderer = renderer
        drawer = DrawListRenderer(renderer: renderer, textCache: textCache)
    }

    /// The window's pixels may be gone (exposed, resized, restored): the next frame repaints all.
    public func invalidate() { shown = nil }

    /// Renders `list` for a window of `size` points (not presented yet). `afterRender` (a
    /// screenshot) forces a full repaint and sees the finished frame.
    @discardableResult
    public func paint(_ list: DrawList, size: Size, pixelScale: Double, afterRender: ((Renderer) -> Void)? = nil) -> Repaint {
        if afterRender == nil, let shown, shown.size == size, shown.list == list { return .unchanged }
        var repaint = Repaint.full
        // A software window keeps its pixels: repaint and show only what changed (a rolling
        // ticker then costs its own few rows of pixels, not the whole window, per frame).
        let damage = afterRender == nil && renderer.keepsPixelsBetweenFrames && shown?.size == size
            ? shown.map { DrawListDamage.between($0.list, list) } : nil
        if damage == DrawListDamage.none {
            // Different commands, same pixels.
            shown = (list, size)
            return .unchanged
        } else if case .region(let rect) = damage {
            let r = PixelRegion.covering(rect, scale: pixelScale)
            drawer.render(list, pixelScale: pixelScale, region: r, clear: clearColor)
            repaint = .region(x: Int(r.x), y: Int(r.y), width: Int(r.w), height: Int(r.h))
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
        case .region(let x, let y, let w, let h):
            renderer.present(region: SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(w), h: Int32(h)))
        case .full:
            renderer.present()
        }
    }
}
