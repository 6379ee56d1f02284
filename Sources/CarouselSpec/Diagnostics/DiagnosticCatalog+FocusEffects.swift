extension DiagnosticCatalog {
    static let focusNeighborsUnderEffectEntry = entry(
        DiagnosticCode.focusNeighborsUnderEffect, "visible-neighbors under a one-card effect",
        """
        On a focus carousel `visible-neighbors` says how many cards show on each side. Under \
        `fade` and `flip` every card sits in place on the selected one, and a cube shows at most \
        the two faces turned towards the viewer: only the selected card and the one coming in \
        show, whatever the count. Remove the key, or choose an effect that lays the neighbours \
        out (coverflow, a ring, a time machine, cards or custom).
        """,
        wrong: spec(
            "kind = \"focus\"\neffect = \"flip\"\n[carousel.focus]\nvisible-neighbors = 2\n"),
        right: spec(
            "kind = \"focus\"\neffect = \"coverflow\"\n[carousel.focus]\nvisible-neighbors = 2\n"))

    static let cubeShadowOptionUnusedEntry = entry(
        DiagnosticCode.cubeShadowOptionUnused, "cube shadow option without the shadow",
        """
        `shadow-offset` and `shadow-scale` in `[carousel.cube]` place the soft shadow on the \
        ground under the cube. With `shadow = false` there is no such shadow, so they change \
        nothing. Set `shadow = true`, or remove them.
        """,
        wrong: spec("effect = \"cube\"\n[carousel.cube]\nshadow = false\nshadow-offset = 40\n"),
        right: spec("effect = \"cube\"\n[carousel.cube]\nshadow = true\nshadow-offset = 40\n"))
}
