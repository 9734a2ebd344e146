/// How sink addresses are shown: webhook URLs and tokens are secrets, so every message Quill prints
/// keeps only the scheme and host and replaces the rest by `…`.
public enum Redaction {
    /// `https://hooks.slack.com/services/T0/B0/XX` → `https://hooks.slack.com/…`;
    /// `telegram://TOKEN@CHAT` → `telegram://…@CHAT`; `exec:notify --key K` → `exec:notify …`.
    /// Sink names, `stdout` and `file:` paths are not secret and come back as they are.
    public static func target(_ text: String) -> String {
        if text.hasPrefix("exec:") {
            let words = text.dropFirst(5).split(separator: " ", omittingEmptySubsequences: true)
            guard let command = words.first else { return text }
            return "exec:" + command + (words.count > 1 ? " …" : "")
        }
        guard let separator = text.firstRange(of: "://") else { return text }
        let scheme = text[..<separator.lowerBound]
        let rest = text[separator.upperBound...]
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        var authority = rest[..<authorityEnd]
        var hidden = false
        if let at = authority.lastIndex(of: "@") {
            authority = authority[authority.index(after: at)...]
            hidden = true
        }
        let tail = rest[authorityEnd...]
        let shownTail = tail.isEmpty || tail == "/" ? String(tail) : "/…"
        return scheme + "://" + (hidden ? "…@" : "") + authority + shownTail
    }

    /// What of a URL is secret: its user part (a token), its path and query, and each longer path
    /// segment on its own.
    static func secrets(in url: String) -> [String] {
        guard let separator = url.firstRange(of: "://") else { return [] }
        let rest = url[separator.upperBound...]
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        var secrets: [String] = []
        if let at = rest[..<authorityEnd].lastIndex(of: "@") { secrets.append(String(rest[..<at])) }
        let tail = rest[authorityEnd...]
        if tail.count > 1 { secrets.append(String(tail)) }
        secrets += tail.split { $0 == "/" || $0 == "?" || $0 == "&" || $0 == "=" }.filter { $0.count >= 6 }.map(String.init)
        return secrets
    }

    /// `reason` unless it contains one of `secrets` (a URL's path, query or token), else `fallback`.
    static func scrub(_ reason: String, secrets: [String], fallback: String) -> String {
        for secret in secrets where secret.count > 1 && reason.contains(secret) { return fallback }
        return reason
    }
}
