extension Settings {
    /// Quill with no config file: post to stdout under the default hint.
    public static let `default` = Settings(
        placeholder: "Message {to}…",
        placeholderStyle: .dim,
        prompt: "› ",
        submit: .enter,
        editor: .emacs,
        charLimit: nil,
        historySize: 1000,
        to: ["stdout"],
        editrc: nil,
        sinks: []
    )
}
