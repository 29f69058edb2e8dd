import CSDL2
import Foundation
import Motion
import Testing

@testable import PlaygroundCore
@testable import SDLHost

/// The software target's own pixel loops (`PixelTarget`), with primitives under later opaque
/// fills left out (`Occluders`), give exactly the pixels SDL's software renderer gives drawing
/// every primitive of the same list: fills opaque and translucent, rounded corners, strokes,
/// tinted labels, clips, transforms and opacity, into ARGB8888 and RGB888 (an X11 window) alike.
@Suite(.serialized) struct DirectPixelsTests {
    init() { setenv("SDL_VIDEODRIVER", "dummy", 1) }

    /// A renderer on its own surface, drawing directly or through SDL.
    struct Target {
        let renderer: Renderer
        let drawer: DrawListRenderer

        init(context: SDLContext, fonts: FontLocator.Choice, format: UInt32, direct: Bool) throws {
            renderer = try Renderer(context: context, surfaceWidth: 320, height: 240, pixelScale: 1, format: format)
            drawer = DrawListRenderer(renderer: renderer, textCache: try TextCache(renderer: renderer, fonts: fonts))
            drawer.drawsPixelsDirectly = direct
            drawer.cullsHidden = direct
        }

        /// With `regions`, only those are repainted over what the last draw left (a window's damage).
        func draw(_ list: DrawList, regions: [SDL_Rect] = []) throws -> Image {
            drawer.render(list, pixelScale: 1, regions: regions, clear: Color(250, 250, 252))
            renderer.flush()
            return try renderer.readPixels()
        }
    }

    /// Every kind of primitive the direct path handles, at seeded random places, colours and alphas.
    static func scene(seed: UInt64) -> DrawList {
        var random = SeededRandom(seed: seed)
        func number(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }
        func color() -> Color {
            // Never pure white: SDL blits an untinted texture with another blitter (its own rounding).
            Color(
                UInt8.random(in: 0...250, using: &random), UInt8.random(in: 0...255, using: &random),
                UInt8.random(in: 0...255, using: &random),
                Bool.random(using: &random) ? 255 : UInt8.random(in: 1...254, using: &random))
        }
        func rect() -> Rect {
            Rect(x: number(-20...300), y: number(-20...220), width: number(1...140), height: number(1...90))
        }
        var list = DrawList()
        if seed % 2 == 0 { list.fill(Rect(x: 0, y: 0, width: 320, height: 240), Color(240, 242, 246)) }
        for k in 0..<60 {
            if k % 15 == 14 {
                // A page sliding over what is drawn so far (hides some of it, trims some), sometimes
                // moved and clipped.
                let page = Rect(x: number(-200...200), y: number(-100...100), width: 300, height: 200)
                list.clipped(to: Rect(x: number(0...40), y: number(0...40), width: 300, height: 220)) { list in
                    list.transformed(.translate(number(-10...10), 0)) { list in
                        list.fill(page, Color(UInt8(k), 200, 255), radius: Bool.random(using: &random) ? 0 : 10)
                    }
                }
            }
            let radius = Bool.random(using: &random) ? 0 : number(1...24)
            switch k % 6 {
            case 0: list.fill(rect(), color(), radius: radius)
            case 1: list.stroke(rect(), color(), width: number(0.5...5), radius: radius)
            case 2:
                list.text(
                    k % 12 == 2 ? "Tinted label 你好 \(k)" : "Ellipsis cuts this long label \(k)", in: rect(),
                    size: number(9...22), weight: k % 4 == 0 ? .bold : .regular, color: color(),
                    alignment: [.leading, .center, .trailing][k % 3])
            case 3:
                list.withOpacity(number(0.05...0.95)) { list in
                    list.fill(rect(), color(), radius: radius)
                    list.text("faded \(k)", in: rect(), size: 13, color: color())
                }
            case 4:
                list.clipped(to: rect()) { list in
                    list.fill(rect(), color(), radius: radius)
                    list.stroke(rect(), color(), width: 2, radius: radius)
                    list.text("clipped label \(k)", in: rect(), size: 15, color: color())
                }
            default:
                let y = number(0...240)
                list.line(
                    Point(x: number(0...160), y: y), Point(x: number(160...320), y: y), color(), width: number(0.5...4))
                // Scaled, not stretched: the transform only moves what it draws.
                list.transformed(.translate(number(-5...5), number(-5...5))) { list in
                    list.fill(rect(), color(), radius: radius)
                    list.text(
                        "moved \(k)", in: Rect(x: 100, y: y - 10, width: 120, height: 20), size: 14, color: color())
                }
            }
        }
        return list
    }

    @Test(arguments: [SDL_PIXELFORMAT_ARGB8888.rawValue, SDL_PIXELFORMAT_RGB888.rawValue])
    func directPixelsEqualSDLsRenderer(_ format: UInt32) throws {
        let context = try SDLContext(video: false)
        let fonts = try FontLocator().locate()
        let direct = try Target(context: context, fonts: fonts, format: format, direct: true)
        let sdl = try Target(context: context, fonts: fonts, format: format, direct: false)
        #expect(direct.renderer.pixelTarget() != nil, "the test must exercise the direct path")
        var culled = 0
        for seed: UInt64 in 1...8 {
            let list = Self.scene(seed: seed)
            let a = try direct.draw(list)
            culled += direct.drawer.culled
            let b = try sdl.draw(list)
            #expect(sdl.drawer.culled == 0)
            let differing = zip(a.pixels, b.pixels).filter { $0 != $1 }.count
            #expect(differing == 0, "\(differing) pixels differ from SDL's for seed \(seed), format \(format)")
            #expect(Set(a.pixels).count > 200, "the scene draws many colours")
        }
        #expect(culled > 20, "the scenes must hide primitives under later fills (culled \(culled))")
    }

    /// Stretched labels are filtered by our own loop (SDL's stretching blit rounds differently,
    /// so not compared pixel for pixel): squashed to half its height, a label keeps its width and
    /// its ink takes half the rows, in its colour.
    @Test func aScaledLabelIsStretchedIntoItsBox() throws {
        func ink(_ scaleY: Double) throws -> (xs: ClosedRange<Int>, ys: ClosedRange<Int>, darkest: Color) {
            let canvas = try headlessCanvas()
            var list = DrawList()
            list.transformed(.scale(1, scaleY, about: Point(x: 0, y: 40))) { list in
                list.text(
                    "Squash 你好 HHH", in: Rect(x: 20, y: 40, width: 170, height: 40), size: 24, color: Color(20, 60, 200)
                )
            }
            canvas.render(list, clear: .white)
            var xs: [Int] = []
            var ys: [Int] = []
            var darkest = Color.white
            for y in 0..<120 {
                for x in 0..<200 {
                    let c = canvas.pixel(x: x, y: y)
                    if c != .white {
                        xs.append(x)
                        ys.append(y)
                    }
                    if Int(c.r) + Int(c.g) < Int(darkest.r) + Int(darkest.g) { darkest = c }
                }
            }
            return (xs.min()!...xs.max()!, ys.min()!...ys.max()!, darkest)
        }
        let full = try ink(1)
        let half = try ink(0.5)
        #expect(abs(half.xs.lowerBound - full.xs.lowerBound) <= 1 && abs(half.xs.upperBound - full.xs.upperBound) <= 1)
        let ratio = Double(half.ys.count) / Double(full.ys.count)
        #expect(ratio > 0.4 && ratio < 0.6, "ink rows \(half.ys) against \(full.ys)")
        // Stems keep full coverage somewhere: the label's own colour.
        #expect(near(half.darkest, Color(20, 60, 200), tolerance: 8), "darkest \(half.darkest)")
    }

    @Test func aDiagonalLineIsAntiAliasedAcrossItsWidthAndCutAtItsEnds() throws {
        let canvas = try headlessCanvas()
        var list = DrawList()
        list.line(Point(x: 20, y: 20), Point(x: 100, y: 100), Color(200, 0, 0), width: 4)
        canvas.render(list, clear: .white)
        // On the centre line: solid. Half a width plus the fringe away (perpendicular): untouched.
        #expect(canvas.pixel(x: 70, y: 70) == Color(200, 0, 0))
        #expect(canvas.pixel(x: 74, y: 66) == .white)
        // Between solid and clear: a blend of the two.
        let edge = canvas.pixel(x: 72, y: 69)
        #expect(edge != .white && edge != Color(200, 0, 0) && edge.g == edge.b)
        // Past the ends: nothing.
        #expect(canvas.pixel(x: 17, y: 17) == .white)
        #expect(canvas.pixel(x: 103, y: 103) == .white)
    }
}
