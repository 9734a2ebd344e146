#if canImport(Glibc)
import Glibc
#endif

/// The program: parses the command line, loads the configuration (flags > `QUILL_*` > file >
/// defaults), builds the sinks, and runs the composer, reads stdin, or runs a subcommand.
public enum Quill {
    public static let version = "0.1.0"

    /// Runs Quill and returns its exit status.
    public static func main(arguments: [String], environment: Environment) -> Int32 {
        let parsed: Arguments
        do {
            parsed = try Arguments.parse(arguments)
        } catch {
            printError(HelpText.usageError(error), newline: false)
            return ExitStatus.usage.rawValue
        }
        if parsed.version {
            printOut("quill \(version)\n")
            return ExitStatus.success.rawValue
        }
        switch parsed.command {
        case .outbox(let words):
            // The settings name the configured sinks that `flush` delivers to.
            guard let effective = loadSettings(parsed, environment: environment) else {
                return ExitStatus.configError.rawValue
            }
            return OutboxCommand.run(arguments: ["outbox"] + words, settings: effective.settings, environment: environment)
        case _ where parsed.help:
            printOut(HelpText.help(for: parsed.command))
            return ExitStatus.success.rawValue
        case .config(let action):
            return config(action, arguments: parsed, environment: environment)
        case .completions(let shell):
            let names =
                (try? ConfigLoader.load(arguments: parsed, environment: environment.variables))?
                .effective.settings.sinks.map(\.name) ?? []
            printOut(Completions.script(for: shell ?? .bash, sinkNames: names))
            return ExitStatus.success.rawValue
        case .compose:
            return compose(parsed, environment: environment)
        }
    }

    /// Loads the configuration, printing warnings; nil (after printing the error) when it is wrong.
    static func loadSettings(_ arguments: Arguments, environment: Environment) -> EffectiveSettings? {
        do {
            let loaded = try ConfigLoader.load(arguments: arguments, environment: environment.variables)
            for warning in loaded.warnings { printError(warning) }
            return loaded.effective
        } catch {
            printError(error.place.isEnvironment ? "quill: \(error)" : error.description)
            return nil
        }
    }

    static func compose(_ arguments: Arguments, environment: Environment) -> Int32 {
        guard let effective = loadSettings(arguments, environment: environment) else {
            return ExitStatus.configError.rawValue
        }
        if !arguments.to.isEmpty, let (name, _) = effective.unknownTarget(in: arguments.to) {
            let hint =
                Suggestion.closest(to: name, in: effective.settings.sinks.map(\.name) + ["stdout"])
                .map { ". Did you mean '\($0)'?" } ?? ""
            printError(HelpText.usageError(.init("Unknown sink '\(name)'\(hint)")), newline: false)
            return ExitStatus.usage.rawValue
        }
        for target in arguments.to where ConfigKeys.isURL(target) {
            do {
                try ConfigValue.target(target)
            } catch {
                printError(
                    HelpText.usageError(
                        .init("The value '\(Redaction.url(target))' is invalid for '--to <sink>': \(error.message)")),
                    newline: false)
                return ExitStatus.usage.rawValue
            }
        }
        let settings = effective.settings
        let format: StdoutSink.Format = arguments.null ? .nul : arguments.json ? .json : .text
        let context = SinkFactory.Context(home: environment.home, stdoutFormat: format)
        var sinks: [MessageSink] = []
        for target in settings.to {
            do {
                sinks.append(try SinkFactory.make(target, settings: settings, context: context))
            } catch {
                // The factory's message may quote the URL: show it redacted, like every URL Quill prints.
                var message = error.message
                for url in [target, settings.sink(named: target)?.url].compactMap({ $0 }) where !url.isEmpty {
                    message = message.replacing(url, with: Redaction.url(url))
                }
                printError("quill: \(message)")
                return effective.origin(of: "to") == .flag("--to")
                    ? ExitStatus.usage.rawValue : ExitStatus.configError.rawValue
            }
        }
        let fanOut = FanOutSink(sinks)
        if isatty(STDIN_FILENO) == 0 {
            let mode: Piped.Mode = arguments.lines ? .lines : arguments.null ? .null : .whole
            return Piped.run(mode: mode, fanOut: fanOut)
        }
        return Interactive(settings: settings, arguments: arguments, fanOut: fanOut, environment: environment).run()
    }

    /// `quill config path|show|check`.
    static func config(_ action: Arguments.ConfigAction, arguments: Arguments, environment: Environment) -> Int32 {
        if action == .path {
            let variables = environment.variables
            if let location = ConfigLocation.find(
                flag: arguments.configPath, environment: variables, exists: ConfigLoader.fileExists)
            {
                printOut(location.path + "\n")
                if location.isRequired && !ConfigLoader.fileExists(location.path) {
                    printError("quill: \(location.path) does not exist")
                    return ExitStatus.configError.rawValue
                }
            } else {
                let first = ConfigLocation.candidates(environment: variables)[0].path
                printOut(first + "\n")
                printError("quill: no config file yet; Quill uses its defaults until \(first) exists")
            }
            return ExitStatus.success.rawValue
        }
        guard let effective = loadSettings(arguments, environment: environment) else {
            return ExitStatus.configError.rawValue
        }
        if action == .show {
            printOut(ConfigReport.show(effective))
        } else {
            printError("quill: " + (effective.path.map { "\($0) is valid" } ?? "no config file; the defaults apply"))
        }
        return ExitStatus.success.rawValue
    }

    /// Writes text to standard output as is.
    static func printOut(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(STDOUT_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 && errno == EINTR { continue }
                if written <= 0 { return }
                offset += written
            }
        }
    }

    /// Writes one line to standard error (or `text` as is, when `newline` is false).
    static func printError(_ text: String, newline: Bool = true) {
        var line = text
        if newline { line += "\n" }
        _ = line.withCString { fputs($0, stderr) }
    }
}

extension ConfigError.Place {
    var isEnvironment: Bool {
        if case .environment = self { return true }
        return false
    }
}
