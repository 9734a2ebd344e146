/// Turns a sink name or URL from `--to` or `to =` into a sink.
public enum SinkFactory {
    public struct UnknownSink: Error, Equatable {
        public var message: String
    }

    /// The sink for `target`: `stdout`/`-`, `file:PATH`, or the name of a configured sink.
    public static func make(_ target: String, settings: Settings, home: String) throws(UnknownSink) -> MessageSink {
        if let declared = settings.sink(named: target) {
            return try make(url: declared.url, name: declared.name, sink: declared, home: home)
        }
        return try make(url: target, name: nil, sink: nil, home: home)
    }

    static func make(url: String, name: String?, sink: SinkSettings?, home: String) throws(UnknownSink) -> MessageSink {
        if url == "stdout" || url == "-" { return StdoutSink() }
        if url.hasPrefix("file:") {
            let path = expandHome(String(url.dropFirst(5)), home: home)
            let format: FileSink.Format? = sink?.format.map { $0 == "jsonl" ? .jsonLines : .text }
            return FileSink(name: name, path: path, format: format, sync: sink?.fsync ?? false)
        }
        throw UnknownSink(message: "unknown sink '\(name ?? url)'")
    }

    /// `~` or `~/…` at the start of a path replaced by the home folder.
    public static func expandHome(_ path: String, home: String) -> String {
        if path == "~" { return home }
        if path.hasPrefix("~/") { return home + path.dropFirst() }
        return path
    }
}
