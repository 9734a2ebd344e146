/// Sends one message through the fan-out and sums up what happened.
enum Delivery {
    struct Report {
        var status: ExitStatus
        /// The dim status line: `✓ sent to team, log` or `✗ team: HTTP 500`.
        var line: String
    }

    static func deliver(_ message: Message, fanOut: FanOutSink) -> Report {
        let outcomes = fanOut.send(message)
        let failures = outcomes.filter { $0.failure != nil }
        if failures.isEmpty {
            return Report(status: .success, line: "✓ sent to " + outcomes.map(\.sink.name).joined(separator: ", "))
        }
        for failure in failures {
            Quill.printError("quill: \(failure.sink.name): \(failure.failure!.reason)")
        }
        let line = failures.map { "✗ \($0.sink.name): \($0.failure!.reason)" }.joined(separator: "; ")
        return Report(status: .deliveryFailed, line: line)
    }
}
