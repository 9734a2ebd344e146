/// Somewhere a message can go: stdout, a file, a webhook, a command.
///
/// Every implementation promises:
/// - `send` returns only once the message has been handed over for good (written, accepted with a
///   success status, or taken by a command that exited 0); anything short of that throws.
/// - A thrown `DeliveryFailure` says what went wrong in one line that holds no secret (URLs and
///   headers appear redacted), and whether trying again later may succeed.
/// - `send` never prints to the terminal; reporting is the caller's job.
/// - `name` is safe to show: a configured sink's name, or its URL redacted.
/// - `target` reaches the same sink again when given to `--to` (the outbox keeps it for
///   `quill outbox flush`); it may hold a secret and is never printed.
/// - `send` may block (a webhook waits and retries). Quill keeps the message in its outbox while
///   any sink but stdout and a file delivers it, so a process killed mid-delivery loses nothing.
public protocol MessageSink: AnyObject {
    /// What the user calls this sink in status lines and the outbox.
    var name: String { get }
    /// What `--to` would take to reach this sink again: a configured name, or the URL itself.
    var target: String { get }
    /// Delivers one message, or throws `DeliveryFailure`.
    func send(_ message: Message) throws
}

/// A sink that can take several messages at once, all or none: a stream of messages (`--lines`)
/// then costs one write instead of one per message.
///
/// `send(all:)` either delivers every message, in order, or throws having delivered none of them.
public protocol BatchingSink: MessageSink {
    func send(all messages: [Message]) throws
}

/// Why a sink could not take a message.
public struct DeliveryFailure: Error, Equatable, CustomStringConvertible {
    /// A short, redacted explanation such as `HTTP 500` or `No space left on device`.
    public var reason: String
    /// Whether a later attempt may succeed (network errors, 5xx) or not (most 4xx).
    public var retryable: Bool
    /// How many attempts were made before giving up.
    public var attempts: Int

    public init(_ reason: String, retryable: Bool = true, attempts: Int = 1) {
        self.reason = reason
        self.retryable = retryable
        self.attempts = attempts
    }

    public var description: String { reason }
}

extension MessageSink {
    /// By default a sink is reached again by its name (`stdout`, `file:PATH`, a configured name).
    public var target: String { name }
}
