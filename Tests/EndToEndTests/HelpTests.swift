import Foundation
import Testing

/// Help, version and usage errors from the built binary.
@Suite struct HelpTests {
    let home = TemporaryHome()

    @Test(arguments: [["--help"], ["-h"], ["help"]])
    func helpGoesToStdoutWithStatusZero(words: [String]) throws {
        let result = try runQuill(words, environment: home.environment)
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("OVERVIEW: "))
        #expect(result.output.contains("\nUSAGE: quill "))
        #expect(result.output.contains("\n  -h, --help              Show help information.\n"))
        #expect(result.output.contains("\nEXIT STATUS:\n  0 "))
        #expect(result.errors == "")
    }

    @Test func versionIsPrinted() throws {
        let result = try runQuill(["--version"], environment: home.environment)
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("quill "))
    }

    @Test func unknownOptionIsAUsageErrorOnStderr() throws {
        let result = try runQuill(["--bogus"], input: "never", environment: home.environment)
        #expect(result.status == 2)
        #expect(result.output == "")
        let lines = result.errors.split(separator: "\n")
        #expect(lines.first == "Error: Unknown option '--bogus'")
        #expect(lines.dropFirst().first?.hasPrefix("Usage: quill [--to <sink> ...]") == true)
        #expect(lines.last == "  See 'quill --help' for more information.")
    }

    @Test func nearMissSuggestsTheOption() throws {
        let result = try runQuill(["--tp", "team"], environment: home.environment)
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("Error: Unknown option '--tp'. Did you mean '--to'?\n"))
    }

    @Test func subcommandHelpIsItsOwn() throws {
        let result = try runQuill(["help", "config"], environment: home.environment)
        #expect(result.status == 0)
        #expect(
            result.output.contains("USAGE: quill config [path | show | check] [--config <path>] [<setting flags>]\n"))
    }
}
