import JSON

/// taplo's JSON Schema extension (`x-taplo`: `docs.main`, `docs.enumValues`, `links.key`,
/// `links.enumValues`, `initKeys`), generated from the same descriptors as the rest of the schema.
/// Even Better TOML shows `docs.main` on hover and in completion instead of the plain
/// `description`, and `links.key` makes the key a link to its section of docs/spec.md. taplo
/// ignores `x-taplo` next to a `$ref`, so table-valued keys keep theirs beside an `allOf`.
extension JSONSchemaBuilder {
    /// The extension of one key.
    func taplo(_ field: FieldDescriptor, in table: TableDescriptor) -> JSONValue {
        var docs: [(String, JSONValue)] = [("main", .string(field.markdown(in: table)))]
        if case .enumeration(let names) = field.type {
            let valueDocs = table.valueDocs(of: field)
            docs.append(("enumValues", .array(names.map { name in valueDocs[name].map(JSONValue.string) ?? .null })))
        }
        var links: [(String, JSONValue)] = [("key", .string(table.docsURL))]
        if field.key == "kind", case .enumeration(let names) = field.type {
            links.append(("enumValues", .array(names.map { .string(SpecDocs.url(forKind: $0)) })))
        }
        return .object([("docs", .object(docs)), ("links", .object(links))])
    }

    /// The extension of one table: its doc with a link, and the keys a new table starts with
    /// besides the required ones (taplo adds those itself).
    func taplo(_ table: TableDescriptor) -> JSONValue {
        let url = table.docsURL
        var members: [(String, JSONValue)] = [
            ("docs", .object([("main", .string(table.doc + "\n\n" + SpecDocs.link(url, title: table.title)))])),
            ("links", .object([("key", .string(url))])),
        ]
        if let keys = Self.initKeys[table.name] { members.append(("initKeys", .array(keys.map { .string($0) }))) }
        return .object(members)
    }

    /// Keys worth writing in a new table of each kind (by ``TableDescriptor/name``).
    static let initKeys: [String: [String]] = [
        "window": ["title", "size"],
        "carousel": ["kind", "title"],
        "item": ["title"],
        "carousel-auto": ["interval"],
    ]
}
