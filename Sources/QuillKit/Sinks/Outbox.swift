#if canImport(Glibc)
    import Glibc
#endif

/// The folder of messages that still have to reach a sink (`$XDG_STATE_HOME/quill/outbox`, 0700),
/// one file per message and sink, `ID.json`.
///
/// Every file appears whole: it is written to a temporary name and renamed into place (synced
/// first when it records a failure).
/// Whoever delivers an entry holds an exclusive `flock` on its file, so a second `flush` (or a
/// flush during a live delivery) skips it; a file found unlinked after the lock was taken has been
/// delivered already. Locks die with their process, so a crash leaves the entry for the next flush.
public struct Outbox: Sendable {
    public let directory: String

    public init(directory: String) { self.directory = directory }

    /// The outbox of the user running this process.
    public static func forEnvironment(_ environment: Environment) -> Outbox {
        Outbox(directory: environment.stateDirectory + "/outbox")
    }

    /// An entry file held open and locked by this process.
    public final class Hold {
        public private(set) var entry: OutboxEntry
        let outbox: Outbox
        private var fd: Int32

        init(entry: OutboxEntry, outbox: Outbox, fd: Int32) {
            self.entry = entry
            self.outbox = outbox
            self.fd = fd
        }

        deinit { if fd >= 0 { close(fd) } }

        /// The message was delivered: the entry goes.
        public func delivered() {
            unlink(outbox.path(of: entry.id))
            close(fd)
            fd = -1
        }

        /// The delivery failed: the entry stays with the failure recorded.
        public func failed(_ failure: DeliveryFailure) throws(DeliveryFailure) {
            entry.attempts += failure.attempts
            entry.error = failure.reason
            defer {
                close(fd)
                fd = -1
            }
            let replacement = try outbox.write(entry)
            close(replacement)
        }
    }

    /// Puts a new entry for `message` at `sink` in the outbox and keeps it locked, before delivery starts.
    public func hold(_ message: Message, for sink: MessageSink, now: Int) throws(DeliveryFailure) -> Hold {
        let entry = OutboxEntry(
            id: Outbox.newID(now: now), target: sink.target, sink: sink.name, message: message, created: now,
            attempts: 0, error: "")
        // No fsync here: the entry must outlive this process (the page cache does that), and it is
        // synced when a failure is recorded; syncing every delivery would cost more than the post.
        return Hold(entry: entry, outbox: self, fd: try write(entry, sync: false))
    }

    /// Stores a message that `sink` could not take.
    @discardableResult
    public func store(_ message: Message, for sink: MessageSink, failure: DeliveryFailure, now: Int)
        throws(DeliveryFailure) -> OutboxEntry
    {
        let entry = OutboxEntry(
            id: Outbox.newID(now: now), target: sink.target, sink: sink.name, message: message, created: now,
            attempts: failure.attempts, error: failure.reason)
        close(try write(entry))
        return entry
    }

    /// Every readable entry, oldest first.
    public func entries() -> [OutboxEntry] {
        names().compactMap { name in
            let fd = open(directory + "/" + name, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { return nil }
            defer { close(fd) }
            return Outbox.read(fd).flatMap(OutboxEntry.init(json:))
        }
    }

    /// What happened to one entry in a flush.
    public enum FlushResult: Equatable {
        case delivered(OutboxEntry)
        case kept(OutboxEntry)
        /// Another process is delivering it.
        case busy(id: String)
        case unreadable(id: String)
    }

    /// Tries every entry once, each through the sink `makeSink` gives for its target; delivered
    /// entries are removed. `report` hears of each entry as it is done.
    public func flush(
        now: () -> Int, makeSink: (OutboxEntry) throws -> MessageSink, report: (FlushResult) -> Void
    ) {
        for name in names() {
            let id = String(name.dropLast(5))
            let fd = open(directory + "/" + name, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { continue }
            guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
                close(fd)
                report(.busy(id: id))
                continue
            }
            var info = stat()
            guard fstat(fd, &info) == 0, info.st_nlink > 0 else {
                close(fd)
                continue
            }
            guard let entry = Outbox.read(fd).flatMap(OutboxEntry.init(json:)) else {
                close(fd)
                report(.unreadable(id: id))
                continue
            }
            let hold = Hold(entry: entry, outbox: self, fd: fd)
            do {
                let sink = try makeSink(entry)
                try sink.send(entry.message)
                hold.delivered()
                report(.delivered(entry))
            } catch {
                let failure = error as? DeliveryFailure ?? DeliveryFailure("\(error)")
                try? hold.failed(failure)
                report(.kept(hold.entry))
            }
        }
    }

    /// Deletes the entry `id`; false when there is none. Throws if it is being delivered.
    public func drop(_ id: String) throws(DeliveryFailure) -> Bool {
        guard !id.isEmpty, !id.contains("/"), !id.hasPrefix(".") else { return false }
        let fd = open(path(of: id), O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else { throw DeliveryFailure("entry \(id) is being delivered") }
        return unlink(path(of: id)) == 0
    }

    func path(of id: String) -> String { directory + "/" + id + ".json" }

    /// Entry file names, sorted (ids start with the time, so oldest first).
    private func names() -> [String] {
        guard let folder = opendir(directory) else { return [] }
        defer { closedir(folder) }
        var names: [String] = []
        while let item = readdir(folder) {
            let name = withUnsafeBytes(of: item.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if !name.hasPrefix("."), name.hasSuffix(".json") { names.append(name) }
        }
        return names.sorted()
    }

    /// Writes `entry` whole under its name and returns the open, locked descriptor of the new file.
    fileprivate func write(_ entry: OutboxEntry, sync: Bool = true) throws(DeliveryFailure) -> Int32 {
        try makeDirectory()
        let temporary = directory + "/.\(entry.id).\(getpid()).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw DeliveryFailure("outbox: \(temporary): \(systemError(errno))") }
        var ok = flock(fd, LOCK_EX) == 0
        do { try writeAll(fd, Array(entry.json.utf8)) } catch { ok = false }
        if ok && sync && fsync(fd) != 0 { ok = false }
        if ok && rename(temporary, path(of: entry.id)) != 0 { ok = false }
        guard ok else {
            let reason = systemError(errno)
            unlink(temporary)
            close(fd)
            throw DeliveryFailure("outbox: \(directory): \(reason)")
        }
        return fd
    }

    private func makeDirectory() throws(DeliveryFailure) {
        if let (folder, error) = POSIXFile.makeFolders(directory) {
            throw DeliveryFailure("outbox: \(folder): \(systemError(error))")
        }
    }

    private static func read(_ fd: Int32) -> String? {
        POSIXFile.readAll(fd).flatMap { String(validating: $0, as: UTF8.self) }
    }

    /// `20261130-071100-3fa9c2`: the time first, so names sort oldest first.
    static func newID(now: Int) -> String {
        var t = time_t(now)
        var parts = tm()
        gmtime_r(&t, &parts)
        func pad(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let random = String(UInt32.random(in: 0..<0x100_0000), radix: 16)
        return "\(parts.tm_year + 1900)\(pad(parts.tm_mon + 1))\(pad(parts.tm_mday))-"
            + "\(pad(parts.tm_hour))\(pad(parts.tm_min))\(pad(parts.tm_sec))-"
            + String(repeating: "0", count: 6 - random.count) + random
    }
}
