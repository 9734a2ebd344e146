#if canImport(Glibc)
    import Glibc
#endif

/// One message as the user sent it: what every sink receives.
public struct Message: Sendable, Equatable {
    /// A random identifier (UUID v4 text), also used as the webhook `Idempotency-Key`.
    public var id: String
    /// When the message was sent, as seconds and nanoseconds since the Unix epoch.
    public var seconds: Int
    public var nanoseconds: Int
    /// The text exactly as written, without a trailing newline.
    public var text: String

    public init(id: String, seconds: Int, nanoseconds: Int = 0, text: String) {
        self.id = id
        self.seconds = seconds
        self.nanoseconds = nanoseconds
        self.text = text
    }

    /// A new message stamped with a fresh id and the current time.
    public init(text: String) {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        self.init(id: Message.randomID(), seconds: now.tv_sec, nanoseconds: now.tv_nsec, text: text)
    }

    /// The time in RFC 3339 form, UTC, with milliseconds: `2026-11-30T07:10:00.123Z`.
    public var time: String {
        var t = time_t(seconds)
        var parts = tm()
        gmtime_r(&t, &parts)
        func pad(_ value: Int32, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(parts.tm_year + 1900, 4))-\(pad(parts.tm_mon + 1, 2))-\(pad(parts.tm_mday, 2))"
            + "T\(pad(parts.tm_hour, 2)):\(pad(parts.tm_min, 2)):\(pad(parts.tm_sec, 2))"
            + ".\(pad(Int32(nanoseconds / 1_000_000), 3))Z"
    }

    /// A version 4 UUID from the kernel's random source.
    public static func randomID() -> String {
        var generator = SystemRandomNumberGenerator()
        var bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }
        bytes[6] = (bytes[6] & 0x0F) | 0x40
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        let hex = Array("0123456789abcdef")
        var text = ""
        for (index, byte) in bytes.enumerated() {
            if [4, 6, 8, 10].contains(index) { text.append("-") }
            text.append(hex[Int(byte >> 4)])
            text.append(hex[Int(byte & 0x0F)])
        }
        return text
    }
}
