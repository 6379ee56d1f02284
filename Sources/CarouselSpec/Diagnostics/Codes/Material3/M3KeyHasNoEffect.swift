import CarouselEngine
import SourceDiagnostics

// W0460 (warning).
// Emitted by: Sources/CarouselSpec/Diagnostics/Codes/Material3/M3Infinite.swift.
extension DiagnosticCode {
    /// A `[carousel.m3]` key the layout does not use.
    public static let m3KeyHasNoEffect = DiagnosticCode(
        "W0460", "a Material 3 key the layout does not use",
        """
        `hero-align` only moves a hero layout; `min-small-item` and `max-small-item` mean \
        nothing to the uncontained layout; with `keylines`, the computed lengths \
        (`preferred-item-width`, the small bounds) and `hero-align` are not used. Remove the key.
        """,
        wrong: m3Spec(m3: "layout = \"multi-browse\"\nhero-align = \"center\"\n"),
        right: m3Spec(m3: "layout = \"hero\"\nhero-align = \"center\"\n"))
}

/// The message of W0460 and its fix-its.
extension SpecMessages {
    /// W0460: a `[carousel.m3]` key the layout does not read.
    static func m3KeyHasNoEffect(_ key: String, why: String, entry: SourceSpan, path: String) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.m3KeyHasNoEffect, message: "`\(key)` has no effect: \(why)", span: entry, path: path,
            help: "remove it", fixIts: [SpecFixIts.remove(key, entry: entry)])
    }
}
