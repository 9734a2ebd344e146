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
            return splitter.withEverything { bytes in delivery.postWhole(bytes) }
        }
        while true {
            let more = splitter.fill(from: input)
            let stopped = splitter.drainRecords(final: !more) { record, offset, number in
                delivery.postRecord(record, offset: offset, number: number, lines: mode == .lines)
            }
            if stopped { return ExitStatus.dataError.rawValue }
            if !more { break }
        }
        if delivery.posted == 0 { Quill.printError("quill: empty input, nothing sent") }
        return delivery.status.rawValue
    }
}

/// Posts the records `Piped` finds and remembers the worst outcome.
struct PipedDelivery {
    let fanOut: FanOutSink
    var status = ExitStatus.success
    var posted = 0

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
                "quill: stdin: \(what) \(number) is not valid UTF-8 at byte \(offset + bad); it and the rest of the input were not sent")
            return false
        }
        if bytes.isEmpty || PipedDelivery.isBlank(bytes) { return true }
        post(String(decoding: bytes, as: UTF8.self))
        return true
    }

    mutating func post(_ text: String) {
        posted += 1
        for outcome in fanOut.send(Message(text: text)) {
            if let failure = outcome.failure {
                Quill.printError("quill: \(outcome.sink.name): \(failure.reason)")
                status = .deliveryFailed
            }
        }
    }
}

/// Reads a file descriptor in large chunks into one buffer and hands out the records between
/// separators without copying them.
final class RecordSplitter {
    let separator: UInt8
    private var buffer: UnsafeMutableRawBufferPointer
    /// Bytes `0..<filled` hold data; records before `start` were handed out.
    private var start = 0
    private var filled = 0
    /// Offset in the whole input of `buffer[0]`, and records seen so far.
    private var consumed = 0
    private var records = 0
    let chunkSize: Int

    init(separator: UInt8, chunkSize: Int) {
        self.separator = separator
        self.chunkSize = chunkSize
        buffer = .allocate(byteCount: chunkSize * 2, alignment: 16)
    }

    deinit { buffer.deallocate() }

    /// Reads once more; false at the end of input (or a read error).
    func fill(from fd: Int32) -> Bool {
        if start > 0 {
            let remaining = filled - start
            if remaining > 0 { memmove(buffer.baseAddress!, buffer.baseAddress! + start, remaining) }
            consumed += start
            filled = remaining
            start = 0
        }
        if buffer.count - filled < chunkSize {
            let bigger = UnsafeMutableRawBufferPointer.allocate(byteCount: buffer.count * 2, alignment: 16)
            bigger.baseAddress!.copyMemory(from: buffer.baseAddress!, byteCount: filled)
            buffer.deallocate()
            buffer = bigger
        }
        while true {
            let count = read(fd, buffer.baseAddress! + filled, buffer.count - filled)
            if count > 0 {
                filled += count
                return true
            }
            if count < 0 && errno == EINTR { continue }
            return false
        }
    }

    /// Calls `body(record, offsetInInput, recordNumber)` for each complete record; at the end of
    /// input (`final`) also for an unterminated last one. Returns true if `body` asked to stop.
    func drainRecords(final: Bool, _ body: (UnsafeRawBufferPointer, Int, Int) -> Bool) -> Bool {
        let base = buffer.baseAddress!
        while start < filled {
            let found = memchr(base + start, Int32(separator), filled - start)
            let end: Int
            if let found {
                end = base.distance(to: found)
            } else if final {
                end = filled
            } else {
                return false
            }
            records += 1
            let record = UnsafeRawBufferPointer(start: base + start, count: end - start)
            if !body(record, consumed + start, records) { return true }
            start = min(end + 1, filled)
        }
        return false
    }

    /// Everything read so far, for the whole-input mode.
    func withEverything<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R {
        body(UnsafeRawBufferPointer(start: buffer.baseAddress! + start, count: filled - start))
    }
}
