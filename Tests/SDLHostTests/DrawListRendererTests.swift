import Foundation
import Motion
import Testing

@testable import PlaygroundCore
@testable import SDLHost

@Suite(.serialized) struct DrawListRendererTests {
    let blue = Color(hex: 0x2255CC)
    let red = Color(hex: 0xCC2222)

    @Test func filledRectHasItsColourInsideAndBackgroundOutside() throws {
        let canvas = try headlessCanvas()
        var list = DrawList()
        list.fill(Rect(x: 20, y: 20, width: 60, height: 40), blue)
        canvas.render(list, clear: .white)
        #expect(canvas.pixel(x: 50, y: 40) == blue)
        #expect(canvas.pixel(x: 20, y: 20) == blue)
        #expect(canvas.pixel(x: 79, y: 59) == blue)
        #expect(canvas.pixel(x: 80, y: 40) == .white)
        #expect(canvas.pixel(x: 50, y: 60) == .white)
        #expect(canvas.pixel(x: 19, y: 40) == .white)
    }

    @Test func roundedRectLeavesItsCornersEmpty() throws {
        let canvas = try headlessCanvas()
        var list = DrawList()
        list.fill(Rect(x: 20, y: 20, width: 80, height: 60), blue, radius: 16)
        canvas.render(list, clear: .white)
        #expect(canvas.pixel(x: 20, y: 20) == .white)
        #expect(canvas.pixel(x: 99, y: 79) == .white)
        #expect(canvas.pixel(x: 22, y: 22) == .white)
        #expect(canvas.pixel(x: 60, y: 50) == blue)
        // Straight edges stay filled right up to the bounds.
        #expect(canvas.pixel(x: 60, y: 20) == blue)
        #expect(canvas.pixel(x: 20, y: 50) == blue)
        // The arc midpoint (45°) is filled just inside and empty just outside.
        let inside = canvas.pixel(x: 20 + 16 - 10, y: 20 + 16 - 10)
        #expect(near(inside, blue, tolerance: 20))
    }

    @Test func strokedRectColoursItsEdgeAndLeavesItsInside() throws {
        let canvas = try headlessCanvas()
        var list = DrawList()
        list.stroke(Rect(x: 20, y: 20, width: 80, height: 60), red, width: 2)
        list.stroke(Rect(x: 120, y: 20, width: 60, height: 60), red, width: 3, radius: 10)
        canvas.render(list, clear: .white)
        #expect(canvas.pixel(x: 60, y: 20) == red)
        #expect(canvas.pixel(x: 60, y: 21) == red)
        #expect(canvas.pixel(x: 20, y: 50) == red)
        #expect(canvas.pixel(x: 99, y: 50) == red)
        #expect(canvas.pixel(x: 60, y: 22) == .white)
        #expect(canvas.pixel(x: 60, y: 50) == .white)
        #expect(canvas.pixel(x: 60, y: 19) == .white)
        // Rounded: straight parts of the edge are stroked, the centre and the corner are not.
        #expect(canvas.pixel(x: 150, y: 21) == red)
        #expect(canvas.pixel(x: 150, y: 50) == .white)
        #expect(canvas.pixel(x: 120, y: 20) == .white)
    }

    @Test func halfOpacityBlendsHalfway() throws {
        let canvas = try headlessCanvas()
        var list = DrawList()
        list.withOpacity(0.5) { l in
            l.fill(Rect(x: 10, y: 10, width: 40, height: 40), .black)
            l.fill(Rect(x: 60, y: 10, width: 40, height: 40), .black, radius: 8)
        }
        // Opacity multiplies colour alpha: 0.5 × alpha 0.5 is a quarter.
        list.withOpacity(0.5) { l in l.fill(Rect(x: 110, y: 10, width: 40, height: 40), Color(0, 0, 0, 128)) }
        canvas.render(list, clear: .white)
        #expect(near(canvas.pixel(x: 30, y: 30), Color(128, 128, 128)))
        #expect(near(canvas.pixel(x: 80, y: 30), Color(128, 128, 128)))
        #expect(near(canvas.pixel(x: 130, y: 30), Color(191, 191, 191)))
    }

    @Test func clipCutsARectAndNestedClipsIntersect() throws {
        let canvas = try headlessCanvas()
        var list = DrawList()
        list.clipped(to: Rect(x: 0, y: 0, width: 50, height: 120)) { l in
            l.fill(Rect(x: 20, y: 20, width: 60, height: 40), blue)
            l.clipped(to: Rect(x: 30, y: 0, width: 100, height: 100)) { l in
                l.fill(Rect(x: 0, y: 70, width: 200, height: 20), red)
            }
        }
        list.fill(Rect(x: 150, y: 20, width: 10, height: 10), blue)
        canvas.render(list, clear: .white)
        #expect(canvas.pixel(x: 49, y: 40) == blue)
        #expect(canvas.pixel(x: 50, y: 40) == .white)
        #expect(canvas.pixel(x: 29, y: 80) == .white)
        #expect(canvas.pixel(x: 30, y: 80) == red)
        #expect(canvas.pixel(x: 49, y: 80) == red)
        #expect(canvas.pixel(x: 50, y: 80) == .white)
        // After the pops nothing is clipped.
        #expect(canvas.pixel(x: 155, y: 25) == blue)
    }

    @Test func transformsMoveAndScaleRects() throws {
        let canvas = try headlessCanvas()
        var list = DrawList()
        list.transformed(.translate(100, 10)) { l in
            l.fill(Rect(x: 0, y: 0, width: 20, height: 20), red)
        }
        // Scale 2 about the rect's centre (30, 70): 20×20 becomes 40×40 around the same centre.
        list.transformed(.scale(2, 2, about: Point(x: 30, y: 70))) { l in
            l.fill(Rect(x: 20, y: 60, width: 20, height: 20), blue)
        }
        canvas.render(list, clear: .white)
        #expect(canvas.pixel(x: 5, y: 5) == .white)
        #expect(canvas.pixel(x: 100, y: 10) == red)
        #expect(canvas.pixel(x: 119, y: 29) == red)
        #expect(canvas.pixel(x: 120, y: 29) == .white)
        #expect(canvas.pixel(x: 10, y: 50) == blue)
        #expect(canvas.pixel(x: 49, y: 89) == blue)
        #expect(canvas.pixel(x: 9, y: 70) == .white)
        #expect(canvas.pixel(x: 50, y: 70) == .white)
    }

    @Test func nestedTransformsCompose() throws {
        let canvas = try headlessCanvas()
        var list = DrawList()
        list.transformed(.translate(50, 0)) { l in
            l.transformed(.scale(2, 1, about: .zero)) { l in
                l.fill(Rect(x: 10, y: 10, width: 10, height: 10), blue)
            }
        }
        canvas.render(list, clear: .white)
        // x: 50 + 2·10 = 70 … 50 + 2·20 = 90.
        #expect(canvas.pixel(x: 69, y: 15) == .white)
        #expect(canvas.pixel(x: 70, y: 15) == blue)
        #expect(canvas.pixel(x: 89, y: 15) == blue)
        #expect(canvas.pixel(x: 90, y: 15) == .white)
    }

    @Test func textInksOnlyInsideItsFrame() throws {
        let canvas = try headlessCanvas(width: 240, height: 80)
        var list = DrawList()
        let frame = Rect(x: 20, y: 20, width: 200, height: 40)
        list.text("Hello 你好", in: frame, size: 20, color: .black)
        canvas.render(list, clear: .white)
        #expect(hasInk(canvas, xs: 20..<220, ys: 20..<60))
        #expect(!hasInk(canvas, xs: 0..<240, ys: 0..<20, threshold: 250))
        #expect(!hasInk(canvas, xs: 0..<240, ys: 60..<80, threshold: 250))
        #expect(!hasInk(canvas, xs: 0..<20, ys: 0..<80, threshold: 250))
        // Leading alignment: the text is short, so the right end of the frame stays blank.
        #expect(!hasInk(canvas, xs: 150..<240, ys: 0..<80, threshold: 250))
    }

    @Test func textAlignmentPlacesTheRun() throws {
        let canvas = try headlessCanvas(width: 300, height: 40)
        var list = DrawList()
        list.text("Hi", in: Rect(x: 0, y: 0, width: 300, height: 40), size: 20, alignment: .trailing)
        canvas.render(list, clear: .white)
        #expect(hasInk(canvas, xs: 260..<300, ys: 0..<40))
        #expect(!hasInk(canvas, xs: 0..<250, ys: 0..<40, threshold: 250))
        list = DrawList()
        list.text("Hi", in: Rect(x: 0, y: 0, width: 300, height: 40), size: 20, alignment: .center)
        canvas.render(list, clear: .white)
        #expect(hasInk(canvas, xs: 130..<170, ys: 0..<40))
        #expect(!hasInk(canvas, xs: 0..<120, ys: 0..<40, threshold: 250))
        #expect(!hasInk(canvas, xs: 180..<300, ys: 0..<40, threshold: 250))
    }

    @Test func longTextIsCutWithAnEllipsisInsideItsFrame() throws {
        let canvas = try headlessCanvas(width: 300, height: 40)
        var list = DrawList()
        let long = "A very long label that cannot possibly fit 一个很长的标签"
        list.text(long, in: Rect(x: 10, y: 0, width: 100, height: 40), size: 16, color: .black)
        canvas.render(list, clear: .white)
        #expect(hasInk(canvas, xs: 10..<110, ys: 0..<40))
        #expect(!hasInk(canvas, xs: 110..<300, ys: 0..<40, threshold: 254))
    }

    @Test func pixelScaleTwoDoublesGeometry() throws {
        let canvas = try headlessCanvas(width: 200, height: 120, pixelScale: 2)
        var list = DrawList()
        list.fill(Rect(x: 10, y: 10, width: 20, height: 15), blue)
        list.stroke(Rect(x: 50, y: 10, width: 20, height: 20), red, width: 1)
        canvas.render(list, clear: .white)
        #expect(canvas.pixel(x: 19, y: 20) == .white)
        #expect(canvas.pixel(x: 20, y: 20) == blue)
        #expect(canvas.pixel(x: 59, y: 49) == blue)
        #expect(canvas.pixel(x: 60, y: 49) == .white)
        #expect(canvas.pixel(x: 59, y: 50) == .white)
        // A 1 pt stroke is 2 px thick.
        #expect(canvas.pixel(x: 120, y: 20) == red)
        #expect(canvas.pixel(x: 120, y: 21) == red)
        #expect(canvas.pixel(x: 120, y: 22) == .white)
    }

    @Test func linesDrawWithTheirWidth() throws {
        let canvas = try headlessCanvas()
        var list = DrawList()
        list.line(Point(x: 10, y: 50), Point(x: 190, y: 50), red, width: 2)
        list.line(Point(x: 20, y: 60), Point(x: 120, y: 110), blue, width: 3)
        canvas.render(list, clear: .white)
        #expect(canvas.pixel(x: 100, y: 49) == red)
        #expect(canvas.pixel(x: 100, y: 50) == red)
        #expect(canvas.pixel(x: 100, y: 48) == .white)
        #expect(canvas.pixel(x: 100, y: 51) == .white)
        // The diagonal passes through (70, 85).
        #expect(near(canvas.pixel(x: 70, y: 85), blue, tolerance: 30))
        #expect(canvas.pixel(x: 70, y: 75) == .white)
    }

    @Test func canvasSavesAPNG() throws {
        let canvas = try headlessCanvas(width: 32, height: 16)
        var list = DrawList()
        list.fill(Rect(x: 0, y: 0, width: 16, height: 16), red)
        canvas.render(list, clear: .white)
        let path = "/tmp/sdlhost-test-\(getpid()).png"
        try canvas.savePNG(path: path)
        defer { unlink(path) }
        var st = stat()
        #expect(stat(path, &st) == 0 && st.st_size > 0)
        let image = canvas.readPixels()
        #expect(image.pixel(x: 3, y: 3) == red)
        #expect(image.pixel(x: 20, y: 3) == .white)
    }
}
