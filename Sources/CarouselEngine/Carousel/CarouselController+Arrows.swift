/// The previous / next arrows of one carousel (`arrows = true`): hit-testing, states, clicks.
extension CarouselController {
    /// Whether the arrows are mirrored in the carousel's own coordinates: never. The controller
    /// works in logical (left-to-right) coordinates; right to left, ``drawn(_:)`` mirrors the
    /// arrows with the cards (previous on the right, pointing right) and pointer points arrive
    /// through ``logical(_:)``.
    var mirrorsArrows: Bool { false }

    /// Whether this carousel draws arrows: `arrows = true`, a kind that pages by steps (not
    /// marquee), more than one item, and a frame that holds them.
    var showsArrows: Bool {
        config.arrows && config.kind != .marquee && n > 1 && NavigationArrows.fits(in: slot.frame, axis: axis)
    }

    /// The arrow under `point`, if arrows are shown.
    func arrowSide(at point: Point) -> ArrowSide? {
        guard showsArrows else { return nil }
        return NavigationArrows.side(at: point, in: slot.frame, axis: axis, mirrored: mirrorsArrows)
    }

    /// Whether `side` pages anywhere from the committed target.
    func arrowEnabled(_ side: ArrowSide) -> Bool {
        NavigationArrows.isEnabled(side, target: target, range: behavior.targetRange, loops: loops)
    }

    /// The arrows as drawn this frame (empty when not shown).
    func arrowButtons() -> [ArrowButton] {
        guard showsArrows else { return [] }
        let hovered = press == nil ? hover.flatMap(arrowSide(at:)) : nil
        return ArrowSide.allCases.compactMap { side in
            guard let rect = NavigationArrows.rect(side, in: slot.frame, axis: axis, mirrored: mirrorsArrows)
            else { return nil }
            let enabled = arrowEnabled(side)
            return ArrowButton(
                side: side, rect: rect, enabled: enabled, hovered: enabled && hovered == side,
                pressed: enabled && press?.arrow == side, pointsTowardsEnd: (side == .next) != mirrorsArrows)
        }
    }

    /// A click on `side`: pages one step like the arrow keys; nothing when disabled.
    mutating func arrowClicked(_ side: ArrowSide, at time: Double, events: inout [TimedEvent]) {
        guard arrowEnabled(side) else { return }
        auto.interaction()
        page(by: side.step, at: time, events: &events)
    }
}
