import CarouselEngine
import CarouselSpec

extension SceneDrawer {
    /// The carousel's title, vertically centred in `rect`, lined up with the cards' leading inset.
    ///
    /// The title of the carousel with keyboard focus (`focused`) is drawn in white on an accent chip;
    /// returns false when there was no room for the title.
    @discardableResult
    func drawTitle(_ title: String, in rect: Rect, inset: Double, color: RGBAColor, focused: Bool = false) throws
        -> Bool
    {
        let points = max(11, min(20, rect.height * 0.6)).rounded()
        let indent = min(max(0, inset), rect.width / 3)
        let padding = focused ? Theme.focusChipPadding : 0
        guard
            let text = try painter.text.text(
                title, face: .bold, points: points, color: focused ? Theme.imageText : color,
                maxWidth: rect.width - indent - 2 * padding, scale: painter.scale)
        else { return false }
        let top = rect.y + (rect.height - text.height) / 2
        // The focused carousel's title sits on an accent chip, its text where it would be unfocused.
        let left = max(rect.x, rect.x + indent - padding)
        if focused {
            let chip = Rect(x: left, y: top - 1, width: text.width + 2 * padding, height: text.height + 2)
            try painter.fill(chip, radius: chip.height / 2, color: Theme.focusRing)
        }
        try painter.draw(text, at: Point(x: left + padding, y: top))
        return true
    }

    /// Page dots; their length along the axis and brightness follow the engine's continuous
    /// activity (the active dot is a pill, the others round with the smallest dot's diameter).
    func drawDots(_ dots: [IndicatorDot], axis: Axis, color: RGBAColor) throws {
        guard let thickness = dots.map(\.size).filter({ $0 > 0 }).min() else { return }
        for dot in dots where dot.size > 0 {
            let along = max(dot.size, thickness)
            let width = axis == .horizontal ? along : thickness, height = axis == .horizontal ? thickness : along
            let rect = Rect(x: dot.center.x - width / 2, y: dot.center.y - height / 2, width: width, height: height)
            let activity = max(0, min(1, dot.activity))
            let opacity = Theme.dotIdleOpacity + (1 - Theme.dotIdleOpacity) * activity
            try painter.pill(rect, color: color, opacity: opacity)
        }
    }

    /// A "No items" card in the middle of an empty carousel.
    func drawEmptyState(in frame: Rect, radius: Double) throws {
        let width = min(frame.width - 16, 360), height = min(frame.height - 16, 200)
        guard width > 20, height > 20 else { return }
        let card = Rect(x: frame.center.x - width / 2, y: frame.center.y - height / 2, width: width, height: height)
        try painter.fill(card, radius: min(radius, height / 2), color: Theme.emptyCard)
        try painter.stroke(card, radius: min(radius, height / 2), width: 1, color: Theme.emptyText, opacity: 0.4)
        let points = max(11, min(22, height * 0.16)).rounded()
        guard
            let text = try painter.text.text(
                "No items", face: .bold, points: points, color: Theme.emptyText, maxWidth: width - 16,
                scale: painter.scale)
        else { return }
        try painter.draw(text, at: Point(x: card.center.x - text.width / 2, y: card.center.y - text.height / 2))
    }

    /// The keyboard focus ring just outside the carousel's frame.
    func drawFocusRing(around frame: Rect, radius: Double) throws {
        let gap = Theme.focusRingGap
        let ring = Rect(
            x: frame.x + gap, y: frame.y + gap, width: frame.width - 2 * gap, height: frame.height - 2 * gap)
        try painter.stroke(ring, radius: radius + 2, width: Theme.focusRingWidth, color: Theme.focusRing, opacity: 0.9)
    }
}
