import Lab
import Motion
import Replay
import SDLHost

/// The pictures `playground export-video` writes: the recorded session stepped headless, drawn
/// with the software renderer, the pointer layered on top (from the recording's pointer facts,
/// outside the app's draw list), and cut to the crop.
final class ReplayFrameRenderer {
    let canvas: SurfaceCanvas
    /// The part of the canvas each frame keeps (the whole canvas without a crop).
    let crop: VideoCrop.Pixels
    let drawsPointer: Bool
    private var cursor: ReplayCursor
    private var app: PlaygroundApp
    private var pointer = PointerOverlay()
    /// Frames stepped so far.
    private var stepped = 0
    private var full: [UInt8] = []

    init(replay: Replay, canvas: SurfaceCanvas, crop: VideoCrop.Pixels, drawsPointer: Bool) throws(ReplayError) {
        self.canvas = canvas
        self.crop = crop
        self.drawsPointer = drawsPointer
        cursor = ReplayCursor(replay)
        app = try cursor.startSession()
    }

    /// Steps the session through the frame at `position` (0-based, file order) without showing
    /// those frames: the picture depends on all of them, but a tap among them is not shown.
    func skip(through position: Int) {
        step(through: position)
        pointer.beginFrame()
    }

    /// Steps the session through the frame at `position` (0-based, file order), to be shown next.
    func step(through position: Int) {
        while stepped <= position, let (frame, inputs) = cursor.next() {
            app.step(frame, inputs: inputs)
            pointer.apply(inputs)
            stepped += 1
        }
    }

    /// The current picture as BGRA bytes of the crop's size; the pointer's facts start afresh.
    func render(into bytes: inout [UInt8]) {
        let pointer = pointer
        canvas.render(app) { list in if self.drawsPointer { pointer.draw(into: &list) } }
        self.pointer.beginFrame()
        if crop.x == 0, crop.y == 0, crop.width == canvas.width, crop.height == canvas.height {
            canvas.copyPixelBytes(into: &bytes)
            return
        }
        canvas.copyPixelBytes(into: &full)
        let rowBytes = crop.width * 4
        if bytes.count != rowBytes * crop.height { bytes = [UInt8](repeating: 0, count: rowBytes * crop.height) }
        for row in 0..<crop.height {
            let from = ((crop.y + row) * canvas.width + crop.x) * 4
            bytes.replaceSubrange(row * rowBytes..<(row + 1) * rowBytes, with: full[from..<from + rowBytes])
        }
    }

    /// The current picture as an image (ARGB words: the BGRA bytes read little-endian).
    func renderImage() -> Image {
        var bytes: [UInt8] = []
        render(into: &bytes)
        let words = bytes.withUnsafeBytes { raw in
            (0..<crop.width * crop.height).map {
                UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 4, as: UInt32.self))
            }
        }
        return Image(width: crop.width, height: crop.height, pixels: words)
    }
}
