#if canImport(Glibc)
    import Glibc
#endif

extension EffectLayout {
    /// The cube's ground shadow at `position`, or nil (another effect, or `shadow = false`). The
    /// cube of side `s` (the page length) and height `h` across the axis turns about its centre
    /// `s/2` behind the selected page's centre. The shadow is a rectangle `s · scale` deep,
    /// `s · scale` wide (horizontal) or `h · scale` wide (vertical), laid flat (`rotateX(90°)`)
    /// under that centre, `offset` below the cube's lowest point: horizontal `h/2` (the cube
    /// turns about the vertical), vertical `s/2 (|cos φ| + |sin φ|)` with `φ = p · 90°` the
    /// cube's turn (its edge comes lowest half-way through a turn).
    func groundShadow(position: Double, frame: Rect, axis: Axis) -> GroundShadow? {
        guard case .cube = effect, cube.shadow else { return nil }
        let settings = cube
        let s = geometry.pageLength, h = geometry.pageCross
        let phi = position * .pi / 2
        let lowest = axis == .horizontal ? h / 2 : s / 2 * (abs(cos(phi)) + abs(sin(phi)))
        let width = (axis == .horizontal ? s : h) * settings.shadowScale
        let depth = s * settings.shadowScale
        let centre =
            axis == .horizontal
            ? Point(x: geometry.mainCenter, y: geometry.crossCenter)
            : Point(x: geometry.crossCenter, y: geometry.mainCenter)
        let rect = Rect(x: centre.x - width / 2, y: centre.y - depth / 2, width: width, height: depth)
        let transform = Transform3D.rotateX(degrees: 90).then(
            .translate(y: lowest + settings.shadowOffsetPoints, z: -s / 2))
        return GroundShadow(
            projection: CardProjection(
                rect: rect, transform: transform, perspective: perspective, origin: frame.center),
            opacity: 1)
    }
}
