import Testing

@testable import QuillKit

struct CharacterCounterTests {
    @Test(arguments: [
        ("", 0),
        ("hello", 5),
        ("héllo👍🏽", 6),  // é precomposed, thumbs up with a skin tone: one character each
        ("he\u{301}llo👍🏽", 6),  // é as e and a combining accent
        ("👨‍👩‍👧", 1),
        ("🇫🇷🇩🇪", 2),  // flags are pairs of regional indicators
        ("分享", 2),
        ("a\nb", 3),
        ("a\r\nb", 3),
    ])
    func charactersAreWhatAPersonWouldCount(text: String, count: Int) {
        #expect(CharacterCounter(limit: 10).count(text) == count)
    }

    @Test func labelIsUsedSlashLimit() {
        #expect(CharacterCounter(limit: 10).label(for: "héllo👍🏽") == "6/10")
        #expect(CharacterCounter(limit: 140).label(for: "") == "0/140")
    }

    @Test func aMessageAtTheLimitIsAllowedAndOneOverIsNot() {
        let counter = CharacterCounter(limit: 6)
        #expect(counter.allows("héllo"))
        #expect(counter.allows("héllo👍🏽"))
        #expect(!counter.allows("héllo👍🏽!"))
        #expect(!CharacterCounter(limit: 0).allows("a"))
        #expect(CharacterCounter(limit: 0).allows(""))
    }
}
