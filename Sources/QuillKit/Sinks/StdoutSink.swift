#if canImport(Glibc)
    import Glibc
#endif

/// Writes each message to standard output: the text and a newline, a JSON line, or the text and NUL.
public final class StdoutSink: MessageSink {
    public enum Format: Sendable { case text, json, nul }

    public let name = "stdout"
    let format: Format
    let fd: Int32

    public init(format: Format = .text, fd: Int32 = STDOUT_FILENO) {
        self.format = format
        self.fd = fd
    }

    public func send(_ message: Message) throws {
        let record: String
        switch format {
        case .text: record = message.text + "\n"
        case .json: record = JSON.line(for: message) + "\n"
        case .nul: record = message.text + "\0"
        }
        try writeAll(fd, Array(record.utf8))
    }
}
