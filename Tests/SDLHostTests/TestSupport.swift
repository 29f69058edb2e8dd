import Foundation
import Motion

@testable import PlaygroundCore
@testable import SDLHost

/// Every SDL test runs headless: the dummy driver must be chosen before SDL_Init.
func headlessCanvas(
    width: Int = 200, height: Int = 120, pixelScale: Double = 1,
    textCacheCapacity: Int = 512
) throws -> SurfaceCanvas {
    setenv("SDL_VIDEODRIVER", "dummy", 1)
    return try SurfaceCanvas(
        width: width, height: height, pixelScale: pixelScale,
        textCacheCapacity: textCacheCapacity)
}

func near(_ a: Color, _ b: Color, tolerance: Int = 3) -> Bool {
    abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance
        && abs(Int(a.b) - Int(b.b)) <= tolerance
}

/// Whether any pixel in the region is noticeably darker than white.
func hasInk(_ canvas: SurfaceCanvas, xs: Range<Int>, ys: Range<Int>, threshold: Int = 200) -> Bool {
    for y in ys {
        for x in xs {
            let c = canvas.pixel(x: x, y: y)
            if Int(c.r) + Int(c.g) + Int(c.b) < threshold * 3 { return true }
        }
    }
    return false
}
