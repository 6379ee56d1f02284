import CarouselEngine

/// The triangles of a card seen in perspective: a grid over the card (and its one-pixel
/// transparent texture border, which softens the edges), each grid point exactly projected.
///
/// Inside a cell SDL interpolates texture coordinates affinely; the grid is made fine enough
/// that this stays within a quarter pixel of the true perspective mapping. For a side of screen
/// length `L` pixels across which the eye distance `w` changes by the ratio `r = w_max / w_min - 1`,
/// an affine cell of length `L / n` strays at most about `L r / (4 n²)` pixels, so
/// `n = ceil(sqrt(L r))` cells per side (1 for a flat card, at most 64) keep it under 0.25 px.
struct ProjectedMesh {
    /// The cells per side of the grid.
    let cells: Int
    /// Triangles, three vertices each.
    let vertices: [MeshVertex]

    /// Most cells per side.
    static let maxCells = 64

    /// The cells per side for `projection` drawn at `scale` pixels per point.
    static func cells(for projection: CardProjection, scale: Double) -> Int {
        let corners = [(0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0)].map { projection.spacePoint(u: $0.0, v: $0.1) }
        let ws = corners.map { projection.perspective - $0.z }
        guard let wMin = ws.min(), let wMax = ws.max(), wMin > 0, let screen = projection.bounds else { return 1 }
        let length = max(screen.width, screen.height) * scale
        let ratio = wMax / wMin - 1
        let n = (length * ratio).squareRoot().rounded(.up)
        guard n.isFinite else { return maxCells }
        return max(1, min(maxCells, Int(n)))
    }

    /// The mesh of `projection` at `scale` pixels per point for a texture of `textureWidth` x
    /// `textureHeight` pixels whose outer `padding` pixels lie outside the card, tinted white at
    /// `alpha`; nil when a grid point is behind the eye.
    init?(
        _ projection: CardProjection, scale: Double, textureWidth: Int, textureHeight: Int, padding: Int,
        alpha: UInt8
    ) {
        let n = Self.cells(for: projection, scale: scale)
        let inner = Double(textureWidth - 2 * padding), innerHeight = Double(textureHeight - 2 * padding)
        guard inner > 0, innerHeight > 0 else { return nil }
        // The padded texture's edges in the card's (u, v): the border lies just outside the card.
        let u0 = -Double(padding) / inner, v0 = -Double(padding) / innerHeight
        let halfU = Float(0.5 / Double(textureWidth)), halfV = Float(0.5 / Double(textureHeight))
        let colour = PixelColor(r: 255, g: 255, b: 255, a: alpha)
        var grid: [MeshVertex] = []
        grid.reserveCapacity((n + 1) * (n + 1))
        for j in 0...n {
            let fv = Double(j) / Double(n)
            for i in 0...n {
                let fu = Double(i) / Double(n)
                guard
                    let p = projection.point(u: u0 + fu * (1 - 2 * u0), v: v0 + fv * (1 - 2 * v0))
                else { return nil }
                // Texture coordinates stay on texel centres (SDL's software renderer reads past 1).
                let tex = PixelPoint(
                    x: min(1 - halfU, max(halfU, Float(fu))), y: min(1 - halfV, max(halfV, Float(fv))))
                grid.append(
                    MeshVertex(
                        position: PixelPoint(x: Float(p.x * scale), y: Float(p.y * scale)), color: colour,
                        texCoord: tex))
            }
        }
        var first: [MeshVertex] = [], second: [MeshVertex] = []
        first.reserveCapacity(3 * n * n)
        second.reserveCapacity(3 * n * n)
        for j in 0..<n {
            for i in 0..<n {
                let a = grid[j * (n + 1) + i], b = grid[j * (n + 1) + i + 1]
                let c = grid[(j + 1) * (n + 1) + i], d = grid[(j + 1) * (n + 1) + i + 1]
                first += [a, b, c]
                second += [b, d, c]
            }
        }
        // SDL's software renderer draws two consecutive triangles that form a rectangle as one
        // copy; keeping each quad's halves apart keeps every cell a true pair of triangles.
        cells = n
        vertices = first + second
    }
}
