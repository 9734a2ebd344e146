/// Hides the secret parts of sink URLs and headers before anything is printed. Webhook URLs carry
/// their token in the path or query, so those become `…`; the scheme and host stay (and the first
/// path segment when more follow, which is the service's fixed route such as `/services/`).
///
/// `https://hooks.slack.com/services/T0/B0/XYZ` → `https://hooks.slack.com/services/…`.
/// Pure functions: shared by `quill config show`, configuration errors and the sinks.
public enum Redaction {
    /// `url` with its secrets replaced by `…`. Sink names, `stdout`, `-` and `file:` targets hold no
    /// secret and come back unchanged; `exec:` keeps the program and hides its arguments.
    public static func url(_ url: String) -> String {
        if url == "stdout" || url == "-" || url.hasPrefix("file:") { return url }
        if url.hasPrefix("exec:") {
            let command = url.dropFirst(5).drop { $0 == " " }
            guard let space = command.firstIndex(of: " ") else { return url }
            return "exec:" + String(command[..<space]) + " …"
        }
        guard let separator = url.firstRange(of: "://") else { return url }
        let scheme = url[..<separator.lowerBound]
        let rest = url[separator.upperBound...]
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        var authority = rest[..<authorityEnd]
        let hadUser = authority.contains("@")
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        if scheme == "telegram" { return "telegram://…" }
        var result = String(scheme) + "://" + (hadUser ? "…@" : "") + String(authority)
        let tail = rest[authorityEnd...]
        if tail.isEmpty || tail == "/" { return result + String(tail) }
        let path = tail.prefix { $0 != "?" && $0 != "#" }
        let segments = path.split(separator: "/", omittingEmptySubsequences: true)
        if segments.count >= 2 { result += "/" + String(segments[0]) }
        return result + "/…"
    }

    /// A `Name: value` header with its value hidden: `Authorization: …`.
    public static func header(_ header: String) -> String {
        guard let colon = header.firstIndex(of: ":") else { return "…" }
        return header[..<colon] + ": …"
    }

    /// Whether `url` holds something secret: a path, a query or a user part on a network URL.
    public static func holdsSecret(_ url: String) -> Bool {
        url.contains("://") && url != Redaction.url(url)
    }
}
