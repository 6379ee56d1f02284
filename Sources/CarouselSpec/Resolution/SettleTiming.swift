import CarouselEngine

/// How long a one-page settle takes, for the interval-versus-settle warning and `derived`.
///
/// The curve is the engine's own (``KindRegistry/settleCurve(kind:animation:pages:)``): an
/// ease-out takes its duration (a stack's commit of one slot its own), and a spring is run
/// through the engine's ``SettleAnimation`` (same rest thresholds, same 8-second cap) from one
/// page away at rest, so the figure is what the engine will do.
enum SettleTiming {
    /// Sampling step for springs in seconds (the result is rounded up to it).
    static let step = 1.0 / 240

    /// Seconds until a one-page settle of a carousel of `kind` with `animation` is finished; nil
    /// for a kind that does not snap to pages (marquee).
    static func seconds(_ animation: SnapAnimation, kind: CarouselKind) -> Double? {
        guard let curve = KindRegistry.settleCurve(kind: kind, animation: animation, pages: 1) else { return nil }
        switch curve {
        case .easeOut(let duration):
            return duration
        case .spring:
            let settle = SettleAnimation(startTime: 0, from: 1, to: 0, initialVelocity: 0, curve: curve)
            var tick = 0
            while !settle.sample(at: Double(tick) * step).finished { tick += 1 }
            return Double(tick) * step
        }
    }
}
