import Testing

@testable import QuillKit

@Test(arguments: [
    ("https://hooks.slack.com/services/T0/B0/XXXX", "https://hooks.slack.com/services/…"),
    ("ntfy+https://ntfy.sh/private-topic", "ntfy+https://ntfy.sh/…"),
    ("telegram://123456:ABC-DEF@-1001234", "telegram://…"),
    ("https://user:pass@example.com:8443/x", "https://…@example.com:8443/…"),
])
func sinkNamesAreTheirURLsRedacted(url: String, shown: String) throws {
    let sink = try #require(WebhookSink(url: url))
    #expect(sink.name == shown)
    #expect(sink.target == url)
}

@Test func commandSinkNameHidesItsArguments() throws {
    #expect(try #require(CommandSink(url: "exec:notify-send --token T")).name == "exec:notify-send …")
}

@Test func reasonsNamingASecretAreReplaced() {
    let url = "https://hooks.example.com/services/SECRETPATH?key=KEYVALUE"
    #expect(
        Redaction.scrub(
            "bad URL https://hooks.example.com/services/SECRETPATH", secrets: Redaction.secrets(in: url),
            fallback: "network error") == "network error")
    #expect(
        Redaction.scrub(
            "Could not resolve host: hooks.example.com", secrets: Redaction.secrets(in: url),
            fallback: "network error") == "Could not resolve host: hooks.example.com")
}
