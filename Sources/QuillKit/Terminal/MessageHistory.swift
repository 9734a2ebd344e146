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
        if let path { StateFile.write(MessageHistory.encode(entries), to: path, sync: false) }
    }

    // Both work on Unicode scalars: "\r" + "\n", or "\n" + a combining mark, is one Character,
    // which `replacing` and `split` on characters would not see as a line break.
    static func encode(_ entries: [String]) -> String {
        var out = String.UnicodeScalarView()
        for entry in entries {
            for scalar in entry.unicodeScalars {
                if scalar == "\\" || scalar == "\n" { out.append("\\") }
                out.append(scalar == "\n" ? "n" : scalar)
            }
            out.append("\n")
        }
        return String(out)
    }

    static func decode(_ text: String) -> [String] {
        text.unicodeScalars.split(separator: "\n").map { line in
            var out = String.UnicodeScalarView()
            var escaped = false
            for scalar in line {
                if escaped {
                    out.append(scalar == "n" ? "\n" : scalar)
                    escaped = false
                } else if scalar == "\\" {
                    escaped = true
                } else {
                    out.append(scalar)
                }
            }
            return String(out)
        }
    }
}
