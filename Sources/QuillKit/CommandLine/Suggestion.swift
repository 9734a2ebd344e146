/// "Did you mean …?" for a mistyped name: the closest known name by edit distance, if it is close
/// enough to be a likely typo rather than a different word.
public enum Suggestion {
    /// The candidate nearest to `input`, or nil when none is near. A unique candidate that starts
    /// with a typed prefix of three or more letters also counts as near.
    public static func closest(to input: String, in candidates: [String]) -> String? {
        let typed = Array(input.lowercased().unicodeScalars)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(typed, Array(candidate.lowercased().unicodeScalars))
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        if let best, best.distance <= allowedDistance(forLength: typed.count), best.distance < typed.count {
            return best.name
        }
        let core = input.drop { $0 == "-" }
        if core.count >= 3 {
            let prefixed = candidates.filter { $0.lowercased().hasPrefix(input.lowercased()) }
            if prefixed.count == 1 { return prefixed[0] }
        }
        return nil
    }

    /// Typos allowed for a word of `length` characters: one for short words, two from six, three from twelve.
    static func allowedDistance(forLength length: Int) -> Int {
        length >= 12 ? 3 : length >= 6 ? 2 : 1
    }

    /// The Levenshtein distance, counting a swap of two neighbours as one edit.
    public static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, before[j - 2] + 1)
                }
                current[j] = value
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
