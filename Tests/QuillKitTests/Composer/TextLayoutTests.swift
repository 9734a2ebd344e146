import Testing

@testable import QuillKit

private func scalars(_ text: String) -> [Unicode.Scalar] { Array(text.unicodeScalars) }

struct TextLayoutTests {
    @Test(arguments: [
        ("", 2, 10, 1),
        ("abc", 2, 10, 1),
        ("abcdefg", 2, 10, 1),  // 9 columns of 10
        ("abcdefgh", 2, 10, 2),  // exactly full: the cursor goes to the next row
        ("abcdefghi", 2, 10, 2),
        ("abcdefghijklmnopq", 2, 10, 2),  // 19 columns
        ("abcdefghijklmnopqr", 2, 10, 3),  // 20 columns, exactly two full rows
        ("abcdefghij", 0, 10, 2),
        ("分享新鲜", 2, 10, 2),  // 2 + 8 columns: exactly full
        ("分享新", 2, 10, 1),
        // A wide character that does not fit in the row's last column starts the next row.
        ("abcdefg分", 2, 10, 2),
        ("abcdefg分abcdefgh", 2, 10, 3),
        ("abc分ab", 0, 4, 3),
        ("e\u{301}e\u{301}e\u{301}", 2, 6, 1),  // combining marks take no column
    ])
    func textWrapsAtTheScreenWidth(text: String, promptWidth: Int, columns: Int, rows: Int) {
        #expect(TextLayout.rows(of: text.unicodeScalars, promptWidth: promptWidth, columns: columns) == rows)
    }

    @Test(arguments: [
        ("ab\ncd", 2, 10, 2),
        ("\n", 2, 10, 2),
        ("ab\n\ncd", 2, 10, 3),
        ("ab\n", 2, 10, 2),
        ("abcdefghi\ncd", 2, 10, 3),  // 11 columns: two rows, then the next line
        ("abcdefgh\ncd", 2, 10, 3),  // exactly full row, then the break
        ("ab\nabcdefghijk", 2, 10, 3),  // later lines start at column 0
        ("ab\nabcdefghij", 2, 10, 3),
        ("ab\nabcdefghi", 2, 10, 2),
    ])
    func lineBreaksStartNewRows(text: String, promptWidth: Int, columns: Int, rows: Int) {
        #expect(TextLayout.rows(of: text.unicodeScalars, promptWidth: promptWidth, columns: columns) == rows)
    }

    @Test(arguments: [
        // A tab runs to the next 8-column stop, as libedit draws it; a control character shows as ^X.
        ("\tab", 0, 10, 2),  // 8 + 2 = 10 columns: a full row counts twice
        ("a\tb", 0, 20, 1),  // a, tab to 8, b: 9 columns
        ("\u{7}x", 0, 3, 2),  // ^G x: 3 columns in 3
    ])
    func tabsAndControlCharactersTakeTheColumnsLibeditDraws(text: String, promptWidth: Int, columns: Int, rows: Int) {
        #expect(TextLayout.rows(of: text.unicodeScalars, promptWidth: promptWidth, columns: columns) == rows)
    }

    @Test func lineBreakAndNonPrintingScalarsTakeNoColumns() {
        #expect(TextLayout.width("\n") == 0)
        #expect(TextLayout.width("\u{301}") == 0)
        #expect(TextLayout.width("a") == 1)
        #expect(TextLayout.width("分") == 2)
    }

    @Test(arguments: [
        // "ab\ncd\n\nef": a0 b1 ⏎2 c3 d4 ⏎5 ⏎6 e7 f8
        (0, 0), (2, 0), (3, 1), (5, 1), (6, 2), (7, 3), (9, 3),
    ])
    func cursorIsOnTheLineItFollows(cursor: Int, line: Int) {
        #expect(TextLayout.line(of: cursor, in: scalars("ab\ncd\n\nef")) == line)
    }

    @Test func singleLineIsLineZero() {
        #expect(TextLayout.line(of: 0, in: []) == 0)
        #expect(TextLayout.line(of: 3, in: scalars("abc")) == 0)
    }

    @Test(arguments: [
        // "abcd\nef\nghij": a0 b1 c2 d3 ⏎4 e5 f6 ⏎7 g8 h9 i10 j11
        (3, 1, 7),  // column 3 down to the end of the shorter "ef"
        (1, 1, 6),
        (4, 1, 7),  // from the end of the line
        (7, 1, 10),
        (10, -1, 7),
        (6, -1, 1),
        (5, -1, 0),
        (9, -1, 6),
        (8, -2, 0),
        (1, 2, 9),
    ])
    func cursorMovesBetweenLinesKeepingItsColumn(cursor: Int, delta: Int, expected: Int) {
        #expect(TextLayout.move(cursor: cursor, by: delta, in: scalars("abcd\nef\nghij")) == expected)
    }

    @Test(arguments: [
        // "分享新\nabcdef": 分0 享1 新2 ⏎3 a4 b5 c6 d7 e8 f9
        ("分享新\nabcdef", 2, 1, 8),  // column 4 on the wide line, column 4 below
        ("分享新\nabcdef", 8, -1, 2),
        ("分享新\nabcdef", 7, -1, 1),  // column 3 falls inside 享: the cursor stays before it
        ("分享新\nabcdef", 3, 1, 10),  // column 6 is past "abcdef"'s end
        ("分享新\nabcdef", 10, -1, 3),
        // "分享\n新鲜事": 分0 享1 ⏎2 新3 鲜4 事5
        ("分享\n新鲜事", 1, 1, 4),
        ("分享\n新鲜事", 6, -1, 2),
        // "e\u{301}x\nabc": e0 ◌́1 x2 ⏎3 a4 b5 c6; the accent stays with its letter
        ("e\u{301}x\nabc", 5, -1, 2),
        ("e\u{301}x\nabc", 3, 1, 6),
    ])
    func displayColumnsAreKeptAcrossWideLines(text: String, cursor: Int, delta: Int, expected: Int) {
        #expect(TextLayout.move(cursor: cursor, by: delta, in: scalars(text)) == expected)
    }

    @Test(arguments: [
        ("abc", 1, -1),
        ("abc", 1, 1),
        ("", 0, -1),
        ("", 0, 1),
        ("ab\ncd", 1, -1),
        ("ab\ncd", 4, 1),
        ("ab\ncd", 2, -1),  // the end of the first line is still on it
        ("ab\ncd", 1, 2),
    ])
    func noLineBeyondTheEdgesGivesNil(text: String, cursor: Int, delta: Int) {
        #expect(TextLayout.move(cursor: cursor, by: delta, in: scalars(text)) == nil)
    }
}
