import SourceDiagnostics

// W0445 (warning).
// Emitted by: Sources/CarouselSpec/Rules/CubeShadowRule.swift.
extension DiagnosticCode {
    /// A cube shadow option (`shadow-offset`, `shadow-scale`) while the cube has no ground shadow.
    public static let cubeShadowOptionUnused = DiagnosticCode(
        "W0445", "cube shadow option without the shadow",
        """
        `shadow-offset` and `shadow-scale` in `[carousel.cube]` place the soft shadow on the \
        ground under the cube. With `shadow = false` there is no such shadow, so they change \
        nothing. Set `shadow = true`, or remove them.
        """,
        wrong: spec("effect = \"cube\"\n[carousel.cube]\nshadow = false\nshadow-offset = 40\n"),
        right: spec("effect = \"cube\"\n[carousel.cube]\nshadow = true\nshadow-offset = 40\n"))
}

/// The message of W0445 and its fix-its.
extension SpecMessages {
    /// W0445: a cube ground-shadow option while `shadow = false`.
    static func cubeShadowOptionUnused(key: String, span: SourceSpan, path: String) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.cubeShadowOptionUnused,
            message: "`\(key)` changes nothing without the cube's ground shadow", span: span, path: path,
            help: "set `shadow = true` in [carousel.cube], or remove `\(key)`",
            fixIts: [.remove(span, message: "remove `\(key)`")])
    }
}
