import CarouselSpec

/// `--reduced-motion[=on|off|auto]`, shared by demo, simulate and render.
extension OptionSpec {
    /// The option: alone it means "on"; its value replaces the spec's `[window] reduced-motion`.
    static let reducedMotion = OptionSpec.optionalValue(
        "--reduced-motion", placeholder: "on|off|auto",
        help: [
            "override [window] reduced-motion: alone or =on: no",
            "auto-scroll or drift, page changes jump; =off: full",
            "motion; =auto: CAROUSEL_REDUCED_MOTION, else gsettings",
            "enable-animations (default: the spec's, itself auto)",
        ])
}

extension ParsedArguments {
    /// `--reduced-motion` as an override of the spec (nil when not given).
    func reducedMotion() throws(CommandError) -> ReducedMotionSetting? {
        if let text = value("--reduced-motion") {
            guard let setting = ReducedMotionSetting(rawValue: text) else {
                throw .usage("--reduced-motion=\(text): expected on, off or auto (or --reduced-motion alone for on)")
            }
            return setting
        }
        return has("--reduced-motion") ? .on : nil
    }
}
