import SourceDiagnostics

// W0496 (warning).
// Emitted by: Sources/CarouselSpec/Diagnostics/Codes/Sync/SyncTargetMissing.swift.
extension DiagnosticCode {
    /// A synced follower's `start` that its leader's overrides.
    public static let syncStartIgnored = DiagnosticCode(
        "W0496", "start on a synced follower",
        """
        A follower starts on the item of the carousel it follows, so its own `start` is \
        overridden when it differs. Set `start` on the main carousel, or the same value here.
        """,
        wrong: syncSpec("photos", strip: "start = 2\n"), right: syncSpec("photos", main: "start = 2\n"))
}

/// The message of W0496 and its fix-its.
extension SpecMessages {
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
            fixIts: [.replace(span, with: "\(targetStart)", message: "start at \(targetStart)", safety: .unsafe)])
    }
}
