/// Where a shadow's nine slices go, in whole pixels: what `Painter.drawShadowSlices` copies.
struct ShadowSlicesPlan {
    /// The cached texture and its corner size.
    let slices: ShadowCache.Slices
    /// What the texture was made for (two plans with equal keys copy the same pixels).
    let key: ShadowCache.Key
    /// The outer box the fade fills: left, top, right and bottom edges.
    let x0: Int32, y0: Int32, x1: Int32, y1: Int32
    /// How deep each edge is drawn: top, left, bottom, right.
    let depths: [Int32]

    /// The plan for the slices around `outer` (whole pixels); with `card` (pixels: an opaque card
    /// drawn over the shadow next) the edges stop two pixels inside it, where the card's solid
    /// inside hides them anyway.
    init(_ slices: ShadowCache.Slices, key: ShadowCache.Key, around outer: PixelRect, under card: PixelRect?) {
        self.slices = slices
        self.key = key
        x0 = Int32(outer.x)
        y0 = Int32(outer.y)
        x1 = x0 + Int32(outer.w)
        y1 = y0 + Int32(outer.h)
        var depths = [Int32](repeating: Int32(slices.depth), count: 4)
        if let card {
            let hidden = [
                Int32(card.y.rounded(.up)) + 2 - y0, Int32(card.x.rounded(.up)) + 2 - x0,
                y1 - (Int32((card.y + card.h).rounded(.down)) - 2), x1 - (Int32((card.x + card.w).rounded(.down)) - 2),
            ]
            depths = zip(depths, hidden).map { min($0, max(0, $1)) }
        }
        self.depths = depths
    }
}

extension Painter {
    /// Copies a shadow texture's corners and tiles its edges around the plan's outer box moved by
    /// (`dx`, `dy`) pixels, every copy unscaled. The edges are the plan's depths deep; the middle
    /// is left to the caller.
    func drawShadowSlices(_ plan: ShadowSlicesPlan, dx: Int32 = 0, dy: Int32 = 0) throws {
        let slices = plan.slices, depths = plan.depths
        let corner = Int32(slices.corner), straight = Int32(ShadowCache.straight)
        let side = 2 * corner + straight
        let x0 = plan.x0 + dx, y0 = plan.y0 + dy, x1 = plan.x1 + dx, y1 = plan.y1 + dy
        func copy(_ sx: Int32, _ sy: Int32, _ w: Int32, _ h: Int32, to dx: Int32, _ dy: Int32) throws {
            guard w > 0, h > 0 else { return }
            try renderer.copy(
                slices.texture, from: PixelBox(x: sx, y: sy, w: w, h: h),
                to: PixelRect(x: Float(dx), y: Float(dy), w: Float(w), h: Float(h)))
        }
        // Corners.
        try copy(0, 0, corner, corner, to: x0, y0)
        try copy(side - corner, 0, corner, corner, to: x1 - corner, y0)
        try copy(0, side - corner, corner, corner, to: x0, y1 - corner)
        try copy(side - corner, side - corner, corner, corner, to: x1 - corner, y1 - corner)
        // Top and bottom edges, in tiles of the straight part.
        var x = x0 + corner
        while x < x1 - corner {
            let w = min(straight, x1 - corner - x)
            try copy(corner, 0, w, depths[0], to: x, y0)
            try copy(corner, side - depths[2], w, depths[2], to: x, y1 - depths[2])
            x += w
        }
        // Left and right edges.
        var y = y0 + corner
        while y < y1 - corner {
            let h = min(straight, y1 - corner - y)
            try copy(0, corner, depths[1], h, to: x0, y)
            try copy(side - depths[3], corner, depths[3], h, to: x1 - depths[3], y)
            y += h
        }
    }
}
