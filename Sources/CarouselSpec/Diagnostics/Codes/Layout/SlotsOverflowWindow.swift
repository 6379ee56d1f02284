import CarouselEngine
import SourceDiagnostics

// E0345 (error).
// Emitted by: the rule below (`rules:`).
extension DiagnosticCode {
    /// The fixed slot lengths and the spacing take more than the window, or leave nothing for `fr`.
    public static let slotsOverflowWindow = DiagnosticCode(
        "E0345", "slots do not fit the window",
        """
        The window layout takes the window's `insets` off, puts `spacing` between the \
        carousels, gives each fixed length (points, "N%", "auto") its room in file order and \
        splits what is left by the "Nfr" shares. When the fixed lengths and the spacing take \
        more than the window (percentages that add up past 100 %, say), the last carousels would \
        be pushed out of it; when they take all of it, a carousel sized by "fr" gets nothing. \
        The check runs at the spec's size and at every size the responsive rules and \
        `min-size` name. Shorten a fixed length, or size a carousel by "fr".
        """,
        wrong: "[window]\nsize = [1280, 800]\n\n" + spec("row-height = \"70%\"\n")
            + "[[carousel]]\nid = \"strip\"\nrow-height = \"50%\"\n[[carousel.items]]\ntitle = \"Two\"\n",
        right: "[window]\nsize = [1280, 800]\n\n" + spec("row-height = \"70%\"\n")
            + "[[carousel]]\nid = \"strip\"\nrow-height = \"30%\"\n[[carousel.items]]\ntitle = \"Two\"\n",
        rules: [SlotsFitWindowRule()])
}

/// The message of E0345.
extension SpecMessages {
    /// E0345: the slots need `needed` points of the `length` the window has along its layout.
    static func slotsOverflowWindow(
        id: String, key: String, needed: Double, length: Double, leavesNothing: Bool, span: SourceSpan, path: String
    ) -> Diagnostic {
        let room = "\(Bounds.format(needed)) of the window's \(Bounds.format(length)) points"
        return Diagnostic(
            DiagnosticCode.slotsOverflowWindow,
            message: leavesNothing
                ? "carousel `\(id)` (`\(key)` in \"fr\") gets no room: the fixed lengths and spacing take \(room)"
                : "the slots up to carousel `\(id)` need \(room)",
            span: span, path: path,
            help: "shorten a fixed `\(key)` or the window's `spacing`/`insets`, or size a carousel by \"fr\"")
    }
}

/// E0345: the fixed lengths and the gaps fit the window, and leave room for the `fr` shares.
struct SlotsFitWindowRule: LayoutRule {
    func checkLayout(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        typealias Keys = SpecSchema.CarouselKeys
        let layout = spec.resolvedWindow.layout
        let key = layout == .rows ? Keys.rowHeight : Keys.columnWidth
        let scene = SceneConfiguration(
            windowSize: spec.resolvedWindow.size, layout: layout, carousels: spec.carousels.map(\.configuration),
            spacing: spec.resolvedWindow.spacing, insets: spec.resolvedWindow.insets)
        let distribution = SlotDistribution(scene: scene)
        // Half a point of slack: lengths written to add up exactly may round.
        let slack = 0.5
        if distribution.left < -slack {
            // The first carousel whose fixed length makes the total pass the window.
            var used = 0.0
            var gaps = 0.0
            for (carousel, length) in zip(spec.carousels, distribution.lengths) {
                guard let length else { continue }
                if carousel.configuration.slotLength.fraction == nil { used += length }
                if used + gaps > distribution.length + slack {
                    diagnostics.append(
                        SpecMessages.slotsOverflowWindow(
                            id: carousel.displayID, key: key.key, needed: distribution.fixed + distribution.gaps,
                            length: distribution.length, leavesNothing: false,
                            span: carousel.table.valueSpan(key) ?? carousel.headerSpan,
                            path: carousel.table.path(of: key)))
                    return
                }
                gaps += scene.spacing
            }
        } else if distribution.fractions > 0, distribution.left <= slack {
            guard
                let carousel = zip(spec.carousels, distribution.lengths).first(where: {
                    $0.1 != nil && $0.0.configuration.slotLength.fraction != nil
                })?.0
            else { return }
            diagnostics.append(
                SpecMessages.slotsOverflowWindow(
                    id: carousel.displayID, key: key.key, needed: distribution.fixed + distribution.gaps,
                    length: distribution.length, leavesNothing: true,
                    span: carousel.table.valueSpan(key) ?? carousel.headerSpan, path: carousel.table.path(of: key)))
        }
    }
}
