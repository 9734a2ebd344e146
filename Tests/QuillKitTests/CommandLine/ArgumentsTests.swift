import Testing

@testable import QuillKit

private func parse(_ words: [String], sourceLocation: SourceLocation = #_sourceLocation) -> Arguments? {
    do {
        return try Arguments.parse(words)
    } catch {
        Issue.record("unexpected usage error: \(error.message)", sourceLocation: sourceLocation)
        return nil
    }
}

private func usageError(_ words: [String]) -> String? {
    do {
        _ = try Arguments.parse(words)
        return nil
    } catch {
        return error.message
    }
}

@Test func everyFlagIsRead() throws {
    let a = try #require(
        parse([
            "--to", "team", "--to=log", "--once", "--lines", "--json", "-p", "hint", "--prompt", "> ", "--value",
            "draft",
            "--char-limit", "140", "--submit", "alt-enter", "--config", "/rc", "--no-history",
        ]))
    #expect(a.to == ["team", "log"])
    #expect(a.once && a.lines && a.json && a.noHistory)
    #expect(a.placeholder == "hint" && a.prompt == "> " && a.value == "draft")
    #expect(a.charLimit == 140 && a.submit == .altEnter && a.configPath == "/rc")
    #expect(a.command == .compose)
}

@Test func nullHasAShortForm() {
    #expect(parse(["-0"])?.null == true)
    #expect(parse(["--null"])?.null == true)
}

@Test func valuesMayLookLikeOptions() {
    #expect(parse(["--prompt", "-> "])?.prompt == "-> ")
    #expect(parse(["--placeholder=a=b"])?.placeholder == "a=b")
}

@Test(arguments: [
    (["config"], Arguments.Command.config(.show)),
    (["config", "path"], .config(.path)),
    (["config", "check", "--config", "/x"], .config(.check)),
    (["--config", "/x", "config", "show"], .config(.show)),
    (["completions", "zsh"], .completions(.zsh)),
    (["outbox"], .outbox([])),
    (["outbox", "drop", "ID", "--json"], .outbox(["drop", "ID", "--json"])),
])
func subcommandsAreRecognised(words: [String], command: Arguments.Command) {
    #expect(parse(words)?.command == command)
}

@Test func helpIsFoundAnywhere() {
    #expect(parse(["-h"])?.help == true)
    #expect(parse(["--to", "x", "--bogus", "--help"])?.help == true)
    #expect(parse(["config", "--help"]).map { ($0.help, $0.command) } ?? (false, .compose) == (true, .config(.show)))
    #expect(
        parse(["help", "completions"]).map { ($0.help, $0.command) } ?? (false, .compose) == (true, .completions(nil)))
    #expect(usageError(["--", "--help"]) == "Unexpected argument '--help'")
}

@Test func versionIsRead() {
    #expect(parse(["--version"])?.version == true)
}

@Test(arguments: [
    (["--bogus"], "Unknown option '--bogus'"),
    (["--tp", "x"], "Unknown option '--tp'. Did you mean '--to'?"),
    (["--placehodler", "x"], "Unknown option '--placehodler'. Did you mean '--placeholder'?"),
    (["--line"], "Unknown option '--line'. Did you mean '--lines'?"),
    (["-x"], "Unknown option '-x'"),
    (["--to"], "Missing value for '--to <sink>'"),
    (
        ["--char-limit", "many"],
        "The value 'many' is invalid for '--char-limit <n>': expected a whole number from 0 to 1000000"
    ),
    (["--submit", "entr"], "The value 'entr' is invalid for '--submit <key>'. Did you mean 'enter'?"),
    (["--once=yes"], "The option '--once' takes no value"),
    (["--lines", "-0"], "'--lines' cannot be used with '--null'"),
    (["--json", "--null"], "'--json' cannot be used with '--null'"),
    (["hello"], "Unexpected argument 'hello'"),
    (["confg"], "Unexpected argument 'confg'. Did you mean 'config'?"),
    (["--", "config"], "Unexpected argument 'config'"),
    (["config", "shwo"], "Unexpected argument 'shwo'. Did you mean 'show'?"),
    (["config", "show", "more"], "Unexpected argument 'more'"),
    (["config", "--once"], "Unknown option '--once'"),
    (["completions", "bash", "--to", "x"], "Unknown option '--to'"),
    (["completions"], "Missing expected argument '<shell>'"),
    (["completions", "bsh"], "The value 'bsh' is invalid for '<shell>'. Did you mean 'bash'?"),
    (["help", "outbx"], "Unexpected argument 'outbx'. Did you mean 'outbox'?"),
])
func mistakesAreUsageErrors(words: [String], message: String) {
    #expect(usageError(words) == message)
}

@Test(
    arguments: [
        ("--tp", ["--to", "--once"], "--to"),
        ("placehoder", ["placeholder", "prompt"], "placeholder"),
        ("promt", ["placeholder", "prompt"], "prompt"),
        ("--plac", ["--placeholder", "--prompt"], "--placeholder"),
        ("--bogus", ["--to", "--once", "--json"], nil),
        ("x", ["vi", "emacs"], nil),
    ] as [(String, [String], String?)])
func suggestionsAreNearMissesOnly(typed: String, candidates: [String], expected: String?) {
    #expect(Suggestion.closest(to: typed, in: candidates) == expected)
}

@Test func swappedLettersCountAsOneEdit() {
    #expect(Suggestion.editDistance(Array("form".unicodeScalars), Array("from".unicodeScalars)) == 1)
    #expect(Suggestion.editDistance(Array("kitten".unicodeScalars), Array("sitting".unicodeScalars)) == 3)
}
