import Foundation
import Testing

/// `doc/quill.1` as `man -l` renders it, against the binary's own help.
@Suite struct ManPageTests {
    let home = TemporaryHome()

    static let page: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return root.appendingPathComponent("doc/quill.1").path
    }()

    func rendered() throws -> RunResult {
        var environment = home.environment
        environment["MANWIDTH"] = "80"
        environment["MANPAGER"] = "cat"
        environment["MAN_KEEP_FORMATTING"] = ""
        return try runQuill(["-l", Self.page], environment: environment, executable: "/usr/bin/man")
    }

    @Test func manRendersThePageWithoutWarnings() throws {
        let result = try rendered()
        #expect(result.status == 0)
        #expect(result.errors == "")
        for heading in [
            "NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "CONFIGURATION", "ENVIRONMENT", "FILES", "EXIT STATUS",
        ] {
            #expect(result.output.contains("\n" + heading + "\n"), "\(heading)")
        }
    }

    @Test func everyOptionInHelpIsDocumented() throws {
        let help = try runQuill(["--help"], environment: home.environment).output
        let options = help.split(separator: "\n").filter { $0.hasPrefix("  -") }.flatMap {
            $0.split(separator: " ").filter { $0.hasPrefix("-") }.map { String($0.trimmingCharacters(in: [","])) }
        }
        #expect(options.count >= 14)
        let page = try rendered().output
        for option in options {
            #expect(page.contains(option), "\(option)")
        }
    }

    @Test(arguments: ["0", "2", "65", "75", "78", "130"])
    func everyExitStatusIsDocumented(status: String) throws {
        let page = try rendered().output
        let section = page.components(separatedBy: "EXIT STATUS\n").last ?? ""
        #expect(section.split(separator: "\n").contains { $0.hasPrefix("       \(status) ") }, "\(status)")
    }
}
