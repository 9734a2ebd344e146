import Testing

@testable import QuillKit

/// Every scalar `decoder` can give now.
private func drain(_ decoder: inout InputDecoder) -> [Unicode.Scalar] {
    var scalars: [Unicode.Scalar] = []
    while let scalar = decoder.next() { scalars.append(scalar) }
    return scalars
}

private func decode(_ bytes: [UInt8]) -> [Unicode.Scalar] {
    var decoder = InputDecoder()
    decoder.append(bytes)
    return drain(&decoder)
}

struct InputDecoderTests {
    @Test func asciiBytesAreCharactersOneEach() {
        #expect(decode(Array("hi\r\u{1B}[A".utf8)) == ["h", "i", "\r", "\u{1B}", "[", "A"])
    }

    @Test func nothingAppendedGivesNothing() {
        var decoder = InputDecoder()
        #expect(!decoder.hasPending)
        #expect(decoder.next() == nil)
    }

    @Test(arguments: ["é", "分", "👍", "\u{10FFFF}", "\u{80}", "\u{FFFF}"] as [Unicode.Scalar])
    func aCharacterSplitAcrossReadsWaitsForItsLastByte(scalar: Unicode.Scalar) {
        let bytes = Array(String(scalar).utf8)
        for cut in 1..<bytes.count {
            var decoder = InputDecoder()
            decoder.append(Array(bytes[..<cut]))
            #expect(decoder.next() == nil, "\(scalar) cut after \(cut) bytes")
            #expect(decoder.hasPending)
            decoder.append(Array(bytes[cut...]))
            #expect(decoder.next() == scalar, "\(scalar) cut after \(cut) bytes")
            #expect(!decoder.hasPending)
            #expect(decoder.next() == nil)
        }
    }

    @Test func bytesFedOneAtATimeGiveTheSameText() {
        let text = "aé分👍\nb"
        var decoder = InputDecoder()
        var scalars: [Unicode.Scalar] = []
        for byte in text.utf8 {
            decoder.append([byte])
            scalars += drain(&decoder)
        }
        #expect(scalars == Array(text.unicodeScalars))
        #expect(!decoder.hasPending)
    }

    @Test func readsAfterEverythingWasTakenStartAfresh() {
        var decoder = InputDecoder()
        decoder.append(Array("ab".utf8))
        #expect(drain(&decoder) == ["a", "b"])
        decoder.append([0xE5, 0x88])
        #expect(decoder.next() == nil)
        decoder.append([0x86, 0x63])
        #expect(drain(&decoder) == ["分", "c"])
    }

    @Test(
        arguments: [
            ([0x80], ["\u{FFFD}"]),  // a continuation byte alone
            ([0xBF, 0x61], ["\u{FFFD}", "a"]),
            ([0xC0, 0x80], ["\u{FFFD}", "\u{FFFD}"]),  // C0 and C1 never start a character
            ([0xC1, 0xBF], ["\u{FFFD}", "\u{FFFD}"]),
            ([0xF5, 0x80, 0x80, 0x80], ["\u{FFFD}", "\u{FFFD}", "\u{FFFD}", "\u{FFFD}"]),
            ([0xFF, 0x68, 0x69], ["\u{FFFD}", "h", "i"]),
            ([0xC3, 0x41], ["\u{FFFD}", "A"]),  // a sequence cut short by another character
            ([0xE2, 0x82, 0x41], ["\u{FFFD}", "A"]),
            ([0xF0, 0x9F, 0x91, 0x0D], ["\u{FFFD}", "\r"]),
            ([0xED, 0xA0, 0x80], ["\u{FFFD}"]),  // a UTF-16 surrogate
            ([0xF4, 0x90, 0x80, 0x80], ["\u{FFFD}"]),  // past U+10FFFF
            // Over-long forms: ESC (or any character) spelt with more bytes than it needs is not that character.
            ([0xE0, 0x80, 0x9B], ["\u{FFFD}"]),
            ([0xE0, 0x81, 0x81, 0x62], ["\u{FFFD}", "b"]),
            ([0xF0, 0x80, 0x80, 0x9B], ["\u{FFFD}"]),
            ([0xF0, 0x8F, 0xBF, 0xBF], ["\u{FFFD}"]),
        ] as [([UInt8], [Unicode.Scalar])])
    func invalidBytesBecomeReplacementCharacters(bytes: [UInt8], expected: [Unicode.Scalar]) {
        #expect(decode(bytes) == expected)
    }

    @Test func smallestLongFormsAreStillValid() {
        #expect(decode([0xC2, 0x80]) == ["\u{80}"])
        #expect(decode([0xE0, 0xA0, 0x80]) == ["\u{800}"])
        #expect(decode([0xF0, 0x90, 0x80, 0x80]) == ["\u{10000}"])
        #expect(decode([0xF4, 0x8F, 0xBF, 0xBF]) == ["\u{10FFFF}"])
    }

    @Test func hasPendingTellsWhetherBytesAreWaiting() {
        var decoder = InputDecoder()
        decoder.append([0x61, 0xE5])
        #expect(decoder.hasPending)
        #expect(decoder.next() == "a")
        #expect(decoder.hasPending)  // the first byte of 分
        #expect(decoder.next() == nil)
        #expect(decoder.hasPending)
        decoder.append([0x88, 0x86])
        #expect(decoder.next() == "分")
        #expect(!decoder.hasPending)
    }

    @Test func rawBufferAppendIsTheSameAsArrayAppend() {
        var decoder = InputDecoder()
        let bytes: [UInt8] = Array("é!".utf8)
        bytes.withUnsafeBytes { decoder.append($0) }
        #expect(drain(&decoder) == ["é", "!"])
    }
}
