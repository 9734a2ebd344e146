import Testing

@testable import QuillKit

private let message = Message(
    id: "5b1c0d6e-0000-4000-8000-000000000001", seconds: 1_796_022_000, nanoseconds: 123_000_000, text: "hi \"there\"")

private func requests(_ url: String, _ configure: (inout SinkSettings) -> Void = { _ in }, text: String? = nil)
    -> [WebhookRequest]
{
    var settings = SinkSettings(name: "s", url: url)
    configure(&settings)
    var sent = message
    if let text { sent.text = text }
    return WebhookRequest.requests(
        for: sent, to: WebhookEndpoint.parse(url, telegramAPI: "http://127.0.0.1:1")!, settings: settings)
}

@Test(arguments: [
    ("https://example.com/hook", "https://example.com/hook", #"{"text":"hi \"there\""}"#),
    (
        "slack+https://hooks.slack.com/services/T/B/X", "https://hooks.slack.com/services/T/B/X",
        #"{"text":"hi \"there\""}"#
    ),
    ("mattermost+http://127.0.0.1:8065/hooks/abc", "http://127.0.0.1:8065/hooks/abc", #"{"text":"hi \"there\""}"#),
    (
        "googlechat+https://chat.googleapis.com/v1/spaces/S/messages?key=K&token=T",
        "https://chat.googleapis.com/v1/spaces/S/messages?key=K&token=T", #"{"text":"hi \"there\""}"#
    ),
    (
        "discord+https://discord.com/api/webhooks/1/T", "https://discord.com/api/webhooks/1/T?wait=true",
        #"{"content":"hi \"there\""}"#
    ),
    (
        "discord+https://discord.com/api/webhooks/1/T?thread_id=9",
        "https://discord.com/api/webhooks/1/T?thread_id=9&wait=true",
        #"{"content":"hi \"there\""}"#
    ),
    (
        "telegram://123:ABC@-10042", "http://127.0.0.1:1/bot123:ABC/sendMessage",
        #"{"chat_id":"-10042","text":"hi \"there\""}"#
    ),
    ("ntfy+https://ntfy.sh/alerts", "https://ntfy.sh/alerts", #"hi "there""#),
])
func eachPresetPostsItsServicePayload(url: String, endpoint: String, body: String) {
    let made = requests(url)
    #expect(made.count == 1)
    #expect(made.first?.url == endpoint)
    #expect(made.first?.body == body)
    #expect(made.first?.headers.contains("Idempotency-Key: \(message.id)") == true)
}

@Test func teamsPostsAnAdaptiveCardInAWorkflowsMessage() {
    let body = requests("teams+https://prod.westus.logic.azure.com/workflows/W").first?.body
    #expect(
        body == #"{"type":"message","attachments":[{"contentType":"application/vnd.microsoft.card.adaptive","#
            + #""contentUrl":null,"content":{"$schema":"http://adaptivecards.io/schemas/adaptive-card.json","#
            + #""type":"AdaptiveCard","version":"1.4","#
            + #""body":[{"type":"TextBlock","text":"hi \"there\"","wrap":true}]}}]}"#
    )
}

@Test func ntfySendsPlainTextWithTitlePriorityAndTagsHeaders() {
    let made = requests("ntfy+https://ntfy.sh/alerts") {
        $0.title = "Quill"
        $0.priority = "high"
        $0.tags = "memo,tada"
    }
    #expect(
        made.first?.headers.prefix(4) == [
            "Content-Type: text/plain; charset=utf-8", "Title: Quill", "Priority: high", "Tags: memo,tada",
        ])
}

@Test func configuredHeadersAreSentAndHeaderInjectionIsDropped() {
    let made = requests("https://example.com/hook") {
        $0.headers = ["Authorization: Bearer s3cret", "X-Evil: a\r\nX-More: b"]
    }
    #expect(made.first?.headers.contains("Authorization: Bearer s3cret") == true)
    #expect(made.first?.headers.contains { $0.contains("X-More") } == false)
    #expect(made.first?.userHeaders == ["Authorization: Bearer s3cret"])
}

@Test func templateValuesAreEscapedForAJSONString() {
    let text = "quote \" backslash \\ newline \n tab \t end"
    let made = requests(
        "https://example.com/hook",
        { $0.template = #"{"msg": "{{text}}", "id": "{{id}}", "at": "{{time}}", "x": "{{other}}"}"# }, text: text)
    #expect(
        made.first?.body
            == #"{"msg": "quote \" backslash \\ newline \n tab \t end", "id": "5b1c0d6e-0000-4000-8000-000000000001", "#
            + #""at": "2026-11-30T07:00:00.123Z", "x": "{{other}}"}"#)
}

@Test func unterminatedPlaceholderIsLeftAsWritten() {
    #expect(WebhookRequest.fill("a {{text", message: message) == "a {{text")
}

@Test func longDiscordMessageIsSplitWithOneKeyPerPart() {
    let text = String(repeating: "word ", count: 1000)
    let made = requests("discord+https://discord.com/api/webhooks/1/T", text: text)
    #expect(made.count == 3)
    #expect(made.map(\.idempotencyKey) == [1, 2, 3].map { "\(message.id)-\($0)" })
}

@Test(arguments: [
    "ftp://example.com", "slack+ftp://x", "telegram://tokenonly", "unknown+https://x", "exec:true", "file:/x",
])
func nonWebhookFormsAreNotParsed(url: String) {
    #expect(WebhookEndpoint.parse(url) == nil)
}
