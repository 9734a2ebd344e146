/// The little JSON Quill writes: strings escaped for use between double quotes, and flat objects.
public enum JSON {
    /// `text` escaped for the inside of a JSON string (no surrounding quotes).
    public static func escape(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 8)
        appendEscaped(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// A quoted JSON string.
    public static func string(_ text: String) -> String { "\"" + escape(text) + "\"" }

    /// A one-line JSON object of string values, keys in the order given.
    public static func object(_ pairs: [(String, String)]) -> String {
        "{" + pairs.map { string($0.0) + ":" + string($0.1) }.joined(separator: ",") + "}"
    }

    /// The JSON line Quill writes for a message: `{"id":…,"time":…,"text":…}`.
    public static func line(for message: Message) -> String {
        var bytes: [UInt8] = []
        appendLine(for: message, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `line(for:)`'s bytes to `out`, with no intermediate strings (streams write many).
    public static func appendLine(for message: Message, to out: inout [UInt8]) {
        out += #"{"id":""#.utf8
        out += message.id.utf8
        out += #"","time":""#.utf8
        out += message.timeBytes
        out += #"","text":""#.utf8
        appendEscaped(message.text, to: &out)
        out += #""}"#.utf8
    }

    /// Appends `escape(text)`'s bytes to `out`; runs of bytes that need no escape are copied whole.
    public static func appendEscaped(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            var index = 0
            func flush() { if runStart < index { out += bytes[runStart..<index] } }
            while index < bytes.count {
                let byte = bytes[index]
                var replacement: StaticString?
                var length = 1
                switch byte {
                case UInt8(ascii: "\""): replacement = "\\\""
                case UInt8(ascii: "\\"): replacement = "\\\\"
                case 0x0A: replacement = "\\n"
                case 0x0D: replacement = "\\r"
                case 0x09: replacement = "\\t"
                case 0x08: replacement = "\\b"
                case 0x0C: replacement = "\\f"
                case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80
                    && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                    replacement = bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                    length = 3
                default:
                    if byte < 0x20 {
                        flush()
                        let hex = Array("0123456789abcdef".utf8)
                        out += "\\u00".utf8
                        out.append(hex[Int(byte >> 4)])
                        out.append(hex[Int(byte & 0x0F)])
                        index += 1
                        runStart = index
                        continue
                    }
                }
                if let replacement {
                    flush()
                    out += UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount)
                    index += length
                    runStart = index
                } else {
                    index += 1
                }
            }
            flush()
        }
    }
}
