/// Why a font file could not be read.
public enum FontFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file ends before a structure it declares.
    case truncated(what: String)
    /// The first four bytes are no sfnt or collection tag.
    case notAFont
    /// A required table is missing.
    case missingTable(String)
    /// A face index past the collection's faces.
    case noSuchFace(index: Int, count: Int)

    /// A sentence for messages.
    public var description: String {
        switch self {
        case .truncated(let what): return "the file ends inside its \(what)"
        case .notAFont: return "not a TrueType or OpenType font"
        case .missingTable(let tag): return "it has no `\(tag)` table"
        case .noSuchFace(let index, let count): return "face \(index) asked of a file with \(count) faces"
        }
    }
}
