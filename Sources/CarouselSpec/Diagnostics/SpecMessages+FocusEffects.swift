import SourceDiagnostics

extension SpecMessages {
    /// E0205's note on an effect key of a stack or marquee.
    static let effectKindsNote =
        "effects transform the cards of paging and focus carousels; a stack turns its own ring and a marquee drifts"
}
