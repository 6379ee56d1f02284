/// How much of each pixel a rounded rectangle covers, 0...1: the anti-aliased alpha an image
/// cut to a card gets (its outline is the one the mesh draws fills with: a pixel whose centre is
/// on the outline is half covered).
struct RoundedCoverage {
    /// The rectangle is `width` x `height` pixels from (0, 0).
    let width: Int
    let height: Int
    /// Corner radius in pixels (limited to half the shorter side).
    let radius: Double

    init(width: Int, height: Int, radius: Double) {
        self.width = width
        self.height = height
        self.radius = max(0, min(radius, Double(width) / 2, Double(height) / 2))
    }

    /// Coverage of pixel (`column`, `row`): from the signed distance of its centre to the outline.
    func coverage(_ column: Int, _ row: Int) -> Double {
        let halfWidth = Double(width) / 2, halfHeight = Double(height) / 2
        let qx = abs(Double(column) + 0.5 - halfWidth) - (halfWidth - radius)
        let qy = abs(Double(row) + 0.5 - halfHeight) - (halfHeight - radius)
        let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
        let distance = outside + min(max(qx, qy), 0) - radius
        return max(0, min(1, 0.5 - distance))
    }
}
