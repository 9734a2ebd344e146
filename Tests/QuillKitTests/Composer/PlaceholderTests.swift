import Testing
@testable import QuillKit

@Test func toIsReplacedBySinkNames() {
    #expect(Placeholder("Message {to}…").text(to: "team, log") == "Message team, log…")
}

@Test func shortHintIsKeptWhole() {
    #expect(Placeholder.layout("Message stdout…", promptWidth: 2, columns: 80, rows: 24) == ["Message stdout…"])
}

@Test func wideHintIsCutByDisplayColumns() {
    // 30 columns, a 2-column prompt and the last column kept free: 27 columns, 13 CJK characters and "…".
    let rows = Placeholder.layout("分享新鲜事分享新鲜事分享新鲜事分享新鲜事", promptWidth: 2, columns: 30, rows: 10)
    #expect(rows == ["分享新鲜事分享新鲜事分享新…"])
    #expect(DisplayWidth.of(rows[0]) == 27)
}

struct PlaceholderTests {
    @Test func everyToIsReplacedAndOtherTextKept() {
        #expect(Placeholder("{to}: {to}").text(to: "log") == "log: log")
        #expect(Placeholder("Say something").text(to: "log") == "Say something")
        #expect(Placeholder("one\ntwo {to}").text(to: "team") == "one\ntwo team")
        #expect(Placeholder("{x} {t{to}}{").text(to: "log") == "{x} {tlog}{")
        #expect(Placeholder("分享{to}👍🏽").text(to: "团队") == "分享团队👍🏽")
    }

    @Test func lineBreaksMakeSeveralRows() {
        let rows = Placeholder.layout("first\nsecond\nthird", promptWidth: 2, columns: 80, rows: 24)
        #expect(rows == ["first", "second", "third"])
    }

    @Test func emptyLinesStayAsEmptyRows() {
        #expect(Placeholder.layout("a\n\nb", promptWidth: 2, columns: 80, rows: 24) == ["a", "", "b"])
    }

    @Test(arguments: [
        // The screen's last row is not used: `rows` rows leave room for `rows - 1` hint rows.
        (24, ["one", "two", "three", "four"]),
        (5, ["one", "two", "three", "four"]),
        (4, ["one", "two", "three…"]),
        (3, ["one", "two…"]),
        (2, ["one…"]),
        (1, ["one…"]),
        (0, ["one…"]),
    ])
    func rowsThatDoNotFitAreDroppedAndTheLastKeptEndsInEllipsis(screenRows: Int, expected: [String]) {
        #expect(Placeholder.layout("one\ntwo\nthree\nfour", promptWidth: 2, columns: 80, rows: screenRows) == expected)
    }

    @Test func droppedRowAfterAnEmptyRowLeavesJustTheEllipsis() {
        #expect(Placeholder.layout("a\n\nb", promptWidth: 2, columns: 80, rows: 3) == ["a", "…"])
    }

    @Test func aRowCutToItsWidthAndFollowedByDroppedRowsEndsInOneEllipsis() {
        #expect(Placeholder.layout("abcdefghijkl\nmore", promptWidth: 0, columns: 10, rows: 2) == ["abcdefgh…"])
    }

    @Test func firstRowIsNarrowerByThePrompt() {
        // 10 columns, the last never used: 5 columns after a 4-column prompt, 9 on the rows below.
        let cut = Placeholder.layout("abcdefghij\nabcdefghij", promptWidth: 4, columns: 10, rows: 24)
        #expect(cut == ["abcd…", "abcdefgh…"])
        let exact = Placeholder.layout("abcde\nabcdefghi", promptWidth: 4, columns: 10, rows: 24)
        #expect(exact == ["abcde", "abcdefghi"])
    }

    @Test func wideRowsAreCutByDisplayColumns() {
        let rows = Placeholder.layout("分享新鲜事\n分享新鲜事", promptWidth: 2, columns: 10, rows: 24)
        #expect(rows == ["分享新…", "分享新鲜…"])
    }

    @Test(arguments: 3...30)
    func theLastColumnIsNeverUsed(columns: Int) {
        let text = "Message team, log…\n分享新鲜事分享新鲜事\nhéllo👍🏽 wörld and more"
        let rows = Placeholder.layout(text, promptWidth: 2, columns: columns, rows: 24)
        #expect(rows.count == 3)
        for (index, row) in rows.enumerated() {
            #expect(DisplayWidth.of(row) + (index == 0 ? 2 : 0) <= columns - 1, "row \(index) at \(columns): \(row)")
        }
    }
}
