/// What kiosk mode remembers: the cursor's hiding, whether a key was pressed, and which keys
/// reach the carousels.
struct KioskState {
    /// Seconds the pointer must stay still before the cursor hides.
    static let cursorHideDelay = 2.0

    /// When the pointer last moved or pressed, in seconds since launch.
    var lastPointerActivity = 0.0
    /// The cursor is hidden now.
    var cursorHidden = false
    /// A key was pressed since launch: the focus ring is drawn from then on.
    var keyPressed = false

    /// Creates the state of a kiosk that has just opened.
    init() {}

    /// When the cursor is due to hide, or nil while it is hidden.
    var cursorHideTime: Double? { cursorHidden ? nil : lastPointerActivity + Self.cursorHideDelay }

    /// Whether `key` does anything in a kiosk: the carousels' own keys (arrows, Home / End,
    /// PageUp / PageDown, Space, Tab, each as the spec's `keys` allows) and the exit chord; not
    /// Esc, the HUD, reload, screenshot or the live changes (A / I / K).
    static func allows(_ key: DemoKey) -> Bool {
        switch key {
        case .engine, .exitChord: true
        case .hud, .reload, .screenshot, .quit, .toggleAxis, .toggleInfinite, .cycleKind: false
        }
    }
}
