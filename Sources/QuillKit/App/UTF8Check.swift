/// Finds the first byte that breaks UTF-8 (overlong forms, surrogates and values past U+10FFFF
/// included), so an error can name its offset. Runs over raw buffers without allocating.
public enum UTF8Check {
    /// The offset of the first invalid byte in `bytes`, or nil if all of it is valid UTF-8.
    /// A sequence cut off by the end of the buffer counts as invalid at its first byte.
    public static func firstInvalidByte(in bytes: UnsafeRawBufferPointer) -> Int? {
        let count = bytes.count
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
        var i = 0
        while i < count {
            // Eight ASCII bytes at a time: the common case for chat text.
            if i + 8 <= count {
                let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 {
                    i += 8
                    continue
                }
            }
            let lead = base[i]
            if lead < 0x80 {
                i += 1
                continue
            }
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                high = 0x9F
            case 0xF0:
                length = 4
                low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                high = 0x8F
            default: return i
            }
            guard i + length <= count else { return i }
            let second = base[i + 1]
            guard second >= low && second <= high else { return i }
            for k in 2..<max(2, length) where base[i + k] & 0xC0 != 0x80 { return i }
            i += length
        }
        return nil
    }

    /// The same for an array.
    public static func firstInvalidByte(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBytes { firstInvalidByte(in: $0) }
    }
}
