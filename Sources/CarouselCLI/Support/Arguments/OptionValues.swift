import CarouselEngine
import CarouselSpec
import SourceDiagnostics

/// Options several commands share, declared once (each command passes its own help where the
/// wording differs).
extension Option {
    /// `--format FORMAT`: how diagnostics are printed (default human).
    static func format(help: [String]) -> OptionKey<DiagnosticFormat> {
        text("--format", placeholder: "FORMAT", kind: .choice(DiagnosticFormat.allCases.map(\.rawValue)), help: help)
            .map { $0.flatMap(DiagnosticFormat.init(rawValue:)) ?? .human }
    }

    /// `--color WHEN`: auto, always or never.
    static func color(help: [String]) -> OptionKey<ColorChoice> {
        text(
            "--color", placeholder: "WHEN", kind: .choice(ColorChoice.allCases.map(\.rawValue)), default: "auto",
            help: help
        ).map { $0.flatMap(ColorChoice.init(rawValue:)) ?? .auto }
    }

    /// `--strict` / `--deny-warnings`: warnings fail the run.
    static func strict(help: [String]) -> OptionKey<Bool> {
        flag("--strict", "--deny-warnings", help: help)
    }

    /// `--size WxH`: the window size in points, up to `maximum` a side.
    static func windowSize(maximum: (width: Int, height: Int)) -> OptionKey<Size?> {
        size("--size", maximum: maximum, default: "the spec's [window] size", help: ["window size in points"])
    }

    /// The largest `--size` of the commands that draw or lay out without a window (`render`,
    /// `compile`, `simulate`): the longest side anything is drawn with (docs/limits.md).
    static let drawableSize = (width: Int(InputLimits.windowSide), height: Int(InputLimits.windowSide))

    /// The largest `--size` of a window (`demo`): the same as a spec's `[window] size`.
    static let windowSizeBound = (width: WindowBounds.maximumWidth, height: WindowBounds.maximumHeight)

    /// `--reduced-motion[=on|off|auto]`, shared by demo, simulate and render: alone it means "on";
    /// its value replaces the spec's `[window] reduced-motion`.
    static let reducedMotion = optionalValue(
        "--reduced-motion", placeholder: "on|off|auto",
        help: [
            "override [window] reduced-motion: alone or =on: page",
            "changes jump (auto-scroll too), marquees step or stand;",
            "=off: full motion; =auto: CAROUSEL_REDUCED_MOTION, else",
            "gsettings enable-animations (default: the spec's, auto)",
        ])
}

/// `--color auto|always|never`.
enum ColorChoice: String, CaseIterable, Sendable {
    case auto, always, never

    /// Whether to colour what is written to `descriptor`: auto means it is a terminal and
    /// `NO_COLOR` is unset.
    func enabled(for descriptor: Int32) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto: return Terminal.wantsColor(descriptor)
        }
    }
}

extension ParsedArguments {
    /// `--reduced-motion` as an override of the spec (nil when not given).
    func reducedMotion() throws(CommandError) -> ReducedMotionSetting? {
        switch self[Option.reducedMotion] {
        case nil: return nil
        case .alone: return .on
        case .value(let text):
            guard let setting = ReducedMotionSetting(rawValue: text) else {
                throw .usage("--reduced-motion=\(text): expected on, off or auto (or --reduced-motion alone for on)")
            }
            return setting
        }
    }
}
