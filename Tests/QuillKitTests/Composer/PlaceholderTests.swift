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
