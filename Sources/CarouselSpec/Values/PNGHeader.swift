/// The size a PNG file states in its header, read from its first bytes before anything is
/// decoded (so `render --compare` refuses a picture of the wrong size, or not a PNG, cheaply).
public enum PNGHeader {
    /// Bytes to read from the start of the file.
    public static let length = 24

    /// Width and height in pixels, or nil when `head` does not start with the PNG signature and
    /// its `IHDR` chunk.
    public static func size(_ head: [UInt8]) -> (width: Int, height: Int)? {
        guard let png = FileSignature.imageFormats.first(where: { $0.name == "PNG" }), head.starts(with: png.magic)
        else { return nil }
        return FileSignature.dimensions(format: png.name, head: head)
    }
}
