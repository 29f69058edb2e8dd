import CSDL2
import Motion

/// Rectangles in points → whole pixels that cover them.
enum PixelRegion {
    static func covering(_ r: Rect, scale: Double) -> SDL_Rect {
        let x0 = (r.minX * scale).rounded(.down), y0 = (r.minY * scale).rounded(.down)
        let x1 = (r.maxX * scale).rounded(.up), y1 = (r.maxY * scale).rounded(.up)
        return SDL_Rect(x: Int32(clamping: Int(x0)), y: Int32(clamping: Int(y0)),
                        w: Int32(clamping: Int(max(0, x1 - x0))), h: Int32(clamping: Int(max(0, y1 - y0))))
    }
}
