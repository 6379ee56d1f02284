import SourceDiagnostics

// W0435 (warning).
// Emitted by: the rule below (`rules:`).
extension DiagnosticCode {
    /// An auto-rotating carousel that nothing on screen can pause.
    public static let autoRotationWithoutPause = DiagnosticCode(
        "W0435", "auto-rotation without a way to pause",
        """
        Content that moves on by itself for more than five seconds needs a way to pause it \
        (WCAG 2.2.2, pause, stop, hide); the W3C APG carousel pattern asks for a rotation \
        control and for rotation to stop while the pointer is over the carousel. A paging, \
        focus or stack carousel with `[carousel.auto]` that writes `pause-on-hover = false` and \
        no `pause-button = true` leaves a pointer user only the Space key, which nothing on \
        screen tells of. Draw the pause button (`pause-button = true`, the fix-it) or let \
        hovering pause it (`pause-on-hover = true`, the default). A kiosk (`[window] kiosk = \
        true`) is exempt: it takes no pointer or keyboard input from visitors, so a control \
        could not be used and the screen is meant to turn by itself. A marquee's drift is not \
        checked here.
        """,
        wrong: spec("[carousel.auto]\ninterval = \"6s\"\npause-on-hover = false\n"),
        right: spec("[carousel.auto]\ninterval = \"6s\"\npause-on-hover = false\npause-button = true\n"),
        rules: [AutoRotationPauseRule()])
}

/// The message of W0435 and its fix-it.
extension SpecMessages {
    /// W0435: `pause-on-hover = false` at `span` (the entry `entry`) in a rotating carousel with no
    /// pause button; `inline`: the `[carousel.auto]` table is an inline table.
    static func autoRotationWithoutPause(span: SourceSpan, entry: SourceSpan, path: String, inline: Bool) -> Diagnostic
    {
        let insertion = inline ? ", pause-button = true" : "\npause-button = true"
        return Diagnostic(
            DiagnosticCode.autoRotationWithoutPause,
            message: "this carousel turns by itself and nothing on screen pauses it (WCAG 2.2.2)",
            span: span, path: path,
            help: "add `pause-button = true` to draw a pause control, or let hovering pause it",
            fixIts: [
                FixIt(
                    message: "add `pause-button = true`",
                    edits: [TextEdit(span: .point(entry.end), replacement: insertion)],
                    // Adds a control to the screen the user did not ask for.
                    safety: .unsafe)
            ])
    }
}

/// W0435: each paging, focus or stack carousel whose auto-scroll is on with `pause-on-hover =
/// false` written and no pause button, outside a kiosk.
struct AutoRotationPauseRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        guard !spec.resolvedWindow.kiosk else { return }
        for carousel in spec.carousels where carousel.kind != .marquee {
            guard let auto = carousel.configuration.auto, auto.enabled, !auto.pauseOnHover, !auto.pauseButton,
                let table = carousel.table[SpecSchema.CarouselKeys.auto],
                let span = table.valueSpan(SpecSchema.AutoKeys.pauseOnHover),
                let entry = table.entrySpan(SpecSchema.AutoKeys.pauseOnHover)
            else { continue }
            // A standard table's span is its header; an inline table's span holds its entries.
            let inline = table.span.end > entry.start
            diagnostics.append(
                SpecMessages.autoRotationWithoutPause(
                    span: span, entry: entry, path: table.path(of: SpecSchema.AutoKeys.pauseOnHover.key),
                    inline: inline))
        }
    }
}
