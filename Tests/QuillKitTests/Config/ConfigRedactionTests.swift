import Testing

@testable import QuillKit

@Test(arguments: [
    ("https://hooks.slack.com/services/T0/B0/XYZ", "https://hooks.slack.com/services/…"),
    ("slack+https://hooks.slack.com/services/T0/B0/XYZ", "slack+https://hooks.slack.com/services/…"),
    ("discord+https://discord.com/api/webhooks/1/tok", "discord+https://discord.com/api/…"),
    ("ntfy+https://ntfy.sh/my-topic", "ntfy+https://ntfy.sh/…"),
    ("https://example.com/hook?token=abc", "https://example.com/…"),
    ("https://user:pass@example.com:8443/x/y", "https://…@example.com:8443/x/…"),
    ("http://127.0.0.1:8080", "http://127.0.0.1:8080"),
    ("http://127.0.0.1:8080/", "http://127.0.0.1:8080/"),
    ("telegram://123:ABC@456", "telegram://…"),
    ("exec:notify-send Quill --token abc", "exec:notify-send …"),
    ("exec:logger", "exec:logger"),
    ("file:~/notes/quill.jsonl", "file:~/notes/quill.jsonl"),
    ("stdout", "stdout"),
    ("-", "-"),
    ("team", "team"),
])
func urlsKeepSchemeAndHostOnly(url: String, redacted: String) {
    #expect(Redaction.url(url) == redacted)
}

@Test func headersKeepTheirNameOnly() {
    #expect(Redaction.header("Authorization: Bearer s3cret") == "Authorization: …")
    #expect(Redaction.header("garbage") == "…")
}
