import CarouselSpec
import SourceDiagnostics

/// The diagnostics about suppression comments (W0501-W0504), worded in one place.
enum SuppressionFindings {
    static func malformed(
        _ comment: SuppressionComment, _ problem: (message: String, span: SourceSpan, suggestion: String?)
    ) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.malformedSuppression, message: problem.message, span: problem.span,
            help: problem.suggestion.map { "did you mean `\($0)`?" }
                ?? "write `# carousel: allow CODE`, several codes separated by commas",
            fixIts: problem.suggestion.map { [FixIt.replace(problem.span, with: $0, safety: .safe)] } ?? [])
    }

    static func unknownCode(_ code: SuppressionComment.Code, knownCodes: [String: Severity]) -> Diagnostic {
        let candidates = LintCodes.suggestions(for: code.text, in: knownCodes)
        return Diagnostic(
            DiagnosticCode.unknownSuppressedCode,
            message: "`\(LintMessages.shown(code.text))` is not a diagnostic code", span: code.span,
            help: LintMessages.didYouMean(candidates) ?? "`carousel explain` lists the codes; docs/diagnostics.md too",
            fixIts: candidates.first.map {
                [FixIt.replace(code.span, with: $0, safety: LintMessages.spelling(candidates))]
            } ?? [])
    }

    static func errorCode(_ code: SuppressionComment.Code) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.errorSuppressed,
            message: "`\(LintMessages.shown(code.text))` is an error and cannot be suppressed", span: code.span,
            help: "fix the spec instead; only warnings can be suppressed")
    }

    /// One W0501 for a comment none of whose codes was used (its fix removes the comment), or
    /// one per unused code otherwise (each fix removes that code).
    static func unused(_ comment: SuppressionComment, positions: [Int], in file: SourceFile) -> [Diagnostic] {
        guard !positions.isEmpty else { return [] }
        let codes = comment.codes
        let where_ = comment.targetLine.map { "line \($0 + 1)" } ?? "the end of the file"
        if positions.count == codes.count {
            let names = codes.map { "`\(LintMessages.shown($0.text))`" }.joined(separator: ", ")
            return [
                Diagnostic(
                    DiagnosticCode.unusedSuppression,
                    message: "unused suppression: nothing on \(where_) has \(names)", span: comment.span,
                    help: "remove the comment, or move it to the line above the warning",
                    fixIts: [
                        FixIt.remove(removalSpan(of: comment, in: file), message: "remove the comment", safety: .safe)
                    ])
            ]
        }
        return positions.map { position in
            let code = codes[position]
            let name = LintMessages.shown(code.text)
            let span =
                position + 1 < codes.count
                ? SourceSpan(start: code.span.start, end: codes[position + 1].span.start)
                : SourceSpan(start: codes[position - 1].span.end, end: code.span.end)
            return Diagnostic(
                DiagnosticCode.unusedSuppression,
                message: "unused suppression: nothing on \(where_) has `\(name)`", span: code.span,
                help: "remove `\(name)` from the comment",
                fixIts: [FixIt.remove(span, message: "remove `\(name)`", safety: .safe)])
        }
    }

    /// The bytes to delete to remove a comment: its whole line (break included) when it is alone
    /// on it, otherwise the comment and the blanks before it.
    static func removalSpan(of comment: SuppressionComment, in file: SourceFile) -> SourceSpan {
        let bytes = file.bytes
        if comment.ownLine {
            let line = file.lineIndex(containing: comment.span.start)
            let start = file.lineStarts[line]
            let end = line + 1 < file.lineStarts.count ? file.lineStarts[line + 1] : bytes.count
            return SourceSpan(start: start, end: end)
        }
        var start = comment.span.start
        while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
        return SourceSpan(start: start, end: comment.span.end)
    }
}
