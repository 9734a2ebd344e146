import Testing

@testable import QuillKit

private let file = """
    prompt = from-file
    char-limit = 100
    to = team
    [sink "team"]
    url = -
    [sink "log"]
    url = file:/tmp/x
    """

private func effective(environment: [String: String], flags: [String]) throws -> EffectiveSettings {
    var effective = EffectiveSettings()
    try effective.apply(ConfigSyntax.parse(file, path: "/rc", environment: [:]), path: "/rc", home: "/h")
    try effective.applyEnvironment(environment, home: "/h")
    effective.applyFlags(try Arguments.parse(flags))
    return effective
}

@Test func fileBeatsDefaults() throws {
    let e = try effective(environment: [:], flags: [])
    #expect(e.settings.prompt == "from-file")
    #expect(e.origin(of: "prompt") == .file(path: "/rc", line: 1))
    #expect(e.settings.placeholder == Settings.default.placeholder)
    #expect(e.origin(of: "placeholder") == .default)
}

@Test func environmentBeatsFile() throws {
    let e = try effective(
        environment: ["QUILL_PROMPT": "from-env", "QUILL_CHAR_LIMIT": "5", "QUILL_TO": "log, stdout"], flags: [])
    #expect(e.settings.prompt == "from-env")
    #expect(e.origin(of: "prompt") == .environment("QUILL_PROMPT"))
    #expect(e.settings.charLimit == 5)
    #expect(e.settings.to == ["log", "stdout"])
}

@Test func flagsBeatEnvironment() throws {
    let e = try effective(
        environment: ["QUILL_PROMPT": "from-env", "QUILL_TO": "log", "QUILL_SUBMIT": "enter"],
        flags: ["--prompt", "from-flag", "--to", "team", "--char-limit", "0", "--submit", "alt-enter", "--no-history"])
    #expect(e.settings.prompt == "from-flag")
    #expect(e.origin(of: "prompt") == .flag("--prompt"))
    #expect(e.settings.to == ["team"])
    #expect(e.settings.charLimit == nil)
    #expect(e.origin(of: "char-limit") == .flag("--char-limit"))
    #expect(e.settings.submit == .altEnter)
    #expect(e.settings.historySize == 0)
    #expect(e.origin(of: "history-size") == .flag("--no-history"))
}

@Test func emptyEnvironmentVariablesAreIgnored() throws {
    let e = try effective(environment: ["QUILL_PROMPT": ""], flags: [])
    #expect(e.settings.prompt == "from-file")
}

@Test(arguments: ConfigKeys.general)
func everyGeneralKeyHasAnEnvironmentVariable(key: String) {
    let name = ConfigKeys.environmentName(for: key)
    #expect(name.hasPrefix("QUILL_") && !name.contains("-"))
    var e = EffectiveSettings()
    let value =
        [
            "placeholder-style": "italic", "submit": "alt-enter", "editor": "vi", "char-limit": "7",
            "history-size": "7", "to": "stdout",
        ][key] ?? "/x"
    #expect(throws: Never.self) { try e.applyEnvironment([name: value], home: "/h") }
    #expect(e.origin(of: key) == .environment(name))
}

@Test(arguments: [
    ("QUILL_CHAR_LIMIT", "many", "QUILL_CHAR_LIMIT: expected a whole number from 0 up to 1000000, got 'many'"),
    ("QUILL_SUBMIT", "entr", "QUILL_SUBMIT: unknown submit key 'entr'; did you mean 'enter'?"),
    ("QUILL_TO", "tema", "QUILL_TO: unknown sink 'tema'; did you mean 'team'?"),
    ("QUILL_PLACEHOLDER_STYLE", "itallic", "QUILL_PLACEHOLDER_STYLE: unknown style 'itallic'; did you mean 'italic'?"),
])
func badEnvironmentValuesNameTheVariable(name: String, value: String, expected: String) throws {
    var e = EffectiveSettings()
    try e.apply(ConfigSyntax.parse(file, path: "/rc", environment: [:]), path: "/rc", home: "/h")
    #expect(throws: ConfigError(.environment(name), String(expected.dropFirst(name.count + 2)))) {
        try e.applyEnvironment([name: value], home: "/h")
    }
}

@Test func unknownFlagTargetIsFoundWithASuggestion() throws {
    let e = try effective(environment: [:], flags: [])
    #expect(e.unknownTarget(in: ["team", "stdout", "https://x.example/y", "lgo"])?.0 == "lgo")
    #expect(e.unknownSinkMessage("lgo") == "unknown sink 'lgo'; did you mean 'log'?")
}

@Test func secretsAreDetectedForThePermissionWarning() throws {
    func holds(_ text: String) throws -> Bool {
        var e = EffectiveSettings()
        try e.apply(ConfigSyntax.parse(text, path: "rc", environment: [:]), path: "rc", home: "/h")
        return e.holdsSecret
    }
    #expect(try holds("[sink \"a\"]\nurl = https://hooks.slack.com/services/T/B/X"))
    #expect(try holds("[sink \"a\"]\nurl = https://example.com\nheader = Authorization: Bearer x"))
    #expect(try holds("to = https://example.com/?token=1"))
    #expect(try !holds("[sink \"a\"]\nurl = https://example.com/\n[sink \"b\"]\nurl = file:~/x.jsonl"))
    #expect(try !holds("to = stdout\nprompt = secret?"))
}
