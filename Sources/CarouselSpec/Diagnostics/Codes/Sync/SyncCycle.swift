import SourceDiagnostics

// E0372 (error).
// Emitted by: Sources/CarouselSpec/Diagnostics/Codes/Sync/SyncTargetMissing.swift.
extension DiagnosticCode {
    /// `sync` names the carousel itself, or synced carousels form a cycle.
    public static let syncCycle = DiagnosticCode(
        "E0372", "sync cycle",
        """
        A carousel cannot follow itself, and followers cannot follow each other round in a \
        cycle (`a` syncs with `b`, `b` with `a`): there must be one main carousel at the end of \
        every chain. Remove `sync` from the main carousel.
        """,
        wrong: syncSpec("photos", main: "sync = \"thumbs\"\n"), right: syncSpec("photos"))
}

/// The message of E0372 and its fix-its.
extension SpecMessages {
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
}
