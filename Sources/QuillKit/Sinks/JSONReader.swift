/// Reads the flat JSON objects Quill writes itself (outbox entries): string and integer values only.
struct JSONReader {
    enum Value: Equatable {
        case string(String)
        case integer(Int)

        var string: String? { if case .string(let text) = self { return text } else { return nil } }
        var integer: Int? { if case .integer(let number) = self { return number } else { return nil } }
    }

    private let bytes: [UInt8]
    private var index = 0

    private init(_ text: String) { bytes = Array(text.utf8) }

    /// The members of a one-level object such as `{"id":"a","attempts":2}`, or nil if `text` is not one.
    static func object(_ text: String) -> [String: Value]? {
        var reader = JSONReader(text)
        return reader.readObject()
    }

    private mutating func readObject() -> [String: Value]? {
        var members: [String: Value] = [:]
        skipSpace()
        guard take(UInt8(ascii: "{")) else { return nil }
        skipSpace()
        if take(UInt8(ascii: "}")) { return finished() ? members : nil }
        repeat {
            skipSpace()
            guard let key = readString() else { return nil }
            skipSpace()
            guard take(UInt8(ascii: ":")) else { return nil }
            skipSpace()
            if let text = readString() {
                members[key] = .string(text)
            } else if let number = readInteger() {
                members[key] = .integer(number)
            } else {
                return nil
            }
            skipSpace()
        } while take(UInt8(ascii: ","))
        guard take(UInt8(ascii: "}")) else { return nil }
        return finished() ? members : nil
    }

    private mutating func finished() -> Bool {
        skipSpace()
        return index == bytes.count
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func readInteger() -> Int? {
        let start = index
        _ = take(UInt8(ascii: "-"))
        while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
        return Int(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    private mutating func readString() -> String? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        var out: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(validating: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { return nil }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "u"):
                    guard var scalar = readHex4() else { return nil }
                    if (0xD800..<0xDC00).contains(scalar) {
                        guard take(UInt8(ascii: "\\")), take(UInt8(ascii: "u")), let low = readHex4(),
                            (0xDC00..<0xE000).contains(low)
                        else { return nil }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let unicode = Unicode.Scalar(scalar) else { return nil }
                    out += Array(String(Character(unicode)).utf8)
                default: out.append(escape)
                }
            default:
                out.append(byte)
            }
        }
        return nil
    }

    private mutating func readHex4() -> UInt32? {
        guard index + 4 <= bytes.count,
            let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { return nil }
        index += 4
        return value
    }
}
