import SourceDiagnostics

// W0488 (warning).
// Emitted by: Sources/CarouselSpec/SpecCompiler.swift (`check`).
extension DiagnosticCode {
    /// A spec with no carousels and nothing for another spec to take.
    public static let nothingToUse = DiagnosticCode(
        "W0488", "spec with nothing in it",
        """
        A spec without `[[carousel]]` is a theme: other specs take its `[window]` and \
        `[defaults]` with `extends`. This one has neither (and extends nothing), so it neither \
        runs nor gives anything: most likely the file is empty or its carousels were deleted by \
        mistake. Add a `[[carousel]]`, or the `[window]` and `[defaults]` a theme shares.
        """,
        wrong: "version = 1\n",
        right: "version = 1\n\n[defaults]\nspacing = 24\n")
}

/// The message of W0488.
extension SpecMessages {
    /// W0488: the whole file holds nothing to run or share.
    static func nothingToUse() -> Diagnostic {
        Diagnostic(
            DiagnosticCode.nothingToUse,
            message: "the spec has no [[carousel]] and no [window] or [defaults] for other specs to take",
            span: nil, help: "add a [[carousel]], or the [window] and [defaults] of a theme")
    }
}
