import Testing

@testable import QuillKit

struct ScreenTextTests {
    @Test func oneRowHintIsDrawnDimBetweenCursorSaveAndRestore() {
        let drawn = ScreenText.drawHint(["Message stdout…"], style: .dim, column: 2)
        #expect(drawn == "\u{1B}7\u{1B}[2mMessage stdout…\u{1B}[22m\u{1B}8")
    }

    @Test func severalRowsMakeRoomBelowFirstThenDrawEachRowAtColumnZero() {
        let drawn = ScreenText.drawHint(["one", "two", "three"], style: .dim, column: 2)
        let expected =
            "\n\n\u{1B}[2A\u{1B}[3G"  // room for two more rows, then back to the prompt's end
            + "\u{1B}7\u{1B}[2mone"
            + "\r\u{1B}[Btwo"
            + "\r\u{1B}[Bthree"
            + "\u{1B}[22m\u{1B}8"
        #expect(drawn == expected)
    }

    @Test func hintTakesItsStylesOnAndOffSequences() {
        let italic = ScreenText.drawHint(["x"], style: TextStyle(italic: true), column: 0)
        #expect(italic == "\u{1B}7\u{1B}[3mx\u{1B}[0m\u{1B}8")
        #expect(ScreenText.drawHint(["x"], style: TextStyle(), column: 0) == "\u{1B}7x\u{1B}8")
    }

    @Test func noRowsDrawNothing() {
        #expect(ScreenText.drawHint([], style: .dim, column: 2) == "")
    }

    @Test func oneRowIsErasedToTheLineEndAndSeveralToTheScreenEnd() {
        #expect(ScreenText.eraseHint(rows: 1) == "\u{1B}[K")
        #expect(ScreenText.eraseHint(rows: 2) == "\u{1B}[J")
        #expect(ScreenText.eraseHint(rows: 5) == "\u{1B}[J")
    }

    @Test func cursorMovesAreEmptyForZeroRows() {
        #expect(ScreenText.moveUp(0) == "")
        #expect(ScreenText.moveUp(3) == "\u{1B}[3A")
        #expect(ScreenText.moveDown(0) == "")
        #expect(ScreenText.moveDown(2) == "\u{1B}[2B")
    }

    @Test func counterIsDrawnDimAtTheRightEndLeavingTheLastColumnFree() {
        // "6/10" is 4 columns wide: columns 76 to 79 of 80.
        let drawn = ScreenText.drawCounter("6/10", rowsUp: 1, columns: 80)
        #expect(drawn == "\u{1B}7\u{1B}[1A\u{1B}[76G\u{1B}[K\u{1B}[2m6/10\u{1B}[22m\u{1B}8")
        #expect(ScreenText.drawCounter("6/10", rowsUp: 0, columns: 80).hasPrefix("\u{1B}7\u{1B}[76G"))
    }

    @Test func clearingARowAboveGoesBackToWhereTheCursorWas() {
        #expect(ScreenText.clearRow(rowsUp: 2) == "\u{1B}7\u{1B}[2A\r\u{1B}[K\u{1B}8")
        #expect(ScreenText.clearRow(rowsUp: 0) == "\u{1B}7\r\u{1B}[K\u{1B}8")
    }

    @Test func bracketedPasteIsSwitchedWithMode2004() {
        #expect(ScreenText.bracketedPaste(true) == "\u{1B}[?2004h")
        #expect(ScreenText.bracketedPaste(false) == "\u{1B}[?2004l")
    }

    @Test(arguments: [
        ("› ", "› "),
        ("\u{1B}[1m›\u{1B}[0m ", "\u{1}\u{1B}[1m\u{1}›\u{1}\u{1B}[0m\u{1} "),
        // A sequence after the trailing space would be dropped by libedit: it moves before the space.
        ("\u{1B}[32m› \u{1B}[0m", "\u{1}\u{1B}[32m\u{1}›\u{1}\u{1B}[0m\u{1} "),
        ("\u{1B}[32mquill>  \u{1B}[0m", "\u{1}\u{1B}[32m\u{1}quill>\u{1}\u{1B}[0m\u{1}  "),
        ("> \u{1B}[0m\u{1B}[K", ">\u{1}\u{1B}[0m\u{1}\u{1}\u{1B}[K\u{1} "),
        ("a b \u{1B}[0m", "a b\u{1}\u{1B}[0m\u{1} "),
        // No trailing space to move it before: left where it is.
        ("\u{1B}[1m>\u{1B}[0m", "\u{1}\u{1B}[1m\u{1}>\u{1}\u{1B}[0m\u{1}"),
    ])
    func libeditPromptMarksEachEscapeSequence(prompt: String, expected: String) {
        #expect(ScreenText.libeditPrompt(prompt) == expected)
    }

    @Test func libeditPromptTakesAnyMarker() {
        let marked = ScreenText.libeditPrompt("\u{1B}[2m› \u{1B}[0m", marker: "\u{2}")
        #expect(marked == "\u{2}\u{1B}[2m\u{2}›\u{2}\u{1B}[0m\u{2} ")
    }

    @Test(arguments: [
        ("› ", 2),
        ("", 0),
        ("\u{1B}[1;32m›\u{1B}[0m ", 2),
        ("\u{1B}[38;5;245mquill\u{1B}[0m> ", 7),
        ("\u{1B}[38;2;255;0;0m分享\u{1B}[0m> ", 6),
        ("\u{1B}7>\u{1B}8 ", 2),  // two-byte escapes too
    ])
    func promptWidthIgnoresEscapeSequences(prompt: String, columns: Int) {
        #expect(ScreenText.width(ofPrompt: prompt) == columns)
    }

    @Test(arguments: [
        ("› ", "› "),
        ("\u{1B}[1;32m›\u{1B}[0m ", "› "),
        ("\u{1B}[38;2;255;0;0m分享\u{1B}[0m> ", "分享> "),
        ("\u{1B}7x\u{1B}8", "x"),
        ("\u{1B}[32m› \u{1B}[0m", "› "),
    ])
    func plainPromptDropsEscapeSequences(prompt: String, expected: String) {
        #expect(ScreenText.plain(prompt) == expected)
    }
}
