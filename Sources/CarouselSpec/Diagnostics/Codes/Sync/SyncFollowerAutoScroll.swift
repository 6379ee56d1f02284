import SourceDiagnostics

// W0495 (warning).
// Emitted by: Sources/CarouselSpec/Diagnostics/Codes/Sync/SyncTargetMissing.swift.
extension DiagnosticCode {
    /// A synced follower with its own auto-scroll.
    public static let syncFollowerAutoScroll = DiagnosticCode(
        "W0495", "auto-scroll on a synced follower",
        """
        A follower (the carousel with `sync`) moves with the carousel it names and drives it \
        when it moves. Its own `[carousel.auto]` would drive the pair with a second timer. Put \
        auto-scroll on the main carousel only.
        """,
        wrong: syncSpec("photos", strip: "[carousel.auto]\nenabled = true\n"),
        right: syncSpec("photos", main: "[carousel.auto]\nenabled = true\n"))
}

/// The message of W0495 and its fix-its.
extension SpecMessages {
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
}
