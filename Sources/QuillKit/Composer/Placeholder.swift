/// The dim hint shown in an empty compose box, and how it fits on the screen.
public struct Placeholder: Sendable, Equatable {
    /// The configured text; `{to}` stands for the current sinks' names, `\n` breaks rows.
    public var template: String

    public init(_ template: String) { self.template = template }

    /// The hint with `{to}` replaced. (A plain scan: the standard library's `replacing` builds a
    /// search table and pulls a whole module's code in at start-up.)
    public func text(to names: String) -> String {
        var result = ""
        var rest = Substring(template)
        while let brace = rest.firstIndex(of: "{") {
            result += rest[..<brace]
            if rest[brace...].hasPrefix("{to}") {
                result += names
                rest = rest[rest.index(brace, offsetBy: 4)...]
            } else {
                result.append("{")
                rest = rest[rest.index(after: brace)...]
            }
        }
        return result + rest
    }

    /// The rows to draw: the first starts after the prompt, the rest at column 0. Each row is cut
    /// to its width with `…`; rows that do not fit are dropped and the last kept row ends in `…`.
    /// A terminal's last column is never written, so nothing wraps.
    public static func layout(_ text: String, promptWidth: Int, columns: Int, rows: Int) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let maxRows = max(1, rows - 1)
        var result: [String] = []
        for (index, line) in lines.prefix(maxRows).enumerated() {
            let width = (index == 0 ? columns - promptWidth : columns) - 1
            let more = index == maxRows - 1 && lines.count > maxRows
            result.append(DisplayWidth.cut(line, toWidth: width, ellipsis: more))
        }
        return result
    }
}
