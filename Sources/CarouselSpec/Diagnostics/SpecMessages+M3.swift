import CarouselEngine
import SourceDiagnostics

/// The messages of `kind = "m3"` and `[carousel.m3]` (E0330-E0335, W0460, W0461).
extension SpecMessages {
    /// E0330: `infinite = true` on a Material 3 carousel.
    static func m3Infinite(span: SourceSpan, path: String, kindSpan: SourceSpan?) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.m3Infinite,
            message: "a Material 3 carousel is finite: its keylines shift to the first and last items, "
                + "which a loop never reaches",
            span: span, path: path,
            labels: kindSpan.map { [DiagnosticLabel(span: $0, message: "the kind is set here")] } ?? [],
            help: "remove `infinite`, or use kind = \"paging\" with `per-view` for a looping strip",
            fixIts: [SpecFixIts.remove("infinite", entry: span)])
    }

    /// E0331: `min-small-item` longer than `max-small-item`.
    static func m3SmallBounds(
        min: Double, max: Double, span: SourceSpan, path: String, otherSpan: SourceSpan?, minIsHere: Bool
    ) -> Diagnostic {
        let other = minIsHere ? "max-small-item" : "min-small-item"
        return Diagnostic(
            DiagnosticCode.m3SmallBounds,
            message: "`min-small-item = \(points(min))` is longer than `max-small-item = \(points(max))`",
            span: span, path: path,
            labels: otherSpan.map { [DiagnosticLabel(span: $0, message: "`\(other)` is set here")] } ?? [],
            help: "small items are between the two lengths: make `min-small-item` at most `max-small-item`",
            fixIts: minIsHere ? [.replace(span, with: points(max), message: "use \(points(max))")] : [])
    }

    /// E0332: a keyline list that does not fill the region.
    static func m3KeylinesDoNotFit(
        total: Double, region: Double, count: Int, spacing: Double, scaled: [Double], span: SourceSpan, path: String
    ) -> Diagnostic {
        let list = "[" + scaled.map(points).joined(separator: ", ") + "]"
        return Diagnostic(
            DiagnosticCode.m3KeylinesDoNotFit,
            message: "the keylines and their gaps are \(points(total)) points long, but the frame minus the insets "
                + "is \(points(region)) points along the axis",
            span: span, path: path,
            help: "make the lengths add up to \(points(region - Double(count - 1) * spacing)) points, or change the "
                + "frame, the insets or `spacing`",
            notes: ["\(count) keylines with \(count - 1) gaps of \(points(spacing)) points"],
            fixIts: [.replace(span, with: list, message: "scale the keylines to fit")])
    }

    /// E0333: a keyline list whose longest keylines are split, or that is too long.
    static func m3KeylinesShape(reason: String, span: SourceSpan, path: String) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.m3KeylinesShape, message: "`keylines` \(reason)", span: span, path: path,
            help: "list the keylines in order with the longest (the focal range) next to each other, "
                + "at most \(SpecSchema.maxKeylines) of them")
    }

    /// E0334: `keylines` on the uncontained layout.
    static func m3KeylinesUncontained(span: SourceSpan, path: String, layoutSpan: SourceSpan?) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.m3KeylinesUncontained,
            message: "the uncontained layout has one item length and no keylines, so `keylines` would be ignored",
            span: span, path: path,
            labels: layoutSpan.map { [DiagnosticLabel(span: $0, message: "the layout is set here")] } ?? [],
            help: "remove `keylines`, or use layout = \"multi-browse\" with them",
            fixIts: [SpecFixIts.remove("keylines", entry: span)])
    }

    /// E0335: a large item no longer than a small one.
    static func m3LargeNotLarger(preferred: Double, minSmall: Double, span: SourceSpan, path: String) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.m3LargeNotLarger,
            message: "`preferred-item-width = \(points(preferred))` is not longer than the shortest small item "
                + "(`min-small-item = \(points(minSmall))`): no large item can be told from a small one",
            span: span, path: path, help: "make `preferred-item-width` longer than `min-small-item`")
    }

    /// W0460: a `[carousel.m3]` key the layout does not read.
    static func m3KeyHasNoEffect(_ key: String, why: String, entry: SourceSpan, path: String) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.m3KeyHasNoEffect, message: "`\(key)` has no effect: \(why)", span: entry, path: path,
            help: "remove it", fixIts: [SpecFixIts.remove(key, entry: entry)])
    }

    /// W0461: `preferred-item-width` longer than the region.
    static func m3PreferredClamped(preferred: Double, region: Double, span: SourceSpan, path: String) -> Diagnostic {
        let fit = points((region * 100).rounded(.down) / 100)
        return Diagnostic(
            DiagnosticCode.m3PreferredClamped,
            message: "`preferred-item-width = \(points(preferred))` is longer than the frame minus the insets "
                + "(\(points(region)) points along the axis): items are \(fit) points long",
            span: span, path: path, help: "write the length that fits",
            fixIts: [.replace(span, with: fit, message: "use \(fit)")])
    }
}
