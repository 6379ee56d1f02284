import CarouselEngine
import CarouselSpec

/// The `[[carousel.when]]` rules a headless render follows when its input script resizes the
/// window: the spec's rules, resolved for each new window size and decided for reduced motion
/// as the starting spec was.
///
/// A plain value (``RenderRequest`` is `Sendable`; `WindowRules` of `simulate` holds closures):
/// ``ScenePlayer`` asks it for the rules in force at a window size and the spec they give, the
/// same two things `simulate` builds its `WindowRules` from.
public struct RenderRules: Sendable {
    /// The spec's responsive rules, resolvable for any window size.
    public var responsive: ResponsiveSpec
    /// The reduced-motion decision every resolved spec takes (the starting spec's).
    public var motion: ReducedMotionDecision

    /// Creates the rules of a spec whose reduced motion was decided as `motion`.
    public init(responsive: ResponsiveSpec, motion: ReducedMotionDecision) {
        self.responsive = responsive
        self.motion = motion
    }

    /// The 1-based numbers of the rules in force in a window of `size` points, per carousel.
    func applied(forWindow size: Size) -> [[Int]] {
        responsive.appliedRules(forWindow: size)
    }

    /// The spec as it holds in a window of `size` points: its rules applied, motion decided.
    func spec(forWindow size: Size) -> ResolvedSpec {
        responsive.resolved(forWindow: size).deciding(motion)
    }
}
