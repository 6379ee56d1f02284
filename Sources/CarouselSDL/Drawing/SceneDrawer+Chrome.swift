import CarouselEngine
import CarouselSpec

extension SceneDrawer {
    /// The carousel's title, left-aligned and vertically centred in `rect`.
    func drawTitle(_ title: String, in rect: Rect) throws {
        let points = max(11, min(20, rect.height * 0.6)).rounded()
        guard let text = try painter.text.text(
            title, face: .bold, points: points, color: Theme.carouselTitle, maxWidth: rect.width, scale: painter.scale)
        else { return }
        try painter.draw(text, at: Point(x: rect.x, y: rect.y + (rect.height - text.height) / 2))
    }

    /// Page dots; their size and brightness follow the engine's continuous activity.
    func drawDots(_ dots: [IndicatorDot]) throws {
        for dot in dots where dot.size > 0 {
            let rect = Rect(x: dot.center.x - dot.size / 2, y: dot.center.y - dot.size / 2, width: dot.size, height: dot.size)
            let activity = max(0, min(1, dot.activity))
            let opacity = Theme.dotIdleOpacity + (1 - Theme.dotIdleOpacity) * activity
            try painter.fill(rect, radius: dot.size / 2, color: Theme.dot, opacity: opacity)
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
        guard let text = try painter.text.text(
            "No items", face: .bold, points: points, color: Theme.emptyText, maxWidth: width - 16, scale: painter.scale)
        else { return }
        try painter.draw(text, at: Point(x: card.center.x - text.width / 2, y: card.center.y - text.height / 2))
    }

    /// The keyboard focus ring just outside the carousel's frame.
    func drawFocusRing(around frame: Rect, radius: Double) throws {
        let gap = Theme.focusRingGap
        let ring = Rect(x: frame.x + gap, y: frame.y + gap, width: frame.width - 2 * gap, height: frame.height - 2 * gap)
        try painter.stroke(ring, radius: radius + 2, width: Theme.focusRingWidth, color: Theme.focusRing, opacity: 0.9)
    }
}
