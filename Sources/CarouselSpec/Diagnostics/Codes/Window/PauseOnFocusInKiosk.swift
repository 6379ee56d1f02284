import SourceDiagnostics

// W0439 (warning). Emitted by PauseOnFocusInKioskRule below, registered with the code (`rules:`).
extension DiagnosticCode {
    /// `pause-on-focus = true` in a kiosk, whose window keeps the keyboard focus.
    public static let pauseOnFocusInKiosk = DiagnosticCode(
        "W0439", "pause-on-focus in a kiosk",
        """
        `pause-on-focus` pauses a carousel's auto-scroll while it has the keyboard focus and \
        the window has it too. A kiosk (`[window] kiosk = true`) is a fullscreen window that \
        keeps the keyboard focus for as long as it runs, and the focus starts on the first \
        carousel, so that carousel would never auto-scroll: the screen would look frozen. \
        Write `pause-on-focus = false` (the default) or remove the key; the pause button and \
        pause-on-hover still let a visitor stop it.
        """,
        wrong: "[window]\nkiosk = true\n\n" + spec("[carousel.auto]\ninterval = \"5s\"\npause-on-focus = true\n"),
        right: "[window]\nkiosk = true\n\n" + spec("[carousel.auto]\ninterval = \"5s\"\n"),
        rules: [PauseOnFocusInKioskRule()])
}

/// The message of W0439 and its fix-it.
extension SpecMessages {
    /// W0439: `pause-on-focus = true` at `span` in a kiosk switched on at `kiosk`.
    static func pauseOnFocusInKiosk(span: SourceSpan, path: String, kiosk: SourceSpan?) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.pauseOnFocusInKiosk,
            message: "`pause-on-focus = true` stops this carousel in a kiosk: the kiosk keeps the keyboard focus",
            span: span, path: path,
            labels: kiosk.map { [DiagnosticLabel(span: $0, message: "kiosk mode is switched on here")] } ?? [],
            help: "write `pause-on-focus = false`",
            fixIts: [.replace(span, with: "false", message: "write `pause-on-focus = false`", safety: .unsafe)])
    }
}

/// W0439: each carousel whose `[carousel.auto]` writes `pause-on-focus = true` in a spec with
/// `[window] kiosk = true`.
struct PauseOnFocusInKioskRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        guard spec.resolvedWindow.kiosk else { return }
        let kiosk = spec.window.valueSpan(SpecSchema.WindowKeys.kiosk)
        for carousel in spec.carousels {
            guard let auto = carousel.configuration.auto, auto.enabled, auto.pauseOnFocus,
                let table = carousel.table[SpecSchema.CarouselKeys.auto],
                let span = table.valueSpan(SpecSchema.AutoKeys.pauseOnFocus)
            else { continue }
            diagnostics.append(
                SpecMessages.pauseOnFocusInKiosk(span: span, path: table.path(of: "pause-on-focus"), kiosk: kiosk))
        }
    }
}
