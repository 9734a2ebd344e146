#if canImport(Glibc)
    import Glibc
#endif

/// Writes each message to standard output: the text and a newline, a JSON line, or the text and NUL.
public final class StdoutSink: BatchingSink {
    public enum Format: Sendable { case text, json, nul }

    public let name = "stdout"
    let format: Format
    let fd: Int32

    public init(format: Format = .text, fd: Int32 = STDOUT_FILENO) {
        self.format = format
        self.fd = fd
    }

    public func send(_ message: Message) throws {
        try send(all: [message])
    }

    public func send(all messages: [Message]) throws {
        var bytes: [UInt8] = []
        for message in messages {
            switch format {
            case .text: bytes += message.text.utf8
            case .json: JSON.appendLine(for: message, to: &bytes)
            case .nul: bytes += message.text.utf8
            }
            bytes.append(format == .nul ? 0 : UInt8(ascii: "\n"))
        }
        try writeAll(fd, bytes)
    }
}
