import SourceDiagnostics

/// Every structural diagnostic of the spec compiler, one factory each, so wording stays consistent.
/// Public for its quoting (``shortened(_:)``), which the project config's messages share.
public enum SpecMessages {
    static func unknownKey(
        _ key: String, in table: String, span: SourceSpan, path: String, candidates: [String], belongsIn: String?
    ) -> Diagnostic {
        var notes: [String] = []
        if let belongsIn { notes.append("`\(key)` is a key of \(belongsIn)") }
        let suggestions = NameSuggestions.closest(to: key, in: candidates)
        return Diagnostic(
            DiagnosticCode.unknownKey,
            message: "unknown key \(key.isEmpty ? "`\"\"`" : "`\(shortened(key))`") in \(table)", span: span,
            path: path,
            help: Suggestions.didYouMean(suggestions), notes: notes,
            fixIts: SpecFixIts.replacements(suggestions, at: span, quoted: false))
    }

    static func wrongType(
        _ key: String, expected: String, found: String, span: SourceSpan, path: String, help: String? = nil,
        fixIts: [FixIt] = []
    ) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.wrongType, message: "`\(key)` must be \(expected), found \(found)",
            span: span, path: path, help: help, fixIts: fixIts)
    }

    /// `fixIts`: the example line when it is exact (see ``SpecReader/isExact(_:)``).
    static func missingKey(
        _ key: String, in table: String, span: SourceSpan, path: String, example: String, fixIts: [FixIt] = []
    ) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.missingKey, message: "missing required key `\(key)` in \(table)",
            span: span, path: path, help: "add `\(example)`", fixIts: fixIts)
    }

    static func duplicateID(_ id: String, of what: String, span: SourceSpan, path: String, first: SourceSpan)
        -> Diagnostic
    {
        Diagnostic(
            DiagnosticCode.duplicateID, message: "duplicate \(what) id `\(id)`", span: span,
            path: path,
            labels: [DiagnosticLabel(span: first, message: "`\(id)` is first used here")],
            help: "give every \(what) a different id")
    }

    static func notForKind(
        _ what: String, kind: String, allowed: [String], span: SourceSpan, path: String, kindSpan: SourceSpan?
    ) -> Diagnostic {
        let kinds = allowed.map { "\"\($0)\"" }.joined(separator: ", ")
        var labels: [DiagnosticLabel] = []
        var notes: [String] = []
        var fixIts: [FixIt] = []
        if let kindSpan {
            labels.append(DiagnosticLabel(span: kindSpan, message: "the kind is set to \"\(kind)\" here"))
            fixIts = allowed.map { .replace(kindSpan, with: "\"\($0)\"", message: "set `kind` to \"\($0)\"") }
        } else {
            notes.append("this carousel has no `kind` key, so it is \"\(kind)\" (the default)")
        }
        return Diagnostic(
            DiagnosticCode.notForKind, message: "\(what) does not apply to a \(kind) carousel",
            span: span, path: path, labels: labels, help: "remove it, or set `kind` to one of \(kinds)", notes: notes,
            fixIts: fixIts)
    }

    /// `span` is the whole `infinite = false` entry, which the fix-it removes.
    static func alwaysLoops(kind: String, span: SourceSpan, path: String, kindSpan: SourceSpan?) -> Diagnostic {
        var diagnostic = notForKind(
            "`infinite = false`", kind: kind, allowed: ["paging", "focus"], span: span, path: path, kindSpan: kindSpan)
        diagnostic.notes.append("stack and marquee carousels always loop")
        diagnostic.help = "remove `infinite = false`"
        diagnostic.fixIts = [.remove(span, message: "remove `infinite = false`")]
        return diagnostic
    }

    static func itemsAndGenerate(generate: SourceSpan, items: SourceSpan, path: String) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.conflictingKeys,
            message: "a carousel takes either [[carousel.items]] or [carousel.generate], not both", span: generate,
            path: path,
            labels: [DiagnosticLabel(span: items, message: "items are listed here")],
            help: "keep the item list or the generator and remove the other")
    }

    static func noItems(span: SourceSpan, path: String, id: String) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.noItems, message: "carousel `\(id)` has no items", span: span,
            path: path,
            help: "add [[carousel.items]] tables or a [carousel.generate] table",
            notes: ["the demo shows an empty-state card (\"No items\")"])
    }
}
