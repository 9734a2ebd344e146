/// One HTTP POST a webhook sink makes, as plain values: built from a message and the sink's
/// settings without any I/O.
struct WebhookRequest: Equatable {
    var url: String
    /// `Name: value` lines; `userHeaders` of them came from the config and are credentials.
    var headers: [String]
    var userHeaders: [String]
    var body: String
    /// Sent as `Idempotency-Key`: the message id, with `-N` appended when the message is split.
    var idempotencyKey: String

    /// The requests that deliver `message`, in order (several only when it is split).
    static func requests(for message: Message, to endpoint: WebhookEndpoint, settings: SinkSettings) -> [WebhookRequest]
    {
        let texts = endpoint.limit.map { TextSplitter.split(message.text, limit: $0) } ?? [message.text]
        let userHeaders = settings.headers.filter { !breaksLine($0) }
        return texts.enumerated().map { index, text in
            var headers = ["Content-Type: application/json"]
            let body: String
            switch endpoint.service {
            case .plain:
                body = settings.template.map { fill($0, message: message) } ?? JSON.object([("text", text)])
            case .slack, .mattermost, .googlechat:
                body = JSON.object([("text", text)])
            case .discord:
                body = JSON.object([("content", text)])
            case .teams:
                body = teamsCard(text)
            case .telegram:
                body = JSON.object([("chat_id", endpoint.chat ?? ""), ("text", text)])
            case .ntfy:
                headers = ["Content-Type: text/plain; charset=utf-8"]
                for (name, value) in [
                    ("Title", settings.title), ("Priority", settings.priority), ("Tags", settings.tags),
                ] {
                    if let value, !breaksLine(value) { headers.append("\(name): \(value)") }
                }
                body = text
            }
            let key = texts.count == 1 ? message.id : "\(message.id)-\(index + 1)"
            return WebhookRequest(
                url: endpoint.url, headers: headers + ["Idempotency-Key: \(key)"] + userHeaders,
                userHeaders: userHeaders, body: body, idempotencyKey: key)
        }
    }

    /// Whether `text` holds a CR or LF, which would let a header value start another header.
    static func breaksLine(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0 == "\r" || $0 == "\n" }
    }

    /// A template with `{{text}}`, `{{id}}` and `{{time}}` replaced by values escaped for use
    /// inside a JSON string (the template supplies the quotes).
    static func fill(_ template: String, message: Message) -> String {
        var out = ""
        var rest = template[...]
        while let open = rest.firstRange(of: "{{") {
            out += rest[..<open.lowerBound]
            let after = rest[open.upperBound...]
            guard let close = after.firstRange(of: "}}") else {
                rest = rest[open.lowerBound...]
                break
            }
            switch after[..<close.lowerBound] {
            case "text": out += JSON.escape(message.text)
            case "id": out += JSON.escape(message.id)
            case "time": out += JSON.escape(message.time)
            default: out += rest[open.lowerBound..<close.upperBound]
            }
            rest = after[close.upperBound...]
        }
        return out + rest
    }

    /// A Microsoft Teams Workflows message holding one Adaptive Card with the text.
    static func teamsCard(_ text: String) -> String {
        let block = "{\"type\":\"TextBlock\",\"text\":" + JSON.string(text) + ",\"wrap\":true}"
        let card =
            "{\"$schema\":\"http://adaptivecards.io/schemas/adaptive-card.json\",\"type\":\"AdaptiveCard\","
            + "\"version\":\"1.4\",\"body\":[" + block + "]}"
        return "{\"type\":\"message\",\"attachments\":[{\"contentType\":\"application/vnd.microsoft.card.adaptive\","
            + "\"contentUrl\":null,\"content\":" + card + "}]}"
    }
}
