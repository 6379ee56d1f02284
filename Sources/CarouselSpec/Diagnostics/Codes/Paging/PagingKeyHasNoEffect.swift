import CarouselEngine
import SourceDiagnostics

// W0451 (warning).
// Emitted by: Sources/CarouselSpec/Rules/PagingRules.swift.
extension DiagnosticCode {
    /// `align` or `contain` that changes nothing with the other paging keys.
    public static let pagingKeyHasNoEffect = DiagnosticCode(
        "W0451", "align or contain has no effect",
        """
        With one item per view and no `page-size`, an item fills the frame minus the insets: \
        every `align` puts it in the same place, and `contain` finds no empty space to remove. \
        The key is then only noise (or a sign that `per-view` is missing). The fix-it removes it.
        """,
        wrong: spec("align = \"start\"\n", items: tenItems),
        right: spec("per-view = 3\nalign = \"start\"\n", items: tenItems))
}

/// The message of W0451 and its fix-its.
extension SpecMessages {
    /// W0451: `align` or `contain` that changes nothing (`why` says what makes it so).
    static func pagingKeyHasNoEffect(_ key: String, why: String, entry: SourceSpan, path: String) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.pagingKeyHasNoEffect, message: "`\(key)` has no effect: \(why)",
            span: entry, path: path, help: "remove it, or set `per-view` above 1",
            fixIts: [SpecFixIts.remove(key, entry: entry)])
    }
}
