/// Quill's exit statuses (SPEC §5).
public enum ExitStatus: Int32, Sendable {
    /// Every message was delivered to every sink.
    case success = 0
    /// The command line was wrong.
    case usage = 2
    /// Input was not valid UTF-8.
    case dataError = 65
    /// Some delivery failed; the message is in the outbox.
    case deliveryFailed = 75
    /// The configuration is wrong.
    case configError = 78
    /// Cancelled with Ctrl-C; the draft is kept.
    case cancelled = 130
}
