import CarouselEngine
import SourceDiagnostics

// E0360 (error).
// Emitted by: the rule below (`rules:`).
extension DiagnosticCode {
    /// `pagination` and `indicators` both written and contradicting each other.
    public static let paginationContradictsIndicators = DiagnosticCode(
        "E0360", "pagination contradicts indicators",
        """
        `indicators` is the older switch for the page indicator: `indicators = false` is \
        `pagination = "none"`, and `indicators = true` allows any other `pagination`. A carousel \
        that writes both with opposite meanings (`indicators = false` with dots, a fraction or a \
        progress bar, or `indicators = true` with `pagination = "none"`) would silently drop one, \
        so it is an error. Remove `indicators` and keep `pagination`.
        """,
        wrong: spec("indicators = false\npagination = \"fraction\"\n"),
        right: spec("pagination = \"fraction\"\n"),
        rules: [NavigationRule()])
}

/// The message of E0360 and its fix-its.
extension SpecMessages {
    /// E0360: `pagination` and `indicators` written with opposite meanings.
    static func paginationContradictsIndicators(
        pagination: String, indicators: Bool, span: SourceSpan, path: String, indicatorsEntry: SourceSpan
    ) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.paginationContradictsIndicators,
            message: "`pagination = \"\(pagination)\"` contradicts `indicators = \(indicators)`", span: span,
            path: path,
            labels: [DiagnosticLabel(span: indicatorsEntry, message: "`indicators = \(indicators)` is set here")],
            help: "remove `indicators`: `pagination` says the same and more",
            notes: [
                "`indicators = false` means `pagination = \"none\"`; `indicators = true` allows dots, fraction "
                    + "or progress"
            ],
            fixIts: [.remove(indicatorsEntry, message: "remove `indicators`", safety: .unsafe)])
    }
}

/// E0360: `pagination` against `indicators`; W0490: arrows on a frame too small for them;
/// W0491: a pagination colour nothing uses. (`arrows` on a marquee is E0205, from ``KindRule``.)
struct NavigationRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        typealias Keys = SpecSchema.NavigationKeys
        for carousel in spec.carousels {
            let table = carousel.table
            let pagination = table[Keys.pagination] ?? PaginationStyle.dots.rawValue
            if table.isWritten(Keys.pagination.key), !table.isInvalid(Keys.pagination.key),
                table.isWritten(SpecSchema.CarouselKeys.indicators.key),
                !table.isInvalid(SpecSchema.CarouselKeys.indicators.key),
                let span = table.valueSpan(Keys.pagination.key),
                let indicatorsEntry = table.entrySpan(SpecSchema.CarouselKeys.indicators.key)
            {
                let indicators = table[SpecSchema.CarouselKeys.indicators]
                if indicators != (pagination != PaginationStyle.none.rawValue) {
                    diagnostics.append(
                        SpecMessages.paginationContradictsIndicators(
                            pagination: pagination, indicators: indicators, span: span,
                            path: table.path(of: Keys.pagination.key), indicatorsEntry: indicatorsEntry))
                }
            }
            arrows(carousel, into: &diagnostics)
            colors(carousel, pagination: pagination, into: &diagnostics)
        }
    }

    /// W0490 when `arrows = true` draws nothing because the frame is too small.
    func arrows(_ carousel: CarouselContext, into diagnostics: inout [Diagnostic]) {
        let configuration = carousel.configuration
        guard configuration.arrows, configuration.itemCount > 1, carousel.derived.arrowRects.isEmpty,
            let span = carousel.table.entrySpan(SpecSchema.NavigationKeys.arrows.key)
        else { return }
        diagnostics.append(
            SpecMessages.arrowsDoNotFit(
                frame: carousel.derived.placement.frame, axis: configuration.axis, span: span,
                path: carousel.table.path(of: SpecSchema.NavigationKeys.arrows.key)))
    }

    /// W0491 for `pagination-color` with "none", `pagination-active-color` with "none" or "fraction".
    func colors(_ carousel: CarouselContext, pagination: String, into diagnostics: inout [Diagnostic]) {
        typealias Keys = SpecSchema.NavigationKeys
        let effective = carousel.configuration.indicators ? pagination : PaginationStyle.none.rawValue
        let unused: [Field<RGBAColor>] =
            effective == PaginationStyle.none.rawValue
            ? [Keys.color, Keys.activeColor] : effective == PaginationStyle.fraction.rawValue ? [Keys.activeColor] : []
        for key in unused {
            guard let span = carousel.table.entrySpan(key.key) else { continue }
            diagnostics.append(
                SpecMessages.paginationColorUnused(
                    key: key.key, pagination: effective, span: span, path: carousel.table.path(of: key.key)))
        }
    }
}
