extension FileSignature {
    /// Widest or tallest image a spec may name, in pixels: 8192 is a texture size every GPU
    /// supports, and bounds one decoded image to 256 MiB.
    static let maxImageSide = 8192

    /// Bytes read to find a JPEG's frame header (it follows the EXIF and other segments).
    static let jpegSearchBytes = 256 * 1024

    /// Width and height in pixels from the first bytes of a PNG, JPEG or BMP file, or nil when
    /// they are not in `head` (the file is then drawn or refused by the image loader as usual).
    static func dimensions(format: String, head: [UInt8]) -> (width: Int, height: Int)? {
        switch format {
        case "PNG":
            // IHDR data: width and height, big-endian, at bytes 16..<24.
            guard head.count >= 24 else { return nil }
            return (bigEndian(head, 16, 4), bigEndian(head, 20, 4))
        case "BMP":
            // BITMAPINFOHEADER: width and height, little-endian and signed (negative height: top-down).
            guard head.count >= 26 else { return nil }
            let width = Int32(bitPattern: UInt32(littleEndian(head, 18, 4)))
            let height = Int32(bitPattern: UInt32(littleEndian(head, 22, 4)))
            return (Int(width.magnitude), Int(height.magnitude))
        case "JPEG": return jpegDimensions(head)
        default: return nil
        }
    }

    /// The size in a JPEG's first start-of-frame segment (SOF0...SOF15 but DHT, JPG and DAC).
    private static func jpegDimensions(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF {
                index += 1
                continue
            }
            let length = bigEndian(bytes, index + 2, 2)
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return (bigEndian(bytes, index + 7, 2), bigEndian(bytes, index + 5, 2))
            }
            guard length >= 2 else { return nil }
            index += 2 + length
        }
        return nil
    }

    private static func bigEndian(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int {
        bytes[start..<start + count].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func littleEndian(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int {
        bytes[start..<start + count].reversed().reduce(0) { $0 << 8 | Int($1) }
    }
}
