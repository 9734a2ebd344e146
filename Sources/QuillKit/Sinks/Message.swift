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
    public var time: String { String(decoding: timeBytes, as: UTF8.self) }

    /// `time` as UTF-8 bytes, formatted digit by digit (it is written once per message).
    var timeBytes: [UInt8] {
        var t = time_t(seconds)
        var parts = tm()
        gmtime_r(&t, &parts)
        var out = [UInt8]()
        out.reserveCapacity(24)
        func digits(_ value: Int, _ width: Int) {
            var divisor = 1
            for _ in 1..<width { divisor *= 10 }
            var rest = value
            while divisor > 0 {
                out.append(UInt8(ascii: "0") + UInt8(rest / divisor % 10))
                rest %= divisor
                divisor /= 10
            }
        }
        digits(Int(parts.tm_year) + 1900, 4)
        out.append(UInt8(ascii: "-"))
        digits(Int(parts.tm_mon) + 1, 2)
        out.append(UInt8(ascii: "-"))
        digits(Int(parts.tm_mday), 2)
        out.append(UInt8(ascii: "T"))
        digits(Int(parts.tm_hour), 2)
        out.append(UInt8(ascii: ":"))
        digits(Int(parts.tm_min), 2)
        out.append(UInt8(ascii: ":"))
        digits(Int(parts.tm_sec), 2)
        out.append(UInt8(ascii: "."))
        digits(nanoseconds / 1_000_000, 3)
        out.append(UInt8(ascii: "Z"))
        return out
    }

    /// A version 4 UUID: 122 random bits from a generator the kernel seeds once per process.
    public static func randomID() -> String {
        let high = IDGenerator.next(), low = IDGenerator.next()
        var bytes = [UInt8](repeating: 0, count: 16)
        for index in 0..<8 {
            bytes[index] = UInt8(truncatingIfNeeded: high >> (56 - 8 * index))
            bytes[8 + index] = UInt8(truncatingIfNeeded: low >> (56 - 8 * index))
        }
        bytes[6] = (bytes[6] & 0x0F) | 0x40
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        let hex = Array("0123456789abcdef".utf8)
        var text = [UInt8]()
        text.reserveCapacity(36)
        for (index, byte) in bytes.enumerated() {
            if index == 4 || index == 6 || index == 8 || index == 10 { text.append(UInt8(ascii: "-")) }
            text.append(hex[Int(byte >> 4)])
            text.append(hex[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}

/// xoshiro256** seeded from the kernel's random source on first use: message ids need to be unique,
/// and asking the kernel for every id cost more than writing the message (`--lines` streams).
enum IDGenerator {
    nonisolated(unsafe) private static var state: (UInt64, UInt64, UInt64, UInt64) = {
        var system = SystemRandomNumberGenerator()
        return (system.next(), system.next(), system.next(), system.next() | 1)
    }()

    static func next() -> UInt64 {
        func rotate(_ x: UInt64, _ k: UInt64) -> UInt64 { (x << k) | (x >> (64 - k)) }
        let result = rotate(state.1 &* 5, 7) &* 9
        let t = state.1 << 17
        state.2 ^= state.0
        state.3 ^= state.1
        state.1 ^= state.2
        state.0 ^= state.3
        state.2 ^= t
        state.3 = rotate(state.3, 45)
        return result
    }
}
