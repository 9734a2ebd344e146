/// Posts the records `Piped` finds and remembers the worst outcome. Records that arrive in one
/// read are collected and posted together by `flush()`, as soon as the read is split.
struct PipedDelivery {
    let fanOut: FanOutSink
    var status = ExitStatus.success
    var posted = 0
    private var pending: [Message] = []

    init(fanOut: FanOutSink) { self.fanOut = fanOut }

    /// Whether the record is only spaces, tabs, CR and LF (never posted).
    static func isBlank(_ bytes: UnsafeRawBufferPointer) -> Bool {
        bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }
    }

    mutating func postWhole(_ all: UnsafeRawBufferPointer) -> Int32 {
        var bytes = all
        if bytes.last == UInt8(ascii: "\n") { bytes = UnsafeRawBufferPointer(rebasing: bytes.dropLast()) }
        if let bad = UTF8Check.firstInvalidByte(in: bytes) {
            Quill.printError("quill: stdin: not valid UTF-8 at byte \(bad); nothing was sent")
            return ExitStatus.dataError.rawValue
        }
        if PipedDelivery.isBlank(bytes) {
            Quill.printError("quill: empty input, nothing sent")
            return ExitStatus.success.rawValue
        }
        post(String(decoding: bytes, as: UTF8.self))
        return status.rawValue
    }

    /// Posts one line or NUL record; returns false to stop at invalid UTF-8.
    mutating func postRecord(_ record: UnsafeRawBufferPointer, offset: Int, number: Int, lines: Bool) -> Bool {
        var bytes = record
        if lines && bytes.last == 0x0D { bytes = UnsafeRawBufferPointer(rebasing: bytes.dropLast()) }
        if let bad = UTF8Check.firstInvalidByte(in: bytes) {
            let what = lines ? "line" : "record"
            Quill.printError(
                "quill: stdin: \(what) \(number) is not valid UTF-8 at byte \(offset + bad); "
                    + "it and the rest of the input were not sent"
            )
            return false
        }
        if bytes.isEmpty || PipedDelivery.isBlank(bytes) { return true }
        posted += 1
        pending.append(Message(text: String(decoding: bytes, as: UTF8.self)))
        return true
    }

    /// Posts the records collected since the last flush.
    mutating func flush() {
        guard !pending.isEmpty else { return }
        if !Delivery.deliver(batch: pending, fanOut: fanOut) { status = .deliveryFailed }
        pending.removeAll(keepingCapacity: true)
    }

    mutating func post(_ text: String) {
        posted += 1
        // Delivery reports each failure and keeps the message in the outbox.
        if Delivery.deliver(Message(text: text), fanOut: fanOut).status != .success { status = .deliveryFailed }
    }
}
