import CarouselEngine
import CarouselScene
import CarouselSpec

/// A row of flat cards spaced evenly (a marquee): what `drawStrip` needs to draw it from a tile of
/// one period when its items come back in view, else from one cell per card (see `copyCells`).
/// All lengths in whole pixels; "along" is the strip's axis.
struct StripLayout {
    let horizontal: Bool
    /// Pixels from one card's face to the next.
    let stride: Int32
    /// Cards per period, and the index of the period's first card (its lowest item) in the group;
    /// nil and 0 when no period is seen whole (the strip is then drawn from cells).
    let period: Int?, start: Int
    /// Where a card's drawing (face and shadow) begins and ends along the strip, from its face's
    /// top-left pixel; and across it, from the same pixel.
    let before: Int32, after: Int32, acrossStart: Int32, acrossEnd: Int32
    /// Every card's shadow texture (nil: none) and its geometry (see `FlatCardPlan.shadowGeometry`).
    let shadow: ShadowCache.Key?, shadowGeometry: [Int32]
    /// Size of every card's face texture (padding included).
    let faceWidth: Int32, faceHeight: Int32

    /// The layout of `plans` (the group's cards in drawing order, showing `items`), or nil when they
    /// are not such a row.
    init?(_ plans: [FlatCardPlan], items: [Int]) {
        guard plans.count >= 4, let first = plans.first else { return nil }
        horizontal = plans.allSatisfy { $0.y == first.y }
        guard horizontal || plans.allSatisfy({ $0.x == first.x }) else { return nil }
        let along: (FlatCardPlan) -> Int32 = { [horizontal] in horizontal ? $0.x : $0.y }
        stride = along(plans[1]) - along(first)
        guard stride > 0 else { return nil }
        let geometry = first.shadowGeometry
        for (previous, plan) in zip(plans, plans.dropFirst()) {
            guard along(plan) - along(previous) == stride, plan.shadow?.key == first.shadow?.key,
                plan.shadowGeometry == geometry, plan.face.texture.width == first.face.texture.width,
                plan.face.texture.height == first.face.texture.height
            else { return nil }
        }
        // One period seen whole: the first card's item comes back, and every card after it repeats
        // the card a period before.
        let period = items.indices.dropFirst().first(where: { items[$0] == items[0] }).flatMap { period in
            (period..<items.count).allSatisfy {
                items[$0] == items[$0 - period] && plans[$0].face.key == plans[$0 - period].face.key
            } ? period : nil
        }
        self.period = period
        start = period.flatMap { period in (0..<period).min { items[$0] < items[$1] } } ?? 0
        let width = Int32(first.face.texture.width), height = Int32(first.face.texture.height)
        shadow = first.shadow?.key
        shadowGeometry = geometry
        faceWidth = width
        faceHeight = height
        let box = geometry.isEmpty ? [0, 0, width, height] : Array(geometry.prefix(4))
        before = min(0, horizontal ? box[0] : box[1])
        after = max(horizontal ? width : height, horizontal ? box[2] : box[3])
        acrossStart = min(0, horizontal ? box[1] : box[0])
        acrossEnd = max(horizontal ? height : width, horizontal ? box[3] : box[2])
    }

    /// Length of one period along the strip (one card's stride without a period).
    var length: Int32 { Int32(period ?? 1) * stride }

    /// The cards whose drawing meets a span of `length` pixels beginning at a card's face, as
    /// offsets from that card (in cards): lowest and highest.
    func reach(over length: Int32) -> (low: Int32, high: Int32) {
        (SceneDrawer.floorDivision(-after, stride) + 1, SceneDrawer.floorDivision(length - before - 1, stride))
    }
}

extension SceneDrawer {
    /// Draws the cards of one clip group (`cards`, the group's commands in order) as a strip when
    /// they form one (see `StripLayout`) over nothing but the window's background: the part where
    /// every card touching a pixel is in the group is copied, opaque, from a cached tile of one
    /// period drawn the same way (the same copies in the same order, moved by whole pixels), or,
    /// when no period is seen whole, from a cached cell per card (see `copyCells`); the two ends
    /// are drawn card by card. Returns false, having drawn nothing, otherwise.
    func drawStrip(_ cards: [SceneCard], in scene: Scene, before index: Int) throws -> Bool {
        guard cards.count >= 4 else { return false }
        let group = scene.commands[(index + 1)...]
        for (offset, card) in cards.enumerated()
        where Self.uncoveredPart(of: card, before: group.dropFirst(offset + 1)) != nil {
            return false
        }
        var plans: [FlatCardPlan] = []
        for card in cards {
            guard let plan = try flatPlan(of: card) else { return false }
            plans.append(plan)
        }
        guard let layout = StripLayout(plans, items: cards.map(\.item)), let first = plans.first, let last = plans.last
        else { return false }
        let horizontal = layout.horizontal
        func along(_ plan: FlatCardPlan) -> Int32 { horizontal ? plan.x : plan.y }
        func box(along lo: Int32, _ hi: Int32, across a0: Int32, _ a1: Int32) -> PixelBox {
            horizontal ? PixelBox(x: lo, y: a0, w: hi - lo, h: a1 - a0) : PixelBox(x: a0, y: lo, w: a1 - a0, h: hi - lo)
        }
        // Where no card left out of the group (beyond either end) would have drawn.
        let low = max(along(first) + layout.before, along(first) - layout.stride + layout.after)
        let high = min(along(last) + layout.after, along(last) + layout.stride + layout.before)
        let acrossLow = (horizontal ? first.y : first.x) + layout.acrossStart
        let acrossHigh = (horizontal ? first.y : first.x) + layout.acrossEnd
        let size = layout.length, thickness = acrossHigh - acrossLow
        guard high > low, Self.fitsATexture(Int(size), Int(thickness)) else { return false }
        let view = PixelBox(
            x: 0, y: 0, w: Int32((scene.size.width * painter.scale).rounded()),
            h: Int32((scene.size.height * painter.scale).rounded()))
        let saved = painter.renderer.currentClip()
        guard let clip = (saved ?? view).intersection(view),
            !Self.drawsBefore(index, in: scene, within: box(along: low, high, across: acrossLow, acrossHigh), painter)
        else { return false }
        let area = StripArea(low: low, high: high, acrossLow: acrossLow, acrossHigh: acrossHigh)
        let covered: (low: Int32, high: Int32)
        if let period = layout.period {
            let key = stripKey(
                faces: (0..<period).map { plans[(layout.start + $0) % period].face.key }, layout, length: size,
                background: scene.background)
            let tile = try strips.tile(for: key) { try makeTile(plans, layout, background: scene.background) }
            let anchor = along(plans[layout.start])
            if let inside = clip.intersection(area.box(horizontal: horizontal)) {
                try painter.renderer.clip(to: inside)
                var start = anchor + Self.floorDivision(low - anchor, size) * size
                while start < high {
                    let to = box(along: start, start + size, across: acrossLow, acrossHigh)
                    try painter.renderer.copy(
                        tile, to: PixelRect(x: Float(to.x), y: Float(to.y), w: Float(to.w), h: Float(to.h)))
                    start += size
                }
            }
            covered = (low, high)
        } else {
            guard let cells = try copyCells(plans, layout, area: area, clip: clip, background: scene.background)
            else { return false }
            covered = cells
        }
        // The ends, card by card.
        let clipLow = horizontal ? clip.x : clip.y, clipHigh = clipLow + (horizontal ? clip.w : clip.h)
        let clipAcross = horizontal ? (clip.y, clip.y + clip.h) : (clip.x, clip.x + clip.w)
        for (lo, hi) in [(clipLow, covered.low), (covered.high, clipHigh)] where hi > lo {
            guard let part = clip.intersection(box(along: lo, hi, across: clipAcross.0, clipAcross.1)) else { continue }
            try painter.renderer.clip(to: part)
            for plan in plans where along(plan) + layout.after > lo && along(plan) + layout.before < hi {
                try draw(plan)
            }
        }
        try painter.renderer.clip(to: saved)
        return true
    }

    /// One period of the strip on the background, opaque: every card whose drawing meets the
    /// period, in order, moved so the period's first card's face begins the tile.
    private func makeTile(_ plans: [FlatCardPlan], _ layout: StripLayout, background: RGBAColor) throws -> SDLTexture {
        let horizontal = layout.horizontal, size = layout.length
        let thickness = layout.acrossEnd - layout.acrossStart
        let tile = try painter.layer(
            width: Int(horizontal ? size : thickness), height: Int(horizontal ? thickness : size)
        ) {
            try painter.renderer.clear(SDLBridge.color(background))
            let (lowest, highest) = layout.reach(over: size)
            let period = layout.period ?? 1
            guard lowest <= highest else { return }
            for step in lowest...highest {
                let plan = plans[(layout.start + Int(Self.modulo(step, Int32(period)))) % period]
                let along = step * layout.stride, across = -layout.acrossStart
                let x = horizontal ? along : across, y = horizontal ? across : along
                try draw(plan, dx: x - plan.x, dy: y - plan.y)
            }
        }
        try tile.setBlending(false)
        return tile
    }

    /// Whether a command before the clip command at `index` may draw inside `area` (pixels, grown
    /// by a margin): the strip's tile would cover it.
    private static func drawsBefore(_ index: Int, in scene: Scene, within area: PixelBox, _ painter: Painter) -> Bool {
        func meets(_ rect: Rect, grownBy margin: Double) -> Bool {
            let grown = Rect(
                x: rect.x - margin, y: rect.y - margin, width: rect.width + 2 * margin,
                height: rect.height + 2 * margin)
            let box = painter.pixels(grown)
            let pixels = PixelBox(
                x: Int32(box.x.rounded(.down)) - 1, y: Int32(box.y.rounded(.down)) - 1,
                w: Int32(box.w.rounded(.up)) + 3, h: Int32(box.h.rounded(.up)) + 3)
            return pixels.intersection(area) != nil
        }
        for command in scene.commands[..<index] {
            switch command {
            case .clip: continue
            case .fill(let shape), .pill(let shape): if meets(shape.rect, grownBy: 1) { return true }
            case .stroke(let shape, let width): if meets(shape.rect, grownBy: width + 1) { return true }
            case .text(let run):
                let rect = Rect(x: run.origin.x, y: run.origin.y, width: run.size.width, height: run.size.height)
                if meets(rect, grownBy: 2) { return true }
            case .card(let card): if meets(card.drawnRect, grownBy: card.shadow.blur * 2 + 4) { return true }
            case .arc(let arc):
                let rect = Rect(
                    x: arc.center.x - arc.radius, y: arc.center.y - arc.radius, width: 2 * arc.radius,
                    height: 2 * arc.radius)
                if meets(rect, grownBy: arc.width + 1) { return true }
            }
        }
        return false
    }

    /// `a / b` rounded down (b > 0).
    static func floorDivision(_ a: Int32, _ b: Int32) -> Int32 {
        a >= 0 ? a / b : -((-a + b - 1) / b)
    }

    /// `a` modulo `b`, in 0..<b (b > 0).
    static func modulo(_ a: Int32, _ b: Int32) -> Int32 {
        a - floorDivision(a, b) * b
    }
}
