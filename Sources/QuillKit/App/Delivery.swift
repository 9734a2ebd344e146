#if canImport(Glibc)
    import Glibc
#endif

/// Sends one message to each sink of the fan-out and sums up what happened, keeping in the outbox
/// whatever a sink could not take.
///
/// A sink that may take a while (a webhook, a command) gets its outbox entry before delivery
/// starts, held locked, and removed once the sink has the message: a SIGTERM, a Ctrl-C or a crash
/// mid-delivery leaves the message in the outbox. Stdout and files, which answer in microseconds
/// and may stream thousands of messages, get an entry only when they fail.
enum Delivery {
    struct Report {
        var status: ExitStatus
        /// The dim status line: `✓ sent to team, log` or `✗ team: HTTP 500 — kept in outbox`.
        var line: String
    }

    /// The outbox of this process's user, found once (a `--lines` stream delivers many messages).
    static let defaultOutbox = Outbox.forEnvironment(.current)

    static func deliver(_ message: Message, fanOut: FanOutSink, outbox: Outbox = defaultOutbox) -> Report {
        var failures: [String] = []
        for sink in fanOut.sinks {
            if let line = deliver(message, to: sink, outbox: outbox) { failures.append(line) }
        }
        if failures.isEmpty {
            return Report(status: .success, line: "✓ sent to " + fanOut.names)
        }
        return Report(status: .deliveryFailed, line: failures.joined(separator: "; "))
    }

    /// Delivers messages that arrived together (a chunk of a `--lines` stream), in order: a sink
    /// that takes batches gets them in one go, the others one by one. Returns whether every message
    /// reached every sink; what did not is in the outbox.
    static func deliver(batch messages: [Message], fanOut: FanOutSink, outbox: Outbox = defaultOutbox) -> Bool {
        var delivered = true
        for sink in fanOut.sinks {
            guard let batching = sink as? BatchingSink, messages.count > 1 else {
                for message in messages where deliver(message, to: sink, outbox: outbox) != nil { delivered = false }
                continue
            }
            do {
                try batching.send(all: messages)
            } catch {
                let failure = error as? DeliveryFailure ?? DeliveryFailure("\(error)")
                for message in messages { _ = keep(message, for: sink, failure: failure, hold: nil, outbox: outbox) }
                delivered = false
            }
        }
        return delivered
    }

    /// Delivers to one sink; returns the status-line part for a failure, nil on success.
    private static func deliver(_ message: Message, to sink: MessageSink, outbox: Outbox) -> String? {
        let now = Int(time(nil))
        var hold: Outbox.Hold?
        var holdError: DeliveryFailure?
        if !(sink is BatchingSink) {
            do { hold = try outbox.hold(message, for: sink, now: now) } catch { holdError = error }
        }
        let failure: DeliveryFailure
        do {
            try sink.send(message)
            hold?.delivered()
            return nil
        } catch let error as DeliveryFailure {
            failure = error
        } catch {
            failure = DeliveryFailure("\(error)")
        }
        return keep(message, for: sink, failure: failure, hold: hold, outbox: outbox, holdError: holdError)
    }

    /// Keeps a message a sink could not take in the outbox (in its held entry, if it has one) and
    /// says so on stderr; returns the status-line part.
    private static func keep(
        _ message: Message, for sink: MessageSink, failure: DeliveryFailure, hold: Outbox.Hold?, outbox: Outbox,
        holdError: DeliveryFailure? = nil
    ) -> String {
        let now = Int(time(nil))
        do throws(DeliveryFailure) {
            if let hold {
                try hold.failed(failure)
                Quill.printError("quill: \(sink.name): \(failure.reason) (kept in outbox as \(hold.entry.id))")
            } else if let holdError {
                throw holdError
            } else {
                let entry = try outbox.store(message, for: sink, failure: failure, now: now)
                Quill.printError("quill: \(sink.name): \(failure.reason) (kept in outbox as \(entry.id))")
            }
            return "✗ \(sink.name): \(failure.reason) — kept in outbox"
        } catch {
            // Nothing may be lost silently: with no outbox to keep it, the text goes to stderr.
            Quill.printError(
                "quill: \(sink.name): \(failure.reason); cannot keep it: \(error.reason); the message was:")
            Quill.printError(message.text)
            return "✗ \(sink.name): \(failure.reason) — not kept (\(error.reason))"
        }
    }
}
