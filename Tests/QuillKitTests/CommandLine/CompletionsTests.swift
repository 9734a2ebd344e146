import Testing

@testable import QuillKit

@Test(arguments: Arguments.Shell.allCases)
func scriptsOfferEveryOptionAndTheSinkNames(shell: Arguments.Shell) {
    let script = Completions.script(for: shell, sinkNames: ["team", "log", "bad name", "x;rm"])
    for option in OptionSpec.main {
        let name = shell == .fish ? "-l " + option.long.dropFirst(2) : option.long
        #expect(script.contains(name), "\(option.long)")
    }
    for word in ["config", "completions", "outbox", "team", "log", "stdout"] {
        #expect(script.contains(word), "\(word)")
    }
    #expect(!script.contains("bad name"))
    #expect(!script.contains("x;rm"))
}
