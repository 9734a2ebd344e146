/// The settings Quill runs with and where each one came from. Built in precedence order: defaults,
/// then the config file, then `QUILL_*` variables, then flags; each layer replaces what it sets.
public struct EffectiveSettings: Sendable {
    public var settings: Settings
    /// Origin of each setting: `placeholder`, …, and `sink.NAME.KEY` for sink keys.
    public var origins: [String: Origin]
    /// The config file that was read, if any.
    public var path: String?

    public init(defaults: Settings = .default) {
        settings = defaults
        origins = [:]
        for key in ConfigKeys.general { origins[key] = .default }
    }

    /// The origin of a general key, or of `key` in sink `sink`.
    public func origin(of key: String, sink: String? = nil) -> Origin {
        origins[sink.map { "sink.\($0).\(key)" } ?? key] ?? .default
    }

    /// Applies a parsed config file. Errors point at the line and column at fault.
    public mutating func apply(_ document: ConfigSyntax.Document, path: String, home: String) throws(ConfigError) {
        self.path = path
        func place(_ line: Int, _ column: Int) -> ConfigError.Place { .file(path: path, line: line, column: column) }
        var sinks: [String: SinkSettings] = [:]
        var toEntry: ConfigSyntax.Entry?
        for entry in document.entries {
            let known = entry.section == nil ? ConfigKeys.general : ConfigKeys.sink
            guard known.contains(entry.key) else {
                throw ConfigError(
                    place(entry.line, entry.column),
                    ConfigKeys.unknownKeyMessage(entry.key, inSink: entry.section != nil))
            }
            do {
                if let name = entry.section {
                    var sink = sinks[name] ?? SinkSettings(name: name, url: "")
                    try ConfigKeys.apply(entry.key, entry.value, to: &sink)
                    sinks[name] = sink
                    origins["sink.\(name).\(entry.key)"] = .file(path: path, line: entry.line)
                } else {
                    try ConfigKeys.apply(entry.key, entry.value, to: &settings, home: home)
                    origins[entry.key] = .file(path: path, line: entry.line)
                    if entry.key == "to" { toEntry = entry }
                }
            } catch {
                throw ConfigError(place(entry.line, entry.valueColumn + error.offset), error.message)
            }
        }
        for section in document.sections {
            guard let sink = sinks[section.name], !sink.url.isEmpty else {
                throw ConfigError(place(section.line, section.column), "sink '\(section.name)' has no url")
            }
            settings.sinks.append(sink)
        }
        if let toEntry, let (name, offset) = unknownTarget(in: settings.to, items: try? ConfigValue.list(toEntry.value))
        {
            throw ConfigError(place(toEntry.line, toEntry.valueColumn + offset), unknownSinkMessage(name))
        }
    }

    /// Applies `QUILL_PLACEHOLDER`, `QUILL_CHAR_LIMIT`, … (empty variables are ignored).
    public mutating func applyEnvironment(_ environment: [String: String], home: String) throws(ConfigError) {
        for key in ConfigKeys.general {
            let name = ConfigKeys.environmentName(for: key)
            guard let value = environment[name], !value.isEmpty else { continue }
            do {
                try ConfigKeys.apply(key, value, to: &settings, home: home)
            } catch {
                throw ConfigError(.environment(name), error.message)
            }
            origins[key] = .environment(name)
            if key == "to", let (target, _) = unknownTarget(in: settings.to, items: nil) {
                throw ConfigError(.environment(name), unknownSinkMessage(target))
            }
        }
    }

    /// Applies the command line's settings. Values were checked when the arguments were parsed;
    /// `--to` names are checked with `unknownTarget(in:)`.
    public mutating func applyFlags(_ arguments: Arguments) {
        if !arguments.to.isEmpty {
            settings.to = arguments.to
            origins["to"] = .flag("--to")
        }
        if let placeholder = arguments.placeholder {
            settings.placeholder = placeholder
            origins["placeholder"] = .flag("--placeholder")
        }
        if let prompt = arguments.prompt {
            settings.prompt = prompt
            origins["prompt"] = .flag("--prompt")
        }
        if let limit = arguments.charLimit {
            settings.charLimit = limit == 0 ? nil : limit
            origins["char-limit"] = .flag("--char-limit")
        }
        if let submit = arguments.submit {
            settings.submit = submit
            origins["submit"] = .flag("--submit")
        }
        if arguments.noHistory {
            settings.historySize = 0
            origins["history-size"] = .flag("--no-history")
        }
    }

    /// The first of `targets` that is neither a declared sink nor written as a URL, with its offset
    /// in the list's text when `items` gives it.
    public func unknownTarget(in targets: [String], items: [(item: String, offset: Int)]? = nil) -> (String, Int)? {
        for (index, target) in targets.enumerated()
        where !ConfigKeys.isURL(target) && settings.sink(named: target) == nil {
            let offset = items.flatMap { index < $0.count ? $0[index].offset : nil } ?? 0
            return (target, offset)
        }
        return nil
    }

    /// `unknown sink 'tem'; did you mean 'team'?`
    public func unknownSinkMessage(_ name: String) -> String {
        let names = settings.sinks.map(\.name) + ["stdout"]
        let hint =
            Suggestion.closest(to: name, in: names).map { "; did you mean '\($0)'?" }
            ?? (settings.sinks.isEmpty ? "; declare it with [sink \"\(name)\"] or give a URL" : "")
        return "unknown sink '\(name)'\(hint)"
    }

    /// Whether the file holds a secret: a sink URL with a path, query or user, or any header.
    /// Meant to be asked right after `apply(_:path:home:)`, before other layers.
    public var holdsSecret: Bool {
        var toFromFile = false
        if case .file = origin(of: "to") { toFromFile = true }
        return settings.sinks.contains { !$0.headers.isEmpty || Redaction.holdsSecret($0.url) }
            || (toFromFile && settings.to.contains(where: Redaction.holdsSecret))
    }
}
