#if canImport(Glibc)
    import Glibc
#endif

/// Small files in Quill's state folder (history, draft): written whole through a temporary file
/// and a rename, so a reader never sees half a file; folders 0700, files 0600.
enum StateFile {
    /// Writes `text` to `path` whole. `sync` makes it durable before returning (a draft must be);
    /// history skips it, so that sending a message never waits for the disk.
    @discardableResult
    static func write(_ text: String, to path: String, sync: Bool = true) -> Bool {
        if let folder = POSIXFile.folder(of: path) { POSIXFile.makeFolders(folder) }
        let temporary = path + ".tmp.\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return false }
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, bytes.count - offset) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            offset += n
        }
        let complete = offset == bytes.count && (!sync || fsync(fd) == 0)
        close(fd)
        guard complete, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }

    static func read(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        return POSIXFile.readAll(fd).map { String(decoding: $0, as: UTF8.self) }
    }

    static func remove(_ path: String) { unlink(path) }
}
