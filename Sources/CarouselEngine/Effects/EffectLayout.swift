#if canImport(Glibc)
    import Glibc
#endif

/// The pages of a paging carousel under an effect other than `slide` (formulas: docs/engine.md,
/// "Effects"). `offset = k - position` is a page's signed distance from the selected position,
/// in pages (positive: after it, to the right or below).
struct EffectLayout: Sendable, Hashable {
    let geometry: PagingGeometry
    let effect: CardEffect
    /// Eye distance in points.
    let perspective: Double
    /// The focus kind's own sizes and drawn range, when the pages are a focus carousel's cards
    /// (nil: paging).
    var focus: EffectFocus? = nil
    /// The cube's shadows (`[carousel.cube]`; read under `effect = "cube"` only).
    var cube: CubeSettings = .standard

    /// The visible pages at `position`, sorted for drawing (farther and fainter first). `dragging`:
    /// a pointer holds the carousel (Swiper's cards swing the top card out only then).
    func cards(
        position: Double, count n: Int, finite: Bool, target: Int, frame: Rect, axis: Axis, dragging: Bool = false
    ) -> [CardPlacement] {
        guard n > 0 else { return [] }
        let place = { (reach: ClosedRange<Double>, pose: (Double) -> EffectPose) in
            spatial(
                position: position, count: n, finite: finite, reach: focus?.limit(reach) ?? reach, frame: frame,
                axis: axis, place: pose)
        }
        switch effect {
        case .slide: return []
        case .fade: return fade(position: position, count: n, finite: finite, target: target, axis: axis)
        case .coverflow(let settings):
            let reach = Double(CheckedInt.of(frame.mainLength(axis) / geometry.stride, .up) + 2)
            return place(-reach...reach) {
                let (transform, rule) = coverflow(settings, offset: $0, axis: axis)
                return EffectPose(transform: transform, backFace: rule)
            }
        case .ring(let settings):
            let ringCount = min(n, RingSettings.maxRingItems)
            let radius = settings.radius(stride: geometry.stride, itemCount: n)
            // An inverted ring bends towards the viewer: only its far half, a quarter turn either
            // side of the selection, is drawn (the near half would stand between the eye and it).
            let reach = Double(settings.inverted ? ringCount / 4 : ringCount / 2)
            return place(-reach...reach) { offset in
                EffectPose(
                    transform: ring(settings, radius: radius, count: ringCount, offset: offset, axis: axis),
                    backFace: settings.shape == .cylinder ? .hidden : .mirrored)
            }
        case .timeMachine(let settings):
            let behind = Double(max(1, min(n - 1, TimeMachineSettings.maxDepthPages)))
            return place(settings.inverted ? -1...behind : -behind...1) {
                timeMachine(settings, offset: $0, axis: axis)
            }
        case .cube: return place(-2...2) { cube(offset: $0, axis: axis, shades: cube.slideShadows) }
        case .flip: return place(-2...2) { flip(offset: $0, axis: axis) }
        case .cards(let settings):
            let swipe: Double? = dragging ? position - Double(target) : nil
            // Within 5 pages, exclusive: past 4 every page sits where the 4th does, so only the
            // nearest of them (|o| < 5) shows; the ones behind it would be drawn for nothing.
            let reach = CardsSettings.maxDepthCards + 0.999
            return place(-reach...reach) {
                cards(settings, offset: $0, swipe: swipe, axis: axis)
            }
        case .custom(let stops):
            return place(Self.customReach(stops)) { custom(stops, offset: $0) }
        }
    }

    /// The rectangle of the page `offset` pages from the position, centred `place` strides from
    /// the current page's centre: the page size, or on a focus carousel the card's size at `offset`.
    private func rect(place: Double, offset: Double, axis: Axis) -> Rect {
        Rect.centered(
            axis, main: geometry.mainCenter + place * geometry.stride, cross: geometry.crossCenter,
            mainLength: geometry.pageLength,
            crossLength: focus?.cross(geometry.pageCross, offset: offset) ?? geometry.pageCross)
    }

    /// Fade: every page in place; `floor(p)` opaque at the back, `floor(p) + 1` over it at `p - floor(p)`.
    private func fade(position: Double, count n: Int, finite: Bool, target: Int, axis: Axis) -> [CardPlacement] {
        let base = CheckedInt.of(position, .down)
        let t = position - Double(base)
        var cards: [CardPlacement] = []
        for (k, opacity) in [(base, 1.0), (base + 1, t)] where opacity > 0 {
            if finite && (k < 0 || k >= n) { continue }
            var card = CardPlacement(
                item: Ring.wrap(k, n), rect: rect(place: 0, offset: Double(k) - position, axis: axis), scale: 1,
                opacity: opacity,
                z: Double(cards.count), tappable: false)
            card.blendsOverBehind = true
            cards.append(card)
        }
        return cards
    }

    /// Pages whose offsets lie in `reach`, each placed by `place(offset)`, hidden behind the eye,
    /// transparent or back-facing under `.hidden`, off-frame dropped, sorted by depth
    /// (iCarousel's `depthSortViews`), the nearer-to-centre last on ties. Looping, when `reach`
    /// holds more pages than there are items, each item is drawn once: the `n` pages nearest the
    /// middle of `reach`.
    private func spatial(
        position: Double, count n: Int, finite: Bool, reach: ClosedRange<Double>, frame: Rect, axis: Axis,
        place: (Double) -> EffectPose
    ) -> [CardPlacement] {
        var low = CheckedInt.of(position + reach.lowerBound, .up)
        var high = CheckedInt.of(position + reach.upperBound, .down)
        if !finite, high - low + 1 > n {
            low = CheckedInt.of(position + (reach.lowerBound + reach.upperBound) / 2 - Double(n) / 2, .up)
            high = low + n - 1
        }
        if finite { low = max(low, 0); high = min(high, n - 1) }
        guard low <= high else { return [] }
        var cards: [(CardPlacement, Double)] = []
        for k in low...high {
            let offset = Double(k) - position
            var pose = place(offset)
            if let focus { pose.opacity *= focus.opacity(offset: offset) }
            guard pose.opacity > 0 else { continue }
            // Coverflow pages keep their place on the strip; the others all start at the centre.
            let slides: Double = if case .coverflow = effect { offset } else { 0 }
            let projection = CardProjection(
                rect: rect(place: slides, offset: offset, axis: axis), transform: pose.transform,
                perspective: perspective,
                origin: frame.center)
            guard let quad = projection.quad, CardProjection.bounds(quad).intersects(frame) else { continue }
            if pose.backFace == .hidden && CardProjection.isBackFacing(quad) { continue }
            var card = CardPlacement(
                item: Ring.wrap(k, n), rect: projection.rect, scale: 1, opacity: min(1, pose.opacity),
                z: projection.depth, tappable: false)
            card.spatial = CardSpatial(projection: projection, backFace: pose.backFace)
            card.spatial?.shade = pose.shade
            // A page an effect fades (a time machine's incoming page, a custom stop's opacity) is
            // seen through, as iCarousel's alpha and CSS opacity are: a cross-fade, not a cover.
            card.blendsOverBehind = pose.opacity < 1
            cards.append((card, abs(offset)))
        }
        cards.sort { $0.0.z != $1.0.z ? $0.0.z < $1.0.z : $0.1 > $1.1 }
        return cards.map(\.0)
    }

    /// Swiper's coverflow: `m = -offset * modifier`; horizontal `rotateY(rotate * m)`, vertical
    /// `rotateX(-rotate * m)`; `translateZ = -depth * |m|`; `stretch * m` along the axis.
    func coverflow(_ s: CoverflowSettings, offset: Double, axis: Axis) -> (Transform3D, BackFaceRule) {
        let m = -offset * s.modifier
        let turn =
            axis == .horizontal
            ? Transform3D.rotateY(degrees: s.rotateDegrees * m) : Transform3D.rotateX(degrees: -s.rotateDegrees * m)
        let along = s.stretchPoints * m
        let move = Transform3D.translate(
            x: axis == .horizontal ? along : 0, y: axis == .horizontal ? 0 : along, z: -s.depthPoints * abs(m))
        return (turn.then(move), .mirrored)
    }

    /// iCarousel's rotary and cylinder (`transformForItemViewWithOffset`): `θ = 2π offset / count`,
    /// inverted negates `radius` and `θ`; the card's centre goes to `(R sin θ, R cos θ - R)` along
    /// (main, z); a cylinder card also turns by `θ` (horizontal `rotateY(θ)`, vertical
    /// `rotateX(-θ)`). Tilt then tips the cards' centres about the selection's centre (the origin).
    func ring(_ s: RingSettings, radius: Double, count: Int, offset: Double, axis: Axis) -> Transform3D {
        var r = radius, angle = offset / Double(max(1, count)) * 2 * .pi
        if s.inverted { r = -r; angle = -angle }
        if s.shape == .wheel { return wheel(radius: r, angle: angle, offset: offset, axis: axis) }
        let degrees = angle * 180 / .pi
        let along = r * sin(angle), z = r * cos(angle) - r
        var t: Transform3D
        if s.shape == .cylinder {
            t = axis == .horizontal ? .rotateY(degrees: degrees) : .rotateX(degrees: -degrees)
        } else {
            t = .identity
        }
        var centre = Vector3(x: axis == .horizontal ? along : 0, y: axis == .horizontal ? 0 : along, z: z)
        if s.tiltDegrees != 0 {
            // The centres tip about the selection's centre (the origin); every card keeps the
            // facing it has untilted, so the selected card stays exactly where the layout puts it.
            let tilt =
                axis == .horizontal ? Transform3D.rotateX(degrees: -s.tiltDegrees) : .rotateY(degrees: s.tiltDegrees)
            centre = tilt.apply(centre)
        }
        return t.then(.translate(x: centre.x, y: centre.y, z: centre.z))
    }

    /// iCarousel's wheel: horizontal `translate(0, R) · rotateZ(θ) · translate(0, -R, 0.01 o)`
    /// (the hub `R` below the carousel, or above when inverted), vertical `translate(-R, 0) ·
    /// rotateZ(θ) · translate(R, 0, 0.01 o)` (the hub to the left, or right when inverted): the
    /// card turns by `θ` and its centre moves to `(R sin θ, R - R cos θ)`, or
    /// `(R cos θ - R, R sin θ)` when vertical.
    func wheel(radius r: Double, angle: Double, offset: Double, axis: Axis) -> Transform3D {
        let turn = Transform3D.rotateZ(degrees: angle * 180 / .pi)
        if axis == .horizontal {
            return Transform3D.translate(y: -r, z: 0.01 * offset).then(turn).then(.translate(y: r))
        }
        return Transform3D.translate(x: r, z: 0.01 * offset).then(turn).then(.translate(x: -r))
    }

    /// iCarousel's default radius: rotary `max(w/2, w/2 / tan(π/count))`, cylinder
    /// `max(0.01, w/2 / tan(π/count))`, wheel `w count / 2π`, with `w` the stride.
    static func defaultRadius(_ shape: RingSettings.Shape, stride w: Double, count: Int) -> Double {
        let fit = count > 1 ? w / 2 / tan(.pi / Double(count)) : 0
        switch shape {
        case .rotary: return max(w / 2, fit)
        case .cylinder: return max(0.01, fit)
        case .wheel: return w * Double(max(1, count)) / (2 * .pi)
        }
    }
}
