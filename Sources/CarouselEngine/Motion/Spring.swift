#if canImport(Glibc)
    import Glibc
#endif

/// A damped spring with unit mass: `x'' = -stiffness * x - damping * x'`, solved in closed form.
///
/// `x` is the displacement from the rest point; the three regimes (under-, critically and
/// over-damped) each have their exact solution, so the result depends only on the elapsed time
/// and not on the step size.
public struct Spring: Sendable, Hashable {
    /// Spring constant (per second squared, unit mass).
    public var stiffness: Double
    /// Damping coefficient (per second, unit mass).
    public var damping: Double

    /// Creates a spring.
    public init(stiffness: Double, damping: Double) {
        self.stiffness = max(stiffness, 1e-9)
        self.damping = max(damping, 0)
    }

    /// Displacement and velocity `t` seconds after starting at `x0` with velocity `v0`.
    public func state(x0: Double, v0: Double, t: Double) -> (x: Double, v: Double) {
        let omega = stiffness.squareRoot()
        let zeta = damping / (2 * omega)
        if abs(zeta - 1) < 1e-9 {
            // Critically damped: x = (a + b t) e^{-ω t}.
            let a = x0, b = v0 + omega * x0
            let e = exp(-omega * t)
            return ((a + b * t) * e, (b - omega * (a + b * t)) * e)
        }
        if zeta < 1 {
            let wd = omega * (1 - zeta * zeta).squareRoot()
            let a = x0, b = (v0 + zeta * omega * x0) / wd
            let e = exp(-zeta * omega * t)
            let c = cos(wd * t), s = sin(wd * t)
            let x = e * (a * c + b * s)
            let v = e * ((-zeta * omega) * (a * c + b * s) + (-a * wd * s + b * wd * c))
            return (x, v)
        }
        // Over-damped: x = c1 e^{r1 t} + c2 e^{r2 t}.
        let root = omega * (zeta * zeta - 1).squareRoot()
        let r1 = -zeta * omega + root, r2 = -zeta * omega - root
        let c2 = (v0 - r1 * x0) / (r2 - r1)
        let c1 = x0 - c2
        let e1 = exp(r1 * t), e2 = exp(r2 * t)
        return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
    }

    /// Total energy (kinetic + potential) of a state, for tests and diagnostics.
    public func energy(x: Double, v: Double) -> Double { 0.5 * v * v + 0.5 * stiffness * x * x }

    /// One fourth-order Runge-Kutta step of `dt` seconds (a reference integrator for tests).
    public func integrate(x: Double, v: Double, dt: Double) -> (x: Double, v: Double) {
        func accel(_ x: Double, _ v: Double) -> Double { -stiffness * x - damping * v }
        let k1x = v, k1v = accel(x, v)
        let k2x = v + 0.5 * dt * k1v, k2v = accel(x + 0.5 * dt * k1x, v + 0.5 * dt * k1v)
        let k3x = v + 0.5 * dt * k2v, k3v = accel(x + 0.5 * dt * k2x, v + 0.5 * dt * k2v)
        let k4x = v + dt * k3v, k4v = accel(x + dt * k3x, v + dt * k3v)
        return (
            x + dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x),
            v + dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        )
    }
}
