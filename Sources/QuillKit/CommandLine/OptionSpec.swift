/// One command-line option as help, the parser and the completion scripts describe it. The list
/// `main` is the single source of Quill's flags.
public struct OptionSpec: Sendable, Equatable {
    public var long: String
    public var short: String?
    /// `sink` for `--to <sink>`; nil for a flag.
    public var valueName: String?
    public var help: String

    public init(_ long: String, short: String? = nil, value: String? = nil, help: String) {
        self.long = long
        self.short = short
        self.valueName = value
        self.help = help
    }

    func matches(_ name: String) -> Bool { name == long || name == short }

    /// `-p, --placeholder <text>` as help lists it.
    public var label: String {
        (short.map { $0 + ", " } ?? "") + long + (valueName.map { " <\($0)>" } ?? "")
    }

    /// Quill's options, in the order help lists them (`--help` last).
    public static let main: [OptionSpec] = [
        OptionSpec(
            "--to", value: "sink",
            help:
                "Where messages go: a sink name from the config, or a URL (stdout, file:PATH, https://…, "
                + "exec:COMMAND). Repeat for several sinks."
        ),
        OptionSpec("--once", help: "Post one message, then exit."),
        OptionSpec("--lines", help: "With piped input, post each non-empty line as it arrives."),
        OptionSpec("--null", short: "-0", help: "Messages on stdin are separated by NUL; stdout ends each with NUL."),
        OptionSpec("--json", help: "Write each message on stdout as a JSON line with id, time and text."),
        OptionSpec(
            "--placeholder", short: "-p", value: "text",
            help: "The hint shown in the empty box; {to} stands for the sinks' names."),
        OptionSpec("--prompt", value: "text", help: "The prompt in front of the message."),
        OptionSpec("--value", value: "text", help: "Start the first message with this text."),
        OptionSpec("--char-limit", value: "n", help: "Refuse messages longer than n characters (0: no limit)."),
        OptionSpec("--submit", value: "key", help: "The key that sends: enter (default) or alt-enter."),
        OptionSpec("--config", value: "path", help: "Read this config file instead of ~/.quillrc."),
        OptionSpec("--no-history", help: "Neither recall nor keep sent messages."),
        OptionSpec("--version", help: "Show the version."),
        OptionSpec("--help", short: "-h", help: "Show help information."),
    ]
}
