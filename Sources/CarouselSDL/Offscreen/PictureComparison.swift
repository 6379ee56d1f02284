/// A rendered picture compared with an approved one, pixel by pixel (`render --compare`).
///
/// A pixel is changed when one of its red, green or blue levels differs by more than the
/// tolerance. The diff image is the approved picture washed out toward white with every changed
/// pixel in pure red, so the changes stand out wherever they are.
public struct PictureComparison: Sendable {
    /// Width of the approved picture in pixels.
    public var approvedWidth: Int
    /// Height of the approved picture in pixels.
    public var approvedHeight: Int
    /// Width of the rendered picture in pixels.
    public var renderedWidth: Int
    /// Height of the rendered picture in pixels.
    public var renderedHeight: Int
    /// Pixels whose largest channel difference exceeds the tolerance (0 when the sizes differ).
    public var changedPixels: Int
    /// The largest channel difference over all pixels, in levels (0...255).
    public var largestDifference: Int

    /// Whether both pictures have the same size in pixels (otherwise nothing else was compared).
    public var sameSize: Bool { approvedWidth == renderedWidth && approvedHeight == renderedHeight }

    /// Compares the PNG `rendered` with the PNG `approved`; with `diffImage`, writes the diff
    /// image there when more than `maxChanged` pixels changed. Throws when a picture cannot be decoded or
    /// the diff image cannot be written. The caller bounds what is decoded (the approved
    /// picture's header is checked against the render's size first).
    public static func compare(
        rendered: String, approved: String, tolerance: Int, maxChanged: Int, diffImage: String?
    ) throws -> PictureComparison {
        try SDLLibrary.startFontsAndImages()
        let new = try SDLSurface(imageAt: rendered).converted(to: SDLBridge.argbPixelFormat)
        let old = try SDLSurface(imageAt: approved).converted(to: SDLBridge.argbPixelFormat)
        var result = PictureComparison(
            approvedWidth: old.width, approvedHeight: old.height, renderedWidth: new.width,
            renderedHeight: new.height, changedPixels: 0, largestDifference: 0)
        guard result.sameSize else { return result }
        let newPixels = try new.pixels32()
        var marked = try old.pixels32()
        for index in marked.indices {
            let a = marked[index], b = newPixels[index]
            var largest = 0
            for shift in [UInt32(16), 8, 0] {
                let difference = abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF))
                largest = max(largest, difference)
            }
            result.largestDifference = max(result.largestDifference, largest)
            if largest > tolerance {
                result.changedPixels += 1
                marked[index] = 0xFFFF_0000
            } else {
                marked[index] = washedOut(a)
            }
        }
        if let diffImage, result.changedPixels > maxChanged {
            let surface = try SDLSurface(width: old.width, height: old.height, format: SDLBridge.argbPixelFormat)
            try surface.writeRows32("draw the diff image") { row, line in
                for column in 0..<old.width { line[column] = marked[row * old.width + column] }
            }
            try surface.savePNG(to: diffImage)
        }
        return result
    }

    /// `pixel` two thirds of the way to white, opaque.
    static func washedOut(_ pixel: UInt32) -> UInt32 {
        var result: UInt32 = 0xFF00_0000
        for shift in [UInt32(16), 8, 0] {
            let level = (pixel >> shift) & 0xFF
            result |= ((level + 2 * 255) / 3) << shift
        }
        return result
    }
}
