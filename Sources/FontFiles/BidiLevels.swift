/// The embedding levels of a line (a reduced Unicode bidirectional algorithm: no explicit
/// embeddings or isolates) and the reordering of runs by level.
enum BidiLevels {
    /// One level per character: even reads left to right, odd right to left.
    static func levels(_ classes: [CharacterClass]) -> [Int] {
        let base = classes.first { $0 == .leftToRight || $0 == .rightToLeft } == .rightToLeft ? 1 : 0
        // Resolve digits (W7: left to right after a left-to-right letter) and marks (take the
        // class before them), then give neutrals the direction around them (N1/N2).
        var resolved: [CharacterClass] = []
        resolved.reserveCapacity(classes.count)
        var lastStrong: CharacterClass = base == 1 ? .rightToLeft : .leftToRight
        for kind in classes {
            switch kind {
            case .leftToRight, .rightToLeft:
                lastStrong = kind
                resolved.append(kind)
            case .digit:
                resolved.append(lastStrong == .leftToRight ? .leftToRight : .digit)
            case .attached:
                resolved.append(resolved.last ?? .neutral)
            case .neutral:
                resolved.append(.neutral)
            }
        }
        let baseClass: CharacterClass = base == 1 ? .rightToLeft : .leftToRight
        var index = 0
        while index < resolved.count {
            guard resolved[index] == .neutral else {
                index += 1
                continue
            }
            var end = index
            while end < resolved.count, resolved[end] == .neutral { end += 1 }
            let before = index > 0 ? direction(resolved[index - 1]) : baseClass
            let after = end < resolved.count ? direction(resolved[end]) : baseClass
            for position in index..<end { resolved[position] = before == after ? before : baseClass }
            index = end
        }
        return resolved.map { kind in
            switch (kind, base) {
            case (.rightToLeft, 0): return 1
            case (.digit, 0): return 2
            case (.leftToRight, 1), (.digit, 1): return 2
            default: return base
            }
        }
    }

    /// The direction a resolved class gives neutrals next to it (digits count as right to left, N1).
    private static func direction(_ kind: CharacterClass) -> CharacterClass {
        kind == .leftToRight ? .leftToRight : .rightToLeft
    }

    /// `runs` in visual order: from the highest level down to 1, every maximal sequence of runs at
    /// that level or higher is reversed (rule L2).
    static func reordered(_ runs: [FontRun], levels: [Int]) -> [FontRun] {
        var order = Array(runs.indices)
        let highest = levels.max() ?? 0
        var level = highest
        while level >= 1 {
            var index = 0
            while index < order.count {
                guard levels[order[index]] >= level else {
                    index += 1
                    continue
                }
                var end = index
                while end < order.count, levels[order[end]] >= level { end += 1 }
                order[index..<end].reverse()
                index = end
            }
            level -= 1
        }
        return order.map { runs[$0] }
    }
}
