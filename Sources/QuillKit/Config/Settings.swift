/// Everything that shapes one run of Quill, after the config file, the environment and the flags
/// have been merged. Plain values: the defaults live in `Settings+Default.swift`.
public struct Settings: Sendable, Equatable {
    public enum SubmitKey: String, Sendable { case enter, altEnter = "alt-enter" }
    public enum EditorMode: String, Sendable { case emacs, vi }

    public var placeholder: String
    public var placeholderStyle: TextStyle
    public var prompt: String
    public var submit: SubmitKey
    public var editor: EditorMode
    public var charLimit: Int?
    public var historySize: Int
    /// Sink names or URLs, in order.
    public var to: [String]
    public var editrc: String?
    /// Sinks declared with `[sink "name"]`, in file order.
    public var sinks: [SinkSettings]

    public init(
        placeholder: String, placeholderStyle: TextStyle, prompt: String, submit: SubmitKey,
        editor: EditorMode, charLimit: Int?, historySize: Int, to: [String], editrc: String?,
        sinks: [SinkSettings]
    ) {
        self.placeholder = placeholder
        self.placeholderStyle = placeholderStyle
        self.prompt = prompt
        self.submit = submit
        self.editor = editor
        self.charLimit = charLimit
        self.historySize = historySize
        self.to = to
        self.editrc = editrc
        self.sinks = sinks
    }

    /// The declared sink called `name`, if any.
    public func sink(named name: String) -> SinkSettings? { sinks.first { $0.name == name } }
}

/// One `[sink "name"]` section.
public struct SinkSettings: Sendable, Equatable {
    public var name: String
    public var url: String
    /// Connect and total timeout, in milliseconds.
    public var timeoutMilliseconds: Int = 10_000
    public var retries: Int = 3
    public var template: String?
    public var headers: [String] = []
    /// `jsonl` or `text`; nil lets the path decide.
    public var format: String?
    public var fsync: Bool = false
    public var insecure: Bool = false
    public var title: String?
    public var priority: String?
    public var tags: String?

    public init(name: String, url: String) {
        self.name = name
        self.url = url
    }
}
