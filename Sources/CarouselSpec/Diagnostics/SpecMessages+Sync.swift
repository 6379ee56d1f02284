import SourceDiagnostics

/// Messages of synced carousels (`sync`): each points at the `sync` value and labels the other end.
extension SpecMessages {
    /// E0370: `sync` names no carousel of the file.
    static func syncTargetMissing(_ id: String, suggestions: [String], span: SourceSpan, path: String)
        -> Diagnostic
    {
        Diagnostic(
            DiagnosticCode.syncTargetMissing, message: "`sync` names no carousel `\(id)`", span: span, path: path,
            help: Suggestions.didYouMean(suggestions) ?? "write the `id` of another carousel of this file",
            fixIts: suggestions.first.map { [.replace(span, with: "\"\($0)\"", message: "sync with `\($0)`")] } ?? [])
    }

    /// E0371: the two ends have different item counts.
    static func syncCountMismatch(
        follower: String, count: Int, target: String, targetCount: Int, span: SourceSpan, path: String,
        targetSpan: SourceSpan
    ) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.syncCountMismatch,
            message: "`\(follower)` has \(count) items but `\(target)`, which it follows, has \(targetCount)",
            span: span, path: path,
            labels: [DiagnosticLabel(span: targetSpan, message: "`\(target)` has \(targetCount) items")],
            help: "give both carousels the same items (one thumbnail per item)")
    }

    /// E0372: `sync` names the carousel itself, or the links go round in a cycle.
    static func syncCycle(_ cycle: [String], span: SourceSpan, path: String, targetSpan: SourceSpan) -> Diagnostic {
        let first = cycle.first ?? "", next = cycle.count > 1 ? cycle[1] : first
        let own = cycle.count == 1
        return Diagnostic(
            DiagnosticCode.syncCycle,
            message: own
                ? "carousel `\(first)` syncs with itself"
                : "synced carousels form a cycle: " + (cycle + [first]).map { "`\($0)`" }.joined(separator: " -> "),
            span: span, path: path,
            labels: [
                DiagnosticLabel(span: targetSpan, message: own ? "this is the carousel itself" : "`\(next)` is here")
            ],
            help: own
                ? "name another carousel (the main one a thumbnail strip follows), or remove `sync`"
                : "remove `sync` from one of them: the main carousel follows nobody")
    }

    /// E0373: the carousel named by `sync` is of a kind that cannot sync, or either end is contained.
    static func syncKindUnsupported(
        target: String, reason: String, span: SourceSpan, path: String, targetSpan: SourceSpan, label: String
    ) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.syncUnsupported, message: "cannot sync with `\(target)`: \(reason)", span: span, path: path,
            labels: [DiagnosticLabel(span: targetSpan, message: label)],
            help: "sync paging or focus carousels whose every item can be selected (no `contain = true`)")
    }

    /// W0495: the follower has its own auto-scroll, which would drive its leader too.
    static func syncFollowerAutoScroll(
        follower: String, target: String, span: SourceSpan, path: String, targetSpan: SourceSpan
    ) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.syncFollowerAutoScroll,
            message: "`\(follower)` auto-scrolls, and it drives `\(target)`: two timers would move the pair",
            span: span, path: path,
            labels: [DiagnosticLabel(span: targetSpan, message: "`\(follower)` follows `\(target)` here")],
            help: "put `[carousel.auto]` on `\(target)` only (the strip follows it)")
    }

    /// W0496: the follower's `start` differs from its leader's, which wins at launch.
    static func syncStartIgnored(
        start: Int, targetStart: Int, target: String, span: SourceSpan, path: String, targetSpan: SourceSpan
    ) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.syncStartIgnored,
            message: "`start = \(start)` is overridden: a synced carousel starts on `\(target)`'s item \(targetStart)",
            span: span, path: path,
            labels: [DiagnosticLabel(span: targetSpan, message: "`\(target)` is followed here")],
            help: "set `start` on `\(target)` only, or to \(targetStart) here",
            fixIts: [.replace(span, with: "\(targetStart)", message: "start at \(targetStart)")])
    }
}
