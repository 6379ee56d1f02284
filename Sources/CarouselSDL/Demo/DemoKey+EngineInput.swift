import CarouselEngine

extension DemoKey {
    /// The engine input this key sends (arrows, Home / End, PageUp / PageDown, Space, Tab, and
    /// the A / I / K changes), or nil for a key only the window handles.
    var engineInput: InputEvent? {
        switch self {
        case .engine(let key): return .key(key)
        case .toggleAxis: return .change(.axis)
        case .toggleInfinite: return .change(.infinite)
        case .cycleKind: return .change(.kind)
        case .hud, .reload, .screenshot, .quit, .exitChord: return nil
        }
    }
}
