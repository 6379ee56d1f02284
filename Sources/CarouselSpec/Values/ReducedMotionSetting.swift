/// `[window] reduced-motion`: whether the window plays with reduced motion.
///
/// The spec keeps the written choice; the engine gets a plain Bool. `carousel demo`, `simulate`
/// and `render` decide "auto" from the desktop (see docs/spec.md, "Reduced motion").
public enum ReducedMotionSetting: String, Sendable, Hashable, Codable, CaseIterable {
    /// Follow the desktop: `CAROUSEL_REDUCED_MOTION`, else GNOME's `enable-animations`.
    case auto
    /// Reduced motion: no auto-scroll, no marquee drift, page changes jump.
    case on
    /// Full motion whatever the desktop says.
    case off

    /// The names the spec accepts, in documentation order.
    static let names = allCases.map(\.rawValue)
}

/// What the desktop asks for, as a command read it (`CAROUSEL_REDUCED_MOTION`, then GNOME's
/// `org.gnome.desktop.interface enable-animations` through `gsettings`).
public struct DesktopMotionPreference: Sendable, Hashable {
    /// True when the desktop asks for reduced motion.
    public var reduced: Bool
    /// Where that came from, for the HUD: `CAROUSEL_REDUCED_MOTION=1`, `gsettings enable-animations false`.
    public var source: String
    /// Creates a preference.
    public init(reduced: Bool, source: String) {
        self.reduced = reduced
        self.source = source
    }

    /// No desktop setting was found: full motion.
    public static let none = DesktopMotionPreference(reduced: false, source: "no desktop setting")
}

/// The reduced-motion mode in force and why, for the engine (a Bool), the HUD and `simulate`.
public struct ReducedMotionDecision: Sendable, Hashable {
    /// Reduced motion is in force.
    public var reduced: Bool
    /// The setting that decided it (the command-line override, else the spec's).
    public var setting: ReducedMotionSetting
    /// The desktop's preference (used when `setting` is auto).
    public var desktop: DesktopMotionPreference

    /// Decides: `override` (a command's `--reduced-motion`) wins over the spec's `setting`;
    /// "auto" follows `desktop`.
    public init(setting: ReducedMotionSetting, override: ReducedMotionSetting?, desktop: DesktopMotionPreference) {
        self.setting = override ?? setting
        self.desktop = desktop
        switch self.setting {
        case .on: reduced = true
        case .off: reduced = false
        case .auto: reduced = desktop.reduced
        }
    }

    /// One line for the HUD: `motion: reduced (auto: CAROUSEL_REDUCED_MOTION=1)`, `motion: full (off)`.
    public var summary: String {
        let mode = reduced ? "reduced" : "full"
        let why = setting == .auto ? "auto: " + desktop.source : setting.rawValue
        return "motion: \(mode) (\(why))"
    }
}

extension ResolvedSpec {
    /// This spec with reduced motion decided: `window.reducedMotion` becomes on or off, so
    /// ``scene`` gives the engine the mode in force.
    public func deciding(_ decision: ReducedMotionDecision) -> ResolvedSpec {
        var spec = self
        spec.window.reducedMotion = decision.reduced ? .on : .off
        return spec
    }
}
