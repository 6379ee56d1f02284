/// What the demo draws over the carousels, as plain values: the HUD, the reload-error panel and a
/// short note. `render` passes none.
public struct SceneOverlays: Sendable, Hashable {
    /// The HUD's lines (a monospaced panel in a corner that covers no carousel title), or nil
    /// when hidden.
    public var hud: [String]?
    /// The reload-error panel over the bottom of the window, or nil.
    public var error: ErrorOverlay?
    /// A one-line note centred at the bottom (e.g. "screenshot saved"), or nil.
    public var note: String?
    /// Which carousel shows the keyboard focus (its title on an accent chip, or a ring).
    public var focus: FocusMark

    /// Creates overlays (none by default; the focus marked as in the demo window).
    public init(
        hud: [String]? = nil, error: ErrorOverlay? = nil, note: String? = nil, focus: FocusMark = .whenSeveral
    ) {
        self.hud = hud
        self.error = error
        self.note = note
        self.focus = focus
    }

    /// No overlays (the focus marked as in the demo window).
    public static let none = SceneOverlays()
}

/// Which carousel a scene marks as having the keyboard focus.
public enum FocusMark: Sendable, Hashable {
    /// The engine's focused carousel, when there is more than one (the demo window).
    case whenSeveral
    /// None (`carousel render` without `--focus`).
    case hidden
    /// The engine's focused carousel, even alone (`render --focus`).
    case focused
    /// The carousel with this id (`render --focus=ID`).
    case carousel(String)

    /// Whether the carousel `id` (`focused` by the engine, one of `count`) is marked.
    public func marks(_ id: String, focused: Bool, count: Int) -> Bool {
        switch self {
        case .whenSeveral: return focused && count > 1
        case .hidden: return false
        case .focused: return focused
        case .carousel(let wanted): return id == wanted
        }
    }
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
