import CSDL2
import Motion
import Playground

/// The display link: drain events → body(frame) → render → present, once per vsync while
/// something moves; blocked in SDL_WaitEvent while nothing does.
public final class FrameLoop {
    public let window: Window
    public let renderer: Renderer
    public let textCache: TextCache
    private let drawer: DrawListRenderer
    /// Painted under every frame's draw list.
    public var clearColor = Color.white
    /// How often a minimised window still ticks (µs): timers and replays keep progressing
    /// without spinning on presents nobody sees.
    public var minimizedInterval: Int64 = 100_000

    public init(window: Window, renderer: Renderer, textCache: TextCache) {
        precondition(renderer.window === window, "the renderer must draw into this window")
        self.window = window
        self.renderer = renderer
        self.textCache = textCache
        drawer = DrawListRenderer(renderer: renderer, textCache: textCache)
    }

    public func run(_ body: (HostFrame) -> FrameOutput) {
        let frequency = SDL_GetPerformanceFrequency()
        let startCounter = SDL_GetPerformanceCounter()
        // Event timestamps are SDL_GetTicks milliseconds; this ties them to the counter's origin.
        let startTicks = Int64(SDL_GetTicks64())
        func rawNow() -> Int64 {
            SessionClock.micros(ticks: SDL_GetPerformanceCounter() &- startCounter, frequency: frequency)
        }
        // Software renderers may claim vsync without delivering it (dummy driver): never
        // present faster than the display refreshes.
        let minInterval = Int64(1_000_000 / max(1, window.refreshRate))

        var clock = SessionClock()
        var translator = EventTranslator()
        var wake = Wake.nextFrame
        var index = 0
        var lastFrameMicros: Int64 = 0
        var lastEventTime: Int64 = 0
        var lastPresent = rawNow()
        var event = SDL_Event()
        // What is on screen, so a frame that would draw the same picture is not drawn again.
        var shown: (list: DrawList, size: Size)?

        while true {
            var expectedGap: Int64 = 0
            switch wake {
            case .nextFrame:
                if window.isMinimized { _ = SDL_WaitEventTimeout(nil, Int32(minimizedInterval / 1000)) }
            case .idle:
                // Blocks with ~0 CPU; the event stays queued for the drain below.
                _ = SDL_WaitEvent(nil)
            case .at(let due):
                expectedGap = due - clock.lastTime
                // SDL's timeout counts whole SDL_GetTicks milliseconds and may return up to one
                // early: wait again until the µs deadline has passed, unless an event arrived.
                while case let remaining = due - clock.time(atRaw: rawNow()), remaining > 0 {
                    let ms = (remaining + 999) / 1000
                    if SDL_WaitEventTimeout(nil, Int32(clamping: ms)) != 0 { break }
                }
            }

            let previousTime = clock.lastTime
            let time = clock.advance(toRaw: rawNow(), expectedGap: expectedGap)
            var inputs: [TimedInput] = []
            var lower = max(previousTime, lastEventTime)
            while SDL_PollEvent(&event) != 0 {
                // Exposed, resized, restored...: the window's pixels may be gone, so repaint.
                if event.type == SDL_WINDOWEVENT.rawValue { shown = nil }
                let raw = (Int64(event.common.timestamp) - startTicks) * 1000
                let at = min(max(clock.time(atRaw: raw), lower), time)
                lower = at
                inputs += translator.translate(event, at: at)
            }
            lastEventTime = lower
            let quitRequested = translator.quitRequested
            translator.quitRequested = false

            let workStart = SDL_GetPerformanceCounter()
            let frame = HostFrame(
                index: index, time: time, inputs: inputs, quitRequested: quitRequested,
                windowSize: window.size, pixelScale: renderer.pixelScale,
                stats: HostStats(rendererName: renderer.name, vsync: renderer.vsync,
                                 textCacheHits: textCache.hits, textCacheMisses: textCache.misses,
                                 textCacheEntries: textCache.entryCount, textCacheEvictions: textCache.evictions,
                                 lastFrameMicros: lastFrameMicros))
            let output = body(frame)
            if output.quit { return }
            let unchanged = output.afterRender == nil && shown?.size == frame.windowSize && shown?.list == output.drawList
            // A software window keeps its pixels: repaint and show only what changed (a rolling
            // ticker then costs its own few rows of pixels, not the whole window, per frame).
            var region: SDL_Rect?
            if !unchanged, renderer.keepsPixelsBetweenFrames, output.afterRender == nil, let previous = shown,
               previous.size == frame.windowSize,
               case .region(let damage) = DrawListDamage.between(previous.list, output.drawList) {
                region = PixelRegion.covering(damage, scale: frame.pixelScale)
            }
            if !unchanged {
                if let region {
                    drawer.render(output.drawList, pixelScale: frame.pixelScale, region: region, clear: clearColor)
                } else {
                    drawer.render(output.drawList, pixelScale: frame.pixelScale, clear: clearColor)
                    output.afterRender?(renderer)
                }
                shown = (output.drawList, frame.windowSize)
            }
            lastFrameMicros = SessionClock.micros(ticks: SDL_GetPerformanceCounter() &- workStart, frequency: frequency)
            if !unchanged {
                if let region { renderer.present(region: region) } else { renderer.present() }
            }

            let sincePresent = rawNow() - lastPresent
            if sincePresent < minInterval / 2 {
                SDL_Delay(UInt32((minInterval - sincePresent) / 1000))
            }
            lastPresent = rawNow()
            wake = output.wake
            index += 1
        }
    }
}
