import FontFiles

/// Reads faces of font files on disk with ranged reads (a 20 MB collection costs its table
/// directory and character map only).
public enum FontFileLoader {
    /// Face `index` of the font file at `path`, or nil when it cannot be read as a font.
    public static func face(at path: String, index: Int = 0) -> FontFileFace? {
        guard let source = FileByteSource(path: path) else { return nil }
        return try? FontFileFace(source: source, index: index)
    }

    /// Every readable face of the font file at `path` (none when it is no font), with its character
    /// map only (faces sharing a map share one copy).
    public static func faces(at path: String) -> [FontFileFace] {
        guard let source = FileByteSource(path: path),
            let offsets = try? FontTableDirectory.faceOffsets(in: source)
        else { return [] }
        var maps: [Int: CharacterMap] = [:]
        return offsets.compactMap { offset in
            guard let directory = try? FontTableDirectory(source: source, faceOffset: offset),
                let table = directory.tables["cmap"]
            else { return nil }
            let face = try? FontFileFace(
                source: source, directory: directory, characters: maps[table.offset], withMetrics: false)
            if let face { maps[table.offset] = face.characters }
            return face
        }
    }
}
