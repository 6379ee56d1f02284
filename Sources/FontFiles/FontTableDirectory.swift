/// The table directory of one face of an sfnt file (TrueType `.ttf`, OpenType `.otf`, or one face
/// of a `.ttc` collection): where each table lies in the file.
public struct FontTableDirectory: Sendable, Hashable {
    /// One table's place in the file.
    public struct Record: Sendable, Hashable {
        /// Byte offset from the start of the file.
        public var offset: Int
        /// Length in bytes.
        public var length: Int
    }

    /// The tables by four-letter tag (`cmap`, `head`, ...).
    public var tables: [String: Record]

    /// Most tables a directory may declare (real fonts have about 20).
    static let maxTables = 512

    /// The byte offsets of the faces in `source`: one for a font file, one per face for a collection.
    public static func faceOffsets(in source: some FontByteSource) throws(FontFileError) -> [Int] {
        guard let header = source.bytes(at: 0, count: 12) else { throw .truncated(what: "header") }
        let reader = BigEndianBytes(bytes: header)
        guard let tag = reader.u32(0) else { throw .truncated(what: "header") }
        if tag == 0x7474_6366 {  // "ttcf"
            let count = min(Int(reader.u32(8) ?? 0), 4096)
            guard let offsets = source.bytes(at: 12, count: count * 4) else { throw .truncated(what: "face list") }
            let list = BigEndianBytes(bytes: offsets)
            return (0..<count).compactMap { list.u32($0 * 4).map(Int.init) }
        }
        guard Self.isFontTag(tag) else { throw .notAFont }
        return [0]
    }

    /// True for the sfnt versions of TrueType (`0x00010000`, `true`) and OpenType/CFF (`OTTO`).
    static func isFontTag(_ tag: UInt32) -> Bool {
        tag == 0x0001_0000 || tag == 0x4F54_544F || tag == 0x7472_7565
    }

    /// Reads the directory of the face starting at byte `offset`.
    public init(source: some FontByteSource, faceOffset offset: Int) throws(FontFileError) {
        guard let header = source.bytes(at: offset, count: 12), let tag = BigEndianBytes(bytes: header).u32(0),
            let count = BigEndianBytes(bytes: header).u16(4)
        else { throw .truncated(what: "table directory") }
        guard Self.isFontTag(tag) else { throw .notAFont }
        let tableCount = min(Int(count), Self.maxTables)
        guard let records = source.bytes(at: offset + 12, count: tableCount * 16) else {
            throw .truncated(what: "table directory")
        }
        let reader = BigEndianBytes(bytes: records)
        var tables: [String: Record] = [:]
        for index in 0..<tableCount {
            let base = index * 16
            guard let tagValue = reader.u32(base), let start = reader.u32(base + 8), let length = reader.u32(base + 12)
            else { continue }
            tables[Self.tagName(tagValue)] = Record(offset: Int(start), length: Int(length))
        }
        self.tables = tables
    }

    /// The four characters of a tag (`0x636D6170` is `cmap`).
    static func tagName(_ tag: UInt32) -> String {
        let scalars = [24, 16, 8, 0].map { Unicode.Scalar(UInt8((tag >> UInt32($0)) & 0xFF)) }
        return String(String.UnicodeScalarView(scalars))
    }

    /// The bytes of table `tag`, read from `source`.
    public func table(_ tag: String, in source: some FontByteSource) throws(FontFileError) -> [UInt8] {
        guard let record = tables[tag] else { throw .missingTable(tag) }
        guard let bytes = source.bytes(at: record.offset, count: record.length) else {
            throw .truncated(what: "`\(tag)` table")
        }
        return bytes
    }

    /// True when the face has colour glyphs (`CBDT`, `sbix`, `COLR` or `SVG `): a colour emoji font.
    public var hasColorGlyphs: Bool {
        ["CBDT", "sbix", "COLR", "SVG "].contains { tables[$0] != nil }
    }

    /// True when the glyphs are outlines (`glyf`, `CFF `, `CFF2`) that scale to any size; false for
    /// bitmap-only fonts such as Noto Color Emoji (`CBDT`), drawn at fixed sizes and scaled.
    public var isScalable: Bool {
        tables["glyf"] != nil || tables["CFF "] != nil || tables["CFF2"] != nil
    }
}
