import CSDL2
import Motion

/// Rectangles in points → whole pixels that cover them.
enum PixelRegion {
    static func covering(_ r: Rect, scale: Double) -> SDL_Rect {
        let x0 = PixelCoordinate.snap(r.minX * scale, .down)
        let y0 = PixelCoordinate.snap(r.minY * scale, .down)
        let x1 = PixelCoordinate.snap(r.maxX * scale, .up)
        let y1 = PixelCoordinate.snap(r.maxY * scale, .up)
        return SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(max(0, x1 - x0)), h: Int32(max(0, y1 - y0)))
    }

    /// The same pixels as rectangles that do not overlap, joining any that do (after rounding
    /// out to whole pixels neighbours may share a row, and a translucent primitive drawn into
    /// both would be blended twice there).
    static func disjoint(_ rects: [SDL_Rect]) -> [SDL_Rect] {
        var out = rects.filter { $0.w > 0 && $0.h > 0 }
        var joined = true
        while joined {
            joined = false
            search: for i in out.indices {
                for j in out.indices where j > i {
                    let a = out[i]
                    let b = out[j]
                    if a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h {
                        let x0 = min(a.x, b.x)
                        let y0 = min(a.y, b.y)
                        out[i] = SDL_Rect(
                            x: x0, y: y0, w: max(a.x + a.w, b.x + b.w) - x0, h: max(a.y + a.h, b.y + b.h) - y0)
                        out.remove(at: j)
                        joined = true
                        break search
                    }
                }
            }
        }
        return out
    }
}
