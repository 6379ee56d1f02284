import SourceDiagnostics

// W0480 (warning).
// Emitted by: the rule below (`rules:`).
extension DiagnosticCode {
    /// A carousel `direction` equal to the one it inherits from `[window]`.
    public static let directionRepeatsWindow = DiagnosticCode(
        "W0480", "carousel direction repeats the window's",
        """
        A carousel reads in the window's `direction` (`[window] direction`, default `"ltr"`) \
        unless it sets its own. A carousel `direction` equal to the window's changes nothing, and \
        a later change of the window's direction would silently skip this carousel. Remove the \
        key, or write the other direction to mirror just this carousel.
        """,
        wrong: "[window]\ndirection = \"rtl\"\n\n" + spec("direction = \"rtl\"\n"),
        right: "[window]\ndirection = \"rtl\"\n\n" + spec(""),
        rules: [DirectionRule()])
}

/// The message of W0480 and its fix-its.
extension SpecMessages {
    /// W0480: a carousel's `direction` equal to the window's, which it inherits anyway.
    static func directionRepeatsWindow(direction: String, span: SourceSpan, path: String, window: SourceSpan?)
        -> Diagnostic
    {
        let source = window == nil ? "the default `[window] direction`" : "`[window] direction`"
        return Diagnostic(
            DiagnosticCode.directionRepeatsWindow,
            message: "`direction = \"\(direction)\"` has no effect: the carousel inherits it from \(source)",
            span: span, path: path,
            labels: label("the window's direction is set here", at: window),
            help: "remove `direction` from the carousel, or write the other direction to override the window's")
    }
}

/// W0480: a carousel's `direction` that repeats the one it inherits from `[window]` (written or
/// the default `"ltr"`); W0481: a written `[window] direction` that every carousel overrides.
struct DirectionRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        typealias Keys = SpecSchema.CarouselKeys
        let windowDirection = spec.window[SpecSchema.WindowKeys.direction]
        let windowSpan = spec.window.entrySpan(SpecSchema.WindowKeys.direction)
        var overridden = 0
        for carousel in spec.carousels {
            // An unknown value (E0303) is read as nil: nothing to compare.
            guard let span = carousel.table.entrySpan(Keys.direction), let value = carousel.table[Keys.direction]
            else { continue }
            if value == windowDirection {
                diagnostics.append(
                    SpecMessages.directionRepeatsWindow(
                        direction: windowDirection, span: span, path: carousel.table.path(of: Keys.direction),
                        window: windowSpan))
            } else {
                overridden += 1
            }
        }
        guard let windowSpan, !spec.carousels.isEmpty, overridden == spec.carousels.count else { return }
        diagnostics.append(
            SpecMessages.windowDirectionOverridden(
                direction: windowDirection, span: windowSpan,
                path: spec.window.path(of: SpecSchema.WindowKeys.direction),
                carousels: spec.carousels.compactMap { $0.table.entrySpan(Keys.direction) }))
    }
}
