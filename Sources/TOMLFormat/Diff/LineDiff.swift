/// The shortest edit script between two lists of lines (Myers' O(ND) algorithm), after the
/// common prefix and suffix are set aside. Past ``maxDistance`` differing lines the middle is
/// reported as deleted and inserted whole (still a correct diff, just not the smallest).
enum LineDiff {
    /// One step of the script: `old` and `new` are 0-based line indices (for an insertion,
    /// `old` is the line it goes before; for a deletion, `new` likewise).
    struct Step: Equatable {
        enum Kind: Equatable { case same, delete, insert }
        var kind: Kind
        var old: Int
        var new: Int
    }

    /// The largest edit distance searched exactly (the search keeps about distance² numbers).
    static let maxDistance = 2000

    /// The steps that turn `old` into `new`, in order.
    static func steps<Line: Equatable>(_ old: [Line], _ new: [Line]) -> [Step] {
        steps(oldCount: old.count, newCount: new.count) { old[$0] == new[$1] }
    }

    /// The steps that turn `oldCount` lines into `newCount` lines, where `same(i, j)` says
    /// whether old line `i` equals new line `j` (the lines themselves are never held here).
    static func steps(oldCount: Int, newCount: Int, same: (Int, Int) -> Bool) -> [Step] {
        var prefix = 0
        while prefix < oldCount, prefix < newCount, same(prefix, prefix) { prefix += 1 }
        var suffix = 0
        while suffix < oldCount - prefix, suffix < newCount - prefix,
            same(oldCount - 1 - suffix, newCount - 1 - suffix)
        {
            suffix += 1
        }
        // Myers' steps: the longer text's lines plus at most one per edit (at most maxDistance);
        // reserved whole, since growing past it would hold two arrays of 800,000 steps at once.
        var result: [Step] = []
        result.reserveCapacity(max(oldCount, newCount) + min(oldCount + newCount, maxDistance))
        result += (0..<prefix).lazy.map { Step(kind: .same, old: $0, new: $0) }
        let middleA = prefix..<(oldCount - suffix)
        let middleB = prefix..<(newCount - suffix)
        if !myers(middleA, middleB, same: same, into: &result) {
            result += middleA.map { Step(kind: .delete, old: $0, new: middleB.lowerBound) }
            result += middleB.map { Step(kind: .insert, old: middleA.upperBound, new: $0) }
        }
        result += (0..<suffix).lazy.map { Step(kind: .same, old: oldCount - suffix + $0, new: newCount - suffix + $0) }
        return result
    }

    /// Myers' greedy forward search with a trace of the frontier, then the walk back, whose steps
    /// are appended to `steps`; false (nothing appended) past ``maxDistance``.
    ///
    /// The frontier spans the diagonals the search can reach (at most ``maxDistance`` either
    /// way), not every diagonal of the two texts: a 13 MB file has 800,000 lines.
    private static func myers(
        _ a: Range<Int>, _ b: Range<Int>, same: (Int, Int) -> Bool, into steps: inout [Step]
    ) -> Bool {
        let n = a.count
        let m = b.count
        let base = a.lowerBound
        let baseB = b.lowerBound
        guard n + m > 0 else { return true }
        let reach = min(n + m, maxDistance)
        let offset = reach + 1
        var frontier = [Int](repeating: 0, count: 2 * reach + 3)
        var trace: [[Int]] = []
        for distance in 0...(n + m) {
            guard distance <= maxDistance else { return false }
            trace.append(Array(frontier[(offset - distance)...(offset + distance)]))
            for k in stride(from: -distance, through: distance, by: 2) {
                let down = k == -distance || (k != distance && frontier[offset + k - 1] < frontier[offset + k + 1])
                var x = down ? frontier[offset + k + 1] : frontier[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, same(base + x, baseB + y) {
                    x += 1
                    y += 1
                }
                frontier[offset + k] = x
                if x >= n, y >= m {
                    walkBack(trace, n: n, m: m, base: base, baseB: baseB, into: &steps)
                    return true
                }
            }
        }
        return false
    }

    /// Appends the steps in order: walked back from the end, then reversed where they lie.
    private static func walkBack(
        _ trace: [[Int]], n: Int, m: Int, base: Int, baseB: Int, into steps: inout [Step]
    ) {
        let first = steps.count
        var x = n
        var y = m
        for distance in stride(from: trace.count - 1, through: 0, by: -1) {
            let row = trace[distance]
            let k = x - y
            func at(_ index: Int) -> Int { row[index + distance] }
            let down = k == -distance || (k != distance && at(k - 1) < at(k + 1))
            let previousK = down ? k + 1 : k - 1
            let previousX = distance == 0 ? 0 : at(previousK)
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                steps.append(Step(kind: .same, old: base + x, new: baseB + y))
            }
            if distance > 0 {
                if x == previousX {
                    steps.append(Step(kind: .insert, old: base + x, new: baseB + previousY))
                } else {
                    steps.append(Step(kind: .delete, old: base + previousX, new: baseB + y))
                }
            }
            x = previousX
            y = previousY
        }
        steps[first...].reverse()
    }
}
