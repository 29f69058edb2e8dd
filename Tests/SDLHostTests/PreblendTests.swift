import CSDL2
import Foundation
import Motion
import Testing

@testable import PlaygroundCore
@testable import SDLHost

/// Labels and corners over a known solid ground are copied pre-blended from the second time
/// they are drawn (`SolidGround`, `PreblendCache`). The copies must give exactly the pixels
/// blending gives, frame after frame, whatever was drawn under, over or beside them, and in
/// damage repaints of several regions.
@Suite(.serialized) struct PreblendTests {
    init() { setenv("SDL_VIDEODRIVER", "dummy", 1) }

    /// Cards with labels, badges and avatars, partly covered, moved by `shift`, some translucent.
    static func scene(seed: UInt64, shift: Double) -> DrawList {
        var random = SeededRandom(seed: seed)
        func number(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }
        func color(opaque: Bool = false) -> Color {
            Color(
                UInt8.random(in: 0...250, using: &random), UInt8.random(in: 0...255, using: &random),
                UInt8.random(in: 0...255, using: &random), opaque ? 255 : UInt8.random(in: 120...255, using: &random))
        }
        var list = DrawList()
        list.fill(Rect(x: 0, y: 0, width: 320, height: 240), Color(240, 242, 246))
        for k in 0..<10 {
            let card = Rect(x: number(-20...220), y: number(-20...180) + shift, width: number(60...160), height: 56)
            list.clipped(
                to: Rect(
                    x: card.minX, y: card.minY + (k % 3 == 0 ? 6 : 0), width: card.width,
                    height: card.height - (k % 3 == 0 ? 12 : 0))
            ) { list in
                list.fill(card, color(opaque: true))
                list.fill(
                    Rect(x: card.minX + 6, y: card.minY + 10, width: 30, height: 30), color(opaque: true), radius: 15)
                list.text(
                    "名前 \(k)", in: Rect(x: card.minX + 42, y: card.minY + 4, width: 90, height: 20), size: 12,
                    weight: .bold, color: color())
                list.fill(Rect(x: card.minX + 42, y: card.minY + 30, width: 34, height: 16), color(), radius: 4)
                list.text(
                    "热评", in: Rect(x: card.minX + 42, y: card.minY + 30, width: 34, height: 16), size: 10,
                    color: .white, alignment: .center)
                list.text(
                    "comment \(k) 这个转场", in: Rect(x: card.minX + 80, y: card.minY + 28, width: 120, height: 22),
                    size: 13, color: color())
            }
            if k % 4 == 3 {
                // Something over the last cards: their labels are no longer on a solid ground.
                list.fill(Rect(x: number(0...200), y: number(0...160), width: 80, height: 40), color(), radius: 8)
                list.line(Point(x: 0, y: number(0...240)), Point(x: 320, y: number(0...240)), color(), width: 2)
                list.text(
                    "over \(k)", in: Rect(x: number(0...200), y: number(0...200), width: 80, height: 20), size: 14,
                    color: color())
            }
        }
        return list
    }

    /// The direct-pixels target, copying pre-blended masks or not.
    static func target(_ context: SDLContext, _ fonts: FontLocator.Choice, _ format: UInt32, preblend: Bool) throws
        -> DirectPixelsTests.Target
    {
        let target = try DirectPixelsTests.Target(context: context, fonts: fonts, format: format, direct: true)
        target.drawer.copiesPreblended = preblend
        return target
    }

    @Test(arguments: [SDL_PIXELFORMAT_ARGB8888.rawValue, SDL_PIXELFORMAT_RGB888.rawValue])
    func copiesEqualBlendsFrameAfterFrame(_ format: UInt32) throws {
        let context = try SDLContext(video: false)
        let fonts = try FontLocator().locate()
        let fast = try Self.target(context, fonts, format, preblend: true)
        let plain = try Self.target(context, fonts, format, preblend: false)
        for seed: UInt64 in 1...6 {
            // The same scene three times (the second and third copy), then moved by whole and half pixels.
            for shift in [0.0, 0, 0, 1, 1, 0.5, 0.5] {
                let list = Self.scene(seed: seed, shift: shift)
                let a = try fast.draw(list)
                let b = try plain.draw(list)
                let differing = zip(a.pixels, b.pixels).filter { $0 != $1 }.count
                #expect(differing == 0, "\(differing) pixels differ, seed \(seed), shift \(shift), format \(format)")
            }
        }
        #expect(fast.drawer.preblends.copies > 200, "copies \(fast.drawer.preblends.copies): the path must be used")
        #expect(plain.drawer.preblends.copies == 0)
    }

    /// Damage repaints: each frame repaints two separate regions of the last one, as the window does.
    @Test func copiesEqualBlendsInRepaintsOfSeveralRegions() throws {
        let context = try SDLContext(video: false)
        let fonts = try FontLocator().locate()
        let format = SDL_PIXELFORMAT_RGB888.rawValue
        let fast = try Self.target(context, fonts, format, preblend: true)
        let plain = try Self.target(context, fonts, format, preblend: false)
        let regions = [SDL_Rect(x: 10, y: 20, w: 140, h: 90), SDL_Rect(x: 170, y: 100, w: 120, h: 120)]
        for seed: UInt64 in 11...14 {
            _ = try fast.draw(Self.scene(seed: seed, shift: 0))
            _ = try plain.draw(Self.scene(seed: seed, shift: 0))
            for shift in [0.0, 2, 2, 3, 3, 3] {
                let list = Self.scene(seed: seed, shift: shift)
                let a = try fast.draw(list, regions: regions)
                let b = try plain.draw(list, regions: regions)
                let differing = zip(a.pixels, b.pixels).filter { $0 != $1 }.count
                #expect(differing == 0, "\(differing) pixels differ, seed \(seed), shift \(shift)")
            }
        }
        #expect(fast.drawer.preblends.copies > 50)
    }

    @Test func aGroundIsTrustedOnlyUntilSomethingIsDrawnOverIt() {
        typealias Box = SolidGround.Box
        var ground = SolidGround()
        ground.painted(Box(x0: 0, y0: 0, x1: 100, y1: 50), value: 7)
        #expect(ground.value(under: Box(x0: 10, y0: 10, x1: 40, y1: 20)) == 7)
        #expect(ground.value(under: Box(x0: 90, y0: 10, x1: 110, y1: 20)) == nil, "not all of it is ground")
        ground.wrote(Box(x0: 30, y0: 15, x1: 35, y1: 18))
        #expect(ground.value(under: Box(x0: 10, y0: 10, x1: 40, y1: 20)) == nil, "written over")
        #expect(ground.value(under: Box(x0: 50, y0: 10, x1: 60, y1: 20)) == 7, "beside the write")
        ground.painted(Box(x0: 55, y0: 0, x1: 100, y1: 50), value: 9)
        #expect(ground.value(under: Box(x0: 50, y0: 10, x1: 60, y1: 20)) == nil, "half under a newer fill")
        #expect(ground.value(under: Box(x0: 60, y0: 10, x1: 70, y1: 20)) == 9)
        // Past the writes it remembers, a ground is no longer trusted.
        for k in 0..<SolidGround.maxWrites { ground.wrote(Box(x0: 200 + k, y0: 0, x1: 201 + k, y1: 1)) }
        #expect(ground.value(under: Box(x0: 60, y0: 10, x1: 70, y1: 20)) == 9, "every later write still known")
        ground.wrote(Box(x0: 300, y0: 0, x1: 301, y1: 1))
        #expect(ground.value(under: Box(x0: 60, y0: 10, x1: 70, y1: 20)) == nil, "a write forgotten")
        ground.reset()
        #expect(ground.value(under: Box(x0: 60, y0: 10, x1: 70, y1: 20)) == nil)
    }
}
