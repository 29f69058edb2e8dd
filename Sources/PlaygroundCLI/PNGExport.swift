import Motion
import Playground
import SDLHost

/// Draws a chart offscreen with the software renderer and saves it as PNG (no display needed).
/// The PNG is written beside its target and renamed into place when complete.
enum PNGExport {
    static func write(grid: ChartGrid, to path: String) throws {
        try write(size: grid.size, scale: 1, to: path) { grid.draw(into: &$0) }
    }

    static func write(figure: PlotFigure, scale: Double, to path: String) throws {
        try write(size: figure.size, scale: scale, to: path) { figure.draw(into: &$0) }
    }

    /// `size` in points; the image has `size × scale` pixels.
    static func write(size: Size, scale: Double, to path: String, draw: (inout DrawList) -> Void) throws {
        var list = DrawList()
        draw(&list)
        let canvas: SurfaceCanvas
        do {
            canvas = try SurfaceCanvas(width: Int((size.width * scale).rounded(.up)),
                                       height: Int((size.height * scale).rounded(.up)), pixelScale: scale)
        } catch let error as FontError {
            throw ExitFailure(code: error.exitCode, message: error.description)
        } catch let error as SDLError {
            throw ExitFailure(code: error.exitCode, message: error.description)
        }
        canvas.render(list, clear: .white)
        let staged = StagedFile(target: path)
        do {
            try canvas.savePNG(path: staged.temporary)
        } catch {
            staged.discard()
            throw ExitFailure.environment("cannot write the PNG \(path): \(error)")
        }
        try staged.commit()
    }
}
