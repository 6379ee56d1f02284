#if canImport(Glibc)
    import Glibc
#endif

/// Swiper's cube, flip and cards (src/modules/effect-*/). Swiper's slide `progress` is `-offset`.
extension EffectLayout {
    /// Cube: the pages are the faces of a cube of side `s` (the page length) turning about its
    /// centre `s / 2` behind the window: `θ = offset · 90°`, the centre at
    /// `(s/2 sin θ, s/2 cos θ - s/2)` along (main, z), the face turned horizontal `rotateY(θ)`,
    /// vertical `rotateX(-θ)`. Back faces hidden (`backface-visibility: hidden`). With `shades`
    /// (`slide-shadows`) the face is darkened by ``CubeSettings/faceShade(theta:)``.
    func cube(offset: Double, axis: Axis, shades: Bool = false) -> EffectPose {
        let r = geometry.pageLength / 2, theta = offset * .pi / 2
        let along = r * sin(theta), z = r * cos(theta) - r
        let degrees = theta * 180 / .pi
        let turn = axis == .horizontal ? Transform3D.rotateY(degrees: degrees) : .rotateX(degrees: -degrees)
        let move = Transform3D.translate(
            x: axis == .horizontal ? along : 0, y: axis == .horizontal ? 0 : along, z: z)
        return EffectPose(
            transform: turn.then(move), backFace: .hidden, shade: shades ? CubeSettings.faceShade(theta: theta) : 0)
    }

    /// Flip: every page in place, turned about its middle by `180° · c` with `c = clamp(offset,
    /// -1, 1)` (Swiper's `limitRotation`): horizontal `rotateY(180 c)`, vertical `rotateX(-180 c)`.
    /// Back faces hidden, so only the page within half a page of the position shows.
    func flip(offset: Double, axis: Axis) -> EffectPose {
        let c = min(max(offset, -1), 1)
        let turn = axis == .horizontal ? Transform3D.rotateY(degrees: 180 * c) : .rotateX(degrees: -180 * c)
        return EffectPose(transform: turn, backFace: .hidden)
    }

    /// Cards: with `p = clamp(-offset, -4, 4)`, `a = |p|`: `z = -100 a`, `rotateZ(-rotate · p)`,
    /// along the axis `-p · (offset% - 0.75 a)` percent of the page's length. While a drag
    /// moves forward (`swipe` +1) the page with `p` in (0, 1) swings out, backward (`swipe` -1)
    /// the one with `p` in (-1, 0): `u = sqrt(1 - |(a - 0.5) / 0.5|)` adds `-28 p u` degrees,
    /// `96 u` percent along, `-25 u a` percent across, and scales it by `1 - 0.5 u a`. The turn
    /// and the scale act about the page's bottom centre (`transform-origin: center bottom`). Drawn: `|o| < 5`.
    func cards(_ s: CardsSettings, offset: Double, swipe: Double?, axis: Axis) -> EffectPose {
        let limit = CardsSettings.maxDepthCards
        let p = min(max(-offset, -limit), limit), a = abs(p)
        let rotates = s.rotateDegrees != 0
        var rotate = -s.rotateDegrees * p, along = s.offsetPercent - a * 0.75, across = 0.0, shrink = 0.0
        let swings = swipe.map { $0 > 0 ? (p > 0 && p < 1) : $0 < 0 ? (p < 0 && p > -1) : false } ?? false
        if swings {
            let u = (1 - abs((a - 0.5) / 0.5)).squareRoot()
            rotate += -28 * p * u
            shrink = 0.5 * u
            along += 96 * u
            across = (rotates || axis == .horizontal ? -25 : 0) * u * a
        }
        let height = axis == .horizontal ? geometry.pageCross : geometry.pageLength
        let mainShift = -p * along / 100 * geometry.pageLength
        let crossShift = across / 100 * geometry.pageCross
        var t = Transform3D.translate(y: -height / 2).then(.scale(1 - shrink * a))
        if rotates { t = t.then(.rotateZ(degrees: rotate)) }
        t = t.then(.translate(y: height / 2))
        let move = Transform3D.translate(
            x: axis == .horizontal ? mainShift : crossShift, y: axis == .horizontal ? crossShift : mainShift,
            z: -100 * a)
        return EffectPose(transform: t.then(move), backFace: .hidden)
    }
}
