import Foundation
import Motion
import PlaygroundCore
import SDLHost

/// Where the bench's frames go, as a window's frames do: a hidden window with SDL's software
/// renderer on the dummy video driver (the ImGui peer's setup) or a hidden OpenGL window, painted
/// through the app's own `FramePainter` (nothing when unchanged, else the damage or everything)
/// and presented. It also times a full repaint of the same list, which the window never needs
/// but a renderer that cannot keep pixels would.
final class BenchFrameTarget {
    let kind: BenchRenderTarget.Kind
    let name: String
    private let painter: FramePainter?
    private let window: Window?
    private let size: Size

    init(kind: BenchRenderTarget.Kind, size: Size, fonts: FontLocator.Choice) throws {
        self.kind = kind
        self.size = size
        guard kind != .none else {
            (painter, window, name) = (nil, nil, "none")
            return
        }
        do {
            let context = try BenchRenderTarget.sharedVideoContext()
            let window = try Window(context: context, title: "playground bench", size: size, hidden: true)
            let renderer = try Renderer(window: window, preference: kind == .opengl ? .opengl : .software)
            // Frames are timed back to back: a present that waits for the refresh would time the display.
            renderer.setVSync(false)
            painter = FramePainter(renderer: renderer, textCache: try TextCache(renderer: renderer, fonts: fonts))
            self.window = window
            name = "\(renderer.name) (hidden window, \(context.videoDriver ?? "?"))"
        } catch let error as SDLError {
            throw ExitFailure(code: error.exitCode, message: error.description)
        } catch let error as FontError {
            throw ExitFailure(code: error.exitCode, message: error.description)
        }
    }

    var textCacheStats: (hits: Int, misses: Int, evictions: Int, entries: Int)? { painter?.drawer.textCache.stats }

    /// What the window loop does before presenting; GL work is waited for, so it is timed here.
    func paint(_ list: DrawList) -> FramePainter.Repaint {
        guard let painter else { return .unchanged }
        let repaint = painter.paint(list, size: size, pixelScale: 1)
        if kind == .opengl { painter.renderer.finish() }
        return repaint
    }

    func present(_ repaint: FramePainter.Repaint) {
        guard let painter else { return }
        painter.present(repaint)
        if kind == .opengl { painter.renderer.finish() }
    }

    /// Clear and draw all of `list` (the picture on screen does not change: it is the same list).
    func fullRender(_ list: DrawList) {
        guard let painter else { return }
        painter.drawer.render(list, pixelScale: 1, clear: painter.clearColor)
        if kind == .opengl { painter.renderer.finish() } else { painter.renderer.flush() }
    }

    /// Pixels in the window, for the share a damage repaint touched.
    var pixelCount: Int { Int(size.width) * Int(size.height) }
}
