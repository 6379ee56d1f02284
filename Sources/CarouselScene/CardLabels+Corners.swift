import CarouselEngine

extension CardLabels {
    /// How far in from each side of `box` (points) a block of lines from `top` to `bottom` must
    /// start to stay inside the box's corners rounded by `radius`: the padding-free distance the
    /// rounded corner takes at the block's edge nearer the corner's tip (0 beside the straight sides).
    static func cornerInset(box: Rect, radius: Double, top: Double, bottom: Double) -> Double {
        let r = max(0, min(radius, box.width / 2, box.height / 2))
        guard r > 0 else { return 0 }
        /// How far `y` lies into the band of the top or bottom corners, from the corners' centres.
        func depth(_ y: Double) -> Double {
            min(r, max(0, box.y + r - y, y - (box.y + box.height - r)))
        }
        let dy = max(depth(top), depth(bottom))
        return r - (r * r - dy * dy).squareRoot()
    }
}
