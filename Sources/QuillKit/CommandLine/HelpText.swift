/// Help and usage-error text in swift-argument-parser's layout: `OVERVIEW:`, `USAGE:`, `OPTIONS:`
/// with labels padded to one column and `-h, --help` last; errors as `Error: …`, the usage line and
/// `  See 'quill --help' for more information.` Pure functions of their input.
public enum HelpText {
    static let width = 80
    /// Where descriptions start in the option and subcommand columns.
    static let column = 26

    /// The full help for `command`.
    public static func help(for command: Arguments.Command) -> String {
        switch command {
        case .compose, .outbox: return main
        case .config: return config
        case .completions: return completions
        }
    }

    /// `Error: …`, the usage of the command concerned, and where to read more.
    public static func usageError(_ error: Arguments.UsageError) -> String {
        let name = commandName(error.command)
        return "Error: \(error.message)\n" + usageLines(for: error.command, heading: "Usage: ")
            + "  See '\(name) --help' for more information.\n"
    }

    static func commandName(_ command: Arguments.Command) -> String {
        switch command {
        case .compose: return "quill"
        case .config: return "quill config"
        case .completions: return "quill completions"
        case .outbox: return "quill outbox"
        }
    }

    static func usageTokens(for command: Arguments.Command) -> [String] {
        switch command {
        case .compose, .outbox:
            return [
                "[--to <sink> ...]", "[--once]", "[--lines | --null]", "[--json]", "[--placeholder <text>]",
                "[--prompt <text>]", "[--value <text>]", "[--char-limit <n>]", "[--submit <key>]", "[--config <path>]",
                "[--no-history]",
            ]
        case .config: return ["[path | show | check]", "[--config <path>]", "[<setting flags>]"]
        case .completions: return ["<shell>", "[--config <path>]"]
        }
    }

    /// `USAGE: quill …` wrapped under its first word.
    static func usageLines(for command: Arguments.Command, heading: String) -> String {
        let lead = heading + commandName(command) + " "
        let indent = String(repeating: " ", count: lead.count)
        var lines: [String] = []
        var line = lead
        for token in usageTokens(for: command) {
            if line != lead && line.count + token.count > width {
                lines.append(String(line.dropLast()))
                line = indent
            }
            line += token + " "
        }
        lines.append(String(line.dropLast()))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` wrapped at the screen width, each line after the first starting at `indent`.
    static func wrap(_ text: String, firstLineStart: Int, indent: Int) -> String {
        var lines: [String] = []
        var line = ""
        var start = firstLineStart
        for word in text.split(separator: " ") {
            if !line.isEmpty && start + line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
                start = indent
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        lines.append(line)
        return lines.joined(separator: "\n" + String(repeating: " ", count: indent))
    }

    /// A paragraph wrapped at the screen width.
    static func paragraph(_ text: String, firstLineStart: Int = 0) -> String {
        wrap(text, firstLineStart: firstLineStart, indent: 0) + "\n"
    }

    /// A titled two-column section: labels in a column, descriptions from column 26 on.
    static func section(_ title: String, _ rows: [(String, String)]) -> String {
        var text = title + ":\n"
        for (label, description) in rows {
            let left = "  " + label
            if left.count + 2 > column {
                text += left + "\n" + String(repeating: " ", count: column)
            } else {
                text += left + String(repeating: " ", count: column - left.count)
            }
            text += wrap(description, firstLineStart: column, indent: column) + "\n"
        }
        return text
    }

    static let exitStatuses: [(String, String)] = [
        ("0", "Every message was delivered to every sink."),
        ("2", "Usage error."),
        ("65", "The input is not valid UTF-8."),
        ("75", "Some delivery failed; the message is in the outbox."),
        ("78", "Configuration error."),
        ("130", "Cancelled with Ctrl-C; the draft is kept."),
    ]

    static let main: String = {
        "OVERVIEW: "
            + wrap(
                "A terminal chat composer: write under a dim hint, "
                    + "press Enter, and the message goes to stdout, a file, a webhook or a command.",
                firstLineStart: 10, indent: 0) + "\n\n"
            + paragraph(
                "With stdin not a terminal, Quill posts what it reads instead: all of it as one message, "
                    + "one message per line with --lines, or one per NUL-separated record with --null."
            )
            + "\n" + usageLines(for: .compose, heading: "USAGE: ") + "       quill <subcommand>\n\n"
            + section("OPTIONS", OptionSpec.main.map { ($0.label, $0.help) }) + "\n"
            + section("EXIT STATUS", exitStatuses) + "\n"
            + section(
                "SUBCOMMANDS",
                [
                    ("config", "Show the config file's path or the effective settings, or check the config."),
                    ("completions", "Print a completion script for bash, zsh or fish."),
                    ("outbox", "List, retry or drop messages that could not be delivered."),
                ]) + "\n"
            + "  See 'quill help <subcommand>' for detailed help.\n"
    }()

    static let config: String = {
        "OVERVIEW: Show where the config file is, the effective settings, or check it.\n\n"
            + paragraph(
                "The config is read from --config, else $QUILL_CONFIG, else ~/.quillrc, "
                    + "else $XDG_CONFIG_HOME/quill/config. "
                    + "QUILL_* variables override the file and flags override both."
            )
            + "\n" + usageLines(for: .config(.show), heading: "USAGE: ") + "\n"
            + section(
                "ARGUMENTS",
                [
                    ("path", "Print the path of the config file that is read."),
                    (
                        "show",
                        "Print the effective settings and where each one comes from, secrets redacted (the default)."
                    ),
                    ("check", "Exit 0 if the config is valid; print the error and exit 78 if not."),
                ]) + "\n"
            + section(
                "OPTIONS",
                [
                    ("--config <path>", "Read this config file instead of ~/.quillrc."),
                    (
                        "<setting flags>",
                        "--to, --placeholder, --prompt, --char-limit, --submit and --no-history, "
                            + "as for quill itself; show lists them as 'flag'."
                    ),
                    ("-h, --help", "Show help information."),
                ])
    }()

    static let completions: String = {
        "OVERVIEW: "
            + wrap(
                "Print a shell completion script for Quill's options, subcommands and sink names.", firstLineStart: 10,
                indent: 0)
            + "\n\nFor example:\n  quill completions bash > ~/.local/share/bash-completion/completions/quill\n"
            + "\n" + usageLines(for: .completions(nil), heading: "USAGE: ") + "\n"
            + section("ARGUMENTS", [("<shell>", "bash, zsh or fish.")]) + "\n"
            + section(
                "OPTIONS",
                [
                    ("--config <path>", "Read sink names from this config file."),
                    ("-h, --help", "Show help information."),
                ])
    }()
}
