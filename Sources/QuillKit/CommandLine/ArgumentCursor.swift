/// Walks the raw words, splitting `--name=value` and marking what follows `--`.
struct ArgumentCursor {
    struct Argument {
        var text: String
        var isOption: Bool
        var afterDoubleDash: Bool
        /// The option's name without an `=value` part.
        var name: String
        var attachedValue: String?
    }

    private var words: ArraySlice<String>
    private var doubleDash = false

    init(_ words: [String]) { self.words = words[...] }

    mutating func next() -> Argument? {
        guard let word = words.popFirst() else { return nil }
        if word == "--" && !doubleDash {
            doubleDash = true
            return next()
        }
        guard !doubleDash, word.hasPrefix("-"), word.count > 1 else {
            return Argument(text: word, isOption: false, afterDoubleDash: doubleDash, name: word, attachedValue: nil)
        }
        if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
            return Argument(
                text: word, isOption: true, afterDoubleDash: false, name: String(word[..<equals]),
                attachedValue: String(word[word.index(after: equals)...]))
        }
        return Argument(text: word, isOption: true, afterDoubleDash: false, name: word, attachedValue: nil)
    }

    /// The next word as an option's value, whatever it looks like.
    mutating func nextRaw() -> String? { words.popFirst() }

    /// Everything not read yet, as typed.
    mutating func rest() -> [String] {
        defer { words = [] }
        return (doubleDash ? ["--"] : []) + Array(words)
    }
}
