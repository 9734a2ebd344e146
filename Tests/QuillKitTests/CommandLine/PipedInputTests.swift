import Foundation
import Testing

@testable import QuillKit

@Test(
    arguments: [
        ([UInt8]("plain ascii, longer than eight bytes".utf8), nil),
        (Array("分享新鲜事 😀 é".utf8), nil),
        ([0x61, 0x80], 1),
        ([0x61, 0xC0, 0x80], 1),
        ([0x61, 0x62, 0xC1, 0xBF], 2),
        ([0xE0, 0x80, 0x80], 0),
        ([0xED, 0xA0, 0x80], 0),
        ([0xF4, 0x90, 0x80, 0x80], 0),
        ([0xF5, 0x80, 0x80, 0x80], 0),
        ([0x61, 0x62, 0x63, 0xE4, 0xBD], 3),
        (Array("12345678".utf8) + [0xFF] + Array("abc".utf8), 8),
        (Array("1234567".utf8) + [0xC3, 0xA9, 0xC3], 9),
    ] as [([UInt8], Int?)])
func invalidUTF8IsFoundAtItsFirstByte(bytes: [UInt8], offset: Int?) {
    #expect(UTF8Check.firstInvalidByte(in: bytes) == offset)
}

/// The records a splitter finds in `input`, read `chunkSize` bytes at a time through a real pipe.
private func records(_ input: String, separator: UInt8 = 0x0A, chunkSize: Int) -> [String] {
    var fds: [Int32] = [0, 0]
    pipe(&fds)
    let bytes = Array(input.utf8)
    let (readEnd, writeEnd) = (fds[0], fds[1])
    let writer = Thread {
        bytes.withUnsafeBytes { _ = write(writeEnd, $0.baseAddress, $0.count) }
        close(writeEnd)
    }
    writer.start()
    let splitter = RecordSplitter(separator: separator, chunkSize: chunkSize)
    var found: [String] = []
    while true {
        let more = splitter.fill(from: readEnd)
        _ = splitter.drainRecords(final: !more) { record, offset, number in
            found.append("\(number)@\(offset):" + String(decoding: record, as: UTF8.self))
            return true
        }
        if !more { break }
    }
    close(readEnd)
    return found
}

@Test(arguments: [1, 3, 64, 1 << 16])
func recordsAreFoundWhateverTheReadSize(chunkSize: Int) {
    #expect(
        records("one\n\nthree and more\nlast", chunkSize: chunkSize) == [
            "1@0:one", "2@4:", "3@5:three and more", "4@20:last",
        ])
}

@Test func nulSeparatedRecordsKeepTheirNewlines() {
    #expect(records("a\nb\u{0}c\u{0}", separator: 0, chunkSize: 2) == ["1@0:a\nb", "2@4:c"])
}
