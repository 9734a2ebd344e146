import CLibEdit

#if canImport(Glibc)
    import Glibc
#endif

/// The compose box on a real terminal: libedit edits the text on `/dev/tty`, and Quill draws the
/// dim placeholder whenever the message is empty (technique in `shared/LIBEDIT.md`).
///
/// libedit cannot draw a buffer taller than the screen, so Quill owns the message (a
/// `MessageView`) and hands libedit only the window of lines that fits; lines above the window
/// are printed above libedit's edit area, lines below wait out of sight. Moving past the window's
/// edge ends libedit's line and lays the view out again.
///
/// This type and its extensions are the only code that talks to libedit; the escape sequences it
/// writes besides libedit's own come from `ScreenText`.
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
        public var editor: Settings.EditorMode = .emacs
        public var submit: Settings.SubmitKey = .enter
        /// An editrc file; nil reads `$EDITRC` or `~/.editrc`.
        public var editrc: String?
        /// Text to start the first message with (a restored draft, `--value`).
        public var initialText = ""
        /// Where sent messages are kept between runs; nil keeps them for this run only.
        public var historyPath: String?
        /// How many messages history keeps; 0 keeps none.
        public var historySize = 1000
        /// `char-limit`: shows a counter and refuses longer messages.
        public var charLimit: Int?
        /// Runs `$VISUAL`/`$EDITOR` on a text and returns the result (nil: keep the text as it was).
        public var externalEditor: ((String) -> String?)?

        public init(prompt: String, hint: String, hintStyle: TextStyle) {
            self.prompt = prompt
            self.hint = hint
            self.hintStyle = hintStyle
        }
    }

    /// Key sequences no terminal sends, bound to what Quill pushes to libedit as keys.
    enum PrivateKey {
        /// libedit's own `ed-newline`: ends the line the way libedit expects.
        static let finish = "\u{1B}[9901~"
        /// `quill-refresh`: redraws after Quill changed the buffer outside a command.
        static let refresh = "\u{1B}[9902~"
        /// `ed-redisplay`: redraws everything after a resize.
        static let redisplay = "\u{1B}[9903~"
        /// `vi-command-mode`: a lone ESC in vi's insert mode.
        static let viCommandMode = "\u{1B}[9904~"
    }

    var options: Options
    let el: OpaquePointer
    let tty: UnsafeMutablePointer<FILE>
    let fd: Int32
    let libeditHistory: OpaquePointer
    var decoder = InputDecoder()
    /// One buffer for every read from the terminal (reads happen once per key).
    let readBuffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 65536, alignment: 1)
    let promptStorage: UnsafeMutablePointer<wchar_t>
    let continuationStorage: UnsafeMutablePointer<wchar_t>
    let promptWidth: Int

    /// The message's lines outside libedit's window, and what is on screen above it.
    var view = MessageView()
    /// Keys served to libedit before the terminal's.
    var synthetic: [wchar_t] = []
    /// Text (and cursor offset) to put in libedit's buffer when its next line starts.
    var pendingWindow: (text: [Unicode.Scalar], cursor: Int)?
    /// Set by a command that needs the view laid out again.
    var relayout: MessageView.Layout?
    var ending: Outcome?
    var hintRows = 0
    var counterLabel = ""
    /// Where the note about lines below the window was drawn (rows below the cursor), if it was.
    var belowNoteRow: Int?
    var history: MessageHistory
    var columnsAtLastDraw = 0

    /// Whether a terminal of type `term` can have its cursor moved (the hint needs it).
    public static func canAddressCursor(term: String) -> Bool {
        quill_terminal_can_address(term) != 0
    }

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
        self.promptStorage = LineEditor.wideCString(ScreenText.libeditPrompt(options.prompt))
        self.continuationStorage = LineEditor.wideCString("")
        self.promptWidth = ScreenText.width(ofPrompt: options.prompt)
        self.libeditHistory = quill_history_init()
        self.history = MessageHistory(path: options.historyPath, limit: options.historySize)
        quill_history_set_size(libeditHistory, Int32(max(options.historySize, 1)))
        for entry in history.entries { quill_history_enter(libeditHistory, String(entry).wideCharacters) }
        configure()
        columnsAtLastDraw = terminalSize().columns
        Signals.install()
        write(ScreenText.bracketedPaste(true))
        if options.charLimit != nil { write("\r\n") }
    }

    deinit {
        write(ScreenText.bracketedPaste(false))
        el_end(el)
        quill_history_end(libeditHistory)
        fclose(tty)
        promptStorage.deallocate()
        continuationStorage.deallocate()
        readBuffer.deallocate()
    }

    /// Edits one message; returns when it is submitted, cancelled or input ends.
    public func read() -> Outcome {
        ending = nil
        history.restart()
        let initial = Array(options.initialText.unicodeScalars)
        options.initialText = ""
        layOut(MessageView.Layout(text: initial, cursor: initial.count, anchor: .bottom))
        while true {
            relayout = nil
            var count: Int32 = 0
            let line = el_wgets(el, &count)
            eraseHint()
            if let layout = relayout {
                // libedit ended its line below the window: clear what Quill and libedit drew, lay out again.
                write(ScreenText.moveUp(view.rowsOnScreen + layout.windowRows) + "\r" + ScreenText.clearBelow)
                layOut(layout)
                continue
            }
            if let ending { return ending }
            if Signals.pending != 0 {
                return .cancelled(draft: messageText(), signal: Signals.takePending())
            }
            guard let line, count > 0 else { return .endOfInput }
            var window = String(wideCharacters: line, count: Int(count))
            if window.hasSuffix("\n") { window.removeLast() }
            let text = view.message(window: window)
            eraseCounter(
                windowRows: TextLayout.rows(
                    of: window.unicodeScalars, promptWidth: view.above.isEmpty ? promptWidth : 0,
                    columns: terminalSize().columns))
            view = MessageView()
            history.add(text)
            quill_history_enter(libeditHistory, text.wideCharacters)
            return .message(text)
        }
    }

    /// Writes a line above the next prompt (a status line); the cursor must be at a line start. It
    /// replaces a status written by `writeStatus`.
    public func writeLine(_ text: String) {
        write("\r" + ScreenText.clearLine + text + "\r\n")
        if options.charLimit != nil { write("\r\n") }
    }

    /// Writes a status that the next `writeLine` replaces (`… sending to team`).
    public func writeStatus(_ text: String) {
        write("\r" + ScreenText.clearLine + text)
    }

    // MARK: - Laying the message out

    /// Splits the message into the window libedit edits and the lines around it, prints the
    /// visible lines above, and queues the window for libedit's next line.
    func layOut(_ layout: MessageView.Layout) {
        let size = terminalSize()
        let maxRows = max(size.rows - 2, 1)
        view.split(layout, promptWidth: promptWidth, columns: size.columns, maxRows: maxRows)
        if view.isSplit {
            // Part of the message is off screen: leave a row for the note that says so.
            view.split(layout, promptWidth: promptWidth, columns: size.columns, maxRows: max(maxRows - 1, 1))
        }
        let printed = view.visibleAbove(
            promptWidth: promptWidth, columns: size.columns,
            rows: maxRows - view.windowRows(promptWidth: promptWidth, columns: size.columns))
        if printed.rows > 0 {
            var out = ""
            if printed.hidden > 0 { out += ScreenText.moreLines(printed.hidden) + "\r\n" }
            for (index, line) in printed.lines.enumerated() {
                if index == 0 && printed.hidden == 0 { out += options.prompt }
                out += line.replacing("\n", with: "") + "\r\n"
            }
            write(out)
        }
        view.rowsOnScreen = printed.rows
        belowNoteRow = nil
        if !view.below.isEmpty {
            // A row under the window for the note about the lines below: make it now (scrolling if
            // need be), as drawing it later must not scroll.
            let rows = view.windowRows(promptWidth: promptWidth, columns: size.columns)
            write(String(repeating: "\n", count: rows) + ScreenText.moveUp(rows))
        }
        if !view.window.isEmpty { pendingWindow = (view.window, view.windowCursor) }
    }

    /// The whole message: lines above, libedit's window, lines below.
    func messageText() -> String {
        view.message(window: currentText())
    }

    // MARK: - Helpers

    var bufferIsEmpty: Bool {
        let line = el_wline(el)!.pointee
        return line.lastchar == line.buffer
    }

    /// libedit's buffer as scalars, and the cursor's offset in it.
    func buffer() -> (scalars: [Unicode.Scalar], cursor: Int) {
        let line = el_wline(el)!.pointee
        var scalars: [Unicode.Scalar] = []
        let count = line.lastchar - line.buffer
        scalars.reserveCapacity(count)
        for index in 0..<count {
            scalars.append(Unicode.Scalar(UInt32(bitPattern: line.buffer[index])) ?? "\u{FFFD}")
        }
        return (scalars, line.cursor - line.buffer)
    }

    func currentText() -> String {
        let line = el_wline(el)!.pointee
        return String(wideCharacters: line.buffer, count: line.lastchar - line.buffer)
    }

    func terminalSize() -> (columns: Int, rows: Int) {
        var size = winsize()
        if ioctl(fd, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 {
            return (Int(size.ws_col), Int(size.ws_row))
        }
        return (80, 24)
    }

    func write(_ text: String) {
        fputs(text, tty)
        fflush(tty)
    }

    static func from(_ el: OpaquePointer?) -> LineEditor {
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
