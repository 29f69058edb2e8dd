import CSDL2
import Foundation
import Motion
import Testing

@testable import PlaygroundCore
@testable import SDLHost

@Suite(.serialized) struct SessionClockTests {
    @Test func aStallAdvancesTheSessionByAtMostAQuarterSecond() {
        var clock = SessionClock()
        #expect(clock.advance(toRaw: 16_000) == 16_000)
        #expect(clock.advance(toRaw: 5_016_000) == 266_000)
        // Afterwards time flows normally, offset by the stall.
        #expect(clock.advance(toRaw: 5_032_000) == 282_000)
        #expect(clock.time(atRaw: 5_020_000) == 270_000)
    }

    @Test func aRequestedTimerWaitIsNotAStall() {
        var clock = SessionClock()
        _ = clock.advance(toRaw: 10_000)
        // Waited for a timer due at 2.01 s; woke 1 ms late.
        #expect(clock.advance(toRaw: 2_011_000, expectedGap: 2_000_000) == 2_011_000)
    }

    @Test func timeNeverGoesBackwards() {
        var clock = SessionClock()
        _ = clock.advance(toRaw: 50_000)
        #expect(clock.advance(toRaw: 40_000) == 50_000)
    }

    @Test func counterConversionDoesNotOverflow() {
        let ns: UInt64 = 1_000_000_000
        #expect(SessionClock.micros(ticks: 3 * 3600 * ns + 1_500, frequency: ns) == 3 * 3600 * 1_000_000 + 1)
    }
}

@Suite(.serialized) struct FrameLoopTests {
    private func push(_ make: (inout SDL_Event) -> Void) {
        var event = SDL_Event()
        make(&event)
        _ = SDL_PushEvent(&event)
    }

    @Test func theLoopDeliversEventsTimersAndQuitUnderTheDummyDriver() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let context = try SDLContext(video: true)
        let window = try Window(context: context, title: "test", size: Size(width: 320, height: 200), hidden: true)
        let renderer = try Renderer(window: window, preference: .auto)
        #expect(renderer.name == "software")
        #expect(throws: SDLError.self) { try Renderer(window: window, preference: .opengl) }
        let textCache = try TextCache(renderer: renderer, fonts: FontLocator().locate())
        let loop = FrameLoop(window: window, renderer: renderer, textCache: textCache)

        var frames: [HostFrame] = []
        var timerDue: Int64 = 0
        var screenshot: Image?
        loop.run { frame in
            frames.append(frame)
            var list = DrawList()
            list.fill(Rect(x: 0, y: 0, width: 100, height: 100), Color(255, 0, 0))
            list.text("frame \(frame.index)", in: Rect(x: 0, y: 100, width: 200, height: 30))
            switch frame.index {
            case 0:
                push {
                    $0.type = SDL_KEYDOWN.rawValue
                    $0.key.keysym.sym = SDL_Keycode(SDLK_SPACE.rawValue)
                }
                return FrameOutput(
                    drawList: list, wake: .nextFrame, afterRender: { r in screenshot = try? r.readPixels() })
            case 1:
                timerDue = frame.time + 40_000
                return FrameOutput(drawList: list, wake: .at(timerDue))
            case 2:
                push {
                    $0.type = SDL_MOUSEMOTION.rawValue
                    $0.motion.x = 5
                    $0.motion.y = 6
                }
                return FrameOutput(drawList: list, wake: .idle)
            case 3:
                push { $0.type = SDL_QUIT.rawValue }
                return FrameOutput(drawList: list, wake: .idle)
            default:
                return FrameOutput(drawList: list, quit: frame.quitRequested || frame.index > 10)
            }
        }
        #expect(frames.count == 5)
        #expect(frames[1].inputs.map(\.input) == [.keyPressed("space", modifiers: [])])
        #expect(frames[2].time >= timerDue && frames[2].time < timerDue + 30_000)
        #expect(frames[3].inputs.map(\.input) == [.pointerMoved(Point(x: 5, y: 6))])
        #expect(frames[4].quitRequested)
        #expect(!frames[3].quitRequested)
        for (a, b) in zip(frames, frames.dropFirst()) { #expect(a.time <= b.time) }
        for frame in frames {
            for input in frame.inputs { #expect(input.time <= frame.time) }
            #expect(frame.windowSize == Size(width: 320, height: 200))
            #expect(frame.pixelScale == 1)
        }
        #expect(frames[4].stats.rendererName == "software")
        #expect(frames[4].stats.textCacheMisses == 4)
        #expect(screenshot?.width == 320)
        #expect(screenshot?.pixel(x: 50, y: 50) == Color(255, 0, 0))
    }
}
