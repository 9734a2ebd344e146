import Testing

@testable import QuillKit

/// Settings from a config text, or the one-line error.
private func load(_ text: String, environment: [String: String] = [:]) -> Result<EffectiveSettings, ConfigError> {
    Result { () throws(ConfigError) -> EffectiveSettings in
        let document = try ConfigSyntax.parse(text, path: "rc", environment: environment)
        var effective = EffectiveSettings()
        try effective.apply(document, path: "rc", home: "/home/u")
        return effective
    }
}

private func settings(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> Settings? {
    switch load(text) {
    case .success(let effective): return effective.settings
    case .failure(let error):
        Issue.record("unexpected error: \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

private func error(_ text: String) -> String? {
    if case .failure(let error) = load(text) { return error.description }
    return nil
}

@Test func everyGeneralKeyIsStored() throws {
    let s = try #require(
        settings(
            """
            placeholder = 分享新鲜事…
            placeholder-style = "dim italic #ff8800"
            prompt = "> "
            submit = alt-enter
            editor = vi
            char-limit = 140
            history-size = 50
            to = stdout, file:/tmp/q.txt
            editrc = ~/my.editrc
            """))
    #expect(s.placeholder == "分享新鲜事…")
    #expect(s.placeholderStyle == TextStyle(dim: true, italic: true, color: .rgb(255, 136, 0)))
    #expect(s.prompt == "> ")
    #expect(s.submit == .altEnter)
    #expect(s.editor == .vi)
    #expect(s.charLimit == 140)
    #expect(s.historySize == 50)
    #expect(s.to == ["stdout", "file:/tmp/q.txt"])
    #expect(s.editrc == "/home/u/my.editrc")
}

@Test func everySinkKeyIsStored() throws {
    let s = try #require(
        settings(
            """
            [sink "hook"]
            url = https://example.com/hooks/abc
            timeout = 500ms
            retries = 0
            template = {"msg": "{{text}}", "id": "{{id}}", "at": "{{time}}"}
            header = Authorization: Bearer x
            header = X-Two: 2
            format = jsonl
            fsync = yes
            insecure = true
            title = Quill
            priority = high
            tags = a,  b
            """))
    let sink = try #require(s.sink(named: "hook"))
    #expect(sink.url == "https://example.com/hooks/abc")
    #expect(sink.timeoutMilliseconds == 500)
    #expect(sink.retries == 0)
    #expect(sink.template == #"{"msg": "{{text}}", "id": "{{id}}", "at": "{{time}}"}"#)
    #expect(sink.headers == ["Authorization: Bearer x", "X-Two: 2"])
    #expect(sink.format == "jsonl")
    #expect(sink.fsync && sink.insecure)
    #expect(sink.title == "Quill")
    #expect(sink.priority == "high")
    #expect(sink.tags == "a,b")
}

@Test func charLimitZeroMeansNone() {
    #expect(settings("char-limit = 0")?.charLimit == nil)
}

@Test func laterLinesReplaceEarlierOnes() {
    #expect(settings("prompt = a\nprompt = b")?.prompt == "b")
}

@Test(arguments: [("5s", 5000), ("500ms", 500), ("2m", 120_000), ("1ms", 1)])
func durationsAreRead(text: String, milliseconds: Int) {
    #expect(settings("[sink \"s\"]\nurl = -\ntimeout = \(text)")?.sink(named: "s")?.timeoutMilliseconds == milliseconds)
}

@Test(arguments: [
    ("placehoder = x", "rc:1:1: unknown key 'placehoder'; did you mean 'placeholder'?"),
    ("  promt = x", "rc:1:3: unknown key 'promt'; did you mean 'prompt'?"),
    ("colour = x", "rc:1:1: unknown key 'colour'"),
    ("url = https://example.com/x", "rc:1:1: 'url' belongs in a [sink \"name\"] section"),
    ("[sink \"a\"]\nurl = -\nprompt = x", "rc:3:1: 'prompt' is not a sink key; put it above the first [sink] section"),
    ("[sink \"a\"]\nurl = -\ntimout = 5s", "rc:3:1: unknown key 'timout'; did you mean 'timeout'?"),
    ("placeholder-style = dimm", "rc:1:21: unknown style 'dimm'; did you mean 'dim'?"),
    (
        "placeholder-style = dim sparkly",
        "rc:1:25: unknown style 'sparkly'; expected dim, italic, bold, underline, gray, 0-255 or #RRGGBB"
    ),
    (
        "placeholder-style = 300",
        "rc:1:21: unknown style '300'; expected dim, italic, bold, underline, gray, 0-255 or #RRGGBB"
    ),
    ("submit = entr", "rc:1:10: unknown submit key 'entr'; did you mean 'enter'?"),
    ("submit = space", "rc:1:10: unknown submit key 'space'; expected 'enter' or 'alt-enter'"),
    ("editor = vim", "rc:1:10: unknown editor 'vim'; did you mean 'vi'?"),
    ("char-limit = lots", "rc:1:14: expected a whole number from 0 up to 1000000, got 'lots'"),
    ("char-limit = -1", "rc:1:14: expected a whole number from 0 up to 1000000, got '-1'"),
    ("history-size = 1.5", "rc:1:16: expected a whole number from 0 up to 1000000, got '1.5'"),
    ("to = a,,b", "rc:1:8: empty item in the list 'a,,b'"),
    (
        "to = stdout, ftp://example.com/secret",
        "rc:1:14: unknown URL scheme 'ftp'; expected https://, http:// or a preset like slack+https://"
    ),
    ("to = stdout, tem\n[sink \"team\"]\nurl = -", "rc:1:14: unknown sink 'tem'; did you mean 'team'?"),
    ("to = nowhere", "rc:1:6: unknown sink 'nowhere'; declare it with [sink \"nowhere\"] or give a URL"),
    ("editrc =", "rc:1:9: editrc needs a path"),
    ("[sink \"a\"]\ntimeout = 5s", "rc:1:1: sink 'a' has no url"),
    (
        "[sink \"a\"]\nurl = gopher",
        "rc:2:7: unknown sink URL 'gopher'; expected stdout, file:PATH, https://…, exec:COMMAND or a preset like slack+https://…"
    ),
    (
        "[sink \"a\"]\nurl = slak+https://hooks.slack.com/services/T/B/X",
        "rc:2:7: unknown preset 'slak'; did you mean 'slack'?"
    ),
    ("[sink \"a\"]\nurl = https:///path/token", "rc:2:7: 'https:///path/…' has no host"),
    ("[sink \"a\"]\nurl = file:", "rc:2:7: 'file:' needs a path, as in file:~/notes/quill.jsonl"),
    ("[sink \"a\"]\nurl = exec:", "rc:2:7: 'exec:' needs a command, as in exec:notify-send"),
    ("[sink \"a\"]\nurl = telegram://token", "rc:2:7: expected telegram://TOKEN@CHAT_ID"),
    ("[sink \"a\"]\nurl = ntfy+https://ntfy.sh/", "rc:2:7: expected ntfy+https://HOST/TOPIC"),
    ("[sink \"a\"]\nurl = -\ntimeout = 5", "rc:3:11: expected a duration like 5s or 500ms (at most 1 hour), got '5'"),
    ("[sink \"a\"]\nurl = -\ntimeout = 2h", "rc:3:11: expected a duration like 5s or 500ms (at most 1 hour), got '2h'"),
    ("[sink \"a\"]\nurl = -\nretries = 11", "rc:3:11: expected a whole number from 0 up to 10, got '11'"),
    (
        "[sink \"a\"]\nurl = -\ntemplate = {\"t\": \"{{txt}}\"}",
        "rc:3:19: unknown field '{{txt}}' in the template; did you mean '{{text}}'?"
    ),
    ("[sink \"a\"]\nurl = -\ntemplate = {{text}", "rc:3:12: missing '}}' in the template"),
    ("[sink \"a\"]\nurl = -\nheader = Bearer secret", "rc:3:10: expected a header as 'Name: value'"),
    ("[sink \"a\"]\nurl = -\nformat = json", "rc:3:10: unknown format 'json'; did you mean 'jsonl'?"),
    ("[sink \"a\"]\nurl = -\nfsync = maybe", "rc:3:9: expected true or false, got 'maybe'"),
    ("[sink \"a\"]\nurl = -\ninsecure = 2", "rc:3:12: expected true or false, got '2'"),
    (
        "[sink \"a\"]\nurl = -\npriority = 9",
        "rc:3:12: unknown priority '9'; expected '1' or '2' or '3' or '4' or '5' or 'min' or 'low' or 'default' or 'high' or 'max' or 'urgent'"
    ),
    ("[sink \"a\"]\nurl = -\ntags = a, ", "rc:3:10: empty item in the list 'a,'"),
])
func badValuesAreReportedWithTheirPosition(text: String, expected: String) {
    #expect(error(text) == expected)
}

@Test func errorsNeverShowASecretURL() {
    let message = error("[sink \"a\"]\nurl = gopher+https://hooks.slack.com/services/T/B/SECRET") ?? ""
    #expect(message.contains("unknown preset 'gopher'"))
    #expect(!message.contains("SECRET"))
}

@Test func sinksKeepFileOrder() {
    #expect(settings("[sink \"b\"]\nurl = -\n[sink \"a\"]\nurl = stdout")?.sinks.map(\.name) == ["b", "a"])
}
