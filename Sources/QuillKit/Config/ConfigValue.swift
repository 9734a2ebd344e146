/// Readers for the kinds of value the dotfile holds: whole numbers, durations, booleans, lists and
/// sink targets. Each returns the value or throws a short message for `ConfigError`.
public enum ConfigValue {
    /// A value that does not fit its key; `offset` is how many characters into the value it starts.
    public struct Problem: Error, Equatable {
        public var message: String
        public var offset: Int

        public init(_ message: String, offset: Int = 0) {
            self.message = message
            self.offset = offset
        }
    }

    /// A whole number in `range`.
    public static func wholeNumber(_ text: String, in range: ClosedRange<Int>) throws(Problem) -> Int {
        guard let number = Int(text), range.contains(number) else {
            let upper = range.upperBound == Int.max ? "" : " up to \(range.upperBound)"
            throw Problem("expected a whole number from \(range.lowerBound)\(upper), got '\(text)'")
        }
        return number
    }

    /// `5s`, `500ms` or `2m`, in milliseconds; more than zero, at most an hour.
    public static func duration(_ text: String) throws(Problem) -> Int {
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        let unit = text.dropFirst(digits.count)
        let scale: Int? =
            switch unit {
            case "ms": 1
            case "s": 1000
            case "m": 60_000
            default: nil
            }
        guard let scale, let amount = Int(digits), amount > 0, amount * scale <= 3_600_000 else {
            throw Problem("expected a duration like 5s or 500ms (at most 1 hour), got '\(text)'")
        }
        return amount * scale
    }

    /// `true`/`false`, also `yes`/`no`, `on`/`off`, `1`/`0`.
    public static func boolean(_ text: String) throws(Problem) -> Bool {
        switch text.lowercased() {
        case "true", "yes", "on", "1": return true
        case "false", "no", "off", "0": return false
        default: throw Problem("expected true or false, got '\(text)'")
        }
    }

    /// `a, b, c`: items trimmed, none empty. Returns each item with its offset in `text`.
    public static func list(_ text: String) throws(Problem) -> [(item: String, offset: Int)] {
        var result: [(String, Int)] = []
        var offset = 0
        for piece in text.split(separator: ",", omittingEmptySubsequences: false) {
            let leading = piece.prefix { $0 == " " || $0 == "\t" }.count
            let item = piece.dropFirst(leading).reversed().drop { $0 == " " || $0 == "\t" }.reversed()
            if item.isEmpty { throw Problem("empty item in the list '\(text)'", offset: offset) }
            result.append((String(item), offset + leading))
            offset += piece.count + 1
        }
        return result
    }

    /// One of `choices`, with "did you mean" for a near miss.
    public static func choice(_ text: String, of choices: [String], for key: String) throws(Problem) -> String {
        if choices.contains(text) { return text }
        let hint =
            Suggestion.closest(to: text, in: choices).map { "; did you mean '\($0)'?" }
            ?? "; expected " + choices.map { "'\($0)'" }.joined(separator: " or ")
        throw Problem("unknown \(key) '\(text)'\(hint)")
    }

    /// URL prefixes of the preset webhook services (SPEC §3).
    public static let presets = ["slack", "discord", "mattermost", "googlechat", "teams", "ntfy"]

    /// Checks a sink URL's form: `stdout`, `-`, `file:PATH`, `http(s)://HOST…`, a preset such as
    /// `slack+https://…`, `telegram://TOKEN@CHAT_ID` or `exec:COMMAND`. Messages show the URL redacted.
    public static func target(_ text: String) throws(Problem) {
        if text == "stdout" || text == "-" { return }
        if text.hasPrefix("file:") {
            if text.count == 5 { throw Problem("'file:' needs a path, as in file:~/notes/quill.jsonl") }
            return
        }
        if text.hasPrefix("exec:") {
            if text.dropFirst(5).allSatisfy({ $0 == " " }) {
                throw Problem("'exec:' needs a command, as in exec:notify-send")
            }
            return
        }
        guard let separator = text.firstRange(of: "://") else {
            throw Problem(
                "unknown sink URL '\(Redaction.url(text))'; "
                    + "expected stdout, file:PATH, https://…, exec:COMMAND or a preset like slack+https://…"
            )
        }
        let scheme = String(text[..<separator.lowerBound])
        let rest = text[separator.upperBound...]
        let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if scheme == "telegram" {
            let parts = host.split(separator: "@", omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw Problem("expected telegram://TOKEN@CHAT_ID")
            }
            return
        }
        let parts = scheme.split(separator: "+", omittingEmptySubsequences: false)
        let transport = parts.last.map(String.init) ?? ""
        guard transport == "https" || transport == "http", parts.count <= 2 else {
            throw Problem("unknown URL scheme '\(scheme)'; expected https://, http:// or a preset like slack+https://")
        }
        if parts.count == 2 && !presets.contains(String(parts[0])) {
            let hint =
                Suggestion.closest(to: String(parts[0]), in: presets).map { "; did you mean '\($0)'?" }
                ?? "; presets are " + presets.joined(separator: ", ")
            throw Problem("unknown preset '\(parts[0])'\(hint)")
        }
        if host.isEmpty || host.hasPrefix("@") || host.hasSuffix("@") {
            throw Problem("'\(Redaction.url(text))' has no host")
        }
        if parts.first == "ntfy" && rest.dropFirst(host.count).allSatisfy({ $0 == "/" }) {
            throw Problem("expected ntfy+https://HOST/TOPIC")
        }
    }
}
