/// A kind whose effect may lay a shadow on the ground under its cards (paging and focus under
/// `effect = "cube"` with `[carousel.cube] shadow = true`).
protocol CastsGroundShadow {
    /// The ground shadow at position `value`, or nil.
    func groundShadow(at value: Double) -> GroundShadow?
}

extension PagingBehavior: CastsGroundShadow {
    func groundShadow(at value: Double) -> GroundShadow? {
        effect?.groundShadow(position: value, frame: frame, axis: axis)
    }
}

extension FocusBehavior: CastsGroundShadow {
    func groundShadow(at value: Double) -> GroundShadow? {
        effect?.groundShadow(position: value, frame: frame, axis: axis)
    }
}
