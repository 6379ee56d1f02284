import CarouselScene

extension Painter {
    /// An anti-aliased arc (the auto-scroll progress ring), converted to pixels here.
    func arc(_ arc: Arc) throws {
        let mesh = ArcMesh(
            center: PixelPoint(x: Float(arc.center.x * scale), y: Float(arc.center.y * scale)),
            radius: Float(arc.radius * scale), width: Float(arc.width * scale), start: Float(arc.start),
            sweep: Float(arc.sweep), color: SDLBridge.color(arc.color, opacity: arc.opacity))
        try renderer.drawTriangles(mesh.vertices)
    }
}
