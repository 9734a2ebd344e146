#if canImport(Glibc)
import Glibc
#endif

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

    /// The `errno` of a failed read, which also ends the input.
    private(set) var readError: Int32?

    /// Reads once more; false at the end of input or on a read error.
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
            if count < 0 { readError = errno }
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
