import Playground
import SDLHost

/// Draws a chart grid offscreen with the software renderer and saves it as PNG (no display
/// needed); every PNG the command line writes goes through `save`.
enum PNGExport {
    static func write(grid: ChartGrid, to path: String, flag: String) throws {
        let size = grid.size
        var list = DrawList()
        grid.draw(into: &list)
        let canvas: SurfaceCanvas
        do {
            canvas = try SurfaceCanvas(width: Int(size.width.rounded(.up)), height: Int(size.height.rounded(.up)))
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
