#if canImport(Glibc)
import Glibc
#endif

/// Sent messages, recalled with Up and Down, kept between runs in a file of one entry per line
/// (`\` and line breaks escaped, so multi-line messages come back whole).
struct MessageHistory {
    private(set) var entries: [String]
    let path: String?
    let limit: Int
    /// Which entry Up/Down stand on; `entries.count` is the message being written.
    private var position = 0
    private var unsent = ""

    init(path: String?, limit: Int) {
        self.path = limit > 0 ? path : nil
        self.limit = limit
        let loaded = self.path.flatMap(StateFile.read).map(MessageHistory.decode) ?? []
        entries = Array(loaded.suffix(max(limit, 0)))
        position = entries.count
    }

    /// Back to the message being written (a new message starts).
    mutating func restart() {
        position = entries.count
        unsent = ""
    }

    /// The entry before the current one; the first step back keeps `current` to come back to.
    mutating func previous(current: String) -> String? {
        guard position > 0 else { return nil }
        if position == entries.count { unsent = current }
        position -= 1
        return entries[position]
    }

    /// The entry after the current one, or the message that was being written.
    mutating func next() -> String? {
        guard position < entries.count else { return nil }
        position += 1
        return position == entries.count ? unsent : entries[position]
    }

    /// Keeps a sent message (not twice in a row) and saves the file.
    mutating func add(_ text: String) {
        guard limit > 0 else { return }
        if entries.last != text { entries.append(text) }
        if entries.count > limit { entries.removeFirst(entries.count - limit) }
        position = entries.count
        if let path { StateFile.write(MessageHistory.encode(entries), to: path) }
    }

    static func encode(_ entries: [String]) -> String {
        entries.map { $0.replacing("\\", with: "\\\\").replacing("\n", with: "\\n") + "\n" }.joined()
    }

    static func decode(_ text: String) -> [String] {
        text.split(separator: "\n").map { line in
            var out = ""
            var escaped = false
            for character in line {
                if escaped {
                    out.append(character == "n" ? "\n" : character)
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else {
                    out.append(character)
                }
            }
            return out
        }
    }
}
