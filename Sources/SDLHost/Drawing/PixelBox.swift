import CSDL2
import Motion

/// A rectangle snapped to whole pixels: [x0, x1) × [y0, y1).
struct PixelBox {
    let x0: Int, y0: Int, x1: Int, y1: Int

    /// `r`'s edges rounded, clamped where they lie far off any canvas; empty when `r` has a
    /// NaN edge.
    init(_ r: Rect) {
        guard let r = PixelCoordinate.clamped(r) else {
            (x0, y0, x1, y1) = (0, 0, 0, 0)
            return
        }
        x0 = PixelCoordinate.snap(r.minX)
        y0 = PixelCoordinate.snap(r.minY)
        x1 = PixelCoordinate.snap(r.maxX)
        y1 = PixelCoordinate.snap(r.maxY)
    }

    var width: Int { x1 - x0 }
    var height: Int { y1 - y0 }
    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
}

/// The four corners of a box, clockwise from the top left.
enum Corner: CaseIterable {
    case topLeft, topRight, bottomRight, bottomLeft

    /// The corner point and the directions pointing into the box.
    func origin(_ box: PixelBox) -> (x: Int, y: Int, sx: Int, sy: Int) {
        switch self {
        case .topLeft: (box.x0, box.y0, 1, 1)
        case .topRight: (box.x1, box.y0, -1, 1)
        case .bottomRight: (box.x1, box.y1, -1, -1)
        case .bottomLeft: (box.x0, box.y1, 1, -1)
        }
    }
}
