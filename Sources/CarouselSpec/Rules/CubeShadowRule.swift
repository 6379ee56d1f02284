import SourceDiagnostics

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
