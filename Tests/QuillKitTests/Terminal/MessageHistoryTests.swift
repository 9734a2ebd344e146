import Foundation
import Testing

@testable import QuillKit

struct MessageHistoryTests {
    @Test func entriesAreWrittenOnePerLineWithBreaksAndBackslashesEscaped() {
        let encoded = MessageHistory.encode(["one", "two\nlines", "back\\slash", "not a break: \\n"])
        #expect(encoded == "one\ntwo\\nlines\nback\\\\slash\nnot a break: \\\\n\n")
        #expect(MessageHistory.encode([]) == "")
    }

    @Test(arguments: [
        [],
        ["one"],
        ["one", "two\nlines", "three\n\nwith an empty line"],
        ["\\", "\\n", "\\\\n\n", "ends in a backslash\\", "\nstarts with a break", "ends with a break\n"],
        ["héllo👍🏽", "分享\n新鲜事"],
        ["carriage\r", "return"],  // a CR before the record's LF must not join them
        ["crlf\r\ninside"],
        ["break\n\u{301}then an accent"],  // a line that starts with a combining mark
        ["back\\\u{301}slash"],
    ])
    func decodingGivesBackWhatWasEncoded(entries: [String]) {
        let decoded = MessageHistory.decode(MessageHistory.encode(entries))
        #expect(decoded.map { Array($0.unicodeScalars) } == entries.map { Array($0.unicodeScalars) })
    }

    @Test func blankLinesAndAMissingFinalBreakAreTolerated() {
        #expect(MessageHistory.decode("one\n\ntwo\\nlines") == ["one", "two\nlines"])
        #expect(MessageHistory.decode("") == [])
    }

    @Test func upWalksBackAndDownComesBackToTheUnsentText() {
        var history = MessageHistory(path: nil, limit: 10)
        history.add("one")
        history.add("two")
        #expect(history.previous(current: "draft") == "two")
        #expect(history.previous(current: "two") == "one")
        #expect(history.previous(current: "one") == nil)
        #expect(history.next() == "two")
        #expect(history.next() == "draft")
        #expect(history.next() == nil)
    }

    @Test func emptyHistoryRecallsNothing() {
        var history = MessageHistory(path: nil, limit: 10)
        #expect(history.previous(current: "text") == nil)
        #expect(history.next() == nil)
        #expect(history.entries == [])
    }

    @Test func restartGoesBackToANewMessage() {
        var history = MessageHistory(path: nil, limit: 10)
        history.add("one")
        history.add("two")
        #expect(history.previous(current: "draft") == "two")
        #expect(history.previous(current: "two") == "one")
        history.restart()
        #expect(history.next() == nil)
        #expect(history.previous(current: "new") == "two")
        #expect(history.next() == "new")  // not the old draft
    }

    @Test func addingGoesBackToTheEnd() {
        var history = MessageHistory(path: nil, limit: 10)
        history.add("one")
        history.add("two")
        _ = history.previous(current: "")
        _ = history.previous(current: "")
        history.add("three")
        #expect(history.next() == nil)
        #expect(history.previous(current: "") == "three")
    }

    @Test func theSameMessageTwiceInARowIsKeptOnce() {
        var history = MessageHistory(path: nil, limit: 10)
        for text in ["a", "a", "b", "a", "a"] { history.add(text) }
        #expect(history.entries == ["a", "b", "a"])
    }

    @Test func onlyTheLatestEntriesUpToTheLimitAreKept() {
        var history = MessageHistory(path: nil, limit: 2)
        for text in ["a", "b", "c"] { history.add(text) }
        #expect(history.entries == ["b", "c"])
        #expect(history.previous(current: "") == "c")
        #expect(history.previous(current: "") == "b")
        #expect(history.previous(current: "") == nil)
    }

    @Test func aLimitOfZeroKeepsNothing() {
        var history = MessageHistory(path: nil, limit: 0)
        history.add("a")
        #expect(history.entries == [])
        #expect(history.previous(current: "") == nil)
    }

    @Test func theFileKeepsMultiLineEntriesAndTheLimitAcrossRuns() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("quill-history-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("state/history").path

        var first = MessageHistory(path: path, limit: 3)
        for text in ["one", "two\nlines", "back\\slash \\n", "four\n\nparagraphs", "héllo👍🏽"] { first.add(text) }
        let expected = ["back\\slash \\n", "four\n\nparagraphs", "héllo👍🏽"]
        #expect(first.entries == expected)

        let onDisk = try String(contentsOfFile: path, encoding: .utf8)
        #expect(onDisk == "back\\\\slash \\\\n\nfour\\n\\nparagraphs\nhéllo👍🏽\n")

        var second = MessageHistory(path: path, limit: 3)
        #expect(second.entries == expected)
        #expect(second.previous(current: "") == "héllo👍🏽")
        #expect(second.previous(current: "") == "four\n\nparagraphs")

        // A smaller limit keeps the latest entries of the file, and the next save trims the file.
        var smaller = MessageHistory(path: path, limit: 2)
        #expect(smaller.entries == ["four\n\nparagraphs", "héllo👍🏽"])
        smaller.add("six\nseven")
        #expect(MessageHistory(path: path, limit: 10).entries == ["héllo👍🏽", "six\nseven"])
    }

    @Test func aLimitOfZeroWritesNoFile() {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("quill-history-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("history").path
        var history = MessageHistory(path: path, limit: 0)
        history.add("secret")
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
