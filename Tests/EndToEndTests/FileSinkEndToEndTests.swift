import Foundation
import Testing

/// The file sink with real processes writing at once, and failures that end in the outbox.
@Suite struct FileSinkEndToEndTests {
    let home = TemporaryHome()

    @Test func eightProcessesWritingThreeHundredRecordsEachLeaveIntactLines() throws {
        let file = home.path + "/shared/log.jsonl"
        // Records longer than a pipe buffer, so a torn write would show.
        let filler = String(repeating: "x", count: 5000)
        for writer in 1...8 {
            let lines = (1...300).map { "w\(writer) r\($0) \(filler)\n" }.joined()
            try home.write(lines, to: "input-\(writer).txt")
        }
        // Input from files, not pipes: no writer threads to schedule while the test waits. (No shell
        // either: children of the test runner start with SIGCHLD blocked, so a shell's `wait` hangs.)
        let processes = try (1...8).map { writer -> Process in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: QuillBinary.path)
            process.arguments = ["--lines", "--to", "file:" + file]
            process.environment = home.environment
            process.standardInput = try FileHandle(
                forReadingFrom: home.url.appendingPathComponent("input-\(writer).txt"))
            process.standardOutput = FileHandle.nullDevice
            return process
        }
        for process in processes { try process.run() }
        for process in processes { process.waitUntilExit() }
        #expect(processes.allSatisfy { $0.terminationStatus == 0 })
        let lines = try String(contentsOfFile: file, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.last == "")
        let records = lines.dropLast().compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: String]
        }
        #expect(records.count == 2400)
        let texts = Set(records.compactMap { $0["text"] })
        #expect(texts.count == 2400)
        #expect(texts.allSatisfy { $0.hasSuffix(filler) })
    }

    @Test func fullDiskEndsInTheOutboxWithExit75() throws {
        let result = try runQuill(["--to", "file:/dev/full"], input: "no room", environment: home.environment)
        #expect(result.status == 75)
        #expect(result.errors.contains("/dev/full: No space left on device"))
        let list = try runQuill(["outbox"], environment: home.environment).output
        #expect(list.contains("file:/dev/full"))
    }

    @Test func unwritablePathEndsInTheOutbox() throws {
        try home.write("", to: "blocker")
        let result = try runQuill(
            ["--to", "file:~/blocker/notes.txt"], input: "nowhere", environment: home.environment)
        #expect(result.status == 75)
        let list = try runQuill(["outbox"], environment: home.environment).output
        #expect(list.contains("Not a directory"))
    }

    @Test func commandSinkFailureEndsInTheOutbox() throws {
        let result = try runQuill(["--to", "exec:false"], input: "x", environment: home.environment)
        #expect(result.status == 75)
        #expect(result.errors.contains("exec:false: false: exit status 1"))
    }
}
