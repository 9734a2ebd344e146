#if canImport(Glibc)
    import Glibc
#endif

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
