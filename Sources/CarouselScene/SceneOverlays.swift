/// What the demo draws over the carousels, as plain values: the HUD, the reload-error panel and a
/// short note. `render` passes none.
public struct SceneOverlays: Sendable, Hashable {
    /// The HUD's lines (monospaced panel at the top left), or nil when hidden.
    public var hud: [String]?
    /// The reload-error panel over the bottom of the window, or nil.
    public var error: ErrorOverlay?
    /// A one-line note centred at the bottom (e.g. "screenshot saved"), or nil.
    public var note: String?

    /// Creates overlays (none by default).
    public init(hud: [String]? = nil, error: ErrorOverlay? = nil, note: String? = nil) {
        self.hud = hud
        self.error = error
        self.note = note
    }

    /// No overlays.
    public static let none = SceneOverlays()
}

/// The diagnostics of a spec that failed to reload.
public struct ErrorOverlay: Sendable, Hashable {
    /// The panel's title.
    public var title: String
    /// The diagnostics, one line each.
    public var lines: [String]

    /// Creates the overlay.
    public init(title: String, lines: [String]) {
        self.title = title
        self.lines = lines
    }
}
