import CarouselEngine

/// The triangles of a card seen in perspective: a grid over the card (and its one-pixel
/// transparent texture border, which softens the edges), each grid point exactly projected.
///
/// Inside a cell SDL interpolates texture coordinates affinely; the grid is made fine enough
/// that this stays within about a quarter pixel of the true perspective mapping along each
/// side. Along a side of screen length `L` pixels across which the eye distance `w = d - z`
/// changes by the ratio `r = w_max / w_min - 1`, an affine cell of length `L / n` strays at most
/// about `L r / (4 n²)` pixels, so the grid has `n = ceil(sqrt(L r))` cells along that side (1
/// when the depth does not change along it, at most 64). The two directions are counted apart:
/// a card turned about y needs columns, not rows.
struct ProjectedMesh {
    /// The cells along the card's width (u) and height (v).
    let columns: Int, rows: Int
    /// Triangles, three vertices each.
    let vertices: [MeshVertex]

    /// Most cells per side.
    static let maxCells = 64

    /// The cells along u and v for `projection` drawn at `scale` pixels per point.
    static func cells(for projection: CardProjection, scale: Double) -> (columns: Int, rows: Int) {
        let uv = [(0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0)]
        let space = uv.map { projection.spacePoint(u: $0.0, v: $0.1) }
        let ws = space.map { projection.perspective - $0.z }
        guard ws.allSatisfy({ $0 > 0 }), let screen = projection.corners else { return (1, 1) }
        func length(_ a: Int, _ b: Int) -> Double {
            let dx = screen[a].x - screen[b].x, dy = screen[a].y - screen[b].y
            return (dx * dx + dy * dy).squareRoot() * scale
        }
        func ratio(_ a: Int, _ b: Int) -> Double { max(ws[a], ws[b]) / min(ws[a], ws[b]) - 1 }
        func count(_ l: Double, _ r: Double) -> Int {
            let n = (l * r).squareRoot().rounded(.up)
            guard n.isFinite else { return maxCells }
            return max(1, min(maxCells, Int(n)))
        }
        // Corners: 0 top-left, 1 top-right, 2 bottom-right, 3 bottom-left.
        let columns = count(max(length(0, 1), length(3, 2)), max(ratio(0, 1), ratio(3, 2)))
        let rows = count(max(length(0, 3), length(1, 2)), max(ratio(0, 3), ratio(1, 2)))
        return (columns, rows)
    }

    /// The mesh of `projection` at `scale` pixels per point for a texture of `textureWidth` x
    /// `textureHeight` pixels whose outer `padding` pixels lie outside the card, tinted white at
    /// `alpha`; nil when a grid point is behind the eye.
    init?(
        _ projection: CardProjection, scale: Double, textureWidth: Int, textureHeight: Int, padding: Int,
        alpha: UInt8
    ) {
        let (nu, nv) = Self.cells(for: projection, scale: scale)
        let inner = Double(textureWidth - 2 * padding), innerHeight = Double(textureHeight - 2 * padding)
        guard inner > 0, innerHeight > 0 else { return nil }
        // The padded texture's edges in the card's (u, v): the border lies just outside the card.
        let u0 = -Double(padding) / inner, v0 = -Double(padding) / innerHeight
        let halfU = Float(0.5 / Double(textureWidth)), halfV = Float(0.5 / Double(textureHeight))
        let colour = PixelColor(r: 255, g: 255, b: 255, a: alpha)
        var grid: [MeshVertex] = []
        grid.reserveCapacity((nu + 1) * (nv + 1))
        for j in 0...nv {
            let fv = Double(j) / Double(nv)
            for i in 0...nu {
                let fu = Double(i) / Double(nu)
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
        first.reserveCapacity(3 * nu * nv)
        second.reserveCapacity(3 * nu * nv)
        let stride = nu + 1
        for j in 0..<nv {
            for i in 0..<nu {
                let a = grid[j * stride + i], b = grid[j * stride + i + 1]
                let c = grid[(j + 1) * stride + i], d = grid[(j + 1) * stride + i + 1]
                first += [a, b, c]
                second += [b, d, c]
            }
        }
        // SDL's software renderer draws two consecutive triangles that form a rectangle as one
        // copy; keeping each quad's halves apart keeps every cell a true pair of triangles.
        columns = nu
        rows = nv
        vertices = first + second
    }
}
