import CarouselEngine
import CarouselSpec

extension Painter {
    /// A filled pill (a rounded rectangle whose radius is half its thickness), such as a page
    /// dot: two halves of a cached anti-aliased disc, tinted, with a plain rectangle between
    /// them, on whole pixels. Shapes too thin or too thick for the disc cache get the mesh.
    func pill(_ rect: Rect, color: RGBAColor, opacity: Double) throws {
        let box = pixels(rect)
        let horizontal = box.w >= box.h
        let diameter = Int((horizontal ? box.h : box.w).rounded())
        guard diameter >= 2, diameter <= Self.largestDisc else {
            return try fill(rect, radius: min(rect.width, rect.height) / 2, color: color, opacity: opacity)
        }
        let disc = try self.disc(diameter: diameter)
        let tint = SDLBridge.color(color, opacity: opacity)
        guard tint.a > 0 else { return }
        try disc.setColor(tint)
        try disc.setAlpha(tint.a)
        let x = Int32(box.x.rounded()), y = Int32(box.y.rounded()), d = Int32(diameter)
        let length = max(d, Int32((horizontal ? box.w : box.h).rounded()))
        let first = d / 2, second = d - first
        func copy(_ sx: Int32, _ sy: Int32, _ w: Int32, _ h: Int32, _ dx: Int32, _ dy: Int32) throws {
            try renderer.copy(
                disc, from: PixelBox(x: sx, y: sy, w: w, h: h),
                to: PixelRect(x: Float(dx), y: Float(dy), w: Float(w), h: Float(h)))
        }
        let middle: PixelRect
        if horizontal {
            try copy(0, 0, first, d, x, y)
            try copy(first, 0, second, d, x + length - second, y)
            middle = PixelRect(x: Float(x + first), y: Float(y), w: Float(length - d), h: Float(d))
        } else {
            try copy(0, 0, d, first, x, y)
            try copy(0, first, d, second, x, y + length - second)
            middle = PixelRect(x: Float(x), y: Float(y + first), w: Float(d), h: Float(length - d))
        }
        if middle.w > 0, middle.h > 0 { try renderer.fillRects([middle], color: tint) }
    }

    /// Widest disc kept as a texture, in pixels.
    static let largestDisc = 64

    /// A white anti-aliased disc `diameter` pixels across on transparent pixels (cached).
    private func disc(diameter: Int) throws -> SDLTexture {
        if let disc = discs.value(for: diameter) { return disc }
        let disc = try layer(width: diameter, height: diameter) {
            let side = Double(diameter) / scale
            try fill(
                Rect(x: 0, y: 0, width: side, height: side), radius: side / 2,
                color: RGBAColor(red: 255, green: 255, blue: 255), replace: true)
        }
        discs.insert(disc, for: diameter)
        return disc
    }
}
