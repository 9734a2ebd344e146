/// Every key the dotfile knows, and what each accepts (SPEC §4). Applying a key validates its value
/// and stores it in `Settings` or `SinkSettings`; a bad value throws a short message.
public enum ConfigKeys {
    /// Keys above the first `[sink]` section, in the order `config show` lists them.
    public static let general = [
        "placeholder", "placeholder-style", "prompt", "submit", "editor", "char-limit", "history-size", "to", "editrc",
    ]
    /// Keys inside `[sink "name"]`, in the order `config show` lists them.
    public static let sink = [
        "url", "timeout", "retries", "template", "header", "format", "fsync", "insecure", "title", "priority", "tags",
    ]

    /// `QUILL_CHAR_LIMIT` for `char-limit`: every general key can be set from the environment.
    public static func environmentName(for key: String) -> String {
        // Keys are ASCII: a byte map keeps Unicode case mapping off the start-up path.
        let name = key.utf8.map { byte -> UInt8 in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"): byte - 32
            case UInt8(ascii: "-"): UInt8(ascii: "_")
            default: byte
            }
        }
        return "QUILL_" + String(decoding: name, as: UTF8.self)
    }

    /// The message for a key that is not known where it was written.
    static func unknownKeyMessage(_ key: String, inSink: Bool) -> String {
        if inSink && general.contains(key) {
            return "'\(key)' is not a sink key; put it above the first [sink] section"
        }
        if !inSink && sink.contains(key) { return "'\(key)' belongs in a [sink \"name\"] section" }
        let hint = Suggestion.closest(to: key, in: inSink ? sink : general).map { "; did you mean '\($0)'?" } ?? ""
        return "unknown key '\(key)'\(hint)"
    }

    /// Whether a `to` item is written as a URL rather than a sink name.
    public static func isURL(_ target: String) -> Bool {
        target == "stdout" || target == "-" || target.contains(":")
    }

    /// Stores a general key; `home` expands `~` in `editrc`.
    static func apply(_ key: String, _ value: String, to settings: inout Settings, home: String) throws(ConfigValue
        .Problem)
    {
        switch key {
        case "placeholder": settings.placeholder = value
        case "placeholder-style":
            do {
                settings.placeholderStyle = try TextStyle.parse(value)
            } catch {
                let words = ["dim", "italic", "bold", "underline", "gray"]
                let hint =
                    Suggestion.closest(to: error.word, in: words).map { "; did you mean '\($0)'?" }
                    ?? "; expected dim, italic, bold, underline, gray, 0-255 or #RRGGBB"
                let offset =
                    value.firstRange(of: error.word).map { value.distance(from: value.startIndex, to: $0.lowerBound) }
                    ?? 0
                throw ConfigValue.Problem("unknown style '\(error.word)'\(hint)", offset: offset)
            }
        case "prompt": settings.prompt = value
        case "submit":
            settings.submit = Settings.SubmitKey(
                rawValue: try ConfigValue.choice(value, of: ["enter", "alt-enter"], for: "submit key"))!
        case "editor":
            settings.editor = Settings.EditorMode(
                rawValue: try ConfigValue.choice(value, of: ["emacs", "vi"], for: "editor"))!
        case "char-limit":
            let limit = try ConfigValue.wholeNumber(value, in: 0...1_000_000)
            settings.charLimit = limit == 0 ? nil : limit
        case "history-size": settings.historySize = try ConfigValue.wholeNumber(value, in: 0...1_000_000)
        case "to":
            let items = try ConfigValue.list(value)
            for (item, offset) in items where isURL(item) {
                do {
                    try ConfigValue.target(item)
                } catch {
                    throw ConfigValue.Problem(error.message, offset: offset)
                }
            }
            settings.to = items.map(\.item)
        case "editrc":
            if value.isEmpty { throw ConfigValue.Problem("editrc needs a path") }
            settings.editrc = SinkFactory.expandHome(value, home: home)
        default: preconditionFailure("not a general key: \(key)")
        }
    }

    /// Stores a sink key; `header` adds to the headers, the rest replace.
    static func apply(_ key: String, _ value: String, to sink: inout SinkSettings) throws(ConfigValue.Problem) {
        switch key {
        case "url":
            try ConfigValue.target(value)
            sink.url = value
        case "timeout": sink.timeoutMilliseconds = try ConfigValue.duration(value)
        case "retries": sink.retries = try ConfigValue.wholeNumber(value, in: 0...10)
        case "template":
            try checkTemplate(value)
            sink.template = value
        case "header":
            guard let colon = value.firstIndex(of: ":"), colon != value.startIndex,
                value[..<colon].allSatisfy({
                    $0.isASCII && ($0.isLetter || $0.isNumber || "-_!#$%&'*+.^`|~".contains($0))
                })
            else { throw ConfigValue.Problem("expected a header as 'Name: value'") }
            sink.headers.append(value)
        case "format": sink.format = try ConfigValue.choice(value, of: ["jsonl", "text"], for: "format")
        case "fsync": sink.fsync = try ConfigValue.boolean(value)
        case "insecure": sink.insecure = try ConfigValue.boolean(value)
        case "title": sink.title = value
        case "priority":
            sink.priority = try ConfigValue.choice(
                value, of: ["1", "2", "3", "4", "5", "min", "low", "default", "high", "max", "urgent"], for: "priority")
        case "tags":
            sink.tags = try ConfigValue.list(value).map(\.item).joined(separator: ",")
        default: preconditionFailure("not a sink key: \(key)")
        }
    }

    /// A template may use `{{text}}`, `{{id}}` and `{{time}}`, nothing else in double braces.
    static func checkTemplate(_ template: String) throws(ConfigValue.Problem) {
        var rest = template[...]
        while let open = rest.firstRange(of: "{{") {
            guard let close = rest[open.upperBound...].firstRange(of: "}}") else {
                throw ConfigValue.Problem(
                    "missing '}}' in the template",
                    offset: template.distance(from: template.startIndex, to: open.lowerBound))
            }
            let name = String(rest[open.upperBound..<close.lowerBound])
            if !["text", "id", "time"].contains(name) {
                let hint =
                    Suggestion.closest(to: name, in: ["text", "id", "time"]).map { "; did you mean '{{\($0)}}'?" }
                    ?? "; use {{text}}, {{id}} or {{time}}"
                throw ConfigValue.Problem(
                    "unknown field '{{\(name)}}' in the template\(hint)",
                    offset: template.distance(from: template.startIndex, to: open.lowerBound))
            }
            rest = rest[close.upperBound...]
        }
    }
}
