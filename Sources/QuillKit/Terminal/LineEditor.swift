import CLibEdit

#if canImport(Glibc)
import Glibc
#endif

/// The compose box on a real terminal: libedit edits the text on `/dev/tty`, and Quill draws the
/// dim placeholder whenever the buffer is empty (technique in `shared/LIBEDIT.md`).
///
/// This is the only type that talks to libedit; all it writes besides libedit's own drawing
/// comes from `ScreenText`.
public final class LineEditor {
    /// What one call to `read()` ended with.
    public enum Outcome: Equatable {
        /// The user pressed the submit key on a message that is not blank.
        case message(String)
        /// Ctrl-D on an empty buffer, or the terminal reached end of input.
        case endOfInput
        /// Ctrl-C, SIGINT, SIGTERM or SIGHUP: the unsent text, possibly empty.
        case cancelled(draft: String, signal: Int32)
    }

    public struct Options {
        public var prompt: String
        public var hint: String
        public var hintStyle: TextStyle
        public var editor: Settings.EditorMode
        public var submit: Settings.SubmitKey
        /// An editrc file; nil reads `$EDITRC` or `~/.editrc`.
        public var editrc: String?
        /// Text to start the first message with (a restored draft, `--value`).
        public var initialText: String

        public init(
            prompt: String, hint: String, hintStyle: TextStyle, editor: Settings.EditorMode = .emacs,
            submit: Settings.SubmitKey = .enter, editrc: String? = nil, initialText: String = ""
        ) {
            self.prompt = prompt
            self.hint = hint
            self.hintStyle = hintStyle
            self.editor = editor
            self.submit = submit
            self.editrc = editrc
            self.initialText = initialText
        }
    }

    /// A key sequence no terminal sends, bound to libedit's own `ed-newline`: pushing it ends the
    /// line the way libedit expects (cursor below the text, display state reset).
    static let finishKey = "\u{1B}[9901~"

    public var options: Options
    private let el: OpaquePointer
    private let history: OpaquePointer
    private let tty: UnsafeMutablePointer<FILE>
    private let fd: Int32
    private var decoder = InputDecoder()
    private var promptStorage: UnsafeMutablePointer<wchar_t>
    private var hintRows = 0
    private var ending: Outcome?
    private var pendingInitialText: String

    /// Opens `/dev/tty` and sets libedit up; nil when there is no terminal to edit on.
    public init?(options: Options, programName: String = "quill") {
        DisplayWidth.useUTF8Locale()
        guard let tty = fopen("/dev/tty", "r+") else { return nil }
        self.tty = tty
        self.fd = fileno(tty)
        guard let el = quill_el_init(programName, tty, fd) else {
            fclose(tty)
            return nil
        }
        self.el = el
        self.options = options
        self.pendingInitialText = options.initialText
        self.promptStorage = LineEditor.wideCString(ScreenText.libeditPrompt(options.prompt))
        self.history = quill_history_init()
        quill_history_set_size(history, 1000)
        quill_history_set_unique(history, 1)
        configure()
        Signals.install()
    }

    deinit {
        el_end(el)
        quill_history_end(history)
        fclose(tty)
        promptStorage.deallocate()
    }

    /// Edits one message; returns when it is submitted, cancelled or input ends.
    public func read() -> Outcome {
        ending = nil
        if !pendingInitialText.isEmpty {
            el_wpush(el, pendingInitialText.wideCharacters)
            pendingInitialText = ""
        }
        var count: Int32 = 0
        let line = el_wgets(el, &count)
        eraseHint()
        if let ending { return ending }
        if Signals.pending != 0 {
            return .cancelled(draft: currentText(), signal: Signals.takePending())
        }
        guard let line, count > 0 else { return .endOfInput }
        var text = String(wideCharacters: line, count: Int(count))
        if text.hasSuffix("\n") { text.removeLast() }
        quill_history_enter(history, text.wideCharacters)
        return .message(text)
    }

    /// Writes a line above the next prompt (a status line); the cursor must be at a line start.
    public func writeLine(_ text: String) {
        write(text + "\r\n")
    }

    /// Rings the terminal bell.
    public func bell() { write("\u{07}") }

    // MARK: - Set-up

    private func configure() {
        quill_el_set_editor(el, options.editor.rawValue)
        quill_el_set_signal(el, 0)
        quill_el_setty_raw_keys(el)
        quill_el_set_clientdata(el, Unmanaged.passUnretained(self).toOpaque())
        quill_el_set_prompt(el, { el in LineEditor.from(el).promptStorage }, 1)
        quill_el_set_getcfn(el, { el, out in LineEditor.from(el!).readCharacter(into: out!) })
        quill_el_set_history(el, history)

        quill_el_addfn(el, "quill-send", "Send the message (bell when it is blank)") { el, _ in
            LineEditor.from(el!).send()
        }
        quill_el_addfn(el, "quill-newline", "Insert a line break") { el, _ in
            el_winsertstr(el, "\n".wideCharacters)
            return UInt8(CC_REFRESH)
        }
        quill_el_addfn(el, "quill-cancel", "Cancel the message and keep it as a draft") { el, _ in
            LineEditor.from(el!).cancel()
        }
        quill_el_addfn(el, "quill-end-or-delete", "End on an empty buffer, else delete forward") { el, _ in
            LineEditor.from(el!).endOrDelete()
        }
        quill_el_addfn(el, "quill-suspend", "Suspend Quill (Ctrl-Z)") { el, _ in
            LineEditor.from(el!).suspend()
        }

        bindDefaults()
        quill_el_bind(el, LineEditor.finishKey, "ed-newline")
        _ = options.editrc.map { el_source(el, $0) } ?? el_source(el, nil)
    }

    private func bindDefaults() {
        // In edit mode the terminal turns Enter into \n and Ctrl-J into \r (libedit's ttyperm).
        let send = "quill-send", newline = "quill-newline"
        let enterAction = options.submit == .enter ? send : newline
        let altEnterAction = options.submit == .enter ? newline : send
        var bindings: [(String, String)] = [
            ("^J", enterAction), ("^M", newline),
            ("^C", "quill-cancel"), ("^D", "quill-end-or-delete"), ("^Z", "quill-suspend"),
        ]
        if options.editor == .emacs {
            bindings += [("\\e^J", altEnterAction), ("\\e^M", altEnterAction)]
        }
        for (key, command) in bindings {
            quill_el_bind(el, key, command)
            if options.editor == .vi { quill_el_bind_command_mode(el, key, command) }
        }
    }

    // MARK: - Commands

    private func send() -> UInt8 {
        if currentText().allSatisfy(\.isWhitespace) { return UInt8(CC_ERROR) }
        el_wpush(el, LineEditor.finishKey.wideCharacters)
        return UInt8(CC_NORM)
    }

    private func cancel() -> UInt8 {
        ending = .cancelled(draft: currentText(), signal: SIGINT)
        el_wpush(el, LineEditor.finishKey.wideCharacters)
        return UInt8(CC_NORM)
    }

    private func endOrDelete() -> UInt8 {
        let line = el_wline(el)!.pointee
        if line.lastchar == line.buffer {
            ending = .endOfInput
            el_wpush(el, LineEditor.finishKey.wideCharacters)
            return UInt8(CC_NORM)
        }
        guard line.cursor < line.lastchar else { return UInt8(CC_ERROR) }
        el_cursor(el, 1)
        el_deletestr(el, 1)
        return UInt8(CC_REFRESH)
    }

    private func suspend() -> UInt8 {
        eraseHint()
        quill_el_prep_term(el, 0)
        kill(0, SIGTSTP)
        quill_el_prep_term(el, 1)
        return UInt8(CC_REDISPLAY)
    }

    // MARK: - Reading keys and drawing the hint

    /// libedit's read function: one character per call, after libedit has flushed its drawing.
    private func readCharacter(into out: UnsafeMutablePointer<wchar_t>) -> Int32 {
        if hintRows == 0 && bufferIsEmpty && !inputPending() { drawHint() }
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            if let scalar = decoder.next() {
                eraseHint()
                out.pointee = wchar_t(bitPattern: scalar.value)
                return 1
            }
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n > 0 {
                chunk.withUnsafeBytes { decoder.append(UnsafeRawBufferPointer(rebasing: $0[..<n])) }
                continue
            }
            if n < 0 && errno == EINTR {
                if Signals.pending != 0 {
                    eraseHint()
                    return -1
                }
                if Signals.takeResize() { resize() }
                continue
            }
            eraseHint()
            return n == 0 ? 0 : -1
        }
    }

    private func resize() {
        let wasShown = hintRows > 0
        eraseHint()
        el_resize(el)
        quill_el_refresh(el)
        fflush(tty)
        if wasShown && bufferIsEmpty { drawHint() }
    }

    private var bufferIsEmpty: Bool {
        let line = el_wline(el)!.pointee
        return line.lastchar == line.buffer
    }

    private func inputPending() -> Bool {
        if decoder.hasPending { return true }
        var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&poller, 1, 0) > 0
    }

    private func drawHint() {
        let size = terminalSize()
        let promptWidth = ScreenText.width(ofPrompt: options.prompt)
        let rows = Placeholder.layout(options.hint, promptWidth: promptWidth, columns: size.columns, rows: size.rows)
        guard !rows.isEmpty, !(rows.count == 1 && rows[0].isEmpty) else { return }
        write(ScreenText.drawHint(rows, style: options.hintStyle, column: promptWidth % max(size.columns, 1)))
        hintRows = rows.count
    }

    private func eraseHint() {
        guard hintRows > 0 else { return }
        write(ScreenText.eraseHint(rows: hintRows))
        hintRows = 0
    }

    private func terminalSize() -> (columns: Int, rows: Int) {
        var size = winsize()
        if ioctl(fd, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 {
            return (Int(size.ws_col), Int(size.ws_row))
        }
        return (80, 24)
    }

    // MARK: - Helpers


    private func currentText() -> String {
        let line = el_wline(el)!.pointee
        return String(wideCharacters: line.buffer, count: line.lastchar - line.buffer)
    }

    private func write(_ text: String) {
        fputs(text, tty)
        fflush(tty)
    }

    private static func from(_ el: OpaquePointer?) -> LineEditor {
        Unmanaged<LineEditor>.fromOpaque(quill_el_get_clientdata(el)).takeUnretainedValue()
    }

    private static func wideCString(_ text: String) -> UnsafeMutablePointer<wchar_t> {
        let wide = text.wideCharacters
        let storage = UnsafeMutablePointer<wchar_t>.allocate(capacity: wide.count)
        storage.initialize(from: wide, count: wide.count)
        return storage
    }
}

extension String {
    /// The text as a NUL-terminated `wchar_t` array (UTF-32 on Linux).
    var wideCharacters: [wchar_t] {
        unicodeScalars.map { wchar_t(bitPattern: $0.value) } + [0]
    }

    /// Text from `count` wide characters.
    init(wideCharacters pointer: UnsafePointer<wchar_t>, count: Int) {
        var scalars = String.UnicodeScalarView()
        for index in 0..<count {
            if let scalar = Unicode.Scalar(UInt32(bitPattern: pointer[index])) { scalars.append(scalar) }
        }
        self = String(scalars)
    }
}
