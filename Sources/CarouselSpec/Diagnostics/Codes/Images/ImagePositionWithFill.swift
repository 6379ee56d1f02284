import SourceDiagnostics

// W0418 (warning).
// Emitted by: Sources/CarouselSpec/Diagnostics/Codes/Images/ImageFitWithoutImage.swift (`ImageFitRule`).
extension DiagnosticCode {
    /// `image-position` with `image-fit = "fill"`, which leaves nothing to place.
    public static let imagePositionWithFill = DiagnosticCode(
        "W0418", "image position with a stretched image",
        """
        `image-position` chooses which part of a covering picture shows, or where a contained \
        picture sits in the room it leaves. With `image-fit = "fill"` the picture is stretched \
        to the card exactly: there is no overflow and no room, so the position changes nothing. \
        Remove `image-position`, or use `cover` or `contain`.
        """,
        wrong: spec(
            "image-fit = \"fill\"\nimage-position = [0, 0]\n",
            items: "[[carousel.items]]\ntitle = \"One\"\nimage = \"../Assets/images/ocean.jpg\"\nalt = \"Open sea\"\n"),
        right: spec(
            "image-fit = \"cover\"\nimage-position = [0, 0]\n",
            items: "[[carousel.items]]\ntitle = \"One\"\nimage = \"../Assets/images/ocean.jpg\"\nalt = \"Open sea\"\n"))
}

/// The message of W0418.
extension SpecMessages {
    /// W0418: `image-position` at `span` where the fit (set at `fitEntry`) is `fill`.
    static func imagePositionWithFill(span: SourceSpan, path: String, fitEntry: SourceSpan?) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.imagePositionWithFill,
            message: "`image-position` has no effect with `image-fit = \"fill\"`: the image is stretched to the card",
            span: span, path: path,
            labels: label("the image is stretched here", at: fitEntry),
            help: "remove `image-position`, or set `image-fit` to \"cover\" or \"contain\"",
            fixIts: [.remove(span, message: "remove `image-position`", safety: .safe)])
    }
}
