/// Where a carousel's card and page dots are drawn while it rests on its first item.
///
/// The answers come from the engine's own pieces (the kind's behaviour, ``PageIndicator``), so
/// the geometry `carousel check` proves and `carousel compile` prints is the geometry that is
/// drawn; nothing here repeats a layout formula.
public enum RestingLayout {
    /// The first item's card at rest, unscaled: the page, the front stack card, the centred focus
    /// card, or the marquee item at the start of the frame. Nil without items.
    public static func card(configuration: CarouselConfiguration, frame: Rect) -> Rect? {
        guard configuration.itemCount > 0 else { return nil }
        let behavior = KindRegistry.behavior(for: configuration, frame: frame)
        let axis = configuration.axis
        let first = behavior.loops ? 0 : behavior.targetRange.lowerBound
        let cards = behavior.cards(at: behavior.restingPosition(first), target: first, dragging: false, settling: false)
            .filter { $0.item == 0 }
        // A looping strip can show item 0 twice: at rest a snapping kind's selection is the copy
        // nearest its snap point (a paging carousel's `align`, else the frame's centre); a marquee
        // at offset 0 starts its first item at the frame's start.
        let snaps = type(of: behavior).snapsToPages
        let snapPoint =
            configuration.kind == .paging
            ? PagingGeometry(configuration: configuration, frame: frame).mainCenter : frame.mainCenter(axis)
        let anchor = snaps ? snapPoint : frame.mainStart(axis)
        func distance(_ rect: Rect) -> Double { abs((snaps ? rect.mainCenter(axis) : rect.mainStart(axis)) - anchor) }
        return cards.min { distance($0.rect) < distance($1.rect) }?.rect
    }

    /// The rectangle the page dots of a carousel in `slot` can cover (the active dot's length
    /// counted at both ends, the inactive dot's size across); nil when no dots are drawn.
    public static func dots(configuration: CarouselConfiguration, slot: CarouselSlot) -> Rect? {
        guard configuration.indicators, configuration.pagination == .dots,
            let strip = slot.indicatorRect
        else { return nil }
        let axis = configuration.axis
        let behavior = KindRegistry.behavior(for: configuration, frame: slot.frame)
        let dots = PageIndicator.dots(
            count: behavior.dotScale.count(items: configuration.itemCount), progress: 0, selection: 0,
            loops: behavior.loops, axis: axis, rect: strip)
        guard let first = dots.first, let last = dots.last else { return nil }
        let start = axis == .horizontal ? first.center.x : first.center.y
        let end = axis == .horizontal ? last.center.x : last.center.y
        let cross = axis == .horizontal ? first.center.y : first.center.x
        return Rect.centered(
            axis, main: (start + end) / 2, cross: cross, mainLength: end - start + PageIndicator.activeSize,
            crossLength: PageIndicator.baseSize)
    }

    /// The box the fraction text (at its widest) or the progress track covers, nil for dots or no strip.
    public static func paginationBox(configuration: CarouselConfiguration, slot: CarouselSlot) -> Rect? {
        guard configuration.indicators, let strip = slot.indicatorRect else { return nil }
        switch configuration.pagination {
        case .fraction: return Pagination.fractionBox(count: configuration.itemCount, in: strip)
        case .progress: return Pagination.progressTrack(in: strip, axis: configuration.axis)
        case .dots, .none: return nil
        }
    }

    /// The arrows' buttons of a carousel in `slot` (previous, then next), empty when not drawn.
    public static func arrows(configuration: CarouselConfiguration, slot: CarouselSlot) -> [Rect] {
        guard configuration.arrows, configuration.kind != .marquee, configuration.itemCount > 1 else { return [] }
        return ArrowSide.allCases.compactMap {
            NavigationArrows.rect($0, in: slot.frame, axis: configuration.axis)
        }
    }
}
