import Foundation
import Testing

@testable import QuillKit

@Suite struct FileSinkTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quill-file-\(UUID().uuidString)")

    @Test func fileAndFoldersAreCreatedPrivate() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("a/b/notes.jsonl").path
        try FileSink(path: path, sync: true).send(Message(id: "i", seconds: 0, text: "x"))
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let parent = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("a/b").path)
        #expect((parent[.posixPermissions] as? Int) == 0o700)
        #expect(
            try String(contentsOfFile: path, encoding: .utf8)
                == #"{"id":"i","time":"1970-01-01T00:00:00.000Z","text":"x"}"# + "\n")
    }

    @Test func textFormatIsTheTextAndANewline() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("notes.txt").path
        try FileSink(path: path).send(Message(text: "one"))
        try FileSink(path: path).send(Message(text: "two\nlines"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "one\ntwo\nlines\n")
    }

    @Test func fullDiskIsAFailedDelivery() {
        #expect(throws: DeliveryFailure("/dev/full: No space left on device")) {
            try FileSink(path: "/dev/full").send(Message(text: "x"))
        }
    }

    @Test func unwritablePathIsAFailedDelivery() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let blocker = folder.appendingPathComponent("plain-file").path
        _ = FileManager.default.createFile(atPath: blocker, contents: Data())
        #expect(throws: DeliveryFailure("\(blocker)/notes.txt: Not a directory")) {
            try FileSink(path: blocker + "/notes.txt").send(Message(text: "x"))
        }
    }
}

@Suite struct FileSinkBatchTests {
    @Test func aBatchIsAppendedInOrderAsJSONLines() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quill-batch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("deep/log.jsonl").path
        let sink = FileSink(path: path)
        let messages = (1...50).map { Message(text: "message \($0)\twith \"quotes\"") }
        try sink.send(all: messages)
        try sink.send(Message(text: "after"))
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        let texts = try lines.map { line -> String in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: String]
            return object["text"]!
        }
        #expect(texts == messages.map(\.text) + ["after"])
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func aBatchThatCannotBeWrittenFailsWhole() throws {
        let sink = FileSink(path: "/dev/full")
        #expect(throws: DeliveryFailure.self) { try sink.send(all: [Message(text: "a"), Message(text: "b")]) }
    }
}
