import CarouselEngine
import CarouselScene

extension SceneDrawer {
    /// Draws `card` with its shadow and face clipped to what the opaque cards in `later` leave
    /// visible (within the group's `clip`), then restores `clip`.
    func drawUncovered(_ card: SceneCard, before later: ArraySlice<DrawCommand>, clip: Rect?) throws {
        if let projection = card.transform.projection {
            return try drawSpatialCard(card, projection: projection, before: later)
        }
        guard let face = Self.uncoveredPart(of: card, before: later) else { return try drawCard(card) }
        // The shadow reaches `blur / 2` (plus a pixel) around the card and is dropped by `0.35 * blur`.
        let drawn = card.drawnRect, reach = card.shadow.blur + 2 + 2 / painter.scale
        let shadowArea = Rect(
            x: drawn.x - reach, y: drawn.y - reach, width: drawn.width + 2 * reach, height: drawn.height + 2 * reach)
        let shadow = Self.uncoveredPart(of: shadowArea, before: later)
        func clipped(_ part: Rect?) -> Rect? { part.map { part in clip.map { Self.intersection(part, $0) } ?? part } }
        try drawCard(card, shadowClip: clipped(shadow), faceClip: clipped(face))
        try painter.clip(clip)
    }

    /// The part of `card`'s face not hidden by the opaque cards drawn after it in the same clip
    /// group (`later`: the commands after it up to the next clip), or nil when nothing is hidden.
    ///
    /// A card that hides what is behind it (``SceneCard/hidesBehind`` over an opaque backdrop)
    /// covers two bands of its rounded shape completely: its full height between the corner
    /// columns, and its full width between the corner rows. Where such a band spans the whole
    /// card across, it cuts that side of the card off; the face is then drawn clipped to what is
    /// left (a stack's back cards peek out at one side of the card in front: most of their pixels
    /// need not be drawn). A face hidden entirely gets an empty rectangle.
    static func uncoveredPart(of card: SceneCard, before later: ArraySlice<DrawCommand>) -> Rect? {
        let drawn = card.drawnRect
        return uncoveredPart(
            of: Rect(x: drawn.x - 1, y: drawn.y - 1, width: drawn.width + 2, height: drawn.height + 2), before: later)
    }

    /// The part of the window rectangle `area` not hidden by the opaque cards in `later` (the
    /// rule of ``uncoveredPart(of:before:)``), or nil when nothing is hidden. Used with the
    /// card's box for its face, and with the box its shadow reaches for the shadow.
    static func uncoveredPart(of area: Rect, before later: ArraySlice<DrawCommand>) -> Rect? {
        var left = area.x, top = area.y
        var right = area.x + area.width, bottom = area.y + area.height
        var trimmed = false
        for command in later {
            guard case .card(let front) = command else {
                if case .clip = command { break }
                continue
            }
            guard front.hidesBehind, (front.backdrop?.alpha ?? 255) == 255 else { continue }
            let rect = front.drawnRect
            // One point in from the anti-aliased rim.
            let inset = front.drawnCornerRadius + 1
            let x0 = rect.x, x1 = rect.x + rect.width, y0 = rect.y, y1 = rect.y + rect.height
            // The band between the corner columns, full height: trims the left or right side.
            if y0 + 1 <= top, y1 - 1 >= bottom {
                let bandLeft = x0 + inset, bandRight = x1 - inset
                if bandLeft <= left && bandRight >= right { return Rect(x: left, y: top, width: 0, height: 0) }
                if bandLeft <= left && bandRight > left { left = bandRight; trimmed = true }
                if bandRight >= right && bandLeft < right { right = bandLeft; trimmed = true }
            }
            // The band between the corner rows, full width: trims the top or bottom.
            if x0 + 1 <= left, x1 - 1 >= right {
                let bandTop = y0 + inset, bandBottom = y1 - inset
                if bandTop <= top && bandBottom >= bottom { return Rect(x: left, y: top, width: 0, height: 0) }
                if bandTop <= top && bandBottom > top { top = bandBottom; trimmed = true }
                if bandBottom >= bottom && bandTop < bottom { bottom = bandTop; trimmed = true }
            }
        }
        guard trimmed else { return nil }
        return Rect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    /// The overlap of two rectangles (empty when they do not meet).
    static func intersection(_ a: Rect, _ b: Rect) -> Rect {
        let x0 = max(a.x, b.x), y0 = max(a.y, b.y)
        let x1 = min(a.x + a.width, b.x + b.width), y1 = min(a.y + a.height, b.y + b.height)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}
