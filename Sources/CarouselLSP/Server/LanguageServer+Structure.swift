import JSON
import SourceDiagnostics
import SpecIntelligence

extension LanguageServer {
    /// The `SemanticTokensLegend` of `initialize`: the LSP token type of each ``SemanticKind``,
    /// in the order of its raw value (a token's type is its index here).
    static let semanticTokenTypes: [String] = SemanticKind.allCases.map { kind in
        switch kind {
        case .tableHeader: return "namespace"
        case .key: return "property"
        case .string: return "string"
        case .number: return "number"
        case .boolean: return "keyword"
        case .comment: return "comment"
        }
    }

    /// `textDocument/foldingRange`: tables, arrays of tables (a carousel with its sub-tables) and
    /// values written over several lines.
    func foldingRanges(_ params: JSONValue) throws(RPCError) -> JSONValue {
        var document = try openDocument(params)
        let lines = document.lines()
        var seen = Set<Int>()
        var ranges: [JSONValue] = []
        for span in SpecFolding.ranges(in: document.text) {
            let first = lines.lineIndex(containing: span.start)
            let last = lines.lineIndex(containing: max(span.start, span.end - 1))
            // One range per start line: clients keep one, and the widest comes first.
            guard last > first, seen.insert(first).inserted else { continue }
            ranges.append(.object([("startLine", .integer(first)), ("endLine", .integer(last))]))
        }
        return .array(ranges)
    }

    /// `textDocument/semanticTokens/full`: the tokens in LSP's relative encoding (five integers
    /// each: line delta, start delta, length, type, no modifiers), a multi-line string split into
    /// one token per line.
    func semanticTokens(_ params: JSONValue) throws(RPCError) -> JSONValue {
        var document = try openDocument(params)
        let lines = document.lines()
        var data: [JSONValue] = []
        var previous = LSPPosition(line: 0, character: 0)
        for token in SpecTokens.tokens(in: document.text) {
            for (start, end) in Self.pieces(of: token.span, lines) {
                let from = lines.position(of: start)
                let length = lines.position(of: end).character - from.character
                guard length > 0 else { continue }
                let lineDelta = from.line - previous.line
                let startDelta = lineDelta == 0 ? from.character - previous.character : from.character
                data += [lineDelta, startDelta, length, token.kind.rawValue, 0].map { .integer($0) }
                previous = from
            }
        }
        return .object([("data", .array(data))])
    }

    /// The parts of `span` on each of its lines, line ends left out.
    static func pieces(of span: SourceSpan, _ lines: LineTable) -> [(Int, Int)] {
        var pieces: [(Int, Int)] = []
        var start = max(0, span.start)
        let end = min(span.end, lines.bytes.count)
        var line = lines.lineIndex(containing: start)
        while start < end {
            let next = line + 1 < lines.starts.count ? lines.starts[line + 1] : lines.bytes.count
            var stop = min(end, next)
            while stop > start, lines.bytes[stop - 1] == 0x0A || lines.bytes[stop - 1] == 0x0D { stop -= 1 }
            if stop > start { pieces.append((start, stop)) }
            start = next
            line += 1
        }
        return pieces
    }
}
