import CarouselEngine

extension CarouselChange {
    /// The note the window shows after this change: what changed, and for a kind change what
    /// the carousel kept. `configuration` is the focused carousel after the change.
    func note(after configuration: CarouselConfiguration, autoScroll: Bool) -> String {
        let loops = configuration.kind == .stack || configuration.kind == .marquee
        let infinite = "infinite \(configuration.infinite ? "on" : "off")"
        let id = configuration.id
        switch self {
        case .axis:
            return "\(id): axis \(configuration.axis.rawValue)"
        case .infinite:
            guard loops else { return "\(id): \(infinite)" }
            return "\(id): \(infinite) (kept for paging and focus; a \(configuration.kind.rawValue) always loops)"
        case .kind:
            let looping = loops ? "always loops" : infinite
            return "\(id): kind \(configuration.kind.rawValue) (\(looping), auto-scroll \(autoScroll ? "on" : "off"))"
        }
    }
}
