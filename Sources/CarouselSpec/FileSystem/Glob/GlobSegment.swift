/// One `/`-separated part of a ``GlobPattern``.
enum GlobSegment: Sendable, Hashable {
    /// `**`: zero or more whole path segments.
    case globstar
    /// Characters, `?`, `*` and sets, matched against one path segment.
    case tokens([GlobToken])

    /// Parses one segment of a pattern.
    static func parse(_ text: String) throws(GlobError) -> GlobSegment {
        if text == "**" { return .globstar }
        let scalars = Array(text.unicodeScalars)
        var tokens: [GlobToken] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "*":
                if tokens.last != .star { tokens.append(.star) }
                index += 1
            case "?":
                tokens.append(.one)
                index += 1
            case "[":
                let (set, next) = try GlobToken.parseSet(scalars, from: index + 1)
                tokens.append(set)
                index = next
            case "\\":
                guard index + 1 < scalars.count else { throw .danglingEscape }
                tokens.append(.literal(scalars[index + 1]))
                index += 2
            case "{":
                throw .braceSet
            default:
                tokens.append(.literal(scalar))
                index += 1
            }
        }
        // `\.\.` (or `\.`) is a literal dot segment all the same: paths never have one.
        if !tokens.isEmpty, tokens.count <= 2, tokens.allSatisfy({ $0 == .literal(".") }) { throw .parentSegment }
        return .tokens(tokens)
    }

    /// Whether `tokens` match the whole of `name` (backtracking over `*`, linear in practice).
    static func matches(_ tokens: ArraySlice<GlobToken>, _ name: ArraySlice<Unicode.Scalar>) -> Bool {
        var t = tokens.startIndex
        var n = name.startIndex
        var starToken: Int?
        var starName = n
        while n < name.endIndex {
            if t < tokens.endIndex, tokens[t] == .star {
                starToken = t
                starName = n
                t += 1
            } else if t < tokens.endIndex, tokens[t].matches(name[n]) {
                t += 1
                n += 1
            } else if let star = starToken {
                t = star + 1
                starName += 1
                n = starName
            } else {
                return false
            }
        }
        while t < tokens.endIndex, tokens[t] == .star { t += 1 }
        return t == tokens.endIndex
    }
}

/// One matching unit inside a segment.
enum GlobToken: Sendable, Hashable {
    /// This character.
    case literal(Unicode.Scalar)
    /// `?`: any one character.
    case one
    /// `*`: any run of characters.
    case star
    /// `[...]`: one character in (or, `negated`, not in) the ranges.
    case set([ClosedRange<UInt32>], negated: Bool)

    /// Whether this token matches `scalar` (never called for `star`).
    func matches(_ scalar: Unicode.Scalar) -> Bool {
        switch self {
        case .literal(let wanted): return scalar == wanted
        case .one: return true
        case .star: return true
        case .set(let ranges, let negated): return ranges.contains { $0.contains(scalar.value) } != negated
        }
    }

    /// Parses a set after its `[`; returns it and the index after its `]`. A `]` right after
    /// `[` or `[!` is a member, as in shells.
    static func parseSet(_ scalars: [Unicode.Scalar], from start: Int) throws(GlobError) -> (GlobToken, Int) {
        var index = start
        var negated = false
        if index < scalars.count, scalars[index] == "!" || scalars[index] == "^" {
            negated = true
            index += 1
        }
        var ranges: [ClosedRange<UInt32>] = []
        let first = index
        while index < scalars.count {
            var scalar = scalars[index]
            if scalar == "]", index > first { return (.set(ranges, negated: negated), index + 1) }
            if scalar == "\\", index + 1 < scalars.count {
                index += 1
                scalar = scalars[index]
            }
            if index + 2 < scalars.count, scalars[index + 1] == "-", scalars[index + 2] != "]" {
                let low = scalar.value, high = scalars[index + 2].value
                guard low <= high else { throw .emptyRange(first: scalar, last: scalars[index + 2]) }
                ranges.append(low...high)
                index += 3
            } else {
                ranges.append(scalar.value...scalar.value)
                index += 1
            }
        }
        throw .unclosedSet
    }
}
