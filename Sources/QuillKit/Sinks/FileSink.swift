#if canImport(Glibc)
    import Glibc
#endif

/// Appends one record per message to a file: JSON lines for `.jsonl`/`.ndjson` paths (or
/// `format = jsonl`), otherwise the text and a newline.
///
/// Many processes may append to the same file at once: each record (or batch of records) is one
/// `write` on an `O_APPEND` descriptor, made while holding an exclusive `flock`, so records never
/// tear or interleave. The file (and missing folders) are created private to the user.
public final class FileSink: BatchingSink {
    public enum Format: Sendable { case text, jsonLines }

    public let name: String
    public let path: String
    let format: Format
    let sync: Bool

    /// - Parameters:
    ///   - path: the file, with `~` already expanded.
    ///   - format: `nil` picks JSON lines for `.jsonl`/`.ndjson` paths, text otherwise.
    public init(name: String? = nil, path: String, format: Format? = nil, sync: Bool = false) {
        self.name = name ?? "file:" + path
        self.path = path
        self.format = format ?? FileSink.format(forPath: path)
        self.sync = sync
    }

    static func format(forPath path: String) -> Format {
        path.hasSuffix(".jsonl") || path.hasSuffix(".ndjson") ? .jsonLines : .text
    }

    public func send(_ message: Message) throws {
        try send(all: [message])
    }

    /// Appends every message's record in one write, so a batch lands whole or (on a full disk,
    /// taken back) not at all.
    public func send(all messages: [Message]) throws {
        var bytes: [UInt8] = []
        for message in messages {
            if format == .jsonLines {
                JSON.appendLine(for: message, to: &bytes)
            } else {
                bytes += message.text.utf8
            }
            bytes.append(UInt8(ascii: "\n"))
        }
        try append(bytes)
    }

    /// Appends raw bytes as one record.
    func append(_ bytes: [UInt8]) throws {
        if let folder = POSIXFile.folder(of: path) { POSIXFile.makeFolders(folder) }
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw DeliveryFailure("\(path): \(systemError(errno))") }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else { throw DeliveryFailure("\(path): \(systemError(errno))") }
        }
        // A record cut short (a full disk) is taken back, so readers never see half of one.
        let start = lseek(fd, 0, SEEK_END)
        do {
            try writeAll(fd, bytes)
        } catch let failure as DeliveryFailure {
            if start >= 0 { _ = ftruncate(fd, start) }
            throw DeliveryFailure("\(path): \(failure.reason)")
        }
        if sync && fsync(fd) != 0 { throw DeliveryFailure("\(path): \(systemError(errno))") }
    }
}
