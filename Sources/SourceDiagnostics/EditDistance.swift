/// Did-you-mean suggestions by Damerau-Levenshtein (optimal string alignment) distance.
public enum Suggestions {
    /// Up to `limit` candidates within `maxDistance` edits of `word`, closest first, ties in candidate order.
    public static func closest(to word: String, in candidates: [String], maxDistance: Int = 2, limit: Int = 3)
        -> [String]
    {
        let target = Array(word.unicodeScalars)
        var scored: [(distance: Int, order: Int, name: String)] = []
        for (order, candidate) in candidates.enumerated() where candidate != word {
            let distance = editDistance(target, Array(candidate.unicodeScalars), cap: maxDistance)
            if distance <= maxDistance { scored.append((distance, order, candidate)) }
        }
        scored.sort { ($0.distance, $0.order) < ($1.distance, $1.order) }
        return scored.prefix(limit).map(\.name)
    }

    /// The optimal-string-alignment distance, or `cap + 1` once it is known to exceed `cap`.
    public static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], cap: Int = Int.max) -> Int {
        if abs(a.count - b.count) > cap { return cap == Int.max ? abs(a.count - b.count) : cap + 1 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMin = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
                rowMin = min(rowMin, value)
            }
            if cap != Int.max, rowMin > cap { return cap + 1 }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }

    /// "did you mean `a`?", "did you mean `a` or `b`?", "did you mean `a`, `b` or `c`?"; nil when empty.
    public static func didYouMean(_ names: [String]) -> String? {
        guard let last = names.last else { return nil }
        let quoted = names.map { "`\($0)`" }
        if names.count == 1 { return "did you mean \(quoted[0])?" }
        return "did you mean \(quoted.dropLast().joined(separator: ", ")) or `\(last)`?"
    }
}
