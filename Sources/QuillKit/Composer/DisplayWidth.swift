import CLibEdit

#if canImport(Glibc)
    import Glibc
#endif

/// Display columns of text on a terminal: CJK and emoji take 2, combining marks 0.
/// Widths come from the C library's `wcwidth`, the table libedit lays its screen out with, which
/// needs a UTF-8 locale: the first use makes sure there is one.
public enum DisplayWidth {
    private static let localeReady: Void = useUTF8Locale()

    /// Takes the user's locale, else C.UTF-8 when the user's is not UTF-8. libedit also needs
    /// this before it starts: without it every non-ASCII byte is dropped.
    static func useUTF8Locale() {
        setlocale(LC_ALL, "")
        // The codeset's name, compared without Unicode case mapping (kept off the start-up path).
        let codeset = nl_langinfo(nl_item(CODESET)).map { String(cString: $0) } ?? ""
        if codeset != "UTF-8" && codeset != "utf-8" && codeset != "UTF8" && codeset != "utf8" {
            setlocale(LC_ALL, "C.UTF-8")
        }
    }

    /// Columns of one character (grapheme cluster): its first scalar's width, at least 0.
    public static func of(_ character: Character) -> Int {
        _ = localeReady
        guard let first = character.unicodeScalars.first else { return 0 }
        return max(Int(quill_wcwidth(wchar_t(bitPattern: first.value))), 0)
    }

    /// Columns of a string with no escape sequences or line breaks.
    public static func of(_ text: String) -> Int {
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// `text` cut to at most `width` columns; a cut string ends in `…`. With `ellipsis`, the
    /// result ends in `…` even when the text would fit (more follows that is not shown).
    public static func cut(_ text: String, toWidth width: Int, ellipsis: Bool = false) -> String {
        if !ellipsis && of(text) <= width { return text }
        guard width >= 1 else { return "" }
        var kept = ""
        var used = 0
        for character in text {
            let w = of(character)
            if used + w > width - 1 { break }
            kept.append(character)
            used += w
        }
        return kept + "…"
    }
}
