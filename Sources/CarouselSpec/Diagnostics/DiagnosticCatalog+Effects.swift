extension DiagnosticCatalog {
    static let effectTableMismatchEntry = entry(
        DiagnosticCode.effectTableMismatch, "effect parameters for another effect",
        """
        `[carousel.coverflow]` holds the parameters of `effect = "coverflow"`, and \
        `[carousel.ring]` those of the ring effects (`rotary`, `inverted-rotary`, `cylinder`, \
        `inverted-cylinder`). On a carousel whose `effect` is another one the table would be \
        ignored, which usually means the effect or the table is a mistake, so it is an error. \
        Set `effect` to the effect the table is for, or remove the table.
        """,
        wrong: spec("effect = \"slide\"\n[carousel.coverflow]\nrotate = 30\n"),
        right: spec("effect = \"coverflow\"\n[carousel.coverflow]\nrotate = 30\n"))

    static let flatEffectPerspectiveEntry = entry(
        DiagnosticCode.flatEffectPerspective, "perspective on a flat effect",
        """
        `perspective` is the eye distance the 3D effects (`coverflow` and the rings) are seen \
        from. `slide` and `fade` move pages in the plane only, so a `perspective` on such a \
        carousel changes nothing. Remove it, or choose a 3D effect.
        """,
        wrong: spec("effect = \"fade\"\nperspective = 800\n"),
        right: spec("effect = \"coverflow\"\nperspective = 800\n"))

    static let wheelTiltEntry = entry(
        DiagnosticCode.wheelTilt, "tilt on a wheel",
        """
        `tilt` tips a rotary or cylinder ring towards the viewer. A wheel (`wheel`, \
        `inverted-wheel`) turns its cards in the window's plane about a hub beside the carousel, \
        so it has nothing to tip and the key changes nothing. Remove it, or choose a rotary or \
        cylinder ring.
        """,
        wrong: spec("effect = \"wheel\"\n[carousel.ring]\ntilt = 10\n"),
        right: spec("effect = \"wheel\"\n[carousel.ring]\nradius = 600\n"))
}
