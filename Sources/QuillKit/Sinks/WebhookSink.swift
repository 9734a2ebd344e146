#if canImport(Glibc)
    import Glibc
#endif

/// Posts each message to an HTTP endpoint: a plain webhook (`{"text": …}` or a template) or one
/// of the service presets, under the delivery policy of `RetryPolicy`. Every request of a message
/// carries the same `Idempotency-Key` on every retry. Redirects are followed up to five times;
/// one that leads to another host loses the configured `header` lines, which may be credentials.
public final class WebhookSink: MessageSink {
    public let name: String
    public let target: String
    let endpoint: WebhookEndpoint
    let settings: SinkSettings
    let policy: RetryPolicy
    private var client: CurlClient?

    /// - Parameters:
    ///   - url: the sink's URL form; nil when it is not a webhook.
    ///   - name: the configured name, or nil to show the URL redacted.
    public init?(
        url: String, name: String? = nil, settings: SinkSettings? = nil,
        telegramAPI: String = WebhookEndpoint.telegramAPI
    ) {
        guard let endpoint = WebhookEndpoint.parse(url, telegramAPI: telegramAPI) else { return nil }
        self.endpoint = endpoint
        self.name = name ?? Redaction.url(url)
        self.target = name ?? url
        self.settings = settings ?? SinkSettings(name: name ?? "", url: url)
        policy = RetryPolicy(retries: max(0, self.settings.retries))
    }

    public func send(_ message: Message) throws {
        if client == nil { client = try CurlClient() }
        for request in WebhookRequest.requests(for: message, to: endpoint, settings: settings) {
            try deliver(request, with: client!)
        }
    }

    private func deliver(_ request: WebhookRequest, with client: CurlClient) throws {
        var url = request.url
        var headers = request.headers
        var attempt = 0
        var redirects = 0
        while true {
            attempt += 1
            let response = client.post(
                url: url, headers: headers, body: request.body,
                timeoutMilliseconds: settings.timeoutMilliseconds, insecure: settings.insecure)
            if case .status(let code, _) = response.outcome, (300..<400).contains(code),
                let location = response.location, redirects < 5
            {
                redirects += 1
                attempt -= 1
                if WebhookSink.origin(of: location) != WebhookSink.origin(of: url) {
                    headers.removeAll { request.userHeaders.contains($0) }
                }
                url = location
                continue
            }
            switch policy.verdict(after: response.outcome, attempt: attempt, jitter: Double.random(in: 0..<1)) {
            case .delivered:
                return
            case .retry(let seconds):
                WebhookSink.pause(seconds: seconds)
            case .fail(var failure):
                failure.reason = Redaction.scrub(failure.reason, secrets: secrets(url), fallback: "network error")
                failure.attempts = attempt
                throw failure
            }
        }
    }

    /// The parts of `url` and the headers that must never be printed.
    private func secrets(_ url: String) -> [String] {
        Redaction.secrets(in: url)
            + settings.headers.compactMap { line in
                line.firstIndex(of: ":").map { String(line[line.index(after: $0)...]).trimmingSpaces }
            }
    }

    /// `scheme://host:port` in lower case: two URLs with the same origin share credentials.
    static func origin(of url: String) -> String {
        guard let separator = url.firstRange(of: "://") else { return url.lowercased() }
        let rest = url[separator.upperBound...]
        var authority = rest[..<(rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex)]
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        return (url[..<separator.lowerBound] + "://" + authority).lowercased()
    }

    /// Sleeps for `seconds`, resuming after signals.
    static func pause(seconds: Double) {
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - Double(Int(seconds))) * 1e9))
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
    }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " || text.first == "\t" { text.removeFirst() }
        while text.last == " " || text.last == "\t" { text.removeLast() }
        return String(text)
    }
}
