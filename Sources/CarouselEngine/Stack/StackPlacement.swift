#if canImport(Glibc)
    import Glibc
#endif

/// Where each card of a stack (3D ring) sits for a continuous progress `p`.
///
/// `wrappedDelta(i) = shortest signed distance from p to i on a ring of n`;
/// `depth = cos((i - p) * 2π / n)`; orbit: n >= 4 `wrappedDelta * spacing` (slot lanes),
/// n = 3 `sin(angle) * spacing / sin(2π / 3)`, n = 2 the two-slot wheel (``twoSlot(delta:spacing:)``),
/// n = 1 centred. `scale = min-scale + (1 - min-scale) * (depth + 1) / 2`; opacity from the stops.
enum StackPlacement {
    /// Farthest slot distance ever drawn, whatever the opacity stops say (keeps frames O(visible)).
    static let maximumReach = 8.0

    /// Orbit offset (points along the axis, negative = leading) and depth (1 front, -1 back) of item `i`.
    static func orbit(item i: Int, progress p: Double, count n: Int, spacing: Double) -> (orbit: Double, depth: Double)
    {
        guard n > 1 else { return (0, 1) }
        let delta = Ring.shortestDelta(from: p, to: Double(i), n: n)
        if n == 2 { return twoSlot(delta: delta, spacing: spacing) }
        let step = 2 * Double.pi / Double(n)
        let angle = delta * step
        if n >= 4 { return (delta * spacing, cos(angle)) }
        return (sin(angle) * spacing / sin(step), cos(angle))
    }

    /// The two-item wheel. At rest the front card is centred (angle 0) and the other peeks on
    /// the leading side (angle -π/2). Going forward the front card takes the short arc
    /// (0 -> -π/2) onto the peek slot while the peek card takes the long arc behind it
    /// (-π/2 -> -π -> -3π/2 -> -2π) onto the centre; backward runs the same wheel in reverse.
    /// `delta` is the item's wrapped delta in (-1, 1].
    static func twoSlot(delta: Double, spacing: Double) -> (orbit: Double, depth: Double) {
        let angle = delta <= 0 ? delta * Double.pi / 2 : -Double.pi / 2 - (1 - delta) * 3 * Double.pi / 2
        return (sin(angle) * spacing, cos(angle))
    }

    /// Opacity for a slot distance by linear interpolation over the stops (beyond the last: its
    /// opacity): the custom effect's ``StopInterpolation`` over one value.
    static func opacity(distance: Double, stops: [OpacityStop]) -> Double {
        guard !stops.isEmpty else { return 1 }
        let s = StopInterpolation.segment(at: distance, count: stops.count) { stops[$0].distance }
        let a = stops[s.lower].opacity, b = stops[s.upper].opacity
        return s.lower == s.upper ? a : a + (b - a) * s.fraction
    }

    /// How far (in slots) cards can be visible.
    static func reach(stops: [OpacityStop]) -> Double {
        guard let last = stops.last else { return 1 }
        return last.opacity <= 0 ? min(last.distance, maximumReach) : maximumReach
    }

    /// The visible cards, sorted by z, for progress `p` in a stage `frame`.
    static func cards(
        progress p: Double, count n: Int, layout: StackLayout, settings: StackSettings,
        frame: Rect, axis: Axis, settling: Bool
    ) -> [CardPlacement] {
        guard n > 0 else { return [] }
        let reach = reach(stops: settings.opacityStops)
        var items: [Int] = []
        if Double(n) <= 2 * reach + 1 {
            items = Array(0..<n)
        } else {
            let low = CheckedInt.of(p - reach, .up), high = CheckedInt.of(p + reach, .down)
            if low <= high { for k in low...high { items.append(Ring.wrap(k, n)) } }
        }
        var cards: [CardPlacement] = []
        cards.reserveCapacity(items.count)
        for item in items {
            let delta = n > 1 ? Ring.shortestDelta(from: p, to: Double(item), n: n) : 0
            let alpha = n > 1 ? opacity(distance: abs(delta), stops: settings.opacityStops) : 1
            guard alpha > 0 else { continue }
            let placed = orbit(item: item, progress: p, count: n, spacing: layout.spacing)
            let scale = settings.minScale + (1 - settings.minScale) * (placed.depth + 1) / 2
            let rect = Rect.centered(
                axis, main: frame.mainCenter(axis) + placed.orbit, cross: frame.crossCenter(axis),
                mainLength: layout.cardMain, crossLength: layout.cardCross)
            cards.append(
                CardPlacement(
                    item: item, rect: rect, scale: scale, opacity: min(1, alpha), z: placed.depth,
                    tappable: abs(delta) < 0.5 && !settling))
        }
        cards.sort { $0.z < $1.z || ($0.z == $1.z && $0.item < $1.item) }
        return cards
    }
}
