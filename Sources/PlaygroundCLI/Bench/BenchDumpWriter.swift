import Foundation
import PlaygroundCore
import SDLHost

/// Writes the draw dump the C baseline replays (`bench/baseline.c`): per frame, the primitives
/// `DrawListRenderer` resolved, in pixels, with final strings and effective alpha, so the C side
/// does no layout beyond what the TrueType library does. Text format, one item per line:
///
///     playground-draw-dump 1
///     size W H
///     font SLOT FACE_INDEX PATH          slot 0 primary, 1 fallback (per-run face choice)
///     demo ID                            starts a section of frames
///     frame N
///     K r g b a                          clear
///     c x y w h | c -                    clip rect, or none
///     f x0 y0 x1 y1 rx ry r g b a        box, rounded when rx, ry >= 1 (alpha is effective)
///     s x0 y0 x1 y1 rx ry wx wy r g b a  border inside the box
///     l ax ay bx by width r g b a        diagonal anti-aliased line (pixels)
///     t px bold x y w h r g b a<TAB>STRING   label of pixel size px (bold 0/1) into a float rect
///     end
final class BenchDumpWriter {
    private var text = ""

    init(size: (width: Int, height: Int), fonts: FontLocator.Choice) {
        text.reserveCapacity(1 << 20)
        text += "playground-draw-dump 1\nsize \(size.width) \(size.height)\n"
        text += "font 0 \(fonts.primary.index) \(fonts.primary.path)\n"
        if let fallback = fonts.fallback { text += "font 1 \(fallback.index) \(fallback.path)\n" }
    }

    func beginDemo(_ id: String) { text += "demo \(id)\n" }

    func beginFrame(_ index: Int, clear: Color) {
        text += "frame \(index)\nK \(clear.r) \(clear.g) \(clear.b) \(clear.a)\n"
    }

    func record(_ primitive: ResolvedPrimitive) {
        switch primitive {
        case .clip(let x, let y, let w, let h):
            text += "c \(x) \(y) \(w) \(h)\n"
        case .noClip:
            text += "c -\n"
        case .fill(let x0, let y0, let x1, let y1, let rx, let ry, let color, let alpha):
            text += "f \(x0) \(y0) \(x1) \(y1) \(rx) \(ry) \(color.r) \(color.g) \(color.b) \(alpha)\n"
        case .stroke(let x0, let y0, let x1, let y1, let rx, let ry, let wx, let wy, let color, let alpha):
            text += "s \(x0) \(y0) \(x1) \(y1) \(rx) \(ry) \(wx) \(wy) \(color.r) \(color.g) \(color.b) \(alpha)\n"
        case .line(let ax, let ay, let bx, let by, let width, let color, let alpha):
            text += "l \(ax) \(ay) \(bx) \(by) \(width) \(color.r) \(color.g) \(color.b) \(alpha)\n"
        case .text(let string, let pixelSize, let weight, let x, let y, let w, let h, let color, let alpha):
            let clean = string.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\t", with: " ")
            text +=
                "t \(pixelSize) \(weight == .bold ? 1 : 0) \(x) \(y) \(w) \(h) \(color.r) \(color.g) \(color.b) \(alpha)\t\(clean)\n"
        }
    }

    func write(to path: String) throws {
        text += "end\n"
        try OutputFile.write(Array(text.utf8), to: path, flag: "--dump-draw")
    }
}
