import CarouselEngine
import SourceDiagnostics

// W0409 (warning).
// Emitted by: Sources/CarouselSpec/Rules/TextRules.swift.
extension DiagnosticCode {
    /// A label size or line count the card cannot hold.
    public static let textTooLarge = DiagnosticCode(
        "W0409", "text does not fit the card",
        """
        A card's labels sit inside its padding (`clamp(min(width, height) × 0.09, 9..18)` \
        points) and are stacked up from the bottom: the title first, then the subtitle under it. \
        `check` takes a line to be 1.2 × its size tall (the bundled DejaVu Sans draws 1.16) and \
        warns when a written `title-size` cannot fit one line in the card's height, when a \
        written `title-lines` asks for more lines than the card holds at the title's size, or \
        when a written `subtitle-size` leaves no room for one subtitle line under one title line \
        (the subtitle would never be drawn). The card is the one `carousel compile` prints as \
        `derived.card-size`. The title always keeps one line, so a too-large title spills into \
        the top padding; a title line that would stick out of the card is not drawn at all, and \
        a written `title` on a card too low for one line of its derived size (a tiny \
        `page-size`) is reported at the title. Lower the size or the line count, or make the \
        card larger.
        """,
        wrong: spec(
            "frame = { x = 0, y = 0, width = 600, height = 120 }\n[carousel.text]\ntitle-size = 90\n"),
        right: spec(
            "frame = { x = 0, y = 0, width = 600, height = 120 }\n[carousel.text]\ntitle-size = 40\n"))
}

/// The message of W0409 and its fix-its.
extension SpecMessages {
    /// W0409: a written `title-size` whose one line does not fit the card's height.
    static func titleTooLarge(
        size: Double, inside: Double, card: Size, padding: Double, span: SourceSpan, path: String
    ) -> Diagnostic {
        let line = CardText.estimatedLineHeight(points: size)
        let largest = (inside / CardText.lineHeightRatio).rounded(.down)
        return Diagnostic(
            DiagnosticCode.textTooLarge,
            message:
                "`title-size` \(points(size)) does not fit the card: one line is about \(points(line)) points tall, "
                + "and the card (\(self.size(card.width, card.height)) points) has \(points(inside)) inside its "
                + "\(points(padding))-point padding",
            span: span, path: path,
            help: largest >= 6 ? "write \(points(largest)) or less, or make the card taller" : "make the card taller",
            fixIts: largest >= 6 ? [.replace(span, with: points(largest))] : [])
    }

    /// W0409: a written title on a card lower than one line of its derived size: not drawn.
    static func titleNotDrawn(points size: Double, card: Size, padding: Double, span: SourceSpan, path: String)
        -> Diagnostic
    {
        let line = CardText.estimatedLineHeight(points: size)
        return Diagnostic(
            DiagnosticCode.textTooLarge,
            message:
                "this title is not drawn: its card is \(self.size(card.width, card.height)) points, and one line "
                + "of its \(points(size))-point size (about \(points(line)) points) does not fit above the "
                + "\(points(padding))-point bottom padding",
            span: span, path: path,
            help: "make the card at least \(points((line + padding).rounded(.up))) points tall, or leave the title out")
    }

    /// W0409: a written `title-lines` above the lines of the title's size the card holds.
    static func tooManyTitleLines(
        lines: Int, fitting: Int, titleSize: Double, inside: Double, span: SourceSpan, path: String
    ) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.textTooLarge,
            message:
                "`title-lines` \(lines) does not fit the card: \(points(inside)) points inside the padding hold "
                + "\(fitting) line\(fitting == 1 ? "" : "s") of \(points(titleSize)) points "
                + "(about \(points(CardText.estimatedLineHeight(points: titleSize))) each)",
            span: span, path: path, help: "write \(fitting), or lower `title-size`",
            fixIts: [.replace(span, with: String(fitting))])
    }

    /// W0409: a written `subtitle-size` that leaves no room for a subtitle line under the title.
    static func subtitleTooLarge(
        size: Double, room: Double, titleSize: Double, span: SourceSpan, path: String
    ) -> Diagnostic {
        let largest = (room / CardText.lineHeightRatio).rounded(.down)
        return Diagnostic(
            DiagnosticCode.textTooLarge,
            message:
                "`subtitle-size` \(points(size)) leaves the subtitle out: under one title line of "
                + "\(points(titleSize)) points the card has \(points(max(0, room))) points left, and a subtitle "
                + "line needs about \(points(CardText.estimatedLineHeight(points: size)))",
            span: span, path: path,
            help: largest >= 6
                ? "write \(points(largest)) or less, or lower `title-size`"
                : "lower `title-size` or make the card taller",
            fixIts: largest >= 6 ? [.replace(span, with: points(largest))] : [])
    }
}
