import CarouselEngine

/// How long a one-page settle takes, for the interval-versus-settle warning and `derived`.
///
/// An ease-out takes its duration. A spring is run through the engine's own ``SettleAnimation``
/// (same rest thresholds, same 8-second cap) from one page away at rest, so the figure is what
/// the engine will do.
enum SettleTiming {
    /// Sampling step for springs in seconds (the result is rounded up to it).
    static let step = 1.0 / 240

    /// A stack's ease-out commit of `steps` slots lasts `min(0.42, 0.26 + 0.06 × steps)` seconds
    /// whatever `duration` says (behaviours.md, stack "Commit").
    static func stackCommitSeconds(steps: Int) -> Double { min(0.42, 0.26 + 0.06 * Double(steps)) }

    /// Seconds until a one-page settle of a carousel of `kind` with `animation` is finished.
    static func seconds(_ animation: SnapAnimation, kind: CarouselKind) -> Double {
        switch animation {
        case .easeOut(let duration):
            return kind == .stack ? stackCommitSeconds(steps: 1) : duration
        case .spring(let stiffness, let damping):
            let curve = SettleCurve.spring(Spring(stiffness: stiffness, damping: damping))
            let settle = SettleAnimation(startTime: 0, from: 1, to: 0, initialVelocity: 0, curve: curve)
            var tick = 0
            while !settle.sample(at: Double(tick) * step).finished { tick += 1 }
            return Double(tick) * step
        }
    }
}
