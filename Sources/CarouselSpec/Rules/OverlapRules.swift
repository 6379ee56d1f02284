import CarouselEngine
import SourceDiagnostics

/// E0308: no two carousels overlap unless both frames are written (then the frames say so:
/// an overlay drawn on purpose, the later carousel on top).
struct CarouselOverlapRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        let carousels = spec.carousels
        for later in carousels.indices {
            for earlier in 0..<later {
                let a = carousels[earlier], b = carousels[later]
                guard !(a.hasExplicitFrame && b.hasExplicitFrame),
                    let overlap = a.derived.placement.frame.overlap(with: b.derived.placement.frame)
                else { continue }
                // The message goes to the carousel whose `frame` is written (two shares never overlap,
                // two written frames may), the label to the one that shares the window.
                let (placed, other) = b.hasExplicitFrame ? (b, a) : (a, b)
                diagnostics.append(
                    SpecMessages.carouselsOverlap(
                        id: placed.displayID, other: other.displayID, overlap: overlap,
                        otherSpan: other.headerSpan,
                        span: placed.frameOrHeaderSpan, path: placed.table.path(of: SpecSchema.CarouselKeys.frame)))
            }
        }
    }
}

/// W0406: a carousel's title and page dots are drawn over no other carousel.
///
/// Pairs whose frames overlap are E0308's, or meant (both frames written); one warning per pair.
struct ChromeOverlapRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        let carousels = spec.carousels
        for later in carousels.indices {
            for earlier in 0..<later {
                let a = carousels[earlier], b = carousels[later]
                guard a.derived.placement.frame.overlap(with: b.derived.placement.frame) == nil,
                    let found = Self.firstOverlap(b, a)
                else { continue }
                let (owner, piece, other, otherPiece, overlap) = found
                // The key that decides: the owner's frame if written, else the other's, else the owner's header.
                let decider = owner.hasExplicitFrame || !other.hasExplicitFrame ? owner : other
                diagnostics.append(
                    SpecMessages.chromeOverlap(
                        id: owner.displayID, piece: piece, other: other.displayID, otherPiece: otherPiece,
                        overlap: overlap, span: decider.frameOrHeaderSpan,
                        path: decider.hasExplicitFrame
                            ? decider.table.path(of: SpecSchema.CarouselKeys.frame) : decider.table.path))
            }
        }
    }

    /// The first title or dots of either carousel that meets a piece of the other.
    static func firstOverlap(_ b: CarouselContext, _ a: CarouselContext)
        -> (CarouselContext, String, CarouselContext, String, Rect)?
    {
        for (owner, other) in [(b, a), (a, b)] {
            for piece in owner.chrome {
                for target in other.pieces {
                    if let overlap = piece.rect.overlap(with: target.rect) {
                        return (owner, piece.name, other, target.name, overlap)
                    }
                }
            }
        }
        return nil
    }
}
