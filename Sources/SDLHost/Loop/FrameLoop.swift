import CSDL2
import Glibc
import Motion
import PlaygroundCore

/// The display link: drain events → body(frame) → render → present, once per vsync while
/// something moves; blocked in SDL_WaitEvent while nothing does.
public final class FrameLoop {
    public let window: Window
    public let renderer: Renderer
    public let textCache: TextCache
    private let painter: FramePainter
    /// Painted under every frame's draw list.
    public var clearColor: Color {
        get { painter.clearColor }
        set { painter.clearColor = newValue }
    }
    /// How often a minimised window still ticks (µs): timers and replays keep progressing
    /// without spinning on presents nobody sees.
    public var minimizedInterval: Int64 = 100_000
    /// Called after each present with the frame's index (start-up measurements).
    public var onPresent: ((Int) -> Void)?
    /// Ctrl + / Ctrl − resize the window and keep the app's points (the replay viewer, whose
    /// recording has a fixed size), rather than give the app fewer or more points.
    public var zoomResizesWindow = false

    public init(window: Window, renderer: Renderer, textCache: TextCache) {
        precondition(renderer.window === window, "the renderer must draw into this window")
        self.window = window
        self.renderer = renderer
        self.textCache = textCache
        painter = FramePainter(renderer: renderer, textCache: textCache)
    }

    /// Waits up to `ms` (-1: forever) for an event and takes it off the queue. Never
    /// SDL_WaitEvent(NULL): in SDL 2.26, on a driver that cannot block (dummy, headless) it
    /// leaves an entry in the queue at every internal poll, so after a few minutes of idling
    /// the queue is full (65,535) and the quit event of SIGTERM or SIGINT is dropped.
    static func waitForEvent(_ ms: Int32) -> SDL_Event? {
        var event = SDL_Event()
        let got = ms < 0 ? SDL_WaitEvent(&event) : SDL_WaitEventTimeout(&event, ms)
        return got != 0 ? event : nil
    }

    /// Ctrl + / Ctrl − / Ctrl 0: the window keeps its pixels and the app gets a new size in
    /// points, which the body sees as `HostFrame.windowSize` (a live session records it as a
    /// `viewport_resized` fact, so a replay lays out the same).
    func applyZoom(_ commands: [EventTranslator.ZoomCommand]) {
        for command in commands {
            let next: UIScale?
            switch command {
            case .larger: next = window.uiScale.stepped(up: true, window: window.windowCoordinateSize)
            case .smaller: next = window.uiScale.stepped(up: false, window: window.windowCoordinateSize)
            case .reset: next = window.defaultUIScale
            }
            guard let next, next != window.uiScale else { continue }
            let points = window.size
            window.uiScale = next
            if zoomResizesWindow { window.resize(toPoints: points) }
            painter.invalidate()
        }
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
        // The X server's times for input: SDL hands on each X event as a SYSWM event (DeviceStamp).
        SDL_EventState(SDL_SYSWMEVENT.rawValue, SDL_ENABLE)
        CSDL2_WatchXInputTimes()
        var deviceClock = DeviceClock()
        var wake = Wake.nextFrame
        var index = 0
        var lastFrameMicros: Int64 = 0
        var lastEventTime: Int64 = 0
        var event = SDL_Event()

        while true {
            var expectedGap: Int64 = 0
            // The event a wait took off the queue: the drain below handles it first.
            var waited: SDL_Event?
            switch wake {
            case .nextFrame:
                if window.isMinimized { waited = Self.waitForEvent(Int32(minimizedInterval / 1000)) }
            case .idle:
                waited = Self.waitForEvent(-1)  // blocks with ~0 CPU
            case .at(let due):
                expectedGap = due - clock.lastTime
                // One wake at the deadline: SDL's timeout counts whole SDL_GetTicks milliseconds
                // from a truncated start, so it can end up to 1 ms early; asking for one more ms
                // lands at or just after the µs deadline. Should it still come early, wait again.
                while case let remaining = due - clock.time(atRaw: rawNow()), remaining > 0 {
                    // Whole ms, plus one: SDL's timeout may return up to a millisecond early, and a
                    // timer must never fire before its deadline.
                    let ms = (remaining + 999) / 1000 + 1
                    if let got = Self.waitForEvent(Int32(clamping: ms)) {
                        waited = got
                        break
                    }
                }
            }

            let previousTime = clock.lastTime
            let frameStart = rawNow()
            let time = clock.advance(toRaw: frameStart, expectedGap: expectedGap)
            var inputs: [TimedInput] = []
            var lower = max(previousTime, lastEventTime)
            // The whole poll first: an XInput 2 event's time comes after the SDL event made of it.
            var polled: [SDL_Event] = []
            var stamps: [Int: DeviceStamp] = [:]
            while let next = waited ?? (SDL_PollEvent(&event) != 0 ? event : nil) {
                waited = nil
                // A SYSWM event's message lasts until the next poll: read it now.
                if next.type == SDL_SYSWMEVENT.rawValue {
                    let received = (Int64(next.common.timestamp) - startTicks) * 1000
                    stamps[polled.count] = DeviceStamp(next, received: received, clock: &deviceClock)
                }
                polled.append(next)
            }
            let deviceTimes = DeviceStamp.times(polled, stamps: stamps)
            for (event, deviceTime) in zip(polled, deviceTimes) where event.type != SDL_SYSWMEVENT.rawValue {
                // Exposed, resized, restored...: the window's pixels may be gone, so repaint.
                if event.type == SDL_WINDOWEVENT.rawValue { painter.invalidate() }
                // Stamped when the device produced it, where the X server says; else when polled.
                let raw = deviceTime ?? (Int64(event.common.timestamp) - startTicks) * 1000
                let at = min(max(clock.time(atRaw: raw), lower), time)
                lower = at
                translator.uiScale = window.uiScale
                translator.windowCoordinates = window.windowCoordinateSize
                inputs += translator.translate(event, at: at)
                if !translator.zoomCommands.isEmpty {
                    applyZoom(translator.zoomCommands)
                    translator.zoomCommands = []
                }
            }
            lastEventTime = lower
            let quitRequested = translator.quitRequested
            translator.quitRequested = false

            let workStart = SDL_GetPerformanceCounter()
            let frame = HostFrame(
                index: index, time: time, inputs: inputs, quitRequested: quitRequested,
                windowSize: window.size, pixelScale: renderer.pixelScale,
                stats: HostStats(
                    rendererName: renderer.name, vsync: renderer.vsync,
                    textCacheHits: textCache.hits, textCacheMisses: textCache.misses,
                    textCacheEntries: textCache.entryCount, textCacheEvictions: textCache.evictions,
                    lastFrameMicros: lastFrameMicros))
            let output = body(frame)
            if output.quit { return }
            let repaint = painter.paint(
                output.drawList, size: frame.windowSize, pixelScale: frame.pixelScale,
                afterRender: output.afterRender)
            lastFrameMicros = SessionClock.micros(ticks: SDL_GetPerformanceCounter() &- workStart, frequency: frequency)
            painter.present(repaint)
            onPresent?(index)
            if output.quitAfterPresent { return }

            // Frames that follow each other start one refresh apart, whatever the present did: a
            // software window's present does not wait for the display, so without this an
            // animation would render as fast as the CPU allows.
            if output.wake == .nextFrame {
                let wait = frameStart + minInterval - rawNow()
                if wait > 0 { usleep(useconds_t(wait)) }
            }
            wake = output.wake
            index += 1
        }
    }
}
