/// Cuts a long message into parts a service accepts (Discord 2000, Telegram 4096), preferring to
/// cut after a line break, then after a space, and never inside a character. The parts, joined,
/// are exactly the original text.
enum TextSplitter {
    /// Parts of at most `limit` UTF-16 code units each (the strictest way services count).
    static func split(_ text: String, limit: Int) -> [String] {
        if text.utf16.count <= limit { return [text] }
        let characters = Array(text)
        var parts: [String] = []
        var start = 0
        while start < characters.count {
            var end = start
            var units = 0
            while end < characters.count {
                let width = characters[end].utf16.count
                if units + width > limit && end > start { break }
                units += width
                end += 1
            }
            if end < characters.count {
                if let newline = lastIndex(in: characters, from: start, to: end, where: { $0.isNewline }) {
                    end = newline + 1
                } else if let space = lastIndex(in: characters, from: start, to: end, where: { $0.isWhitespace }) {
                    end = space + 1
                }
            }
            parts.append(String(characters[start..<end]))
            start = end
        }
        return parts
    }

    private static func lastIndex(
        in characters: [Character], from start: Int, to end: Int, where test: (Character) -> Bool
    ) -> Int? {
        var index = end - 1
        while index > start {
            if test(characters[index]) { return index }
            index -= 1
        }
        return nil
    }
}
