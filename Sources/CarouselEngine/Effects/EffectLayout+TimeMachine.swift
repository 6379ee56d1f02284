#if canImport(Glibc)
    import Glibc
#endif

extension EffectLayout {
    /// iCarousel's time machine (`transformForItemViewWithOffset`, `alphaForItemWithOffset`):
    /// `k = tan(tilt)`, `o = offset`; inverted negates `k` and `o`. The page moves
    /// `o w k` along the axis and `o w` towards the viewer (`w` the stride). Opacity fades
    /// over one page past the selection: `1 - min(max(offset, 0), 1)`, or with `-offset` when
    /// inverted. The pages never turn, so the back-face rule never applies (mirrored).
    func timeMachine(_ s: TimeMachineSettings, offset: Double, axis: Axis) -> EffectPose {
        var k = tan(s.tiltDegrees * .pi / 180), o = offset
        if s.inverted { k = -k; o = -o }
        let w = geometry.stride, along = o * w * k
        let move = Transform3D.translate(
            x: axis == .horizontal ? along : 0, y: axis == .horizontal ? 0 : along, z: o * w)
        let past = s.inverted ? -offset : offset
        return EffectPose(transform: move, backFace: .mirrored, opacity: 1 - min(max(past, 0), 1))
    }
}
