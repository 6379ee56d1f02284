/// The one place where carousel kinds are wired to their behaviours (as Embla's `Engine` wires
/// its parts).
///
/// Adding a kind: a case in ``CarouselKind``, one file with a type conforming to
/// `KindBehavior`, and one line in `behaviorType(for:)`.
public enum KindRegistry {
    /// The behaviour type of a kind.
    static func behaviorType(for kind: CarouselKind) -> any KindBehavior.Type {
        switch kind {
        case .paging: return PagingBehavior.self
        case .stack: return StackBehavior.self
        case .marquee: return MarqueeBehavior.self
        case .focus: return FocusBehavior.self
        case .m3: return M3Behavior.self
        }
    }

    /// The behaviour of a carousel laid out in `frame`.
    static func behavior(for configuration: CarouselConfiguration, frame: Rect) -> any KindBehavior {
        if configuration.kind == .paging && configuration.grid != nil {
            return GridBehavior(configuration: configuration, frame: frame)
        }
        return behaviorType(for: configuration.kind).init(configuration: configuration, frame: frame)
    }

    /// The curve the engine settles a carousel of `kind` with over `pages` pages, or nil for a
    /// kind that does not snap to pages (marquee).
    public static func settleCurve(kind: CarouselKind, animation: SnapAnimation, pages: Double) -> SettleCurve? {
        let type = behaviorType(for: kind)
        return type.snapsToPages ? type.settleCurve(animation, pages: pages) : nil
    }
}
