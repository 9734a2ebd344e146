/// The escape sequences Quill writes, built as plain strings so they can be tested without a
/// terminal. The terminal adapter only writes what these return.
public enum ScreenText {
    static let esc = "\u{1B}"

    /// Draws hint rows after the cursor and puts the cursor back where it was. The cursor must
    /// stand at `column` (0-based), right after the prompt. A hint of several rows first makes room
    /// below (scrolling if it must) so that restoring the cursor lands on the same cell.
    public static func drawHint(_ rows: [String], style: TextStyle, column: Int) -> String {
        guard let first = rows.first else { return "" }
        var out = ""
        if rows.count > 1 {
            let extra = rows.count - 1
            out += String(repeating: "\n", count: extra) + "\(esc)[\(extra)A\(esc)[\(column + 1)G"
        }
        out += "\(esc)7" + style.on + first
        for row in rows.dropFirst() { out += "\r\(esc)[B" + row }
        out += style.off + "\(esc)8"
        return out
    }

    /// Erases a hint drawn by `drawHint` from the cursor on.
    public static func eraseHint(rows: Int) -> String {
        rows > 1 ? "\(esc)[J" : "\(esc)[K"
    }

    /// Moves the cursor up `rows` rows (nothing for 0).
    public static func moveUp(_ rows: Int) -> String { rows > 0 ? "\(esc)[\(rows)A" : "" }

    /// Moves the cursor down `rows` rows without scrolling (nothing for 0).
    public static func moveDown(_ rows: Int) -> String { rows > 0 ? "\(esc)[\(rows)B" : "" }

    /// Clears from the cursor to the end of the screen.
    public static let clearBelow = "\(esc)[J"

    /// Clears from the cursor to the end of the line.
    public static let clearLine = "\(esc)[K"

    /// Draws the dim `used/limit` counter at the right end of the row `rowsUp` rows above the
    /// cursor, and puts the cursor back.
    public static func drawCounter(_ label: String, rowsUp: Int, columns: Int) -> String {
        let column = max(columns - DisplayWidth.of(label), 1)
        return "\(esc)7" + moveUp(rowsUp) + "\(esc)[\(column)G\(esc)[K" + TextStyle.dim.on + label + TextStyle.dim.off
            + "\(esc)8"
    }

    /// `⋮ 12 more lines` (with `where`: `⋮ 12 more lines below`), dim: lines of a long message
    /// that are not on screen.
    public static func moreLines(_ count: Int, where place: String = "") -> String {
        TextStyle.dim.on + "⋮ \(count) more line\(count == 1 ? "" : "s")" + (place.isEmpty ? "" : " " + place)
            + TextStyle.dim.off
    }

    /// Writes `text` on the row `rowsDown` rows below the cursor, clearing from there to the end
    /// of the screen, and puts the cursor back. The row must exist (it never scrolls).
    public static func drawBelow(_ text: String, rowsDown: Int) -> String {
        "\(esc)7" + moveDown(rowsDown) + "\r\(esc)[J" + text + "\(esc)8"
    }

    /// Clears the row `rowsUp` rows above the cursor, and puts the cursor back.
    public static func clearRow(rowsUp: Int) -> String {
        "\(esc)7" + moveUp(rowsUp) + "\r\(esc)[K\(esc)8"
    }

    /// Turns bracketed paste on or off.
    public static func bracketedPaste(_ on: Bool) -> String { "\(esc)[?2004" + (on ? "h" : "l") }

    /// Display columns of a prompt, escape sequences not counted.
    public static func width(ofPrompt prompt: String) -> Int {
        DisplayWidth.of(segments(of: prompt).filter { !$0.isEscape }.map(\.text).joined())
    }

    /// The prompt without escape sequences (for `NO_COLOR` and dumb terminals).
    public static func plain(_ prompt: String) -> String {
        segments(of: prompt).filter { !$0.isEscape }.map(\.text).joined()
    }

    /// The prompt in the form libedit's `EL_PROMPT_ESC` wants: each escape sequence between two
    /// `marker` characters. libedit drops a marked sequence at the very end of a prompt, so a
    /// trailing sequence is moved before the prompt's trailing spaces.
    public static func libeditPrompt(_ prompt: String, marker: Character = "\u{1}") -> String {
        var parts = segments(of: prompt)
        if let last = parts.last, last.isEscape,
            let spaceIndex = parts.lastIndex(where: { !$0.isEscape }),
            parts[spaceIndex].text.hasSuffix(" ")
        {
            let text = parts[spaceIndex].text
            let trimmed = String(text.reversed().drop(while: { $0 == " " }).reversed())
            let spaces = String(repeating: " ", count: text.count - trimmed.count)
            let trailing = parts[(spaceIndex + 1)...]
            parts =
                Array(parts[..<spaceIndex]) + [Segment(text: trimmed, isEscape: false)] + trailing
                + [Segment(text: spaces, isEscape: false)]
        }
        return parts.map { $0.isEscape ? "\(marker)\($0.text)\(marker)" : $0.text }.joined()
    }

    struct Segment {
        var text: String
        var isEscape: Bool
    }

    /// Splits text into runs of printable text and CSI/OSC-free escape sequences (`ESC [ … final`).
    static func segments(of text: String) -> [Segment] {
        var result: [Segment] = []
        var current = ""
        var iterator = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = iterator.next()
        while let scalar = pending {
            pending = iterator.next()
            guard scalar == "\u{1B}" else {
                current.unicodeScalars.append(scalar)
                continue
            }
            if !current.isEmpty { result.append(Segment(text: current, isEscape: false)) }
            current = ""
            var sequence = String(scalar)
            if pending == "[" {
                sequence.unicodeScalars.append("[")
                pending = iterator.next()
                while let next = pending {
                    sequence.unicodeScalars.append(next)
                    pending = iterator.next()
                    if (0x40...0x7E).contains(next.value) { break }
                }
            } else if let next = pending {
                sequence.unicodeScalars.append(next)
                pending = iterator.next()
            }
            result.append(Segment(text: sequence, isEscape: true))
        }
        if !current.isEmpty { result.append(Segment(text: current, isEscape: false)) }
        return result
    }
}
