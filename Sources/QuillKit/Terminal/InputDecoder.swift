/// Turns bytes read from the terminal into characters (Unicode scalars), holding back an
/// incomplete UTF-8 sequence until the rest arrives. Invalid bytes become U+FFFD.
struct InputDecoder {
    private var bytes: [UInt8] = []
    private var start = 0

    /// Whether any byte is waiting to be decoded.
    var hasPending: Bool { start < bytes.count }

    mutating func append(_ chunk: UnsafeRawBufferPointer) {
        if start == bytes.count {
            bytes.removeAll(keepingCapacity: true)
            start = 0
        }
        bytes.append(contentsOf: chunk)
    }

    mutating func append(_ chunk: [UInt8]) {
        chunk.withUnsafeBytes { append($0) }
    }

    /// The next whole character, or nil when more bytes are needed.
    mutating func next() -> Unicode.Scalar? {
        guard start < bytes.count else { return nil }
        let lead = bytes[start]
        let length: Int
        switch lead {
        case 0x00...0x7F:
            start += 1
            return Unicode.Scalar(lead)
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default:
            start += 1
            return "\u{FFFD}"
        }
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for offset in 1..<length {
            guard start + offset < bytes.count else { return nil }
            let byte = bytes[start + offset]
            guard byte & 0xC0 == 0x80 else {
                start += offset
                return "\u{FFFD}"
            }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        start += length
        // An over-long form (ESC spelt in three bytes, say) is not the character it spells.
        let shortest: UInt32 = length == 4 ? 0x10000 : length == 3 ? 0x800 : 0x80
        return value >= shortest ? Unicode.Scalar(value) ?? "\u{FFFD}" : "\u{FFFD}"
    }
}
