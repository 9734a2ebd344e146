import CLibEdit

#if canImport(Glibc)
    import Glibc
#endif

/// Reading keys for libedit, and what Quill draws between keys: the hint and the counter.
extension LineEditor {
    /// libedit's read function: one character per call, after libedit has flushed its drawing.
    func readCharacter(into out: UnsafeMutablePointer<wchar_t>) -> Int32 {
        // A signal that came while no key was awaited (during a delivery) ends the edit now.
        if Signals.pending != 0 { return -1 }
        if let window = pendingWindow {
            // A new line of libedit's started: put the window's text in and have libedit draw it.
            pendingWindow = nil
            el_winsertstr(el, String(String.UnicodeScalarView(window.text)).wideCharacters)
            el_cursor(el, Int32(window.cursor - window.text.count))
            synthetic += PrivateKey.refresh.wideCharacters.dropLast()
        }
        if !synthetic.isEmpty {
            out.pointee = synthetic.removeFirst()
            return 1
        }
        if options.charLimit != nil && view.above.isEmpty { drawCounter() }
        if !view.below.isEmpty { drawBelowNote() }
        if hintRows == 0 && bufferIsEmpty && !view.isSplit && !inputPending() { drawHint() }
        while true {
            if let scalar = decoder.next() {
                eraseHint()
                if scalar == "\u{1B}" && options.editor == .vi && !inputArrives(withinMilliseconds: 40) {
                    // libedit waits for the rest of a key sequence after ESC; alone, it means command mode.
                    synthetic += PrivateKey.viCommandMode.wideCharacters.dropLast()
                    out.pointee = synthetic.removeFirst()
                    return 1
                }
                out.pointee = wchar_t(bitPattern: scalar.value)
                return 1
            }
            switch fill() {
            case .data: continue
            case .resized:
                resize()
                if !synthetic.isEmpty {
                    out.pointee = synthetic.removeFirst()
                    return 1
                }
            case .end:
                eraseHint()
                return 0
            case .failed:
                eraseHint()
                return -1
            }
        }
    }

    enum Fill { case data, resized, end, failed }

    /// Reads what the terminal has into the decoder, blocking until something comes.
    func fill() -> Fill {
        let n = Glibc.read(fd, readBuffer.baseAddress, readBuffer.count)
        if n > 0 {
            decoder.append(UnsafeRawBufferPointer(rebasing: readBuffer[..<n]))
            return .data
        }
        if n < 0 && errno == EINTR {
            if Signals.pending != 0 { return .failed }
            return Signals.takeResize() ? .resized : .data
        }
        return n == 0 ? .end : .failed
    }

    /// Whether more input is already waiting (a paste in progress).
    func inputPending() -> Bool { inputArrives(withinMilliseconds: 0) }

    /// Whether input is waiting, or arrives within `milliseconds`.
    func inputArrives(withinMilliseconds milliseconds: Int32) -> Bool {
        if decoder.hasPending { return true }
        var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&poller, 1, milliseconds) > 0
    }

    /// The text of a bracketed paste, up to `ESC[201~`, with CRLF and CR turned into LF.
    func readPaste() -> String? {
        let end: [Unicode.Scalar] = ["\u{1B}", "[", "2", "0", "1", "~"]
        var scalars: [Unicode.Scalar] = []
        var matched = 0
        while true {
            guard let scalar = decoder.next() else {
                switch fill() {
                case .data, .resized: continue
                case .end, .failed: return nil
                }
            }
            if scalar == end[matched] {
                matched += 1
                if matched == end.count { break }
                continue
            }
            if matched > 0 {
                scalars += end[..<matched]
                matched = scalar == end[0] ? 1 : 0
                if matched == 1 { continue }
            }
            scalars.append(scalar)
        }
        var text: [Unicode.Scalar] = []
        text.reserveCapacity(scalars.count)
        var previousCR = false
        for scalar in scalars {
            if scalar == "\r" {
                text.append("\n")
                previousCR = true
                continue
            }
            if scalar == "\n" && previousCR {
                previousCR = false
                continue
            }
            previousCR = false
            text.append(scalar)
        }
        return String(String.UnicodeScalarView(text))
    }

    // MARK: - Hint, counter, resize

    func drawHint() {
        let size = terminalSize()
        let rows = Placeholder.layout(options.hint, promptWidth: promptWidth, columns: size.columns, rows: size.rows)
        guard !rows.isEmpty, !(rows.count == 1 && rows[0].isEmpty) else { return }
        write(ScreenText.drawHint(rows, style: options.hintStyle, column: promptWidth % max(size.columns, 1)))
        hintRows = rows.count
    }

    func eraseHint() {
        guard hintRows > 0 else { return }
        write(ScreenText.eraseHint(rows: hintRows))
        hintRows = 0
    }

    /// Draws `used/limit` (and a note such as ` too long`) at the right end of the row above the
    /// prompt. Between keys it redraws only when the count changed, so a note stays until then.
    func drawCounter(note: String = "") {
        guard let limit = options.charLimit else { return }
        let count = CharacterCounter(limit: limit).label(for: messageText())
        guard count != counterLabel || !note.isEmpty else { return }
        counterLabel = count
        let (window, cursor) = buffer()
        let size = terminalSize()
        let cursorRow = TextLayout.rows(of: window[..<cursor], promptWidth: promptWidth, columns: size.columns) - 1
        write(ScreenText.drawCounter(count + note, rowsUp: cursorRow + 1, columns: size.columns))
    }

    /// Keeps `⋮ N more lines below` on the row under the window (redrawn when the window's height
    /// or the cursor's row changed, as libedit may have drawn over it).
    func drawBelowNote() {
        let (window, cursor) = buffer()
        let columns = terminalSize().columns
        let prompt = view.above.isEmpty ? promptWidth : 0
        let rows = TextLayout.rows(of: window, promptWidth: prompt, columns: columns)
        let cursorRow = TextLayout.rows(of: window[..<cursor], promptWidth: prompt, columns: columns) - 1
        let down = rows - cursorRow
        guard down != belowNoteRow else { return }
        belowNoteRow = down
        write(ScreenText.drawBelow(ScreenText.moreLines(view.below.count, where: "below"), rowsDown: down))
    }

    /// Clears the counter above a sent message (the cursor is on the row below its window).
    func eraseCounter(windowRows: Int) {
        guard options.charLimit != nil, view.above.isEmpty else { return }
        write(ScreenText.clearRow(rowsUp: windowRows + 1))
        counterLabel = ""
    }

    /// Redraws for a new window size: back to the window's top, clear, and let libedit redraw.
    func resize() {
        let size = terminalSize()
        let (window, cursor) = buffer()
        let prompt = view.above.isEmpty ? promptWidth : 0
        let rowNow = TextLayout.rows(of: window[..<cursor], promptWidth: prompt, columns: size.columns) - 1
        let rowBefore =
            TextLayout.rows(
                of: window[..<cursor], promptWidth: prompt,
                columns: columnsAtLastDraw > 0 ? columnsAtLastDraw : size.columns) - 1
        hintRows = 0
        write(ScreenText.moveUp(rowNow) + "\r" + ScreenText.clearBelow + ScreenText.moveDown(rowBefore))
        el_resize(el)
        columnsAtLastDraw = size.columns
        counterLabel = ""
        // ed-redisplay clears the rows libedit thinks it drew and draws everything again; the
        // hint comes back at the next read if the buffer is empty.
        synthetic += PrivateKey.redisplay.wideCharacters.dropLast()
    }
}
