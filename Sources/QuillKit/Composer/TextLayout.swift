/// Where text lands on a terminal of a given width, and how the cursor moves between the lines of
/// a multi-line message. Works on Unicode scalars (what libedit's buffer holds) so that indexes
/// match libedit's cursor; pure and testable without a terminal.
public enum TextLayout {
    /// Display columns of one scalar (0 for line breaks and non-printing characters).
    static func width(_ scalar: Unicode.Scalar) -> Int {
        scalar == "\n" ? 0 : DisplayWidth.of(Character(scalar))
    }

    /// Rows a text takes after a prompt `promptWidth` columns wide, in `columns` columns. A row
    /// that is exactly full counts twice, as libedit then puts the cursor on the next row.
    public static func rows(of text: some Sequence<Unicode.Scalar>, promptWidth: Int, columns: Int) -> Int {
        let columns = max(columns, 1)
        var rows = 0
        var used = promptWidth
        for scalar in text {
            if scalar == "\n" {
                rows += used / columns + 1
                used = 0
            } else {
                // libedit draws a tab up to the next 8-column stop and a control character as ^X.
                let w =
                    scalar == "\t"
                    ? 8 - (used % columns) % 8 : scalar.value < 0x20 || scalar.value == 0x7F ? 2 : width(scalar)
                if used % columns + w > columns { used += columns - used % columns }
                used += w
            }
        }
        return rows + used / columns + 1
    }

    /// The offsets at which each line of `scalars` starts.
    static func lineStarts(_ scalars: [Unicode.Scalar]) -> [Int] {
        var starts = [0]
        for (index, scalar) in scalars.enumerated() where scalar == "\n" { starts.append(index + 1) }
        return starts
    }

    /// Which line (0-based) the cursor at `cursor` is on.
    public static func line(of cursor: Int, in scalars: [Unicode.Scalar]) -> Int {
        lineStarts(scalars).lastIndex { $0 <= cursor } ?? 0
    }

    /// The cursor after moving one line up (`delta` -1) or down (+1), keeping the display column
    /// where it can; nil when there is no such line.
    public static func move(cursor: Int, by delta: Int, in scalars: [Unicode.Scalar]) -> Int? {
        let starts = lineStarts(scalars)
        let current = starts.lastIndex { $0 <= cursor } ?? 0
        let target = current + delta
        guard starts.indices.contains(target) else { return nil }
        var column = 0
        for scalar in scalars[starts[current]..<cursor] { column += width(scalar) }
        let end = target + 1 < starts.count ? starts[target + 1] - 1 : scalars.count
        var index = starts[target]
        var used = 0
        while index < end {
            let w = width(scalars[index])
            if used + w > column { break }
            used += w
            index += 1
        }
        return index
    }
}
