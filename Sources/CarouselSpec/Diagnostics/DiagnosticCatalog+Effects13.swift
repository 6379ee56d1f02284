extension DiagnosticCatalog {
    static let transformStopsOutOfOrderEntry = entry(
        DiagnosticCode.transformStopsOutOfOrder, "custom effect stops out of order",
        """
        The stops of a custom effect (`[[carousel.transform]]`) map a page's offset from the \
        selection to its transform, interpolated between neighbouring stops. They must be written \
        in strictly increasing `offset`: a stop out of order or at an offset already used would \
        make the interpolation ambiguous. Reorder the stops, or change or remove the duplicate.
        """,
        wrong: spec(
            "effect = \"custom\"\n[[carousel.transform]]\noffset = 1\n[[carousel.transform]]\noffset = -1\n"),
        right: spec(
            "effect = \"custom\"\n[[carousel.transform]]\noffset = -1\n[[carousel.transform]]\noffset = 1\n"))

    static let transformWithoutCustomEntry = entry(
        DiagnosticCode.transformWithoutCustom, "transform stops without the custom effect",
        """
        `[[carousel.transform]]` stops are read only by `effect = "custom"`. On a carousel with \
        another effect (or none: "slide") they would be ignored, so it is an error. Set \
        `effect = "custom"`, or remove the stops.
        """,
        wrong: spec("effect = \"slide\"\n[[carousel.transform]]\noffset = 0\nscale = 0.9\n"),
        right: spec("effect = \"custom\"\n[[carousel.transform]]\noffset = 0\nscale = 0.9\n"))

    static let customWithoutTransformEntry = entry(
        DiagnosticCode.customWithoutTransform, "custom effect without stops",
        """
        `effect = "custom"` places every page by the `[[carousel.transform]]` stops. Without any \
        stop every page would sit, untransformed, on the selected one. Add at least one stop, or \
        choose another effect.
        """,
        wrong: spec("effect = \"custom\"\n"),
        right: spec("effect = \"custom\"\n[[carousel.transform]]\noffset = 1\ntranslate-x = 300\n"))

    static let timeMachineRadiusEntry = entry(
        DiagnosticCode.timeMachineRadius, "radius on a time machine",
        """
        A time machine (`time-machine`, `inverted-time-machine`) lines its pages up in depth, one \
        stride apart, turned by `tilt`: it has no ring, so `[carousel.ring]`'s `radius` changes \
        nothing. Remove it (use `tilt` to turn the line).
        """,
        wrong: spec("effect = \"time-machine\"\n[carousel.ring]\nradius = 600\n"),
        right: spec("effect = \"time-machine\"\n[carousel.ring]\ntilt = 20\n"))
}
