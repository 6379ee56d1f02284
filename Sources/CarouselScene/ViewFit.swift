import CarouselEngine

/// How a spec's scene sits in a window: the one rule the demo window and `carousel render` share.
///
/// A window at least as large as the spec's `size` (both sides; its `min-size` when it has one,
/// ``ResolvedWindow/fitSize``) lays the carousels out again at the window's size, unscaled. A
/// window smaller on either side keeps the layout at that size and shows it scaled down by
/// `min(window width / spec width, window height / spec height)`, centred, with
/// bars of the window background on the two sides left over (letterboxed), so nothing is cut.
/// Drawing applies it through the scene's size: a scene of the spec's size drawn into a smaller
/// window is scaled and centred by the backend's view transform.
public struct ViewFit: Sendable, Hashable {
    /// The size the engine lays out and the scene is composed at, in points.
    public var sceneSize: Size
    /// Window points per scene point: 1, or below 1 when scaled down.
    public var scale: Double
    /// Where the scene's top-left corner sits in the window, in window points.
    public var offset: Point

    /// The fit of a spec whose fit size (`min-size`, else `size`) is `specSize` points into a window
    /// of `window` points.
    public init(specSize: Size, window: Size) {
        let ratio =
            specSize.width > 0 && specSize.height > 0
            ? min(1, window.width / specSize.width, window.height / specSize.height) : 1
        guard ratio < 1, ratio > 0 else {
            sceneSize = window
            scale = 1
            offset = Point(x: 0, y: 0)
            return
        }
        sceneSize = specSize
        scale = ratio
        offset = Point(
            x: (window.width - specSize.width * ratio) / 2, y: (window.height - specSize.height * ratio) / 2)
    }

    /// True when the scene is shown scaled down.
    public var isScaled: Bool { scale < 1 }

    /// The scale as a whole percentage, rounded down (62 for 0.625).
    public var percent: Int { Int((scale * 100).rounded(.down)) }

    /// A point in window points as a point in the scene.
    public func scenePoint(_ point: Point) -> Point {
        Point(x: (point.x - offset.x) / scale, y: (point.y - offset.y) / scale)
    }
}
