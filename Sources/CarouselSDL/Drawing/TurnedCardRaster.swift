/// Draws turned cards' layers on the CPU for SDL's software renderer: the face's pixels are read
/// back once (and kept a while after the card leaves the view, since a page turn often brings it
/// back; within a pixel budget), the mesh is filled into a scratch
/// buffer by ``TriangleTexturer`` (the same pixels SDL would fill, without its per-pixel
/// divisions) and the buffer is uploaded into the layer.
///
/// With any other renderer the layer is drawn by the renderer (`isAvailable` is false).
final class TurnedCardRaster {
    /// A face's pixels, with the texture they were read from (held, so its identity stays unique).
    private struct Pixels {
        let texture: SDLTexture
        let key: CardCache.Key
        let pixels: [UInt32]
        /// The frame it was last drawn in.
        var frame: Int
    }

    private var faces: [ObjectIdentifier: Pixels] = [:]
    /// Pixels held in `faces`.
    private var held = 0
    /// Frames begun so far.
    private var frame = 0
    /// Most face pixels kept (16 MB): beyond it, the faces drawn longest ago are let go.
    static let pixelBudget = 4 << 20
    /// Frames a face not drawn is kept (a card that left the view on a page turn often comes back).
    static let framesKept = 600
    private var scratch: [UInt32] = []
    private var extents: [Int32] = []
    /// Rows per band of ``draw``'s answer.
    static let bandHeight = 24
    /// Faces read back so far (a face drawn frame after frame is read once).
    private(set) var reads = 0
    /// Whether the renderer is SDL's software renderer (asked once).
    private var software: Bool?

    /// Whether layers are drawn here for `renderer` (only SDL's software renderer).
    func isAvailable(for renderer: SDLRenderer) -> Bool {
        if let software { return software }
        let answer = renderer.isSoftware
        software = answer
        return answer
    }

    /// Starts a frame: faces not drawn for `framesKept` frames are let go, and the faces drawn
    /// longest ago while more than `pixelBudget` pixels are held.
    func beginFrame() {
        frame += 1
        let oldest = frame - Self.framesKept
        if faces.values.contains(where: { $0.frame < oldest }) {
            faces = faces.filter { $0.value.frame >= oldest }
            held = faces.values.reduce(0) { $0 + $1.pixels.count }
        }
        while held > Self.pixelBudget, let stale = faces.min(by: { $0.value.frame < $1.value.frame }) {
            held -= stale.value.pixels.count
            faces[stale.key] = nil
        }
    }

    /// Drops every face's pixels (the renderer lost its render targets).
    func removeAll() {
        faces.removeAll()
        held = 0
        software = nil
    }

    /// Fills `layer`'s top-left `width` x `height` pixels with `vertices` (layer pixels, texture
    /// coordinates into `face`) over transparent black, as SDL's software renderer draws them
    /// unblended and untinted, except inside `hole` (left transparent), with the pixels' alpha
    /// multiplied by `alpha` / 255. Answers the boxes that
    /// hold every pixel written: for each band of `bandHeight` rows, the columns its rows were
    /// written in (the rest of the layer is transparent and need not be blended).
    @discardableResult
    func draw(
        _ vertices: [MeshVertex], face: CardCache.Face, width: Int, height: Int, hole: PixelBox? = nil,
        alpha: UInt8 = 255, into layer: SDLTexture, renderer: SDLRenderer
    ) throws -> [PixelBox] {
        let texture = face.texture
        let identity = ObjectIdentifier(texture)
        let source: [UInt32]
        if let known = faces[identity], known.key == face.key {
            source = known.pixels
            faces[identity]?.frame = frame
        } else {
            let clip = renderer.currentClip()
            source = try renderer.pixels(of: texture)
            try renderer.clip(to: clip)
            reads += 1
            held += source.count - (faces[identity]?.pixels.count ?? 0)
            faces[identity] = Pixels(texture: texture, key: face.key, pixels: source, frame: frame)
        }
        let count = width * height
        // The scratch buffer is all transparent between draws: only the rows' written extents are
        // cleared again after the upload, not the whole layer.
        if scratch.count < count { scratch = [UInt32](repeating: 0, count: count) }
        if extents.count < 2 * height { extents = [Int32](repeating: 0, count: 2 * height) }
        for row in 0..<height {
            extents[2 * row] = Int32.max
            extents[2 * row + 1] = Int32.min
        }
        let boxes = try scratch.withUnsafeMutableBufferPointer { buffer -> [PixelBox] in
            guard let base = buffer.baseAddress else { return [] }
            let target = UnsafeMutableBufferPointer(start: base, count: count)
            return try extents.withUnsafeMutableBufferPointer { rows -> [PixelBox] in
                defer { Self.clear(base, width: width, height: height, extents: rows) }
                source.withUnsafeBufferPointer { pixels in
                    TriangleTexturer(
                        source: pixels, sourceWidth: texture.width, sourceHeight: texture.height, target: target,
                        targetWidth: width, targetHeight: height, hole: hole, extents: rows
                    ).draw(vertices)
                }
                if alpha < 255 { Self.fade(base, width: width, height: height, extents: rows, alpha: alpha) }
                let boxes = Self.bands(UnsafeBufferPointer(rows), height: height)
                // Only the bands' boxes are uploaded: the rest of the layer is never copied.
                for box in boxes {
                    let start = Int(box.y) * width + Int(box.x)
                    try renderer.upload(
                        UnsafeBufferPointer(start: base + start, count: count - start), pitch: width, box: box,
                        into: layer)
                }
                return boxes
            }
        }
        return boxes
    }

    /// Multiplies the alpha of the pixels of every row's `extents` in `base` (`width` per row) by
    /// `alpha` / 255, rounded down as SDL's blitter modulates a texture's alpha: the layer is then
    /// blended at full alpha by SDL's fast per-pixel-alpha blitter instead of its generic
    /// modulating one (several times slower; the two round the blend differently by a level or
    /// two in the faded card's colours).
    private static func fade(
        _ base: UnsafeMutablePointer<UInt32>, width: Int, height: Int, extents: UnsafeMutableBufferPointer<Int32>,
        alpha: UInt8
    ) {
        let factor = UInt32(alpha)
        for row in 0..<height {
            let low = Int(extents[2 * row]), high = Int(extents[2 * row + 1])
            guard low < high else { continue }
            let line = base + row * width
            for x in low..<high {
                let pixel = line[x]
                line[x] = pixel & 0x00FF_FFFF | ((pixel >> 24) * factor / 255) << 24
            }
        }
    }

    /// Sets the pixels of every row's `extents` in `base` (`width` per row) back to transparent.
    private static func clear(
        _ base: UnsafeMutablePointer<UInt32>, width: Int, height: Int, extents: UnsafeMutableBufferPointer<Int32>
    ) {
        for row in 0..<height {
            let low = Int(extents[2 * row]), high = Int(extents[2 * row + 1])
            guard low < high else { continue }
            (base + row * width + low).update(repeating: 0, count: high - low)
        }
    }

    /// The box of each band of `bandHeight` rows holding its rows' `extents` (empty bands left out).
    static func bands(_ extents: [Int32], height: Int) -> [PixelBox] {
        extents.withUnsafeBufferPointer { bands($0, height: height) }
    }

    /// The box of each band of `bandHeight` rows holding its rows' `extents` (empty bands left out).
    static func bands(_ extents: UnsafeBufferPointer<Int32>, height: Int) -> [PixelBox] {
        var boxes: [PixelBox] = []
        var top = 0
        while top < height {
            let bottom = min(height, top + bandHeight)
            var left = Int32.max, right = Int32.min
            for row in top..<bottom where extents[2 * row] < extents[2 * row + 1] {
                left = min(left, extents[2 * row])
                right = max(right, extents[2 * row + 1])
            }
            if left < right { boxes.append(PixelBox(x: left, y: Int32(top), w: right - left, h: Int32(bottom - top))) }
            top = bottom
        }
        return boxes
    }
}
