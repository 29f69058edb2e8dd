import Lab
import Motion
import PlaygroundCore
import SDLHost

/// Draws a chart offscreen with the software renderer and saves it as PNG (no display needed);
/// every PNG the command line writes goes through `save` (checked writes, renamed into place).
enum PNGExport {
    /// Pixels a side of any picture the program draws (charts, screenshots, video frames): a
    /// bigger canvas is gigabytes of memory for a picture nobody can open.
    static let maxSide = 8192

    /// Refuses (exit 2) a picture of `size` points at `scale` over `maxSide` pixels a side,
    /// before anything is drawn: `advice` says how to make it smaller.
    static func checkCanvas(size: Size, scale: Double, flag: String, advice: String) throws(ExitFailure) {
        let width = (size.width * scale).rounded(.up)
        let height = (size.height * scale).rounded(.up)
        guard width > Double(maxSide) || height > Double(maxSide) else { return }
        throw .badInput(
            "\(flag): the picture would be \(decimal(width, digits: 0)) × \(decimal(height, digits: 0)) pixels, "
                + "more than \(maxSide) a side; \(advice)")
    }

    static func write(grid: ChartGrid, to path: String, flag: String) throws {
        try write(size: grid.size, scale: 1, to: path, flag: flag) { grid.draw(into: &$0) }
    }

    static func write(figure: PlotFigure, scale: Double, to path: String, flag: String) throws {
        try write(size: figure.size, scale: scale, to: path, flag: flag) { figure.draw(into: &$0) }
    }

    /// `size` in points; the image has `size × scale` pixels.
    static func write(
        size: Size, scale: Double, to path: String, flag: String,
        draw: (inout DrawList) -> Void
    ) throws {
        try checkCanvas(size: size, scale: scale, flag: flag, advice: "draw less into it, or at a smaller --scale")
        var list = DrawList()
        draw(&list)
        let canvas: SurfaceCanvas
        do {
            canvas = try SurfaceCanvas(
                width: Int((size.width * scale).rounded(.up)),
                height: Int((size.height * scale).rounded(.up)), pixelScale: scale)
        } catch let error as FontError {
            throw ExitFailure(code: error.exitCode, message: error.description)
        } catch let error as SDLError {
            throw ExitFailure(code: error.exitCode, message: error.description)
        }
        canvas.render(list, clear: .white)
        try save(canvas.readPixels(), to: path, flag: flag)
    }

    /// What the window shows, read back after rendering and saved as `save(_:to:flag:)` does.
    static func save(_ renderer: Renderer, to path: String, flag: String) throws(ExitFailure) {
        let image: Image
        do {
            image = try renderer.readPixels()
        } catch {
            throw ExitFailure.environment("\(flag) \(path): cannot read the window's pixels (\(error))")
        }
        try save(image, to: path, flag: flag)
    }

    /// Encodes `image` and writes it through `OutputFile` (checked writes, renamed into place).
    static func save(_ image: Image, to path: String, flag: String) throws(ExitFailure) {
        let bytes: [UInt8]
        do {
            bytes = try image.pngData()
        } catch {
            throw ExitFailure.environment("\(flag) \(path): cannot encode the PNG (\(error))")
        }
        try OutputFile.write(bytes, to: path, flag: flag)
    }
}
