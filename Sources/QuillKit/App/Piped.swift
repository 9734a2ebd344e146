#if canImport(Glibc)
import Glibc
#endif

/// Quill without a terminal (SPEC §2): standard input is the message, or, with `--lines` / `--null`,
/// a stream of messages each posted as soon as its separator arrives.
///
/// Input is read in large chunks into one reusable buffer and split in place; a record becomes a
/// `String` only once it is known to be a non-blank, valid UTF-8 message.
enum Piped {
    enum Mode: Equatable {
        /// All of stdin is one message, one trailing newline stripped.
        case whole
        /// Each non-empty line (LF, or CR LF) is a message.
        case lines
        /// Each non-empty NUL-terminated record is a message.
        case null
    }

    static let chunkSize = 1 << 20

    static func run(mode: Mode, fanOut: FanOutSink, input: Int32 = STDIN_FILENO) -> Int32 {
        let splitter = RecordSplitter(separator: mode == .null ? 0 : UInt8(ascii: "\n"), chunkSize: chunkSize)
        var delivery = PipedDelivery(fanOut: fanOut)
        if mode == .whole {
            while splitter.fill(from: input) {}
            if let code = splitter.readError { return unreadable(code, posted: 0) }
            return splitter.withEverything { bytes in delivery.postWhole(bytes) }
        }
        while true {
            let more = splitter.fill(from: input)
            if let code = splitter.readError { return unreadable(code, posted: delivery.posted) }
            let stopped = splitter.drainRecords(final: !more) { record, offset, number in
                delivery.postRecord(record, offset: offset, number: number, lines: mode == .lines)
            }
            // What this read completed is posted now, before waiting for more input.
            delivery.flush()
            if stopped { return ExitStatus.dataError.rawValue }
            if !more { break }
        }
        if delivery.posted == 0 { Quill.printError("quill: empty input, nothing sent") }
        return delivery.status.rawValue
    }

    /// Standard input failed: say why; what was not complete is not posted (status 65, bad input).
    static func unreadable(_ code: Int32, posted: Int) -> Int32 {
        let sent = posted == 0 ? "nothing was sent" : "\(posted) complete message(s) were sent, the rest was not"
        Quill.printError("quill: stdin: \(String(cString: strerror(code))); \(sent)")
        return ExitStatus.dataError.rawValue
    }
}
