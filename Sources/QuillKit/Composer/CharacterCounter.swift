/// The `used/limit` counter shown while composing with `char-limit`, counting user-perceived
/// characters (grapheme clusters): `"héllo👍🏽"` is 6.
public struct CharacterCounter: Sendable, Equatable {
    public var limit: Int

    public init(limit: Int) { self.limit = limit }

    public func count(_ text: String) -> Int { text.count }

    /// `37/140`.
    public func label(for text: String) -> String { "\(count(text))/\(limit)" }

    public func allows(_ text: String) -> Bool { count(text) <= limit }
}
