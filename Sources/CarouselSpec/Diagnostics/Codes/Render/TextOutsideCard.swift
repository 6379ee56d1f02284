import SourceDiagnostics

// W0415 (warning).
// Emitted by:
//   Sources/CarouselVerify/FindingWording+Messages.swift,
//   Sources/CarouselVerify/SceneInspector.swift.
extension DiagnosticCode {
    /// A card's label drawn outside the card's rounded shape (`check --render`).
    public static let textOutsideCard = DiagnosticCode(
        "W0415", "text outside its card",
        """
        Reported by `carousel check --render` when a card's title or subtitle is drawn outside the \
        card's rounded shape. The scene keeps labels inside it: a card's lines sit in its bottom \
        leading corner inside a padding of 9 to 18 points, move further in where a large \
        `corner-radius` curves through them (and wrap to the narrower width), and a label that \
        cannot fit (a card lower than one title line, or too narrow between its curves) is left \
        out, which `check` reports as W0409 when the title is written. So this warning is the \
        render pass's check of that promise: seen on a spec, it is a bug of the scene; please \
        report it with the spec. The wrong example is the case it once caught, a radius so large \
        that the curve passed through the label: the lines are now drawn clear of it.
        """,
        wrong: spec("corner-radius = 300\n"),
        right: spec("corner-radius = 16\n"))
}

// Message and fix-its: built where it is emitted (see above).
