/// A table's facts for docs and editors, read straight from its descriptor.
extension TableDescriptor {
    /// The table's section of docs/spec.md, as a URL.
    package var docsURL: String { SpecDocs.url(forTable: name) }

    /// The carousel kinds the table applies to, in documentation order; nil for all.
    package var kindNames: [String]? { kinds.map(SpecSchema.kindNames(of:)) }

    /// What each value of enumerated `field` of this table does (empty for other keys).
    package func valueDocs(of field: FieldDescriptor) -> [String: String] {
        SpecSchema.enumDocs(field, in: self) ?? [:]
    }
}
