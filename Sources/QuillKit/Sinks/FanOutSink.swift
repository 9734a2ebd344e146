/// Sends each message to every sink in order and reports each outcome; one sink failing does not
/// stop the others.
public final class FanOutSink {
    public let sinks: [MessageSink]

    public init(_ sinks: [MessageSink]) { self.sinks = sinks }

    /// What happened at one sink.
    public struct Outcome {
        public var sink: MessageSink
        public var failure: DeliveryFailure?
    }

    /// Delivers `message` to each sink; never throws.
    public func send(_ message: Message) -> [Outcome] {
        sinks.map { sink in
            do {
                try sink.send(message)
                return Outcome(sink: sink, failure: nil)
            } catch let failure as DeliveryFailure {
                return Outcome(sink: sink, failure: failure)
            } catch {
                return Outcome(sink: sink, failure: DeliveryFailure("\(error)"))
            }
        }
    }

    /// The names for `{to}` in the placeholder: `team, log`.
    public var names: String { sinks.map(\.name).joined(separator: ", ") }
}
