import CarouselEngine
import SourceDiagnostics

// E0378 (error).
// Emitted by: Sources/CarouselSpec/Diagnostics/Codes/Grid/GridOnLoop.swift.
extension DiagnosticCode {
    /// `[carousel.grid] rows` that leaves cards thinner across the axis than the minimum.
    public static let gridRowsTooThin = DiagnosticCode(
        "E0378", "grid rows too thin",
        """
        A grid splits the frame minus the insets across the axis into `rows` cells, `spacing` \
        apart. Cells thinner than 24 points cannot hold a readable label (the same minimum as \
        `per-view` along the axis, E0323), so `check` reports the layout. The fix-it gives the \
        most rows that keep cells at least 24 points; a taller frame, fewer insets or less \
        `spacing` also make room.
        """,
        wrong: spec(
            "frame = { x = 0, y = 0, width = 800, height = 120 }\n",
            items: "[carousel.grid]\nrows = 8\n\n[carousel.generate]\ncount = 16\n"),
        right: spec(
            "frame = { x = 0, y = 0, width = 800, height = 120 }\n",
            items: "[carousel.grid]\nrows = 2\n\n[carousel.generate]\ncount = 16\n"))
}

/// The message of E0378 and its fix-its.
extension SpecMessages {
    /// E0378: so many rows that the cells are thinner than the minimum across the axis.
    static func gridRowsTooThin(
        rows: Int, cell: Double, largest: Int, region: Double, spacing: Double, axis: Axis, span: SourceSpan,
        path: String
    ) -> Diagnostic {
        let across = axis == .horizontal ? "high" : "wide"
        return Diagnostic(
            DiagnosticCode.gridRowsTooThin,
            message: "`rows = \(rows)` leaves cards \(points(max(cell, 0))) points \(across), "
                + "less than \(points(PagingGeometry.minimumItemLength))",
            span: span, path: path,
            help: "use at most \(largest) rows, or reduce `spacing` or the insets",
            notes: [
                "the frame minus the insets is \(points(region)) points across the axis; "
                    + "\(points(Double(rows - 1) * spacing)) of them are gaps of \(points(spacing))"
            ],
            fixIts: [.replace(span, with: String(largest), message: "use \(largest) rows", safety: .unsafe)])
    }
}
