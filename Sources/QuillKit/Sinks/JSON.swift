/// The little JSON Quill writes: strings escaped for use between double quotes, and flat objects.
public enum JSON {
    /// `text` escaped for the inside of a JSON string (no surrounding quotes).
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// A quoted JSON string.
    public static func string(_ text: String) -> String { "\"" + escape(text) + "\"" }

    /// A one-line JSON object of string values, keys in the order given.
    public static func object(_ pairs: [(String, String)]) -> String {
        "{" + pairs.map { string($0.0) + ":" + string($0.1) }.joined(separator: ",") + "}"
    }

    /// The JSON line Quill writes for a message: `{"id":…,"time":…,"text":…}`.
    public static func line(for message: Message) -> String {
        object([("id", message.id), ("time", message.time), ("text", message.text)])
    }
}
