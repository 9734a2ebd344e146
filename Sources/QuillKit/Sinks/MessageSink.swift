/// Somewhere a message can go: stdout, a file, a webhook, a command.
///
/// Every implementation promises:
/// - `send` returns only once the message has been handed over for good (written, accepted with a
///   success status, or taken by a command that exited 0); anything short of that throws.
/// - A thrown `DeliveryFailure` says what went wrong in one line that holds no secret (URLs and
///   headers appear redacted), and whether trying again later may succeed.
/// - `send` never prints to the terminal; reporting is the caller's job.
/// - `name` is safe to show: a configured sink's name, or its URL redacted.
public protocol MessageSink: AnyObject {
    /// What the user calls this sink in status lines and the outbox.
    var name: String { get }
    /// Delivers one message, or throws `DeliveryFailure`.
    func send(_ message: Message) throws
}

/// Why a sink could not take a message.
public struct DeliveryFailure: Error, Equatable, CustomStringConvertible {
    /// A short, redacted explanation such as `HTTP 500` or `No space left on device`.
    public var reason: String
    /// Whether a later attempt may succeed (network errors, 5xx) or not (most 4xx).
    public var retryable: Bool

    public init(_ reason: String, retryable: Bool = true) {
        self.reason = reason
        self.retryable = retryable
    }

    public var description: String { reason }
}
