import CLibEdit

#if canImport(Glibc)
    import Glibc
#endif

/// Quill's own libedit functions: each has a libedit name, so `~/.editrc` can rebind it.
extension LineEditor {
    /// Name, help text and implementation of each function Quill adds to libedit.
    static let commands: [(name: String, help: String, run: (LineEditor) -> UInt8)] = [
        ("quill-send", "Send the message (bell when it is blank or too long)", { $0.send() }),
        ("quill-newline", "Insert a line break", { $0.insert([Unicode.Scalar("\n")]) }),
        ("quill-cancel", "Cancel the message and keep it as a draft", { $0.cancel() }),
        ("quill-end-or-delete", "End on an empty message, else delete forward", { $0.endOrDelete() }),
        ("quill-suspend", "Suspend Quill", { $0.suspend() }),
        ("quill-line-up", "Move to the line above, or recall older history", { $0.moveLine(by: -1) }),
        ("quill-line-down", "Move to the line below, or recall newer history", { $0.moveLine(by: 1) }),
        ("quill-paste", "Insert a bracketed paste as is", { $0.paste() }),
        ("quill-edit-externally", "Edit the message in $VISUAL or $EDITOR", { $0.editExternally() }),
        ("quill-refresh", "Redraw the message", { _ in UInt8(CC_REFRESH) }),
    ]

    func configure() {
        quill_el_set_editor(el, options.editor.rawValue)
        quill_el_set_signal(el, 0)
        quill_el_setty_raw_keys(el)
        quill_el_set_clientdata(el, Unmanaged.passUnretained(self).toOpaque())
        quill_el_set_prompt(
            el,
            { el in
                let editor = LineEditor.from(el)
                return editor.view.above.isEmpty ? editor.promptStorage : editor.continuationStorage
            }, 1)
        quill_el_set_getcfn(el, { el, out in LineEditor.from(el!).readCharacter(into: out!) })
        quill_el_set_history(el, libeditHistory)
        for (index, command) in LineEditor.commands.enumerated() {
            quill_el_addfn(el, command.name, command.help, LineEditor.trampolines[index])
        }
        bindDefaults()
        _ = options.editrc.map { el_source(el, $0) } ?? el_source(el, nil)
        // Keys Quill pushes itself must work whatever the editrc did.
        quill_el_bind(el, PrivateKey.finish, "ed-newline")
        quill_el_bind(el, PrivateKey.refresh, "quill-refresh")
        quill_el_bind(el, PrivateKey.redisplay, "ed-redisplay")
        if options.editor == .vi { quill_el_bind(el, PrivateKey.viCommandMode, "vi-command-mode") }
        quill_el_bind(el, "\\e[200~", "quill-paste")
    }

    /// libedit calls plain C functions: one per command, each finding the editor through the
    /// client data and running the command at its index.
    static let trampolines: [quill_command_fn] = [
        { el, _ in LineEditor.from(el).run(0) }, { el, _ in LineEditor.from(el).run(1) },
        { el, _ in LineEditor.from(el).run(2) }, { el, _ in LineEditor.from(el).run(3) },
        { el, _ in LineEditor.from(el).run(4) }, { el, _ in LineEditor.from(el).run(5) },
        { el, _ in LineEditor.from(el).run(6) }, { el, _ in LineEditor.from(el).run(7) },
        { el, _ in LineEditor.from(el).run(8) }, { el, _ in LineEditor.from(el).run(9) },
    ]

    func run(_ index: Int) -> UInt8 { LineEditor.commands[index].run(self) }

    private func bindDefaults() {
        // With -icrnl -inlcr (see the shim) Enter arrives as \r and Ctrl-J as \n.
        let enterAction = options.submit == .enter ? "quill-send" : "quill-newline"
        let altEnterAction = options.submit == .enter ? "quill-newline" : "quill-send"
        var bindings: [(String, String)] = [
            ("^M", enterAction), ("^J", "quill-newline"),
            ("^C", "quill-cancel"), ("^D", "quill-end-or-delete"), ("^Z", "quill-suspend"),
            ("^X^E", "quill-edit-externally"),
            ("\\e[A", "quill-line-up"), ("\\eOA", "quill-line-up"),
            ("\\e[B", "quill-line-down"), ("\\eOB", "quill-line-down"),
            ("\\e^J", altEnterAction), ("\\e^M", altEnterAction),
            ("\\e[1~", "ed-move-to-beg"), ("\\e[H", "ed-move-to-beg"), ("\\eOH", "ed-move-to-beg"),
            ("\\e[4~", "ed-move-to-end"), ("\\e[F", "ed-move-to-end"), ("\\eOF", "ed-move-to-end"),
            ("\\e[3~", "ed-delete-next-char"),
        ]
        if options.editor == .emacs {
            bindings += [("^P", "quill-line-up"), ("^N", "quill-line-down")]
        }
        for (key, command) in bindings {
            quill_el_bind(el, key, command)
        }
        if options.editor == .vi {
            for (key, command) in bindings + [("k", "quill-line-up"), ("j", "quill-line-down")] {
                quill_el_bind_command_mode(el, key, command)
            }
        }
    }

    // MARK: - The commands

    private func send() -> UInt8 {
        let text = messageText()
        if text.allSatisfy(\.isWhitespace) { return UInt8(CC_ERROR) }
        // A line break followed at once by more input is part of a paste, not a send.
        if inputPending() { return insert([Unicode.Scalar("\n")]) }
        if let limit = options.charLimit, !CharacterCounter(limit: limit).allows(text) {
            drawCounter(note: " too long")
            return UInt8(CC_ERROR)
        }
        return finish()
    }

    private func finish() -> UInt8 {
        el_wpush(el, PrivateKey.finish.wideCharacters)
        return UInt8(CC_NORM)
    }

    private func cancel() -> UInt8 {
        ending = .cancelled(draft: messageText(), signal: SIGINT)
        return finish()
    }

    private func endOrDelete() -> UInt8 {
        let line = el_wline(el)!.pointee
        if line.lastchar == line.buffer && !view.isSplit {
            ending = .endOfInput
            return finish()
        }
        guard line.cursor < line.lastchar else { return UInt8(CC_ERROR) }
        el_cursor(el, 1)
        el_deletestr(el, 1)
        return UInt8(CC_REFRESH)
    }

    private func suspend() -> UInt8 {
        eraseHint()
        write(ScreenText.bracketedPaste(false))
        quill_el_prep_term(el, 0)
        kill(0, SIGTSTP)
        quill_el_prep_term(el, 1)
        write(ScreenText.bracketedPaste(true))
        return UInt8(CC_REDISPLAY)
    }

    /// Inserts text at the cursor; lays the view out again when the window would outgrow the screen.
    func insert(_ scalars: [Unicode.Scalar]) -> UInt8 {
        let (window, cursor) = buffer()
        let size = terminalSize()
        let newWindow = Array(window[..<cursor]) + scalars + Array(window[cursor...])
        let rows = TextLayout.rows(
            of: newWindow, promptWidth: view.above.isEmpty ? promptWidth : 0, columns: size.columns)
        if rows <= max(size.rows - 2, 1) {
            el_winsertstr(el, String(String.UnicodeScalarView(scalars)).wideCharacters)
            return UInt8(CC_REFRESH)
        }
        let before = view.above.map { Array($0.unicodeScalars) + ["\n"] }.joined()
        let after = view.below.map { [Unicode.Scalar("\n")] + Array($0.unicodeScalars) }.joined()
        return requestLayout(
            text: before + newWindow + after, cursor: before.count + cursor + scalars.count, anchor: .bottom)
    }

    private func moveLine(by delta: Int) -> UInt8 {
        let (window, cursor) = buffer()
        if let target = TextLayout.move(cursor: cursor, by: delta, in: window) {
            el_cursor(el, Int32(target - cursor))
            return UInt8(CC_CURSOR)
        }
        if (delta < 0 && !view.above.isEmpty) || (delta > 0 && !view.below.isEmpty) {
            let text = Array(messageText().unicodeScalars)
            let global = messageOffset(ofWindowOffset: cursor)
            guard let target = TextLayout.move(cursor: global, by: delta, in: text) else { return UInt8(CC_ERROR) }
            return requestLayout(text: text, cursor: target, anchor: delta < 0 ? .top : .bottom)
        }
        let recalled = delta < 0 ? history.previous(current: messageText()) : history.next()
        guard let recalled else { return UInt8(CC_ERROR) }
        return replaceMessage(with: recalled)
    }

    /// Replaces the whole message, cursor at its end.
    func replaceMessage(with text: String) -> UInt8 {
        let scalars = Array(text.unicodeScalars)
        let size = terminalSize()
        if !view.isSplit
            && TextLayout.rows(of: scalars, promptWidth: promptWidth, columns: size.columns) <= max(size.rows - 2, 1)
        {
            let line = el_wline(el)!.pointee
            el_cursor(el, Int32(line.lastchar - line.cursor))
            el_deletestr(el, Int32(line.lastchar - line.buffer))
            if !scalars.isEmpty { el_winsertstr(el, text.wideCharacters) }
            return UInt8(CC_REFRESH)
        }
        return requestLayout(text: scalars, cursor: scalars.count, anchor: .bottom)
    }

    private func paste() -> UInt8 {
        guard let pasted = readPaste() else { return UInt8(CC_ERROR) }
        return insert(Array(pasted.unicodeScalars))
    }

    private func editExternally() -> UInt8 {
        guard let run = options.externalEditor else { return UInt8(CC_ERROR) }
        eraseHint()
        write(ScreenText.bracketedPaste(false))
        quill_el_prep_term(el, 0)
        let edited = run(messageText())
        quill_el_prep_term(el, 1)
        write(ScreenText.bracketedPaste(true))
        guard let edited else { return UInt8(CC_REDISPLAY) }
        _ = replaceMessage(with: edited)
        return relayout == nil ? UInt8(CC_REDISPLAY) : UInt8(CC_NORM)
    }

    /// Ends libedit's line so `read()` lays the message out again with the cursor at `cursor`.
    private func requestLayout(text: [Unicode.Scalar], cursor: Int, anchor: MessageView.Anchor) -> UInt8 {
        let size = terminalSize()
        let rows = TextLayout.rows(
            of: buffer().scalars, promptWidth: view.above.isEmpty ? promptWidth : 0, columns: size.columns)
        relayout = MessageView.Layout(text: text, cursor: cursor, anchor: anchor, windowRows: rows)
        return finish()
    }

    /// The offset in the whole message of an offset in libedit's window.
    private func messageOffset(ofWindowOffset offset: Int) -> Int {
        view.above.reduce(0) { $0 + $1.unicodeScalars.count + 1 } + offset
    }
}
