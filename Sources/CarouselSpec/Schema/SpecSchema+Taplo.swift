import JSON

/// taplo's JSON Schema extension (`x-taplo`: `docs.main`, `docs.enumValues`, `links.key`,
/// `initKeys`), generated from the same descriptors as the rest of the schema. Even Better TOML
/// shows `docs.main` on hover and in completion instead of the plain `description`, and
/// `links.key` makes the key a link to its section of docs/spec.md.
extension JSONSchemaBuilder {
    /// The extension of one key.
    func taplo(_ field: FieldDescriptor, in table: TableDescriptor) -> JSONValue {
        let info = SchemaKeyInfo(field, in: table)
        var docs: [(String, JSONValue)] = [("main", .string(info.markdown(in: table.title)))]
        if case .enumeration(let names) = field.type {
            docs.append(("enumValues", .array(names.map { name in info.enumDocs[name].map(JSONValue.string) ?? .null })))
        }
        return .object([("docs", .object(docs)), ("links", .object([("key", .string(info.docsURL))]))])
    }

    /// The extension of one table: its doc with a link, and the keys a new table starts with
    /// (the required ones).
    func taplo(_ table: TableDescriptor) -> JSONValue {
        let url = SpecDocs.url(forTable: table.name)
        var members: [(String, JSONValue)] = [
            ("docs", .object([("main", .string(table.doc + "\n\n" + SpecDocs.link(url, title: table.title)))])),
            ("links", .object([("key", .string(url))])),
        ]
        let required = table.fields.filter(\.isRequired).map { JSONValue.string($0.key) }
        if !required.isEmpty { members.append(("initKeys", .array(required))) }
        return .object(members)
    }
}
