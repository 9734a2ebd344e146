#if canImport(Glibc)
    import Glibc
#endif

/// The few file operations several rooms need, on plain descriptors (no Foundation).
enum POSIXFile {
    /// Everything left to read from `fd`, or nil on a read error (`errno` says which).
    static func readAll(_ fd: Int32) -> [UInt8]? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes += chunk[..<count]
            } else if count == 0 {
                return bytes
            } else if errno != EINTR {
                return nil
            }
        }
    }

    /// Creates `folder` and the folders above it that are missing, private to the user (0700).
    /// Returns nil, or the folder that could not be made and why.
    @discardableResult
    static func makeFolders(_ folder: String) -> (folder: String, error: Int32)? {
        var path = folder.hasPrefix("/") ? "" : "."
        for part in folder.split(separator: "/") {
            path += "/" + part
            if mkdir(path, 0o700) != 0 && errno != EEXIST { return (path, errno) }
        }
        return nil
    }

    /// The folder part of a path (`a/b/c` → `a/b`), or nil for a bare name.
    static func folder(of path: String) -> String? {
        guard let slash = path.lastIndex(of: "/") else { return nil }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}

/// Writes every byte of `bytes` to `fd`, retrying short writes and EINTR.
/// Throws a `DeliveryFailure` naming the system error (for example a full disk).
func writeAll(_ fd: Int32, _ bytes: [UInt8]) throws {
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, bytes.count - offset) }
        if written < 0 {
            if errno == EINTR { continue }
            throw DeliveryFailure(systemError(errno))
        }
        offset += written
    }
}

/// strerror(3) as a Swift string.
func systemError(_ code: Int32) -> String { String(cString: strerror(code)) }
