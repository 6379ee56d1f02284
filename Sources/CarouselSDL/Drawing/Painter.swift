import CarouselEngine
import CarouselScene
import CarouselSpec

/// Makes an image's texture cut to a card (see `Painter.image`): from the whole-pixel mapping,
/// the card's box and its corner radius in pixels; nil to draw the image the usual way.
typealias ExactImage = (TextureMapping, PixelRect, Float, Bool) -> SDLTexture?

/// Draws shapes, images and text given in window points onto a renderer working in pixels.
///
/// `scale` is pixels per point (2 on a HiDPI display); everything is laid out in points and
/// converted here, in one place.
final class Painter {
    /// The renderer drawn into.
    let renderer: SDLRenderer
    /// Pixels per point.
    private(set) var scale: Double = 1
    /// The part of the drawable that frames are drawn into, in pixels (a program's own renderer,
    /// see `EmbeddedCarousel`); nil for the whole drawable, cleared first.
    var area: PixelBox?
    /// Text textures, created once per (text, size, colour).
    let text: TextCache
    /// Text measurements for laying out scenes.
    let metrics: FontMetricsCache
    /// Image textures by path.
    let images: ImageCache
    /// Soft shadow textures by (radius, blur) in pixels.
    let shadows: ShadowCache
    /// Whole cards drawn once into textures (see `CardCache`).
    let cards = CardCache()
    private var mesh = Mesh()
    /// White discs by diameter in pixels, for pills and page dots (see `pill`).
    var discs = LRUCache<Int, SDLTexture>(capacity: 16)
    /// Label scrims at whole-pixel card heights (see `scrimStrip`).
    var scrimStrips = LRUCache<Int, SDLTexture>(capacity: 32)
    /// Scrim strip textures made so far.
    var scrimStripCreations = 0
    /// The gradient behind labels on image cards (nil if it could not be made: labels keep their shadow).
    private(set) lazy var scrimTexture: SDLTexture? = try? Self.makeScrim(renderer: renderer)

    /// A painter for `renderer` using `fonts` for text.
    init(renderer: SDLRenderer, fonts: FontLibrary) {
        self.renderer = renderer
        self.text = TextCache(renderer: renderer, fonts: fonts)
        self.metrics = FontMetricsCache(fonts: fonts)
        self.images = ImageCache(renderer: renderer)
        self.shadows = ShadowCache(renderer: renderer)
    }

    /// Pixels per point for a scene of `windowSize` points on the drawable: its HiDPI scale, or
    /// less when the scene is larger than the drawable (see `ViewFit`: the scene then fits inside).
    func pixelsPerPoint(windowSize: Size) throws -> Double {
        let output = try drawableSize()
        guard windowSize.width > 0, windowSize.height > 0 else { return 1 }
        return max(0.01, min(Double(output.width) / windowSize.width, Double(output.height) / windowSize.height))
    }

    /// Starts a frame: works out the scale from the drawable and scene sizes, clears the whole
    /// drawable to `background` and, when the scene's shape differs from the drawable's, draws
    /// into a centred viewport (letterboxed: the bars keep the background).
    func begin(windowSize: Size, background: RGBAColor) throws {
        let output = try drawableSize()
        scale = try pixelsPerPoint(windowSize: windowSize)
        cards.beginFrame(pixels: output.width * output.height)
        try renderer.viewport(area)
        try renderer.clip(to: nil)
        if let area {
            // SDL_RenderClear ignores the viewport: filled instead, the program's drawing around stays.
            let color = SDLBridge.color(background)
            try renderer.fillRects(
                [PixelRect(x: 0, y: 0, w: Float(area.w), h: Float(area.h))],
                color: PixelColor(r: color.r, g: color.g, b: color.b, a: 255))
        } else {
            try renderer.clear(SDLBridge.color(background))
        }
        let width = Int32((windowSize.width * scale).rounded()), height = Int32((windowSize.height * scale).rounded())
        if width < Int32(output.width) - 1 || height < Int32(output.height) - 1 {
            try renderer.viewport(
                PixelBox(
                    x: (area?.x ?? 0) + (Int32(output.width) - width) / 2,
                    y: (area?.y ?? 0) + (Int32(output.height) - height) / 2, w: width, h: height))
        }
    }

    /// The size in pixels drawn into: ``area``'s, or the whole drawable's.
    private func drawableSize() throws -> (width: Int, height: Int) {
        guard let area else { return try renderer.outputSize() }
        return (Int(area.w), Int(area.h))
    }

    /// Ends a frame: the whole drawable is the viewport again (for reading pixels back).
    func end() throws {
        try renderer.clip(to: nil)
        try renderer.viewport(nil)
    }

    /// A point-space rectangle in pixels.
    func pixels(_ rect: Rect) -> PixelRect {
        PixelRect(
            x: Float(rect.x * scale), y: Float(rect.y * scale), w: Float(rect.width * scale),
            h: Float(rect.height * scale))
    }

    /// Clips drawing to `rect` (points), or stops clipping.
    func clip(_ rect: Rect?) throws {
        guard let rect else { return try renderer.clip(to: nil) }
        let box = pixels(rect)
        let x = Int32(box.x.rounded(.down)), y = Int32(box.y.rounded(.down))
        let right = Int32((box.x + box.w).rounded(.up)), bottom = Int32((box.y + box.h).rounded(.up))
        try renderer.clip(to: PixelBox(x: x, y: y, w: max(0, right - x), h: max(0, bottom - y)))
    }

    /// A filled, anti-aliased rounded rectangle; with `body` false only its anti-aliased rim (for a
    /// shape whose inside an opaque image covers exactly). With `replace` its pixels replace what
    /// is below, alpha included (the first shape of a transparent layer keeps its edge's alpha).
    func fill(
        _ rect: Rect, radius: Double, color: RGBAColor, opacity: Double = 1, body: Bool = true, replace: Bool = false
    ) throws {
        let fill = SDLBridge.color(color, opacity: opacity)
        mesh.reset()
        mesh.fill(pixels(rect), radius: Float(radius * scale), color: fill, body: body)
        try renderer.fillRects(mesh.rects, color: fill, replace: replace)
        try renderer.drawTriangles(mesh.vertices, replace: replace)
    }

    /// A soft shadow under a card: a dark rounded rectangle fading out over `blur` points.
    ///
    /// Under an opaque card (`opacity` 1) only the soft edge is drawn; a translucent card shows the
    /// whole shadow through it, evenly (a hole under it would show as a ring). It is composited from
    /// a cached nine-slice texture (see `ShadowCache`); a card too small for the slices gets the mesh.
    func shadow(_ rect: Rect, radius: Double, blur: Double, opacity: Double, cardOpacity: Double = 1) throws {
        switch try shadowPlan(rect, radius: radius, blur: blur, opacity: opacity, cardOpacity: cardOpacity) {
        case .none: return
        case .mesh(let box, let radius, let blur, let body):
            try meshShadow(box, radius: radius, blur: blur, opacity: opacity, body: body)
        case .slices(let plan):
            try drawShadowSlices(plan)
            guard plan.key.body else { return }
            let corner = Int32(plan.slices.corner)
            let middle = PixelRect(
                x: Float(plan.x0 + corner), y: Float(plan.y0 + corner), w: Float(plan.x1 - plan.x0 - 2 * corner),
                h: Float(plan.y1 - plan.y0 - 2 * corner))
            let strength = Double(plan.key.level) / Double(ShadowCache.levels)
            let color = SDLBridge.color(RGBAColor(red: 0, green: 0, blue: 0, alpha: 120), opacity: strength)
            if middle.w > 0, middle.h > 0 { try renderer.fillRects([middle], color: color) }
        }
    }

    /// How `shadow` draws a card's shadow (see there).
    enum ShadowPlan {
        /// Nothing (no strength).
        case none
        /// The feathered mesh: the dropped box and radius in pixels, the blur in pixels, whether filled.
        case mesh(PixelRect, radius: Float, blur: Float, body: Bool)
        /// Nine slices of a cached texture, on whole pixels (the body, when filled, is a rectangle
        /// inside the corners).
        case slices(ShadowSlicesPlan)
    }

    /// How the shadow of a card at `rect` (points) is drawn, making its slice texture on first use.
    func shadowPlan(_ rect: Rect, radius: Double, blur: Double, opacity: Double, cardOpacity: Double = 1) throws
        -> ShadowPlan
    {
        let dropped = Rect(x: rect.x, y: rect.y + blur * 0.35, width: rect.width, height: rect.height)
        let box = pixels(dropped)
        let shapeRadius = Float((radius + blur / 2) * scale)
        let key = ShadowCache.Key(
            radius: Int(shapeRadius.rounded()), blur: Int(Float(blur * scale).rounded()), body: cardOpacity < 0.999,
            level: Int((max(0, min(1, opacity)) * Double(ShadowCache.levels)).rounded()))
        guard key.level > 0 else { return .none }
        let left = box.x.rounded(), top = box.y.rounded()
        let width = (box.x + box.w).rounded() - left, height = (box.y + box.h).rounded() - top
        guard key.blur >= 1, width >= Float(2 * key.radius + 1), height >= Float(2 * key.radius + 1) else {
            return .mesh(box, radius: shapeRadius, blur: Float(blur * scale), body: key.body)
        }
        let slices = try shadows.slices(for: key)
        // Without a body, a shadow reaching deeper than its edges' depth keeps the mesh.
        guard key.body || slices.hollow else {
            return .mesh(box, radius: shapeRadius, blur: Float(blur * scale), body: false)
        }
        let outer = PixelRect(
            x: left - Float(slices.reach), y: top - Float(slices.reach), w: width + Float(2 * slices.reach),
            h: height + Float(2 * slices.reach))
        return .slices(ShadowSlicesPlan(slices, key: key, around: outer, under: key.body ? nil : pixels(rect)))
    }

    /// The shadow as a feathered band of triangles (pixels), for shapes the slices do not fit.
    private func meshShadow(_ box: PixelRect, radius: Float, blur: Float, opacity: Double, body: Bool) throws {
        let color = SDLBridge.color(RGBAColor(red: 0, green: 0, blue: 0, alpha: 120), opacity: opacity)
        mesh.reset()
        mesh.softEdge(box, radius: radius, color: color, blur: blur, body: body)
        try renderer.fillRects(mesh.rects, color: color)
        try renderer.drawTriangles(mesh.vertices)
    }

    /// An outline of `width` points.
    func stroke(_ rect: Rect, radius: Double, width: Double, color: RGBAColor, opacity: Double = 1) throws {
        mesh.reset()
        mesh.stroke(
            pixels(rect), radius: Float(radius * scale), width: Float(width * scale),
            color: SDLBridge.color(color, opacity: opacity))
        try renderer.drawTriangles(mesh.vertices)
    }

    /// Draws `texture` into the rounded rectangle as `fitting` places it (``ImagePlacement``: covering
    /// it, contained in it or stretched), clipped to its rounded shape.
    ///
    /// With `strips` (a texture as wide as a tile and as tall as the box, see `scrimStrip`), the
    /// inside is tiled from it with unscaled copies instead of stretched parts of `texture`. With
    /// `replace` the anti-aliased rim replaces what is below, alpha included (see `fill`).
    ///
    /// With `exact` (a card face drawn once into the cache, on whole pixels), the image is one
    /// copy, texel for pixel, of a texture `exact` makes for the mapping, the box and the radius
    /// in pixels: resampled (filtered) and cut to the rounded shape with anti-aliased alpha, so the
    /// corners line up with the rest of the picture exactly; the last argument says whether the
    /// image leaves part of the box uncovered (`contain`), which the cut then leaves transparent.
    /// Drawn directly, a contained image is the rounded shape of the part of the box it covers,
    /// its corner radius reduced by how far it lies inside the card's corners.
    func image(
        _ texture: SDLTexture, in rect: Rect, radius: Double, opacity: Double, fitting: ImageFitting = .standard,
        strips: SDLTexture? = nil, replace: Bool = false, exact: ExactImage? = nil
    ) throws {
        var box = pixels(rect)
        let placement = ImagePlacement<Float>(
            imageWidth: Float(texture.width), imageHeight: Float(texture.height), inBoxAt: box.x, box.y,
            width: box.w, height: box.h, fitting: fitting)
        var mapping = TextureMapping(
            x: placement.mapping.x, y: placement.mapping.y, width: placement.mapping.width,
            height: placement.mapping.height)
        if let exact, let cut = exact(mapping.snapped, box, Float(radius * scale), !placement.coversBox) {
            let whole = PixelRect(x: box.x.rounded(), y: box.y.rounded(), w: Float(cut.width), h: Float(cut.height))
            try cut.setAlpha(UInt8((max(0, min(1, opacity)) * 255).rounded()))
            if replace { try cut.setBlending(false) }
            defer { if replace { try? cut.setBlending(true) } }
            return try renderer.copy(cut, to: whole)
        }
        var pixelRadius = Float(radius * scale)
        if !placement.coversBox {
            // The nearer of the two letterbox gaps on the axis that has them.
            let visible = placement.visible
            let insetX = min(visible.x - box.x, box.x + box.w - visible.x - visible.width)
            let insetY = min(visible.y - box.y, box.y + box.h - visible.y - visible.height)
            let inset = max(0, insetX, insetY)
            pixelRadius = max(0, pixelRadius - inset)
            box = PixelRect(
                x: placement.visible.x, y: placement.visible.y, w: placement.visible.width,
                h: placement.visible.height)
            guard box.w >= 1, box.h >= 1 else { return }
        }
        mapping.halfTexel = PixelPoint(x: 0.5 / Float(max(1, texture.width)), y: 0.5 / Float(max(1, texture.height)))
        let white = SDLBridge.color(RGBAColor(red: 255, green: 255, blue: 255), opacity: opacity)
        mesh.reset()
        mesh.fill(box, radius: pixelRadius, color: white, mapping: mapping)
        // The interior rectangles are plain copies of the matching part of the image.
        try texture.setAlpha(white.a)
        if let strips {
            try strips.setAlpha(white.a)
            try tile(strips, over: mesh.rects, top: Int32(box.y.rounded()))
        }
        let opaque = !texture.hasAlpha && white.a == 255
        if opaque { try texture.setBlending(false) }
        defer { if opaque { try? texture.setBlending(true) } }
        for part in mesh.rects where strips == nil {
            let from = mapping.uv(part.x, part.y), to = mapping.uv(part.x + part.w, part.y + part.h)
            // Kept inside the texture: a part a fraction of a texel wide still copies one texel.
            let width = Int32(texture.width), height = Int32(texture.height)
            let x = min(width - 1, Int32((from.x * Float(texture.width)).rounded()))
            let y = min(height - 1, Int32((from.y * Float(texture.height)).rounded()))
            let source = PixelBox(
                x: x, y: y,
                w: max(1, min(width - x, Int32(((to.x - from.x) * Float(texture.width)).rounded()))),
                h: max(1, min(height - y, Int32(((to.y - from.y) * Float(texture.height)).rounded()))))
            try renderer.copy(texture, from: source, to: part)
        }
        try texture.setAlpha(255)
        // The edge bands fade out through their vertex alpha: they always blend.
        if opaque { try texture.setBlending(true) }
        try renderer.drawTriangles(mesh.vertices, texture: texture, replace: replace)
    }

    /// Draws prepared text with its top-left corner at `origin` (points), scaled by `zoom`.
    func draw(_ text: RenderedText, at origin: Point, zoom: Double = 1, opacity: Double = 1) throws {
        try text.texture.setAlpha(UInt8((max(0, min(1, opacity)) * 255).rounded()))
        let destination = PixelRect(
            x: Float(origin.x * scale), y: Float(origin.y * scale),
            w: Float(Double(text.texture.width) * zoom), h: Float(Double(text.texture.height) * zoom))
        try renderer.copy(text.texture, to: destination)
    }
}
