import Testing

@testable import QuillKit

struct TextStyleTests {
    @Test(arguments: [
        ("dim", TextStyle(dim: true)),
        ("italic", TextStyle(italic: true)),
        ("bold", TextStyle(bold: true)),
        ("underline", TextStyle(underline: true)),
        ("gray", TextStyle(color: .gray)),
        ("grey", TextStyle(color: .gray)),
        ("DIM", TextStyle(dim: true)),
        ("0", TextStyle(color: .palette(0))),
        ("245", TextStyle(color: .palette(245))),
        ("255", TextStyle(color: .palette(255))),
        ("#FF8800", TextStyle(color: .rgb(255, 136, 0))),
        ("#ff8800", TextStyle(color: .rgb(255, 136, 0))),
        ("#000000", TextStyle(color: .rgb(0, 0, 0))),
        ("#0A0B0C", TextStyle(color: .rgb(10, 11, 12))),
    ])
    func eachWordIsAStyle(text: String, expected: TextStyle) throws {
        #expect(try TextStyle.parse(text) == expected)
    }

    @Test(arguments: [
        ("dim italic", TextStyle(dim: true, italic: true)),
        ("dim, italic", TextStyle(dim: true, italic: true)),
        ("  dim\titalic  ", TextStyle(dim: true, italic: true)),
        ("bold underline #102030", TextStyle(bold: true, underline: true, color: .rgb(16, 32, 48))),
        ("italic 245 dim", TextStyle(dim: true, italic: true, color: .palette(245))),
        ("gray 245", TextStyle(color: .palette(245))),  // the last colour wins
        ("dim dim", TextStyle(dim: true)),
    ])
    func wordsCombine(text: String, expected: TextStyle) throws {
        #expect(try TextStyle.parse(text) == expected)
    }

    @Test(arguments: [
        ("blink", "blink"),
        ("dim sparkly", "sparkly"),
        ("256", "256"),
        ("-1", "-1"),
        ("1.5", "1.5"),
        ("#12345", "#12345"),
        ("#1234567", "#1234567"),
        ("#GG0000", "#GG0000"),
        ("#-12345", "#-12345"),
        ("#+12345", "#+12345"),
        ("FF8800", "FF8800"),
        ("", ""),
        ("  ", "  "),
    ])
    func unknownWordsAreReported(text: String, word: String) {
        #expect(throws: TextStyle.StyleError(word: word)) { try TextStyle.parse(text) }
    }

    @Test(arguments: [
        (TextStyle.dim, "\u{1B}[2m", "\u{1B}[22m"),
        (TextStyle(italic: true), "\u{1B}[3m", "\u{1B}[0m"),
        (TextStyle(bold: true), "\u{1B}[1m", "\u{1B}[0m"),
        (TextStyle(underline: true), "\u{1B}[4m", "\u{1B}[0m"),
        (TextStyle(color: .gray), "\u{1B}[90m", "\u{1B}[0m"),
        (TextStyle(color: .palette(245)), "\u{1B}[38;5;245m", "\u{1B}[0m"),
        (TextStyle(color: .rgb(255, 136, 0)), "\u{1B}[38;2;255;136;0m", "\u{1B}[0m"),
        (TextStyle(dim: true, italic: true), "\u{1B}[2;3m", "\u{1B}[0m"),
        (TextStyle(dim: true, color: .gray), "\u{1B}[2;90m", "\u{1B}[0m"),
        (
            TextStyle(dim: true, italic: true, bold: true, underline: true, color: .rgb(1, 2, 3)),
            "\u{1B}[2;1;3;4;38;2;1;2;3m", "\u{1B}[0m"
        ),
        (TextStyle(), "", ""),
    ])
    func stylesRenderToSGR(style: TextStyle, on: String, off: String) {
        #expect(style.on == on)
        #expect(style.off == off)
    }

    @Test func parsedStylesRenderToSGR() throws {
        #expect(try TextStyle.parse("dim").off == "\u{1B}[22m")
        #expect(try TextStyle.parse("dim italic #FF8800").on == "\u{1B}[2;3;38;2;255;136;0m")
    }

    @Test func withoutColorKeepsEverythingButTheColour() throws {
        let style = try TextStyle.parse("dim italic bold underline #FF8800")
        #expect(style.withoutColor == TextStyle(dim: true, italic: true, bold: true, underline: true))
        #expect(style.withoutColor.on == "\u{1B}[2;1;3;4m")
        #expect(TextStyle(dim: true, color: .palette(8)).withoutColor == .dim)
        #expect(TextStyle(dim: true, color: .palette(8)).withoutColor.off == "\u{1B}[22m")
        // A style that was only a colour stays recognisable as a hint: dim.
        #expect(TextStyle(color: .gray).withoutColor == .dim)
    }
}
