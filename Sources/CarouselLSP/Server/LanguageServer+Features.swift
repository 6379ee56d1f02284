import CarouselSpec
import JSON
import SourceDiagnostics
import SpecIntelligence
import TOMLFormat

extension LanguageServer {
    /// `textDocument/hover`: the facts of the key, value or table header under the cursor.
    func hover(_ params: JSONValue) throws(RPCError) -> JSONValue {
        var document = try openDocument(params)
        let lines = document.lines()
        let offset = lines.offset(of: try params.position("position"))
        // A behaviour test file's keys are not spec keys: no spec documentation on them.
        guard !isBehaviourTest(document), let info = SpecHover.hover(in: document.text, at: offset) else {
            return .null
        }
        return .object([
            ("contents", .object([("kind", .string("markdown")), ("value", .string(info.markdown))])),
            ("range", lines.range(info.span.start, info.span.end).json),
        ])
    }

    /// `textDocument/completion`: keys, values, colours, ids and paths at the cursor.
    func completion(_ params: JSONValue) throws(RPCError) -> JSONValue {
        var document = try openDocument(params)
        if let tests = environment.behaviourTests, tests.handles(document.path) {
            let items = tests.words.map { word -> JSONValue in
                .object([
                    ("label", .string(word.label)), ("kind", .integer(LSPKinds.completion(.key))),
                    ("detail", .string(word.detail)), ("insertText", .string(word.label)),
                ])
            }
            return .object([("isIncomplete", .bool(false)), ("items", .array(items))])
        }
        let lines = document.lines()
        let offset = lines.offset(of: try params.position("position"))
        let context = CompletionContext(
            specDirectory: document.isFile ? PathName.folder(of: document.path) : nil, lister: environment.pathLister)
        let candidates = SpecCompletion.complete(in: document.text, at: offset, context: context)
        let items = candidates.map { candidate -> JSONValue in
            var members: [(String, JSONValue)] = [
                ("label", .string(candidate.label)), ("kind", .integer(LSPKinds.completion(candidate.kind))),
            ]
            if let detail = candidate.detail { members.append(("detail", .string(detail))) }
            if let documentation = candidate.documentation {
                members.append(
                    ("documentation", .object([("kind", .string("markdown")), ("value", .string(documentation))])))
            }
            if let span = candidate.replaceSpan {
                members.append(
                    (
                        "textEdit",
                        .object([
                            ("range", lines.range(span.start, span.end).json),
                            ("newText", .string(candidate.insertText)),
                        ])
                    ))
            } else {
                members.append(("insertText", .string(candidate.insertText)))
            }
            return .object(members)
        }
        return .object([("isIncomplete", .bool(false)), ("items", .array(items))])
    }

    /// `textDocument/documentSymbol`: the carousels and their items as an outline.
    func documentSymbols(_ params: JSONValue) throws(RPCError) -> JSONValue {
        var document = try openDocument(params)
        let lines = document.lines()
        return .array(SpecOutline.symbols(in: document.text).map { symbolJSON($0, lines) })
    }

    private func symbolJSON(_ symbol: OutlineSymbol, _ lines: LineTable) -> JSONValue {
        // LSP asks the selection range to lie inside the range.
        let selection = SourceSpan(
            start: max(symbol.span.start, min(symbol.selectionSpan.start, symbol.span.end)),
            end: max(symbol.span.start, min(symbol.selectionSpan.end, symbol.span.end)))
        var members: [(String, JSONValue)] = [("name", .string(symbol.name.isEmpty ? "(unnamed)" : symbol.name))]
        if let detail = symbol.detail { members.append(("detail", .string(detail))) }
        members += [
            ("kind", .integer(LSPKinds.symbol(symbol.kind))),
            ("range", lines.range(symbol.span.start, symbol.span.end).json),
            ("selectionRange", lines.range(selection.start, selection.end).json),
            ("children", .array(symbol.children.map { symbolJSON($0, lines) })),
        ]
        return .object(members)
    }

    /// `textDocument/formatting`: `carousel fmt`'s layout as one edit of the whole document,
    /// none when it is already formatted, an error when the document does not parse.
    func formatting(_ params: JSONValue) throws(RPCError) -> JSONValue {
        var document = try openDocument(params)
        switch TOMLFormatter.format(bytes: document.bytes, path: document.path) {
        case .success(let formatted):
            guard formatted != document.bytes else { return .array([]) }
            let whole = LSPRange(start: LSPPosition(line: 0, character: 0), end: document.lines().endPosition)
            return .array([
                .object([("range", whole.json), ("newText", .string(String(decoding: formatted, as: UTF8.self)))])
            ])
        case .failure(let failure):
            let syntax = failure.diagnostics.first?.message ?? "see its diagnostics"
            let reason = failure.internalProblem ?? "the document is not valid TOML (\(syntax)); fix that first"
            throw RPCError(.requestFailed, "not formatted: " + reason)
        }
    }
}
