#if canImport(Glibc)
    import Glibc
#endif

/// Turns a sink name or URL from `--to` or `to =` into a sink.
public enum SinkFactory {
    public struct UnknownSink: Error, Equatable {
        public var message: String
    }

    /// What sinks need to know about the run besides their own settings.
    public struct Context: Sendable {
        public var home: String
        /// `--json` or `-0` on the command line.
        public var stdoutFormat: StdoutSink.Format
        /// Where Telegram's Bot API is: `$QUILL_TELEGRAM_API` (for a local test server), else
        /// `https://api.telegram.org`.
        public var telegramAPI: String

        public init(home: String, stdoutFormat: StdoutSink.Format = .text, telegramAPI: String? = nil) {
            self.home = home
            self.stdoutFormat = stdoutFormat
            self.telegramAPI = telegramAPI ?? Context.telegramAPIFromEnvironment()
        }

        static func telegramAPIFromEnvironment() -> String {
            guard let value = getenv("QUILL_TELEGRAM_API"), value.pointee != 0 else {
                return WebhookEndpoint.telegramAPI
            }
            return String(cString: value)
        }
    }

    /// The sink for `target`: `stdout`/`-`, `file:PATH`, a webhook or preset URL, `exec:COMMAND`,
    /// or the name of a configured sink.
    public static func make(_ target: String, settings: Settings, context: Context) throws(UnknownSink) -> MessageSink {
        if let declared = settings.sink(named: target) {
            return try make(url: declared.url, name: declared.name, sink: declared, context: context)
        }
        return try make(url: target, name: nil, sink: nil, context: context)
    }

    static func make(url: String, name: String?, sink: SinkSettings?, context: Context) throws(UnknownSink)
        -> MessageSink
    {
        if url == "stdout" || url == "-" { return StdoutSink(format: context.stdoutFormat) }
        if url.hasPrefix("file:") {
            let path = expandHome(String(url.dropFirst(5)), home: context.home)
            let format: FileSink.Format? = sink?.format.map { $0 == "jsonl" ? .jsonLines : .text }
            return FileSink(name: name, path: path, format: format, sync: sink?.fsync ?? false)
        }
        if let webhook = WebhookSink(url: url, name: name, settings: sink, telegramAPI: context.telegramAPI) {
            return webhook
        }
        if let command = CommandSink(url: url, name: name, timeoutMilliseconds: sink?.timeoutMilliseconds ?? 10_000) {
            return command
        }
        throw UnknownSink(message: "unknown sink '\(name ?? Redaction.url(url))'")
    }

    /// `~` or `~/…` at the start of a path replaced by the home folder.
    public static func expandHome(_ path: String, home: String) -> String {
        if path == "~" { return home }
        if path.hasPrefix("~/") { return home + path.dropFirst() }
        return path
    }
}
