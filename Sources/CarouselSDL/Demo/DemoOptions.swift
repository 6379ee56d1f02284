import CarouselEngine
import CarouselScript
import CarouselSpec

/// How `carousel demo` runs.
public struct DemoOptions: Sendable {
    /// The spec file, or nil for the built-in showcase.
    public var specPath: String?
    /// Print select / phase / reload events as JSON lines on stdout.
    public var events = false
    /// Replay this script as if it were typed and clicked live.
    public var replay: InputScript?
    /// Write everything the engine received to this file (input-script format) on exit.
    public var recordPath: String?
    /// Quit after this many seconds.
    public var exitAfter: Double?
    /// Window size in points (overrides the spec).
    public var size: Size?
    /// Print fps and frame CPU time p50/p99 on exit.
    public var stats = false
    /// Start with the HUD shown.
    public var hud = false
    /// `--kiosk`: fullscreen, cursor hidden when still, no HUD, no Esc or debug keys (the spec's
    /// `[window] kiosk = true` does the same).
    public var kiosk = false
    /// Which SDL renderer draws the window.
    public var renderer = RendererChoice.auto
    /// `--reduced-motion`: replaces the spec's `[window] reduced-motion` (nil: the spec decides).
    public var reducedMotion: ReducedMotionSetting?
    /// The desktop's preference, read by the CLI (used while the setting in force is "auto").
    public var desktopMotion = DesktopMotionPreference.none
    /// `--control`: read control lines while the window runs (docs/demo.md, "Live control").
    public var control: DemoControlSource?

    /// Default options: the showcase, no events, runs until closed.
    public init() {}
}

/// Where `demo --control` reads its lines.
public enum DemoControlSource: Sendable, Hashable {
    /// `--control -`.
    case standardInput
    /// `--control PATH`: a FIFO the CLI checked (owned by the user, writable by nobody else).
    case fifo(String)
}
