/// Reads one line of a config file, left to right, keeping the column for messages.
struct LineScanner {
    let characters: [Character]
    let path: String
    let line: Int
    let environment: [String: String]
    var index = 0

    init(characters: [Character], path: String, line: Int, environment: [String: String]) {
        self.characters = characters
        self.path = path
        self.line = line
        self.environment = environment
    }

    var peek: Character? { index < characters.count ? characters[index] : nil }
    var column: Int { index + 1 }

    func error(at column: Int, _ message: String) -> ConfigError {
        ConfigError(.file(path: path, line: line, column: column), message)
    }

    static func isBlank(_ c: Character) -> Bool { c == " " || c == "\t" }
    static func isNameCharacter(_ c: Character) -> Bool {
        c.isASCII && (c.isLetter || c.isNumber || c == "-" || c == "_")
    }

    mutating func skipBlanks() {
        while let c = peek, LineScanner.isBlank(c) { index += 1 }
    }

    mutating func name() -> String {
        let start = index
        while let c = peek, LineScanner.isNameCharacter(c) { index += 1 }
        return String(characters[start..<index])
    }

    /// After the last token: blanks, then the end or a comment.
    mutating func expectEnd(after what: String) throws(ConfigError) {
        skipBlanks()
        if let c = peek, c != "#", c != ";" { throw error(at: column, "unexpected text after \(what)") }
    }

    /// `[sink "name"]`.
    mutating func sectionHeader() throws(ConfigError) -> ConfigSyntax.Section {
        let start = column
        index += 1
        skipBlanks()
        let kindColumn = column
        let kind = name()
        guard ConfigSyntax.sectionKinds.contains(kind) else {
            if kind.isEmpty { throw error(at: kindColumn, "expected a section like [sink \"name\"]") }
            let hint =
                Suggestion.closest(to: kind, in: ConfigSyntax.sectionKinds).map { "; did you mean '\($0)'?" } ?? ""
            throw error(at: kindColumn, "unknown section '\(kind)'\(hint)")
        }
        skipBlanks()
        guard peek == "\"" else { throw error(at: column, "expected a quoted sink name: [sink \"name\"]") }
        let quoteColumn = column
        index += 1
        var sinkName = ""
        while true {
            guard let c = peek else { throw error(at: quoteColumn, "missing closing quote") }
            index += 1
            if c == "\"" { break }
            if c == "\\", let next = peek, next == "\"" || next == "\\" {
                sinkName.append(next)
                index += 1
            } else {
                sinkName.append(c)
            }
        }
        if sinkName.isEmpty { throw error(at: quoteColumn, "a sink name cannot be empty") }
        if sinkName.contains(where: { $0 == ":" || $0 == "," }) || sinkName == "-" {
            // `to` could never name it: a colon makes a URL, a comma splits the list.
            throw error(at: quoteColumn, "a sink name cannot contain ':' or ',' or be '-'")
        }
        skipBlanks()
        guard peek == "]" else { throw error(at: column, "expected ']'") }
        index += 1
        try expectEnd(after: "']'")
        return ConfigSyntax.Section(name: sinkName, line: line, column: start)
    }

    /// `key = value`.
    mutating func entry() throws(ConfigError) -> ConfigSyntax.Entry {
        let keyColumn = column
        let key = name()
        guard let first = key.first, first.isLetter else {
            throw error(at: keyColumn, "expected 'key = value'")
        }
        skipBlanks()
        guard peek == "=" else { throw error(at: column, "expected '=' after '\(key)'") }
        index += 1
        skipBlanks()
        let valueColumn = column
        let value = peek == "\"" ? try quotedValue() : try rawValue()
        return ConfigSyntax.Entry(
            section: nil, key: key, value: value, line: line, column: keyColumn, valueColumn: valueColumn)
    }

    /// The rest of the line, up to a trailing comment, trimmed, with `${NAME}` replaced.
    mutating func rawValue() throws(ConfigError) -> String {
        var value = ""
        var end = index
        while end < characters.count {
            let c = characters[end]
            if (c == "#" || c == ";") && end > index && LineScanner.isBlank(characters[end - 1]) { break }
            end += 1
        }
        while end > index && LineScanner.isBlank(characters[end - 1]) { end -= 1 }
        while index < end {
            let c = characters[index]
            if c == "$" {
                value += try dollar(limit: end)
            } else {
                value.append(c)
                index += 1
            }
        }
        index = characters.count
        return value
    }

    /// `"…"` with escapes and `${NAME}`, then nothing but a comment.
    mutating func quotedValue() throws(ConfigError) -> String {
        let quoteColumn = column
        index += 1
        var value = ""
        while true {
            guard let c = peek else { throw error(at: quoteColumn, "missing closing quote") }
            switch c {
            case "\"":
                index += 1
                try expectEnd(after: "the closing quote")
                return value
            case "\\":
                let escapeColumn = column
                index += 1
                switch peek {
                case "\"": value.append("\"")
                case "\\": value.append("\\")
                case "n": value.append("\n")
                case "t": value.append("\t")
                case let other?:
                    throw error(at: escapeColumn, "unknown escape '\\\(other)'; use \\\", \\\\, \\n or \\t")
                case nil: throw error(at: quoteColumn, "missing closing quote")
                }
                index += 1
            case "$":
                value += try dollar(limit: characters.count)
            default:
                value.append(c)
                index += 1
            }
        }
    }

    /// At a `$`: `$$` is `$`, `${NAME}` is the variable, any other `$` is itself.
    mutating func dollar(limit: Int) throws(ConfigError) -> String {
        let dollarColumn = column
        index += 1
        if index < limit && characters[index] == "$" {
            index += 1
            return "$"
        }
        guard index < limit && characters[index] == "{" else { return "$" }
        index += 1
        let start = index
        while index < limit && characters[index] != "}" { index += 1 }
        guard index < limit else { throw error(at: dollarColumn, "missing '}' after '${'") }
        let variable = String(characters[start..<index])
        index += 1
        guard let first = variable.first, first == "_" || (first.isASCII && first.isLetter),
            variable.allSatisfy({ $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) })
        else { throw error(at: dollarColumn, "'${\(variable)}' is not a variable name") }
        guard let replacement = environment[variable] else {
            throw error(at: dollarColumn, "environment variable '\(variable)' is not set")
        }
        return replacement
    }
}
