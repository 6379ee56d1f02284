import CarouselSpec
import SourceDiagnostics

/// Go to definition, rename and document links for spec files: the values that name a carousel
/// or a file. Works on incomplete text and never traps, whatever the offset.
public enum SpecNavigation {
    /// The `id = "x"` value (quotes included) of the carousel named by the value at
    /// `byteOffset`, or nil when the cursor is not on a carousel reference or no carousel has that id.
    public static func definition(in source: String, at byteOffset: Int) -> SourceSpan? {
        definition(in: source, at: byteOffset, catalog: .spec)
    }

    static func definition(in source: String, at byteOffset: Int, catalog: SchemaCatalog) -> SourceSpan? {
        let references = CarouselReferences(SpecScanner.scan(source), catalog: catalog)
        guard let occurrence = references.occurrence(at: byteOffset) else { return nil }
        return references.definitions.first { $0.id == occurrence.id }?.span
    }

    /// The id a rename at `byteOffset` would change, or why there is none to rename there.
    public static func renameTarget(in source: String, at byteOffset: Int) throws(RenameRefusal) -> RenameTarget {
        let references = CarouselReferences(SpecScanner.scan(source), catalog: .spec)
        let occurrence = try target(references, at: byteOffset)
        return RenameTarget(id: occurrence.id, span: occurrence.content)
    }

    /// The spans (quotes excluded) to replace with `newID` to rename the carousel id at
    /// `byteOffset`: its `id` value and every value naming it, in file order.
    ///
    /// Refuses a `newID` that is not a valid id or that another carousel already has.
    public static func rename(in source: String, at byteOffset: Int, to newID: String) throws(RenameRefusal)
        -> [SourceSpan]
    {
        let references = CarouselReferences(SpecScanner.scan(source), catalog: .spec)
        let occurrence = try target(references, at: byteOffset)
        guard IdentifierText.isValid(newID) else {
            throw RenameRefusal(
                "\"\(newID)\" is not a valid carousel id: an id is a lower-case letter followed by up to 63 "
                    + "lower-case letters, digits or hyphens (^[a-z][a-z0-9-]{0,63}$)")
        }
        if newID != occurrence.id, references.definitions.contains(where: { $0.id == newID }) {
            throw RenameRefusal("a carousel with id \"\(newID)\" already exists; ids must be unique, choose another")
        }
        return references.all(occurrence.id).map(\.content).sorted { $0.start < $1.start }
    }

    private static func target(_ references: CarouselReferences, at offset: Int) throws(RenameRefusal)
        -> CarouselReferences.Occurrence
    {
        guard let occurrence = references.occurrence(at: offset) else {
            throw RenameRefusal(
                "there is no carousel id here: put the cursor on the `id` of a [[carousel]] or on a value "
                    + "that names one (such as `sync`)")
        }
        guard references.definitions.contains(where: { $0.id == occurrence.id }) else {
            throw RenameRefusal(
                "no [[carousel]] has the id \"\(occurrence.id)\", so there is nothing to rename; fix the reference instead"
            )
        }
        return occurrence
    }

    /// The file paths written in `source` (every key whose descriptor is a file path), resolved
    /// against the folder of `specPath` (an absolute path), in file order. Empty values are left out.
    public static func links(in source: String, specPath: String) -> [SpecLink] {
        let document = SpecScanner.scan(source)
        let folder = PathName.folder(of: specPath)
        var links: [SpecLink] = []
        SchemaValueWalker(resolver: SchemaResolver(catalog: .spec, document: document)).forEachValue { key, value in
            guard !key.type.fileExtensions.isEmpty, case .string(let text, let content, _) = value.kind,
                !text.isEmpty
            else { return }
            links.append(SpecLink(span: content, path: PathName.resolve(text, against: folder, workingDirectory: "/")))
        }
        return links
    }
}
