/// What `quill config show` prints: every effective setting in the dotfile's own syntax, each with
/// a trailing comment naming its origin (`default`, `env QUILL_TO`, `flag --to`, `PATH:LINE`).
/// Sink URLs and headers are redacted. Pure.
public enum ConfigReport {
    /// Column where the origin comments start, when the setting is short enough.
    static let commentColumn = 40

    public static func show(_ effective: EffectiveSettings) -> String {
        let settings = effective.settings
        var out = "# " + (effective.path.map { "config file: \($0)" } ?? "no config file; built-in defaults") + "\n"
        for key in ConfigKeys.general {
            let value: String
            switch key {
            case "placeholder": value = quoted(settings.placeholder)
            case "placeholder-style": value = quoted(styleText(settings.placeholderStyle))
            case "prompt": value = quoted(settings.prompt)
            case "submit": value = settings.submit.rawValue
            case "editor": value = settings.editor.rawValue
            case "char-limit": value = String(settings.charLimit ?? 0)
            case "history-size": value = String(settings.historySize)
            case "to": value = quoted(settings.to.map(Redaction.url).joined(separator: ", "))
            default: value = quoted(settings.editrc ?? "~/.editrc")
            }
            out += line(key, value, effective.origin(of: key))
        }
        for sink in settings.sinks {
            out += "\n[sink " + quotedAlways(sink.name) + "]\n"
            let origin = { (key: String) in effective.origin(of: key, sink: sink.name) }
            out += line("url", quoted(Redaction.url(sink.url)), origin("url"))
            out += line("timeout", duration(sink.timeoutMilliseconds), origin("timeout"))
            out += line("retries", String(sink.retries), origin("retries"))
            if let template = sink.template { out += line("template", quoted(template), origin("template")) }
            for header in sink.headers { out += line("header", quoted(Redaction.header(header)), origin("header")) }
            if let format = sink.format { out += line("format", format, origin("format")) }
            if sink.fsync { out += line("fsync", "true", origin("fsync")) }
            if sink.insecure { out += line("insecure", "true", origin("insecure")) }
            if let title = sink.title { out += line("title", quoted(title), origin("title")) }
            if let priority = sink.priority { out += line("priority", priority, origin("priority")) }
            if let tags = sink.tags { out += line("tags", quoted(tags.replacing(",", with: ", ")), origin("tags")) }
        }
        return out
    }

    static func line(_ key: String, _ value: String, _ origin: Origin) -> String {
        let setting = key + " = " + value
        let pad = max(1, commentColumn - setting.count)
        return setting + String(repeating: " ", count: pad) + "# " + origin.description + "\n"
    }

    /// A value as the dotfile would need it written to read back the same: raw when it can be,
    /// quoted with escapes when it has edge blanks, a comment marker, a quote, `$` or control characters.
    public static func quoted(_ value: String) -> String {
        let needsQuotes =
            value.isEmpty || value.first == " " || value.last == " " || value.first == "\""
            || value.contains(" #") || value.contains(" ;") || value.contains("$")
            || value.contains(where: { $0 == "\n" || $0 == "\t" })
        return needsQuotes ? quotedAlways(value) : value
    }

    static func quotedAlways(_ value: String) -> String {
        var out = "\""
        for c in value {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "$": out += "$$"
            default: out.append(c)
            }
        }
        return out + "\""
    }

    /// `dim italic`, `#ff8800`, … as `placeholder-style` takes it.
    public static func styleText(_ style: TextStyle) -> String {
        var words: [String] = []
        if style.dim { words.append("dim") }
        if style.italic { words.append("italic") }
        if style.bold { words.append("bold") }
        if style.underline { words.append("underline") }
        switch style.color {
        case .gray: words.append("gray")
        case .palette(let n): words.append(String(n))
        case .rgb(let r, let g, let b):
            let hex = Array("0123456789abcdef")
            words.append("#" + String([r >> 4, r & 15, g >> 4, g & 15, b >> 4, b & 15].map { hex[$0] }))
        case nil: break
        }
        return words.joined(separator: " ")
    }

    /// Milliseconds as the shortest duration text: `10s`, `500ms`, `2m`.
    static func duration(_ milliseconds: Int) -> String {
        if milliseconds % 60_000 == 0 { return "\(milliseconds / 60_000)m" }
        if milliseconds % 1000 == 0 { return "\(milliseconds / 1000)s" }
        return "\(milliseconds)ms"
    }
}
