import SourceDiagnostics

// W0432 (warning).
// Emitted by: Sources/CarouselSpec/Rules/ImageAltRule.swift.
extension DiagnosticCode {
    /// An image item with neither `alt` nor `title`.
    public static let imageWithoutAlt = DiagnosticCode(
        "W0432", "image item without alt or title",
        """
        Every selection change is announced the way an ARIA live region reads it: \
        "Item 3 of 10: Sunrise over the bay", with the item's `alt`, else its `title`. An image \
        item with neither would be announced as a bare position. Describe the picture with \
        `alt`, give the item a `title`, or write `alt = ""` to mark the image decorative (the \
        fix-it does that).
        """,
        wrong: spec("", items: "[[carousel.items]]\nimage = \"../Assets/images/sunrise.png\"\n"),
        right: spec(
            "", items: "[[carousel.items]]\nimage = \"../Assets/images/sunrise.png\"\nalt = \"Sunrise over the bay\"\n")
    )
}

/// The message of W0432 and its fix-its.
extension SpecMessages {
    /// W0432: an image item with neither `alt` nor `title`.
    static func imageWithoutAlt(span: SourceSpan, path: String, inline: Bool) -> Diagnostic {
        let insertion = inline ? ", alt = \"\"" : "\nalt = \"\""
        return Diagnostic(
            DiagnosticCode.imageWithoutAlt,
            message: "image item without `alt` or `title`: its announcement cannot say what it shows",
            span: span, path: path,
            help: "add `alt = \"...\"` describing the picture, or `alt = \"\"` if it is decorative",
            fixIts: [
                FixIt(
                    message: "add `alt = \"\"` (decorative)",
                    edits: [TextEdit(span: .point(span.end), replacement: insertion)])
            ])
    }
}
