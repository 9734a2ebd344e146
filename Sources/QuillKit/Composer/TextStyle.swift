/// How the placeholder hint is drawn: `dim`, `italic`, `bold`, `underline`, `gray`, a 256-colour
/// number or `#RRGGBB`, combinable (`dim italic`). Renders to SGR escape sequences.
public struct TextStyle: Sendable, Equatable {
    public enum Color: Sendable, Equatable {
        case gray
        case palette(Int)
        case rgb(Int, Int, Int)
    }

    public var dim = false
    public var italic = false
    public var bold = false
    public var underline = false
    public var color: Color?

    public init(
        dim: Bool = false, italic: Bool = false, bold: Bool = false, underline: Bool = false, color: Color? = nil
    ) {
        self.dim = dim
        self.italic = italic
        self.bold = bold
        self.underline = underline
        self.color = color
    }

    public static let dim = TextStyle(dim: true)

    /// Parses a `placeholder-style` value; throws the offending word.
    public static func parse(_ text: String) throws(StyleError) -> TextStyle {
        var style = TextStyle()
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," })
        guard !words.isEmpty else { throw StyleError(word: text) }
        for word in words {
            switch word.lowercased() {
            case "dim": style.dim = true
            case "italic": style.italic = true
            case "bold": style.bold = true
            case "underline": style.underline = true
            case "gray", "grey": style.color = .gray
            default:
                if let number = Int(word), (0...255).contains(number) {
                    style.color = .palette(number)
                } else if word.hasPrefix("#"), word.count == 7, word.dropFirst().allSatisfy(\.isHexDigit),
                    let value = Int(word.dropFirst(), radix: 16)
                {
                    style.color = .rgb(value >> 16, (value >> 8) & 0xFF, value & 0xFF)
                } else {
                    throw StyleError(word: String(word))
                }
            }
        }
        return style
    }

    /// A word that is not a style.
    public struct StyleError: Error, Equatable {
        public var word: String
    }

    /// The same style without colour (for `NO_COLOR`): dim and italic stay, and a style that was
    /// only a colour becomes dim, so the hint never looks like typed text.
    public var withoutColor: TextStyle {
        var copy = self
        copy.color = nil
        if copy == TextStyle() { copy.dim = true }
        return copy
    }

    /// The SGR sequence that turns the style on (empty for no style).
    public var on: String {
        var codes: [String] = []
        if dim { codes.append("2") }
        if bold { codes.append("1") }
        if italic { codes.append("3") }
        if underline { codes.append("4") }
        switch color {
        case .gray: codes.append("90")
        case .palette(let n): codes.append("38;5;\(n)")
        case .rgb(let r, let g, let b): codes.append("38;2;\(r);\(g);\(b)")
        case nil: break
        }
        return codes.isEmpty ? "" : "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    /// The SGR sequence that turns it off again: `ESC[22m` for plain dim, a full reset otherwise.
    public var off: String {
        if self == .dim { return "\u{1B}[22m" }
        return on.isEmpty ? "" : "\u{1B}[0m"
    }
}
