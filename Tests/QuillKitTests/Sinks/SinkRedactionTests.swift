import Testing
@testable import QuillKit

@Test(arguments: [
    ("https://hooks.slack.com/services/T0/B0/XXXX", "https://hooks.slack.com/…"),
    ("slack+https://hooks.slack.com/services/T0/B0/XXXX", "slack+https://hooks.slack.com/…"),
    ("https://example.com/?token=abc", "https://example.com/…"),
    ("https://user:pass@example.com:8443/x", "https://…@example.com:8443/…"),
    ("telegram://123456:ABC-DEF@-1001234", "telegram://…@-1001234"),
    ("http://127.0.0.1:8080", "http://127.0.0.1:8080"),
    ("http://127.0.0.1:8080/", "http://127.0.0.1:8080/"),
    ("exec:notify-send --token T", "exec:notify-send …"),
    ("exec:true", "exec:true"),
    ("file:~/notes.jsonl", "file:~/notes.jsonl"),
    ("team", "team"),
])
func targetsShowSchemeAndHostOnly(target: String, shown: String) {
    #expect(Redaction.target(target) == shown)
}

@Test func reasonsNamingASecretAreReplaced() {
    let url = "https://hooks.example.com/services/SECRETPATH?key=KEYVALUE"
    #expect(Redaction.scrub("bad URL https://hooks.example.com/services/SECRETPATH", secrets: Redaction.secrets(in: url),
                            fallback: "network error") == "network error")
    #expect(Redaction.scrub("Could not resolve host: hooks.example.com", secrets: Redaction.secrets(in: url),
                            fallback: "network error") == "Could not resolve host: hooks.example.com")
}
