#if canImport(Glibc)
    import Glibc
#endif

/// Line input for dumb terminals: no hint, no editing beyond the terminal's own, one line a message.
struct PlainInput {
    var prompt: String

    func run(once: Bool, fanOut: FanOutSink) -> Int32 {
        var status = ExitStatus.success
        while true {
            fputs(prompt, stderr)
            fflush(stderr)
            guard let line = readLine(strippingNewline: true) else {
                fputs("\n", stderr)
                return status.rawValue
            }
            if line.allSatisfy(\.isWhitespace) {
                fputs("\u{07}", stderr)
                continue
            }
            let report = Delivery.deliver(Message(text: line), fanOut: fanOut)
            if report.status != .success { status = report.status }
            if once { return status.rawValue }
        }
    }
}
