import Foundation
import Testing

/// The built binary with stdin not a terminal (SPEC §2).
@Suite struct PipedTests {
    let home = TemporaryHome()

    @Test func wholeInputIsOneMessageWithOneNewlineStripped() throws {
        let result = try runQuill([], input: "first line\nsecond line\n\n", environment: home.environment)
        #expect(result.status == 0)
        #expect(result.output == "first line\nsecond line\n\n")
        #expect(result.errors == "")
    }

    @Test func linesPostsEachNonEmptyLine() throws {
        let result = try runQuill(["--lines"], input: "a\n\nb\r\n   \nc", environment: home.environment)
        #expect(result.status == 0)
        #expect(result.output == "a\nb\nc\n")
    }

    @Test func nullSeparatesInputAndOutputWithNUL() throws {
        let result = try runQuill(["-0"], input: "one\ntwo\0\0three\0", environment: home.environment)
        #expect(result.status == 0)
        #expect(result.output == "one\ntwo\0three\0")
    }

    @Test func jsonWritesOneObjectPerMessage() throws {
        let result = try runQuill(["--lines", "--json"], input: "héllo \"you\"\nbye\n", environment: home.environment)
        let objects = try result.output.split(separator: "\n").map {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: String]
        }
        #expect(objects.map { $0["text"] } == ["héllo \"you\"", "bye"])
        #expect(objects.allSatisfy { $0["id"]?.count == 36 && $0["time"]?.hasSuffix("Z") == true })
    }

    @Test func invalidUTF8PostsNothingAndNamesTheByte() throws {
        let log = home.path + "/log.txt"
        let result = try runQuill(
            ["--to", "file:" + log], input: Data([0x6F, 0x6B, 0x0A, 0x61, 0xC3, 0x28]), environment: home.environment)
        #expect(result.status == 65)
        #expect(result.errors == "quill: stdin: not valid UTF-8 at byte 4; nothing was sent\n")
        #expect(!FileManager.default.fileExists(atPath: log))
    }

    @Test func invalidUTF8LineStopsTheStreamThere() throws {
        let input = Data("ok\n".utf8) + Data([0x62, 0x61, 0x64, 0xFF, 0x0A]) + Data("later\n".utf8)
        let result = try runQuill(["--lines"], input: input, environment: home.environment)
        #expect(result.status == 65)
        #expect(result.output == "ok\n")
        #expect(
            result.errors
                == "quill: stdin: line 2 is not valid UTF-8 at byte 6; it and the rest of the input were not sent\n")
    }

    @Test(arguments: [[], ["--lines"], ["-0"]])
    func emptyInputPostsNothingWithANote(flags: [String]) throws {
        let result = try runQuill(flags, input: "", environment: home.environment)
        #expect(result.status == 0)
        #expect(result.output == "")
        #expect(result.errors == "quill: empty input, nothing sent\n")
    }

    @Test func blankInputIsNotPosted() throws {
        let result = try runQuill([], input: " \n\t\n", environment: home.environment)
        #expect(result.status == 0)
        #expect(result.output == "")
        #expect(result.errors == "quill: empty input, nothing sent\n")
    }

    @Test func failedDeliveryExitsSeventyFiveAndOtherSinksStillGetEveryLine() throws {
        let result = try runQuill(
            ["--lines", "--to", "file:/dev/full", "--to", "stdout"], input: "a\nb\n", environment: home.environment)
        #expect(result.status == 75)
        #expect(result.output == "a\nb\n")
        #expect(result.errors.components(separatedBy: "No space left on device").count == 3)
    }

    @Test(arguments: [[], ["--lines"]])
    func unreadableInputIsADataError(flags: [String]) throws {
        let command = "exec \"$0\" \"$@\" < /"
        let result = try runQuill(["-c", command, QuillBinary.path] + flags, environment: home.environment, executable: "/bin/sh")
        #expect(result.status == 65)
        #expect(result.errors == "quill: stdin: Is a directory; nothing was sent\n")
        #expect(result.output == "")
    }

    @Test func longLinesSpanningManyReadsArriveWhole() throws {
        let long = String(repeating: "x", count: 3_000_000)
        let result = try runQuill(["--lines"], input: "short\n" + long + "\nend\n", environment: home.environment)
        #expect(result.status == 0)
        #expect(result.output == "short\n" + long + "\nend\n")
    }

    @Test func linesAreDeliveredBeforeStdinCloses() throws {
        let log = home.path + "/stream.txt"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: QuillBinary.path)
        process.arguments = ["--lines", "--to", "file:" + log]
        process.environment = home.environment
        let stdin = Pipe()
        process.standardInput = stdin
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        stdin.fileHandleForWriting.write(Data("first\n".utf8))
        let deadline = Date().addingTimeInterval(30)
        while (try? String(contentsOfFile: log, encoding: .utf8)) != "first\n" && Date() < deadline {
            usleep(20_000)
        }
        #expect((try? String(contentsOfFile: log, encoding: .utf8)) == "first\n")
        #expect(process.isRunning)
        stdin.fileHandleForWriting.write(Data("second\n".utf8))
        try stdin.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(try String(contentsOfFile: log, encoding: .utf8) == "first\nsecond\n")
    }
}
