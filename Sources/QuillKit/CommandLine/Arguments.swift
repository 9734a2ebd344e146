/// What the command line asked for (SPEC §5), parsed by hand into plain values. `parse` never prints:
/// a mistake comes back as a `UsageError`, which `HelpText.usageError` turns into the message.
public struct Arguments: Sendable, Equatable {
    /// The subcommand, or composing (the default).
    public enum Command: Sendable, Equatable {
        case compose
        case config(ConfigAction)
        case completions(Shell?)
        /// `quill outbox …`: the words after `outbox`, for the outbox command to parse.
        case outbox([String])
    }

    /// `quill config path|show|check`.
    public enum ConfigAction: String, Sendable, CaseIterable { case path, show, check }
    /// `quill completions bash|zsh|fish`.
    public enum Shell: String, Sendable, CaseIterable { case bash, zsh, fish }

    public var command: Command = .compose
    public var to: [String] = []
    public var once = false
    public var lines = false
    public var null = false
    public var json = false
    public var placeholder: String?
    public var prompt: String?
    public var value: String?
    public var charLimit: Int?
    public var submit: Settings.SubmitKey?
    public var configPath: String?
    public var noHistory = false
    /// `-h`/`--help` or `quill help [subcommand]`: show help for `command`.
    public var help = false
    public var version = false

    public init() {}

    /// A command-line mistake: the text after `Error: `, and the command whose usage to show.
    public struct UsageError: Error, Equatable {
        public var message: String
        public var command: Command

        public init(_ message: String, command: Command = .compose) {
            self.message = message
            self.command = command
        }
    }

    /// The subcommand names, as typed.
    public static let subcommands = ["config", "completions", "outbox", "help"]

    /// Parses `arguments` (without the program name). `-h`/`--help` anywhere before `--` wins over
    /// any other mistake, so help is always reachable.
    public static func parse(_ arguments: [String]) throws(UsageError) -> Arguments {
        do {
            return try parseStrictly(arguments)
        } catch {
            let options = arguments.prefix { $0 != "--" }
            guard options.contains("-h") || options.contains("--help") else { throw error }
            var result = Arguments()
            result.help = true
            result.command = error.command
            if case .outbox = error.command { result.command = .outbox(["--help"]) }
            return result
        }
    }

    static func parseStrictly(_ arguments: [String]) throws(UsageError) -> Arguments {
        var result = Arguments()
        var parser = ArgumentCursor(arguments)
        var sawSubcommand = false
        var positionals = 0
        while let argument = parser.next() {
            if argument.isOption {
                try result.takeOption(argument, from: &parser)
                continue
            }
            if sawSubcommand {
                try result.takePositional(argument.text, index: positionals)
                positionals += 1
                continue
            }
            sawSubcommand = true
            switch argument.text {
            case "config" where !argument.afterDoubleDash:
                result.command = .config(.show)
            case "completions" where !argument.afterDoubleDash:
                result.command = .completions(nil)
            case "outbox" where !argument.afterDoubleDash:
                // `quill outbox …` parses its own words (the outbox command, built with the sinks).
                result.command = .outbox(parser.rest())
                return try result.checked()
            case "help" where !argument.afterDoubleDash:
                result.help = true
                if let topic = parser.next() {
                    switch topic.text {
                    case "config": result.command = .config(.show)
                    case "completions": result.command = .completions(nil)
                    case "outbox": result.command = .outbox(["--help"])
                    default: throw unexpected(topic.text, among: ["config", "completions", "outbox"])
                    }
                }
                if let extra = parser.next() { throw UsageError("Unexpected argument '\(extra.text)'") }
                return result
            default:
                throw unexpected(argument.text, among: argument.afterDoubleDash ? [] : subcommands)
            }
        }
        if case .completions(nil) = result.command, !result.help, !result.version {
            throw UsageError("Missing expected argument '<shell>'", command: result.command)
        }
        return try result.checked()
    }

    /// `Unexpected argument 'confg'. Did you mean 'config'?`
    static func unexpected(_ text: String, among names: [String], command: Command = .compose) -> UsageError {
        let hint = Suggestion.closest(to: text, in: names).map { ". Did you mean '\($0)'?" } ?? ""
        return UsageError("Unexpected argument '\(text)'\(hint)", command: command)
    }

    /// The `index`th word after a subcommand: `show`, `bash`, ….
    mutating func takePositional(_ text: String, index: Int) throws(UsageError) {
        switch command {
        case .config where index == 0:
            guard let chosen = ConfigAction(rawValue: text) else {
                throw Arguments.unexpected(text, among: ConfigAction.allCases.map(\.rawValue), command: command)
            }
            command = .config(chosen)
        case .completions(nil) where index == 0:
            guard let shell = Shell(rawValue: text) else {
                let hint =
                    Suggestion.closest(to: text, in: Shell.allCases.map(\.rawValue)).map { ". Did you mean '\($0)'?" }
                    ?? ""
                throw UsageError("The value '\(text)' is invalid for '<shell>'\(hint)", command: command)
            }
            command = .completions(shell)
        default:
            throw UsageError("Unexpected argument '\(text)'", command: command)
        }
    }

    /// The options each command accepts, by long name.
    static func allowed(for command: Command) -> [OptionSpec] {
        switch command {
        case .compose, .outbox: return OptionSpec.main
        case .config:
            let settingFlags = [
                "--to", "--placeholder", "--prompt", "--char-limit", "--submit", "--no-history", "--config", "--help",
            ]
            return OptionSpec.main.filter { settingFlags.contains($0.long) }
        case .completions: return OptionSpec.main.filter { ["--config", "--help"].contains($0.long) }
        }
    }

    mutating func takeOption(_ argument: ArgumentCursor.Argument, from parser: inout ArgumentCursor) throws(UsageError)
    {
        let allowed = Arguments.allowed(for: command)
        guard let spec = allowed.first(where: { $0.matches(argument.name) }) else {
            let names = allowed.flatMap { [$0.long] + ($0.short.map { [$0] } ?? []) }
            let hint =
                Suggestion.closest(to: argument.name, in: names.filter { $0.hasPrefix("--") }).map {
                    ". Did you mean '\($0)'?"
                } ?? ""
            throw UsageError("Unknown option '\(argument.name)'\(hint)", command: command)
        }
        var given: String?
        if let valueName = spec.valueName {
            given = argument.attachedValue ?? parser.nextRaw()
            guard given != nil else {
                throw UsageError("Missing value for '\(spec.long) <\(valueName)>'", command: command)
            }
        } else if argument.attachedValue != nil {
            throw UsageError("The option '\(spec.long)' takes no value", command: command)
        }
        let text = given ?? ""
        switch spec.long {
        case "--to": to.append(text)
        case "--once": once = true
        case "--lines": lines = true
        case "--null": null = true
        case "--json": json = true
        case "--placeholder": placeholder = text
        case "--prompt": prompt = text
        case "--value": value = text
        case "--char-limit":
            guard let number = Int(text), (0...1_000_000).contains(number) else {
                throw UsageError(
                    "The value '\(text)' is invalid for '--char-limit <n>': expected a whole number from 0 to 1000000",
                    command: command)
            }
            charLimit = number
        case "--submit":
            guard let key = Settings.SubmitKey(rawValue: text) else {
                let hint =
                    Suggestion.closest(to: text, in: ["enter", "alt-enter"]).map { ". Did you mean '\($0)'?" }
                    ?? ": expected 'enter' or 'alt-enter'"
                throw UsageError("The value '\(text)' is invalid for '--submit <key>'\(hint)", command: command)
            }
            submit = key
        case "--config": configPath = text
        case "--no-history": noHistory = true
        case "--version": version = true
        case "--help": help = true
        default: preconditionFailure("option without a case: \(spec.long)")
        }
    }

    /// Rejects combinations that cannot work together.
    func checked() throws(UsageError) -> Arguments {
        if lines && null { throw UsageError("'--lines' cannot be used with '--null'", command: command) }
        if json && null { throw UsageError("'--json' cannot be used with '--null'", command: command) }
        return self
    }
}
