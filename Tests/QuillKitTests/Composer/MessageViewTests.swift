import Testing

@testable import QuillKit

private func scalars(_ text: String) -> [Unicode.Scalar] { Array(text.unicodeScalars) }

private func string(_ scalars: [Unicode.Scalar]) -> String { String(String.UnicodeScalarView(scalars)) }

/// `text` split with the cursor at `cursor`, in 80 columns after a 2-column prompt unless told.
private func split(
    _ text: String, cursor: Int, anchor: MessageView.Anchor, maxRows: Int, promptWidth: Int = 2, columns: Int = 80
) -> MessageView {
    var view = MessageView()
    view.split(
        MessageView.Layout(text: scalars(text), cursor: cursor, anchor: anchor),
        promptWidth: promptWidth, columns: columns, maxRows: maxRows)
    return view
}

/// Six one-row lines; line k starts at offset 3k.
private let sixLines = "l0\nl1\nl2\nl3\nl4\nl5"

struct MessageViewTests {
    @Test func anchorTopFillsTheWindowDownwardsFromTheCursorsLine() {
        let view = split(sixLines, cursor: 10, anchor: .top, maxRows: 3)
        #expect(view.above == ["l0", "l1", "l2"])
        #expect(string(view.window) == "l3\nl4\nl5")
        #expect(view.below == [])
        #expect(view.windowCursor == 1)
        #expect(view.isSplit)
    }

    @Test func anchorBottomFillsTheWindowUpwardsFromTheCursorsLine() {
        let view = split(sixLines, cursor: 10, anchor: .bottom, maxRows: 3)
        #expect(view.above == ["l0"])
        #expect(string(view.window) == "l1\nl2\nl3")
        #expect(view.below == ["l4", "l5"])
        #expect(view.windowCursor == 7)  // "l1\nl2\nl" before it
    }

    @Test func windowGrowsTheOtherWayWhenItReachesAnEdge() {
        let top = split(sixLines, cursor: 16, anchor: .top, maxRows: 3)
        #expect(top.above == ["l0", "l1", "l2"])
        #expect(string(top.window) == "l3\nl4\nl5")
        #expect(top.windowCursor == 7)
        let bottom = split(sixLines, cursor: 1, anchor: .bottom, maxRows: 3)
        #expect(bottom.above == [])
        #expect(string(bottom.window) == "l0\nl1\nl2")
        #expect(bottom.below == ["l3", "l4", "l5"])
        #expect(bottom.windowCursor == 1)
    }

    @Test(arguments: [MessageView.Anchor.top, .bottom])
    func aMessageThatFitsIsNotSplit(anchor: MessageView.Anchor) {
        let view = split(sixLines, cursor: 10, anchor: anchor, maxRows: 6)
        #expect(!view.isSplit)
        #expect(string(view.window) == sixLines)
        #expect(view.windowCursor == 10)
    }

    @Test func oneRowWindowHoldsJustTheCursorsLine() {
        let view = split(sixLines, cursor: 7, anchor: .top, maxRows: 1)
        #expect(view.above == ["l0", "l1"])
        #expect(string(view.window) == "l2")
        #expect(view.below == ["l3", "l4", "l5"])
        #expect(view.windowCursor == 1)
    }

    @Test func aCursorOnALineBreakIsAtTheEndOfItsLine() {
        let view = split("ab\ncd", cursor: 2, anchor: .top, maxRows: 1)
        #expect(string(view.window) == "ab")
        #expect(view.windowCursor == 2)
        #expect(view.below == ["cd"])
    }

    @Test func aCursorAtTheEndIsOnTheLastLine() {
        let view = split("ab\ncd", cursor: 5, anchor: .top, maxRows: 1)
        #expect(view.above == ["ab"])
        #expect(string(view.window) == "cd")
        #expect(view.windowCursor == 2)
    }

    @Test func emptyMessageIsAnEmptyWindow() {
        let view = split("", cursor: 0, anchor: .bottom, maxRows: 3)
        #expect(view.window.isEmpty)
        #expect(!view.isSplit)
        #expect(view.windowCursor == 0)
        #expect(view.message(window: "") == "")
    }

    @Test func theFirstLineCountsThePrompt() {
        // "01234567" takes 10 columns after the prompt: two rows in 10 columns, so x, y and it need 4.
        let text = "01234567\nx\ny"
        let tight = split(text, cursor: 12, anchor: .bottom, maxRows: 3, columns: 10)
        #expect(tight.above == ["01234567"])
        #expect(string(tight.window) == "x\ny")
        #expect(tight.windowRows(promptWidth: 2, columns: 10) == 2)
        let roomy = split(text, cursor: 12, anchor: .bottom, maxRows: 4, columns: 10)
        #expect(!roomy.isSplit)
        #expect(roomy.windowRows(promptWidth: 2, columns: 10) == 4)
    }

    @Test func wrappedLinesTakeAllTheirRows() {
        let long = String(repeating: "w", count: 25)  // three rows of 10
        let view = split("a\n\(long)\nb", cursor: 5, anchor: .top, maxRows: 3, columns: 10)
        #expect(view.above == ["a"])
        #expect(string(view.window) == long)
        #expect(view.below == ["b"])
        #expect(view.windowCursor == 3)
        // A line longer than the screen still gets a window of its own.
        let tooLong = split("a\n\(long)\nb", cursor: 5, anchor: .bottom, maxRows: 2, columns: 10)
        #expect(string(tooLong.window) == long)
        #expect(tooLong.above == ["a"] && tooLong.below == ["b"])
    }

    @Test func messageJoinsTheLinesAroundTheWindowsText() {
        let view = split(sixLines, cursor: 10, anchor: .bottom, maxRows: 3)
        #expect(view.message(window: string(view.window)) == sixLines)
        #expect(view.message(window: "edited\ntext") == "l0\nedited\ntext\nl4\nl5")
    }

    @Test(arguments: 1...8)
    func everySplitFitsKeepsTheCursorAndRoundTrips(maxRows: Int) {
        // In 10 columns after a 2-column prompt the lines take 2, 1, 2, 1 and 4 rows.
        let text = "first line here\nx\n分享新鲜事分享\n\nlast one is long enough to wrap"
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for anchor in [MessageView.Anchor.top, .bottom] {
            for cursor in 0...text.unicodeScalars.count {
                let view = split(text, cursor: cursor, anchor: anchor, maxRows: maxRows, columns: 10)
                let context = "cursor \(cursor), \(anchor), \(maxRows) rows"
                #expect(view.message(window: string(view.window)) == text, "\(context)")
                let before = view.above.reduce(0) { $0 + $1.unicodeScalars.count + 1 }
                #expect(before + view.windowCursor == cursor, "\(context)")
                let cursorLine = TextLayout.line(of: cursor, in: scalars(text))
                let cursorRows = TextLayout.rows(
                    of: lines[cursorLine].unicodeScalars, promptWidth: cursorLine == 0 ? 2 : 0, columns: 10)
                #expect(view.windowRows(promptWidth: 2, columns: 10) <= max(maxRows, cursorRows), "\(context)")
                #expect(view.isSplit == (!view.above.isEmpty || !view.below.isEmpty), "\(context)")
            }
        }
    }

    @Test func allLinesAboveAreShownWhenTheyFit() {
        var view = MessageView()
        view.above = ["a", "b", "c"]
        let shown = view.visibleAbove(promptWidth: 2, columns: 80, rows: 10)
        #expect(shown.lines == ["a", "b", "c"])
        #expect(shown.hidden == 0)
        #expect(shown.rows == 3)
    }

    @Test(arguments: [
        // rows given, lines shown, hidden, rows taken (a hidden count takes a note row)
        (3, ["a", "b", "c"], 0, 3),  // the first line takes the row a note would
        (2, ["c"], 2, 2),
        (1, [], 3, 1),  // no room for a line and its note: the note alone
        (0, [], 3, 0),
    ])
    func latestLinesAboveAreShownWithANoteForTheHiddenOnes(rows: Int, lines: [String], hidden: Int, taken: Int) {
        var view = MessageView()
        view.above = ["a", "b", "c"]
        let shown = view.visibleAbove(promptWidth: 2, columns: 80, rows: rows)
        #expect(shown.lines == lines)
        #expect(shown.hidden == hidden)
        #expect(shown.rows == taken)
    }

    @Test func linesAboveCountTheirWrappedRowsAndTheFirstOneThePrompt() {
        var view = MessageView()
        view.above = ["a", "0123456789abc"]  // the second takes 2 rows of 10
        let all = view.visibleAbove(promptWidth: 2, columns: 10, rows: 3)
        #expect(all.lines == ["a", "0123456789abc"] && all.hidden == 0 && all.rows == 3)
        let none = view.visibleAbove(promptWidth: 2, columns: 10, rows: 2)
        #expect(none.lines == [] && none.hidden == 2 && none.rows == 1)
        view.above = ["01234567"]  // 10 columns after the prompt: 2 rows
        let first = view.visibleAbove(promptWidth: 2, columns: 10, rows: 1)
        #expect(first.lines == [] && first.hidden == 1 && first.rows == 1)
        #expect(view.visibleAbove(promptWidth: 2, columns: 10, rows: 2).lines == ["01234567"])
    }

    @Test(arguments: 0...8)
    func linesAboveNeverTakeMoreRowsThanGiven(rows: Int) {
        var view = MessageView()
        view.above = ["first line here", "x", "分享新鲜事分享", "", "last one is long enough to wrap"]
        let shown = view.visibleAbove(promptWidth: 2, columns: 10, rows: rows)
        #expect(shown.rows <= rows)
        #expect(shown.lines == Array(view.above.suffix(shown.lines.count)))
        #expect(shown.hidden == view.above.count - shown.lines.count)
    }
}
