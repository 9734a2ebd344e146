/// A message split for display: the window of lines libedit edits (it fits on the screen), the
/// lines above it (some printed above the window) and the lines below it (out of sight).
/// Pure: it decides what goes where; the terminal adapter draws it.
public struct MessageView: Sendable, Equatable {
    /// Which edge of the window the cursor's line sits near after a layout.
    public enum Anchor: Sendable { case top, bottom }

    /// A request to lay the whole message out again.
    public struct Layout: Sendable, Equatable {
        public var text: [Unicode.Scalar]
        /// Offset of the cursor in `text`.
        public var cursor: Int
        public var anchor: Anchor
        /// Rows the current window takes on screen (to clear it before drawing again).
        public var windowRows = 0

        public init(text: [Unicode.Scalar], cursor: Int, anchor: Anchor, windowRows: Int = 0) {
            self.text = text
            self.cursor = cursor
            self.anchor = anchor
            self.windowRows = windowRows
        }
    }

    public var above: [String] = []
    public var below: [String] = []
    public var window: [Unicode.Scalar] = []
    public var windowCursor = 0
    /// Rows of lines above the window that are drawn on screen right above it.
    public var rowsOnScreen = 0

    public init() {}

    /// The whole message, given the window's current text.
    public func message(window text: String) -> String {
        (above + [text] + below).joined(separator: "\n")
    }

    /// Whether the message (window included) has any line outside the window.
    public var isSplit: Bool { !above.isEmpty || !below.isEmpty }

    /// Rows the window takes: its first line follows the prompt only when it is the message's first.
    public func windowRows(promptWidth: Int, columns: Int) -> Int {
        TextLayout.rows(of: window, promptWidth: above.isEmpty ? promptWidth : 0, columns: columns)
    }

    /// Chooses the window: the cursor's line and as many lines around it as fit in `maxRows`,
    /// first downwards (anchor `.top`) or upwards (anchor `.bottom`).
    public mutating func split(_ layout: Layout, promptWidth: Int, columns: Int, maxRows: Int) {
        var lines: [[Unicode.Scalar]] = [[]]
        var cursorLine = 0
        var cursorOffset = 0
        for (index, scalar) in layout.text.enumerated() {
            if index == layout.cursor { (cursorLine, cursorOffset) = (lines.count - 1, lines[lines.count - 1].count) }
            if scalar == "\n" { lines.append([]) } else { lines[lines.count - 1].append(scalar) }
        }
        if layout.cursor >= layout.text.count {
            (cursorLine, cursorOffset) = (lines.count - 1, lines[lines.count - 1].count)
        }
        func rows(_ index: Int) -> Int {
            TextLayout.rows(of: lines[index], promptWidth: index == 0 ? promptWidth : 0, columns: columns)
        }
        var first = cursorLine
        var last = cursorLine
        var used = rows(cursorLine)
        func growDown() {
            while last + 1 < lines.count && used + rows(last + 1) <= maxRows {
                last += 1
                used += rows(last)
            }
        }
        func growUp() {
            while first > 0 && used + rows(first - 1) <= maxRows {
                first -= 1
                used += rows(first)
            }
        }
        if layout.anchor == .top {
            growDown()
            growUp()
        } else {
            growUp()
            growDown()
        }

        above = lines[..<first].map { String(String.UnicodeScalarView($0)) }
        below = lines[(last + 1)...].map { String(String.UnicodeScalarView($0)) }
        window = Array(lines[first...last].joined(separator: ["\n"]))
        windowCursor = lines[first..<cursorLine].reduce(0) { $0 + $1.count + 1 } + cursorOffset
    }

    /// The lines above the window to print, latest last, within `rows` rows; `hidden` counts the
    /// earlier ones left out (a one-row note says so, and takes a row, even when no line fits).
    public func visibleAbove(promptWidth: Int, columns: Int, rows: Int) -> (lines: [String], hidden: Int, rows: Int) {
        var shown: [String] = []
        var used = 0
        for index in above.indices.reversed() {
            let needed = TextLayout.rows(
                of: above[index].unicodeScalars, promptWidth: index == 0 ? promptWidth : 0, columns: columns)
            let note = index > 0 ? 1 : 0
            if used + needed + note > rows { break }
            shown.insert(above[index], at: 0)
            used += needed
        }
        let hidden = above.count - shown.count
        // With no room for a line, the note alone still tells that the message goes on above.
        let note = hidden > 0 && (!shown.isEmpty || rows > 0) ? 1 : 0
        return (shown, hidden, used + note)
    }
}
