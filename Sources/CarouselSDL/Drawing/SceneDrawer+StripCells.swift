import CarouselEngine
import CarouselSpec

/// Where a strip's cards may be copied from tiles: along the strip from `low` to `high` (where no
/// card left out of the group would have drawn), across it from `acrossLow` to `acrossHigh`
/// (every card's drawing), in pixels.
struct StripArea {
    let low: Int32, high: Int32, acrossLow: Int32, acrossHigh: Int32

    /// The box from `low` to `high` along the strip (or the given span) and across all of it.
    func box(horizontal: Bool, along: (Int32, Int32)? = nil) -> PixelBox {
        let (lo, hi) = along ?? (low, high)
        return horizontal
            ? PixelBox(x: lo, y: acrossLow, w: hi - lo, h: acrossHigh - acrossLow)
            : PixelBox(x: acrossLow, y: lo, w: acrossHigh - acrossLow, h: hi - lo)
    }
}

extension SceneDrawer {
    /// The strip cache's key for a tile of `length` pixels showing `faces` from its first card on.
    func stripKey(faces: [CardCache.Key], _ layout: StripLayout, length: Int32, background: RGBAColor)
        -> StripCache.Key
    {
        StripCache.Key(
            faces: faces, shadow: layout.shadow, shadowGeometry: layout.shadowGeometry, stride: layout.stride,
            length: length, horizontal: layout.horizontal, faceWidth: layout.faceWidth,
            faceHeight: layout.faceHeight, across: layout.acrossStart,
            acrossSize: layout.acrossEnd - layout.acrossStart, background: background)
    }

    /// Copies a strip whose items do not come back in view from one opaque cell per card: the
    /// span from its face's first pixel to the next card's, on the background, with every card
    /// whose drawing meets it drawn in order (its neighbours' shadows and rims included), moved
    /// by whole pixels. A cell's key names those cards' faces, so it holds while the strip moves
    /// (a long marquee, whose period is longer than the window, is drawn without a period tile).
    /// Only cards whose every neighbour reaching their cell is in the group get a cell; the cells
    /// are copied within `area` and `clip`; a cell not yet made when the frame's budget of new
    /// cells (`maxCellsPerFrame`) is spent has its cards drawn one by one, clipped to it. Returns
    /// the span along the strip the cells cover, or nil, having drawn nothing, when no card has a cell.
    func copyCells(
        _ plans: [FlatCardPlan], _ layout: StripLayout, area: StripArea, clip: PixelBox, background: RGBAColor
    ) throws -> (low: Int32, high: Int32)? {
        let horizontal = layout.horizontal, stride = layout.stride
        func along(_ plan: FlatCardPlan) -> Int32 { horizontal ? plan.x : plan.y }
        let (reachLow, reachHigh) = layout.reach(over: stride)
        let first = max(0, -Int(reachLow)), last = plans.count - 1 - max(0, Int(reachHigh))
        guard first <= last, reachLow <= reachHigh else { return nil }
        let low = max(area.low, along(plans[first])), high = min(area.high, along(plans[last]) + stride)
        guard high > low else { return nil }
        guard let inside = clip.intersection(area.box(horizontal: horizontal, along: (low, high))) else {
            return (low, high)
        }
        try painter.renderer.clip(to: inside)
        let insideLow = horizontal ? inside.x : inside.y, insideHigh = insideLow + (horizontal ? inside.w : inside.h)
        for index in first...last where along(plans[index]) + stride > insideLow && along(plans[index]) < insideHigh {
            let neighbours = Array(plans[(index + Int(reachLow))...(index + Int(reachHigh))])
            let key = stripKey(
                faces: neighbours.map(\.face.key), layout, length: stride, background: background)
            let to = area.box(horizontal: horizontal, along: (along(plans[index]), along(plans[index]) + stride))
            let make = { try self.makeCell(neighbours, from: reachLow, layout, background: background) }
            if let cell = try strips.cell(for: key, make: make) {
                try painter.renderer.copy(
                    cell, to: PixelRect(x: Float(to.x), y: Float(to.y), w: Float(to.w), h: Float(to.h)))
            } else if let span = inside.intersection(to) {
                // Over this frame's budget of new cells: the cards meeting the cell, in order.
                try painter.renderer.clip(to: span)
                for plan in neighbours { try draw(plan) }
                try painter.renderer.clip(to: inside)
            }
        }
        return (low, high)
    }

    /// One card's cell: `neighbours` (the cards from offset `lowest` on) drawn in order on the
    /// background, moved so the cell's own card's face begins the cell.
    private func makeCell(
        _ neighbours: [FlatCardPlan], from lowest: Int32, _ layout: StripLayout, background: RGBAColor
    ) throws -> SDLTexture {
        let horizontal = layout.horizontal, thickness = layout.acrossEnd - layout.acrossStart
        let cell = try painter.layer(
            width: Int(horizontal ? layout.stride : thickness), height: Int(horizontal ? thickness : layout.stride)
        ) {
            try painter.renderer.clear(SDLBridge.color(background))
            for (offset, plan) in neighbours.enumerated() {
                let along = (lowest + Int32(offset)) * layout.stride, across = -layout.acrossStart
                let x = horizontal ? along : across, y = horizontal ? across : along
                try draw(plan, dx: x - plan.x, dy: y - plan.y)
            }
        }
        try cell.setBlending(false)
        return cell
    }
}
