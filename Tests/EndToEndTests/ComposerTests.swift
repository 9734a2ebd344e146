import Foundation
import Testing

/// The composer in a real terminal (tmux), read back the way a person sees it, colours included.
@Suite struct ComposerTests {
    let home = TemporaryHome()
    let esc = "\u{1B}"

    func start(_ arguments: String = "", columns: Int = 80, rows: Int = 24, term: String = "xterm-256color") throws
        -> TmuxSession
    {
        try TmuxSession(
            "'\(QuillBinary.path)' \(arguments)", columns: columns, rows: rows, environment: home.environment,
            term: term)
    }

    @Test func hintIsDrawnDimRightAfterThePrompt() throws {
        let tmux = try start()
        let screen = try tmux.waitFor("Message stdout…", colors: true)
        #expect(screen.contains("› \(esc)[2mMessage stdout…"))
        let cursor = try tmux.cursor()
        #expect(cursor.x == 2)
        #expect(cursor.y == 0)
    }

    @Test func firstKeyHidesTheWholeHint() throws {
        let tmux = try start()
        try tmux.waitFor("Message stdout…")
        try tmux.type("h")
        let screen = try tmux.waitForScreen { !$0.contains("Message") }
        let firstLine = screen.split(separator: "\n", omittingEmptySubsequences: false)[0]
        #expect(firstLine == "› h")
        #expect(try tmux.cursor().x == 3)
    }

    @Test(arguments: ["BSpace", "C-u"])
    func hintComesBackWhenTheBufferIsEmptiedAgain(key: String) throws {
        let tmux = try start()
        try tmux.waitFor("Message stdout…")
        try tmux.type("a")
        try tmux.waitForScreen { !$0.contains("Message") }
        try tmux.send(key)
        let screen = try tmux.waitFor("Message stdout…", colors: true)
        #expect(screen.contains("› \(esc)[2mMessage stdout…"))
        #expect(try tmux.cursor().x == 2)
    }

    @Test func wideHintIsCutToTheWindowWithAnEllipsis() throws {
        let tmux = try start("-p '分享新鲜事分享新鲜事分享新鲜事分享新鲜事'", columns: 30, rows: 8)
        let screen = try tmux.waitFor("…")
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "› 分享新鲜事分享新鲜事分享新…")
        #expect(lines[1].trimmingCharacters(in: .whitespaces).isEmpty)
    }

    @Test func toInTheHintNamesTheSinks() throws {
        let tmux = try start("-p 'Write to {to}' --to stdout --to 'file:\(home.path)/log.txt'", columns: 200)
        try tmux.waitFor("Write to stdout, file:\(home.path)/log.txt")
    }

    @Test func onceWritesExactlyTheMessageToStdout() throws {
        let out = home.path + "/out.txt"
        let tmux = try start("--once > '\(out)'")
        try tmux.waitFor("Message stdout…")
        try tmux.type("héllo 你好")
        try tmux.send("Enter")
        #expect(tmux.exitStatus() == 0)
        #expect(home.read("out.txt") == "héllo 你好\n")
    }

    @Test func enterOnABlankBufferSendsNothing() throws {
        let out = home.path + "/out.txt"
        let tmux = try start("--once > '\(out)'")
        try tmux.waitFor("Message stdout…")
        try tmux.type("   ")
        try tmux.send("Enter")
        try tmux.type("x")
        try tmux.waitFor("›    x")
        try tmux.send("C-u")
        try tmux.waitFor("Message stdout…")
        try tmux.send("Enter")
        try tmux.type("real")
        try tmux.send("Enter")
        #expect(tmux.exitStatus() == 0)
        #expect(home.read("out.txt") == "real\n")
    }

    @Test func eachSendGivesAFreshPromptWithItsHint() throws {
        let out = home.path + "/out.txt"
        let tmux = try start("> '\(out)'")
        try tmux.waitFor("Message stdout…")
        try tmux.type("one")
        try tmux.send("Enter")
        let screen = try tmux.waitFor("✓ sent to stdout")
        #expect(screen.contains("› one"))
        try tmux.waitForScreen { $0.components(separatedBy: "Message stdout…").count == 2 && $0.contains("✓") }
        try tmux.type("two")
        try tmux.send("Enter")
        try tmux.waitForScreen { $0.components(separatedBy: "✓ sent to stdout").count == 3 }
        try tmux.send("C-d")
        #expect(tmux.exitStatus() == 0)
        #expect(home.read("out.txt") == "one\ntwo\n")
    }

    @Test func ctrlDOnAnEmptyBufferEndsWithZero() throws {
        let tmux = try start()
        try tmux.waitFor("Message stdout…")
        try tmux.send("C-d")
        #expect(tmux.exitStatus() == 0)
    }

    @Test func ctrlDWithTextDeletesForward() throws {
        let tmux = try start()
        try tmux.waitFor("Message stdout…")
        try tmux.type("abc")
        try tmux.send("C-a", "C-d")
        try tmux.waitFor("› bc")
    }

    @Test func ctrlCCancelsWith130AndLeavesTheTerminalCooked() throws {
        let tmux = try TmuxSession(
            "('\(QuillBinary.path)'; s=$?; stty -a; exit $s)", columns: 200, rows: 30, environment: home.environment)
        try tmux.waitFor("Message stdout…")
        try tmux.type("unsent words")
        try tmux.send("C-c")
        #expect(tmux.exitStatus() == 130)
        let screen = try tmux.screen()
        #expect(screen.contains(" icanon"))
        #expect(screen.contains(" echo "))
        #expect(!screen.contains("-icanon"))
        // The cursor left the composer's line: stty's output starts on a fresh line.
        #expect(screen.split(separator: "\n").contains { $0.hasPrefix("speed ") })
    }

    @Test(arguments: ["dumb", "no-such-terminal"])
    func terminalWithoutCursorAddressingGetsPlainLineInputWithoutHint(term: String) throws {
        let out = home.path + "/out.txt"
        let tmux = try start("--once > '\(out)'", term: term)
        try tmux.waitFor("›")
        try tmux.type("plain")
        try tmux.send("Enter")
        #expect(tmux.exitStatus() == 0)
        #expect(home.read("out.txt") == "plain\n")
        #expect(!(try tmux.screen(colors: true)).contains("Message"))
    }
}
