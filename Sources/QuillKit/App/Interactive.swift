#if canImport(Glibc)
    import Glibc
#endif

/// The compose loop on a terminal: each submitted message is delivered, then a status line and a
/// fresh prompt. Unsent text is kept as a draft when Quill is cancelled or killed, and restored at
/// the next start.
struct Interactive {
    var settings: Settings
    var arguments: Arguments
    var fanOut: FanOutSink
    var environment: Environment

    var draftPath: String { environment.stateDirectory + "/draft" }

    func run() -> Int32 {
        let term = environment["TERM"] ?? ""
        if term.isEmpty || term == "dumb" || !LineEditor.canAddressCursor(term: term) {
            return PlainInput(prompt: ScreenText.plain(settings.prompt)).run(once: arguments.once, fanOut: fanOut)
        }
        let draft = StateFile.read(draftPath) ?? ""
        guard let editor = LineEditor(options: editorOptions(initialText: arguments.value ?? draft)) else {
            return PlainInput(prompt: ScreenText.plain(settings.prompt)).run(once: arguments.once, fanOut: fanOut)
        }
        var status = ExitStatus.success
        while true {
            switch editor.read() {
            case .message(let text):
                StateFile.remove(draftPath)
                // A webhook or a command may take a while (timeouts, retries): say so meanwhile.
                let slow = fanOut.sinks.contains { !($0 is BatchingSink) }
                if slow && !arguments.once { editor.writeStatus(dim("… sending to " + fanOut.names)) }
                let report = Delivery.deliver(Message(text: text), fanOut: fanOut)
                if report.status != .success { status = report.status }
                if arguments.once { return status.rawValue }
                editor.writeLine(dim(report.line))
            case .endOfInput:
                return status.rawValue
            case .cancelled(let draft, let signal):
                if draft.allSatisfy(\.isWhitespace) {
                    StateFile.remove(draftPath)
                } else {
                    StateFile.write(draft, to: draftPath)
                }
                return signal == SIGINT ? ExitStatus.cancelled.rawValue : 128 + signal
            }
        }
    }

    private func dim(_ text: String) -> String { TextStyle.dim.on + text + TextStyle.dim.off }

    func editorOptions(initialText: String) -> LineEditor.Options {
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        var options = LineEditor.Options(
            prompt: noColor ? ScreenText.plain(settings.prompt) : settings.prompt,
            hint: Placeholder(settings.placeholder).text(to: fanOut.names),
            hintStyle: noColor ? settings.placeholderStyle.withoutColor : settings.placeholderStyle
        )
        options.editor = settings.editor
        options.submit = settings.submit
        options.editrc = settings.editrc.map { SinkFactory.expandHome($0, home: environment.home) }
        options.initialText = initialText
        options.historyPath = environment.stateDirectory + "/history"
        options.historySize = arguments.noHistory ? 0 : settings.historySize
        options.charLimit = settings.charLimit.flatMap { $0 > 0 ? $0 : nil }
        let variables = environment
        options.externalEditor = { ExternalEditor.edit($0, environment: variables) }
        return options
    }
}
