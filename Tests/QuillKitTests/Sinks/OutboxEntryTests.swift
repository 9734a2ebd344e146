import Testing

@testable import QuillKit

private let entry = OutboxEntry(
    id: "20261130-071100-3fa9c2", target: "https://hooks.example.com/secret", sink: "https://hooks.example.com/…",
    message: Message(id: "m-1", seconds: 1_796_022_000, nanoseconds: 5, text: "two\nlines \"quoted\" \\ 中文 😀 \u{1}"),
    created: 1_796_022_001, attempts: 4, error: "HTTP 503")

@Test func entryRoundTripsThroughItsFile() {
    #expect(OutboxEntry(json: entry.json) == entry)
}

@Test(arguments: ["", "{", "[]", #"{"id":"x"}"#, #"{"id":"x",}"#, "{} trailing"])
func brokenFilesAreNotEntries(text: String) {
    #expect(OutboxEntry(json: text) == nil)
}

@Test func readerDecodesSurrogatePairs() {
    #expect(JSONReader.object(#"{"a":"\ud83d\ude00\u00e9","n":-3}"#) == ["a": .string("😀é"), "n": .integer(-3)])
}

@Test(arguments: [(0, "0s"), (59, "59s"), (60, "1m"), (3599, "59m"), (3600, "1h"), (86_399, "23h"), (172_800, "2d")])
func agesAreShort(seconds: Int, shown: String) {
    #expect(OutboxEntry.age(from: 1000, to: 1000 + seconds) == shown)
}

@Test func listingStartsEachLineWithTheIDAndNeverShowsTheTarget() {
    let rows = OutboxEntry.table([entry], now: 1_796_022_061, header: false)
    #expect(rows == ["20261130-071100-3fa9c2  https://hooks.example.com/…  1m  4  HTTP 503"])
    #expect(!entry.listingJSON.contains("secret"))
}

@Test func headerIsPaddedToTheColumns() {
    let rows = OutboxEntry.table([entry], now: 1_796_022_061, header: true)
    #expect(rows.first == "ID                      SINK                         AGE  ATTEMPTS  LAST ERROR")
}

@Test func idsSortByTime() {
    let early = Outbox.newID(now: 1_796_022_000)
    let late = Outbox.newID(now: 1_796_022_061)
    #expect(early.hasPrefix("20261130-070000-"))
    #expect(early < late)
}
