import CSDL2
import Synchronization

/// Wakes the frame loop from another thread (a file watcher, say) with one SDL user event.
///
/// The loop blocks in SDL_WaitEvent while nothing moves, so a background thread that learns
/// something must put an event in SDL's queue to end that wait. The event carries nothing:
/// the main thread, once awake, asks whoever posted what happened. `EventTranslator` turns it
/// into no input at all, and it is no window event, so it neither repaints nor changes a frame.
///
/// Wakes coalesce: while one is queued and not yet seen by the translator, `post()` adds no
/// other, so a burst of changes costs the main thread one wake-up and never fills the queue.
public enum ExternalWake {
    private struct State {
        /// The type SDL_RegisterEvents gave us; nil until the first use, `failed` when SDL had
        /// no user event type left.
        var type: UInt32?
        var failed = false
        /// A wake is in SDL's queue and the translator has not seen it yet.
        var pending = false

        /// The event type, registered on first use. Under the lock because SDL_RegisterEvents
        /// bumps a plain counter, so two threads registering at once could get the same type.
        mutating func registeredType() -> UInt32? {
            if let type { return type }
            if failed { return nil }
            let got = SDL_RegisterEvents(1)
            // SDL answers (Uint32)-1 when the user range (32,768 types) is used up.
            guard got != UInt32.max else {
                failed = true
                return nil
            }
            type = got
            return got
        }
    }

    private static let state = Mutex(State())

    /// Ends the frame loop's wait soon. Safe from any thread; does nothing when a wake is
    /// already queued, or when SDL's event queue is not running (no context).
    public static func post() {
        state.withLock { state in
            guard let type = state.registeredType() else { return }
            // A wake we think is queued may have been flushed without the translator seeing it
            // (the context that owned the queue quit, another poller threw it away); checking the
            // queue keeps coalescing from stopping wakes for good.
            if state.pending && SDL_HasEvent(type) == SDL_TRUE { return }
            var event = SDL_Event()
            event.type = type
            // 1: queued; 0: an event filter dropped it; < 0: no event queue (SDL not running).
            state.pending = SDL_PushEvent(&event) == 1
        }
    }

    /// The registered event type, registering it if need be; nil only when SDL has none left.
    static var eventType: UInt32? {
        state.withLock { $0.registeredType() }
    }

    /// Whether `type` is the wake's, marking the queued wake as seen (so the next `post()`
    /// pushes again). Registers nothing: before the first `post()` no event can be a wake.
    static func consume(_ type: UInt32) -> Bool {
        // Only user events can be wakes; everything else never touches the lock.
        guard type >= SDL_USEREVENT.rawValue else { return false }
        return state.withLock { state in
            guard let registered = state.type, registered == type else { return false }
            state.pending = false
            return true
        }
    }
}
