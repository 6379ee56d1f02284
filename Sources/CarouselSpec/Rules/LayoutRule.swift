import CarouselEngine
import SourceDiagnostics

/// A rule that reads the layout: it runs only when the layout is the one the file asks for.
///
/// When `[[carousel]]` has more entries than allowed, reading stops at the limit (`E0301`) and
/// the shares of the window are computed for the carousels kept: every check of that layout
/// would be a follow-on error, so none runs until the count is fixed. The responsive proofs
/// (``ResponsiveProofs/rules``) run every layout rule again at each window size the rules name.
protocol LayoutRule: SpecRule {
    /// Appends the problems this rule finds in a layout that is the one the file asks for.
    func checkLayout(_ spec: SpecResolution, into diagnostics: inout [Diagnostic])
}

extension LayoutRule {
    /// Runs ``checkLayout(_:into:)`` unless the carousel count was refused.
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        guard !spec.root.isInvalid(SpecSchema.RootKeys.carousels) else { return }
        checkLayout(spec, into: &diagnostics)
    }
}

extension SpecResolution {
    /// Every two carousels, the one drawn first with the one drawn over it, by the later
    /// carousel and then the earlier (the order the overlap rules report in).
    var carouselPairs: [(earlier: CarouselContext, later: CarouselContext)] {
        carousels.indices.flatMap { later in (0..<later).map { (carousels[$0], carousels[later]) } }
    }
}

/// One drawn piece of a carousel, for the proofs: its frame, its title line or its page dots.
struct LayoutPiece {
    var name: String
    var rect: Rect
}

extension CarouselContext {
    /// Whether the carousel has a `frame` written in the file.
    var hasExplicitFrame: Bool { configuration.explicitFrame != nil }

    /// The title line and the page dots, where they are drawn.
    var chrome: [LayoutPiece] {
        var pieces: [LayoutPiece] = []
        if let title = derived.placement.titleRect { pieces.append(LayoutPiece(name: "title", rect: title)) }
        if let dots = derived.dotsRect { pieces.append(LayoutPiece(name: "page dots", rect: dots)) }
        if let box = derived.paginationRect { pieces.append(LayoutPiece(name: "pagination", rect: box)) }
        for arrow in derived.arrowRects { pieces.append(LayoutPiece(name: "arrow", rect: arrow)) }
        return pieces
    }

    /// The frame, then the chrome.
    var pieces: [LayoutPiece] { [LayoutPiece(name: "frame", rect: derived.placement.frame)] + chrome }

    /// The span a layout message about this carousel points at: its `frame` value when written,
    /// else its `[[carousel]]` header.
    var frameOrHeaderSpan: SourceSpan { table.valueSpan(SpecSchema.CarouselKeys.frame) ?? headerSpan }
}
