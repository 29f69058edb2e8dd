import Motion
import Testing

@testable import PlaygroundCore
@testable import SDLHost

/// Issue 32: the renderer is an edge and takes any list. A coordinate a trillion points away,
/// infinite or NaN used to trap converting to `Int32` (a clip) or `Int`; now what can show is
/// drawn exactly and the rest is clamped or skipped.
@Suite(.serialized) struct DrawListRendererExtremeTests {
    let ink = Color(hex: 0x2255CC)

    @Test func partsOfShapesReachingFarOffTheCanvasDrawWhereTheyShow() throws {
        let canvas = try headlessCanvas()
        var list = DrawList()
        // A clip and a band that run a trillion points past both edges.
        list.clipped(to: Rect(x: -3e12, y: 0, width: 6e12, height: 100)) { list in
            list.fill(Rect(x: -1e12, y: 20, width: 2e12, height: 10), ink)
        }
        // A horizontal and a slanted line out to a trillion points.
        list.line(Point(x: 0, y: 60), Point(x: 1e12, y: 60), ink, width: 2)
        list.line(Point(x: 0, y: 70), Point(x: 1e12, y: 70 + 1e12), ink, width: 2)
        list.stroke(Rect(x: 150, y: 80, width: 40, height: 30), ink, width: 1e300, radius: 1e300)
        canvas.render(list, clear: .white)
        #expect(canvas.pixel(x: 0, y: 25) == ink && canvas.pixel(x: 199, y: 25) == ink)
        #expect(canvas.pixel(x: 100, y: 35) == .white)
        #expect(canvas.pixel(x: 100, y: 60) == ink)
        // The slanted line keeps its 45° slope: it passes the pixel (30, 100).
        #expect(near(canvas.pixel(x: 30, y: 100), ink, tolerance: 30))
        #expect(canvas.pixel(x: 60, y: 100) == .white)
        // A stroke as wide as the double allows fills its own box, and nothing outside it.
        #expect(canvas.pixel(x: 170, y: 95) == ink && canvas.pixel(x: 149, y: 95) == .white)
    }

    @Test func nonFiniteGeometryDrawsNothingAndNeverTraps() throws {
        let values: [Double] = [1e12, -1e12, 3e9, -3e9, 1e300, -1e300, .infinity, -.infinity, .nan]
        for v in values {
            let canvas = try headlessCanvas()
            var list = DrawList()
            list.fill(Rect(x: v, y: 10, width: 50, height: 50), ink)
            list.fill(Rect(x: 10, y: 10, width: v, height: 50), ink, radius: v)
            list.stroke(Rect(x: 10, y: v, width: 50, height: 50), ink, width: 2, radius: 6)
            list.stroke(Rect(x: 10, y: 10, width: 50, height: 50), ink, width: v, radius: v)
            list.line(Point(x: 0, y: 0), Point(x: v, y: v), ink, width: 2)
            list.line(Point(x: v, y: 0), Point(x: -v, y: 5), ink, width: v)
            list.clipped(to: Rect(x: v, y: 0, width: 100, height: 100)) {
                $0.fill(Rect(x: 0, y: 0, width: 9, height: 9), ink)
            }
            list.clipped(to: Rect(x: 0, y: 0, width: v, height: v)) {
                $0.fill(Rect(x: 0, y: 0, width: 9, height: 9), ink)
            }
            list.text("x", in: Rect(x: v, y: 0, width: 100, height: 20), size: 12, color: ink)
            list.text("x", in: Rect(x: 0, y: 0, width: v, height: 20), size: 12, color: ink)
            list.transformed(Transform(scaleX: 2, scaleY: 2, anchor: Point(x: 0, y: 0))) { list in
                list.fill(Rect(x: v, y: 0, width: 9, height: 9), ink)
            }
            canvas.render(list, clear: .white)
            if v.isNaN {
                // Every shape above has a NaN edge or end (the fills at 10, 10 have a NaN width).
                #expect(canvas.pixel(x: 30, y: 30) == .white && canvas.pixel(x: 100, y: 100) == .white)
            }
        }
    }
}
