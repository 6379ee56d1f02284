/// A live change to the focused carousel's configuration: the demo's A, I and K keys, and the
/// `a`, `i` and `k` keys of input scripts. Each one changes exactly one setting.
public enum CarouselChange: String, Sendable, Hashable, CaseIterable {
    /// A: horizontal to vertical and back.
    case axis
    /// I: `infinite` on and off. Paging and focus loop by it; a stack or a marquee always loops
    /// and keeps the setting for when K makes it a paging or focus carousel again.
    case infinite
    /// K: the next kind, in the order paging, stack, marquee, focus, then paging again (an m3
    /// carousel, whose keylines come from its own table, goes to paging and is not in the cycle).
    case kind
}

extension CarouselConfiguration {
    /// This configuration with `change` made and every other setting as it was.
    public func changed(by change: CarouselChange) -> CarouselConfiguration {
        var next = self
        switch change {
        case .axis: next.axis = axis == .horizontal ? .vertical : .horizontal
        case .infinite: next.infinite.toggle()
        case .kind:
            let kinds: [CarouselKind] = [.paging, .stack, .marquee, .focus]
            next.kind = kinds.firstIndex(of: kind).map { kinds[($0 + 1) % kinds.count] } ?? .paging
        }
        return next
    }
}
