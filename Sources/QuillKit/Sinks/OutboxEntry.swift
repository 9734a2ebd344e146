/// One message a sink could not take (or is taking right now), as kept in the outbox: enough to
/// deliver it again to the same sink with the same message id.
public struct OutboxEntry: Sendable, Equatable {
    /// The entry's name in the outbox (`20261130-071100-3fa9c2`), which `quill outbox drop` takes.
    public var id: String
    /// What `--to` would take to reach the sink again; may hold a secret, never printed.
    public var target: String
    /// The sink's printable name (redacted).
    public var sink: String
    public var message: Message
    /// When the entry was made, in seconds since the epoch.
    public var created: Int
    public var attempts: Int
    /// The last failure, empty while the first delivery is still under way.
    public var error: String

    public init(id: String, target: String, sink: String, message: Message, created: Int, attempts: Int, error: String)
    {
        self.id = id
        self.target = target
        self.sink = sink
        self.message = message
        self.created = created
        self.attempts = attempts
        self.error = error
    }

    /// The entry as the one JSON object its file holds.
    var json: String {
        "{"
            + [
                "\"id\":" + JSON.string(id), "\"target\":" + JSON.string(target), "\"sink\":" + JSON.string(sink),
                "\"message_id\":" + JSON.string(message.id), "\"seconds\":\(message.seconds)",
                "\"nanoseconds\":\(message.nanoseconds)", "\"text\":" + JSON.string(message.text),
                "\"created\":\(created)", "\"attempts\":\(attempts)", "\"error\":" + JSON.string(error),
            ].joined(separator: ",") + "}\n"
    }

    /// The entry a file holds, or nil if it is not one.
    init?(json: String) {
        guard let members = JSONReader.object(json),
            let id = members["id"]?.string, let target = members["target"]?.string,
            let sink = members["sink"]?.string, let messageID = members["message_id"]?.string,
            let seconds = members["seconds"]?.integer, let text = members["text"]?.string
        else { return nil }
        let message = Message(
            id: messageID, seconds: seconds, nanoseconds: members["nanoseconds"]?.integer ?? 0, text: text)
        self.init(
            id: id, target: target, sink: sink, message: message, created: members["created"]?.integer ?? seconds,
            attempts: members["attempts"]?.integer ?? 0, error: members["error"]?.string ?? "")
    }

    /// The line `quill outbox --json` prints: what the user may see (no target), plus the text.
    var listingJSON: String {
        "{"
            + [
                "\"id\":" + JSON.string(id), "\"sink\":" + JSON.string(sink), "\"created\":\(created)",
                "\"attempts\":\(attempts)", "\"error\":" + JSON.string(error),
                "\"message_id\":" + JSON.string(message.id),
                "\"time\":" + JSON.string(message.time), "\"text\":" + JSON.string(message.text),
            ].joined(separator: ",") + "}"
    }

    /// `45s`, `12m`, `3h`, `2d`: how long ago `created` was at `now`.
    static func age(from created: Int, to now: Int) -> String {
        let seconds = max(0, now - created)
        if seconds < 60 { return "\(seconds)s" }
        if seconds < 3600 { return "\(seconds / 60)m" }
        if seconds < 86400 { return "\(seconds / 3600)h" }
        return "\(seconds / 86400)d"
    }

    /// The `quill outbox list` table: `id  sink  age  attempts  error`, columns padded, a header first
    /// when a person is reading.
    static func table(_ entries: [OutboxEntry], now: Int, header: Bool) -> [String] {
        var rows = entries.map { [$0.id, $0.sink, age(from: $0.created, to: now), String($0.attempts), $0.error] }
        if header { rows.insert(["ID", "SINK", "AGE", "ATTEMPTS", "LAST ERROR"], at: 0) }
        var widths = [Int](repeating: 0, count: 4)
        for row in rows {
            for column in 0..<4 { widths[column] = max(widths[column], DisplayWidth.of(row[column])) }
        }
        return rows.map { row in
            var line = ""
            for column in 0..<4 {
                line += row[column] + String(repeating: " ", count: widths[column] - DisplayWidth.of(row[column]) + 2)
            }
            line += row[4]
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
