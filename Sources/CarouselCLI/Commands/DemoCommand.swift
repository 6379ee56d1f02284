/// `carousel demo [SPEC] [--events] [--replay SCRIPT] [--control -|FIFO] [--record FILE] [--exit-after S]
/// [--size WxH] [--stats] [--hud] [--kiosk] [--renderer auto|gpu|software]`. Needs the `Window` trait (see
/// DemoCommand+Window.swift).
enum DemoCommand: CLICommand {
    static let events = Option.flag(
        "--events", help: ["print select, announce, phase, reload and rules", "events as JSON lines on stdout"])
    static let replay = Option.text(
        "--replay", placeholder: "SCRIPT.json", help: ["replay an input script (the format of simulate --input)"])
    static let control = Option.text(
        "--control", placeholder: "-|FIFO",
        help: [
            "read JSON command lines while the window runs, from",
            "standard input (-) or a FIFO only you may write",
            "({\"select\": 3}, {\"next\": true}, ...; implies --events)",
        ])
    static let record = Option.text(
        "--record", placeholder: "FILE", help: ["write everything you do as an input script on exit"])
    static let exitAfter = Option.number(
        "--exit-after", placeholder: "S", kind: .duration(0...86_400), help: ["quit after S seconds"])
    /// `--size`: at most a spec's largest `[window] size` (``WindowBounds``).
    static let size = Option.windowSize(maximum: Option.windowSizeBound)
    static let stats = Option.flag(
        "--stats",
        help: [
            "print fps, frame CPU time p50/p99, the share of the",
            "run spent asleep and the renderer on stderr on exit",
        ])
    static let hud = Option.flag("--hud", help: ["start with the HUD shown (H toggles it)"])
    static let kiosk = Option.flag(
        "--kiosk",
        help: [
            "fullscreen kiosk: cursor hidden after 2 s still, no HUD,",
            "Esc and debug keys off, failed reloads on stderr only;",
            "quit with SIGTERM, SIGINT or Ctrl+Alt+Q (the spec's",
            "[window] kiosk = true does the same)",
        ])
    static let renderer = Option.text(
        "--renderer", placeholder: "auto|gpu|software", kind: .choice(["auto", "gpu", "software"]), default: "auto",
        help: [
            "how the window is drawn: auto uses SDL's GPU renderer",
            "unless its OpenGL runs on the CPU (llvmpipe, e.g. under",
            "Xvfb), then SDL's software renderer, which needs about",
            "half the CPU; gpu forces SDL's GPU renderer (vsync);",
            "software forces SDL's software renderer (paced to 60 Hz)",
        ])

    static let spec = CommandSpec(
        name: "demo", summary: WindowTrait.summary("Open the carousels in a window"), arguments: ["[SPEC]"],
        maxPositionals: 1,
        about: """
            Opens an SDL2 window playing SPEC (no SPEC: the built-in showcase with every kind).
            Drag, flick, click, scroll and use the keys; the spec file is watched and a saved
            change is applied at once (an invalid change shows its errors in the window and the
            last good version keeps running).
            """,
        options: [
            events.spec, replay.spec, control.spec, record.spec, exitAfter.spec, size.spec, stats.spec, hud.spec,
            kiosk.spec, renderer.spec, Option.reducedMotion.spec,
        ],
        sections: """
            keys: arrows page, Home/End first/last, PageUp/PageDown, Tab next carousel, Space
            auto-scroll on/off, A axis, I infinite, K kind (focused carousel), H HUD, R reload,
            S screenshot, Esc quit; in kiosk mode only the carousels' keys work and
            Ctrl+Alt+Q quits

            exit codes:
              0  closed normally
              1  the spec has errors
              2  bad arguments or no display (use xvfb-run, or carousel render to draw PNGs
                 without a display), or a build without the Window trait
            """)

    static func run(_ arguments: [String]) -> Int32 {
        #if Window
            return play(arguments)
        #else
            return WindowTrait.unavailable(name)
        #endif
    }
}
