import Testing

@testable import QuillKit

/// Parses `text` as `/home/u/.quillrc` and returns the entries as `key=value` strings.
private func values(
    _ text: String, environment: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation
) -> [String] {
    do {
        return try ConfigSyntax.parse(text, path: "/home/u/.quillrc", environment: environment).entries.map {
            "\($0.key)=\($0.value)"
        }
    } catch {
        Issue.record("unexpected error: \(error)", sourceLocation: sourceLocation)
        return []
    }
}

/// The one-line error for `text`, or nil.
private func failure(_ text: String, environment: [String: String] = [:]) -> String? {
    do {
        _ = try ConfigSyntax.parse(text, path: "/home/u/.quillrc", environment: environment)
        return nil
    } catch {
        return error.description
    }
}

@Test func commentsAndBlankLinesAreSkipped() {
    #expect(values("# one\n; two\n\n   # indented\nprompt = >\n") == ["prompt=>"])
}

@Test(arguments: [
    ("placeholder = 分享新鲜事…", "分享新鲜事…"),
    ("placeholder =   padded   ", "padded"),
    ("placeholder = hello # a comment", "hello"),
    ("placeholder = hello\t; a comment", "hello"),
    ("placeholder = C#sharp;x", "C#sharp;x"),
    ("placeholder-style = #ff8800", "#ff8800"),
    ("placeholder = say \"hi\"", "say \"hi\""),
    ("placeholder =", ""),
    ("placeholder=tight", "tight"),
    ("placeholder = a\\nb", "a\\nb"),
])
func rawValuesAreTrimmedAndTakenAsWritten(line: String, expected: String) {
    #expect(
        values(line).first?.split(separator: "=", maxSplits: 1).dropFirst().first.map(String.init) ?? "" == expected)
}

@Test(arguments: [
    (#"prompt = "› ""#, "› "),
    (#"prompt = "a \"quoted\" word""#, "a \"quoted\" word"),
    (#"prompt = "back\\slash""#, "back\\slash"),
    (#"placeholder = "two\nlines""#, "two\nlines"),
    (#"placeholder = "tab\there""#, "tab\there"),
    (#"placeholder = "keeps # and ;" # but this is a comment"#, "keeps # and ;"),
    (#"placeholder = """#, ""),
])
func quotedValuesUnescape(line: String, expected: String) {
    #expect(values(line) == [line.prefix { $0 != " " } + "=" + expected])
}

@Test func environmentVariablesAreInterpolated() {
    let environment = ["SLACK_WEBHOOK": "T0/B0/XYZ", "EMPTY": ""]
    #expect(values("to = ${SLACK_WEBHOOK}", environment: environment) == ["to=T0/B0/XYZ"])
    #expect(values(#"prompt = "${SLACK_WEBHOOK} > ""#, environment: environment) == ["prompt=T0/B0/XYZ > "])
    #expect(values("prompt = [${EMPTY}]", environment: environment) == ["prompt=[]"])
    #expect(values("prompt = cost $$5 and $5", environment: environment) == ["prompt=cost $5 and $5"])
    #expect(
        values("prompt = ${SLACK_WEBHOOK}$${SLACK_WEBHOOK}", environment: environment) == [
            "prompt=T0/B0/XYZ${SLACK_WEBHOOK}"
        ])
}

@Test func sectionsGroupTheirKeys() throws {
    let document = try ConfigSyntax.parse(
        "to = team\n[sink \"team\"]\nurl = https://example.com/x\n[ sink \"my \\\"log\\\"\" ] # comment\nurl = file:/tmp/x\n",
        path: "p", environment: [:])
    #expect(document.sections.map(\.name) == ["team", "my \"log\""])
    #expect(document.entries.map(\.section) == [nil, "team", "my \"log\""])
    #expect(document.sections.map(\.line) == [2, 4])
}

@Test func positionsCountLinesAndCharacters() throws {
    let document = try ConfigSyntax.parse("\n  prompt =  \"x\"\n", path: "p", environment: [:])
    let entry = try #require(document.entries.first)
    #expect((entry.line, entry.column, entry.valueColumn) == (2, 3, 13))
}

@Test func aByteOrderMarkIsSkipped() {
    #expect(values("\u{FEFF}prompt = a") == ["prompt=a"])
}

@Test func windowsLineEndingsAreAccepted() {
    #expect(values("prompt = a\r\nplaceholder = \"b\"\r\n") == ["prompt=a", "placeholder=b"])
}

@Test(arguments: [
    ("prompt = ${MISSING}", "/home/u/.quillrc:1:10: environment variable 'MISSING' is not set"),
    ("prompt = \"a ${MISSING}\"", "/home/u/.quillrc:1:13: environment variable 'MISSING' is not set"),
    ("prompt = ${OPEN", "/home/u/.quillrc:1:10: missing '}' after '${'"),
    ("prompt = ${1X}", "/home/u/.quillrc:1:10: '${1X}' is not a variable name"),
    ("prompt = \"open", "/home/u/.quillrc:1:10: missing closing quote"),
    ("prompt = \"a\" b", "/home/u/.quillrc:1:14: unexpected text after the closing quote"),
    ("prompt = \"a\\qb\"", "/home/u/.quillrc:1:12: unknown escape '\\q'; use \\\", \\\\, \\n or \\t"),
    ("\n\nprompt", "/home/u/.quillrc:3:7: expected '=' after 'prompt'"),
    ("= value", "/home/u/.quillrc:1:1: expected 'key = value'"),
    ("  9lives = x", "/home/u/.quillrc:1:3: expected 'key = value'"),
    ("[sinks \"a\"]", "/home/u/.quillrc:1:2: unknown section 'sinks'; did you mean 'sink'?"),
    ("[remote \"a\"]", "/home/u/.quillrc:1:2: unknown section 'remote'"),
    ("[sink]", "/home/u/.quillrc:1:6: expected a quoted sink name: [sink \"name\"]"),
    ("[sink \"\"]", "/home/u/.quillrc:1:7: a sink name cannot be empty"),
    ("[sink \"a\"", "/home/u/.quillrc:1:10: expected ']'"),
    ("[sink \"a:b\"]", "/home/u/.quillrc:1:7: a sink name cannot contain ':' or ',' or be '-'"),
    ("[sink \"a,b\"]", "/home/u/.quillrc:1:7: a sink name cannot contain ':' or ',' or be '-'"),
    ("[sink \"a\"] x", "/home/u/.quillrc:1:12: unexpected text after ']'"),
    ("[sink \"a\"]\nurl = -\n[sink \"a\"]", "/home/u/.quillrc:3:1: sink 'a' is declared twice (first on line 1)"),
])
func syntaxErrorsSayWhereAndWhat(text: String, expected: String) {
    #expect(failure(text, environment: [:]) == expected)
}
