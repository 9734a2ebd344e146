/// The dotfile grammar, in the style of git-config (SPEC §4), turned into a list of `key = value`
/// entries with their positions. Pure: the text, its path (for messages) and the environment (for
/// `${NAME}`) go in, entries or the first error come out. What the keys mean is `ConfigKeys`' job.
///
/// - `#` or `;` at the start of a line (after blanks) makes it a comment.
/// - `[sink "name"]` starts a section; the name is quoted and may use `\"` and `\\`.
/// - `key = value`: a raw value runs to the end of the line, trimmed; whitespace followed by `#` or
///   `;` starts a trailing comment (the first character of a value never does, so `#ff8800` is a
///   value). A value starting with `"` is a quoted string with `\"`, `\\`, `\n` and `\t` escapes.
/// - In both, `${NAME}` is replaced from the environment (an unset name is an error) and `$$` is `$`.
public enum ConfigSyntax {
    /// One `key = value` line.
    public struct Entry: Equatable, Sendable {
        /// The `[sink "name"]` it sits under, or nil above the first section.
        public var section: String?
        public var key: String
        public var value: String
        public var line: Int
        /// Column of the key's first character.
        public var column: Int
        /// Column of the value's first character (the opening quote of a quoted value).
        public var valueColumn: Int
    }

    /// One `[sink "name"]` header.
    public struct Section: Equatable, Sendable {
        public var name: String
        public var line: Int
        public var column: Int
    }

    /// A whole file, in order.
    public struct Document: Equatable, Sendable {
        public var sections: [Section] = []
        public var entries: [Entry] = []
    }

    /// The section kinds Quill knows.
    static let sectionKinds = ["sink"]

    /// Parses `text`; `path` only names the file in errors.
    public static func parse(_ text: String, path: String, environment: [String: String]) throws(ConfigError)
        -> Document
    {
        var document = Document()
        var section: String?
        var number = 0
        let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            number += 1
            var line = Array(rawLine)
            if line.last == "\r" { line.removeLast() }
            var scanner = LineScanner(characters: line, path: path, line: number, environment: environment)
            scanner.skipBlanks()
            guard let first = scanner.peek, first != "#", first != ";" else { continue }
            if first == "[" {
                let header = try scanner.sectionHeader()
                if let earlier = document.sections.first(where: { $0.name == header.name }) {
                    throw scanner.error(
                        at: header.column, "sink '\(header.name)' is declared twice (first on line \(earlier.line))")
                }
                document.sections.append(header)
                section = header.name
            } else {
                var entry = try scanner.entry()
                entry.section = section
                document.entries.append(entry)
            }
        }
        return document
    }
}
