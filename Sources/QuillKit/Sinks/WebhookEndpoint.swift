/// Where a webhook sink posts and in which service's dialect, parsed from its URL form:
/// `https://…`, `slack+https://…`, `discord+…`, `mattermost+…`, `googlechat+…`, `teams+…`,
/// `ntfy+https://HOST/TOPIC`, `telegram://TOKEN@CHAT_ID` (each preset also with `+http://`).
public struct WebhookEndpoint: Sendable, Equatable {
    /// The payload dialect.
    public enum Service: String, Sendable, CaseIterable {
        case plain, slack, discord, mattermost, googlechat, teams, ntfy, telegram
    }

    public var service: Service
    /// The http(s) URL requests go to.
    public var url: String
    /// Telegram's chat id; nil for the others.
    public var chat: String?

    /// The Telegram Bot API when `QUILL_TELEGRAM_API` is not set.
    public static let telegramAPI = "https://api.telegram.org"

    /// Parses a sink URL; nil when it is not a webhook form. `telegramAPI` replaces
    /// `https://api.telegram.org` (used to point Telegram at a local server).
    public static func parse(_ text: String, telegramAPI: String = telegramAPI) -> WebhookEndpoint? {
        if text.hasPrefix("http://") || text.hasPrefix("https://") {
            return WebhookEndpoint(service: .plain, url: text, chat: nil)
        }
        if text.hasPrefix("telegram://") {
            let rest = text.dropFirst("telegram://".count)
            guard let at = rest.firstIndex(of: "@") else { return nil }
            let token = rest[..<at]
            let chat = rest[rest.index(after: at)...]
            guard !token.isEmpty, !chat.isEmpty, !chat.contains("/") else { return nil }
            var base = telegramAPI
            while base.hasSuffix("/") { base.removeLast() }
            return WebhookEndpoint(service: .telegram, url: base + "/bot" + token + "/sendMessage", chat: String(chat))
        }
        guard let plus = text.firstIndex(of: "+"),
            let service = Service(rawValue: String(text[..<plus])), service != .plain, service != .telegram
        else { return nil }
        let url = String(text[text.index(after: plus)...])
        guard url.hasPrefix("http://") || url.hasPrefix("https://") else { return nil }
        if service == .discord {
            return WebhookEndpoint(
                service: service, url: url + (url.contains("?") ? "&" : "?") + "wait=true", chat: nil)
        }
        return WebhookEndpoint(service: service, url: url, chat: nil)
    }

    /// The longest text one request may carry, in UTF-16 units; longer messages are split.
    var limit: Int? {
        switch service {
        case .discord: return 2000
        case .telegram: return 4096
        default: return nil
        }
    }
}
