#if canImport(Glibc)
    import Glibc
#endif

// Set from signal handlers, read by the editor's read loop. Plain integer globals with literal
// initialisers are statically initialised, so the handlers touch no lazy state.
nonisolated(unsafe) private var pendingSignal: Int32 = 0
nonisolated(unsafe) private var resizePending: Int32 = 0

/// The signals the composer handles itself: SIGINT, SIGTERM and SIGHUP end the edit (the text
/// is kept as a draft), SIGWINCH redraws. Handlers are installed without `SA_RESTART` so a
/// blocked `read` returns `EINTR` and the editor sees the flag.
enum Signals {
    static func install() {
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            set(signal) { pendingSignal = $0 }
        }
        set(SIGWINCH) { _ in resizePending = 1 }
    }

    /// The last ending signal received, or 0.
    static var pending: Int32 { pendingSignal }

    static func takePending() -> Int32 {
        defer { pendingSignal = 0 }
        return pendingSignal
    }

    /// Whether the window changed size since the last call.
    static func takeResize() -> Bool {
        defer { resizePending = 0 }
        return resizePending != 0
    }

    private static func set(_ signal: Int32, _ handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(signal, &action, nil)
    }
}
