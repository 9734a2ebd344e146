#if canImport(Glibc)
import Glibc
#endif

/// The compose loop on a terminal: each submitted message is delivered, then a fresh prompt.
struct Interactive {
    var settings: Settings
    var arguments: Arguments
    var fanOut: FanOutSink
    var environment: Environment

    func run() -> Int32 {
        let hint = Placeholder(settings.placeholder).text(to: fanOut.names)
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        let options = LineEditor.Options(
            prompt: noColor ? ScreenText.plain(settings.prompt) : settings.prompt,
            hint: hint,
            hintStyle: noColor ? settings.placeholderStyle.withoutColor : settings.placeholderStyle,
            editor: settings.editor,
            submit: settings.submit,
            editrc: settings.editrc,
            initialText: arguments.value ?? ""
        )
        let term = environment["TERM"] ?? ""
        if term.isEmpty || term == "dumb" {
            return PlainInput(prompt: ScreenText.plain(settings.prompt)).run(once: arguments.once, fanOut: fanOut)
        }
        guard let editor = LineEditor(options: options) else {
            return PlainInput(prompt: ScreenText.plain(settings.prompt)).run(once: arguments.once, fanOut: fanOut)
        }
        var status = ExitStatus.success
        while true {
            switch editor.read() {
            case .message(let text):
                let report = Delivery.deliver(Message(text: text), fanOut: fanOut)
                if report.status != .success { status = report.status }
                if arguments.once { return status.rawValue }
                editor.writeLine(TextStyle.dim.on + report.line + TextStyle.dim.off)
            case .endOfInput:
                return status.rawValue
            case .cancelled(_, let signal):
                return signal == SIGINT ? ExitStatus.cancelled.rawValue : 128 + signal
            }
        }
    }
}
