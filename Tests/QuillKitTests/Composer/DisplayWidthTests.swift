import Testing

@testable import QuillKit

struct DisplayWidthTests {
    @Test(arguments: [
        ("", 0),
        ("hello", 5),
        ("分享", 4),
        ("ｑｕｉｌｌ", 10),  // full-width Latin
        ("a分b", 4),
        ("e\u{301}", 1),  // combining acute accent
        ("a\u{301}\u{302}b", 2),
        ("👍", 2),
        ("👍🏽", 2),  // skin tone modifier: one cluster
        ("👨‍👩‍👧", 2),  // zero-width-joiner family: one cluster
        ("héllo👍🏽", 7),
    ])
    func stringsCountDisplayColumns(text: String, columns: Int) {
        #expect(DisplayWidth.of(text) == columns)
    }

    @Test(arguments: [
        (Character("a"), 1),
        (Character("分"), 2),
        (Character("e\u{301}"), 1),
        (Character("\u{301}"), 0),
        (Character("👍🏽"), 2),
        (Character("\t"), 0),  // not printable: never negative
        (Character("\u{1B}"), 0),
    ])
    func oneCharacterTakesItsFirstScalarsWidth(character: Character, columns: Int) {
        #expect(DisplayWidth.of(character) == columns)
    }

    @Test(arguments: [
        ("hello", 5, "hello"),
        ("hello", 80, "hello"),
        ("hello world", 8, "hello w…"),
        ("hello", 4, "hel…"),
        ("hello", 1, "…"),
        ("hello", 0, ""),
        ("hello", -3, ""),
        ("分享新鲜事", 10, "分享新鲜事"),
        ("分享新鲜事", 7, "分享新…"),
        ("分享新鲜事", 6, "分享…"),  // a wide character is never cut in half
        ("分享新鲜事", 2, "…"),
        ("e\u{301}e\u{301}e\u{301}", 2, "e\u{301}…"),  // accents stay with their letter
        ("👍🏽👍🏽", 3, "👍🏽…"),
    ])
    func cutTextEndsInAnEllipsis(text: String, width: Int, expected: String) {
        #expect(DisplayWidth.cut(text, toWidth: width) == expected)
    }

    @Test(arguments: [
        ("abc", 10, "abc…"),
        ("abc", 4, "abc…"),
        ("abc", 3, "ab…"),  // fits, but the … needs a column too
        ("", 5, "…"),
        ("分享", 4, "分…"),
        ("abc", 0, ""),
    ])
    func ellipsisFlagAddsOneEvenWhenTheTextFits(text: String, width: Int, expected: String) {
        #expect(DisplayWidth.cut(text, toWidth: width, ellipsis: true) == expected)
    }

    @Test(arguments: 0...14)
    func cutTextNeverExceedsItsWidth(width: Int) {
        for text in ["a分b享c新d", "分享新鲜事", "héllo👍🏽 wörld", "e\u{301}分e\u{301}"] {
            for ellipsis in [false, true] {
                let cut = DisplayWidth.cut(text, toWidth: width, ellipsis: ellipsis)
                #expect(DisplayWidth.of(cut) <= max(width, 0), "\(text) cut to \(width): \(cut)")
                if cut != text {
                    #expect(width < 1 ? cut.isEmpty : cut.hasSuffix("…"), "\(text) cut to \(width): \(cut)")
                }
            }
        }
    }
}
