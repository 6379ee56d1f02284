import CarouselEngine

/// How scripts spell the live changes: as the demo's keys, in `key` events.
extension CarouselChange {
    /// The key that makes this change in the demo and names it in scripts: `a`, `i` or `k`.
    public var keyName: String {
        switch self {
        case .axis: return "a"
        case .infinite: return "i"
        case .kind: return "k"
        }
    }

    /// The change a script's key name stands for, or nil for any other name.
    init?(keyName: String) {
        guard let change = Self.allCases.first(where: { $0.keyName == keyName }) else { return nil }
        self = change
    }
}
