import SourceDiagnostics

// W0445 (warning).
// Emitted by: the rule below (`rules:`).
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
        right: spec("effect = \"cube\"\n[carousel.cube]\nshadow = true\nshadow-offset = 40\n"),
        rules: [CubeShadowRule()])
}

/// The message of W0445 and its fix-its.
extension SpecMessages {
    /// W0445: a cube ground-shadow option while `shadow = false`.
    static func cubeShadowOptionUnused(key: String, span: SourceSpan, path: String) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.cubeShadowOptionUnused,
            message: "`\(key)` changes nothing without the cube's ground shadow", span: span, path: path,
            help: "set `shadow = true` in [carousel.cube], or remove `\(key)`",
            fixIts: [.remove(span, message: "remove `\(key)`", safety: .unsafe)])
    }
}

/// W0445: `shadow-offset` or `shadow-scale` in `[carousel.cube]` while the cube casts no ground
/// shadow (`shadow = false`, the default). (The table under another effect is E0316, ``EffectRule``.)
struct CubeShadowRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        typealias Keys = SpecSchema.CubeKeys
        for carousel in spec.carousels where SpecSchema.effectKinds.contains(carousel.kind) {
            let table = carousel.table
            guard !table.isInvalid(SpecSchema.EffectKeys.effect), table[SpecSchema.EffectKeys.effect] == "cube",
                let cube = table[SpecSchema.EffectKeys.cube], !cube.isInvalid(Keys.shadow), !cube[Keys.shadow]
            else { continue }
            for key in [Keys.shadowOffset, Keys.shadowScale] {
                guard let span = cube.entrySpan(key) else { continue }
                diagnostics.append(
                    SpecMessages.cubeShadowOptionUnused(key: key.key, span: span, path: cube.path(of: key)))
            }
        }
    }
}
