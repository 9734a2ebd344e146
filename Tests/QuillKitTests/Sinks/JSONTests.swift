import Foundation
import Testing
@testable import QuillKit

/// The JSON Quill writes must be what a real JSON parser reads back, byte for byte.
@Suite struct JSONTests {
    @Test(arguments: [
        "plain", "quote \" and backslash \\", "line\nbreak\r\n", "tab\there", "bell \u{7} and nul \u{0}",
        "\u{8}\u{C}\u{1F}", "line separator \u{2028} and \u{2029}", "你好 👍🏽 é", "",
    ])
    func escapedTextParsesBackToTheSameString(text: String) throws {
        let json = "[" + JSON.string(text) + "]"
        let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String]
        #expect(parsed == [text])
        #expect(!JSON.escape(text).contains("\n"))
    }

    @Test func controlCharactersUseShortOrUnicodeEscapes() {
        #expect(JSON.escape("a\"b\\c\nd\re\tf\u{8}\u{C}\u{1}\u{2028}") == #"a\"b\\c\nd\re\tf\b\f\u0001\u2028"#)
    }

    @Test func messageLineHasIdTimeAndTextInOrder() throws {
        let message = Message(id: "abc", seconds: 1_764_486_600, nanoseconds: 7_000_000, text: "hi \"there\"")
        #expect(JSON.line(for: message) == #"{"id":"abc","time":"2025-11-30T07:10:00.007Z","text":"hi \"there\""}"#)
    }

    @Test func messageIdsAreUniqueVersion4UUIDs() {
        let ids = (0..<10_000).map { _ in Message.randomID() }
        #expect(Set(ids).count == ids.count)
        for id in ids.prefix(100) {
            let parts = id.split(separator: "-")
            #expect(parts.map(\.count) == [8, 4, 4, 4, 12])
            #expect(parts[2].first == "4")
            #expect("89ab".contains(parts[3].first!))
        }
    }
}
