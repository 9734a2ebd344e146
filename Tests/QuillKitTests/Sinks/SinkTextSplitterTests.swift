import Testing

@testable import QuillKit

@Test func shortTextIsOnePart() {
    #expect(TextSplitter.split("hello", limit: 2000) == ["hello"])
}

@Test func splitPrefersLineBreaksThenSpaces() {
    #expect(TextSplitter.split("aaa bbb\nccc ddd", limit: 10) == ["aaa bbb\n", "ccc ddd"])
    #expect(TextSplitter.split("aaa bbb ccc ddd", limit: 10) == ["aaa bbb ", "ccc ddd"])
}

@Test func wordLongerThanTheLimitIsCutHard() {
    #expect(TextSplitter.split("abcdefghij", limit: 4) == ["abcd", "efgh", "ij"])
}

@Test func splitNeverCutsACharacterAndCountsUTF16() {
    // One family emoji is 8 UTF-16 units: two fit in 16, and none is cut in half.
    let parts = TextSplitter.split(String(repeating: "👩‍👩‍👧", count: 5), limit: 16)
    #expect(parts == ["👩‍👩‍👧👩‍👩‍👧", "👩‍👩‍👧👩‍👩‍👧", "👩‍👩‍👧"])
}

@Test(arguments: [2000, 4096])
func partsRebuildTheTextInOrder(limit: Int) {
    var text = ""
    for index in 0..<1500 { text += "line \(index) " + (index % 7 == 0 ? "\n" : "") + "中文 " }
    let parts = TextSplitter.split(text, limit: limit)
    #expect(parts.count > 1)
    #expect(parts.allSatisfy { $0.utf16.count <= limit })
    #expect(parts.joined() == text)
}
