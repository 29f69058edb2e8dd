import Foundation

/// Every signal that asks the program to stop ends it the way SIGTERM does.
///
/// SIGHUP (the terminal or the ssh session closed) used to kill the process outright, leaving an
/// export's hidden partial video beside its target for good and a recording without its end
/// line; SIGQUIT (Ctrl+\) went to the Swift runtime's crash reporter, which printed a backtrace of
/// 60-80 lines and let the program carry on. Now:
///
/// - SIGHUP and SIGQUIT are turned into SIGTERM (`raise`, which a handler may call), so whoever
///   handles SIGTERM handles them too: SDL's quit event in the window, which finishes the
///   recording with its end line; `export-video`'s stop between frames, which removes the
///   partial video; or the handler below.
/// - SIGTERM and SIGINT remove every output still being written (the hidden `.NAME-XXXXXXXX`
///   siblings of `OutputFile`), then end the process by the same signal, as its parent expects.
///   A window session gives both back to SDL (`handOverToSDL`), which installs its own handlers
///   only over the default action.
///
/// The handlers touch only what a signal handler may: `unlink`, `signal` and `raise`, on paths
/// copied into memory that is never freed while registered.
enum TerminationSignals {
    /// At most this many outputs are open at once (a command writes one or two).
    private static let capacity = 16
    nonisolated(unsafe) private static let partials: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        slots.initialize(repeating: nil, count: capacity)
        return slots
    }()

    /// Installs the handlers; called first thing (`ProcessSetup`). A signal the parent set to be
    /// ignored stays ignored: `nohup` ignores SIGHUP so that a closed terminal does not end the
    /// export it started, and a shell's background job ignores SIGINT.
    static func install() {
        _ = partials  // made now, never inside a handler
        for sig in [SIGHUP, SIGQUIT] { installUnlessIgnored(sig, asTerm) }
        for sig in [SIGTERM, SIGINT] { installUnlessIgnored(sig, removePartialsAndEnd) }
    }

    /// Before SDL starts a window: SIGINT and SIGTERM back to their default, so SDL turns them
    /// into its quit event (it installs its handlers only over the default action). SIGHUP and
    /// SIGQUIT still become SIGTERM, and so a quit too.
    static func handOverToSDL() {
        for sig in [SIGTERM, SIGINT] where isHandled(sig) { signal(sig, SIG_DFL) }
    }

    private static func installUnlessIgnored(_ sig: Int32, _ handler: @convention(c) (Int32) -> Void) {
        var current = sigaction()
        guard sigaction(sig, nil, &current) == 0, address(current.__sigaction_handler.sa_handler) != address(SIG_IGN)
        else { return }
        signal(sig, handler)
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, sig)
        sigprocmask(SIG_UNBLOCK, &unblock, nil)
    }

    /// Whether `sig` runs one of these handlers.
    private static func isHandled(_ sig: Int32) -> Bool {
        var current = sigaction()
        guard sigaction(sig, nil, &current) == 0 else { return false }
        return address(current.__sigaction_handler.sa_handler) == address(removePartialsAndEnd)
    }

    /// A handler's address (SIG_IGN is 1, SIG_DFL 0), which C compares and Swift cannot.
    private static func address(_ handler: (@convention(c) (Int32) -> Void)?) -> Int {
        unsafeBitCast(handler, to: Int.self)
    }

    /// Registers a hidden output being written, so a signal removes it; returns its slot.
    static func track(_ path: String) -> Int? {
        for slot in 0..<capacity where partials[slot] == nil {
            partials[slot] = strdup(path)
            return slot
        }
        return nil
    }

    /// The output in `slot` is finished or gone.
    static func untrack(_ slot: Int?) {
        guard let slot, let path = partials[slot] else { return }
        partials[slot] = nil
        free(path)
    }

    private static let asTerm: @convention(c) (Int32) -> Void = { _ in
        raise(SIGTERM)
    }

    private static let removePartialsAndEnd: @convention(c) (Int32) -> Void = { sig in
        for slot in 0..<TerminationSignals.capacity {
            if let path = TerminationSignals.partials[slot] { unlink(path) }
        }
        signal(sig, SIG_DFL)
        raise(sig)
    }
}
