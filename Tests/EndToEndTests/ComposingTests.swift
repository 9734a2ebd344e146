import Foundation
import TestSupport
import Testing

/// Composing like in a chat app: line breaks, paste, long messages, drafts, history, counter,
/// editor escape, resize and keys, in a real terminal (tmux).
@Suite struct ComposingTests {
    let home = TemporaryHome()
    var out: String { home.path + "/out.txt" }

    func start(
        _ arguments: String = "", columns: Int = 80, rows: Int = 24, environment extra: [String: String] = [:]
    ) throws -> TmuxSession {
        try TmuxSession(
            "'\(QuillBinary.path)' \(arguments) > '\(out)'", columns: columns, rows: rows,
            environment: home.environment.merging(extra) { $1 })
    }

    func sent() -> String? { home.read("out.txt") }

    /// Waits for the output file to hold `text` (messages are delivered after the screen changes).
    func waitForSent(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline && sent() != text { usleep(20_000) }
        #expect(sent() == text, sourceLocation: sourceLocation)
    }

    @Test(arguments: ["M-Enter", "C-j"])
    func lineBreakKeysMakeOneMultiLineMessage(key: String) throws {
        let tmux = try start("--once")
        try tmux.waitFor("Message stdout…")
        try tmux.type("line1")
        try tmux.send(key)
        try tmux.type("line2 你好")
        let screen = try tmux.waitFor("line2 你好")
        #expect(screen.hasPrefix("› line1\nline2 你好"))
        try tmux.send("Enter")
        #expect(tmux.exitStatus() == 0)
        #expect(sent() == "line1\nline2 你好\n")
    }

    @Test func submitAltEnterSwapsTheKeys() throws {
        let tmux = try start("--once --submit alt-enter")
        try tmux.waitFor("Message stdout…")
        try tmux.type("a")
        try tmux.send("Enter")
        try tmux.type("b")
        try tmux.waitFor("› a\nb")
        try tmux.send("M-Enter")
        #expect(tmux.exitStatus() == 0)
        #expect(sent() == "a\nb\n")
    }

    @Test func upAndDownMoveBetweenTheLinesOfAMessage() throws {
        let tmux = try start("--once")
        try tmux.waitFor("Message stdout…")
        try tmux.type("first line")
        try tmux.send("M-Enter")
        try tmux.type("2nd")
        try tmux.waitFor("2nd")
        try tmux.send("Up")
        try tmux.type("X")
        try tmux.waitFor("› firXst line")
        try tmux.send("Down")
        try tmux.type("Y")
        try tmux.waitFor("2ndY")
        try tmux.send("Enter")
        #expect(tmux.exitStatus() == 0)
        #expect(sent() == "firXst line\n2ndY\n")
    }

    @Test func bracketedPasteKeepsLineBreaksAndDoesNotSend() throws {
        let tmux = try start("--once")
        try tmux.waitFor("Message stdout…")
        try tmux.paste("one\r\ntwo\rthree\nfour")
        try tmux.waitFor("four")
        // Nothing was sent by the pasted line breaks: quill still runs and nothing is written.
        #expect(tmux.exitStatus(seconds: 0.5) == nil)
        #expect(sent() == "")
        try tmux.type(" end")
        try tmux.send("Enter")
        #expect(tmux.exitStatus() == 0)
        #expect(sent() == "one\ntwo\nthree\nfour end\n")
    }

    @Test func fastUnbracketedPasteIsBatchedIntoOneMessage() throws {
        let tmux = try start("--once")
        try tmux.waitFor("Message stdout…")
        // One write holding a CR in the middle, as a terminal without bracketed paste sends a paste.
        try tmux.type("alpha\rbeta")
        try tmux.waitFor("beta")
        #expect(tmux.exitStatus(seconds: 0.5) == nil)
        try tmux.send("Enter")
        #expect(tmux.exitStatus() == 0)
        #expect(sent() == "alpha\nbeta\n")
    }

    @Test func messageTallerThanTheWindowStaysUsableAndArrivesWhole() throws {
        let tmux = try start("--once", columns: 80, rows: 40)
        try tmux.waitFor("Message stdout…")
        let lines = (1...300).map { "line \($0) of the pasted text" }
        try tmux.paste(lines.joined(separator: "\n"))
        let screen = try tmux.waitFor("line 300 of the pasted text")
        #expect(screen.contains("line 299 of the pasted text\nline 300 of the pasted text"))
        try tmux.type(" the end")
        try tmux.waitFor("line 300 of the pasted text the end")
        try tmux.send("Enter")
        #expect(tmux.exitStatus() == 0)
        #expect(sent() == lines.joined(separator: "\n") + " the end\n")
    }

    @Test func upWalksBackIntoTheLinesAboveALongMessage() throws {
        let tmux = try start("--once", columns: 60, rows: 10)
        try tmux.waitFor("Message stdout…")
        let lines = (1...30).map { "row \($0)" }
        try tmux.paste(lines.joined(separator: "\n"))
        try tmux.waitFor("row 30")
        for _ in 0..<27 { try tmux.send("Up") }
        try tmux.waitFor("row 3")
        try tmux.send("C-a")
        try tmux.type(">")
        try tmux.waitFor(">row 3")
        // The lines after the window are out of sight, and a note says how many.
        let screen = try tmux.waitFor("more lines below")
        let window = screen.split(separator: "\n").filter { $0.hasPrefix("row ") || $0.hasPrefix(">row") }
        let lastShown = try #require(window.last.flatMap { Int($0.split(separator: " ").last ?? "") })
        #expect(screen.contains("⋮ \(30 - lastShown) more lines below"))
        try tmux.send("Enter")
        #expect(tmux.exitStatus() == 0)
        var expected = lines
        expected[2] = ">row 3"
        #expect(sent() == expected.joined(separator: "\n") + "\n")
    }

    @Test func ctrlCKeepsADraftThatTheNextStartRestores() throws {
        let first = try start()
        try first.waitFor("Message stdout…")
        try first.type("half a")
        try first.send("M-Enter")
        try first.type("thought")
        try first.waitFor("thought")
        try first.send("C-c")
        #expect(first.exitStatus() == 130)
        #expect(home.read("state/quill/draft") == "half a\nthought")

        let second = try start("--once")
        let screen = try second.waitFor("› half a\nthought")
        #expect(!screen.contains("Message stdout…"))
        try second.type("!")
        try second.send("Enter")
        #expect(second.exitStatus() == 0)
        #expect(sent() == "half a\nthought!\n")
        // A sent message clears the draft.
        #expect(home.read("state/quill/draft") == nil)
    }

    @Test(arguments: ["TERM", "HUP"])
    func terminationSignalsKeepTheDraft(signal: String) throws {
        let pidFile = home.path + "/pid"
        let tmux = try TmuxSession(
            "sh -c 'echo $$ > \(pidFile); exec \(QuillBinary.path)'", environment: home.environment)
        try tmux.waitFor("Message stdout…")
        try tmux.type("keep me")
        try tmux.waitFor("keep me")
        let pid = try #require(home.read("pid").flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
        kill(pid, signal == "TERM" ? SIGTERM : SIGHUP)
        #expect(tmux.exitStatus() != nil)
        #expect(home.read("state/quill/draft") == "keep me")
    }

    @Test func historyRecallsAMultiLineMessageAfterARestart() throws {
        let first = try start("--once")
        try first.waitFor("Message stdout…")
        try first.type("old one")
        try first.send("M-Enter")
        try first.type("second row")
        try first.send("Enter")
        #expect(first.exitStatus() == 0)

        let second = try start("--once")
        try second.waitFor("Message stdout…")
        try second.send("Up")
        try second.waitFor("› old one\nsecond row")
        try second.send("Enter")
        #expect(second.exitStatus() == 0)
        #expect(sent() == "old one\nsecond row\n")
    }

    @Test func noHistoryKeepsNothing() throws {
        let first = try start("--once --no-history")
        try first.waitFor("Message stdout…")
        try first.type("secret plan")
        try first.send("Enter")
        #expect(first.exitStatus() == 0)
        #expect(home.read("state/quill/history") == nil)
    }

    @Test func counterShowsUsedOverLimitAndRefusesLongerMessages() throws {
        let tmux = try start("--once --char-limit 10")
        try tmux.waitFor("Message stdout…")
        try tmux.type("héllo👍🏽")
        let screen = try tmux.waitFor("6/10", colors: true)
        #expect(screen.contains("\u{1B}[2m6/10"))
        try tmux.type(" world")
        try tmux.waitFor("12/10")
        try tmux.send("Enter")
        try tmux.waitFor("12/10 too long")
        #expect(tmux.exitStatus(seconds: 0.5) == nil)
        try tmux.send("BSpace", "BSpace", "BSpace", "BSpace", "BSpace", "BSpace")
        try tmux.waitFor("6/10")
        try tmux.send("Enter")
        #expect(tmux.exitStatus() == 0)
        #expect(sent() == "héllo👍🏽\n")
    }

    @Test func ctrlXCtrlEEditsTheMessageInTheEditor() throws {
        let tmux = try start("--once", environment: ["EDITOR": "sed -i s/a/A/g"])
        try tmux.waitFor("Message stdout…")
        try tmux.type("banana")
        try tmux.send("C-x", "C-e")
        try tmux.waitFor("› bAnAnA")
        try tmux.send("Enter")
        #expect(tmux.exitStatus() == 0)
        #expect(sent() == "bAnAnA\n")
    }

    @Test func aFailingEditorLeavesTheMessageAsItWas() throws {
        let tmux = try start("--once", environment: ["EDITOR": "false"])
        try tmux.waitFor("Message stdout…")
        try tmux.type("banana")
        try tmux.send("C-x", "C-e")
        try tmux.type("!")
        try tmux.waitFor("banana!")
        try tmux.send("Enter")
        #expect(tmux.exitStatus() == 0)
        #expect(sent() == "banana!\n")
    }

    @Test func resizeRedrawsOnePromptAndTypingLandsInPlace() throws {
        let tmux = try start("--once", columns: 60, rows: 12)
        try tmux.waitFor("Message stdout…")
        let text = "a message long enough to wrap at thirty columns"
        try tmux.type(text)
        try tmux.waitFor("columns")
        try tmux.resize(columns: 30, rows: 12)
        try tmux.waitForScreen { $0.split(separator: "\n").first?.count == 30 }
        try tmux.type("!")
        let screen = try tmux.waitFor("columns!")
        #expect(screen.components(separatedBy: "›").count == 2)
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows[0] == "› a message long enough to wra")
        #expect(rows[1] == "p at thirty columns!")
        try tmux.send("Enter")
        #expect(tmux.exitStatus() == 0)
        #expect(sent() == text + "!\n")
    }

    @Test func resizeRecutsTheHint() throws {
        let tmux = try start("-p 'a hint that is rather long for a narrow window'", columns: 60, rows: 10)
        try tmux.waitFor("narrow window")
        try tmux.resize(columns: 20, rows: 10)
        let screen = try tmux.waitFor("› a hint that is r…")
        #expect(screen.components(separatedBy: "›").count == 2)
        #expect(!screen.contains("window"))
    }

    @Test func editrcBindingsTakeEffect() throws {
        try home.write("quill:bind ^T quill-newline\nother:bind ^T ed-delete-prev-char\n", to: ".editrc")
        let tmux = try start("--once")
        try tmux.waitFor("Message stdout…")
        try tmux.type("one")
        try tmux.send("C-t")
        try tmux.type("two")
        try tmux.send("Enter")
        #expect(tmux.exitStatus() == 0)
        #expect(sent() == "one\ntwo\n")
    }

    @Test func viModeEditsWithViKeys() throws {
        let tmux = try start("--once", environment: ["QUILL_EDITOR": "vi"])
        try tmux.waitFor("Message stdout…")
        try tmux.type("abc")
        try tmux.waitFor("› abc")
        try tmux.send("Escape")
        // Command mode puts the cursor on the last character.
        let deadline = Date().addingTimeInterval(10)
        while try tmux.cursor().x != 4 && Date() < deadline { usleep(20_000) }
        try tmux.type("0iX")
        try tmux.waitFor("› Xabc")
        try tmux.send("Enter")
        #expect(tmux.exitStatus() == 0)
        #expect(sent() == "Xabc\n")
    }

    @Test func ctrlZSuspendsAndFgResumes() throws {
        let tmux = try TmuxSession("bash --norc --noprofile -i", environment: home.environment.merging(["PS1": "$ "]) { $1 })
        try tmux.waitFor("$")
        try tmux.type("'\(QuillBinary.path)' --once > '\(out)'")
        try tmux.send("Enter")
        try tmux.waitFor("Message stdout…")
        try tmux.type("before")
        try tmux.waitFor("› before")
        try tmux.send("C-z")
        try tmux.waitFor("Stopped")
        try tmux.type("fg")
        try tmux.send("Enter")
        try tmux.waitForScreen { $0.components(separatedBy: "› before").count == 3 }
        try tmux.type(" after")
        try tmux.waitFor("› before after")
        try tmux.send("Enter")
        waitForSent("before after\n")
    }

    @Test func noColorKeepsTheHintDim() throws {
        let tmux = try start(
            "--prompt \"$(printf '\\033[31m>\\033[0m ')\" ",
            environment: ["NO_COLOR": "1", "QUILL_PLACEHOLDER_STYLE": "dim italic 196"])
        let screen = try tmux.waitFor("Message stdout…", colors: true)
        #expect(screen.contains("\u{1B}[2m\u{1B}[3mMessage stdout…") || screen.contains("\u{1B}[2;3mMessage"))
        #expect(!screen.contains("38;5;196"))
        #expect(!screen.contains("\u{1B}[31m"))
    }
}

/// The status line after each send, for a sink that takes the message and one that does not.
@Suite struct StatusLineTests {
    let home = TemporaryHome()

    @Test func statusLineSaysWhereTheMessageWentAndWhatFailed() throws {
        let receiver = try WebhookReceiver(script: ["200", "500"])
        defer { receiver.stop() }
        try home.write(
            """
            to = team
            [sink "team"]
            url = \(receiver.url)/hooks/secret-token
            retries = 0
            """, to: ".quillrc")
        let tmux = try TmuxSession("'\(QuillBinary.path)'", environment: home.environment)
        try tmux.waitFor("Message team…")
        try tmux.type("first")
        try tmux.send("Enter")
        try tmux.waitFor("✓ sent to team")
        try tmux.type("second")
        try tmux.send("Enter")
        let screen = try tmux.waitFor("✗ team: HTTP 500 — kept in outbox", colors: true)
        #expect(screen.contains("\u{1B}[2m✗ team: HTTP 500"))
        #expect(!screen.contains("secret-token"))
        // The status line sits above a fresh prompt, apart from the message being typed.
        let rows = try tmux.screen().split(separator: "\n")
        let statusRow = try #require(rows.firstIndex { $0.hasPrefix("✗ team") })
        #expect(rows[statusRow + 1].hasPrefix("› Message team…"))
        try tmux.send("C-d")
        #expect(tmux.exitStatus() == 75)
        let outbox = try runQuill(["outbox"], environment: home.environment)
        #expect(outbox.output.contains("team"))
    }

    @Test func aSlowDeliverySaysItIsSendingThenWhatHappened() throws {
        let receiver = try WebhookReceiver(script: ["200/delay=3"])
        defer { receiver.stop() }
        try home.write("to = team\n[sink \"team\"]\nurl = \(receiver.url)/hook\n", to: ".quillrc")
        let tmux = try TmuxSession("'\(QuillBinary.path)'", environment: home.environment)
        try tmux.waitFor("Message team…")
        try tmux.type("hello")
        try tmux.send("Enter")
        try tmux.waitFor("… sending to team")
        let screen = try tmux.waitFor("✓ sent to team")
        #expect(!screen.contains("sending"))
        try tmux.send("C-d")
        #expect(tmux.exitStatus() == 0)
    }
}
