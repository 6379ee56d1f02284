import CarouselEngine
import SourceDiagnostics

// E0323 (error).
// Emitted by: the rule below (`rules:`).
extension DiagnosticCode {
    /// `per-view` with spacing that leaves items shorter than the minimum item length.
    public static let perViewTooMany = DiagnosticCode(
        "E0323", "too many items per view",
        """
        With many items per view, the gaps between them take most of the frame and each item is \
        left a sliver. Items shorter than 24 points cannot hold a readable label, so `check` \
        reports the layout. The fix-it gives the largest `per-view` (in steps of 0.1) that keeps \
        items at least 24 points long; fewer insets or less `spacing` also make room.
        """,
        wrong: spec("per-view = 50\n", items: tenItems),
        right: spec("per-view = 8\n", items: tenItems),
        rules: [PerViewRoomRule()])
}

/// The message of E0323 and its fix-its.
extension SpecMessages {
    /// E0323: so many items per view that the spacing leaves them shorter than the minimum.
    static func perViewTooMany(
        perView: Double, itemLength: Double, largest: Double, region: Double, spacing: Double, span: SourceSpan,
        path: String
    ) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.perViewTooMany,
            message: "`per-view = \(points(perView))` leaves items \(points(max(itemLength, 0))) points long, "
                + "less than \(points(PagingGeometry.minimumItemLength))",
            span: span, path: path,
            help: "show at most \(points(largest)) items per view, or reduce `spacing` or the insets",
            notes: [
                "the frame minus the insets is \(points(region)) points along the axis; "
                    + "\(points((perView.rounded(.up) - 1) * spacing)) of them are gaps of \(points(spacing))"
            ],
            fixIts: [
                .replace(span, with: points(largest), message: "show \(points(largest)) per view", safety: .unsafe)
            ])
    }
}

/// E0323 (a layout proof): `per-view` must leave items at least
/// ``PagingGeometry/minimumItemLength`` points long.
struct PerViewRoomRule: LayoutRule {
    func checkLayout(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        typealias Keys = SpecSchema.CarouselKeys
        for carousel in spec.carousels where carousel.kind == .paging {
            let configuration = carousel.configuration
            let axis = configuration.axis
            let region = carousel.derived.content.mainLength(axis)
            let spacing = max(0, configuration.spacing)
            guard configuration.pageSize == nil, region > 0, carousel.table.isWritten(Keys.perView),
                let span = carousel.table.valueSpan(Keys.perView)
            else { continue }
            let length = PagingGeometry.itemLength(region: region, layout: configuration.paging, spacing: spacing)
            guard length < PagingGeometry.minimumItemLength else { continue }
            diagnostics.append(
                SpecMessages.perViewTooMany(
                    perView: configuration.paging.perView, itemLength: length,
                    largest: PagingGeometry.largestPerView(region: region, spacing: spacing), region: region,
                    spacing: spacing, span: span, path: carousel.table.path(of: Keys.perView)))
        }
    }
}
