import CarouselEngine
import Foundation

/// How long a settle animation takes, for the interval-versus-settle warning and `derived`.
enum SettleTiming {
    /// Seconds until a spring (unit mass) is within 0.001 page of rest, or the ease-out duration.
    static func seconds(_ animation: SnapAnimation) -> Double {
        switch animation {
        case .easeOut(let duration):
            return duration
        case .spring(let stiffness, let damping):
            let omega = stiffness.squareRoot()
            let zeta = damping / (2 * omega)
            let decay = zeta < 1 ? zeta * omega : omega * (zeta - (zeta * zeta - 1).squareRoot())
            return log(1000) / max(decay, 1e-9)
        }
    }
}
