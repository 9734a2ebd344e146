extension Redaction {
    /// What of a URL is secret: its user part (a token), its path and query, and each longer path
    /// segment on its own. Used to keep error texts from other libraries (libcurl) clean.
    static func secrets(in url: String) -> [String] {
        guard let separator = url.firstRange(of: "://") else { return [] }
        let rest = url[separator.upperBound...]
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        var secrets: [String] = []
        if let at = rest[..<authorityEnd].lastIndex(of: "@") { secrets.append(String(rest[..<at])) }
        let tail = rest[authorityEnd...]
        if tail.count > 1 { secrets.append(String(tail)) }
        secrets += tail.split { $0 == "/" || $0 == "?" || $0 == "&" || $0 == "=" }.filter { $0.count >= 6 }.map(
            String.init)
        return secrets
    }

    /// `reason` unless it contains one of `secrets`, else `fallback`.
    static func scrub(_ reason: String, secrets: [String], fallback: String) -> String {
        for secret in secrets where secret.count > 1 && reason.contains(secret) { return fallback }
        return reason
    }
}
