import Playground
import SDLHost

/// Draws a chart grid offscreen with the software renderer and saves it as PNG (no display needed).
enum PNGExport {
    static func write(grid: ChartGrid, to path: String) throws {
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
        do {
            try canvas.savePNG(path: path)
        } catch {
            throw ExitFailure.badInput("cannot write the PNG \(path): \(error)")
        }
    }
}
